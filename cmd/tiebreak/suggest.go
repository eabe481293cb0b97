package main

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// This file turns mistakes in names (commands, flags, formats, tiebreak codes, presets,
// rule options, templates, files) into messages that say what was probably meant. Every
// hint comes from importers/suggest, so they all follow one rule.

// choiceError returns the usage error for value, which is not one of choices: the
// message, a "did you mean" hint when a choice is close, and the choices, as in
// `unknown format "cvs"; did you mean "csv"? (formats: text, csv, json)`.
func choiceError(msg, value string, choices []string, label string) error {
	if q := suggest.DidYouMean(value, choices); q != "" {
		msg += "; " + q
	}
	return usagef("%s (%s: %s)", msg, label, strings.Join(choices, ", "))
}

// valueError returns the usage error for a flag value that is not one of choices:
// `--paper "leter": did you mean "letter"? (use letter or a4)`, or without a close
// choice `--paper "legal": use letter or a4`.
func valueError(flag, value string, choices []string) error {
	use := "use " + strings.Join(choices[:len(choices)-1], ", ") + " or " + choices[len(choices)-1]
	if q := suggest.DidYouMean(value, choices); q != "" {
		return usagef("%s %q: %s (%s)", flag, value, q, use)
	}
	return usagef("%s %q: %s", flag, value, use)
}

// settingError words ce, a value that is not one of the choices of its setting, naming
// the flag that gives the setting: `--places "scroe": did you mean "score"? (use score
// or rank)`, `unknown rating system "fid"; did you mean "fide"? (systems: fide, uscf)`.
func settingError(ce *pipeline.ChoiceError) error {
	switch ce.Setting {
	case pipeline.SettingRatingSystem:
		return choiceError(fmt.Sprintf("unknown rating system %q", ce.Value), ce.Value, ce.Choices, "systems")
	case pipeline.SettingRatingRegulations:
		return choiceError(fmt.Sprintf("unknown FIDE Rating Regulations %q", ce.Value), ce.Value, ce.Choices, "versions")
	case pipeline.SettingTeamRules:
		return valueError("teams: --rules", ce.Value, ce.Choices)
	}
	return valueError("--"+ce.Setting, ce.Value, ce.Choices) // places, type: the flag's name
}

// tiebreakError explains why the --tiebreaks list (or the -O options) of te cannot be
// used ([pipeline.Formats.TiebreakHints]).
func (e *env) tiebreakError(te *pipeline.TiebreakError) error {
	return hintsError(e.formats.TiebreakHints(te))
}

// teamTiebreakError explains why a team tiebreak list cannot be used
// ([pipeline.TeamTiebreakHints]).
func teamTiebreakError(err error) error { return hintsError(pipeline.TeamTiebreakHints(err)) }

// hintsError words the problems of a tiebreak list, each on its own line with its
// hint: the closest code or preset, or the rules that do have the code ("BH/C1 is a
// FIDE tiebreak: add --rules fide"), or the codes.
func hintsError(hints []pipeline.TiebreakHint) error {
	var lines []string
	for _, h := range hints {
		line := flagWords(h.Err)
		switch {
		case h.Text != "":
			line = h.Text
		case h.OtherSystem != "":
			line += fmt.Sprintf("; %s is a %s tiebreak: add --rules %s", strings.ToUpper(h.Code), engine.SystemTitle(h.OtherSystem), h.OtherSystem)
		case h.Suggestion != "":
			line += "; " + h.Suggestion
		case len(h.Codes) > 0:
			line += fmt.Sprintf(" (codes: %s; presets and definitions: 'tiebreak tiebreaks')", strings.Join(h.Codes, " "))
		}
		if !slices.Contains(lines, line) {
			lines = append(lines, line)
		}
	}
	return usagef("%s", strings.Join(lines, "\n"))
}

// flagWords returns the text of err, one error of a list, in the commands' flags: an
// error that names other rules says how to give them, "add --rules fide" for a family
// (the default is US Chess), "use --rules fide-2009" for an edition.
func flagWords(err error) string {
	var or *engine.OtherRulesError
	if !errors.As(err, &or) {
		return err.Error()
	}
	verb := "add"
	if or.Edition() {
		verb = "use"
	}
	return strings.TrimSuffix(err.Error(), " (rules "+or.Rules+")") + "; " + verb + " --rules " + or.Rules
}
