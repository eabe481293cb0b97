package fide_test

import (
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
)

// fuzzEvent builds a small event from fuzz input: the first two bytes give the players
// (2 to 12) and rounds (1 to 6), then three bytes per player and round give the opponent
// (possibly none, oneself or an unknown number), the colour and the result. Most such
// events are inconsistent, as a file ranked with --force can be.
func fuzzEvent(data []byte) *engine.Tournament {
	next := func() byte {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return b
	}
	n, rounds := 2+int(next())%11, 1+int(next())%6
	t := &engine.Tournament{Rounds: rounds, Scoring: engine.DefaultScoring()}
	for i := 0; i < n; i++ {
		p := engine.Player{ID: engine.PlayerID(i + 1), Rating: 1000 + 37*int(next())}
		for r := 0; r < rounds; r++ {
			p.Rounds = append(p.Rounds, engine.Round{
				Opponent: engine.PlayerID(int(next()) % (n + 2)),
				Color:    engine.Color(next() % 3),
				Result:   engine.Result(next() % 14),
			})
		}
		t.Players = append(t.Players, p)
	}
	return t
}

// rankLists are the tiebreak lists tried under each rules: every preset of the family and
// every code alone.
func rankLists(f engine.Family) []string {
	var out []string
	for _, p := range f.Presets() {
		out = append(out, p.Name)
	}
	for _, c := range f.Codes() {
		out = append(out, c.Code)
	}
	return out
}

// FuzzRank ranks random small events, consistent ones (synth) and arbitrary ones, with
// every preset and code of the US Chess and FIDE families under every edition: nothing
// may panic, validation must run, and the standings must list every player once with
// places that agree with the order (shared places only between equal points and values).
func FuzzRank(f *testing.F) {
	f.Add([]byte{4, 3, 1, 2, 1, 1, 0, 2, 0, 3, 1, 2, 0, 1, 3, 3}, uint64(0))
	f.Add([]byte{11, 5}, uint64(7))
	f.Add([]byte{0, 0, 9, 9, 9, 9}, uint64(42))
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	cat.Register(fide.New())
	rules := []engine.Rules{{System: "uscf"}, {System: "fide", Edition: "2009"}, {System: "fide", Edition: "2023"},
		{System: "fide", Edition: "2024"}, {System: "fide", Edition: "2026"}}
	f.Fuzz(func(t *testing.T, data []byte, seed uint64) {
		events := []*engine.Tournament{fuzzEvent(data)}
		if len(data) > 1 {
			events = append(events, synth.Generate(synth.Config{Players: 2 + int(data[0])%14, Rounds: 1 + int(data[1])%7, Seed: seed}))
		}
		for _, ev := range events {
			_ = ev.Validate()
			for _, r := range rules {
				fam, _ := cat.Family(r.System)
				for _, list := range rankLists(fam) {
					e := engine.NewEvaluation(ev, r)
					tbs, err := cat.Resolve(list, r, e.Kind)
					if err != nil {
						continue
					}
					if r.System == "fide" && fide.Check(e, tbs) != nil {
						continue
					}
					checkStandings(t, ev, engine.Rank(e, tbs), r, list)
				}
			}
		}
	})
}

// checkStandings checks the invariants of standings of ev.
func checkStandings(t *testing.T, ev *engine.Tournament, st *engine.Standings, r engine.Rules, list string) {
	t.Helper()
	if len(st.Rows) != len(ev.Players) {
		t.Fatalf("%s %s: %d rows for %d players", r.System, list, len(st.Rows), len(ev.Players))
	}
	seen := make([]bool, len(ev.Players))
	for i, row := range st.Rows {
		if row.Player < 0 || row.Player >= len(seen) || seen[row.Player] {
			t.Fatalf("%s %s: row %d names player index %d twice or out of range", r.System, list, i, row.Player)
		}
		seen[row.Player] = true
		if row.Place > i+1 || row.PlaceTo < i+1 || row.Place > row.PlaceTo {
			t.Fatalf("%s %s: row %d has place %s", r.System, list, i, row.PlaceLabel())
		}
		if len(row.Values) != len(st.Tiebreaks) {
			t.Fatalf("%s %s: row %d has %d values for %d tiebreaks", r.System, list, i, len(row.Values), len(st.Tiebreaks))
		}
		if i == 0 {
			if row.Place != 1 {
				t.Fatalf("%s %s: first row has place %s", r.System, list, row.PlaceLabel())
			}
			continue
		}
		prev := st.Rows[i-1]
		if row.Points > prev.Points {
			t.Fatalf("%s %s: row %d has %s points, more than the row above (%s)", r.System, list, i, row.Points, prev.Points)
		}
		shared := row.Place == prev.Place
		if shared != (row.PlaceTo == prev.PlaceTo) {
			t.Fatalf("%s %s: rows %d and %d: places %s and %s overlap", r.System, list, i-1, i, prev.PlaceLabel(), row.PlaceLabel())
		}
		if !shared && row.Place != prev.PlaceTo+1 {
			t.Fatalf("%s %s: row %d has place %s after %s", r.System, list, i, row.PlaceLabel(), prev.PlaceLabel())
		}
		if shared && (row.Points != prev.Points || !slices.Equal(row.Values, prev.Values)) {
			t.Fatalf("%s %s: rows %d and %d share place %s with different points or values (%s %v, %s %v)",
				r.System, list, i-1, i, row.PlaceLabel(), prev.Points, prev.Values, row.Points, row.Values)
		}
	}
}
