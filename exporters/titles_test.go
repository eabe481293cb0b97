package exporters

import "testing"

func TestTitleText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"g", "GM"}, {"m", "IM"}, {"f", "FM"}, {"c", "CM"},
		{"wg", "WGM"}, {"wm", "WIM"}, {"wf", "WFM"}, {"wc", "WCM"},
		{"GM", "GM"}, {"gm", "GM"}, {" IM ", "IM"}, {"WFM", "WFM"}, {"wcm", "WCM"},
		{"", ""}, {"NM", "NM"}, {"Dr.", "Dr."},
	}
	for _, tc := range tests {
		if got := TitleText(tc.in); got != tc.want {
			t.Errorf("TitleText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
