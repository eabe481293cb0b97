package teams

import (
	"cmp"
	"slices"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Standings is the team ranking: teams in final order with shared places.
type Standings struct {
	Eval      *Eval       // nil for school teams
	Tiebreaks []*Tiebreak // nil for school teams
	Teams     []Team      // Row.Team and Step.Players index this
	Codes     []string    // one per value column
	// School is set for school teams from an individual event: GP is then the team
	// score (the best individual scores) and MP is not used.
	School bool
	// Counting holds, for school teams, the players whose scores count (player indexes),
	// by team index.
	Counting [][]int
	Rows     []Row
	Steps    []engine.Step // Step.Players holds team indexes
}

// Row is one team's line.
type Row struct {
	Team    int // index into Event.Teams
	Place   int
	PlaceTo int
	MP, GP  engine.Score
	Values  []engine.Score
}

// PlaceLabel returns "3" or, for a shared place, "3-5".
func (r Row) PlaceLabel() string {
	if r.PlaceTo > r.Place {
		return strconv.Itoa(r.Place) + "-" + strconv.Itoa(r.PlaceTo)
	}
	return strconv.Itoa(r.Place)
}

// Rank orders teams by the primary score, then by each tiebreak in turn within the
// groups still tied. Teams equal on everything share a place and are listed by team
// number.
func Rank(ev *Eval, tbs []*Tiebreak) *Standings {
	n := len(ev.E.Teams)
	st := &Standings{Eval: ev, Tiebreaks: tbs, Teams: ev.E.Teams}
	for _, tb := range tbs {
		st.Codes = append(st.Codes, tb.Code)
	}
	values := make([][]engine.Score, n)
	for i := range values {
		values[i] = make([]engine.Score, len(tbs))
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	for k, tb := range tbs {
		if tb.Group {
			continue
		}
		for i, v := range tb.Compute(ev, all) {
			values[i][k] = v
		}
	}
	order := slices.Clone(all)
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(ev.Primary(b), ev.Primary(a)) })
	var groups [][]int
	for i := 0; i < n; {
		j := i + 1
		for j < n && ev.Primary(order[j]) == ev.Primary(order[i]) {
			j++
		}
		groups = append(groups, order[i:j:j])
		i = j
	}
	for k, tb := range tbs {
		var next [][]int
		for _, g := range groups {
			if len(g) < 2 {
				next = append(next, g)
				continue
			}
			if tb.Group {
				for i, v := range tb.Compute(ev, g) {
					values[g[i]][k] = v
				}
			}
			sorted := slices.Clone(g)
			slices.SortStableFunc(sorted, func(a, b int) int {
				if tb.Ascending {
					return cmp.Compare(values[a][k], values[b][k])
				}
				return cmp.Compare(values[b][k], values[a][k])
			})
			step := engine.Step{Level: k, Code: tb.Code, Players: sorted}
			for _, ti := range sorted {
				step.Values = append(step.Values, values[ti][k])
			}
			start := len(next)
			for i := 0; i < len(sorted); {
				j := i + 1
				for j < len(sorted) && values[sorted[j]][k] == values[sorted[i]][k] {
					j++
				}
				next = append(next, sorted[i:j:j])
				i = j
			}
			step.Separated = len(next)-start > 1
			st.Steps = append(st.Steps, step)
		}
		groups = next
	}
	place := 1
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b int) int { return cmp.Compare(ev.E.Teams[a].ID, ev.E.Teams[b].ID) })
		for _, ti := range g {
			st.Rows = append(st.Rows, Row{Team: ti, Place: place, PlaceTo: place + len(g) - 1, MP: ev.MP[ti], GP: ev.GP[ti], Values: values[ti]})
		}
		place += len(g)
	}
	return st
}
