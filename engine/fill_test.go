package engine

import (
	"errors"
	"reflect"
	"testing"
)

// fillEvent is three players over two rounds: 1 beat 2 in round 1, 3 has no game there;
// 2 beat 3 in round 2, 1 has no game there. Both holes are unknown.
func fillEvent() *Tournament {
	return &Tournament{
		Rounds:  2,
		Scoring: DefaultScoring(),
		Players: []Player{
			{ID: 1, Name: "A", Rounds: []Round{{Opponent: 2, Color: White, Result: Win}, {}}},
			{ID: 2, Name: "B", Rounds: []Round{{Opponent: 1, Color: Black, Result: Loss}, {Opponent: 3, Color: White, Result: Win}}},
			{ID: 3, Name: "C", Rounds: []Round{{}, {Opponent: 2, Color: Black, Result: Loss}}},
		},
		Unknown: []PlayerRound{{Player: 3, Round: 1}, {Player: 1, Round: 2}},
	}
}

func TestFillUnknown(t *testing.T) {
	ev := fillEvent()
	if err := ev.FillUnknown([]Fill{{Player: 3, Round: 1, Result: HalfBye}}); err != nil {
		t.Fatal(err)
	}
	if got := ev.Players[2].Rounds[0]; got != (Round{Result: HalfBye}) {
		t.Errorf("C round 1 %+v", got)
	}
	if got := ev.Total(&ev.Players[2]); got != Point/2 {
		t.Errorf("C total %v, want 0.5", got)
	}
	if want := []PlayerRound{{Player: 1, Round: 2}}; !reflect.DeepEqual(ev.Unknown, want) {
		t.Errorf("unknown %+v, want %+v", ev.Unknown, want)
	}
	if err := ev.FillUnknown([]Fill{{Player: 1, Round: 2, Result: PairingBye}}); err != nil || ev.Unknown != nil {
		t.Fatalf("%v, unknown %+v", err, ev.Unknown)
	}
	if got := ev.Total(&ev.Players[0]); got != 2*Point {
		t.Errorf("A total %v, want 2 (win and pairing bye)", got)
	}
}

// TestFillUnknownRefusals: every refusal is reported at once, with the fill's index, and
// nothing changes.
func TestFillUnknownRefusals(t *testing.T) {
	withU := fillEvent()
	withU.Players[1].Rounds[1] = Round{Result: PairingBye}
	withU.Players[2].Rounds[1] = Round{}
	withU.Unknown = append(withU.Unknown, PlayerRound{Player: 3, Round: 2})
	for _, tc := range []struct {
		name  string
		ev    *Tournament
		fills []Fill
		want  []FillReason
	}{
		{"no player", fillEvent(), []Fill{{Player: 9, Round: 1, Result: HalfBye}}, []FillReason{FillNoPlayer}},
		{"no round", fillEvent(), []Fill{{Player: 3, Round: 3, Result: HalfBye}, {Player: 3, Round: 0, Result: HalfBye}}, []FillReason{FillNoRound, FillNoRound}},
		{"not a bye", fillEvent(), []Fill{{Player: 3, Round: 1, Result: ForfeitWin}, {Player: 3, Round: 1, Result: NoResult}}, []FillReason{FillNotBye, FillNotBye}},
		{"known", fillEvent(), []Fill{{Player: 2, Round: 1, Result: HalfBye}}, []FillReason{FillKnown}},
		{"twice", fillEvent(), []Fill{{Player: 3, Round: 1, Result: HalfBye}, {Player: 3, Round: 1, Result: ZeroBye}}, []FillReason{FillRepeated}},
		{"second U", withU, []Fill{{Player: 3, Round: 2, Result: PairingBye}}, []FillReason{FillSecondPairingBye}},
		{"two U in a list", fillEvent(), []Fill{{Player: 3, Round: 1, Result: PairingBye}, {Player: 1, Round: 2, Result: PairingBye}, {Player: 1, Round: 2, Result: PairingBye}}, []FillReason{FillRepeated}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := fillEvent()
			if tc.ev.Players[1].Rounds[1].Result == PairingBye {
				before = nil
			}
			unknown := append([]PlayerRound(nil), tc.ev.Unknown...)
			err := tc.ev.FillUnknown(tc.fills)
			var got []FillReason
			for _, e := range err.(interface{ Unwrap() []error }).Unwrap() {
				var fe *FillError
				if !errors.As(e, &fe) {
					t.Fatalf("%T", e)
				}
				got = append(got, fe.Reason)
				if fe.Error() == "" || fe.Fill != tc.fills[fe.Index] {
					t.Errorf("error %+v", fe)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("reasons %v, want %v", got, tc.want)
			}
			if !reflect.DeepEqual(tc.ev.Unknown, unknown) || (before != nil && !reflect.DeepEqual(tc.ev.Players, before.Players)) {
				t.Error("a refused list changed the event")
			}
		})
	}
}
