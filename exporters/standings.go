package exporters

import (
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// FormatValue formats a tiebreak value for output: with the tiebreak's fixed number of
// decimals when it declares one ([engine.Decimals]), else without trailing zeros.
func FormatValue(tb engine.Tiebreak, v engine.Score) string {
	if d, ok := tb.(engine.Decimals); ok {
		return v.Format(d.Decimals())
	}
	return v.String()
}

// DisplayRating returns the rating shown for a player: the FIDE rating, else the first
// national rating, else 0.
func DisplayRating(p *engine.Player) int {
	if p.Rating != 0 {
		return p.Rating
	}
	for _, n := range p.National {
		if n.Rating != 0 {
			return n.Rating
		}
	}
	return 0
}

// AppendValue appends a tiebreak value to b, formatted as [FormatValue] does.
func AppendValue(b []byte, tb engine.Tiebreak, v engine.Score) []byte {
	if d, ok := tb.(engine.Decimals); ok {
		return v.Append(b, d.Decimals())
	}
	return v.Append(b, -1)
}

// Unverified returns the mark for output of an event ranked despite its problems
// ("unverified: 3 problems"), or "" for an event that passed its checks.
func Unverified(t *engine.Tournament) string {
	switch {
	case t == nil || t.Unverified <= 0:
		return ""
	case t.Unverified == 1:
		return "unverified: 1 problem"
	}
	return "unverified: " + strconv.Itoa(t.Unverified) + " problems"
}

// Progress returns where the event of doc stands ([engine.Tournament.Progress]): that of
// the event the standings were computed on, which leaves out rounds without results.
// Every exporter prints its String, so that every output says the same words.
func Progress(doc *Document) engine.Progress {
	if doc.Standings != nil && doc.Standings.Eval != nil {
		return doc.Standings.Eval.T.Progress()
	}
	return doc.T.Progress()
}

// Provisional returns the banner that prize lists, award sheets, hand-out lists and the
// site's prize table of an event that is not final carry ("PROVISIONAL - after round
// 3"), or "" once the event is final.
func Provisional(p engine.Progress) string {
	if p.Final {
		return ""
	}
	return "PROVISIONAL - " + p.After()
}

// RoundsRanked returns the number of rounds the standings count: those of the event the
// standings were computed on, which leaves out rounds without results.
func RoundsRanked(doc *Document) int { return Progress(doc).Counted }

// Count returns n with its noun, in the singular for one: "1 round", "5 rounds". The
// plural adds an s, which every noun the exporters count takes.
func Count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
