package prizes

import (
	"fmt"
	"strconv"
	"strings"
)

// usClasses are the US Chess rating classes (Chess Life TLA glossary), highest first.
var usClasses = []struct {
	names    []string
	min, max int // inclusive; max 0 = no upper bound
}{
	{[]string{"senior master", "sm"}, 2400, 0},
	{[]string{"master", "m"}, 2200, 2399},
	{[]string{"expert", "x", "ex"}, 2000, 2199},
	{[]string{"a"}, 1800, 1999},
	{[]string{"b"}, 1600, 1799},
	{[]string{"c"}, 1400, 1599},
	{[]string{"d"}, 1200, 1399},
	{[]string{"e"}, 1000, 1199},
	{[]string{"f"}, 800, 999},
	{[]string{"g"}, 600, 799},
	{[]string{"h"}, 400, 599},
	{[]string{"i"}, 200, 399},
	{[]string{"j"}, 0, 199},
}

// ParseClass reads the class of a restricted prize as funds write it and returns who may
// win it:
//
//   - "U1800" or "under 1800": rated below 1800; 1800 itself is not eligible (33C);
//   - "1600-1799": a band, both limits inclusive;
//   - "1800+" or "over 1799": rated 1800 or more;
//   - "B", "Class B", "Expert", "Master", "Senior Master": a US Chess rating class;
//   - "unrated": unrated players only;
//   - any of the above followed by "/Unrated" ("U1800/Unrated"): also open to unrated
//     players, as 33F asks such prizes to be advertised.
//
// Unrated players are never rating 0: they meet a rating condition only through
// "/Unrated" (or the fund's unrated: all).
func ParseClass(text string) (Eligibility, Kind, error) {
	t := strings.ToLower(strings.Join(strings.Fields(text), " "))
	if t == "" {
		return Eligibility{}, 0, fmt.Errorf("empty class")
	}
	if t == "unrated" || t == "unr" {
		return Eligibility{Unrated: true}, KindUnrated, nil
	}
	var e Eligibility
	if base, ok := cutSuffixFold(t, "/unrated"); ok {
		e.Unrated = true
		t = strings.TrimSpace(base)
	} else if base, ok := cutSuffixFold(t, "/unr"); ok {
		e.Unrated = true
		t = strings.TrimSpace(base)
	}
	e.HasRating = true
	t = strings.TrimPrefix(t, "class ")
	bad := func() (Eligibility, Kind, error) {
		return Eligibility{}, 0, fmt.Errorf("unknown class %q: write U1800, 1600-1799, 2000+, a US Chess class (Expert, A, B, ... J) or unrated", text)
	}
	switch {
	case strings.HasPrefix(t, "u") && len(t) > 1 && isDigits(t[1:]):
		e.RatingMax = atoi(t[1:]) - 1
	case strings.HasPrefix(t, "under ") && isDigits(t[6:]):
		e.RatingMax = atoi(t[6:]) - 1
	case strings.HasSuffix(t, "+") && isDigits(t[:len(t)-1]):
		e.RatingMin = atoi(t[:len(t)-1])
	case strings.HasPrefix(t, "over ") && isDigits(t[5:]):
		e.RatingMin = atoi(t[5:]) + 1
	case strings.Contains(t, "-"):
		lo, hi, _ := strings.Cut(t, "-")
		lo, hi = strings.TrimSpace(lo), strings.TrimSpace(hi)
		if !isDigits(lo) || !isDigits(hi) {
			return bad()
		}
		e.RatingMin, e.RatingMax = atoi(lo), atoi(hi)
		if e.RatingMin > e.RatingMax {
			return Eligibility{}, 0, fmt.Errorf("class %q: the band's lower limit is above its upper limit", text)
		}
	default:
		found := false
		for _, c := range usClasses {
			for _, n := range c.names {
				if t == n {
					e.RatingMin, e.RatingMax, found = c.min, c.max, true
				}
			}
		}
		if !found {
			return bad()
		}
	}
	if e.RatingMax < 0 || e.RatingMax == 0 && e.RatingMin == 0 {
		return Eligibility{}, 0, fmt.Errorf("class %q: no rating can be in it", text)
	}
	return e, KindRating, nil
}

func cutSuffixFold(s, suffix string) (string, bool) {
	if len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix) {
		return s[:len(s)-len(suffix)], true
	}
	return s, false
}

func isDigits(s string) bool {
	if s == "" || len(s) > 5 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// Ordinal returns "1st", "2nd", "3rd", "4th", "11th", "21st", ...
func Ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}

// DefaultLabel names a prize from its group and place when the fund gives no name: "1st",
// "U1600 1st", "Unrated 2nd".
func DefaultLabel(group string, place int) string {
	if group == "" {
		return Ordinal(place)
	}
	return group + " " + Ordinal(place)
}
