package pdfout

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"tiebreak/exporters"
)

// goldenCase is one PDF compared byte for byte with testdata/<name>.pdf.
type goldenCase struct {
	name string
	doc  func(tb testing.TB) *exporters.Document
}

// checkGolden renders every case and compares it with its golden file; go test
// ./exporters/pdf -update rewrites them. The time stamp is fixed, so the files only change
// when the layout does: look at the pages (pdftoppm -r 80 -png) before committing new ones.
func checkGolden(t *testing.T, cases []goldenCase) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := render(t, tc.doc(t))
			path := filepath.Join("testdata", tc.name+".pdf")
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test ./exporters/pdf -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				out := filepath.Join(t.TempDir(), tc.name+".pdf")
				_ = os.WriteFile(out, got, 0o644)
				t.Errorf("PDF differs from %s (got %d bytes, want %d); new file in %s", path, len(got), len(want), out)
			}
		})
	}
}

// TestGoldenLayout covers the layout of every part with a hand-made allocation: a prize
// won alone with a trophy, a pool with the exception, cap and remainder notes, an
// unawarded prize, trophies with their deciding tiebreaks, the tax-form lines.
func TestGoldenLayout(t *testing.T) {
	checkGolden(t, []goldenCase{
		{"layout-open", func(tb testing.TB) *exporters.Document { return openDocWithPrizes(tb) }},
		{"standings-open-a4", func(tb testing.TB) *exporters.Document {
			doc := openDoc(tb)
			doc.Opts.Paper = "a4"
			return doc
		}},
	})
}
