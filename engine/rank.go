package engine

import (
	"cmp"
	"slices"
	"strconv"
)

// Standings is the result of [Rank]: players in final order with shared places.
type Standings struct {
	Eval      *Evaluation
	Tiebreaks []Tiebreak
	// Source says where the tiebreak order came from when the file stated it, as a
	// phrase for headings: "as SwissSys used", "from the file's 202 record"; "" for the
	// rules' preset or the user's list.
	Source string
	Rows   []Row
	// Steps records, for --explain, every time a tiebreak was applied to a tied group.
	Steps []Step
}

// Row is one player's line in the standings.
type Row struct {
	Player  int // index into Tournament.Players
	Place   int // first place of the tie (1-based)
	PlaceTo int // last place of the tie; equal to Place when not shared
	Points  Score
	Values  []Score // one per tiebreak
	// Blank is nil, or true for each tiebreak that has no value for this player: a group
	// tiebreak ([GroupTiebreak]) that was not applied to the player, whose Values entry
	// is then 0 and must be shown blank.
	Blank []bool
}

// IsBlank reports whether tiebreak k has no value for the row (see Blank).
func (r Row) IsBlank(k int) bool { return k < len(r.Blank) && r.Blank[k] }

// PlaceLabel returns "3" or, for a shared place, "3-5".
func (r Row) PlaceLabel() string {
	if r.PlaceTo > r.Place {
		return strconv.Itoa(r.Place) + "-" + strconv.Itoa(r.PlaceTo)
	}
	return strconv.Itoa(r.Place)
}

// Step is one application of a tiebreak to a group of tied players.
type Step struct {
	Level     int     // index of the tiebreak in Standings.Tiebreaks
	Code      string  // its code
	Players   []int   // the tied group, in the order after this step
	Values    []Score // each player's value, aligned with Players
	Separated bool    // whether the tiebreak split the group
}

// Rank orders players by points, then applies each tiebreak in turn only within groups of
// players still tied. A tiebreak that cannot separate a group leaves it for the next one.
// Players tied after the last tiebreak share a place ("3-5") and are listed by start
// number; no draw of lots is implied. A group tiebreak is computed only for the groups it
// is applied to (Row.Blank marks the others), and a [LastResort] tiebreak that separated
// nobody is left out of the standings.
func Rank(ev *Evaluation, tbs []Tiebreak) *Standings {
	n := len(ev.T.Players)
	st := &Standings{Eval: ev, Tiebreaks: tbs}
	values := make([][]Score, n)
	flat := make([]Score, n*len(tbs))
	for i := range values {
		values[i] = flat[i*len(tbs) : (i+1)*len(tbs) : (i+1)*len(tbs)]
	}
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	perGroup := make([]bool, len(tbs))
	var applied []bool // [player*len(tbs)+k]: group tiebreak k was computed for the player
	ascending := make([]bool, len(tbs))
	for k, tb := range tbs {
		if a, ok := tb.(Ascending); ok && a.Ascending() {
			ascending[k] = true
		}
		if g, ok := tb.(GroupTiebreak); ok && g.DependsOnGroup() {
			perGroup[k] = true
			if applied == nil {
				applied = make([]bool, n*len(tbs))
			}
			continue
		}
		vs := tb.Compute(ev, all)
		for i, v := range vs {
			values[i][k] = v
		}
	}

	order := ev.PointOrder()
	var groups [][]int
	for i := 0; i < n; {
		j := i + 1
		for j < n && ev.Totals[order[j]] == ev.Totals[order[i]] {
			j++
		}
		groups = append(groups, order[i:j:j])
		i = j
	}
	for k, tb := range tbs {
		next := make([][]int, 0, len(groups)*2)
		// Each player is in at most one group per level: one arena per level holds every
		// group's sorted members and values.
		arenaPlayers := make([]int, 0, n)
		arenaValues := make([]Score, 0, n)
		for _, g := range groups {
			if len(g) < 2 {
				next = append(next, g)
				continue
			}
			if perGroup[k] {
				vs := tb.Compute(ev, g)
				for i, p := range g {
					values[p][k] = vs[i]
					applied[p*len(tbs)+k] = true
				}
			}
			val := func(p int) Score { return values[p][k] }
			off := len(arenaPlayers)
			arenaPlayers = append(arenaPlayers, g...)
			sorted := arenaPlayers[off:len(arenaPlayers):len(arenaPlayers)]
			slices.SortStableFunc(sorted, func(a, b int) int {
				if ascending[k] {
					return cmp.Compare(val(a), val(b))
				}
				return cmp.Compare(val(b), val(a))
			})
			for _, p := range sorted {
				arenaValues = append(arenaValues, val(p))
			}
			step := Step{Level: k, Code: tb.Code(), Players: sorted, Values: arenaValues[off:len(arenaValues):len(arenaValues)]}
			start := len(next)
			for i := 0; i < len(sorted); {
				j := i + 1
				for j < len(sorted) && val(sorted[j]) == val(sorted[i]) {
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
	var blank []bool
	if applied != nil {
		blank = make([]bool, n*len(tbs))
		for i := range blank {
			blank[i] = perGroup[i%len(tbs)] && !applied[i]
		}
	}
	place := 1
	st.Rows = make([]Row, 0, n)
	for _, g := range groups {
		slices.SortStableFunc(g, func(a, b int) int { return cmp.Compare(ev.T.Players[a].ID, ev.T.Players[b].ID) })
		for _, p := range g {
			row := Row{Player: p, Place: place, PlaceTo: place + len(g) - 1, Points: ev.Totals[p], Values: values[p]}
			if blank != nil {
				row.Blank = blank[p*len(tbs) : (p+1)*len(tbs) : (p+1)*len(tbs)]
			}
			st.Rows = append(st.Rows, row)
		}
		place += len(g)
	}
	st.dropIdleLastResorts()
	return st
}

// dropIdleLastResorts removes every [LastResort] tiebreak that separated no group, with
// its values and steps.
func (st *Standings) dropIdleLastResorts() {
	keep := make([]bool, len(st.Tiebreaks))
	drop := false
	for k, tb := range st.Tiebreaks {
		keep[k] = true
		if lr, ok := tb.(LastResort); ok && lr.LastResort() {
			keep[k] = false
			for _, s := range st.Steps {
				if s.Level == k && s.Separated {
					keep[k] = true
				}
			}
			drop = drop || !keep[k]
		}
	}
	if !drop {
		return
	}
	newLevel := make([]int, len(keep))
	var tbs []Tiebreak
	for k, tb := range st.Tiebreaks {
		newLevel[k] = len(tbs)
		if keep[k] {
			tbs = append(tbs, tb)
		}
	}
	st.Tiebreaks = tbs
	for i := range st.Rows {
		r := &st.Rows[i]
		var vs []Score
		var bs []bool
		for k, ok := range keep {
			if ok {
				vs = append(vs, r.Values[k])
				if r.Blank != nil {
					bs = append(bs, r.Blank[k])
				}
			}
		}
		r.Values, r.Blank = vs, bs
	}
	steps := st.Steps[:0]
	for _, s := range st.Steps {
		if keep[s.Level] {
			s.Level = newLevel[s.Level]
			steps = append(steps, s)
		}
	}
	st.Steps = steps
}
