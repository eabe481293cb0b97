package prizes

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
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
	v := newVerifier(a)
	v.checkTotal()
	cash, paidSum := v.checkAwards()
	paidSum += a.verifyTeams(v.errorf)
	if paidSum != a.Paid || a.Paid > a.Total || a.Unpaid != a.Total-a.Paid {
		v.errorf("paid %s (awards add up to %s), total %s, unpaid %s", a.Paid, paidSum, a.Total, a.Unpaid)
	}
	inPool := map[int]int{}
	for pi := range a.Pools {
		v.checkPool(pi, inPool)
	}
	v.checkUnpaidPrizes(cash)
	return errors.Join(v.errs...)
}

// verifier holds what the checks of [Allocation.Verify] share, and the violations found.
type verifier struct {
	a    *Allocation
	f    *Fund
	tr   *engine.Tournament
	ents []entrant
	// start is the date ages are taken on when a prize names none.
	start engine.Date
	// unit is the rounding unit, by which equal shares may differ.
	unit Money
	errs []error
}

// newVerifier returns the verifier of a, with its entrants as the fund's ratings give them.
func newVerifier(a *Allocation) *verifier {
	tr := a.Standings.Eval.T
	v := &verifier{a: a, f: a.Fund, tr: tr, ents: entrants(tr, a.Fund.Ratings), start: engine.ParseDate(tr.StartDate), unit: 1}
	if a.Fund.Rounding == RoundDollar {
		v.unit = 100
	}
	return v
}

// errorf records a violation.
func (v *verifier) errorf(format string, args ...any) {
	v.errs = append(v.errs, fmt.Errorf(format, args...))
}

// elig reports whether player x is eligible for prize i.
func (v *verifier) elig(x, i int) bool {
	on := v.start
	if v.f.Prizes[i].Eligibility.AgeOn != "" {
		on = engine.ParseDate(v.f.Prizes[i].Eligibility.AgeOn)
	}
	return eligible(&v.ents[x], &v.f.Prizes[i], v.f.Unrated, on)
}

// checkTotal checks that the prizes add up to the total and that it is not above the
// announced fund.
func (v *verifier) checkTotal() {
	var totalSum Money
	for _, r := range v.a.Prizes {
		totalSum += r.Cash
	}
	if totalSum != v.a.Total || v.a.Total > v.a.Announced {
		v.errorf("total %s, prizes add up to %s, announced %s", v.a.Total, totalSum, v.a.Announced)
	}
}

// checkAwards checks the players' awards: one each, no negative amount, one prize
// without a pool (32B1), every prize and trophy to an eligible player and one trophy
// each unless the fund allows several. It returns each player's cash and their sum.
func (v *verifier) checkAwards() (map[int]Money, Money) {
	var paidSum Money
	cash := map[int]Money{}
	seen := map[int]bool{}
	for _, aw := range v.a.Awards {
		name := v.tr.Players[aw.Player].Name
		if seen[aw.Player] {
			v.errorf("%s has two awards", name)
		}
		seen[aw.Player] = true
		if aw.Amount < 0 {
			v.errorf("%s: negative amount", name)
		}
		paidSum += aw.Amount
		cash[aw.Player] = aw.Amount
		if aw.Pool < 0 && len(aw.Prizes) > 1 {
			v.errorf("%s: %d prizes without a pool (32B1)", name, len(aw.Prizes))
		}
		if aw.Pool < 0 && len(aw.Prizes) == 1 && !v.elig(aw.Player, aw.Prizes[0]) {
			v.errorf("%s is not eligible for %s", name, v.f.Prizes[aw.Prizes[0]].Label)
		}
		for _, i := range aw.TrophyPrizes {
			if !v.elig(aw.Player, i) {
				v.errorf("%s is not eligible for the trophy of %s", name, v.f.Prizes[i].Label)
			}
		}
		if !v.f.Trophies.Multiple && len(aw.Trophies) > 1 {
			v.errorf("%s takes %d trophies", name, len(aw.Trophies))
		}
	}
	return cash, paidSum
}

// checkPool checks pool pi: each player in one pool only (32B1, inPool maps the players
// of the pools checked before to theirs), at most one prize per sharer (32B3), shares
// that add up to the pool, prizes that can go to distinct eligible sharers and, for an
// equal split, equal shares.
func (v *verifier) checkPool(pi int, inPool map[int]int) {
	p := &v.a.Pools[pi]
	var sum Money
	for k, x := range p.Players {
		if q, dup := inPool[x]; dup {
			v.errorf("%s shares pools %d and %d (32B1)", v.tr.Players[x].Name, q, pi)
		}
		inPool[x] = pi
		sum += p.Shares[k]
	}
	if p.Method != SplitTiebreak && len(p.Prizes) > len(p.Players) {
		v.errorf("pool %d: %d prizes for %d players (32B3)", pi, len(p.Prizes), len(p.Players))
	}
	if sum+p.Remainder*boolMoney(len(p.RemainderTo) == 0) != p.Total+p.CarriedIn-p.CarriedOut-p.unpaidHeld(v.f) && p.Method != SplitTiebreak {
		v.errorf("pool %d: shares add up to %s (remainder %s), pool %s", pi, sum, p.Remainder, p.Total)
	}
	v.checkPoolEligibility(pi)
	if p.Method == SplitEqual {
		v.checkEqualShares(pi)
	}
}

// checkPoolEligibility checks that every prize of pool pi can go to a distinct eligible
// sharer.
func (v *verifier) checkPoolEligibility(pi int) {
	p := &v.a.Pools[pi]
	g := newGroupState(make([]int32, len(v.tr.Players)), p.Players, len(v.f.Prizes))
	for _, x := range p.Players {
		for _, i := range p.Prizes {
			if v.elig(x, i) {
				g.set(x, i)
			}
		}
	}
	if n := len(bestPool(g, p.Players, p.Prizes)); n != len(p.Prizes) {
		v.errorf("pool %d: only %d of %d prizes can go to distinct eligible sharers", pi, n, len(p.Prizes))
	}
}

// checkEqualShares checks that the shares of an equal pool pi, leaving out capped and
// limited players and extras, differ by at most the rounding unit (32B2), and that a
// capped player gets no more than the others.
func (v *verifier) checkEqualShares(pi int) {
	p := &v.a.Pools[pi]
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
	if lo >= 0 && hi-lo > v.unit {
		v.errorf("pool %d: shares from %s to %s are not equal (32B2)", pi, lo, hi)
	}
	for k, x := range p.Capped {
		if p.CapAmount[k] > lo && lo >= 0 {
			v.errorf("pool %d: %s capped at %s above the others' %s", pi, v.tr.Players[x].Name, p.CapAmount[k], lo)
		}
	}
}

// checkUnpaidPrizes checks that a cash prize left unpaid leaves no eligible player
// without cash (cash is each player's).
func (v *verifier) checkUnpaidPrizes(cash map[int]Money) {
	for i, r := range v.a.Prizes {
		if !r.Unawarded || v.f.Prizes[i].Cash == 0 || r.Cash == 0 {
			continue
		}
		for x := range v.tr.Players {
			if cash[x] == 0 && v.elig(x, i) {
				v.errorf("%s is unpaid but %s, eligible, has no cash", v.f.Prizes[i].Label, v.tr.Players[x].Name)
			}
		}
	}
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
