package pdfout

import (
	"io"
	"testing"
)

// BenchmarkPrizeReport renders the prize report (prize list, standings, award sheets) of
// a 400-player synthetic event with 40 prizes.
func BenchmarkPrizeReport(b *testing.B) {
	doc := synthDoc(b, 400, 7)
	doc.Prizes = manyPrizes(doc, 40)
	b.ReportAllocs()
	for b.Loop() {
		if err := New().Export(io.Discard, doc); err != nil {
			b.Fatal(err)
		}
	}
}
