package engine

import (
	"errors"
	"fmt"
	"sort"
	"strings"
)

// Tiebreak computes one tiebreak. Larger values rank higher, unless the tiebreak implements
// [Ascending].
//
// Compute returns one value per member of group (player indexes into Tournament.Players),
// in the same order. Most tiebreaks ignore the group and return each player's own value
// (memoise the whole-field computation with [Evaluation.Memo]); group tiebreaks such as
// head-to-head or FIDE direct encounter depend on who is still tied, and return equal
// values when they cannot separate the group. Compute must not modify ev.
type Tiebreak interface {
	Code() string
	Compute(ev *Evaluation, group []int) []Score
}

// GroupTiebreak is implemented by tiebreaks whose value depends on the group of players
// still tied (head-to-head, direct encounter, the draw of lots). [Rank] computes such a
// value only for players it was applied to and marks it blank elsewhere ([Row.Blank]):
// a 0 there would read as a value.
type GroupTiebreak interface {
	Tiebreak
	DependsOnGroup() bool
}

// LastResort is implemented by tiebreaks that only settle what nothing else could, such
// as the draw of lots. [Rank] keeps such a tiebreak in the standings only when it
// separated someone, so a column of lots nobody needed is never shown.
type LastResort interface {
	LastResort() bool
}

// Explainer is implemented by tiebreaks whose values need words to be read, such as a
// direct encounter printed as a position. Meaning returns one sentence saying what the
// values compared in one tied group mean; --explain prints it under the group's line.
type Explainer interface {
	Meaning(values []Score) string
}

// Ascending is implemented by tiebreaks for which a lower value ranks higher: FIDE
// direct encounter printed as a position inside the tied group, or the tournament pairing
// number. [Rank] sorts such a tiebreak's values in ascending order.
type Ascending interface {
	Ascending() bool
}

// Decimals is implemented by tiebreaks whose values are printed with a fixed number of
// decimals (ratings with 0, for example). Others print without trailing zeros.
type Decimals interface {
	Decimals() int
}

// CodeInfo describes one tiebreak code for listings and legends.
type CodeInfo struct {
	Code       string // "MM", "BH"
	Name       string // "Modified Median"
	Definition string // one line
	Modifiers  string // the modifiers it accepts, e.g. "/C1 /C2 /M1 /M2 /P"
	// Aliases are other names directors know the tiebreak by ("Head to head"); see
	// [CodeOfName].
	Aliases []string
}

// OptionInfo describes one family option (a rule variant).
type OptionInfo struct {
	Name       string   // "opp-unplayed"
	Values     []string // allowed values; the first is the default
	Definition string
}

// Preset is a named, ordered list of tiebreak codes.
type Preset struct {
	Name   string   // "uscf", "fide-rr"
	System string   // the rules family it belongs to
	Codes  []string // in order
	Source string   // where the order comes from
}

// Family is one rulebook's catalogue of tiebreaks.
type Family interface {
	// Name is the Rules.System value the family serves: "uscf" or "fide".
	Name() string
	Codes() []CodeInfo
	Presets() []Preset
	Options() []OptionInfo
	// New returns the tiebreak for spec under rules, or an error that says why the code
	// or one of its modifiers is not accepted.
	New(spec Spec, rules Rules) (Tiebreak, error)
	// DefaultPreset returns the preset to use when none is given, for an event of the given kind.
	DefaultPreset(kind Kind) string
}

// ErrUnknownTiebreak is returned for a code no family knows; the error is an
// [*UnknownCodeError].
var ErrUnknownTiebreak = errors.New("unknown tiebreak")

// UnknownCodeError reports a tiebreak code the family of the rules does not have.
type UnknownCodeError struct {
	Rules string // the family: "uscf", "fide"
	Code  string // the code's name as written, upper-case: "SOLKK"
}

func (e *UnknownCodeError) Error() string {
	return fmt.Sprintf("unknown tiebreak %q under %s rules", e.Code, SystemTitle(e.Rules))
}

// Unwrap returns ErrUnknownTiebreak.
func (e *UnknownCodeError) Unwrap() error { return ErrUnknownTiebreak }

// OptionError reports a rule option (-O NAME=VALUE) the family does not have, or a value
// the option does not take.
type OptionError struct {
	Rules string // the family: "uscf", "fide"
	Name  string
	Value string
	// BadValue says the option exists and Value is not one of Known; otherwise the name
	// is unknown and Known lists the family's options.
	BadValue bool
	Known    []string
}

func (e *OptionError) Error() string {
	if e.BadValue {
		return fmt.Sprintf("option %s=%q: use one of %s", e.Name, e.Value, strings.Join(e.Known, ", "))
	}
	return fmt.Sprintf("%s rules have no option %q (options: %s)", SystemTitle(e.Rules), e.Name, strings.Join(e.Known, ", "))
}

// SystemTitle returns the name a director knows a tiebreak family by: "US Chess" for
// "uscf", "FIDE" for "fide", "team" for the team tiebreaks; other names are returned as
// they are.
func SystemTitle(system string) string {
	switch system {
	case "uscf":
		return "US Chess"
	case "fide":
		return "FIDE"
	}
	return system
}

// Catalogue resolves tiebreak lists and presets across families.
type Catalogue struct {
	families map[string]Family
	order    []Family
}

// NewCatalogue returns an empty catalogue.
func NewCatalogue() *Catalogue { return &Catalogue{families: map[string]Family{}} }

// Register adds a family. A second family with the same name panics.
func (c *Catalogue) Register(f Family) {
	if _, dup := c.families[f.Name()]; dup {
		panic("duplicate tiebreak family " + f.Name())
	}
	c.families[f.Name()] = f
	c.order = append(c.order, f)
}

// Families returns the registered families in registration order.
func (c *Catalogue) Families() []Family { return c.order }

// Family returns the family with the given name.
func (c *Catalogue) Family(name string) (Family, bool) {
	f, ok := c.families[name]
	return f, ok
}

// Preset finds a preset by name in any family.
func (c *Catalogue) Preset(name string) (Preset, bool) {
	for _, f := range c.order {
		for _, p := range f.Presets() {
			if strings.EqualFold(p.Name, name) {
				return p, true
			}
		}
	}
	return Preset{}, false
}

// Resolve turns a --tiebreaks value into tiebreaks under rules. The value is a preset name
// or a comma-separated list of codes or names ([CodeOfName]: "Solkoff", "Buchholz Cut
// 1"); codes may be mixed with presets ("uscf,SB").
// An empty list selects the family's default preset for kind. Every bad code is reported.
func (c *Catalogue) Resolve(list string, rules Rules, kind Kind) ([]Tiebreak, error) {
	f, ok := c.families[rules.System]
	if !ok {
		return nil, fmt.Errorf("no tiebreaks for rules %q", rules.System)
	}
	if err := checkOptions(f, rules); err != nil {
		return nil, err
	}
	if strings.TrimSpace(list) == "" {
		list = f.DefaultPreset(kind)
	}
	var codes []string
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if p, ok := c.Preset(item); ok {
			if p.System != rules.System {
				return nil, &OtherRulesError{fmt.Sprintf("preset %q belongs to %s rules", p.Name, SystemTitle(p.System)), p.System}
			}
			codes = append(codes, p.Codes...)
			continue
		}
		if code, ok := CodeOfName(f, item); ok {
			item = code // a name ("Modified Median", "Buchholz Cut 1")
		}
		codes = append(codes, item)
	}
	var out []Tiebreak
	var errs []error
	for _, code := range codes {
		sp, err := ParseSpec(code)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		tb, err := f.New(sp, rules)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, tb)
	}
	if len(errs) > 0 {
		return nil, errors.Join(errs...)
	}
	return out, nil
}

func checkOptions(f Family, rules Rules) error {
	known := map[string]OptionInfo{}
	for _, o := range f.Options() {
		known[o.Name] = o
	}
	var errs []error
	for _, name := range rules.OptionNames() {
		o, ok := known[name]
		if !ok {
			var names []string
			for n := range known {
				names = append(names, n)
			}
			sort.Strings(names)
			errs = append(errs, &OptionError{Rules: f.Name(), Name: name, Known: names})
			continue
		}
		v := rules.Options[name]
		valid := false
		for _, a := range o.Values {
			if a == v || a == "N" && isNumber(v) {
				valid = true
			}
		}
		if !valid {
			errs = append(errs, &OptionError{Rules: f.Name(), Name: name, Value: v, BadValue: true, Known: o.Values})
		}
	}
	return errors.Join(errs...)
}

func isNumber(s string) bool { return s != "" && allDigits(s) }
