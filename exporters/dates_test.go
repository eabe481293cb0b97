package exporters

import "testing"

// TestDateRange checks the prose dates of every output, from the forms real files use.
func TestDateRange(t *testing.T) {
	for _, tc := range []struct{ start, end, want string }{
		{"2026/03/14", "2026/03/15", "March 14\u201315, 2026"},
		{"26/03/14", "26/03/15", "March 14\u201315, 2026"}, // TRF 132
		{"14.03.2026", "15.03.2026", "March 14\u201315, 2026"},
		{"2025-05-24", "2025-05-26", "May 24\u201326, 2025"},
		{"2025/5/26", "", "May 26, 2025"},
		{"May 26, 2025", "", "May 26, 2025"},
		{"2025/05/26", "2025/05/26", "May 26, 2025"},
		{"2025/05/31", "2025/06/01", "May 31 \u2013 June 1, 2025"},
		{"2025/12/30", "2026/01/02", "December 30, 2025 \u2013 January 2, 2026"},
		{"2026/08/01 to 2026/08/09", "", "August 1\u20139, 2026"},
		{"", "2026/04/17", "April 17, 2026"},
		{"2026", "", "2026"},
		{"", "", ""},
		{"spring", "", "spring"},
		{"spring", "summer", "spring \u2013 summer"},
		{"2026/13/40", "", "2026/13/40"},
	} {
		if got := DateRange(tc.start, tc.end); got != tc.want {
			t.Errorf("DateRange(%q, %q) = %q, want %q", tc.start, tc.end, got, tc.want)
		}
	}
}

// TestISODate checks the dates of the data files.
func TestISODate(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"2026/03/14", "2026-03-14"},
		{"26/03/14", "2026-03-14"},
		{"14.03.2026", "2026-03-14"},
		{"2025/5/26", "2025-05-26"},
		{"May 26, 2025", "2025-05-26"},
		{"2026", "2026"},
		{" 2026-03-14 ", "2026-03-14"},
		{"", ""},
		{"spring", "spring"},
		{"2026/13/40", "2026/13/40"},
		{"10.09.13", "10.09.13"}, // day or year first: not guessed
		{"10-09-13", "10-09-13"},
	} {
		if got := ISODate(tc.in); got != tc.want {
			t.Errorf("ISODate(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestFullISODate checks that only whole dates convert (fuzz finding: ten bytes that were
// no date, "0000000ÿ0", passed a length check and lost two characters in TRF output).
func TestFullISODate(t *testing.T) {
	cases := []struct {
		in   string
		want string
		ok   bool
	}{
		{"2026/04/17", "2026-04-17", true},
		{"2026-04-17", "2026-04-17", true},
		{"0000000ÿ0", "", false},
		{"2026/04", "", false},
		{"2026", "", false},
		{"", "", false},
	}
	for _, c := range cases {
		if got, ok := FullISODate(c.in); got != c.want || ok != c.ok {
			t.Errorf("FullISODate(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
