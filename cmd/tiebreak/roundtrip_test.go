package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestLosslessConvertOnEveryRealTRF converts every real TRF through the command line,
// TRF -> TRF, TRF -> CSV -> TRF, TRF -> XLSX crosstable -> TRF and TRF -> JSON -> TRF,
// and requires the canonical model of the final TRF to equal the source's, and the final
// TRF text to equal that of TRF -> TRF byte for byte.
func TestLosslessConvertOnEveryRealTRF(t *testing.T) {
	root := trftest.RealData(t)
	files := trftest.Files(t, ".trf")
	if len(files) < 200 {
		t.Fatalf("found only %d TRF files under %s", len(files), root)
	}
	if testing.Short() {
		files = files[:20]
	}
	dir := t.TempDir()
	chains := [][]string{{"trf"}, {"csv", "trf"}, {"xlsx-crosstable", "trf"}, {"json", "trf"}}
	ext := map[string]string{"trf": ".trf", "csv": ".csv", "xlsx-crosstable": ".xlsx", "json": ".json"}
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		var direct []byte
		want, err := jsonout.Canonical(trftest.Load(t, f))
		if err != nil {
			t.Fatal(err)
		}
		for _, chain := range chains {
			src := f
			for k, to := range chain {
				out := filepath.Join(dir, "step"+string(rune('0'+k))+ext[to])
				if code, _, errOut := runCLI(t, "convert", "--quiet", "--to", to, "-o", out, src); code != 0 {
					t.Fatalf("%s: convert to %s: exit %d: %s", rel, to, code, errOut)
				}
				src = out
			}
			got, err := jsonout.Canonical(trftest.Load(t, src))
			if err != nil {
				t.Fatal(err)
			}
			text, err := os.ReadFile(src)
			if err != nil {
				t.Fatal(err)
			}
			if direct == nil {
				direct = text
			} else if !bytes.Equal(text, direct) {
				t.Errorf("%s: TRF -> %s writes another TRF than TRF -> TRF:\n%s", rel, strings.Join(chain, " -> "), firstDifference(direct, text))
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: TRF -> %s: canonical model differs:\n%s", rel, strings.Join(chain, " -> "), firstDifference(want, got))
			}
		}
	}
}

// firstDifference shows the first differing line of two texts.
func firstDifference(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			return "  want " + x + "\n  got  " + y
		}
	}
	return ""
}
