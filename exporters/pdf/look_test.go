package pdfout

import (
	"os"
	"path/filepath"
	"testing"

	"tiebreak/importers/trf/trftest"
)

// TestWriteSamples writes sample PDFs to $PDF_SAMPLES for looking at (small and large
// events, Letter and A4, the prize events); it is skipped when the variable is not set.
func TestWriteSamples(t *testing.T) {
	dir := os.Getenv("PDF_SAMPLES")
	if dir == "" {
		t.Skip("set PDF_SAMPLES=DIR to write sample PDFs")
	}
	rd := trftest.RealData(t)
	small := rankedDoc(t, loadTRF(t, filepath.Join(rd, "uscf/swisssys-2025-05-93rd-massachusetts-open/championship.derived.trf")), "uscf")
	big := synthDoc(t, 320, 7)
	small.Prizes = handAllocation(small)
	big.Prizes = manyPrizes(big, 40)
	for _, ev := range prizeEvents {
		doc := prizeDoc(t, ev.event, ev.fund)
		doc.Opts.Paper = "a4"
		if err := os.WriteFile(filepath.Join(dir, ev.name+"-a4.pdf"), render(t, doc), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, paper := range []string{"letter", "a4"} {
		small.Opts.Paper = paper
		big.Opts.Paper = paper
		if err := os.WriteFile(filepath.Join(dir, "small-"+paper+".pdf"), render(t, small), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "big-"+paper+".pdf"), render(t, big), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
