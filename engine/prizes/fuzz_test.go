package prizes

import (
	"strings"
	"testing"
)

// FuzzParseMoney checks that ParseMoney never panics, never returns a negative amount or
// one beyond any fund, and reads back what Money.String and Money.Format write.
func FuzzParseMoney(f *testing.F) {
	for _, s := range []string{"500", "162.50", "1,379", "$1,379.00", "€8500", ".5", "-5", "1,3,7", "999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := ParseMoney(s)
		if err != nil {
			return
		}
		if m < 0 || m > maxMoney {
			t.Fatalf("ParseMoney(%q) = %d", s, m)
		}
		for _, text := range []string{m.String(), m.Format("USD"), m.Format("EUR")} {
			if back, err := ParseMoney(text); err != nil || back != m {
				t.Fatalf("ParseMoney(%q) = %d, %v; want %d", text, back, err, m)
			}
		}
	})
}

// FuzzParseClass checks that ParseClass never panics and that what it accepts can be
// won: a non-empty band, or unrated players.
func FuzzParseClass(f *testing.F) {
	for _, s := range []string{"U1800", "1600-1799", "2000+", "B", "Class A", "unrated", "U1800/Unrated", "over 1999", "under 1200", "U0", "9-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		el, kind, err := ParseClass(s)
		if err != nil {
			return
		}
		switch {
		case kind == KindUnrated:
			if !el.Unrated || el.HasRating {
				t.Fatalf("ParseClass(%q) = %+v", s, el)
			}
		case kind != KindRating || !el.HasRating:
			t.Fatalf("ParseClass(%q) = %+v, %v", s, el, kind)
		case el.RatingMax != 0 && el.RatingMin > el.RatingMax, el.RatingMax < 0, el.RatingMin < 0:
			t.Fatalf("ParseClass(%q): empty band %+v", s, el)
		}
		if strings.TrimSpace(s) == "" {
			t.Fatalf("ParseClass accepted blank %q", s)
		}
	})
}
