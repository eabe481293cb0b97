package fide

import (
	"sort"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// directEncounter is DE (C.07 Art. 6). The tied players are ranked by the points they
// scored against each other (6.1; several games against one opponent are averaged, 6.1.2),
// and the rule is applied again to any sub-group still tied (6.2). When the tied players
// have not all met (6.3), a player is ranked first only if no other player could reach
// their score whatever the results of the missing games, then the same for second place
// and so on; the players left form a new group. Forfeits count only in round robins
// (15.2) or with /P.
//
// The value printed is the position inside the group (1 is best, players that remain
// tied share a position) or 0 when DE cannot separate the group at all, as TieBreakServer
// and Vega print it. With the option de=points it is the points scored among the tied
// players instead, as Swiss-Manager prints it; when those points alone do not give the
// DE order (6.3 uncertainty, or sub-ties broken by re-applying DE) the value is 0 if DE
// separates nobody and otherwise the group size plus one minus the position, so that
// both forms rank players identically.
type directEncounter struct{ base }

// DependsOnGroup reports that DE is computed for each tied group.
func (directEncounter) DependsOnGroup() bool { return true }

// Ascending reports that positions rank lowest first; points rank highest first.
func (t directEncounter) Ascending() bool { return !t.cfg.dePoints }

// Meaning says in words what the DE values of one tied group mean.
func (t directEncounter) Meaning(values []engine.Score) string {
	separated := false
	for _, v := range values {
		if v != 0 {
			separated = true
		}
	}
	switch {
	case !separated:
		return "DE 0 for all: the games among these players do not separate them, as they did not all meet or scored alike; the next tiebreak decides"
	case t.cfg.dePoints:
		return "DE is the points each scored in the games among these players; more is better"
	}
	return "DE is each player's place among these players by the games between them; 1 is best, equal numbers stay tied"
}

func (t directEncounter) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	fp := forfeitsPlayed(ev, t.base)
	pos := dePositions(ev, group, fp)
	out := make([]engine.Score, len(group))
	separated := false
	for _, p := range pos {
		if p != 1 {
			separated = true
		}
	}
	if !t.cfg.dePoints {
		if separated {
			for k, p := range pos {
				out[k] = engine.Points(p)
			}
		}
		return out
	}
	pts, _ := miniTable(ev, group, fp)
	consistent := true
	for a := range group {
		for b := range group {
			if (pos[a] < pos[b]) != (pts[a] > pts[b]) || (pos[a] == pos[b]) != (pts[a] == pts[b]) {
				consistent = false
			}
		}
	}
	for k := range group {
		switch {
		case consistent:
			out[k] = pts[k]
		case separated:
			out[k] = engine.Points(len(group) + 1 - pos[k])
		}
	}
	return out
}

// miniTable returns, for each member of group, the points scored against the other
// members (averaged per opponent) and the number of members met.
func miniTable(ev *engine.Evaluation, group []int, forfeits bool) (pts []engine.Score, met []int) {
	in := make(map[int]bool, len(group))
	for _, i := range group {
		in[i] = true
	}
	pts = make([]engine.Score, len(group))
	met = make([]int, len(group))
	for k, i := range group {
		type acc struct {
			sum engine.Score
			n   int
		}
		per := map[int]*acc{}
		var order []int
		for r, e := range ev.Entries[i] {
			if r >= ev.T.Rounds || e.Opponent < 0 || e.Opponent == i || !in[e.Opponent] {
				continue
			}
			if !e.Result.Played() && !(forfeits && e.Result.IsForfeit()) {
				continue
			}
			a := per[e.Opponent]
			if a == nil {
				a = &acc{}
				per[e.Opponent] = a
				order = append(order, e.Opponent)
			}
			a.sum += e.Points
			a.n++
		}
		for _, j := range order {
			pts[k] += per[j].sum.DivRound(per[j].n)
		}
		met[k] = len(order)
	}
	return pts, met
}

// dePositions returns each member's position inside group (1-based; tied players share
// the best position of their tie).
func dePositions(ev *engine.Evaluation, group []int, forfeits bool) []int {
	n := len(group)
	pos := make([]int, n)
	for k := range pos {
		pos[k] = 1
	}
	if n < 2 {
		return pos
	}
	pts, met := miniTable(ev, group, forfeits)
	complete := true
	for _, m := range met {
		if m < n-1 {
			complete = false
		}
	}
	if complete {
		order := make([]int, n)
		for k := range order {
			order[k] = k
		}
		sort.SliceStable(order, func(a, b int) bool { return pts[order[a]] > pts[order[b]] })
		if pts[order[0]] == pts[order[n-1]] {
			return pos // 6.2: nobody can be separated
		}
		for s := 0; s < n; {
			e := s + 1
			for e < n && pts[order[e]] == pts[order[s]] {
				e++
			}
			sub := make([]int, e-s)
			for x := range sub {
				sub[x] = group[order[s+x]]
			}
			for x, p := range dePositions(ev, sub, forfeits) {
				pos[order[s+x]] = s + p
			}
			s = e
		}
		return pos
	}
	// 6.3: rank from the top while the leader is out of everybody's reach.
	win := ev.T.Scoring.Win()
	most := make([]engine.Score, n)
	for k := range most {
		most[k] = pts[k] + win.MulInt(n-1-met[k])
	}
	remaining := make([]int, n)
	for k := range remaining {
		remaining[k] = k
	}
	placed := 0
	for len(remaining) > 1 {
		leader := -1
		for x, k := range remaining {
			isClear := true
			for _, q := range remaining {
				if q != k && pts[k] <= most[q] {
					isClear = false
					break
				}
			}
			if isClear {
				leader = x
				break
			}
		}
		if leader < 0 {
			break
		}
		placed++
		pos[remaining[leader]] = placed
		remaining = append(remaining[:leader:leader], remaining[leader+1:]...)
	}
	if placed == 0 {
		return pos
	}
	sub := make([]int, len(remaining))
	for x, k := range remaining {
		sub[x] = group[k]
	}
	for x, p := range dePositions(ev, sub, forfeits) {
		pos[remaining[x]] = placed + p
	}
	return pos
}
