package fide

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ratingKind selects one of the rating-based tiebreaks of C.07 Art. 10.
type ratingKind uint8

const (
	rARO  ratingKind = iota // 10.1 average rating of opponents
	rTPR                    // 10.2 tournament performance rating
	rPTP                    // 10.3 perfect tournament performance
	rAPRO                   // 10.4 average TPR of opponents
	rAPPO                   // 10.5 average PTP of opponents
	rRTNG                   // 10.6 own rating
)

// ratingTB computes the rating-based tiebreaks. They count only games played over the
// board: byes and forfeits are ignored in every kind of event (15.2, 2026, and what
// TieBreakServer does under 2024 rules). Unrated players have the rating of the
// "unrated" option or the /U modifier; without one they are left out of averages.
// Averages are rounded to the nearest integer, .5 up.
type ratingTB struct {
	base
	kind ratingKind
}

// Decimals prints ratings as integers.
func (ratingTB) Decimals() int { return 0 }

// ratingData holds, per player, the ratings of the opponents met over the board and the
// points scored against them (1, ½, 0), in round order.
type ratingData struct {
	opps   [][]int // opponent indexes of rated games
	rating []int   // each player's rating for tiebreaks (0: none)
	pts    []engine.Score
	games  []int
	aro    []int // uncut ARO
	tpr    []int
	ptp    []int
}

func (t ratingTB) data(ev *engine.Evaluation) *ratingData {
	u := t.unratedValue()
	return ev.Memo(fmt.Sprintf("fide/rating/%d", u), func() any {
		n := len(ev.T.Players)
		d := &ratingData{opps: make([][]int, n), rating: make([]int, n), pts: make([]engine.Score, n),
			games: make([]int, n), aro: make([]int, n), tpr: make([]int, n), ptp: make([]int, n)}
		for i, p := range ev.T.Players {
			d.rating[i] = p.Rating
			if p.Rating <= 0 {
				d.rating[i] = u
			}
		}
		for i := 0; i < n; i++ {
			for r, e := range ev.Entries[i] {
				if r >= ev.T.Rounds || e.Opponent < 0 || !e.Result.Played() || d.rating[e.Opponent] <= 0 {
					continue
				}
				d.opps[i] = append(d.opps[i], e.Opponent)
				d.games[i]++
				switch e.Result {
				case engine.Win, engine.WinUnrated:
					d.pts[i] += engine.Point
				case engine.Draw, engine.DrawUnrated:
					d.pts[i] += engine.Half
				}
			}
		}
		for i := 0; i < n; i++ {
			if d.games[i] == 0 {
				continue
			}
			sum := 0
			for _, j := range d.opps[i] {
				sum += d.rating[j]
			}
			d.aro[i] = roundDiv(sum, d.games[i])
			p100 := roundDiv(int(d.pts[i])*100, d.games[i]*int(engine.Point))
			d.tpr[i] = d.aro[i] + dp(p100)
			d.ptp[i] = perfectPerformance(d, i)
		}
		return d
	}).(*ratingData)
}

func (t ratingTB) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	d := t.data(ev)
	out := make([]engine.Score, len(group))
	for k, i := range group {
		var v int
		switch t.kind {
		case rARO:
			v = d.aro[i]
			if t.low > 0 || t.high > 0 {
				cs := make([]contrib, len(d.opps[i]))
				for x, j := range d.opps[i] {
					r := engine.Score(d.rating[j])
					cs[x] = contrib{key: r, val: r}
				}
				low := t.low
				if t.cfg.aroUnplayedFirst {
					low = max(0, low-unplayedRounds(ev, i))
				}
				sum, n := cutSum(cs, low, t.high, vurNone)
				v = 0
				if n > 0 {
					v = roundDiv(int(sum), n)
				}
			}
		case rTPR:
			v = d.tpr[i]
		case rPTP:
			v = d.ptp[i]
		case rAPRO:
			v = averageOf(d.opps[i], d.tpr)
		case rAPPO:
			v = averageOf(d.opps[i], d.ptp)
		case rRTNG:
			v = d.rating[i]
		}
		out[k] = engine.Points(v)
	}
	return out
}

// unplayedRounds counts player i's own rounds without a game over the board (byes,
// forfeits, absences), which aro-cut=unplayed-first cuts before any opponent.
func unplayedRounds(ev *engine.Evaluation, i int) int {
	n := 0
	for r, e := range ev.Entries[i] {
		if r < ev.T.Rounds && (e.Opponent < 0 || !e.Result.Played()) {
			n++
		}
	}
	return n
}

// averageOf returns the rounded average of vals over the players in idx, skipping zeros.
func averageOf(idx []int, vals []int) int {
	sum, n := 0, 0
	for _, j := range idx {
		if vals[j] != 0 {
			sum += vals[j]
			n++
		}
	}
	return roundDiv(sum, n)
}

// perfectPerformance is PTP (Art. 10.3): the lowest integer rating R whose expected score
// against the opponents met (B.02 table 8.1.2, no ±400 cap) reaches the points scored. A
// zero score gives the lowest opponent rating minus 800, a full score the highest plus 800.
func perfectPerformance(d *ratingData, i int) int {
	lo, hi := 1<<30, 0
	for _, j := range d.opps[i] {
		lo, hi = min(lo, d.rating[j]), max(hi, d.rating[j])
	}
	target := int(d.pts[i]) * 100 / int(engine.Point) // hundredths of a point
	switch target {
	case 0:
		return lo - 800
	case d.games[i] * 100:
		return hi + 800
	}
	expected := func(r int) int {
		s := 0
		for _, j := range d.opps[i] {
			s += pd(r - d.rating[j])
		}
		return s
	}
	a, b := lo-800, hi+800 // expected(b) reaches every score below the maximum
	for a < b {
		m := a + (b-a)/2
		if expected(m) >= target {
			b = m
		} else {
			a = m + 1
		}
	}
	return a
}

// roundDiv divides, rounding .5 up; it returns 0 when n is 0.
func roundDiv(sum, n int) int {
	if n == 0 {
		return 0
	}
	q := (2*sum + n) / (2 * n)
	if 2*sum+n < 0 && (2*sum+n)%(2*n) != 0 {
		q--
	}
	return q
}
