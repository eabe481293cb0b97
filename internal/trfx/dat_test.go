package trfx

import "testing"

func TestParseDAT(t *testing.T) {
	for _, tc := range []struct {
		line string
		want DAT
		ok   bool
	}{
		{"DAT    1 ID:USCF 12345678", DAT{1, USCF, "12345678"}, true},
		{"DAT   12 GROUP Lincoln Middle School ", DAT{12, Group, "Lincoln Middle School"}, true},
		{"DAT    3 group  A  B", DAT{3, Group, "A  B"}, true},
		{"DAT    4 EMAIL", DAT{4, "EMAIL", ""}, true},
		{"DAT    x GROUP A", DAT{}, false},
		{"DAT    0 GROUP A", DAT{}, false},
		{"DAT    5", DAT{}, false},
		{"001    1 GROUP A", DAT{}, false},
	} {
		got, ok := ParseDAT(tc.line)
		if ok != tc.ok || got != tc.want {
			t.Errorf("ParseDAT(%q) = %+v, %v; want %+v, %v", tc.line, got, ok, tc.want, tc.ok)
		}
	}
}
