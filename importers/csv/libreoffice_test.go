package csvin

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// TestSpreadsheetRoundTrip reads crosstable CSVs that LibreOffice 7.4 converted to XLSX
// and back to CSV (testdata/libreoffice/*.saved.csv, made with soffice --convert-to): the
// metadata lines come back padded with commas, and quoted whole when they hold a comma.
// Each reads to the same event as the file before the round trip, event name included.
func TestSpreadsheetRoundTrip(t *testing.T) {
	for _, name := range []string{"quoted", "unquoted"} {
		read := func(file string) *roundTripKept {
			t.Helper()
			data, err := os.ReadFile(filepath.Join("testdata", "libreoffice", file))
			if err != nil {
				t.Fatal(err)
			}
			tour, _, err := New().Import(importers.Source{Name: file, Data: data})
			if err != nil {
				t.Fatalf("%s: %v", file, err)
			}
			return &roundTripKept{tour.Name, tour.ChiefArbiter, tour.StartDate, tour.Rounds, len(tour.Players), tour.Totals()}
		}
		before, after := read(name+".csv"), read(name+".saved.csv")
		if before.name != "Spring Open, Reserve Section" || before.arbiter != "Arbiter, Chief" {
			t.Errorf("%s: before the round trip: %+v", name, before)
		}
		if !reflect.DeepEqual(before, after) {
			t.Errorf("%s: after LibreOffice %+v, before %+v", name, after, before)
		}
	}
}

// roundTripKept is what the round trip must keep.
type roundTripKept struct {
	name, arbiter, start string
	rounds, players      int
	totals               any
}
