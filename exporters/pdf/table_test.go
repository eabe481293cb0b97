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
