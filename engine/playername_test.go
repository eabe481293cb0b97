package engine

import "testing"

// TestSamePlayerName checks the name comparison rating lists and member files use.
func TestSamePlayerName(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"Smith, John A", "JOHN A SMITH", true},
		{"Smith, John A.", "john a smith", true},
		{"Garcia-Lopez, Ana", "Ana Garcia Lopez", true},
		{"O'Brien, Pat", "pat o brien", true},
		{"Smith, John", "Smith, Jon", false},
		{"Smith, John", "Smith, John A", false},
		{"Smith John", "Smith, John, John", false},
		{"", "", true},
		{"Müller, Jürgen", "JÜRGEN MÜLLER", true},
	}
	for _, tc := range tests {
		if got := SamePlayerName(tc.a, tc.b); got != tc.want {
			t.Errorf("SamePlayerName(%q, %q) = %t, want %t", tc.a, tc.b, got, tc.want)
		}
	}
}
