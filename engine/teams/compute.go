package teams

import (
	"cmp"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// contrib is one round's contribution to a cut-able sum: key orders contributions by
// significance (the opponent's score), val is what the round adds, vur marks an own
// voluntarily unplayed round and pab an own pairing-allocated bye.
type contrib struct {
	key, val engine.Score
	vur, pab bool
}

// cutRule selects how Art. 16.5 treats voluntarily unplayed rounds.
type cutRule uint8

const (
	vurFirst   cutRule = iota // BH: the lowest VUR contribution goes first
	vurHighest                // SB family: the higher of the lowest VUR and the least significant
	byeFirst                  // Olympiad (TEC 10.1): the own PAB round goes first
)

// cut drops low least significant and high most significant contributions and returns
// the sum of the rest (C.07 Art. 14; 16.5).
func cut(cs []contrib, low, high int, rule cutRule) engine.Score {
	rest := slices.Clone(cs)
	slices.SortStableFunc(rest, func(a, b contrib) int {
		if c := cmp.Compare(a.key, b.key); c != 0 {
			return c
		}
		return cmp.Compare(a.val, b.val)
	})
	for i := 0; i < low && len(rest) > 0; i++ {
		drop := 0
		switch rule {
		case byeFirst:
			for j, c := range rest {
				if c.pab {
					drop = j
					break
				}
			}
		default:
			best := -1
			for j, c := range rest {
				if c.vur && (best < 0 || c.val < rest[best].val) {
					best = j
				}
			}
			if best >= 0 && (rule == vurFirst || rest[best].val > rest[0].val) {
				drop = best
			}
		}
		rest = slices.Delete(rest, drop, drop+1)
	}
	for i := 0; i < high && len(rest) > 0; i++ {
		rest = rest[:len(rest)-1]
	}
	var s engine.Score
	for _, c := range rest {
		s += c.val
	}
	return s
}

// buchholz is BH on the named score (default the primary): the opponents' adjusted
// scores, an own unplayed round counting as a dummy worth the team's own score (C.07
// Arts. 8.1, 13, 16.3-16.5).
func (ev *Eval) buchholz(which string, ti, low, high int) engine.Score {
	if which == "" {
		which = ev.Rules.Primary
	}
	cs := make([]contrib, 0, ev.E.Rounds)
	for r := range ev.E.Slots[ti] {
		v := ev.oppScore(which, ti, r)
		cs = append(cs, contrib{key: v, val: v, vur: ev.vur[ti][r], pab: ev.E.Slots[ti][r].Kind == PairingBye})
	}
	return cut(cs, low, high, vurFirst)
}

// esb is the extended Sonneborn-Berger of C.07 Art. 13.2: the sum over rounds of the
// opponent's total (opp: "MP" or "GP") times the team's own score in that round (own).
func (ev *Eval) esb(opp, own string, ti, low int) engine.Score {
	cs := make([]contrib, 0, ev.E.Rounds)
	for r := range ev.E.Slots[ti] {
		o := ev.oppScore(opp, ti, r)
		cs = append(cs, contrib{key: o, val: o.Mul(ev.awarded(own, ti, r)), vur: ev.vur[ti][r], pab: ev.E.Slots[ti][r].Kind == PairingBye})
	}
	rule := vurHighest
	if ev.Rules.Option("team-cut", "lowest") == "bye-first" {
		rule = byeFirst
		has := false
		for _, c := range cs {
			has = has || c.pab
		}
		if !has {
			rule = vurHighest
		}
	}
	return cut(cs, low, 0, rule)
}

// ssscFactor is the normalising factor of C.07 Art. 13.4.2: the most primary score an
// event allows divided by the most secondary score of one match, rounded down.
func (ev *Eval) ssscFactor() int {
	prim := ev.winValue(ev.Rules.Primary).MulInt(ev.E.Rounds)
	sec := ev.winValue(ev.secondaryName())
	if sec <= 0 {
		return 1
	}
	return max(int(prim/sec), 1)
}

// sssc is the secondary score plus BH on the primary score divided by the factor (or /Kn).
func (ev *Eval) sssc(ti, k int) engine.Score {
	if k <= 0 {
		k = ev.ssscFactor()
	}
	return ev.Score(ev.secondaryName(), ti) + ev.buchholz(ev.Rules.Primary, ti, 0, 0).DivRound(k)
}

// usat is US Chess rule 34G2: for each match, the opponent team's final score (on the
// 1-½-0 match scale) times the game points the team scored in it. Unplayed rounds add
// nothing (WinTD: "treated as 0 scores against an opponent scoring 0").
func (ev *Eval) usat(ti int) engine.Score {
	win := ev.E.Scoring.Win
	if win <= 0 {
		return 0
	}
	var s engine.Score
	for _, sl := range ev.E.Slots[ti] {
		if sl.Kind != Played || sl.Opp < 0 {
			continue
		}
		gp := engine.Score(0)
		for _, b := range sl.Boards {
			gp += b.GP
		}
		s += ev.MP[sl.Opp].Mul(gp) * engine.Point / win
	}
	if ev.Rules.Option("usat", "single") == "double" {
		s *= 2
	}
	return s
}

// ihsa is the IHSA team tiebreak (seed 003): for each match played, (the team's match
// points + 10) x (1 + the opponent's tournament points squared) / 100, the opponent's
// tournament points counting its unplayed matches as draws. IHSA "match points" are the
// team's weighted board points (0-68) and "tournament points" 1-½-0 per match.
func (ev *Eval) ihsa(ti int) engine.Score {
	sc := ev.E.Scoring
	if sc.Win <= 0 {
		return 0
	}
	var s engine.Score
	for _, sl := range ev.E.Slots[ti] {
		if sl.Kind != Played || sl.Opp < 0 {
			continue
		}
		var opp engine.Score
		for _, os := range ev.E.Slots[sl.Opp] {
			if os.Kind == Played {
				opp += os.MP
			} else {
				opp += sc.Draw
			}
		}
		s += IHSAMatch(sl.GP, opp*engine.Point/sc.Win)
	}
	return s
}

// IHSAMatch is one match's IHSA tiebreak points (seed 003): "multiply a team's match
// points plus ten (10), by one (1) plus the square of the opponent's tournament points,
// divided by one hundred (100)". mp is the team's (weighted) match points in the match,
// opp the opponent's adjusted tournament points.
func IHSAMatch(mp, opp engine.Score) engine.Score {
	return (mp + engine.Points(10)).Mul(opp.Mul(opp) + engine.Point).DivRound(100)
}

// boardTotals returns the game points team ti scored on each board (index 0 = board 1),
// over all its matches, or only those against the teams in among when among is not nil.
// For Art. 12 a PAB or a whole-match forfeit win counts as a win on every board, and
// individual forfeits count as the results they gave.
func (ev *Eval) boardTotals(ti int, among []int) []engine.Score {
	out := make([]engine.Score, ev.E.Boards)
	for _, s := range ev.E.Slots[ti] {
		if among != nil && (!s.Kind.HasOpponent() || !slices.Contains(among, s.Opp)) {
			continue
		}
		if among == nil && (s.Kind == PairingBye || s.Kind == FullBye || s.Kind == ForfeitWin && len(s.Boards) == 0) {
			for b := range out {
				out[b] += engine.Point
			}
			continue
		}
		for _, b := range s.Boards {
			if b.Number >= 1 && b.Number <= len(out) {
				out[b.Number-1] += b.GP
			}
		}
	}
	return out
}

// boardCount is Σ board number x game points on that board (C.07 Art. 12.1).
func boardCount(per []engine.Score) engine.Score {
	var s engine.Score
	for b, v := range per {
		s += v.MulInt(b + 1)
	}
	return s
}

// boardKey returns the sequence TBR or BBE compares, larger first: TBR the cumulative
// points from board 1 down, BBE the points without the last board, then without the last
// two, and so on (C.07 Arts. 12.2, 12.3).
func boardKey(name string, per []engine.Score) []engine.Score {
	out := make([]engine.Score, 0, len(per))
	var run engine.Score
	if name == "TBR" {
		for _, v := range per {
			run += v
			out = append(out, run)
		}
		return out
	}
	for _, v := range per {
		run += v
	}
	for b := len(per) - 1; b > 0; b-- {
		run -= per[b]
		out = append(out, run)
	}
	return out
}

// boardOrder returns each team's position in group under TBR or BBE (1 = best; equal
// keys share the position).
func (ev *Eval) boardOrder(name string, group []int, among []int) []engine.Score {
	keys := make([][]engine.Score, len(group))
	for i, ti := range group {
		keys[i] = boardKey(name, ev.boardTotals(ti, among))
	}
	return positions(len(group), func(a, b int) int { return -slices.Compare(keys[a], keys[b]) })
}

// positions ranks n items with compare (negative = a first) and returns 1-based
// positions, equal items sharing the better one.
func positions(n int, compare func(a, b int) int) []engine.Score {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, compare)
	out := make([]engine.Score, n)
	for k, i := range order {
		if k > 0 && compare(order[k-1], i) == 0 {
			out[i] = out[order[k-1]]
			continue
		}
		out[i] = engine.Points(k + 1)
	}
	return out
}
