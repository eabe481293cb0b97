package xlsxout

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/csv"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

var update = flag.Bool("update", false, "update golden files")

// loadTRF imports a TRF file with the TRF importer.
func loadTRF(t testing.TB, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tn, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return tn
}

// catalogue returns the US Chess family, as the CLI registers it.
func catalogue() *engine.Catalogue {
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	return cat
}

// rankedDoc ranks t under US Chess rules with the tiebreaks in list (codes or presets).
func rankedDoc(t testing.TB, tn *engine.Tournament, list string) *exporters.Document {
	t.Helper()
	cat := catalogue()
	rules := engine.Rules{System: "uscf"}
	ev := engine.NewEvaluation(tn, rules)
	tbs, err := cat.Resolve(list, rules, ev.Kind)
	if err != nil {
		t.Fatal(err)
	}
	return &exporters.Document{T: tn, Standings: engine.Rank(ev, tbs), Opts: exporters.Options{Generator: "tiebreak test"}}
}

// export writes docs and reopens the workbook.
func export(t testing.TB, docs []*exporters.Document, cfg Config) (*excelize.File, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteWorkbook(context.Background(), &buf, docs, cfg); err != nil {
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

// readHeader returns the header row of a CSV file.
func readHeader(t testing.TB, path string) []string {
	t.Helper()
	fh, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer fh.Close()
	h, err := csv.NewReader(fh).Read()
	if err != nil {
		t.Fatal(err)
	}
	return h
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
// manual page breaks (read from the sheet XML in data), column widths, the first row
// heights, and every non-empty cell with its type and a style summary.
func dump(t testing.TB, f *excelize.File, data []byte) string {
	t.Helper()
	var b strings.Builder
	fmt.Fprintf(&b, "sheets: %q active=%d\n", f.GetSheetList(), f.GetActiveSheetIndex())
	breaks := rowBreaks(t, f, data)
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
		visible, err := f.GetSheetVisible(sheet)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "visible (prints): %v\n", visible)
		fmt.Fprintf(&b, "page: size=%d orientation=%s fitToPage=%v fitToWidth=%d fitToHeight=%d scale=%d order=%s\n",
			deref(pl.Size), deref(pl.Orientation), deref(props.FitToPage), deref(pl.FitToWidth), deref(pl.FitToHeight), deref(pl.AdjustTo), deref(pl.PageOrder))
		margins, err := f.GetPageMargins(sheet)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "margins: top=%g bottom=%g side=%g header=%g footer=%g\n",
			deref(margins.Top), deref(margins.Bottom), deref(margins.Left), deref(margins.Header), deref(margins.Footer))
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
		fmt.Fprintf(&b, "page breaks before rows: %v\n", breaks[sheet].rows)
		fmt.Fprintf(&b, "page breaks before columns: %v\n", breaks[sheet].cols)
		var hs []string
		for r := 1; r <= 4; r++ {
			h, err := f.GetRowHeight(sheet, r)
			if err != nil {
				t.Fatal(err)
			}
			hs = append(hs, fmt.Sprintf("%d=%g", r, h))
		}
		fmt.Fprintf(&b, "row heights: %s\n", strings.Join(hs, " "))
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

// pageBreaks are a sheet's manual page breaks: the rows and columns (1-based) that
// start a new printed page.
type pageBreaks struct{ rows, cols []int }

// rowBreaks returns, per sheet, the manual page breaks read from the sheet XML.
func rowBreaks(t testing.TB, f *excelize.File, data []byte) map[string]pageBreaks {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	brk := regexp.MustCompile(`<brk id="(\d+)"`)
	list := func(xml []byte, tag string) []int {
		var out []int
		start := bytes.Index(xml, []byte("<"+tag))
		if start < 0 {
			return nil
		}
		end := bytes.Index(xml[start:], []byte("</"+tag+">"))
		if end < 0 {
			return nil
		}
		for _, m := range brk.FindAllSubmatch(xml[start:start+end], -1) {
			n, _ := strconv.Atoi(string(m[1]))
			out = append(out, n+1) // a break after row (column) n starts a page at n+1
		}
		return out
	}
	out := map[string]pageBreaks{}
	for id, name := range f.GetSheetMap() {
		rc, err := zr.Open("xl/worksheets/sheet" + strconv.Itoa(id) + ".xml")
		if err != nil {
			t.Fatal(err)
		}
		xml, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[name] = pageBreaks{rows: list(xml, "rowBreaks"), cols: list(xml, "colBreaks")}
	}
	return out
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
	if st.Alignment != nil && st.Alignment.TextRotation != 0 {
		parts = append(parts, fmt.Sprintf("rot=%d", st.Alignment.TextRotation))
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
