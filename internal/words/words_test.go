package words

import "testing"

func TestPlural(t *testing.T) {
	for n, want := range map[int]string{0: "0 rounds", 1: "1 round", 2: "2 rounds", 1000: "1000 rounds"} {
		if got := Plural(n, "round"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}
