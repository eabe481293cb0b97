package teams

import (
	"os"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// tecFromTRF builds the TEC team event from testdata/tec-teams.trf, a transcription of
// the book's individual crosstable (84 players), team compositions and team records:
// matches, board numbers, byes and the forfeited match all come from the pipeline.
func tecFromTRF(t *testing.T) *Eval {
	t.Helper()
	data, err := os.ReadFile("testdata/tec-teams.trf")
	if err != nil {
		t.Fatal(err)
	}
	tr, warns, err := trf.New().Import(importers.Source{Name: "tec-teams.trf", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range warns {
		t.Errorf("import warning: %v", w)
	}
	sc := DefaultScoring()
	sc.ApplyRecords(tr.TeamScoring)
	e, probs := Build(tr, sc)
	for _, p := range probs {
		t.Errorf("problem: %s", p.Msg)
	}
	return NewEval(e, Rules{System: "fide", Edition: "2024"})
}

// TestTECFromTRF repeats the TEC team exercises on the event rebuilt from the players'
// games: the same MP and GP, the same values, and the line-ups of exercises 46-48 from
// roster order among the players present.
func TestTECFromTRF(t *testing.T) {
	ev := tecFromTRF(t)
	want := tecEval(t, "MP")
	for ti := range ev.E.Teams {
		if ev.MP[ti] != want.MP[ti] || ev.GP[ti] != want.GP[ti] {
			t.Errorf("team %d: %s MP %s GP, book %s %s", ti+1, ev.MP[ti], ev.GP[ti], want.MP[ti], want.GP[ti])
		}
		for r := range ev.E.Slots[ti] {
			g, w := ev.E.Slots[ti][r], want.E.Slots[ti][r]
			if g.Kind != w.Kind || g.Opp != w.Opp || g.MP != w.MP || g.GP != w.GP {
				t.Errorf("team %d round %d: %v %d %s %s, book %v %d %s %s", ti+1, r+1, g.Kind, g.Opp, g.MP, g.GP, w.Kind, w.Opp, w.MP, w.GP)
			}
		}
	}
	wantValues(t, ev, "BH:MP", "64 57 58 56 55 46 44 41 50 44 41 41 52 36")
	wantValues(t, ev, "BH:MP/C1", "57 52 53 52 53 39 38 39 48 42 39 39 48 32")
	wantValues(t, ev, "EGGSB", "283 249.75 247.5 253.5 236 157.5 155 181.5 180 161.75 138.5 83.75 152.5 140.75")
	wantValues(t, ev, "EMMSB/C1", "74 64 66 64 66")
	// Exercises 46-48: Koalas - Narwhals, round 3, boards from roster order.
	var lineup []string
	for _, side := range []int{10, 13} {
		var ids []string
		for _, b := range ev.E.Slots[side][2].Boards {
			ids = append(ids, ev.E.T.Players[b.Player].Name+"="+b.GP.String())
		}
		lineup = append(lineup, strings.Join(ids, ", "))
	}
	wantLineup := []string{"Kris Kelpa=1, Kelly Kort=0.5, Kirk Koman=0.5, Kurt Kontos=0", "Nikola Neric=0, Noah Negus=0.5, Nicola Neba=0.5, Nuccio Negri=1"}
	for i := range wantLineup {
		if lineup[i] != wantLineup[i] {
			t.Errorf("line-up %d: %s\nwant %s", i, lineup[i], wantLineup[i])
		}
	}
	for _, code := range []string{"EDEBT", "EDET", "EDEB"} {
		tbs, _ := Resolve(code, ev.Rules)
		if got := tbs[0].Compute(ev, []int{10, 13}); got[0] != engine.Point || got[1] != engine.Points(2) {
			t.Errorf("%s on Koalas, Narwhals = %v, want Koalas first", code, got)
		}
	}
	tbs, _ := Resolve("EDE", ev.Rules)
	if got := order(Rank(ev, tbs)); !strings.HasPrefix(got, "1:4 2:2 3:1 4:3 5:5 6:6 7:8 ") {
		t.Errorf("EDE ranking %s", got)
	}
}
