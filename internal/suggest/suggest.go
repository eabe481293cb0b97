// Package suggest finds what a mistyped name was probably meant to be, for the "did you
// mean" hints of error messages: commands, flags, formats, tiebreak codes, presets, rule
// options, templates, sections, file names and prize-fund keys all use it, so every hint
// follows the same rule.
//
// A candidate is close when its edit distance to the word (a letter inserted, deleted or
// changed, or two neighbouring letters swapped, ignoring case) is at most 1 for words of
// up to four letters, 2 up to eight letters and 3 beyond, and smaller than the
// candidate's own length; failing that, a candidate the word begins (three letters or
// more) is close when it is the only one.
//
//	suggest.DidYouMean("standigs", []string{"standings", "wallchart"}) // `did you mean "standings"?`
//	suggest.DidYouMean("cvs", []string{"text", "csv", "json"})         // `did you mean "csv"?`
package suggest

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// maxResults bounds how many equally close candidates a hint names.
const maxResults = 3

// Closest returns the candidates closest to word, in the order given: every candidate at
// the smallest edit distance when that distance is small enough for the word (see the
// package comment), else the one candidate word is a prefix of. It returns nil when
// nothing is close, and never more than three names.
func Closest(word string, candidates []string) []string {
	w := strings.ToLower(word)
	if w == "" {
		return nil
	}
	limit := allowed(utf8.RuneCountInString(w))
	best := limit + 1
	var out []string
	for _, c := range candidates {
		lc := strings.ToLower(c)
		if lc == "" || slices.Contains(out, c) {
			continue
		}
		d := Distance(w, lc)
		if d >= utf8.RuneCountInString(lc) || d > limit {
			continue
		}
		switch {
		case d < best:
			best, out = d, []string{c}
		case d == best && len(out) < maxResults:
			out = append(out, c)
		}
	}
	if out != nil || utf8.RuneCountInString(w) < 3 {
		return out
	}
	for _, c := range candidates {
		if strings.HasPrefix(strings.ToLower(c), w) && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	if len(out) != 1 {
		return nil
	}
	return out
}

// DidYouMean returns `did you mean "standings"?`, or `did you mean "a" or "b"?` when
// several candidates are equally close, or "" when none is close to word.
func DidYouMean(word string, candidates []string) string {
	return Phrase(Closest(word, candidates))
}

// Phrase words a list of names as a question: `did you mean "a", "b" or "c"?`; "" for
// none.
func Phrase(names []string) string {
	if len(names) == 0 {
		return ""
	}
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	list := q[0]
	if len(q) > 1 {
		list = strings.Join(q[:len(q)-1], ", ") + " or " + q[len(q)-1]
	}
	return "did you mean " + list + "?"
}

// allowed returns the largest edit distance that still counts as a typo in a word of n
// letters.
func allowed(n int) int {
	switch {
	case n <= 2:
		return 0
	case n <= 4:
		return 1
	case n <= 8:
		return 2
	}
	return 3
}

// maxLen bounds the words Distance compares letter by letter; longer ones are far apart.
const maxLen = 64

// Distance returns the optimal string alignment distance between a and b: the number of
// letters inserted, deleted or changed, or pairs of neighbouring letters swapped, to turn
// one into the other. Letters are compared as runes, case-sensitively. Words longer than
// 64 letters are reported as 64 apart.
func Distance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > maxLen || len(rb) > maxLen {
		return maxLen
	}
	// d[i][j] is the distance between ra[:i] and rb[:j].
	d := make([][]int, len(ra)+1)
	for i := range d {
		d[i] = make([]int, len(rb)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(ra); i++ {
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(ra)][len(rb)]
}
