// Package byes reads a director's list of the byes a results file does not hold, and fills
// them into the event ([engine.Tournament.FillUnknown]).
//
// A PGN file holds games only: a half-point bye, a zero-point bye or an absence is simply
// not there, and tiebreak reads such a player-round as unknown (not paired, no points,
// named in every output). The director, who knows what happened, lists them:
//
//	# player: round code, ...   (codes: H half-point bye, F full-point bye,
//	#                            Z zero-point bye, U pairing-allocated bye)
//	12: 3 H
//	So, Wesley: 5 Z, 7 H
//	1503014: 4F 6H
//
// A player is named by start number, FIDE ID or the name exactly as the file writes it.
// Each entry may only complete a player-round the file holds nothing for; every problem
// is reported at once, positioned file:line:col, and nothing is filled unless all of the
// list can be.
package byes

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/pgn"
)

// MaxSize bounds a list: a bye a line for a 10,000-player event of 20 rounds is far less.
const MaxSize = 4 << 20

// maxEntries bounds the entries of a list, checked while reading.
const maxEntries = 1 << 20

// Entry is one bye of the list, its player not yet found in the event.
type Entry struct {
	Player string // start number, FIDE ID or exact name, as written
	Round  int
	Result engine.Result
	Line   int // 1-based, where the player is named
	Column int // 1-based, where the round is written
}

// codes maps a list's codes to results.
var codes = map[rune]engine.Result{
	'H': engine.HalfBye, 'F': engine.FullBye, 'Z': engine.ZeroBye, 'U': engine.PairingBye,
}

// Parse reads a list. name is the file's name for messages. Every malformed line is
// reported, as *[importers.ParseError] values joined with [errors.Join].
func Parse(name string, data []byte) ([]Entry, error) {
	if len(data) > MaxSize {
		return nil, &importers.ParseError{File: name, Err: fmt.Errorf("larger than %d MiB: %w", MaxSize>>20, importers.ErrLimit)}
	}
	text, _ := importers.DecodeText(data)
	var entries []Entry
	var errs []error
	bad := func(line, col int, format string, args ...any) {
		errs = append(errs, &importers.ParseError{File: name, Line: line, Column: col, Err: fmt.Errorf(format, args...)})
	}
	for i, line := range importers.SplitLines(text) {
		n := i + 1
		if c := strings.IndexByte(line, '#'); c >= 0 {
			line = line[:c]
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		colon := strings.LastIndexByte(line, ':')
		if colon < 0 {
			bad(n, 1, "want PLAYER: ROUND CODE, as in \"12: 3 H\"")
			continue
		}
		player := strings.TrimSpace(line[:colon])
		if player == "" {
			bad(n, 1, "no player before the colon: give a start number, a FIDE ID or the name")
			continue
		}
		byes, lineErrs := parseByes(line[colon+1:], colon+2)
		for _, le := range lineErrs {
			bad(n, le.col, "%s", le.msg)
		}
		if len(byes) == 0 && len(lineErrs) == 0 {
			bad(n, colon+2, "no round after the player: write the round and the code, as in \"3 H\"")
		}
		for _, b := range byes {
			if len(entries) >= maxEntries {
				return nil, &importers.ParseError{File: name, Line: n, Err: fmt.Errorf("more than %d byes: %w", maxEntries, importers.ErrLimit)}
			}
			entries = append(entries, Entry{Player: player, Round: b.round, Result: b.result, Line: n, Column: b.col})
		}
	}
	return entries, errors.Join(errs...)
}

type bye struct {
	round  int
	result engine.Result
	col    int
}

type lineError struct {
	col int
	msg string
}

// parseByes reads "3 H, 5 Z" or "3H 5Z"; col is the 1-based column of s's first byte.
func parseByes(s string, col int) ([]bye, []lineError) {
	var out []bye
	var errs []lineError
	i := 0
	for i < len(s) {
		c := s[i]
		if c == ' ' || c == '\t' || c == ',' || c == ';' {
			i++
			continue
		}
		start := i
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i++
		}
		if i == start {
			errs = append(errs, lineError{col + start, fmt.Sprintf("%q is not a round number", word(s[start:]))})
			i = skipCode(s, skipWord(s, i))
			continue
		}
		r, err := strconv.Atoi(s[start:i])
		if err != nil || r < 1 || r > 999 {
			errs = append(errs, lineError{col + start, fmt.Sprintf("round %s is out of range", s[start:i])})
			i = skipCode(s, skipWord(s, i))
			continue
		}
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= len(s) || s[i] == ',' || s[i] == ';' {
			errs = append(errs, lineError{col + start, fmt.Sprintf("round %d has no code: add H, F, Z or U", r)})
			continue
		}
		codeAt := i
		w := word(s[i:])
		i += len(w)
		res, ok := codes[unicode.ToUpper(rune(w[0]))]
		if len(w) != 1 || !ok {
			errs = append(errs, lineError{col + codeAt, fmt.Sprintf("%q is not a bye code: use H (half point), F (full point), Z (zero) or U (pairing bye)", w)})
			continue
		}
		out = append(out, bye{round: r, result: res, col: col + start})
	}
	return out, errs
}

// skipCode skips the code that follows a bad round number, so that one mistake is
// reported once.
func skipCode(s string, i int) int {
	j := i
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	if w := word(s[j:]); len(w) == 1 && unicode.IsLetter(rune(w[0])) {
		return j + 1
	}
	return i
}

// word returns s up to the next separator.
func word(s string) string {
	return s[:skipWord(s, 0)]
}

func skipWord(s string, i int) int {
	for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != ',' && s[i] != ';' {
		i++
	}
	return i
}

// Apply finds each entry's player in t and fills the byes ([engine.Tournament.FillUnknown]).
// A player is found by start number, else FIDE ID, else the exact name (letter case and
// spacing aside); a name two players share must be given by number. On any error nothing is
// filled and every problem is returned positioned in the list named name.
func Apply(t *engine.Tournament, name string, entries []Entry) error {
	byNumber := map[string]engine.PlayerID{}
	byFIDE := map[string]engine.PlayerID{}
	byName := map[string][]engine.PlayerID{}
	for _, p := range t.Players {
		byNumber[strconv.Itoa(int(p.ID))] = p.ID
		if p.FIDEID != "" && p.FIDEID != "0" {
			byFIDE[p.FIDEID] = p.ID
		}
		k := nameKey(p.Name)
		byName[k] = append(byName[k], p.ID)
	}
	var errs []*importers.ParseError
	fills := make([]engine.Fill, 0, len(entries))
	at := make([]int, 0, len(entries))
	for i, e := range entries {
		id, ok := byNumber[e.Player]
		if !ok {
			id, ok = byFIDE[e.Player]
		}
		if !ok {
			switch ids := byName[nameKey(e.Player)]; len(ids) {
			case 0:
				errs = append(errs, &importers.ParseError{File: name, Line: e.Line, Column: 1, Err: fmt.Errorf("no player %q in the event: give the start number, the FIDE ID or the name as the file writes it", e.Player)})
				continue
			case 1:
				id = ids[0]
			default:
				errs = append(errs, &importers.ParseError{File: name, Line: e.Line, Column: 1, Err: fmt.Errorf("%d players are named %q: give the start number", len(ids), e.Player)})
				continue
			}
		}
		fills = append(fills, engine.Fill{Player: id, Round: e.Round, Result: e.Result})
		at = append(at, i)
	}
	for _, fe := range t.CheckFills(fills) {
		e := entries[at[fe.Index]]
		errs = append(errs, &importers.ParseError{File: name, Line: e.Line, Column: e.Column, Field: fmt.Sprintf("%s, round %d", e.Player, e.Round), Err: fillWords(fe)})
	}
	if len(errs) > 0 {
		slices.SortStableFunc(errs, func(a, b *importers.ParseError) int {
			return cmp.Or(a.Line-b.Line, a.Column-b.Column)
		})
		out := make([]error, len(errs))
		for i, e := range errs {
			out[i] = e
		}
		return errors.Join(out...)
	}
	if err := t.FillUnknown(fills); err != nil {
		return err
	}
	pgn.RefreshUnknownRecords(t)
	return nil
}

// fillWords says a refused fill in the list's terms (the player as the list names them).
func fillWords(fe *engine.FillError) error {
	switch fe.Reason {
	case engine.FillKnown:
		return errors.New("the file holds this round already; a bye is listed only for a round with no game in the file")
	case engine.FillRepeated:
		return errors.New("this round is listed twice")
	}
	return fe
}

func nameKey(s string) string {
	return strings.ToLower(strings.Join(strings.Fields(s), " "))
}
