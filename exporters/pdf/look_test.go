package pdfout

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestWriteSamples renders sample PDFs (small and large events, Letter and A4, the prize
// events) and checks each is a PDF whose first page has its page footer. With
// PDF_SAMPLES=DIR it leaves them in DIR for looking at; otherwise in a temporary folder.
func TestWriteSamples(t *testing.T) {
	dir := sampleDir(t)
	rd := trftest.RealData(t)
	small := rankedDoc(t, loadTRF(t, filepath.Join(rd, "uscf/swisssys-2025-05-93rd-massachusetts-open/championship.derived.trf")), "uscf")
	big := synthDoc(t, 320, 7)
	small.Prizes = handAllocation(small)
	big.Prizes = manyPrizes(big, 40)
	for _, ev := range prizeEvents {
		doc := prizeDoc(t, ev.event, ev.fund)
		doc.Opts.Paper = "a4"
		writeSample(t, dir, ev.name+"-a4.pdf", render(t, doc))
	}
	for _, paper := range []string{"letter", "a4"} {
		small.Opts.Paper = paper
		big.Opts.Paper = paper
		writeSample(t, dir, "small-"+paper+".pdf", render(t, small))
		writeSample(t, dir, "big-"+paper+".pdf", render(t, big))
	}
}

// sampleDir returns $PDF_SAMPLES, where the sample tests leave their PDFs to be looked
// at, or a temporary folder when it is not set.
func sampleDir(t *testing.T) string {
	if dir := os.Getenv("PDF_SAMPLES"); dir != "" {
		return dir
	}
	return t.TempDir()
}

// writeSample checks that pdf is a PDF whose first page has the "Page 1 of N" footer, and
// writes it to dir/name.
func writeSample(t *testing.T, dir, name string, pdf []byte) {
	t.Helper()
	if !bytes.HasPrefix(pdf, []byte("%PDF-")) {
		t.Errorf("%s: not a PDF", name)
	}
	if text := pdftext(t, pdf, 1, 1); !strings.Contains(text, "Page 1 of ") {
		t.Errorf("%s: no page footer on page 1:\n%s", name, text)
	}
	if err := os.WriteFile(filepath.Join(dir, name), pdf, 0o644); err != nil {
		t.Fatal(err)
	}
}
