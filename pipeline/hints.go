package pipeline

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// TiebreakHint is one problem of a tiebreak list that cannot be used ([TiebreakError]),
// with what may help the director fix it. At most one of OtherSystem, Suggestion and
// Codes is set.
type TiebreakHint struct {
	// Err is the problem: one error of the list ([engine.UnknownCodeError],
	// [engine.OtherRulesError], ...).
	Err error
	// Code is the item of the list as given ("BH/C1"); "" when the problem is not one
	// item's.
	Code string
	// OtherSystem is the rules family that has Code when the rules in force do not
	// ("fide" for BH/C1 under US Chess rules).
	OtherSystem string
	// Suggestion asks whether a close code or preset of the rules was meant:
	// `did you mean "SOLK"?`.
	Suggestion string
	// Codes are the codes of the rules in force, for a code nothing resembles.
	Codes []string
	// Text, when not "", is the whole message of a rule option that cannot be used,
	// its hint included ([OptionHint]).
	Text string
}

// TiebreakHints returns the problems of te, one per failing item of its list and error
// (an item failing twice the same way is given once), each with its hint: the family
// of rules that has the code, else the closest code or preset of the rules in force,
// else their codes. When some rule options cannot be used, their problems alone are
// given, each with its [OptionHint] (the codes are not looked at). An error not tied
// to an item is given without a hint.
func (f *Formats) TiebreakHints(te *TiebreakError) []TiebreakHint {
	if out := optionHints(te.Err); len(out) > 0 {
		return out
	}
	var out []TiebreakHint
	for _, item := range strings.Split(te.List, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		_, err := f.Catalogue.Resolve(item, te.Rules, te.Kind)
		if err == nil {
			continue
		}
		for _, leaf := range Leaves(err) {
			h := f.codeHint(item, leaf, te.Rules, te.Kind)
			if !containsHint(out, h) {
				out = append(out, h)
			}
		}
	}
	if len(out) == 0 {
		for _, leaf := range Leaves(te.Err) {
			out = append(out, TiebreakHint{Err: leaf})
		}
	}
	return out
}

// TeamTiebreakHints returns the problems of a team tiebreak list, err the error of
// ranking the teams with it: the rule options that cannot be used ([OptionHint]), else
// each error of the list, an unknown code with the closest team code or preset, or the
// team codes when nothing is close.
func TeamTiebreakHints(err error) []TiebreakHint {
	if out := optionHints(err); len(out) > 0 {
		return out
	}
	var out []TiebreakHint
	for _, leaf := range Leaves(err) {
		h := TiebreakHint{Err: leaf}
		if uc, ok := errors.AsType[*engine.UnknownCodeError](leaf); ok {
			if h.Suggestion = suggest.DidYouMean(uc.Code, TeamTiebreakNames()); h.Suggestion == "" {
				for _, ci := range teams.Codes() {
					h.Codes = append(h.Codes, ci.Code)
				}
			}
		}
		out = append(out, h)
	}
	return out
}

// optionHints returns the rule options of err that cannot be used, each with its
// [OptionHint].
func optionHints(err error) []TiebreakHint {
	var out []TiebreakHint
	for _, leaf := range Leaves(err) {
		if oe, ok := errors.AsType[*engine.OptionError](leaf); ok {
			out = append(out, TiebreakHint{Err: leaf, Text: OptionHint(oe)})
		}
	}
	return out
}

// OptionHint returns the message of oe, a rule option that cannot be used, with a hint
// for the misspelt name or value: `option opp-bye="drwa": did you mean "draw"? (values:
// win, draw, loss)`.
func OptionHint(oe *engine.OptionError) string {
	word := oe.Name
	if oe.BadValue {
		word = oe.Value
	}
	q := suggest.DidYouMean(word, oe.Known)
	if q == "" {
		return oe.Error()
	}
	if oe.BadValue {
		return fmt.Sprintf("option %s=%q: %s (values: %s)", oe.Name, oe.Value, q, strings.Join(oe.Known, ", "))
	}
	return fmt.Sprintf("%s rules have no option %q; %s (options: %s)", engine.SystemTitle(oe.Rules), oe.Name, q, strings.Join(oe.Known, ", "))
}

// containsHint reports whether hints hold one with the same code and error text as h.
func containsHint(hints []TiebreakHint, h TiebreakHint) bool {
	for _, x := range hints {
		if x.Code == h.Code && x.Err.Error() == h.Err.Error() {
			return true
		}
	}
	return false
}

// codeHint returns the hint for the item code, which failed under rules with err.
func (f *Formats) codeHint(code string, err error, rules engine.Rules, kind engine.Kind) TiebreakHint {
	h := TiebreakHint{Err: err, Code: code}
	cat := f.Catalogue
	bare := rules
	bare.Options = nil
	if _, berr := cat.Resolve(code, bare, kind); berr == nil {
		return h // the code is fine; an option is not
	}
	for _, other := range cat.Families() {
		if other.Name() == rules.System {
			continue
		}
		if _, oerr := cat.Resolve(code, engine.Rules{System: other.Name(), Kind: rules.Kind}, kind); oerr == nil {
			if _, isPreset := cat.Preset(code); !isPreset {
				h.OtherSystem = other.Name() // a preset's error already says its rules
			}
			return h
		}
	}
	var uc *engine.UnknownCodeError
	fam, ok := cat.Family(rules.System)
	if !errors.As(err, &uc) || !ok {
		return h
	}
	var names []string
	for _, ci := range fam.Codes() {
		h.Codes = append(h.Codes, ci.Code)
	}
	names = append(names, h.Codes...)
	for _, p := range fam.Presets() {
		names = append(names, p.Name)
	}
	if h.Suggestion = suggest.DidYouMean(uc.Code, names); h.Suggestion != "" {
		h.Codes = nil
	}
	return h
}

// Leaves returns the errors joined in err ([errors.Join]), depth first, or err itself.
func Leaves(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var out []error
		for _, e := range j.Unwrap() {
			out = append(out, Leaves(e)...)
		}
		return out
	}
	return []error{err}
}
