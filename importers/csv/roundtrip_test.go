package csvin_test

import (
	"bytes"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func canonical(t *testing.T, tr *engine.Tournament) []byte {
	t.Helper()
	b, err := jsonout.Canonical(tr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestTRFRoundTrip converts every real TRF to a CSV crosstable and back, and requires the
// same canonical model.
func TestTRFRoundTrip(t *testing.T) {
	root := trftest.RealData(t)
	files := trftest.Files(t, ".trf")
	if len(files) == 0 {
		t.Fatal("no TRF files found")
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		t.Run(rel, func(t *testing.T) {
			tr := trftest.Load(t, path)
			want := canonical(t, tr)
			var buf bytes.Buffer
			if err := csvout.NewCrosstable().Export(&buf, &exporters.Document{T: tr}); err != nil {
				t.Fatal(err)
			}
			back, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: buf.Bytes()})
			if err != nil {
				t.Fatalf("reimport: %v", err)
			}
			got := canonical(t, back)
			if !bytes.Equal(got, want) {
				t.Errorf("canonical model differs after TRF -> CSV -> model:\n%s", firstDiff(want, got))
			}
		})
	}
}

// firstDiff shows the first differing line of two texts with a little context.
func firstDiff(a, b []byte) string {
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
			return "line " + strconv.Itoa(i+1) + ":\n  want " + x + "\n  got  " + y
		}
	}
	return ""
}
