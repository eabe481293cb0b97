package fide

import (
	"encoding/csv"
	"os"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// readCSV reads a reference CSV into rows keyed by header.
func readCSV(t testing.TB, path string) []map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, rec := range recs[1:] {
		row := map[string]string{}
		for i, h := range recs[0] {
			if i < len(rec) {
				row[h] = rec[i]
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// tiebreakFor builds one FIDE tiebreak from a code under a rules string such as
// "fide-2024", with options.
func tiebreakFor(t testing.TB, code, rules string, opts map[string]string) engine.Tiebreak {
	t.Helper()
	r, err := engine.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	r.Options = opts
	sp, err := engine.ParseSpec(code)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := New().New(sp, r)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// valuesOf returns tb's value for every player, indexed like Tournament.Players. Group
// tiebreaks are applied through engine.Rank to the groups tied on points.
func valuesOf(ev *engine.Evaluation, tb engine.Tiebreak) []engine.Score {
	if g, ok := tb.(engine.GroupTiebreak); ok && g.DependsOnGroup() {
		st := engine.Rank(ev, []engine.Tiebreak{tb})
		out := make([]engine.Score, len(ev.T.Players))
		for _, row := range st.Rows {
			out[row.Player] = row.Values[0]
		}
		return out
	}
	return tb.Compute(ev, allPlayers(ev))
}
