package pdfout

import (
	"context"
	"io"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// BenchmarkPrizeReport renders the prize report (prize list, standings, award sheets) of
// a 400-player synthetic event with a 40-prize fund (20 place prizes, five prizes in each
// of four classes) paid by prizes.Allocate.
func BenchmarkPrizeReport(b *testing.B) {
	doc := synthDoc(b, 400, 7)
	f := &prizes.Fund{Currency: "USD", TaxFormAt: prizes.Dollars(600)}
	for i := range 20 {
		f.Prizes = append(f.Prizes, prizes.Prize{Label: prizes.Ordinal(i + 1), Place: i + 1, Cash: prizes.Dollars(int64(2000 - 90*i))})
	}
	for _, c := range []string{"U2000", "U1800", "U1600", "U1400"} {
		el, kind, err := prizes.ParseClass(c)
		if err != nil {
			b.Fatal(err)
		}
		for n := 1; n <= 5; n++ {
			f.Prizes = append(f.Prizes, prizes.Prize{Label: prizes.DefaultLabel(c, n), Group: c, Place: n, Cash: prizes.Dollars(int64(300 - 50*n)), Kind: kind, Eligibility: el})
		}
	}
	a, err := prizes.Allocate(doc.Standings, f, prizes.Options{})
	if err != nil {
		b.Fatal(err)
	}
	doc.Prizes = a
	b.ReportAllocs()
	for b.Loop() {
		if err := New().Export(context.Background(), io.Discard, doc); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSeason renders the season leaderboard of 100 generated events of 100 to 350
// players (350 players; the events in bands of pages across, then down).
func BenchmarkSeason(b *testing.B) {
	lb := bigSeason(100)
	b.ReportAllocs()
	for b.Loop() {
		if err := WriteSeason(io.Discard, lb, exporters.Options{GeneratedAt: fixedTime}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkStandingsLarge renders the standings of a 9,999-player, 13-round synthetic
// event: the renderer's own table path (rows, cells, text) at its largest.
func BenchmarkStandingsLarge(b *testing.B) {
	doc := synthDoc(b, 9999, 13)
	b.ReportAllocs()
	for b.Loop() {
		if err := New().Export(context.Background(), io.Discard, doc); err != nil {
			b.Fatal(err)
		}
	}
}
