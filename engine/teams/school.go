package teams

import (
	"cmp"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// FromClubs returns teams formed from the players' Club field (the team or school column
// of a CSV or XLSX crosstable), numbered in order of first appearance, members in start
// number order. Players without a club are in no team.
func FromClubs(t *engine.Tournament) []engine.Team {
	var out []engine.Team
	at := map[string]int{}
	for _, p := range t.Players {
		if p.Club == "" {
			continue
		}
		i, ok := at[p.Club]
		if !ok {
			i = len(out)
			at[p.Club] = i
			out = append(out, engine.Team{ID: i + 1, Name: p.Club})
		}
		out[i].Members = append(out[i].Members, p.ID)
	}
	return out
}

// SchoolStandings ranks the school teams of an individual event (US scholastic team
// standings, specs §1.14): a team's score is the sum of its best best individual scores
// (all its players when best is 0), and its tiebreaks are the sums of those counting
// players' individual tiebreak values, in the order of ind's tiebreaks. Players equal on
// points compete for the last counting places in their individual standings order.
// Players in no team are ignored; a team with fewer players than best counts what it has.
func SchoolStandings(ind *engine.Standings, teams []engine.Team, best int) (*Standings, []Problem) {
	t := ind.Eval.T
	idx := t.PlayerIndex()
	rowOf := make([]int, len(t.Players))
	for k, r := range ind.Rows {
		rowOf[r.Player] = k
	}
	st := &Standings{School: true}
	for _, tb := range ind.Tiebreaks {
		st.Codes = append(st.Codes, tb.Code())
	}
	var probs []Problem
	seen := map[int]string{}
	nt := len(teams)
	score := make([]engine.Score, nt)
	values := make([][]engine.Score, nt)
	for ti, tm := range teams {
		team, p := schoolTeam(t, idx, tm, seen)
		probs = append(probs, p...)
		// Best scores first; equal scores in individual standings order.
		counting := slices.Clone(team.Members)
		slices.SortStableFunc(counting, func(a, b int) int { return cmp.Compare(rowOf[a], rowOf[b]) })
		if best > 0 && len(counting) > best {
			counting = counting[:best]
		}
		values[ti] = make([]engine.Score, len(ind.Tiebreaks))
		for _, pi := range counting {
			score[ti] += ind.Eval.Totals[pi]
			for k, v := range ind.Rows[rowOf[pi]].Values {
				values[ti][k] += v
			}
		}
		st.Teams = append(st.Teams, team)
		st.Counting = append(st.Counting, counting)
	}
	order := make([]int, nt)
	for i := range order {
		order[i] = i
	}
	compare := func(a, b int) int {
		if c := cmp.Compare(score[b], score[a]); c != 0 {
			return c
		}
		for k, tb := range ind.Tiebreaks {
			c := cmp.Compare(values[b][k], values[a][k])
			if asc, ok := tb.(engine.Ascending); ok && asc.Ascending() {
				c = -c
			}
			if c != 0 {
				return c
			}
		}
		return 0
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := compare(a, b); c != 0 {
			return c
		}
		return cmp.Compare(st.Teams[a].ID, st.Teams[b].ID)
	})
	schoolSteps(st, order, score, values)
	for i := 0; i < nt; {
		j := i + 1
		for j < nt && compare(order[i], order[j]) == 0 {
			j++
		}
		for _, ti := range order[i:j] {
			st.Rows = append(st.Rows, Row{Team: ti, Place: i + 1, PlaceTo: j, GP: score[ti], Values: values[ti]})
		}
		i = j
	}
	return st, probs
}

// schoolTeam returns the school team tm with its members as player indexes (idx maps
// start numbers to them). A member not in the event is ignored, one already in another
// team is an error; seen maps each player placed so far to their team's name.
func schoolTeam(t *engine.Tournament, idx map[engine.PlayerID]int, tm engine.Team, seen map[int]string) (Team, []Problem) {
	team := Team{ID: tm.ID, Name: tm.Name}
	var probs []Problem
	for _, id := range tm.Members {
		pi, ok := idx[id]
		if !ok {
			probs = append(probs, Problem{Team: tm.ID, Player: id, Msg: "team " + tm.Name + " lists a player who is not in the event; ignored"})
			continue
		}
		if other, dup := seen[pi]; dup {
			probs = append(probs, Problem{Error: true, Team: tm.ID, Player: id, Msg: "player " + t.Players[pi].Name + " is in two teams, " + other + " and " + tm.Name})
			continue
		}
		seen[pi] = tm.Name
		team.Members = append(team.Members, pi)
	}
	return team, probs
}

// schoolSteps adds the steps --explain shows to st: each group of teams (in order) equal
// on score, split tiebreak by tiebreak.
func schoolSteps(st *Standings, order []int, score []engine.Score, values [][]engine.Score) {
	nt := len(order)
	for i := 0; i < nt; {
		j := i + 1
		for j < nt && score[order[j]] == score[order[i]] {
			j++
		}
		groups := [][]int{order[i:j]}
		for k, code := range st.Codes {
			var next [][]int
			for _, g := range groups {
				if len(g) < 2 {
					continue
				}
				step := engine.Step{Level: k, Code: code, Players: g}
				for _, ti := range g {
					step.Values = append(step.Values, values[ti][k])
				}
				start := len(next)
				for a := 0; a < len(g); {
					b := a + 1
					for b < len(g) && values[g[b]][k] == values[g[a]][k] {
						b++
					}
					next = append(next, g[a:b])
					a = b
				}
				step.Separated = len(next)-start > 1
				st.Steps = append(st.Steps, step)
			}
			groups = next
		}
		i = j
	}
}
