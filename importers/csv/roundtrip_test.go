package csvin_test

import (
	"bytes"
	"context"
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
			if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
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

// TestPlannedAndStatedReadBack writes a real 9-round event cut after round 3, its planned
// rounds not stated, with a stated tiebreak order, as a CSV crosstable and reads it back:
// 9 planned rounds, now stated ("after round 3"), and the same order and its source.
func TestPlannedAndStatedReadBack(t *testing.T) {
	tr := trftest.Load(t, trftest.Files(t, ".trf")[0])
	tr.RoundsStated = false
	tr.StatedTiebreaks, tr.StatedRules, tr.StatedBy = []string{"DE", "BH/C1"}, "fide", "chess-results"
	var buf bytes.Buffer
	if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr.Cut(3)}); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"\n# rounds: 3\n", "\n# planned-rounds: " + strconv.Itoa(tr.Rounds) + "\n", "\n\"# tiebreak-order: fide,chess-results,DE BH/C1\"\n"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("no %q in the metadata", want)
		}
	}
	back, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: buf.Bytes()})
	if err != nil {
		t.Fatal(err)
	}
	if back.Rounds != tr.Rounds || !back.RoundsStated || back.Progress().String() != "Standings after round 3" {
		t.Errorf("read back: %d rounds, stated %v, %q", back.Rounds, back.RoundsStated, back.Progress())
	}
	if strings.Join(back.StatedTiebreaks, ",") != "DE,BH/C1" || back.StatedRules != "fide" || back.StatedBy != "chess-results" {
		t.Errorf("stated order %v %q %q", back.StatedTiebreaks, back.StatedRules, back.StatedBy)
	}
	bad := strings.Replace(buf.String(), "# planned-rounds: "+strconv.Itoa(tr.Rounds), "# planned-rounds: 2", 1)
	if _, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: []byte(bad)}); err == nil || !strings.Contains(err.Error(), "planned-rounds 2, fewer than the 3 rounds") {
		t.Errorf("planned 2 of 3 rounds held: %v", err)
	}
}
