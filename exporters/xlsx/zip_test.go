package xlsxout

import (
	"archive/zip"
	"bytes"
	"io"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestReproducible checks that the same document gives the same bytes every time
// (excelize alone writes its worksheets in map order), with [Content_Types].xml first
// and the other parts by name, each part whole (its CRC and size as its header says).
func TestReproducible(t *testing.T) {
	doc := rankedDoc(t, loadTRF(t, "../../testdata/open.trf"), "uscf")
	_, first := export(t, []*exporters.Document{doc}, Config{Print: []string{"all"}})
	for range 20 {
		if _, again := export(t, []*exporters.Document{doc}, Config{Print: []string{"all"}}); !bytes.Equal(again, first) {
			t.Fatal("the same document gave different bytes")
		}
	}
	zr, err := zip.NewReader(bytes.NewReader(first), int64(len(first)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		// Reading a part to the end checks its CRC and size against its header.
		r, err := f.Open()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		if n, err := io.Copy(io.Discard, r); err != nil || n == 0 {
			t.Fatalf("%s: %d bytes, %v", f.Name, n, err)
		}
		r.Close()
	}
	want := []string{"[Content_Types].xml", "_rels/.rels", "docProps/app.xml", "docProps/core.xml",
		"xl/_rels/workbook.xml.rels", "xl/styles.xml", "xl/theme/theme1.xml", "xl/workbook.xml",
		"xl/worksheets/sheet1.xml", "xl/worksheets/sheet2.xml", "xl/worksheets/sheet3.xml", "xl/worksheets/sheet4.xml"}
	if len(names) != len(want) {
		t.Fatalf("parts %q, want %q", names, want)
	}
	for i := range want {
		if names[i] != want[i] {
			t.Fatalf("parts %q, want %q", names, want)
		}
	}
}
