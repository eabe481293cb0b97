package prizes

import (
	"fmt"
	"strings"
	"testing"

	"tiebreak/engine"
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
	checkInvariants(t, a)
	return a
}

// checkInvariants asserts what every allocation must satisfy (the properties):
// never more than the fund, one cash prize per player, only eligible winners, an unpaid
// prize has no eligible player left without cash, equal shares within a pool to the
// rounding unit, at most one prize per sharer in a pool.
func checkInvariants(t testing.TB, a *Allocation) {
	t.Helper()
	f := a.Fund
	tr := a.Standings.Eval.T
	ents := entrants(tr, f.Ratings)
	start := engine.ParseDate(tr.StartDate)
	elig := func(x, i int) bool {
		on := start
		if f.Prizes[i].Eligibility.AgeOn != "" {
			on = engine.ParseDate(f.Prizes[i].Eligibility.AgeOn)
		}
		return eligible(&ents[x], &f.Prizes[i], f.Unrated, on)
	}
	unit := Money(1)
	if f.Rounding == RoundDollar {
		unit = 100
	}
	var paidSum, totalSum Money
	for _, r := range a.Prizes {
		totalSum += r.Cash
	}
	if totalSum != a.Total || a.Total > a.Announced {
		t.Errorf("total %s, prizes add up to %s, announced %s", a.Total, totalSum, a.Announced)
	}
	cash := map[int]Money{}
	seen := map[int]bool{}
	for _, aw := range a.Awards {
		if seen[aw.Player] {
			t.Errorf("%s has two awards", tr.Players[aw.Player].Name)
		}
		seen[aw.Player] = true
		if aw.Amount < 0 {
			t.Errorf("%s: negative amount", tr.Players[aw.Player].Name)
		}
		paidSum += aw.Amount
		cash[aw.Player] = aw.Amount
		if aw.Pool < 0 && len(aw.Prizes) > 1 {
			t.Errorf("%s: %d prizes without a pool (32B1)", tr.Players[aw.Player].Name, len(aw.Prizes))
		}
		if aw.Pool < 0 && len(aw.Prizes) == 1 && !elig(aw.Player, aw.Prizes[0]) {
			t.Errorf("%s is not eligible for %s", tr.Players[aw.Player].Name, f.Prizes[aw.Prizes[0]].Label)
		}
		for _, i := range aw.TrophyPrizes {
			if !elig(aw.Player, i) {
				t.Errorf("%s is not eligible for the trophy of %s", tr.Players[aw.Player].Name, f.Prizes[i].Label)
			}
		}
		if !f.Trophies.Multiple && len(aw.Trophies) > 1 {
			t.Errorf("%s takes %d trophies", tr.Players[aw.Player].Name, len(aw.Trophies))
		}
	}
	if paidSum != a.Paid || a.Paid > a.Total || a.Unpaid != a.Total-a.Paid {
		t.Errorf("paid %s (awards add up to %s), total %s, unpaid %s", a.Paid, paidSum, a.Total, a.Unpaid)
	}
	inPool := map[int]int{}
	for pi, p := range a.Pools {
		var sum Money
		for k, x := range p.Players {
			if q, dup := inPool[x]; dup {
				t.Errorf("%s shares pools %d and %d (32B1)", tr.Players[x].Name, q, pi)
			}
			inPool[x] = pi
			sum += p.Shares[k]
		}
		if p.Method != SplitTiebreak && len(p.Prizes) > len(p.Players) {
			t.Errorf("pool %d: %d prizes for %d players (32B3)", pi, len(p.Prizes), len(p.Players))
		}
		if sum+p.Remainder*boolMoney(len(p.RemainderTo) == 0) != p.Total && p.Method != SplitTiebreak {
			t.Errorf("pool %d: shares add up to %s (remainder %s), pool %s", pi, sum, p.Remainder, p.Total)
		}
		// Every pooled prize goes to a distinct eligible sharer.
		g := &groupState{elig: map[[2]int]bool{}}
		for _, x := range p.Players {
			for _, i := range p.Prizes {
				if elig(x, i) {
					g.elig[[2]int{x, i}] = true
				}
			}
		}
		if n := len(bestPool(g, p.Players, p.Prizes)); n != len(p.Prizes) {
			t.Errorf("pool %d: only %d of %d prizes can go to distinct eligible sharers", pi, n, len(p.Prizes))
		}
		if p.Method == SplitEqual {
			lo, hi := Money(-1), Money(0)
			for k, x := range p.Players {
				if contains(p.Capped, x) {
					continue
				}
				if lo < 0 || p.Shares[k] < lo {
					lo = p.Shares[k]
				}
				hi = max(hi, p.Shares[k])
			}
			if lo >= 0 && hi-lo > unit {
				t.Errorf("pool %d: shares from %s to %s are not equal (32B2)", pi, lo, hi)
			}
			for k, x := range p.Capped {
				if p.CapAmount[k] > lo && lo >= 0 {
					t.Errorf("pool %d: %s capped at %s above the others' %s", pi, tr.Players[x].Name, p.CapAmount[k], lo)
				}
			}
		}
	}
	for i, r := range a.Prizes {
		if !r.Unawarded || f.Prizes[i].Cash == 0 || r.Cash == 0 {
			continue
		}
		for x := range tr.Players {
			if cash[x] == 0 && elig(x, i) {
				t.Errorf("%s is unpaid but %s, eligible, has no cash", f.Prizes[i].Label, tr.Players[x].Name)
			}
		}
	}
}

func boolMoney(b bool) Money {
	if b {
		return 1
	}
	return 0
}
