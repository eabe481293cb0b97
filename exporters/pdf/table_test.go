package pdfout

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"testing"
)

// TestTableNeverSplitsRows draws a table of rows that wrap onto several lines, with some
// rows grouped, and checks page by page that every row (first and last word) and every
// group that fits on a page stays on one page, under repeated column titles.
func TestTableNeverSplitsRows(t *testing.T) {
	doc := openDoc(t)
	r, err := newRenderer(doc, goFonts())
	if err != nil {
		t.Fatal(err)
	}
	tab := &table{title: "Test table", size: bodySize}
	tab.cols = []column{
		{title: "Key", align: 'L'},
		{title: "Text", align: 'L', wrap: true, min: 100},
		{title: "Value", align: 'R'},
	}
	for i := range 150 {
		words := strings.Repeat("filler ", 10+i%40)
		g := 0
		if i%10 >= 6 {
			g = i/10 + 1 // rows 6-9 of every ten form a group
		}
		tab.rows = append(tab.rows, row{cells: []string{fmt.Sprintf("K%03d", i), fmt.Sprintf("first%03d %send%03d", i, words, i), strconv.Itoa(i)}, group: g,
			note: fmt.Sprintf("note%03d", i)})
	}
	r.newPage()
	r.draw(tab)
	var buf bytes.Buffer
	if err := r.output(&buf); err != nil {
		t.Fatal(err)
	}
	pdf := buf.Bytes()
	n := r.pdf.PageCount()
	if n < 3 {
		t.Fatalf("only %d pages", n)
	}
	pageOf := map[string]int{}
	for p := 1; p <= n; p++ {
		text := pdftext(t, pdf, p, p)
		if !strings.Contains(text, "Key") || !strings.Contains(text, "Value") {
			t.Errorf("page %d lacks the column titles", p)
		}
		// Nothing is drawn into the footer: the page number is the last text.
		if _, after, ok := strings.Cut(text, fmt.Sprintf("Page %d of %d", p, n)); !ok || strings.TrimSpace(after) != "" {
			t.Errorf("page %d: text below the footer or no page number: %q", p, after)
		}
		if p > 1 && !strings.Contains(text, "Test table (continued)") {
			t.Errorf("page %d lacks the continued title", p)
		}
		for _, f := range strings.Fields(text) {
			if strings.HasPrefix(f, "first") || strings.HasPrefix(f, "end") || strings.HasPrefix(f, "note") || (strings.HasPrefix(f, "K") && f != "Key") {
				if _, dup := pageOf[f]; dup {
					t.Errorf("%s printed twice", f)
				}
				pageOf[f] = p
			}
		}
	}
	for i := range 150 {
		k := fmt.Sprintf("%03d", i)
		first, end, note, key := pageOf["first"+k], pageOf["end"+k], pageOf["note"+k], pageOf["K"+k]
		if first == 0 || first != end || first != note || first != key {
			t.Errorf("row %d split or missing: key p%d, first p%d, end p%d, note p%d", i, key, first, end, note)
		}
		if i%10 > 6 && pageOf[fmt.Sprintf("K%03d", i-1)] != key {
			t.Errorf("row %d is on another page than the row before it in its group", i)
		}
	}
}

// TestTableKeepsLastRowsTogether draws tables of one-line rows whose last row or two
// would fall alone on the next page, with a legend after them, and checks that the last
// page holds the last orphanRows rows and the legend.
func TestTableKeepsLastRowsTogether(t *testing.T) {
	for _, extra := range []int{1, 2, 3} {
		t.Run(strconv.Itoa(extra), func(t *testing.T) {
			doc := openDoc(t)
			r, err := newRenderer(doc, goFonts())
			if err != nil {
				t.Fatal(err)
			}
			tab := &table{title: "Test table", size: bodySize, after: 30}
			tab.cols = []column{{title: "Key", align: 'L'}, {title: "Value", align: 'R'}}
			r.newPage()
			// How many rows fit on the first page, then that many plus extra.
			fit := int((r.bottom - r.y - 18 - (tab.lineH() + 3)) / (tab.lineH() + 2))
			for i := range fit + extra {
				tab.rows = append(tab.rows, row{cells: []string{fmt.Sprintf("K%03d", i), strconv.Itoa(i)}})
			}
			r.draw(tab)
			r.y += 30
			var buf bytes.Buffer
			if err := r.output(&buf); err != nil {
				t.Fatal(err)
			}
			if n := r.pdf.PageCount(); n != 2 {
				t.Fatalf("%d pages, want 2", n)
			}
			rows := strings.Count(pdftext(t, buf.Bytes(), 2, 2), "K0")
			if rows != orphanRows {
				t.Errorf("%d rows on the last page, want %d", rows, orphanRows)
			}
		})
	}
}

// TestChunkSizes checks how the season leaderboard's rows are spread over the pages of
// its bands: evenly, with room for the legend under the last page's rows.
func TestChunkSizes(t *testing.T) {
	for _, tc := range []struct {
		n, perPage, legend int
		want               string
	}{
		{0, 30, 2, "[]"},
		{10, 30, 2, "[10]"},
		{29, 30, 2, "[15 14]"},
		{31, 30, 2, "[16 15]"},
		{61, 30, 2, "[21 21 19]"},
		{128, 34, 2, "[32 32 32 32]"},
		{3, 1, 2, "[1 1 1]"},
	} {
		if got := fmt.Sprint(chunkSizes(tc.n, tc.perPage, tc.legend)); got != tc.want {
			t.Errorf("chunkSizes(%d, %d, %d) = %s, want %s", tc.n, tc.perPage, tc.legend, got, tc.want)
		}
	}
}
