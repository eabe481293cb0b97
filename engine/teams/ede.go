package teams

import (
	"cmp"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// directEncounter returns the position of each team of group under DE or one of the EDE
// codes (C.07 Arts. 6 and 13.3), following the TEC exercise book's procedure (exercises
// 42-45):
//
//  1. A mini-table of the matches among the tied teams ranks them on the primary score.
//     A team is placed only when no match missing from the mini-table could change its
//     place (a Swiss does not pair everyone).
//  2. When the primary score separates nobody, the secondary score is tried (EDE only).
//  3. Every smaller group that remains tied goes through the procedure again, from the
//     score that split it.
//  4. EDEBT, EDEBB, EDET and EDEB then separate two teams still tied with BC (lower is
//     better), TBR or BBE on the games between them (Art. 13.3.2; 2026 names).
func (ev *Eval) directEncounter(name string, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	if len(group) < 2 {
		return out
	}
	scores := []string{ev.Rules.Primary}
	if name != "DE" {
		scores = append(scores, ev.secondaryName())
	}
	blocks := ev.edeSplit(group, scores)
	var chain []string
	switch name {
	case "EDEBT":
		chain = []string{"BC", "TBR"}
	case "EDEBB":
		chain = []string{"BC", "BBE"}
	case "EDET":
		chain = []string{"TBR"}
	case "EDEB":
		chain = []string{"BBE"}
	}
	pos := map[int]engine.Score{}
	place := 1
	for _, b := range blocks {
		sub := []engine.Score{engine.Point, engine.Point}
		if len(b) == 2 && len(chain) > 0 {
			sub = ev.boardChain(chain, b)
		}
		for i, ti := range b {
			if len(b) == 2 && len(chain) > 0 {
				pos[ti] = engine.Points(place-1) + sub[i]
			} else {
				pos[ti] = engine.Points(place)
			}
		}
		place += len(b)
	}
	for i, ti := range group {
		out[i] = pos[ti]
	}
	return out
}

// edeSplit splits g into ordered blocks with the first of scores that separates it, and
// splits each tied block again from that score on.
func (ev *Eval) edeSplit(g []int, scores []string) [][]int {
	for si, sc := range scores {
		blocks := ev.deSplit(g, sc)
		if len(blocks) < 2 {
			continue
		}
		var out [][]int
		for _, b := range blocks {
			if len(b) > 1 {
				out = append(out, ev.edeSplit(b, scores[si:])...)
			} else {
				out = append(out, b)
			}
		}
		return out
	}
	return [][]int{g}
}

// deSplit ranks g on its mini-table under score sc and returns the blocks that are
// certain: a split between two positions holds only when the lower team could not catch
// up by winning every match it has not played against the group.
func (ev *Eval) deSplit(g []int, sc string) [][]int {
	n := len(g)
	pts := make([]engine.Score, n)
	best := make([]engine.Score, n)
	win := ev.winValue(sc)
	in := make(map[int]bool, n)
	for _, ti := range g {
		in[ti] = true
	}
	for i, ti := range g {
		met := map[int]bool{}
		for r, s := range ev.E.Slots[ti] {
			if !ev.played[ti][r] || !in[s.Opp] {
				continue
			}
			met[s.Opp] = true
			pts[i] += ev.awarded(sc, ti, r)
		}
		missing := n - 1 - len(met)
		best[i] = pts[i] + win.MulInt(missing)
	}
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(pts[b], pts[a]) })
	// suffixBest[k] = the best any team from position k on could reach.
	suffixBest := make([]engine.Score, n+1)
	suffixBest[n] = -1 << 62
	for k := n - 1; k >= 0; k-- {
		suffixBest[k] = max(suffixBest[k+1], best[order[k]])
	}
	var blocks [][]int
	start := 0
	for k := 0; k < n; k++ {
		if k == n-1 || pts[order[k]] > suffixBest[k+1] {
			var b []int
			for _, i := range order[start : k+1] {
				b = append(b, g[i])
			}
			blocks = append(blocks, b)
			start = k + 1
		}
	}
	return blocks
}

// boardChain separates two teams with the knock-out tie-breaks of Art. 12 on the games
// between them, in order; it returns their positions (1 and 2, or 1 and 1).
func (ev *Eval) boardChain(chain []string, pair []int) []engine.Score {
	for _, name := range chain {
		if name == "BC" {
			a := boardCount(ev.boardTotals(pair[0], pair))
			b := boardCount(ev.boardTotals(pair[1], pair))
			switch {
			case a < b:
				return []engine.Score{engine.Point, engine.Points(2)}
			case a > b:
				return []engine.Score{engine.Points(2), engine.Point}
			}
			continue
		}
		p := ev.boardOrder(name, pair, pair)
		if p[0] != p[1] {
			return p
		}
	}
	return []engine.Score{engine.Point, engine.Point}
}
