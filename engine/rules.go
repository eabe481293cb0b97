package engine

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Rules selects the rulebook tiebreaks are computed under.
type Rules struct {
	// System is the tiebreak family: "uscf" or "fide".
	System string
	// Edition selects a rule edition inside the system. FIDE: "2009" (virtual opponent),
	// "2023", "2024", "2026"; "" lets the family choose (for FIDE, from the start date).
	// US Chess: "" (7th edition).
	Edition string
	// Kind overrides Swiss/round-robin detection.
	Kind Kind
	// Options are family-specific variants, such as "opp-unplayed=actual"; each family
	// lists and validates its own in [Family.Options].
	Options map[string]string
}

// ParseRules reads a rules name: "uscf", "fide", "fide-2024", "fide-2009", ...
func ParseRules(s string) (Rules, error) {
	s = strings.ToLower(strings.TrimSpace(s))
	sys, ed, _ := strings.Cut(s, "-")
	switch sys {
	case "uscf", "us", "uschess":
		if ed != "" {
			return Rules{}, &EditionError{Rules: s, Reason: "US Chess rules take no edition (use uscf)"}
		}
		return Rules{System: "uscf"}, nil
	case "fide":
		switch ed {
		case "", "2009", "2023", "2024", "2026":
			return Rules{System: "fide", Edition: ed}, nil
		}
		return Rules{}, &EditionError{Rules: s, Reason: "FIDE editions are 2009, 2023, 2024 and 2026"}
	}
	return Rules{}, &UnknownRulesError{Rules: s}
}

// RulesNames lists the values [ParseRules] accepts, as a director would write them.
var RulesNames = []string{"uscf", "fide", "fide-2009", "fide-2023", "fide-2024", "fide-2026"}

// EditionError is a rules name with an edition its rulebook does not have.
type EditionError struct {
	Rules  string // the name as given: "fide-2011"
	Reason string // what the rulebook's editions are
}

func (e *EditionError) Error() string { return "rules " + e.Rules + ": " + e.Reason }

// OtherRulesError reports something that exists under other rules than those given: a
// preset of another family, a team tiebreak that is FIDE's, an option of another edition.
// Rules names the rules that have it ("fide", "fide-2009"): the caller says how to give
// them.
type OtherRulesError struct {
	Msg   string // what is wrong: "preset \"fide\" belongs to FIDE rules"
	Rules string
}

func (e *OtherRulesError) Error() string { return e.Msg + " (rules " + e.Rules + ")" }

// Edition reports whether Rules names one edition of a rulebook ("fide-2009"), which
// replaces the rules given, rather than a rulebook ("fide") whose edition follows the
// event.
func (e *OtherRulesError) Edition() bool {
	r, err := ParseRules(e.Rules)
	return err == nil && r.Edition != ""
}

// UnknownRulesError reports a rules name [ParseRules] does not know.
type UnknownRulesError struct{ Rules string }

func (e *UnknownRulesError) Error() string {
	return fmt.Sprintf("unknown rules %q (use %s)", e.Rules, strings.Join(RulesNames, ", "))
}

// String returns the rules as --rules would take them ("fide-2024").
func (r Rules) String() string {
	if r.Edition == "" {
		return r.System
	}
	return r.System + "-" + r.Edition
}

// Option returns the value of a family option, or def when it is not set.
func (r Rules) Option(name, def string) string {
	if v, ok := r.Options[name]; ok {
		return v
	}
	return def
}

// OptionNames returns the names of the options set, sorted.
func (r Rules) OptionNames() []string {
	names := make([]string, 0, len(r.Options))
	for k := range r.Options {
		names = append(names, k)
	}
	sort.Strings(names)
	return names
}

// Date is a calendar date; Month and Day may be 0 when the source gives only a year.
type Date struct{ Year, Month, Day int }

// Words writes d as a director reads it: "26 October 2025", or "October 2025" and
// "2025" when that is all the file says.
func (d Date) Words() string {
	months := []string{"January", "February", "March", "April", "May", "June", "July", "August",
		"September", "October", "November", "December"}
	switch {
	case d.Month < 1 || d.Month > 12:
		return strconv.Itoa(d.Year)
	case d.Day == 0:
		return months[d.Month-1] + " " + strconv.Itoa(d.Year)
	}
	return strconv.Itoa(d.Day) + " " + months[d.Month-1] + " " + strconv.Itoa(d.Year)
}

// Before reports whether d is earlier than o.
func (d Date) Before(o Date) bool {
	if d.Year != o.Year {
		return d.Year < o.Year
	}
	if d.Month != o.Month {
		return d.Month < o.Month
	}
	return d.Day < o.Day
}

// IsZero reports whether the date is unknown.
func (d Date) IsZero() bool { return d.Year == 0 }

// ParseDate reads the date forms found in real files: "2025/03/01", "2025-03-01",
// "25/03/01" (TRF 132), "28. 07. 2005", "28.07.2005", "2005", "May 29, 2020". It returns
// the zero Date when it cannot tell.
func ParseDate(s string) Date {
	s = strings.TrimSpace(s)
	if s == "" {
		return Date{}
	}
	months := []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
	low := strings.ToLower(s)
	for i, m := range months {
		if strings.HasPrefix(low, m) {
			nums := digitsRuns(s)
			if len(nums) >= 2 {
				return Date{Year: nums[1], Month: i + 1, Day: nums[0]}
			}
		}
	}
	nums := digitsRuns(s)
	switch len(nums) {
	case 1:
		if nums[0] > 1000 {
			return Date{Year: nums[0]}
		}
	case 3:
		a, b, c := nums[0], nums[1], nums[2]
		switch {
		case a > 31: // Y M D
			return Date{Year: a, Month: b, Day: c}
		case c > 31: // D M Y
			return Date{Year: c, Month: b, Day: a}
		default: // YY/MM/DD as in TRF 132
			return Date{Year: 2000 + a, Month: b, Day: c}
		}
	}
	return Date{}
}

func digitsRuns(s string) []int {
	var out []int
	n, in := 0, false
	for _, c := range s {
		if c >= '0' && c <= '9' {
			n = n*10 + int(c-'0')
			in = true
			if n > 1_000_000 {
				return nil
			}
			continue
		}
		if in {
			out = append(out, n)
		}
		n, in = 0, false
	}
	if in {
		out = append(out, n)
	}
	return out
}

// OptionSyntaxError is a rule option not written NAME=VALUE.
type OptionSyntaxError struct{ Option string }

func (e *OptionSyntaxError) Error() string {
	return fmt.Sprintf("option %q: write NAME=VALUE", e.Option)
}

// ParseOption reads one rule option written NAME=VALUE (own-unplayed=ignore): the name
// in lower case, name and value trimmed. A blank name is an [OptionSyntaxError].
func ParseOption(s string) (name, value string, err error) {
	k, v, ok := strings.Cut(s, "=")
	k = strings.ToLower(strings.TrimSpace(k))
	if !ok || k == "" {
		return "", "", &OptionSyntaxError{Option: s}
	}
	return k, strings.TrimSpace(v), nil
}

// ParseOptions reads rule options written NAME=VALUE ([ParseOption]) into the map
// [Rules.Options] holds, a later value of a name winning; nil for none.
func ParseOptions(opts []string) (map[string]string, error) {
	var m map[string]string
	for _, o := range opts {
		k, v, err := ParseOption(o)
		if err != nil {
			return nil, err
		}
		if m == nil {
			m = map[string]string{}
		}
		m[k] = v
	}
	return m, nil
}
