package xlsxout

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"tiebreak/engine"
	"tiebreak/engine/teams"
	"tiebreak/exporters"
)

// WriteTeams writes a workbook with only the team sheets of doc (doc.Teams must be set):
// Team standings and, for team-vs-team events, Team crosstable.
func WriteTeams(w io.Writer, doc *exporters.Document, cfg Config) error {
	if doc == nil || doc.T == nil || doc.Teams == nil {
		return fmt.Errorf("xlsxout: no team standings to write")
	}
	f := excelize.NewFile()
	defer f.Close()
	wb := &workbook{f: f, cfg: cfg, styles: newStyles(f), names: newSheetNames(), first: true}
	s := newSection(doc, cfg)
	kinds := []string{kindTeams}
	if doc.Teams.Eval != nil {
		kinds = append(kinds, kindTeamCross)
	}
	for _, kind := range kinds {
		sw, err := wb.newSheet(wb.names.name("", kind), kind, s, true)
		if err != nil {
			return err
		}
		write := wb.teamStandings
		if kind == kindTeamCross {
			write = wb.teamCrosstable
		}
		if err := write(sw, s); err != nil {
			return fmt.Errorf("xlsxout: %s: %w", sw.Sheet, err)
		}
		if err := sw.Flush(); err != nil {
			return fmt.Errorf("xlsxout: %s: %w", sw.Sheet, err)
		}
	}
	if err := wb.styles.Err(); err != nil {
		return err
	}
	props := docProps(doc)
	props.Subject, props.Description = "Team standings", "Team standings and team crosstable"
	if err := f.SetDocProps(props); err != nil {
		return fmt.Errorf("xlsxout: %w", err)
	}
	if _, err := f.WriteTo(w); err != nil {
		return fmt.Errorf("xlsxout: write: %w", err)
	}
	return nil
}

// teamNameWidth is the width of the team name column.
func teamNameWidth(st *teams.Standings) float64 {
	w := 16
	for _, tm := range st.Teams {
		w = max(w, utf16Len(tm.Name)+2)
	}
	return float64(min(w, 40))
}

// teamStandings writes the Team standings sheet: place, team number, team, MP, GP (or
// the school score) and one column per team tiebreak, a rule under each score group.
func (wb *workbook) teamStandings(sw *excelize.StreamWriter, s *section) error {
	st := s.doc.Teams
	titles := []string{"Place", "No.", "Team", "MP", "GP"}
	widths := []float64{7, 5, teamNameWidth(st), 6, 6}
	if st.School {
		titles, widths = titles[:4], widths[:4]
		titles[3] = "Score"
	}
	for _, c := range st.Codes {
		titles = append(titles, c)
		widths = append(widths, float64(max(8, utf16Len(c)+2)))
	}
	if st.School {
		titles = append(titles, "Counting players")
		widths = append(widths, 60)
	}
	if err := setWidths(sw, widths); err != nil {
		return err
	}
	if err := freeze(sw, 3); err != nil {
		return err
	}
	if err := wb.header(sw, titles); err != nil {
		return err
	}
	primary := func(r teams.Row) engine.Score {
		if st.School || st.Eval != nil && st.Eval.Rules.Primary == "GP" {
			return r.GP
		}
		return r.MP
	}
	var cells []any
	for i, r := range st.Rows {
		tm := st.Teams[r.Team]
		last := i == len(st.Rows)-1 || primary(st.Rows[i+1]) != primary(r)
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom = true, last
			return wb.styles.id(sp)
		}
		center := styleSpec{align: alignCenter}
		place := any(r.Place)
		if r.PlaceTo > r.Place {
			place = r.PlaceLabel()
		}
		cells = append(cells[:0], cell(sp(center), place), cell(sp(center), tm.ID), cell(sp(styleSpec{}), tm.Name))
		if !st.School {
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: st.Eval == nil || st.Eval.Rules.Primary != "GP"}), scoreValue(r.MP, -1)))
		}
		cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: st.School || st.Eval.Rules.Primary == "GP"}), scoreValue(r.GP, -1)))
		for _, v := range r.Values {
			cells = append(cells, cell(sp(center), scoreValue(v, -1)))
		}
		if st.School {
			var names []string
			for _, pi := range st.Counting[r.Team] {
				p := &s.t.Players[pi]
				names = append(names, fmt.Sprintf("%s %s", p.Name, s.t.Total(p)))
			}
			cells = append(cells, cell(sp(styleSpec{small: true}), strings.Join(names, "; ")))
		}
		if err := setRow(sw, i+2, cells); err != nil {
			return err
		}
	}
	return nil
}

// teamCrosstable writes the Team crosstable: one row per team in final order, and for
// each round the opponent's team number, the colour of board 1 and the game points
// scored ("5w2½"), or PAB, FPB, HPB, ZPB, +F, -F.
func (wb *workbook) teamCrosstable(sw *excelize.StreamWriter, s *section) error {
	st := s.doc.Teams
	e := st.Eval.E
	titles := []string{"Place", "No.", "Team", "MP", "GP"}
	widths := []float64{7, 5, teamNameWidth(st), 6, 6}
	for r := 1; r <= e.Rounds; r++ {
		titles = append(titles, "R"+strconv.Itoa(r))
		widths = append(widths, 8)
	}
	if err := setWidths(sw, widths); err != nil {
		return err
	}
	if err := freeze(sw, 3); err != nil {
		return err
	}
	if err := wb.header(sw, titles); err != nil {
		return err
	}
	var cells []any
	for i, r := range st.Rows {
		tm := st.Teams[r.Team]
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom = true, true
			return wb.styles.id(sp)
		}
		center := styleSpec{align: alignCenter}
		place := any(r.Place)
		if r.PlaceTo > r.Place {
			place = r.PlaceLabel()
		}
		cells = append(cells[:0], cell(sp(center), place), cell(sp(center), tm.ID), cell(sp(styleSpec{}), tm.Name),
			cell(sp(styleSpec{align: alignCenter, bold: true}), scoreValue(r.MP, -1)), cell(sp(center), scoreValue(r.GP, -1)))
		for _, sl := range e.Slots[r.Team] {
			spec := center
			if sl.Kind != teams.Played {
				spec.fill = greyFill
			}
			cells = append(cells, cell(sp(spec), teamCell(e, sl)))
		}
		if err := setRow(sw, i+2, cells); err != nil {
			return err
		}
	}
	return nil
}

// teamCell is a team crosstable cell: "5w2½", "PAB", "+F".
func teamCell(e *teams.Event, sl teams.Slot) string {
	switch sl.Kind {
	case teams.Played:
		c := "b"
		if sl.White {
			c = "w"
		}
		return strconv.Itoa(e.Teams[sl.Opp].ID) + c + halfText(sl.GP)
	case teams.Unpaired:
		return ""
	}
	return sl.Kind.String()
}

// halfText writes points with ½ for a half ("2½", "½").
func halfText(v engine.Score) string {
	whole, frac := v/engine.Point, v%engine.Point
	switch {
	case frac == engine.Half && whole == 0:
		return "½"
	case frac == engine.Half:
		return strconv.FormatInt(int64(whole), 10) + "½"
	}
	return v.String()
}

// teamDefinition returns "Name: definition" for a team tiebreak code ("EMGSB/C1" looks
// up EMGSB; "BH:MP" looks up BH).
func teamDefinition(code string) string {
	base := code
	if i := strings.IndexAny(base, "/:"); i >= 0 {
		base = base[:i]
	}
	for _, ci := range teams.Codes() {
		if ci.Code == base {
			return ci.Name + ": " + ci.Definition
		}
	}
	return ""
}
