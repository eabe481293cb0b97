package xlsxout

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// printedPage is the paper of a paper code, landscape, in points; the test's own copy.
var printedPage = map[int][2]float64{1: {792, 612}, 9: {842, 595}}

// printPlan is how a sheet prints, read back from the workbook's print settings alone:
// the players (rows below the header) on each band of pages down, and the number of
// pages across.
type printPlan struct {
	visible    bool
	rowsOnPage []int // player rows per band of pages, top to bottom
	pagesWide  int
}

// pages returns the number of printed pages.
func (p printPlan) pages() int { return len(p.rowsOnPage) * p.pagesWide }

// readPrintPlan reads a printed chart's settings back with excelize and checks that each
// page holds what the manual page breaks give it: scale 100% with no fit-to-page, the
// header row and the repeated player columns included, measured with the widest
// rendering of a column (6.36 pt per character, as LibreOffice prints it where DejaVu
// Sans replaces the default font, Arial 10).
func readPrintPlan(t *testing.T, f *excelize.File, data []byte, sheet string) printPlan {
	t.Helper()
	visible, err := f.GetSheetVisible(sheet)
	if err != nil {
		t.Fatal(err)
	}
	pl, err := f.GetPageLayout(sheet)
	if err != nil {
		t.Fatal(err)
	}
	props, err := f.GetSheetProps(sheet)
	if err != nil {
		t.Fatal(err)
	}
	if deref(pl.AdjustTo) != 100 || deref(props.FitToPage) || deref(pl.Orientation) != "landscape" {
		t.Fatalf("%s: scale %d, fit to page %v, %s: want 100%%, no fitting, landscape",
			sheet, deref(pl.AdjustTo), deref(props.FitToPage), deref(pl.Orientation))
	}
	paper, ok := printedPage[deref(pl.Size)]
	if !ok {
		t.Fatalf("%s: paper %d", sheet, deref(pl.Size))
	}
	m, err := f.GetPageMargins(sheet)
	if err != nil {
		t.Fatal(err)
	}
	width := paper[0] - (deref(m.Left)+deref(m.Right))*72
	height := paper[1] - (deref(m.Top)+deref(m.Bottom))*72
	repeat := 0
	titles := regexp.MustCompile(`!\$A:\$([A-Z]+),.*!\$1:\$1$`)
	for _, d := range f.GetDefinedName() {
		if d.Name == "_xlnm.Print_Titles" && d.Scope == sheet {
			mm := titles.FindStringSubmatch(d.RefersTo)
			if mm == nil {
				t.Fatalf("%s: print titles %q, want the player columns and row 1", sheet, d.RefersTo)
			}
			repeat, _ = excelize.ColumnNameToNumber(mm[1])
		}
	}
	if repeat == 0 {
		t.Fatalf("%s: no print titles", sheet)
	}
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	ncols := 0
	for _, r := range rows {
		ncols = max(ncols, len(r))
	}
	colPoints := func(c int) float64 {
		name, _ := excelize.ColumnNumberToName(c)
		w, err := f.GetColWidth(sheet, name)
		if err != nil {
			t.Fatal(err)
		}
		return max(6.36*w, (7*w+5)*0.75)
	}
	rowPoints := func(r int) float64 {
		h, err := f.GetRowHeight(sheet, r)
		if err != nil {
			t.Fatal(err)
		}
		return h
	}
	br := rowBreaks(t, f, data)[sheet]
	// Down: bands of rows between breaks, each under the repeated header row.
	plan := printPlan{visible: visible}
	starts := append([]int{2}, br.rows...)
	for i, start := range starts {
		end := len(rows) + 1
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		used := rowPoints(1)
		for r := start; r < end; r++ {
			used += rowPoints(r)
		}
		if used > height {
			t.Errorf("%s: rows %d-%d take %.0f pt, the page has %.0f", sheet, start, end-1, used, height)
		}
		plan.rowsOnPage = append(plan.rowsOnPage, end-start)
	}
	// Across: bands of columns between breaks, each after the repeated player columns.
	var fixed float64
	for c := 1; c <= repeat; c++ {
		fixed += colPoints(c)
	}
	cstarts := append([]int{repeat + 1}, br.cols...)
	for i, start := range cstarts {
		end := ncols + 1
		if i+1 < len(cstarts) {
			end = cstarts[i+1]
		}
		used := fixed
		for c := start; c < end; c++ {
			used += colPoints(c)
		}
		if used > width {
			t.Errorf("%s: columns %d-%d take %.0f pt, the page has %.0f", sheet, start, end-1, used, width)
		}
	}
	plan.pagesWide = len(cstarts)
	return plan
}

// checkFontSizes fails when a printed sheet has text under 8 pt: cells, page header
// and footer.
func checkFontSizes(t *testing.T, f *excelize.File, sheet string) {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for ri, r := range rows {
		for ci := range r {
			ref, _ := excelize.CoordinatesToCellName(ci+1, ri+1)
			id, err := f.GetCellStyle(sheet, ref)
			if err != nil {
				t.Fatal(err)
			}
			if seen[id] {
				continue
			}
			seen[id] = true
			st, err := f.GetStyle(id)
			if err != nil {
				t.Fatal(err)
			}
			if st.Font == nil || st.Font.Size < 8 {
				t.Errorf("%s!%s: font %+v, want 8 pt or more", sheet, ref, st.Font)
			}
		}
	}
	hf, err := f.GetHeaderFooter(sheet)
	if err != nil {
		t.Fatal(err)
	}
	size := regexp.MustCompile(`&(\d+)`)
	for _, text := range []string{hf.OddHeader, hf.OddFooter} {
		for _, m := range size.FindAllStringSubmatch(strings.ReplaceAll(text, "&&", ""), -1) {
			if n, _ := strconv.Atoi(m[1]); n < 8 {
				t.Errorf("%s: page header or footer in %d pt: %q", sheet, n, text)
			}
		}
	}
}

// chartEvent is an event whose printed wall chart (or grid) the print tests check.
type chartEvent struct {
	name      string
	load      func(t *testing.T) *engine.Tournament
	tiebreaks string
	paper     int
	// pagesWide is the number of pages across, 0 to leave it unchecked.
	pagesWide int
}

func synthetic(players, rounds int) func(t *testing.T) *engine.Tournament {
	return func(*testing.T) *engine.Tournament {
		return synth.Generate(synth.Config{Players: players, Rounds: rounds, Seed: 1})
	}
}

func realTRF(path string) func(t *testing.T) *engine.Tournament {
	return func(t *testing.T) *engine.Tournament { return loadTRF(t, filepath.Join(trftest.RealData(t), path)) }
}

// chartEvents are the events of issue 14: a 40-player 5-round Swiss, the 284-player
// Karl-Mala-Gedenkturnier (7 rounds), a 20-round event, a 10-player round robin; and
// others around the limits.
var chartEvents = []chartEvent{
	{name: "swiss-40p-5r", load: synthetic(40, 5), tiebreaks: "uscf", pagesWide: 1},
	{name: "karl-mala-284p-7r", load: realTRF("trf/karl-mala-gedenkturnier-2005.trf"), tiebreaks: "uscf"},
	{name: "swiss-30p-20r", load: synthetic(30, 20), tiebreaks: "uscf"},
	{name: "round-robin-10p", load: realTRF("extra/e14.trf"), tiebreaks: "uscf-rr", pagesWide: 1},
	{name: "swiss-100p-9r", load: synthetic(100, 9), tiebreaks: "MM,SOLK"},
	{name: "swiss-60p-9r-a4", load: synthetic(60, 9), tiebreaks: "uscf", paper: PaperA4},
	{name: "tec-swiss-16p", load: realTRF("reference/fide-tec-tiebreak-exercises-2023/tec-exercise-swiss-16p-5r.derived.trf"), tiebreaks: "uscf", pagesWide: 1},
}

// TestPagesPerPlayer counts the printed pages of each chart from the XLSX print
// settings alone and asserts at least 25 players on every full Letter or A4 page up to
// 9 rounds, every page within the paper, only the chart printing, and no text under
// 8 pt at the 100% scale it prints at.
func TestPagesPerPlayer(t *testing.T) {
	for _, ev := range chartEvents {
		t.Run(ev.name, func(t *testing.T) {
			tn := ev.load(t)
			f, data := export(t, []*exporters.Document{rankedDoc(t, tn, ev.tiebreaks)}, Config{Paper: ev.paper})
			sheets := f.GetSheetList()
			chart := "Wall chart"
			if engine.DetectKind(tn) == engine.KindRoundRobin {
				chart = "Round-robin grid"
			}
			for _, sheet := range sheets {
				visible, _ := f.GetSheetVisible(sheet)
				if visible != (sheet == chart) {
					t.Errorf("sheet %q visible (prints) = %v, want only %q", sheet, visible, chart)
				}
			}
			plan := readPrintPlan(t, f, data, chart)
			checkFontSizes(t, f, chart)
			players := 0
			for i, n := range plan.rowsOnPage {
				players += n
				if i < len(plan.rowsOnPage)-1 && tn.Rounds <= 9 && n < 25 {
					t.Errorf("page band %d holds %d players, want at least 25", i+1, n)
				}
			}
			if players != len(tn.Players) {
				t.Errorf("%d player rows, want %d", players, len(tn.Players))
			}
			if ev.pagesWide != 0 && plan.pagesWide != ev.pagesWide {
				t.Errorf("%d pages across, want %d", plan.pagesWide, ev.pagesWide)
			}
			if tn.Rounds > 9 && plan.pagesWide < 2 {
				t.Errorf("%d rounds on %d page across: want continuation pages", tn.Rounds, plan.pagesWide)
			}
			t.Logf("%d players, %d rounds: %s", len(tn.Players), tn.Rounds, plan)
		})
	}
}

// String describes a plan: "2 pages (27+13 players per page, 1 across), 0.050 pages per player".
func (p printPlan) String() string {
	var rows []string
	players := 0
	for _, n := range p.rowsOnPage {
		rows = append(rows, strconv.Itoa(n))
		players += n
	}
	return fmt.Sprintf("%d pages (%s players per page, %d across), %.3f pages per player",
		p.pages(), strings.Join(rows, "+"), p.pagesWide, float64(p.pages())/float64(max(1, players)))
}

// TestTeamSheetsPrint checks that a team event's wall chart prints the chart and both
// team sheets, each within the paper at 100% with no text under 8 pt, and the team
// crosstable of the 15-team Friendship Cup on one page.
func TestTeamSheetsPrint(t *testing.T) {
	doc := teamDoc(t)
	f, data := export(t, []*exporters.Document{doc}, Config{})
	want := map[string]bool{"Wall chart": true, "Team standings": true, "Team crosstable": true}
	for _, sheet := range f.GetSheetList() {
		visible, _ := f.GetSheetVisible(sheet)
		if visible != want[sheet] {
			t.Errorf("sheet %q visible (prints) = %v", sheet, visible)
		}
		if !want[sheet] {
			continue
		}
		plan := readPrintPlan(t, f, data, sheet)
		checkFontSizes(t, f, sheet)
		if sheet != "Wall chart" && plan.pages() != 1 {
			t.Errorf("%s: %s, want 1 page", sheet, plan)
		}
	}
}

// TestWideTailSplits checks the one case where the tiebreaks leave the last rounds: a
// prize column and tiebreaks too wide to print beside the player columns with the last
// round. Every page still fits the paper.
func TestWideTailSplits(t *testing.T) {
	tn := synthetic(20, 5)(t)
	long := strings.Repeat("Best Under 1600 and Top Senior ", 3)
	f, data := export(t, []*exporters.Document{rankedDoc(t, tn, "MM,SOLK,CUM,OCUM,SB,KASH,AVGOPP,PERF,BLK,MED")}, Config{
		Prize: func(*exporters.Document, int) string { return long },
	})
	plan := readPrintPlan(t, f, data, "Wall chart")
	checkFontSizes(t, f, "Wall chart")
	if plan.pagesWide < 2 {
		t.Errorf("%s: want the tiebreaks and prize on a second page across", plan)
	}
}
