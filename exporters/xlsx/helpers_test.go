package xlsxout

import (
	"bytes"
	"encoding/csv"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"tiebreak/engine"
	"tiebreak/exporters"
)

var update = flag.Bool("update", false, "update golden files")

// realdata returns <repo root>/../shared/realdata, walking up from the working directory
// to the directory holding go.mod; the test is skipped when the folder is missing.
func realdata(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			break
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("repository root not found")
		}
		dir = parent
	}
	rd := filepath.Join(dir, "..", "shared", "realdata")
	if _, err := os.Stat(rd); err != nil {
		t.Skipf("realdata not found at %s", rd)
	}
	return rd
}

// loadTRF reads the TRF16 header lines and player lines the tests need. It is a test
// helper, not an importer: importers/trf is written separately.
func loadTRF(t testing.TB, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tn := &engine.Tournament{Scoring: engine.DefaultScoring()}
	results := map[byte]engine.Result{
		'1': engine.Win, '=': engine.Draw, '0': engine.Loss, 'W': engine.WinUnrated,
		'D': engine.DrawUnrated, 'L': engine.LossUnrated, '+': engine.ForfeitWin,
		'-': engine.ForfeitLoss, 'F': engine.FullBye, 'H': engine.HalfBye,
		'Z': engine.ZeroBye, 'U': engine.PairingBye, ' ': engine.Pending,
	}
	field := func(line string, from, to int) string { // 1-based, inclusive
		if from > len(line) {
			return ""
		}
		return strings.TrimSpace(line[from-1 : min(to, len(line))])
	}
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r", "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "012 "):
			tn.Name = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "022 "):
			tn.City = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "042 "):
			tn.StartDate = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "052 "):
			tn.EndDate = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "092 "):
			tn.TypeText = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "001 "):
			id, _ := strconv.Atoi(field(line, 5, 8))
			rating, _ := strconv.Atoi(field(line, 49, 52))
			p := engine.Player{
				ID: engine.PlayerID(id), Sex: field(line, 10, 10), Title: field(line, 11, 13),
				Name: field(line, 15, 47), Rating: rating, Federation: field(line, 54, 56),
				FIDEID: field(line, 58, 68),
			}
			for col := 92; col+7 <= len(line); col += 10 {
				opp, _ := strconv.Atoi(field(line, col, col+3))
				rd := engine.Round{Opponent: engine.PlayerID(opp), Result: results[line[col+6]]}
				switch line[col+4] {
				case 'w':
					rd.Color = engine.White
				case 'b':
					rd.Color = engine.Black
				}
				if rd.Result == engine.Pending && opp == 0 {
					rd.Result = engine.NoResult
				}
				p.Rounds = append(p.Rounds, rd)
			}
			tn.Players = append(tn.Players, p)
		}
	}
	tn.Normalize()
	return tn
}

// solkoff is a test-only tiebreak: US Chess Solkoff as SwissSys computes it (uscf/README.md):
// for each game played, the opponent's score with every unplayed round counted as ½.
type solkoff struct{}

func (solkoff) Code() string { return "Solk" }

func (solkoff) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for gi, p := range group {
		for _, e := range ev.Entries[p] {
			if !e.Played() || e.Opponent < 0 {
				continue
			}
			for _, oe := range ev.Entries[e.Opponent] {
				if oe.Played() {
					out[gi] += oe.Points
				} else {
					out[gi] += engine.Half
				}
			}
		}
	}
	return out
}

// aro is a test-only tiebreak with fixed decimals: the average rating of the opponents
// met over the board, printed without decimals.
type aro struct{}

func (aro) Code() string  { return "ARO" }
func (aro) Decimals() int { return 0 }

func (aro) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for gi, p := range group {
		var sum, n int
		for _, e := range ev.Entries[p] {
			if e.Played() && e.Opponent >= 0 && ev.T.Players[e.Opponent].Rating > 0 {
				sum += ev.T.Players[e.Opponent].Rating
				n++
			}
		}
		out[gi] = engine.Points(sum).DivRound(max(n, 1))
	}
	return out
}

// rankedDoc ranks t with the test tiebreaks under rules.
func rankedDoc(t *engine.Tournament, rules engine.Rules, tbs ...engine.Tiebreak) *exporters.Document {
	ev := engine.NewEvaluation(t, rules)
	return &exporters.Document{T: t, Standings: engine.Rank(ev, tbs), Opts: exporters.Options{Generator: "tiebreak test"}}
}

// export writes docs and reopens the workbook.
func export(t testing.TB, docs []*exporters.Document, cfg Config) (*excelize.File, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteWorkbook(&buf, docs, cfg); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f, buf.Bytes()
}

// readCSV returns the records of a CSV file with a header, as maps.
func readCSV(t testing.TB, path string) []map[string]string {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	recs, err := csv.NewReader(fh).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var out []map[string]string
	for _, r := range recs[1:] {
		m := map[string]string{}
		for i, h := range recs[0] {
			m[h] = r[i]
		}
		out = append(out, m)
	}
	return out
}

// sheetTable returns a sheet's rows padded to the header width, as excelize leaves
// trailing empty cells out.
func sheetTable(t testing.TB, f *excelize.File, sheet string) [][]string {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	width := 0
	for _, r := range rows {
		width = max(width, len(r))
	}
	for i := range rows {
		for len(rows[i]) < width {
			rows[i] = append(rows[i], "")
		}
	}
	return rows
}

// column returns the index of the header title in row 1, or fails.
func column(t testing.TB, rows [][]string, title string) int {
	t.Helper()
	for i, h := range rows[0] {
		if h == title {
			return i
		}
	}
	t.Fatalf("no column %q in %q", title, rows[0])
	return -1
}

// dump describes a workbook for golden files: sheets, defined names, page setup, panes,
// column widths, and every non-empty cell with its type and a style summary.
func dump(t testing.TB, f *excelize.File) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "sheets: %q\n", f.GetSheetList())
	dn := f.GetDefinedName()
	sort.Slice(dn, func(i, j int) bool { return dn[i].Scope+dn[i].Name < dn[j].Scope+dn[j].Name })
	for _, d := range dn {
		fmt.Fprintf(&b, "defined name %s scope=%q refers=%s\n", d.Name, d.Scope, d.RefersTo)
	}
	for _, sheet := range f.GetSheetList() {
		fmt.Fprintf(&b, "\n== %s\n", sheet)
		pl, err := f.GetPageLayout(sheet)
		if err != nil {
			t.Fatal(err)
		}
		props, err := f.GetSheetProps(sheet)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "page: size=%d orientation=%s fitToPage=%v fitToWidth=%d fitToHeight=%d\n",
			deref(pl.Size), deref(pl.Orientation), deref(props.FitToPage), deref(pl.FitToWidth), deref(pl.FitToHeight))
		hf, err := f.GetHeaderFooter(sheet)
		if err != nil {
			t.Fatal(err)
		}
		if hf != nil {
			fmt.Fprintf(&b, "header: %s\nfooter: %s\n", hf.OddHeader, hf.OddFooter)
		}
		panes, err := f.GetPanes(sheet)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "panes: freeze=%v x=%d y=%d topLeft=%s\n", panes.Freeze, panes.XSplit, panes.YSplit, panes.TopLeftCell)
		rows, err := f.GetRows(sheet, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		width := 0
		for _, r := range rows {
			width = max(width, len(r))
		}
		var ws []string
		for c := 1; c <= width; c++ {
			name, _ := excelize.ColumnNumberToName(c)
			w, err := f.GetColWidth(sheet, name)
			if err != nil {
				t.Fatal(err)
			}
			ws = append(ws, fmt.Sprintf("%s=%g", name, w))
		}
		fmt.Fprintf(&b, "widths: %s\n", strings.Join(ws, " "))
		for ri, r := range rows {
			for ci, v := range r {
				if v == "" {
					continue
				}
				ref, _ := excelize.CoordinatesToCellName(ci+1, ri+1)
				typ, err := f.GetCellType(sheet, ref)
				if err != nil {
					t.Fatal(err)
				}
				if formula, _ := f.GetCellFormula(sheet, ref); formula != "" {
					t.Errorf("%s!%s has a formula %q", sheet, ref, formula)
				}
				val := v
				if typ != excelize.CellTypeNumber && typ != excelize.CellTypeUnset {
					val = strconv.Quote(v)
				}
				fmt.Fprintf(&b, "%s=%s %s\n", ref, val, styleSummary(t, f, sheet, ref))
			}
		}
	}
	return b.String()
}

// styleSummary returns "[b i 8pt grey fill=E7E6E6 center fmt=0 border=tblr]" for a cell.
func styleSummary(t testing.TB, f *excelize.File, sheet, ref string) string {
	t.Helper()
	id, err := f.GetCellStyle(sheet, ref)
	if err != nil {
		t.Fatal(err)
	}
	st, err := f.GetStyle(id)
	if err != nil {
		t.Fatal(err)
	}
	var parts []string
	if fo := st.Font; fo != nil {
		if fo.Bold {
			parts = append(parts, "b")
		}
		if fo.Italic {
			parts = append(parts, "i")
		}
		if fo.Size != fontSize {
			parts = append(parts, fmt.Sprintf("%gpt", fo.Size))
		}
		if fo.Color != "" {
			parts = append(parts, "color="+fo.Color)
		}
	}
	if len(st.Fill.Color) > 0 {
		parts = append(parts, "fill="+st.Fill.Color[0])
	}
	if st.Alignment != nil && st.Alignment.Horizontal != "" {
		parts = append(parts, st.Alignment.Horizontal)
	}
	if st.CustomNumFmt != nil {
		parts = append(parts, "fmt="+*st.CustomNumFmt)
	}
	var borders string
	for _, bd := range st.Border {
		borders += bd.Type[:1]
	}
	if borders != "" {
		parts = append(parts, "border="+borders)
	}
	return "[" + strings.Join(parts, " ") + "]"
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

// golden compares got with testdata/name, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := 0; i < max(len(gl), len(wl)); i++ {
			var g, w string
			if i < len(gl) {
				g = gl[i]
			}
			if i < len(wl) {
				w = wl[i]
			}
			if g != w {
				t.Fatalf("%s differs at line %d:\n got: %s\nwant: %s\n(run go test -update and review git diff)", path, i+1, g, w)
			}
		}
	}
}
