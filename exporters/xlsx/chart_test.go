package xlsxout

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

func TestScoreText(t *testing.T) {
	tests := []struct {
		v    engine.Score
		want string
	}{
		{0, "0"}, {engine.Half, "½"}, {engine.Point, "1"}, {3*engine.Point + engine.Half, "3½"},
		{10*engine.Point + engine.Half, "10½"}, {2*engine.Point + engine.Point/4, "2.25"},
	}
	for _, tc := range tests {
		if got := scoreText(tc.v); got != tc.want {
			t.Errorf("scoreText(%v) = %q, want %q", tc.v, got, tc.want)
		}
	}
}

// TestColumnPages checks that groups are never split, that no page is wider than the
// room, and that continuation pages are balanced.
func TestColumnPages(t *testing.T) {
	ten := func(n int) []float64 {
		g := make([]float64, n)
		for i := range g {
			g[i] = 10
		}
		return g
	}
	tests := []struct {
		name   string
		fixed  float64
		groups []float64
		avail  float64
		want   []int
	}{
		{"fits", 20, ten(5), 100, nil},
		{"20 rounds on 2 pages, 10 and 10", 20, ten(20), 200, []int{10}},
		{"20 rounds on 3 pages, 7 7 6", 20, ten(20), 100, []int{7, 14}},
		{"a group wider than a page gets its own", 20, []float64{10, 200, 10}, 100, []int{1, 2}},
	}
	for _, tc := range tests {
		if got := columnPages(tc.fixed, tc.groups, tc.avail); fmt.Sprint(got) != fmt.Sprint(tc.want) {
			t.Errorf("%s: columnPages = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestPlayerColumns checks titles as TDs write them before the name, and the US
// Chess ID, rating and US Chess rating columns where known.
func TestPlayerColumns(t *testing.T) {
	tn := &engine.Tournament{Name: "Columns", Rounds: 1, Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "Polgar, Judit", Title: "g", Rating: 2675, National: []engine.NationalRating{{Federation: "USA", ID: "12345678", Rating: 2700}},
			Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}}},
		{ID: 2, Name: "Doe, Jane", Title: "wf", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}}},
	}}
	f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
	got := sheetTable(t, f, "Wall chart")
	want := [][]string{
		{"No.", "Title", "Name", "USCF ID", "Rtg", "USCF", "Rd 1", "", "Total", "Place"},
		{"1", "GM", "Polgar, Judit", "12345678", "2675", "2700", "W2w", "1", "1", "1"},
		{"2", "WFM", "Doe, Jane", "", "", "", "L1b", "0", "0", "2"},
	}
	if !equalTables(got, want) {
		t.Errorf("Wall chart = %q, want %q", got, want)
	}
	st := sheetTable(t, f, "Standings")
	if title := st[1][column(t, st, "Title")]; title != "GM" {
		t.Errorf("Standings title = %q, want GM", title)
	}
}

// TestRoundRobinGrid checks the grid of a double round robin: both games in one cell in
// round order, forfeits, and no cell for a bye.
func TestRoundRobinGrid(t *testing.T) {
	tn := &engine.Tournament{Name: "Double", TypeText: "Individual: Round-Robin", Rounds: 4, Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "A", Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}, {Opponent: 3, Color: engine.Black, Result: engine.Draw}, {Opponent: 2, Color: engine.Black, Result: engine.Draw}, {Opponent: 3, Color: engine.White, Result: engine.ForfeitWin}}},
		{ID: 2, Name: "B", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}, {Result: engine.FullBye}, {Opponent: 1, Color: engine.White, Result: engine.Draw}, {Result: engine.HalfBye}}},
		{ID: 3, Name: "C", Rounds: []engine.Round{{Result: engine.FullBye}, {Opponent: 1, Color: engine.White, Result: engine.Draw}, {Result: engine.HalfBye}, {Opponent: 1, Color: engine.Black, Result: engine.ForfeitLoss}}},
	}}
	f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
	if sheets := f.GetSheetList(); sheets[0] != "Round-robin grid" {
		t.Fatalf("sheets %q, want the grid first", sheets)
	}
	got := sheetTable(t, f, "Round-robin grid")
	want := [][]string{
		{"No.", "Name", "1", "2", "3", "Total", "Place"},
		{"1", "A", "", "1 ½", "½ +", "3", "1"},
		{"2", "B", "0 ½", "", "", "2", "2-3"},
		{"3", "C", "½ -", "", "", "2", "2-3"},
	}
	if !equalTables(got, want) {
		t.Errorf("grid = %q, want %q", got, want)
	}
}

// TestPrintChoices checks which sheets print (are visible) for each Config.Print.
func TestPrintChoices(t *testing.T) {
	swiss := &engine.Tournament{Name: "Swiss", TypeText: "Individual: Swiss-System", Rounds: 1, Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "A", Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}}},
		{ID: 2, Name: "B", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}}},
	}}
	rr := *swiss
	rr.Name, rr.TypeText = "RR", "Individual: Round-Robin"
	tests := []struct {
		t     *engine.Tournament
		print []string
		want  string // the visible sheets
	}{
		{swiss, nil, "Wall chart"},
		{&rr, nil, "Round-robin grid"},
		{&rr, []string{"chart", "wallchart"}, "Round-robin grid|Wall chart"},
		{swiss, []string{"wallchart", "legend"}, "Wall chart|Legend"},
		{swiss, []string{"all"}, "Wall chart|Standings|Crosstable|Legend"},
		{swiss, []string{"Standings"}, "Wall chart|Standings"}, // the first sheet stays visible
	}
	for _, tc := range tests {
		f, _ := export(t, []*exporters.Document{{T: tc.t}}, Config{Print: tc.print})
		var visible []string
		for _, s := range f.GetSheetList() {
			if v, _ := f.GetSheetVisible(s); v {
				visible = append(visible, s)
			}
		}
		if got := strings.Join(visible, "|"); got != tc.want {
			t.Errorf("%s, print %q: visible %q, want %q", tc.t.Name, tc.print, got, tc.want)
		}
	}
}

// TestLongEventName checks that a long event name is wrapped in the page header, never
// cut, and that the top margin makes room for it.
func TestLongEventName(t *testing.T) {
	name := "The Forty-Second Annual Greater Metropolitan Area Scholastic and Adult Open Chess Championship & Rapid Side Event"
	tn := &engine.Tournament{Name: name, City: "Springfield", Scoring: engine.DefaultScoring()}
	f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
	hf, err := f.GetHeaderFooter("Wall chart")
	if err != nil {
		t.Fatal(err)
	}
	head := regexp.MustCompile(`&"[^"]*"&\d+ ?`).ReplaceAllString(hf.OddHeader, "")
	head = strings.ReplaceAll(strings.TrimPrefix(head, "&L"), "&&", "&")
	lines := strings.Split(strings.Split(head, "&R")[0], "\n")
	if len(lines) != 3 || strings.Join(lines[:2], " ") != name || lines[2] != "Springfield" {
		t.Errorf("header lines %q, want the name in two lines and the city", lines)
	}
	m, _ := f.GetPageMargins("Wall chart")
	if got, want := deref(m.Top), topMargin(3); got != want || want <= topMargin(2) {
		t.Errorf("top margin %g, want %g", got, want)
	}
}

// TestRowsPerPage checks the players per page of both papers with a page header of one
// to three lines (a name wrapped once, and the city and dates).
func TestRowsPerPage(t *testing.T) {
	for _, tc := range []struct{ paper, lines, want int }{
		{PaperLetter, 1, 28}, {PaperLetter, 2, 27}, {PaperLetter, 3, 26},
		{PaperA4, 1, 27}, {PaperA4, 2, 26}, {PaperA4, 3, 25},
	} {
		if got := rowsPerPage(tc.paper, tc.lines); got != tc.want {
			t.Errorf("rowsPerPage(paper %d, %d header lines) = %d, want %d", tc.paper, tc.lines, got, tc.want)
		}
	}
}

// TestCrossCellIsWallCellWithColour checks the crosstable text of every result, with and
// without an opponent and a colour, against its definition: the wall-chart text, then
// the colour when the round has an opponent the notation names.
func TestCrossCellIsWallCellWithColour(t *testing.T) {
	checked := 0
	for res := engine.NoResult; res <= engine.Pending; res++ {
		for _, opp := range []engine.PlayerID{0, 7, 1234} {
			for _, col := range []engine.Color{engine.NoColor, engine.White, engine.Black} {
				rd := engine.Round{Result: res, Opponent: opp, Color: col}
				want := wallCell(rd)
				if _, withOpp := exporters.USLetter(res); withOpp && opp != 0 && col != engine.NoColor {
					want += col.String()
				}
				if got := crossCell(rd); got != want {
					t.Errorf("crossCell(%+v) = %q, want %q", rd, got, want)
				}
				checked++
			}
		}
	}
	if got := crossCell(engine.Round{Result: engine.Win, Opponent: 12, Color: engine.White}); got != "W12w" {
		t.Errorf("win against 12 with White: %q, want W12w", got)
	}
	if checked != 14*9 {
		t.Errorf("checked %d rounds, want %d", checked, 14*9)
	}
}
