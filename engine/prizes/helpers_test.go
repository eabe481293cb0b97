package prizes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// entry is one player of a hand-made event: name, rating (0 unrated), points, and
// optionally a birth date.
type entry struct {
	name   string
	rating int
	points string
	birth  string
}

// standings builds standings from entries. With no tiebreaks, players equal on points
// keep the listed order (start-number order), which stands in for the tiebreak order.
func standings(t testing.TB, entries []entry) *engine.Standings {
	t.Helper()
	tr := &engine.Tournament{Name: "test", StartDate: "2026/03/14", Federation: "USA", Scoring: engine.DefaultScoring()}
	for i, e := range entries {
		id := engine.PlayerID(i + 1)
		tr.Players = append(tr.Players, engine.Player{ID: id, Name: e.name, Rating: e.rating, Birth: e.birth})
		tr.Adjustments = append(tr.Adjustments, engine.Adjustment{Player: id, Points: engine.MustScore(e.points), Source: engine.AdjustRecord})
	}
	return engine.Rank(engine.NewEvaluation(tr, engine.Rules{System: "uscf"}), nil)
}

// place returns a place prize.
func place(n int, dollars string) Prize {
	return Prize{Label: Ordinal(n), Place: n, Cash: money(dollars)}
}

// class returns a class prize, e.g. class("U1800", 1, "150").
func class(c string, n int, dollars string) Prize {
	el, kind, err := ParseClass(c)
	if err != nil {
		panic(err)
	}
	return Prize{Label: DefaultLabel(c, n), Group: c, Place: n, Cash: money(dollars), Kind: kind, Eligibility: el}
}

func money(s string) Money {
	if s == "" {
		return 0
	}
	m, err := ParseMoney(s)
	if err != nil {
		panic(err)
	}
	return m
}

// paid returns "name=amount" for every award with cash, in standings order.
func paid(a *Allocation) string {
	var parts []string
	for _, aw := range a.Awards {
		if aw.Amount > 0 {
			parts = append(parts, fmt.Sprintf("%s=%s", a.Standings.Eval.T.Players[aw.Player].Name, aw.Amount))
		}
	}
	return strings.Join(parts, " ")
}

func mustAllocate(t testing.TB, st *engine.Standings, f *Fund, o Options) *Allocation {
	t.Helper()
	a, err := Allocate(st, f, o)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Verify(); err != nil {
		t.Error(err)
	}
	return a
}
