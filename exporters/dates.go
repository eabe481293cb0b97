package exporters

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Dates are written one way in prose and another in data files, whatever form the input
// file used ("2026/03/14", "26/03/14", "14.03.2026", "March 14, 2026"):
//
//   - in prose (PDF reports, wall-chart headers, the season sheets), as a US TD writes
//     them: "March 14, 2026", "March 14–15, 2026", "May 31 – June 1, 2026", "March 2026";
//   - in data files (CSV, JSON), as ISO 8601: "2026-03-14", "2026-03", "2026".
//
// A date that cannot be read is printed as written, never guessed.

var monthNames = [...]string{"January", "February", "March", "April", "May", "June", "July",
	"August", "September", "October", "November", "December"}

// rangeSeparators split a date range written in one field ("2026/08/01 to 2026/08/09").
var rangeSeparators = []string{" to ", " \u2013 ", "\u2013", " - ", " \u2014 "}

// shortDate matches a date of three short numbers ("26/05/01", "10.09.13").
var shortDate = regexp.MustCompile(`^\s*\d{1,2}([./-])\d{1,2}([./-])\d{1,2}\s*$`)

// readDate returns the date s holds and whether it is one (a year at least, and a month
// and day in range when given). Three short numbers are read only as TRF's round dates
// are written, "YY/MM/DD"; with dots or dashes ("10.09.13") they could be a day first,
// and are not read.
func readDate(s string) (engine.Date, bool) {
	if m := shortDate.FindStringSubmatch(s); m != nil && (m[1] != "/" || m[2] != "/") {
		return engine.Date{}, false
	}
	d := engine.ParseDate(s)
	ok := d.Year > 0 && d.Month >= 0 && d.Month <= 12 && d.Day >= 0 && d.Day <= 31 && (d.Day == 0 || d.Month > 0)
	return d, ok
}

// splitRange returns the two dates of a range written in one field, when it is one.
func splitRange(s string) (string, string, bool) {
	for _, sep := range rangeSeparators {
		if a, b, ok := strings.Cut(s, sep); ok {
			if _, okA := readDate(a); okA {
				if _, okB := readDate(b); okB {
					return strings.TrimSpace(a), strings.TrimSpace(b), true
				}
			}
		}
	}
	return "", "", false
}

// DateRange writes an event's dates in prose: "March 14, 2026" for one day (or an end
// equal to the start), "March 14–15, 2026", "May 31 – June 1, 2026", "December 30, 2025
// – January 2, 2026", "March 2026" when the day is not known; "" when neither is given.
// A start holding a whole range ("2026/08/01 to 2026/08/09") is read as one. Text that
// is not a date is returned as written, the two joined by " – ".
func DateRange(start, end string) string {
	start, end = strings.TrimSpace(start), strings.TrimSpace(end)
	if end == "" {
		if a, b, ok := splitRange(start); ok {
			start, end = a, b
		}
	}
	if start == "" {
		start, end = end, ""
	}
	if start == "" {
		return ""
	}
	s, okS := readDate(start)
	e, okE := readDate(end)
	switch {
	case !okS || (end != "" && !okE):
		if end == "" || start == end {
			return start
		}
		return start + " \u2013 " + end
	case end == "" || s == e:
		return proseDate(s)
	case s.Day == 0 || e.Day == 0:
		return proseDate(s) + " \u2013 " + proseDate(e)
	case s.Year == e.Year && s.Month == e.Month:
		return fmt.Sprintf("%s %d\u2013%d, %d", monthNames[s.Month-1], s.Day, e.Day, s.Year)
	case s.Year == e.Year:
		return fmt.Sprintf("%s %d \u2013 %s %d, %d", monthNames[s.Month-1], s.Day, monthNames[e.Month-1], e.Day, s.Year)
	}
	return proseDate(s) + " \u2013 " + proseDate(e)
}

// proseDate writes one date: "March 14, 2026", "March 2026" or "2026".
func proseDate(d engine.Date) string {
	switch {
	case d.Month == 0:
		return fmt.Sprint(d.Year)
	case d.Day == 0:
		return fmt.Sprintf("%s %d", monthNames[d.Month-1], d.Year)
	}
	return fmt.Sprintf("%s %d, %d", monthNames[d.Month-1], d.Day, d.Year)
}

// ISODate writes a date for a data file as ISO 8601: "2026-03-14", "2026-03" or
// "2026"; text that is not a date is returned as written (trimmed), "" stays "".
func ISODate(s string) string {
	s = strings.TrimSpace(s)
	d, ok := readDate(s)
	switch {
	case s == "" || !ok:
		return s
	case d.Month == 0:
		return fmt.Sprintf("%04d", d.Year)
	case d.Day == 0:
		return fmt.Sprintf("%04d-%02d", d.Year, d.Month)
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
}

// FullISODate returns s as an ISO 8601 date ("2026-04-17") when it is a whole date in
// one of the forms [ISODate] reads, and false for anything else (a year, a year and
// month, or text that only has the length of a date).
func FullISODate(s string) (string, bool) {
	d, ok := readDate(strings.TrimSpace(s))
	if !ok || d.Month == 0 || d.Day == 0 {
		return "", false
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day), true
}
