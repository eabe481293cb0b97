package html

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// The tiebreak legend of a chess-results page ("Tie Break1: Direct Encounter (DE)", one
// line per TB column, as Swiss-Manager names them) is the order the event used. It is
// read as FIDE codes when every line names one system without doubt: by the acronym
// Swiss-Manager adds in parentheses, else by its name, with the Cut/Median parameters
// and the rating given to unrated players. A legend with a line that cannot be read so
// ("Buchholz Tie-Breaks (variabel with parameter)", whose parameter the page does not
// show) gives no order, with a warning naming the line.

// legendCodes are the FIDE codes a legend may name in parentheses.
var legendCodes = map[string]bool{"DE": true, "WIN": true, "WON": true, "BPG": true, "BWG": true, "REP": true,
	"PS": true, "BH": true, "FB": true, "AOB": true, "SB": true, "KS": true, "ARO": true, "TPR": true,
	"PTP": true, "APRO": true, "APPO": true}

// legendNames are the systems a legend names without an acronym (lower case).
var legendNames = []struct{ prefix, code string }{
	{"direct encounter", "DE"},
	{"buchholz", "BH"},
	{"sonneborn", "SB"},
	{"progressive score", "PS"},
	{"koya", "KS"},
}

var (
	legendHead   = regexp.MustCompile(`(?i)^(tie[ -]?break|feinwertung|desempate)\s*\d*\s*:\s*`)
	legendAcr    = regexp.MustCompile(`\(([A-Z]{2,4})\)`)
	legendParams = regexp.MustCompile(`\(([^()]*)\)\s*$`)
	legendCutMed = regexp.MustCompile(`(?i)\b(cut|median)\s*([12])\b`)
	legendRating = regexp.MustCompile(`^\s*(\d{3,4})\b`)
)

// legendOrder reads a legend into FIDE codes ("DE", "BH/C1", "ARO/C1/U1400"); ok is false,
// with the reason, when a line cannot be read without doubt. A line "points (game-points)"
// is the score itself and adds nothing.
func legendOrder(lines []string) (codes []string, ok bool, why string) {
	for _, line := range lines {
		text := strings.TrimSpace(legendHead.ReplaceAllString(line, ""))
		low := strings.ToLower(text)
		if text == "" || strings.HasPrefix(low, "points") {
			continue
		}
		code := ""
		for _, m := range legendAcr.FindAllStringSubmatch(text, -1) {
			if legendCodes[m[1]] {
				code = m[1]
				break
			}
		}
		if code == "" {
			for _, n := range legendNames {
				if strings.HasPrefix(low, n.prefix) {
					code = n.code
				}
			}
		}
		if code == "" || strings.Contains(low, "with parameter") {
			return nil, false, fmt.Sprintf("%q does not say which system, or with which parameter", line)
		}
		if code == "DE" || code == "WIN" || code == "KS" || code == "PS" {
			codes = append(codes, code)
			continue
		}
		params := ""
		if m := legendParams.FindStringSubmatch(text); m != nil && !legendCodes[m[1]] {
			params = m[1]
		}
		for _, m := range legendCutMed.FindAllStringSubmatch(params, -1) {
			code += "/" + strings.ToUpper(m[1][:1]) + m[2]
		}
		if m := legendRating.FindStringSubmatch(params); m != nil && (strings.HasPrefix(code, "ARO") || code == "TPR" || code == "PTP" || code == "APRO" || code == "APPO") {
			code += "/U" + m[1]
		}
		codes = append(codes, code)
	}
	return codes, len(codes) > 0, ""
}

// needsRatings reports whether an order holds a tiebreak computed from ratings.
func needsRatings(codes []string) bool {
	for _, c := range codes {
		name, _, _ := strings.Cut(c, "/")
		switch name {
		case "ARO", "TPR", "PTP", "APRO", "APPO":
			return true
		}
	}
	return false
}

// hasRatings reports whether any player of t has a rating.
func hasRatings(t *engine.Tournament) bool {
	for _, p := range t.Players {
		if p.Rating > 0 {
			return true
		}
	}
	return false
}
