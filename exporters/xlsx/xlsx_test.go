package xlsxout

import (
	"bytes"
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// goldenEvents are three small real events with byes, forfeits, a withdrawal and a round
// robin between them.
var goldenEvents = []struct {
	name, path, tiebreaks string
}{
	{"puddletown-open-i", "uscf/swisssys-2025-05-puddletown-may-flower-open-ii/open-i.derived.trf", "uscf,AVGOPP"},
	{"tec-swiss-16p", "reference/fide-tec-tiebreak-exercises-2023/tec-exercise-swiss-16p-5r.derived.trf", "uscf,AVGOPP"},
	{"e07-round-robin", "extra/e07.trf", "uscf-rr"},
}

func TestGolden(t *testing.T) {
	rd := trftest.RealData(t)
	for _, ev := range goldenEvents {
		t.Run(ev.name, func(t *testing.T) {
			tn := loadTRF(t, filepath.Join(rd, ev.path))
			doc := rankedDoc(t, tn, ev.tiebreaks)
			doc.Opts.Generated = "2026-01-02 10:00 UTC"
			doc.Opts.Definitions = map[string]string{"SB": "Sonneborn-Berger from the document", "SOLK": "Solkoff from the document"}
			f, data := export(t, []*exporters.Document{doc}, Config{Catalogue: catalogue(), Definitions: map[string]string{"SB": "Sonneborn-Berger as announced by the club"}})
			golden(t, ev.name+".golden.txt", dump(t, f, data))
		})
	}
}

// swissSysCodes maps SwissSys's column titles (uscf/README.md) to US Chess family codes.
var swissSysCodes = map[string]string{
	"Mod. Med": "MM", "Med": "MM", "Solk": "SOLK", "Solkoff": "SOLK", "Cumul.": "CUM",
	"Op. cumul.": "OCUM", "Kash": "KASH", "BPG": "BLK",
}

// TestReferenceValues checks the Standings and Wall chart sheets of every section of the
// real US Chess events in realdata/uscf against what SwissSys printed: totals, every
// tiebreak column the US Chess family knows (ranked in SwissSys's column order), the
// final order, and places shared by score. "Op. perf." is not reproducible (README) and
// is left out of the ranking; no player's order depends on it.
func TestReferenceValues(t *testing.T) {
	rd := trftest.RealData(t)
	events, err := filepath.Glob(filepath.Join(rd, "uscf", "*", "reference.csv"))
	if err != nil || len(events) == 0 {
		t.Fatal("no testdata/real/uscf events")
	}
	var players, sections, values int
	for _, ref := range events {
		dir := filepath.Dir(ref)
		refs := readCSV(t, ref)
		header := readHeader(t, ref)
		var codes, titles []string
		for _, h := range header[8:] { // after section,trf_file,pairing_number,name,rating,total,place,rank
			if c, ok := swissSysCodes[h]; ok {
				codes, titles = append(codes, c), append(titles, h)
			}
		}
		byFile := map[string][]map[string]string{}
		var files []string
		for _, r := range refs {
			if byFile[r["trf_file"]] == nil {
				files = append(files, r["trf_file"])
			}
			byFile[r["trf_file"]] = append(byFile[r["trf_file"]], r)
		}
		for _, file := range files {
			tn := loadTRF(t, filepath.Join(dir, file))
			f, _ := export(t, []*exporters.Document{rankedDoc(t, tn, strings.Join(codes, ","))}, Config{})
			st := sheetTable(t, f, "Standings")
			no, pts := column(t, st, "No."), column(t, st, "Pts")
			rows, order := map[string][]string{}, map[string]int{}
			for i, row := range st[1:] {
				rows[row[no]], order[row[no]] = row, i+1
			}
			// Without standings, places are shared by score: SwissSys's "place".
			f2, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
			wc := sheetTable(t, f2, "Wall chart")
			wno, wplace := column(t, wc, "No."), column(t, wc, "Place")
			places := map[string]string{}
			for _, row := range wc[1:] {
				if row[wno] != "" {
					places[row[wno]] = row[wplace]
				}
			}
			name := filepath.Base(dir) + "/" + file
			for _, r := range byFile[file] {
				n := r["pairing_number"]
				if got := rows[n][pts]; got != r["total"] {
					t.Errorf("%s #%s: Standings Pts = %s, SwissSys %s", name, n, got, r["total"])
				}
				for i, c := range codes {
					if got := rows[n][column(t, st, c)]; got != r[titles[i]] {
						t.Errorf("%s #%s: Standings %s = %s, SwissSys %s = %s", name, n, c, got, titles[i], r[titles[i]])
					}
					values++
				}
				if got := strconv.Itoa(order[n]); got != r["rank"] {
					t.Errorf("%s #%s: Standings row %s, SwissSys rank %s", name, n, got, r["rank"])
				}
				if places[n] != r["place"] {
					t.Errorf("%s #%s: Wall chart Place = %s, SwissSys %s", name, n, places[n], r["place"])
				}
				players++
			}
			sections++
		}
	}
	t.Logf("real data: wall chart: %d players in %d sections: totals, order, places and %d tiebreak values agree with SwissSys",
		players, sections, values)
}

func TestCellNotation(t *testing.T) {
	tests := []struct {
		rd                engine.Round
		wall, cross, cres string
	}{
		{engine.Round{Opponent: 12, Color: engine.White, Result: engine.Win}, "W12", "W12w", "12w1"},
		{engine.Round{Opponent: 5, Color: engine.Black, Result: engine.Loss}, "L5", "L5b", "5b0"},
		{engine.Round{Opponent: 3, Color: engine.White, Result: engine.Draw}, "D3", "D3w", "3w½"},
		{engine.Round{Opponent: 7, Color: engine.Black, Result: engine.WinUnrated}, "W7", "W7b", "7b1"},
		{engine.Round{Opponent: 7, Color: engine.White, Result: engine.DrawUnrated}, "D7", "D7w", "7w½"},
		{engine.Round{Opponent: 7, Color: engine.Black, Result: engine.LossUnrated}, "L7", "L7b", "7b0"},
		{engine.Round{Opponent: 9, Result: engine.ForfeitWin}, "X9", "X9", "9+"},
		{engine.Round{Opponent: 24, Color: engine.White, Result: engine.ForfeitWin}, "X24", "X24w", "24w+"},
		{engine.Round{Result: engine.ForfeitWin}, "X", "X", "-+"},
		{engine.Round{Opponent: 76, Color: engine.Black, Result: engine.ForfeitLoss}, "F76", "F76b", "76b-"},
		{engine.Round{Result: engine.ForfeitLoss}, "F", "F", "--"},
		{engine.Round{Result: engine.HalfBye}, "H", "H", "-½"},
		{engine.Round{Result: engine.FullBye}, "B", "B", "-1"},
		{engine.Round{Result: engine.PairingBye}, "B", "B", "-1"},
		{engine.Round{Result: engine.ZeroBye}, "U", "U", "-0"},
		{engine.Round{}, "U", "U", "-0"},
		{engine.Round{Opponent: 13, Color: engine.Black, Result: engine.Pending}, "13", "13b", "13b"},
		{engine.Round{Result: engine.Pending}, "U", "U", "-0"},
	}
	for _, tc := range tests {
		if got := chessResultsCell(tc.rd); got != tc.cres {
			t.Errorf("chessResultsCell(%+v) = %q, want %q", tc.rd, got, tc.cres)
		}
		if got := wallCell(tc.rd); got != tc.wall {
			t.Errorf("wallCell(%+v) = %q, want %q", tc.rd, got, tc.wall)
		}
		if got := crossCell(tc.rd); got != tc.cross {
			t.Errorf("crossCell(%+v) = %q, want %q", tc.rd, got, tc.cross)
		}
	}
}

func TestSheetNames(t *testing.T) {
	tests := []struct {
		prefixes []string // one name per call, all with kind "Wall chart"
		want     []string
	}{
		{[]string{""}, []string{"Wall chart"}},
		{[]string{"", ""}, []string{"Wall chart", "Wall chart (2)"}},
		{[]string{"U1800/Open"}, []string{"U1800 Open Wall chart"}},
		{[]string{`a:b\c?d*e[f]g`}, []string{"a b c d e f g Wall chart"}},
		{[]string{"'Quoted'"}, []string{"Quoted Wall chart"}},
		{[]string{"Championship Section Under 2200 Rated"}, []string{"Championship Section Wall chart"}},
		{[]string{"Open", "OPEN"}, []string{"Open Wall chart", "OPEN Wall chart (2)"}},
		{[]string{"Ελληνικό Κύπελλο Φιλίας Ηρακλείου"}, []string{"Ελληνικό Κύπελλο Φιλ Wall chart"}},
		{[]string{"😀😀😀😀😀😀😀😀😀😀😀"}, []string{"😀😀😀😀😀😀😀😀😀😀 Wall chart"}},
	}
	for _, tc := range tests {
		n := newSheetNames()
		for i, p := range tc.prefixes {
			got := n.name(p, "Wall chart")
			if got != tc.want[i] {
				t.Errorf("name(%q) = %q, want %q", p, got, tc.want[i])
			}
			if utf16Len(got) > maxSheetName {
				t.Errorf("name(%q) = %q is longer than 31 UTF-16 units", p, got)
			}
		}
	}
}

// TestNoFormulas checks that text starting with = + - @ is stored as text, never as a
// formula, on every sheet.
func TestNoFormulas(t *testing.T) {
	tn := &engine.Tournament{
		Name: "=HYPERLINK(\"http://x\",\"y\")", City: "+1 city", Rounds: 1, Scoring: engine.DefaultScoring(),
		Players: []engine.Player{
			{ID: 1, Name: "=1+2", Federation: "@A", Club: "-3", Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}}},
			{ID: 2, Name: "+cmd|' /C calc'!A0", Title: "-", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}}},
		},
	}
	f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
	found := 0
	for _, sheet := range f.GetSheetList() {
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		for ri, r := range rows {
			for ci, v := range r {
				ref, _ := excelize.CoordinatesToCellName(ci+1, ri+1)
				if formula, _ := f.GetCellFormula(sheet, ref); formula != "" {
					t.Errorf("%s!%s: formula %q", sheet, ref, formula)
				}
				if v == "" || !strings.ContainsAny(v[:1], "=+-@") {
					continue
				}
				typ, _ := f.GetCellType(sheet, ref)
				if typ != excelize.CellTypeInlineString && typ != excelize.CellTypeSharedString {
					t.Errorf("%s!%s = %q has type %v, want a string", sheet, ref, v, typ)
				}
				found++
			}
		}
	}
	if found < 4 {
		t.Errorf("found %d cells starting with = + - @, want at least 4", found)
	}
}

// TestWithoutStandings checks that a document without standings gets no tiebreak columns
// and is ordered by points, with places shared by score.
func TestWithoutStandings(t *testing.T) {
	tn := &engine.Tournament{Name: "Three", Rounds: 2, Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "A", Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Loss}, {Result: engine.HalfBye}}},
		{ID: 2, Name: "B", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Win}, {Opponent: 3, Color: engine.White, Result: engine.Draw}}},
		{ID: 3, Name: "C", Rounds: []engine.Round{{Result: engine.PairingBye}, {Opponent: 2, Color: engine.Black, Result: engine.Draw}}},
	}}
	f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
	got := sheetTable(t, f, "Standings")
	want := [][]string{
		{"Place", "No.", "Name", "Pts"},
		{"1-2", "2", "B", "1.5"},
		{"1-2", "3", "C", "1.5"},
		{"3", "1", "A", "0.5"},
	}
	if !equalTables(got, want) {
		t.Errorf("Standings = %q, want %q", got, want)
	}
	cross := sheetTable(t, f, "Crosstable")
	wantCross := [][]string{
		{"No.", "Name", "Rtg", "Fed", "Pts", "R1", "R2", "Place"},
		{"2", "B", "", "", "1.5", "W1b", "D3w", "1-2"},
		{"3", "C", "", "", "1.5", "B", "D2b", "1-2"},
		{"1", "A", "", "", "0.5", "L2w", "H", "3"},
	}
	if !equalTables(cross, wantCross) {
		t.Errorf("Crosstable = %q, want %q", cross, wantCross)
	}
	wall := sheetTable(t, f, "Wall chart")
	wantWall := [][]string{
		{"No.", "Name", "Rd 1", "", "Rd 2", "", "Total", "Place"},
		{"1", "A", "L2w", "0", "H", "½", "0.5", "3"},
		{"2", "B", "W1b", "1", "D3w", "1½", "1.5", "1-2"},
		{"3", "C", "B", "1", "D2b", "1½", "1.5", "1-2"},
	}
	if !equalTables(wall, wantWall) {
		t.Errorf("Wall chart = %q, want %q", wall, wantWall)
	}
}

func equalTables(a, b [][]string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if strings.Join(a[i], "\x00") != strings.Join(b[i], "\x00") {
			return false
		}
	}
	return true
}

// TestSections checks that several sections get four sheets each, uniquely named, with
// print titles on every data sheet, and that a prize column appears when prizes are set.
func TestSections(t *testing.T) {
	rd := trftest.RealData(t)
	dir := filepath.Join(rd, "uscf", "swisssys-2025-05-puddletown-may-flower-open-ii")
	var docs []*exporters.Document
	for _, file := range []string{"open-i.derived.trf", "open-ii.derived.trf", "under-1000.derived.trf"} {
		tn := loadTRF(t, filepath.Join(dir, file))
		docs = append(docs, rankedDoc(t, tn, "uscf"))
	}
	docs[1].T.Name = docs[0].T.Name // two sections with the same name must still get unique sheets
	cfg := Config{Paper: PaperA4, Prize: func(doc *exporters.Document, p int) string {
		if doc.Standings.Rows[0].Player == p {
			return "$" + strconv.Itoa(100*len(doc.T.Players))
		}
		return ""
	}}
	f, _ := export(t, docs, cfg)
	want := []string{
		"Open I Wall chart", "Open I Standings", "Open I Crosstable", "Open I Legend",
		"Open I Wall chart (2)", "Open I Standings (2)", "Open I Crosstable (2)", "Open I Legend (2)",
		"Under_1000 Wall chart", "Under_1000 Standings", "Under_1000 Crosstable", "Under_1000 Legend",
	}
	got := f.GetSheetList()
	if !equalTables([][]string{got}, [][]string{want}) {
		t.Fatalf("sheets = %q, want %q", got, want)
	}
	seen := map[string]bool{}
	for _, s := range got {
		if utf16Len(s) > maxSheetName || seen[strings.ToLower(s)] {
			t.Errorf("bad or duplicate sheet name %q", s)
		}
		seen[strings.ToLower(s)] = true
	}
	titles := 0
	for _, d := range f.GetDefinedName() {
		if d.Name == "_xlnm.Print_Titles" {
			titles++
		}
	}
	if titles != 9 {
		t.Errorf("%d print titles, want 9 (three data sheets per section)", titles)
	}
	for i, doc := range docs {
		st := sheetTable(t, f, got[4*i+1])
		prize := column(t, st, "Prize")
		if want := "$" + strconv.Itoa(100*len(doc.T.Players)); st[1][prize] != want {
			t.Errorf("section %d: first prize %q, want %q", i+1, st[1][prize], want)
		}
		pl, _ := f.GetPageLayout(got[4*i])
		if *pl.Size != PaperA4 {
			t.Errorf("section %d: paper %d, want A4", i+1, *pl.Size)
		}
	}
}

func TestExporter(t *testing.T) {
	e := New()
	if e.Name() != "xlsx" || e.Extensions()[0] != ".xlsx" || e.Description() != "XLSX wall chart" {
		t.Errorf("New() = %q %q %q", e.Name(), e.Extensions(), e.Description())
	}
	var buf bytes.Buffer
	tn := &engine.Tournament{Name: "Empty", Scoring: engine.DefaultScoring()}
	if err := e.Export(context.Background(), &buf, &exporters.Document{T: tn}); err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(buf.Bytes(), []byte("PK")) {
		t.Errorf("output is not a zip file")
	}
	if err := e.Export(context.Background(), &buf, &exporters.Document{}); err == nil || err.Error() != "section 1 has no tournament" {
		t.Errorf("Export without tournament: error %v, want section 1 has no tournament", err)
	}
}

func TestSectionLabels(t *testing.T) {
	tests := []struct{ in, want []string }{
		{[]string{"Spring Open - U1800", "Spring Open - Open"}, []string{"U1800", "Open"}},
		{[]string{"X - Open I", "X - Open II"}, []string{"I", "II"}},
		{[]string{"Open", "Open"}, []string{"Open", "Open"}},
		{[]string{"Only"}, []string{"Only"}},
		{[]string{"", "B"}, []string{"Section 1", "B"}},
		{[]string{"Reserve", "Championship"}, []string{"Reserve", "Championship"}},
	}
	for _, tc := range tests {
		got := sectionLabels(tc.in)
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("sectionLabels(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestApostrophes checks print titles on sheets whose names hold an apostrophe, which a
// reference must double inside its quotes.
func TestApostrophes(t *testing.T) {
	var docs []*exporters.Document
	for _, name := range []string{"Spring Open - Women's", "Spring Open - Men's"} {
		docs = append(docs, &exporters.Document{T: &engine.Tournament{Name: name, Scoring: engine.DefaultScoring()}})
	}
	f, _ := export(t, docs, Config{})
	got := map[string]string{}
	for _, d := range f.GetDefinedName() {
		got[d.Scope] = d.RefersTo
	}
	for scope, want := range map[string]string{
		"Women's Wall chart": "'Women''s Wall chart'!$A:$B,'Women''s Wall chart'!$1:$1",
		"Men's Standings":    "'Men''s Standings'!$1:$1",
		"Men's Crosstable":   "'Men''s Crosstable'!$1:$1",
	} {
		if got[scope] != want {
			t.Errorf("print titles of %q = %q, want %q", scope, got[scope], want)
		}
	}
}

// TestChessResultsNotation checks that Options.Notation "chess-results" changes the wall
// chart and the legend, and leaves the Crosstable sheet in US notation.
func TestChessResultsNotation(t *testing.T) {
	tn := &engine.Tournament{Name: "Two", Rounds: 2, Scoring: engine.DefaultScoring(), Players: []engine.Player{
		{ID: 1, Name: "A", Rounds: []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Draw}, {Result: engine.HalfBye}}},
		{ID: 2, Name: "B", Rounds: []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Draw}, {Result: engine.PairingBye}}},
	}}
	f, _ := export(t, []*exporters.Document{{T: tn, Opts: exporters.Options{Notation: "chess-results"}}}, Config{})
	wall := sheetTable(t, f, "Wall chart")
	if got := []string{wall[1][2], wall[1][3], wall[1][4], wall[1][5], wall[2][2], wall[2][4], wall[2][5]}; strings.Join(got, " ") != "2w½ ½ -½ 1 1b½ -1 1½" {
		t.Errorf("wall chart round cells = %q, want 2w½ ½ -½ 1 1b½ -1 1½", got)
	}
	cross := sheetTable(t, f, "Crosstable")
	if got := []string{cross[1][5], cross[1][6]}; strings.Join(got, " ") != "D1b B" {
		t.Errorf("crosstable of the leader = %q, want D1b B", got)
	}
	legend := sheetTable(t, f, "Legend")
	found := false
	for _, r := range legend {
		found = found || r[0] == "12w1"
	}
	if !found {
		t.Errorf("legend lacks the chess-results key")
	}
}

func TestHeaderText(t *testing.T) {
	tests := []struct {
		text, want string
	}{
		{"Spring Open", `&"Arial,Bold"&11Spring Open`},
		{"9. Karl-Mala-Gedenkturnier", `&"Arial,Bold"&11 9. Karl-Mala-Gedenkturnier`},
		{"Smith & Jones Cup", `&"Arial,Bold"&11Smith && Jones Cup`},
		{"", `&"Arial,Bold"&11`},
	}
	for _, tc := range tests {
		if got := headerText("Bold", 11, tc.text); got != tc.want {
			t.Errorf("headerText(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

// TestTextPointsMatchesFontmetrics checks that textPoints' ASCII table gives, to the
// bit, what measuring through fontmetrics gives, for every ASCII character alone and in
// texts the workbooks print, and for texts that are not ASCII.
func TestTextPointsMatchesFontmetrics(t *testing.T) {
	texts := []string{"", "W", "1-0", "½", "Müller, Jürgen", "Smith, John", "+W12", "(4.5)", "2024-05-26", "\t\x01x", "Ωmega", "Total"}
	for c := range 128 {
		texts = append(texts, string(rune(c)), strings.Repeat(string(rune(c)), 7))
	}
	for _, s := range texts {
		for _, bold := range []bool{false, true} {
			for _, size := range []float64{7, 9, 10.5} {
				if got, want := textPoints(s, size, bold), textPointsSlow(s, size, bold); got != want {
					t.Errorf("textPoints(%q, %v, %t) = %v, want %v", s, size, bold, got, want)
				}
			}
		}
	}
}
