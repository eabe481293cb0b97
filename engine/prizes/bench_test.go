package prizes

import (
	"fmt"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// BenchmarkAllocate9999 allocates a 60-prize fund (10 place prizes, 8 classes with 5
// prizes each, 5 unrated prizes and 5 age trophies) on a 9,999-player, 9-round event.
// Ranking is done once, outside the timed loop.
func BenchmarkAllocate9999(b *testing.B) { benchmarkAllocate(b, 9) }

// BenchmarkAllocate9999OneRound is the worst case for pooling: after one round the
// 9,999 players are tied in three huge score groups.
func BenchmarkAllocate9999OneRound(b *testing.B) { benchmarkAllocate(b, 1) }

func benchmarkAllocate(b *testing.B, rounds int) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: rounds, Seed: 7})
	for i := range tr.Players {
		if i%17 == 0 {
			tr.Players[i].Rating = 0
		}
	}
	st := rankUS(b, tr)
	f := &Fund{}
	for n := 1; n <= 10; n++ {
		f.Prizes = append(f.Prizes, place(n, fmt.Sprint(5000/n)))
	}
	for _, c := range []string{"U2200", "U2000", "U1800", "U1600", "U1400", "U1200", "U1000", "U800"} {
		for n := 1; n <= 5; n++ {
			f.Prizes = append(f.Prizes, class(c, n, fmt.Sprint(1000/n)))
		}
	}
	for n := 1; n <= 5; n++ {
		f.Prizes = append(f.Prizes, class("unrated", n, fmt.Sprint(300/n)))
	}
	for n := 1; n <= 5; n++ {
		f.Prizes = append(f.Prizes, Prize{Label: "Junior " + Ordinal(n), Group: "Junior", Place: n, Trophy: "Junior " + Ordinal(n),
			Kind: KindOther, Eligibility: Eligibility{AgeMax: 20}})
	}
	if len(f.Prizes) != 60 {
		b.Fatalf("%d prizes", len(f.Prizes))
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := Allocate(st, f, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}
