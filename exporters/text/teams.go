package textout

import (
	"cmp"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

// WriteTeams writes team standings as an aligned table under a title line. For school
// teams it also lists the players whose scores count.
func WriteTeams(w io.Writer, t *engine.Tournament, st *teams.Standings, rules string) error {
	if st == nil {
		return errors.New("no team standings to write")
	}
	title := t.Name
	if title == "" {
		title = "Team standings"
	}
	tb := "no tiebreaks"
	if len(st.Codes) > 0 {
		tb = "tiebreaks " + strings.Join(st.Codes, ", ")
	}
	fmt.Fprintf(w, "%s, teams: %s\n%s, %s\n\n", title, t.Progress(), rules, tb)
	header := []string{"Place", "No.", "Team", "MP", "GP"}
	if st.School {
		header = []string{"Place", "No.", "Team", "Score"}
	}
	rows := [][]string{append(header, st.Codes...)}
	for _, r := range st.Rows {
		tm := st.Teams[r.Team]
		cells := []string{r.PlaceLabel(), strconv.Itoa(tm.ID), tm.Name}
		if !st.School {
			cells = append(cells, r.MP.String())
		}
		cells = append(cells, r.GP.String())
		for _, v := range r.Values {
			cells = append(cells, v.String())
		}
		rows = append(rows, cells)
	}
	if err := writeTable(w, rows, map[int]bool{0: true, 2: true}); err != nil {
		return err
	}
	if !st.School {
		return nil
	}
	var b strings.Builder
	b.WriteString("\nCounting players:\n")
	for _, r := range st.Rows {
		var names []string
		for _, pi := range st.Counting[r.Team] {
			p := &t.Players[pi]
			names = append(names, fmt.Sprintf("%s (%d) %s", p.Name, p.ID, t.Total(p)))
		}
		fmt.Fprintf(&b, "  %s: %s\n", st.Teams[r.Team].Name, strings.Join(names, ", "))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteTeamExplanation writes, for every group of teams tied on the primary score, each
// tiebreak applied to it and the values compared, as [WriteExplanation] does for players.
func WriteTeamExplanation(w io.Writer, st *teams.Standings) error {
	if len(st.Steps) == 0 {
		_, err := io.WriteString(w, "\nNo ties: no team tiebreak was needed.\n")
		return err
	}
	primary := "MP"
	if st.Eval != nil {
		primary = st.Eval.Rules.Primary
	}
	rowOf := map[int]teams.Row{}
	for _, r := range st.Rows {
		rowOf[r.Team] = r
	}
	value := func(ti int) engine.Score {
		if primary == "GP" || st.School {
			return rowOf[ti].GP
		}
		return rowOf[ti].MP
	}
	// Steps come tiebreak by tiebreak; regroup them by the score group they belong to.
	var steps []engine.Step
	for _, s := range st.Steps {
		if _, shown := rowOf[s.Players[0]]; shown { // --top may have cut the group
			steps = append(steps, s)
		}
	}
	slices.SortStableFunc(steps, func(a, b engine.Step) int { return cmp.Compare(value(b.Players[0]), value(a.Players[0])) })
	var b strings.Builder
	b.WriteString("\nHow team ties were broken (\">\" separates, \"=\" does not):\n")
	for _, s := range steps {
		if s.Level == 0 {
			r := rowOf[s.Players[0]]
			v, name := r.MP, primary
			if primary == "GP" || st.School {
				v = r.GP
			}
			if st.School {
				name = "points"
			}
			fmt.Fprintf(&b, "\nTied on %s %s:\n", v, name)
		}
		fmt.Fprintf(&b, "  %s%s: ", strings.Repeat("  ", s.Level), s.Code)
		for i, ti := range s.Players {
			if i > 0 {
				if s.Values[i] == s.Values[i-1] {
					b.WriteString(" = ")
				} else {
					b.WriteString(" > ")
				}
			}
			fmt.Fprintf(&b, "%s (%d) %s", st.Teams[ti].Name, st.Teams[ti].ID, s.Values[i])
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}
