package xlsxout

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Paper sizes (excelize / OOXML paper codes).
const (
	PaperLetter = 1
	PaperA4     = 9
)

// Config holds the wall-chart settings that [exporters.Options] does not carry. The zero
// value is usable: Letter paper, tiebreak codes without definitions, no prize column.
type Config struct {
	// Definitions maps a tiebreak code (as Tiebreak.Code returns it, e.g. "BH/C1") to a
	// one-line definition for the Legend sheet; it overrides the document's
	// Options.Definitions. When a code is missing, the part before the first "/" or "-"
	// is tried ("BH").
	Definitions map[string]string
	// Catalogue, when set, supplies the definitions both maps lack: the family of the
	// section's rules is asked for its [engine.CodeInfo] ("Name: Definition").
	Catalogue *engine.Catalogue
	// Paper is the paper size code, PaperLetter (default) or PaperA4: the printed
	// charts are laid out for it, landscape; the other sheets are fitted to one page wide.
	Paper int
	// Prize, when set, returns the prize text for a player (index into doc.T.Players);
	// the Wall chart and Standings sheets then get a Prize column.
	Prize func(doc *exporters.Document, player int) string
	// Print lists the sheets that print ("chart", "wallchart", "grid", "standings",
	// "crosstable", "teams", "legend", "all"); the others are hidden, so that printing the
	// workbook (or converting it to PDF) gives only the pages meant for paper. The
	// default, "chart", prints the round-robin grid of a round robin and the wall chart
	// of any other event, and the team sheets of a team event: a section that fits one
	// page prints on one page. The workbook's first
	// sheet always stays visible, as a workbook needs one.
	Print []string
	// PlannedRounds, when set, gives the wall chart a column for every planned round
	// (TRF XXR), paired or not; by default rounds after the last one with a pairing or
	// a result are left out.
	PlannedRounds bool
}

// PrintChoices are the values Config.Print accepts.
var PrintChoices = []string{"chart", "wallchart", "grid", "standings", "crosstable", "teams", "legend", "all"}

// PaperNames are the paper sizes [ParsePaper] reads, in the order messages list them.
var PaperNames = []string{"letter", "a4"}

// ChoiceError is a sheet ([ParsePrint]) or a paper size ([ParsePaper]) the wall
// chart does not know.
type ChoiceError struct {
	What    string   // "sheet" or "paper"
	Value   string   // as given
	Choices []string // [PrintChoices] or [PaperNames]
}

func (e *ChoiceError) Error() string {
	return fmt.Sprintf("unknown %s %q (%s)", e.What, e.Value, strings.Join(e.Choices, ", "))
}

// ParsePrint reads a comma-separated list of the sheets that print ([Config.Print]):
// each name trimmed and in lower case, empty names skipped; a name not among
// [PrintChoices] is a [*ChoiceError].
func ParsePrint(list string) ([]string, error) {
	var out []string
	for _, name := range strings.Split(list, ",") {
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		if !slices.Contains(PrintChoices, name) {
			return nil, &ChoiceError{What: "sheet", Value: name, Choices: PrintChoices}
		}
		out = append(out, name)
	}
	return out, nil
}

// ParsePaper returns the paper code ([Config.Paper]) of a paper size as a director
// names it: letter (also "") or a4, in any case; another is a [*ChoiceError].
func ParsePaper(name string) (int, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "letter":
		return PaperLetter, nil
	case "a4":
		return PaperA4, nil
	}
	return 0, &ChoiceError{What: "paper", Value: name, Choices: PaperNames}
}

// prints reports whether sheets of the kind print for section s.
func (c Config) prints(kind string, s *section) bool {
	list := c.Print
	if len(list) == 0 {
		list = []string{"chart"}
	}
	for _, p := range list {
		switch strings.ToLower(strings.TrimSpace(p)) {
		case "all":
			return true
		case "chart":
			if kind == kindGrid || kind == kindWallChart && s.grid == nil || kind == kindTeams || kind == kindTeamCross {
				return true
			}
		case "teams":
			if kind == kindTeams || kind == kindTeamCross {
				return true
			}
		case "wallchart", "wall chart":
			if kind == kindWallChart {
				return true
			}
		case "grid":
			if kind == kindGrid {
				return true
			}
		case "standings":
			if kind == kindStandings {
				return true
			}
		case "crosstable":
			if kind == kindCrosstable {
				return true
			}
		case "legend":
			if kind == kindLegend {
				return true
			}
		}
	}
	return false
}

// New returns the XLSX wall-chart exporter with the default [Config].
func New() exporters.Exporter { return NewWithConfig(Config{}) }

// NewWithConfig returns the XLSX wall-chart exporter with cfg.
func NewWithConfig(cfg Config) exporters.Exporter { return exporter{cfg: cfg} }

type exporter struct{ cfg Config }

func (exporter) Name() string         { return "xlsx" }
func (exporter) Extensions() []string { return []string{".xlsx"} }
func (exporter) Description() string  { return "XLSX wall chart" }

// Export writes the wall-chart workbook of one section.
func (e exporter) Export(ctx context.Context, w io.Writer, doc *exporters.Document) error {
	return WriteWorkbook(ctx, w, []*exporters.Document{doc}, e.cfg)
}

// WriteWorkbook writes one workbook holding the four sheets (Wall chart, Standings,
// Crosstable, Legend) of every section in docs, in order. It stops with the cause of
// ctx's cancellation once ctx is cancelled.
func WriteWorkbook(ctx context.Context, w io.Writer, docs []*exporters.Document, cfg Config) error {
	if len(docs) == 0 {
		return fmt.Errorf("no sections to write")
	}
	f := excelize.NewFile()
	defer f.Close()
	wb := &workbook{f: f, cfg: cfg, styles: newStyles(f), names: newSheetNames(), first: true}
	names := make([]string, len(docs))
	for i, doc := range docs {
		if doc == nil || doc.T == nil {
			return fmt.Errorf("section %d has no tournament", i+1)
		}
		names[i] = doc.T.Name
	}
	labels := sectionLabels(names)
	var plans []sheetPlan
	for i, doc := range docs {
		prefix := ""
		if len(docs) > 1 {
			prefix = labels[i]
		}
		plans = append(plans, wb.plan(newSection(ctx, doc, cfg), prefix)...)
	}
	if err := wb.write(ctx, plans); err != nil {
		return err
	}
	if err := wb.styles.Err(); err != nil {
		return err
	}
	if err := f.SetDocProps(docProps(docs[0])); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	// The first sheet (the renamed "Sheet1") is already the active one. SetActiveSheet
	// would parse every streamed sheet back into memory, so it is not called.
	if err := writeWorkbook(f, &wb.rows, w); err != nil {
		return fmt.Errorf("cannot build the workbook: %w", err)
	}
	return nil
}

func docProps(doc *exporters.Document) *excelize.DocProperties {
	p := &excelize.DocProperties{
		Title:       doc.T.Name,
		Subject:     "Wall chart",
		Creator:     doc.Opts.Generator,
		Description: "Wall chart, standings and crosstable",
	}
	if p.Creator == "" {
		p.Creator = "tiebreak"
	}
	return p
}

// section is one document prepared for writing: standings (computed by points when the
// document has none), and each tiebreak's column format.
type section struct {
	doc                         *exporters.Document
	t                           *engine.Tournament
	st                          *engine.Standings
	hasRating, hasFed, hasTitle bool                                    // some player has one: the column is shown
	ranked                      bool                                    // doc.Standings was given: tiebreak columns are written
	decimals                    []int                                   // per tiebreak: fixed decimals, or -1
	rowOf                       []int                                   // player index -> index into st.Rows
	prize                       []string                                // per player index; nil without a prize column
	ratings                     [][2]string                             // per player index: change and post-rating; nil without rating columns
	ratingTitles                [2]string                               // their headings ("Chg", "Post"; "Est. chg", "Est. post")
	adjusted                    map[engine.PlayerID][]engine.Adjustment // adjustments tied to a round
	header                      []string                                // page header lines
	rounds                      int                                     // rounds the wall chart shows
	wall                        *chartLayout                            // the wall chart's columns and pages
	grid                        *chartLayout                            // the round-robin grid's; nil for a Swiss
	teams, teamCross            *chartLayout                            // the team sheets'; nil without teams
}

func newSection(ctx context.Context, doc *exporters.Document, cfg Config) *section {
	s := &section{doc: doc, t: doc.T, st: doc.Standings, ranked: doc.Standings != nil}
	if s.st == nil {
		s.st = engine.Rank(engine.NewEvaluation(doc.T, engine.Rules{}), nil)
	}
	if s.ranked {
		for _, tb := range s.st.Tiebreaks {
			d := -1
			if dec, ok := tb.(engine.Decimals); ok {
				d = dec.Decimals()
			}
			s.decimals = append(s.decimals, d)
		}
	}
	s.scanPlayers()
	if cfg.Prize != nil {
		s.prize = make([]string, len(s.t.Players))
		for i := range s.prize {
			s.prize[i] = cfg.Prize(doc, i)
		}
	}
	if doc.Ratings != nil {
		s.setRatings()
	}
	paper := cfg.Paper
	if paper == 0 {
		paper = PaperLetter
	}
	s.header = headerLines(s.t)
	s.rounds = s.t.Rounds
	if !cfg.PlannedRounds {
		s.rounds = pairedRounds(s.t)
	}
	s.wall = s.wallLayout(ctx, paper)
	if s.kind() == engine.KindRoundRobin && len(s.t.Players) > 1 {
		s.grid = s.gridLayout(paper)
	}
	if doc.Teams != nil {
		s.teams = s.teamStandingsLayout(paper)
		if doc.Teams.Eval != nil {
			s.teamCross = s.teamCrossLayout(paper)
		}
	}
	return s
}

// scanPlayers sets which optional player columns are shown, each player's row in the
// standings and the adjustments tied to a round.
func (s *section) scanPlayers() {
	for i := range s.t.Players {
		p := &s.t.Players[i]
		s.hasRating = s.hasRating || p.Rating > 0
		s.hasFed = s.hasFed || p.Federation != ""
		s.hasTitle = s.hasTitle || p.Title != ""
	}
	s.rowOf = make([]int, len(s.t.Players))
	for i := range s.rowOf {
		s.rowOf[i] = -1
	}
	for i, r := range s.st.Rows {
		if r.Player >= 0 && r.Player < len(s.rowOf) {
			s.rowOf[r.Player] = i
		}
	}
	for _, a := range s.t.Adjustments {
		if a.Round > 0 {
			if s.adjusted == nil {
				s.adjusted = map[engine.PlayerID][]engine.Adjustment{}
			}
			s.adjusted[a.Player] = append(s.adjusted[a.Player], a)
		}
	}
}

// setRatings sets the rating change ("+12", signed) and post-event rating of every
// player the document's rating report lists, and the two columns' headings.
func (s *section) setRatings() {
	rep := s.doc.Ratings
	s.ratings = make([][2]string, len(s.t.Players))
	s.ratingTitles = [2]string{"Chg", "Post"}
	if rep.Estimate {
		s.ratingTitles = [2]string{"Est. chg", "Est. post"}
	}
	for _, r := range rep.Rows {
		if r.Player < 0 || r.Player >= len(s.ratings) {
			continue
		}
		chg := r.Change
		if chg != "" && chg != "0" && !strings.HasPrefix(chg, "-") {
			chg = "+" + chg
		}
		post := ""
		if r.NewRating > 0 {
			post = strconv.Itoa(r.NewRating)
		}
		s.ratings[r.Player] = [2]string{chg, post}
	}
}

// pairedRounds returns the last round (1-based) in which some player has a pairing, a
// bye or a result: the rounds after it are only planned.
func pairedRounds(t *engine.Tournament) int {
	n := 0
	for i := range t.Players {
		for r := len(t.Players[i].Rounds); r > n; r-- {
			if rd := t.Players[i].Rounds[r-1]; rd.Result != engine.NoResult || rd.Opponent != 0 {
				n = r
				break
			}
		}
	}
	return min(n, t.Rounds)
}

// kind returns whether the section is a Swiss or a round robin: as ranked, else as the
// header and pairings say.
func (s *section) kind() engine.Kind {
	if s.ranked && s.st.Eval != nil {
		return s.st.Eval.Kind
	}
	return engine.DetectKind(s.t)
}

// scoreColumns adds, with add, the Total and Place columns and a column per tiebreak,
// each as wide as its widest value; beforeTiebreaks runs between the two.
func (s *section) scoreColumns(add func(title string, points float64), beforeTiebreaks func()) {
	var totals, places []string
	for _, r := range s.st.Rows {
		totals = append(totals, scoreText(r.Points))
		places = append(places, r.PlaceLabel())
	}
	add("Total", maxText(totals, resultSize, true))
	add("Place", maxText(places, resultSize, false))
	beforeTiebreaks()
	for k, code := range s.tiebreakCodes() {
		var vals []string
		for _, r := range s.st.Rows {
			if !r.IsBlank(k) {
				vals = append(vals, formatValue(r.Values[k], s.decimals[k]))
			}
		}
		add(code, maxText(vals, resultSize, false))
	}
}

// tiebreakCodes returns the header of each tiebreak column (none without standings).
func (s *section) tiebreakCodes() []string {
	if !s.ranked {
		return nil
	}
	codes := make([]string, len(s.st.Tiebreaks))
	for i, tb := range s.st.Tiebreaks {
		codes[i] = tb.Code()
	}
	return codes
}

// chessResults reports whether the wall chart uses chess-results notation
// (Options.Notation "chess-results") instead of US notation.
func (s *section) chessResults() bool { return s.doc.Opts.Notation == "chess-results" }

// round returns player p's round r (0-based), or an unpaired round when the line is short.
func (s *section) round(p *engine.Player, r int) engine.Round {
	if r < len(p.Rounds) {
		return p.Rounds[r]
	}
	return engine.Round{}
}

// running returns player p's score after each round, counting adjustments tied to a round
// in that round.
func (s *section) running(p *engine.Player, buf []engine.Score) []engine.Score {
	buf = buf[:0]
	var sum engine.Score
	for r := 0; r < s.t.Rounds; r++ {
		sum += s.t.Scoring.Points(s.round(p, r))
		for _, a := range s.adjusted[p.ID] {
			if a.Round == r+1 {
				sum += a.Points
			}
		}
		buf = append(buf, sum)
	}
	return buf
}

// placeValue returns the place the row prints ([engine.Row.PlaceLabel]: the rank, or the
// score group's places) as a number ("4" is 4, so spreadsheets do not flag it as a
// number stored as text), or the shared-place text "3-5".
func placeValue(r engine.Row) any {
	label := r.PlaceLabel()
	if n, err := strconv.Atoi(label); err == nil {
		return n
	}
	return label
}

// scoreValue returns a score as a spreadsheet number. Spreadsheets store numbers as
// binary floating point; parsing the exact decimal text gives the same number a user
// typing it would get. Scores are never computed with it.
func scoreValue(v engine.Score, decimals int) any {
	text := v.String()
	if decimals >= 0 {
		text = v.Format(decimals)
	}
	n, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return text
	}
	return n
}
