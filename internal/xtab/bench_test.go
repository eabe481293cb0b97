package xtab

import "testing"

// BenchmarkParseCellUS reads the US cells the csv exporter writes most.
func BenchmarkParseCellUS(b *testing.B) {
	cells := []string{"W123w", "L4567b", "D89w", "H", "B", "X12", "'-", " W9999b "}
	for i := 0; i < b.N; i++ {
		for _, c := range cells {
			if _, err := ParseCell(c, US); err != nil {
				b.Fatal(err)
			}
		}
	}
}
