package uscf

import (
	"sort"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// headToHead is 34E5, the result between tied players. Only games played over the board
// among the players still tied count, each scored plus one for a win and minus one for a
// loss: "3-1 is 'plus two' and beats 1-0 which is 'plus one'" (specs §1.8). It decides
// nothing unless every pair in the group met, and nothing when everyone's plus/minus is
// equal (a cycle A>B>C>A, or a draw: seed 004, RR example 1). When it splits the group,
// it is applied again, from scratch, inside each subgroup still tied (seed 004 leaves
// ties among more than two unresolved; re-applying is the usual reading of "result
// between tied players").
//
// The value is the number of group members placed below the player, so 0 for everyone
// when the group stays tied.
type headToHead struct{ code string }

// Code returns the code as written.
func (t headToHead) Code() string { return t.code }

// DependsOnGroup reports true: the value depends on who is still tied.
func (headToHead) DependsOnGroup() bool { return true }

// Meaning says in words what the H2H values of one tied group mean.
func (headToHead) Meaning(values []engine.Score) string {
	for _, v := range values {
		if v != 0 {
			return "H2H is how many of these tied players each one finished ahead of by plus/minus in the games between them (34E5)"
		}
	}
	return "H2H 0 for all: these players did not all meet, or their games among them are even; the next tiebreak decides"
}

// Compute returns each member's head-to-head value within group.
func (headToHead) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	members := make([]int, len(group))
	for k := range group {
		members[k] = k
	}
	out := make([]engine.Score, len(group))
	below := 0
	tiers := splitH2H(ev, group, members)
	for k := len(tiers) - 1; k >= 0; k-- {
		for _, m := range tiers[k] {
			out[m] = engine.Points(below)
		}
		below += len(tiers[k])
	}
	return out
}

// splitH2H orders members (positions in group) into tiers, best first, by plus/minus in
// the games among them, re-applying itself to every tier of two or more.
func splitH2H(ev *engine.Evaluation, group, members []int) [][]int {
	n := len(members)
	// Each member must have met the n-1 others; a player meets at most one opponent a round.
	if n < 2 || n-1 > ev.T.Rounds {
		return [][]int{members}
	}
	pos := make(map[int]int, n) // player index -> position in members
	for k, m := range members {
		pos[group[m]] = k
	}
	score := make([]int, n)
	for k, m := range members {
		met := make(map[int]bool, n)
		for _, e := range ev.Entries[group[m]] {
			o, ok := pos[e.Opponent]
			if !ok || !e.Played() {
				continue
			}
			met[o] = true
			switch e.Result {
			case engine.Win, engine.WinUnrated:
				score[k]++
			case engine.Loss, engine.LossUnrated:
				score[k]--
			}
		}
		if len(met) < n-1 {
			return [][]int{members}
		}
	}
	order := make([]int, n)
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool { return score[order[a]] > score[order[b]] })
	if score[order[0]] == score[order[n-1]] {
		return [][]int{members}
	}
	var tiers [][]int
	for a := 0; a < n; {
		b := a + 1
		for b < n && score[order[b]] == score[order[a]] {
			b++
		}
		sub := make([]int, 0, b-a)
		for _, k := range order[a:b] {
			sub = append(sub, members[k])
		}
		tiers = append(tiers, splitH2H(ev, group, sub)...)
		a = b
	}
	return tiers
}
