package prizes

import (
	"errors"
	"fmt"

	"tiebreak/engine"
)

// Verify checks what every allocation must satisfy and returns every violation found:
// nothing paid beyond the fund; one cash award per player (32B1); every winner eligible
// (each pooled prize can go to a distinct eligible sharer; every trophy to an eligible
// player; one trophy each unless the fund allows more); an unpaid prize leaves no
// eligible player without cash; shares within an equal pool differ by at most the
// rounding unit and capped players get less than the others; at most one prize per
// sharer in a pool (32B3); the shares of a pool add up to it. Allocate's results always
// pass; Verify exists for tests and as a self-check for callers.
func (a *Allocation) Verify() error {
	var errs []error
	errorf := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }
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
		errorf("total %s, prizes add up to %s, announced %s", a.Total, totalSum, a.Announced)
	}
	cash := map[int]Money{}
	seen := map[int]bool{}
	for _, aw := range a.Awards {
		if seen[aw.Player] {
			errorf("%s has two awards", tr.Players[aw.Player].Name)
		}
		seen[aw.Player] = true
		if aw.Amount < 0 {
			errorf("%s: negative amount", tr.Players[aw.Player].Name)
		}
		paidSum += aw.Amount
		cash[aw.Player] = aw.Amount
		if aw.Pool < 0 && len(aw.Prizes) > 1 {
			errorf("%s: %d prizes without a pool (32B1)", tr.Players[aw.Player].Name, len(aw.Prizes))
		}
		if aw.Pool < 0 && len(aw.Prizes) == 1 && !elig(aw.Player, aw.Prizes[0]) {
			errorf("%s is not eligible for %s", tr.Players[aw.Player].Name, f.Prizes[aw.Prizes[0]].Label)
		}
		for _, i := range aw.TrophyPrizes {
			if !elig(aw.Player, i) {
				errorf("%s is not eligible for the trophy of %s", tr.Players[aw.Player].Name, f.Prizes[i].Label)
			}
		}
		if !f.Trophies.Multiple && len(aw.Trophies) > 1 {
			errorf("%s takes %d trophies", tr.Players[aw.Player].Name, len(aw.Trophies))
		}
	}
	paidSum += a.verifyTeams(errorf)
	if paidSum != a.Paid || a.Paid > a.Total || a.Unpaid != a.Total-a.Paid {
		errorf("paid %s (awards add up to %s), total %s, unpaid %s", a.Paid, paidSum, a.Total, a.Unpaid)
	}
	inPool := map[int]int{}
	for pi, p := range a.Pools {
		var sum Money
		for k, x := range p.Players {
			if q, dup := inPool[x]; dup {
				errorf("%s shares pools %d and %d (32B1)", tr.Players[x].Name, q, pi)
			}
			inPool[x] = pi
			sum += p.Shares[k]
		}
		if p.Method != SplitTiebreak && len(p.Prizes) > len(p.Players) {
			errorf("pool %d: %d prizes for %d players (32B3)", pi, len(p.Prizes), len(p.Players))
		}
		if sum+p.Remainder*boolMoney(len(p.RemainderTo) == 0) != p.Total+p.CarriedIn-p.CarriedOut-p.unpaidHeld(f) && p.Method != SplitTiebreak {
			errorf("pool %d: shares add up to %s (remainder %s), pool %s", pi, sum, p.Remainder, p.Total)
		}
		// Every pooled prize goes to a distinct eligible sharer.
		g := newGroupState(make([]int32, len(tr.Players)), p.Players, len(f.Prizes))
		for _, x := range p.Players {
			for _, i := range p.Prizes {
				if elig(x, i) {
					g.set(x, i)
				}
			}
		}
		if n := len(bestPool(g, p.Players, p.Prizes)); n != len(p.Prizes) {
			errorf("pool %d: only %d of %d prizes can go to distinct eligible sharers", pi, n, len(p.Prizes))
		}
		if p.Method == SplitEqual {
			lo, hi := Money(-1), Money(0)
			for k, x := range p.Players {
				if contains(p.Capped, x) || contains(p.Limited, x) {
					continue
				}
				share := p.Shares[k]
				if p.Extra != nil {
					share -= p.Extra[k]
				}
				if lo < 0 || share < lo {
					lo = share
				}
				hi = max(hi, share)
			}
			if lo >= 0 && hi-lo > unit {
				errorf("pool %d: shares from %s to %s are not equal (32B2)", pi, lo, hi)
			}
			for k, x := range p.Capped {
				if p.CapAmount[k] > lo && lo >= 0 {
					errorf("pool %d: %s capped at %s above the others' %s", pi, tr.Players[x].Name, p.CapAmount[k], lo)
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
				errorf("%s is unpaid but %s, eligible, has no cash", f.Prizes[i].Label, tr.Players[x].Name)
			}
		}
	}
	return errors.Join(errs...)
}

// unpaidHeld is what the unrated limit held back in p and left unpaid (unrated_excess:
// unpaid).
func (p *Pool) unpaidHeld(f *Fund) Money {
	if f.UnratedExcess == ExcessUnpaid {
		return p.HeldBack
	}
	return 0
}

// boolMoney is 1 for true and 0 for false.
func boolMoney(b bool) Money {
	if b {
		return 1
	}
	return 0
}
