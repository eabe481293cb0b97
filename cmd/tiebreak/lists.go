package main

import (
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// maxListed is how many errors, or warnings, a list on the terminal shows; the rest are
// counted. 'check --format json' lists them all.
const maxListed = 50

// moreLine is the line that ends a cut list: "and 89,950 more errors; use --format json
// for all" (for check), or naming the check command that lists them (elsewhere).
func moreLine(n int, noun, how string) string {
	if n == 1 {
		noun = strings.TrimSuffix(noun, "s")
	}
	return "and " + thousands(n) + " more " + noun + "; " + how
}

// allHint is how commands other than check say where the whole list is.
const allHint = "'tiebreak check --format json' lists them all"

// capLines returns the first maxListed lines, and a last line counting the others.
func capLines(lines []string, noun, how string) []string {
	if len(lines) <= maxListed {
		return lines
	}
	out := append(lines[:maxListed:maxListed], moreLine(len(lines)-maxListed, noun, how))
	return out
}

// errorText is the message of err as printed on standard error: an errors.Join tree (the
// parse errors of a file) one error per line, at most maxListed of them.
func errorText(err error) string {
	var lines []string
	for _, leaf := range pipeline.ErrorLeaves(err) {
		lines = append(lines, flagWords(leaf))
	}
	return strings.Join(capLines(lines, "errors", allHint), "\n")
}

// thousands formats n with commas: 89950 -> "89,950".
func thousands(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + thousands(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
