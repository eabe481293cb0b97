package templates

import "testing"

// TestFundSummary checks the summary 'tiebreak templates' lists beside each fund
// template: the first comment line, and nothing for a name that is no template.
func TestFundSummary(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"club-quad", "Club quad or small round robin: one cash prize and a trophy."},
		{"scholastic-trophies", "Scholastic section, trophies only (place, class, unrated, age)."},
		{"weekend-swiss", "Weekend Swiss, open section with class prizes ($2,000 based on 60)."},
		{"weekend-swis", ""},
		{"../doc", ""},
		{"", ""},
	} {
		if got := FundSummary(tc.name); got != tc.want {
			t.Errorf("FundSummary(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
