package engine

import (
	"errors"
	"testing"
)

func TestParseScore(t *testing.T) {
	tests := []struct {
		in   string
		want Score
	}{
		{"3", 3 * Point}, {"2.5", 2*Point + Half}, {"2,5", 2*Point + Half}, {"½", Half},
		{"2½", 2*Point + Half}, {".5", Half}, {"-1", -Point}, {" 11.5 ", 11*Point + Half},
		{"0.25", Point / 4}, {"60.66", 60*Point + 6600}, {"+1", Point}, {"1.125", Point + 1250},
	}
	for _, tc := range tests {
		got, err := ParseScore(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseScore(%q) = %v, %v; want %v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "x", "1.2.3", "1.23456", "½.5", "-", ".", "1e3", "2½½"} {
		if _, err := ParseScore(bad); !errors.Is(err, ErrScore) {
			t.Errorf("ParseScore(%q) error = %v; want ErrScore", bad, err)
		}
	}
}

func TestScoreFormatting(t *testing.T) {
	tests := []struct {
		s        Score
		str      string
		decimals int
		fixed    string
	}{
		{3 * Point, "3", 1, "3.0"},
		{2*Point + Half, "2.5", 2, "2.50"},
		{23*Point + 2500, "23.25", 1, "23.3"},
		{-(Point + 2500), "-1.25", 1, "-1.3"},
		{60*Point + 6600, "60.66", 0, "61"},
		{0, "0", 2, "0.00"},
	}
	for _, tc := range tests {
		if got := tc.s.String(); got != tc.str {
			t.Errorf("String(%d) = %q; want %q", tc.s, got, tc.str)
		}
		if got := tc.s.Format(tc.decimals); got != tc.fixed {
			t.Errorf("Format(%d, %d) = %q; want %q", tc.s, tc.decimals, got, tc.fixed)
		}
	}
}

func TestScoreArithmetic(t *testing.T) {
	if got := (2*Point + Half).Mul(Half); got != Point+2500 {
		t.Errorf("2.5 × 0.5 = %v", got)
	}
	// IHSA worked example, seed 003: (60+10) × (3²+1) / 100 = 7.00.
	if got := Points(70).Mul(Points(10)).DivRound(100); got != 7*Point {
		t.Errorf("IHSA round = %v", got)
	}
	if got := Points(10).DivRound(3); got != 33333 {
		t.Errorf("10/3 = %d", got)
	}
	if got := Points(-10).DivRound(3); got != -33333 {
		t.Errorf("-10/3 = %d", got)
	}
	if got := Score(5).DivRound(2); got != 3 {
		t.Errorf("5/2 rounds half away from zero: %d", got)
	}
}
