package xlsxout

import (
	"context"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// standings writes the Standings sheet: one row per player in final order, with a rule
// under each score group.
func (wb *workbook) standings(ctx context.Context, sw *sheetWriter, s *section) error {
	t := s.t
	codes := s.tiebreakCodes()
	titles := []string{"Place", "No.", "Name"}
	widths := []float64{7, 5, nameWidth(t, 18, 40)}
	for _, c := range []struct {
		show  bool
		title string
		width float64
	}{{s.hasTitle, "Title", 6}, {s.hasRating, "Rtg", 6}, {s.hasFed, "Fed", 5}, {true, "Pts", 6}} {
		if c.show {
			titles, widths = append(titles, c.title), append(widths, c.width)
		}
	}
	for _, c := range codes {
		titles = append(titles, c)
		widths = append(widths, float64(max(7, utf16Len(c)+2)))
	}
	if s.prize != nil {
		titles = append(titles, "Prize")
		widths = append(widths, 16)
	}
	if s.ratings != nil {
		titles = append(titles, s.ratingTitles[0], s.ratingTitles[1])
		widths = append(widths, 9, 9)
	}
	if err := wb.startTable(sw, titles, widths, 3); err != nil {
		return err
	}
	var cells []excelize.Cell
	return wb.rankedRows(ctx, sw, s, func(r *engine.Row, p *engine.Player, sp func(styleSpec) int) []excelize.Cell {
		center := styleSpec{align: alignCenter}
		cells = append(cells[:0],
			cell(sp(center), placeValue(*r)),
			cell(sp(center), int(p.ID)),
			cell(sp(fitName(styleSpec{}, p.Name)), p.Name),
		)
		if s.hasTitle {
			cells = append(cells, cell(sp(center), emptyNil(exporters.TitleText(p.Title))))
		}
		if s.hasRating {
			cells = append(cells, cell(sp(center), ratingValue(p.Rating)))
		}
		if s.hasFed {
			cells = append(cells, cell(sp(center), emptyNil(p.Federation)))
		}
		cells = append(cells, cell(sp(styleSpec{align: alignCenter, bold: true}), scoreValue(r.Points, -1)))
		for k := range codes {
			var v any // blank where a group tiebreak was not applied
			if !r.IsBlank(k) {
				v = scoreValue(r.Values[k], s.decimals[k])
			}
			cells = append(cells, cell(sp(styleSpec{align: alignCenter, numFmt: decimalsFormat(s.decimals[k])}), v))
		}
		if s.prize != nil {
			cells = append(cells, cell(sp(styleSpec{}), emptyNil(s.prize[r.Player])))
		}
		if s.ratings != nil {
			rt := s.ratings[r.Player]
			cells = append(cells, cell(sp(styleSpec{align: alignCenter}), emptyNil(rt[0])), cell(sp(styleSpec{align: alignCenter}), emptyNil(rt[1])))
		}
		return cells
	})
}

// rankedRows writes one row per player in the order of the standings, from row 2: row
// returns the cells of a standings row, given a style function that draws the sides of
// every cell and a rule under the last player of each score group.
func (wb *workbook) rankedRows(ctx context.Context, sw *sheetWriter, s *section, row func(r *engine.Row, p *engine.Player, sp func(styleSpec) int) []excelize.Cell) error {
	rows := s.st.Rows
	for i := range rows {
		if i%stopEvery == 0 {
			if err := context.Cause(ctx); err != nil {
				return err
			}
		}
		last := i == len(rows)-1 || rows[i+1].Points != rows[i].Points
		sp := func(sp styleSpec) int {
			sp.sides, sp.bottom = true, last
			return wb.styles.id(sp)
		}
		if err := setRow(sw, i+2, row(&rows[i], &s.t.Players[rows[i].Player], sp)); err != nil {
			return err
		}
	}
	return nil
}

// crosstable writes the Crosstable sheet in the layout the spreadsheet importer reads
// back: No., Name, Rtg, Fed, Pts, R1..Rn, Place; one row per player by place; round
// cells in US notation with a colour suffix and start numbers as opponents.
func (wb *workbook) crosstable(ctx context.Context, sw *sheetWriter, s *section) error {
	t := s.t
	titles := []string{"No.", "Name", "Rtg", "Fed", "Pts"}
	widths := []float64{5, nameWidth(t, 18, 40), 6, 5, 6}
	for r := 1; r <= t.Rounds; r++ {
		titles = append(titles, "R"+strconv.Itoa(r))
		widths = append(widths, 7)
	}
	titles = append(titles, "Place")
	widths = append(widths, 7)
	if err := wb.startTable(sw, titles, widths, 2); err != nil {
		return err
	}
	var cells []excelize.Cell
	return wb.rankedRows(ctx, sw, s, func(r *engine.Row, p *engine.Player, sp func(styleSpec) int) []excelize.Cell {
		center := styleSpec{align: alignCenter}
		cells = append(cells[:0],
			cell(sp(center), int(p.ID)),
			cell(sp(fitName(styleSpec{}, p.Name)), p.Name),
			cell(sp(center), ratingValue(p.Rating)),
			cell(sp(center), emptyNil(p.Federation)),
			cell(sp(styleSpec{align: alignCenter, bold: true}), scoreValue(r.Points, -1)),
		)
		for k := 0; k < t.Rounds; k++ {
			rd := s.round(p, k)
			cells = append(cells, cell(sp(roundSpec(kindOf(rd.Result))), crossCell(rd)))
		}
		cells = append(cells, cell(sp(center), placeValue(*r)))
		return cells
	})
}

// usKey explains US notation, in the order a reader meets it.
var usKey = [][2]string{
	{"W12", "win against pairing number 12"},
	{"L5", "loss against pairing number 5"},
	{"D3", "draw against pairing number 3"},
	{"X12", "forfeit win (opponent 12 did not play); X alone: no opponent"},
	{"F12", "forfeit loss against 12 (did not play)"},
	{"H", "half-point bye"},
	{"B", "full-point bye"},
	{"U", "not paired: zero-point bye, absent, withdrawn or late entry"},
	{"12", "paired against 12, result not yet entered"},
	{"w / b", "colour: White / Black, after the opponent (W12w: win with White against 12)"},
	{"W12w 2½", "on the wall chart, the figure beside a result is the score after that round"},
	{"Place 3-5", "places 3 to 5 shared"},
}

// gridKey explains the round-robin grid.
var gridKey = [2]string{"Grid 1 ½ 0 + -", "round-robin grid: win, draw, loss, forfeit win, forfeit loss against the player of that column"}

// chessResultsKey explains chess-results notation on the wall chart; the Crosstable sheet
// keeps US notation.
var chessResultsKey = [][2]string{
	{"12w1", "win against pairing number 12 with White"},
	{"5b½", "draw against 5 with Black"},
	{"3w0", "loss against 3 with White"},
	{"24w+ / 76b-", "forfeit win / forfeit loss"},
	{"-1", "full-point bye"},
	{"-½", "half-point bye"},
	{"-0", "not paired: zero-point bye, absent, withdrawn or late entry"},
	{"13b", "paired against 13 with Black, result not yet entered"},
	{"12w1 2", "on the wall chart, the figure beside a result is the score after that round"},
	{"Crosstable sheet", "US notation: W12w win, L5b loss, D3w draw, X12 / F12 forfeit win / loss, H, B byes, U not paired"},
	{"Place 3-5", "places 3 to 5 shared"},
}

// legend writes the Legend sheet: event header, rules, tiebreaks, notation, generator.
func (wb *workbook) legend(_ context.Context, sw *sheetWriter, s *section) error {
	if err := setWidths(sw, []float64{22, 90}); err != nil {
		return err
	}
	t := s.t
	key := wb.styles.id(styleSpec{bold: true})
	val := wb.styles.id(styleSpec{wrap: true})
	title := wb.styles.id(styleSpec{title: true})
	head := wb.styles.id(styleSpec{bold: true, fill: headFill, bottom: true})
	row := 1
	put := func(cells ...excelize.Cell) error {
		err := setRow(sw, row, cells)
		row++
		return err
	}
	pair := func(k, v string) error {
		if strings.TrimSpace(v) == "" {
			return nil
		}
		return put(cell(key, k), cell(val, v))
	}
	name := t.Name
	if name == "" {
		name = "Tournament"
	}
	rules, kind := "none: ordered by points only", engine.DetectKind(t)
	if s.ranked {
		rules, kind = rulesText(s.st.Eval.Rules), s.st.Eval.Kind
	}
	typ := t.TypeText
	if typ == "" {
		typ = map[engine.Kind]string{engine.KindSwiss: "Swiss", engine.KindRoundRobin: "Round robin"}[kind]
	}
	items := [][2]string{
		{"Standings", s.stage()},
		{"City", t.City},
		{"Dates", eventDates(t)},
		{"Federation", t.Federation},
		{"Chief arbiter", t.ChiefArbiter},
		{"Deputy arbiters", strings.Join(t.DeputyArbiters, "; ")},
		{"Time control", t.TimeControl},
		{"Type", typ},
		{"Rounds", roundsText(s)},
		{"Players", strconv.Itoa(len(t.Players))},
		{"Tiebreak rules", rules},
	}
	if rep := s.doc.Ratings; rep != nil {
		items = append(items, [2]string{"Ratings", rep.Legend})
	}
	if mark := exporters.Unverified(t); mark != "" {
		items = append([][2]string{{"Status", mark + ": the file has errors ('tiebreak check' lists them); ranked anyway"}}, items...)
	}
	if err := put(cell(title, name)); err != nil {
		return err
	}
	for _, it := range items {
		if err := pair(it[0], it[1]); err != nil {
			return err
		}
	}
	row++
	if codes := s.tiebreakCodes(); len(codes) > 0 {
		if err := put(cell(head, "Tiebreak"), cell(head, "Definition")); err != nil {
			return err
		}
		for i, c := range codes {
			if err := put(cell(key, strconv.Itoa(i+1)+". "+c), cell(val, emptyNil(wb.definition(c, s)))); err != nil {
				return err
			}
		}
		row++
	}
	if ts := s.doc.Teams; ts != nil && len(ts.Codes) > 0 {
		if err := put(cell(head, "Team tiebreak"), cell(head, "Definition")); err != nil {
			return err
		}
		for i, c := range ts.Codes {
			if err := put(cell(key, strconv.Itoa(i+1)+". "+c), cell(val, emptyNil(teamDefinition(c)))); err != nil {
				return err
			}
		}
		row++
	}
	if err := put(cell(head, "Notation"), cell(head, "Meaning")); err != nil {
		return err
	}
	notation := usKey
	if s.chessResults() {
		notation = chessResultsKey
	}
	if s.grid != nil {
		notation = append(notation[:len(notation):len(notation)], gridKey)
	}
	for _, it := range notation {
		if err := put(cell(key, it[0]), cell(val, it[1])); err != nil {
			return err
		}
	}
	row++
	if err := pair("Opponents", "referred to by pairing (start) number on every sheet"); err != nil {
		return err
	}
	if err := pair("Generated by", s.doc.Opts.Generator); err != nil {
		return err
	}
	return pair("Generated", s.doc.Opts.Generated)
}

// roundsText returns the number of rounds, and, when the standings are not final, the
// rounds planned and where the event stands ("9; Standings after round 4").
func roundsText(s *section) string {
	if p, ok := s.progress(); ok && !p.Final {
		return strconv.Itoa(p.Planned) + "; " + p.String()
	}
	return strconv.Itoa(s.t.Rounds)
}

// progress returns where the event stands ([engine.Progress]): that of the event the
// standings were computed on, or for a workbook of team standings alone that of the
// event they were computed on; ok is false for a section without standings.
func (s *section) progress() (p engine.Progress, ok bool) {
	switch {
	case s.ranked && s.st != nil && s.st.Eval != nil:
		return s.st.Eval.T.Progress(), true
	case !s.ranked && s.doc.Teams != nil:
		return s.t.Progress(), true
	}
	return p, false
}

// stage returns [section.progress] in words, "" for a section without standings.
func (s *section) stage() string {
	if p, ok := s.progress(); ok {
		return p.String()
	}
	return ""
}

// rulesText names the rulebook, its edition and options: "US Chess Official Rules, 7th
// edition (uscf)", "FIDE Tie-Break Regulations (C.07), 2024 edition (fide-2024)".
func rulesText(r engine.Rules) string {
	name := map[string]string{"uscf": "US Chess Official Rules, 7th edition", "fide": "FIDE Tie-Break Regulations (C.07)"}[r.System]
	if name == "" {
		return r.String()
	}
	if r.Edition != "" {
		name += ", " + r.Edition + " edition"
	}
	name += " (" + r.String() + ")"
	var opts []string
	for _, k := range r.OptionNames() {
		opts = append(opts, k+"="+r.Options[k])
	}
	if len(opts) > 0 {
		name += "; options: " + strings.Join(opts, ", ")
	}
	return name
}

// eventDates returns the event's dates in prose, "March 14–15, 2026" (see
// [exporters.DateRange]), or "".
func eventDates(t *engine.Tournament) string { return exporters.DateRange(t.StartDate, t.EndDate) }

// definition returns the one-line definition of a tiebreak code: from Config.Definitions,
// else from the document's Options.Definitions, else from the Config.Catalogue family of
// the section's rules; the code as printed is tried first, then the part before the
// first modifier ("BH/C1" -> "BH").
func (wb *workbook) definition(code string, s *section) string {
	keys := []string{code}
	if i := strings.IndexAny(code, "/-"); i > 0 {
		keys = append(keys, code[:i])
	}
	for _, defs := range []map[string]string{wb.cfg.Definitions, s.doc.Opts.Definitions} {
		for _, k := range keys {
			if d, ok := defs[k]; ok {
				return d
			}
		}
	}
	rules := s.st.Eval.Rules
	if wb.cfg.Catalogue == nil {
		return ""
	}
	fam, ok := wb.cfg.Catalogue.Family(rules.System)
	if !ok {
		return ""
	}
	infos := fam.Codes()
	for _, k := range keys {
		for _, c := range infos {
			if strings.EqualFold(c.Code, k) {
				return joinNonEmpty(": ", c.Name, c.Definition)
			}
		}
	}
	return ""
}
