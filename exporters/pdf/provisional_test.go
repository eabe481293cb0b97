package pdfout

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
)

// TestProvisionalPrizes renders the prize report (with the hand-out list) of the
// 5-round open event twice: planned for 7 rounds, so standing after round 5, and
// planned for 5, so final. Before the end every page carries the banner "PROVISIONAL -
// after round 5" and the award sheet has no signature or date column; the final
// report has no banner and a signature column.
func TestProvisionalPrizes(t *testing.T) {
	for _, tc := range []struct {
		planned     int
		provisional bool
	}{{7, true}, {5, false}} {
		tn := loadTRF(t, "../../testdata/open.trf")
		if err := tn.PlanRounds(tc.planned); err != nil {
			t.Fatal(err)
		}
		doc := rankedDoc(t, tn, "uscf")
		f, opts, err := fund.Load("../../testdata/open-fund.yaml")
		if err != nil {
			t.Fatal(err)
		}
		if doc.Prizes, err = prizes.Allocate(doc.Standings, f, opts); err != nil {
			t.Fatal(err)
		}
		doc.Opts.HandOut = true
		if p := exporters.Progress(doc); p.Final == tc.provisional {
			t.Fatalf("%d planned: %+v", tc.planned, p)
		}
		text := pdftext(t, render(t, doc), 0, 0)
		pages := strings.Split(strings.TrimRight(text, "\f"), "\f")
		if len(pages) < 3 {
			t.Fatalf("%d planned: %d pages", tc.planned, len(pages))
		}
		banner := regexp.MustCompile(`PROVISIONAL \S after round 5`)
		for i, page := range pages {
			if got := banner.MatchString(page); got != tc.provisional {
				t.Errorf("%d planned rounds, page %d: banner %v, want %v", tc.planned, i+1, got, tc.provisional)
			}
		}
		if !strings.Contains(text, "Hand-out list") {
			t.Errorf("%d planned rounds: no hand-out list", tc.planned)
		}
		sheet := text[strings.Index(text, "Award sheet"):]
		for _, word := range []string{"Signature"} {
			if got := strings.Contains(sheet, word); got == tc.provisional {
				t.Errorf("%d planned rounds: award sheet has %q: %v", tc.planned, word, got)
			}
		}
		if tc.provisional && !strings.Contains(text, "nothing is signed or paid before the last round is complete") {
			t.Errorf("%d planned rounds: the award sheet does not say why it has no signature lines", tc.planned)
		}
	}
}
