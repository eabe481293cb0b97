package fontmetrics

import (
	"math"
	"testing"
)

// TestWidth checks widths against the fonts' published metrics: Arial's (and so
// Liberation Sans's) widths are Helvetica's (digits 0.556 em, "W" 0.944 em, "A" 0.667,
// "B" and "C" 0.667 and 0.722), DejaVu Sans's digits 0.636 em; Greek and Cyrillic are
// measured (not the full-em estimate), CJK counts a full em.
func TestWidth(t *testing.T) {
	for _, c := range []struct {
		s    string
		face Face
		bold bool
		want float64
	}{
		{"0123456789", Liberation, false, 5.56},
		{"W", Liberation, false, 0.944},
		{"W", Liberation, true, 0.944},
		{"i", Liberation, true, 0.278},
		{"0", DejaVu, false, 0.636},
		{"0", DejaVu, true, 0.696},
		{"½", Liberation, false, 0.834},
		{"ABC", Liberation, false, 2.056},
		{"é", Liberation, false, 0.556},
		{"李", Liberation, false, 1},
		{"a\tb", Liberation, false, 1.112},
		{"", DejaVu, false, 0},
	} {
		if got := Width(c.s, c.face, c.bold); math.Abs(got-c.want) > 1e-9 {
			t.Errorf("Width(%q, %d, %v) = %v, want %v", c.s, c.face, c.bold, got, c.want)
		}
	}
	for _, s := range []string{"Ω", "Ж", "ώ", "ё", "ş", "ệ"} {
		for _, face := range []Face{Liberation, DejaVu} {
			if w := Width(s, face, false); w < 0.3 || w == 1 || w > 1.2 {
				t.Errorf("Width(%q, %d) = %v: not measured", s, face, w)
			}
		}
	}
	if Widest("ΜΙΚΗΣ", false) != Width("ΜΙΚΗΣ", DejaVu, false) {
		t.Error("DejaVu Sans should be the wider face of Greek capitals")
	}
}
