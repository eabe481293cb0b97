package pgn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// pos is a place in the decoded text: a line and a character column, both 1-based.
type pos struct{ line, col int32 }

func (p pos) position() importers.Position {
	return importers.Position{Line: int(p.line), Column: int(p.col)}
}

// tag is one tag value with the place of its opening quote.
type tag struct {
	val string
	at  pos
	set bool
}

// tagKey names a tag the reader uses; 0 is any other tag.
type tagKey uint8

// The tags of the Seven Tag Roster and the others the reader uses.
const (
	tagEvent tagKey = iota + 1
	tagSite
	tagDate
	tagRound
	tagWhite
	tagBlack
	tagResult
	tagWhiteElo
	tagBlackElo
	tagWhiteFideID
	tagBlackFideID
	tagWhiteTitle
	tagBlackTitle
	tagWhiteFed
	tagBlackFed
	tagWhiteTeam
	tagBlackTeam
	tagEventDate
	tagTermination
	tagContentType
	tagChapterTitle
	tagWorkbook
)

// tagKeys maps the names of the tags the reader uses to their keys.
var tagKeys = map[string]tagKey{
	"Event": tagEvent, "Site": tagSite, "Date": tagDate, "Round": tagRound, "White": tagWhite,
	"Black": tagBlack, "Result": tagResult, "WhiteElo": tagWhiteElo, "BlackElo": tagBlackElo,
	"WhiteFideId": tagWhiteFideID, "WhiteFideID": tagWhiteFideID, "BlackFideId": tagBlackFideID,
	"BlackFideID": tagBlackFideID, "WhiteTitle": tagWhiteTitle, "BlackTitle": tagBlackTitle,
	"WhiteFed": tagWhiteFed, "WhiteFederation": tagWhiteFed, "BlackFed": tagBlackFed,
	"BlackFederation": tagBlackFed, "WhiteTeam": tagWhiteTeam, "BlackTeam": tagBlackTeam,
	"EventDate": tagEventDate, "Termination": tagTermination,
	"ContentType": tagContentType, "ChapterTitle": tagChapterTitle, "ChessForgeWorkbook": tagWorkbook,
}

// tagEntry is one kept tag.
type tagEntry struct {
	key tagKey
	tag
}

// record is one PGN record: the tag pairs the reader uses (the first of each, in file
// order; a record holds only the tags it has, so that memory follows the file) and the
// termination marker of its movetext.
type record struct {
	at       pos // the record's first tag
	tags     []tagEntry
	end      tag // the movetext's termination marker
	movetext bool
}

// get returns the record's tag k; its set is false when the record has none.
func (r *record) get(k tagKey) tag {
	for i := range r.tags {
		if r.tags[i].key == k {
			return r.tags[i].tag
		}
	}
	return tag{}
}

// ErrSyntax is wrapped by the errors for text that is not PGN.
var ErrSyntax = errors.New("not PGN")

// maxRecords bounds the records one file may hold: every game is two player-rounds, so
// a file with more games than the player-rounds an event may have is refused while it
// is read, before it costs memory out of proportion.
const maxRecords = importers.MaxPlayerRounds / 2

// scanner splits decoded PGN text into records. It follows the PGN grammar far enough
// to find tag pairs and the termination marker: brace comments (which may span lines
// and hold "[" as in "{[%clk 1:59:56]}"), rest-of-line comments, escape lines, and
// variations, whose results are not the game's.
type scanner struct {
	file  string
	text  string
	i     int
	line  int32
	col   int32
	recs  []*record
	cur   *record
	depth int // variation depth
	errs  []*importers.ParseError
	// stray is where movetext outside any record was first seen, if it was.
	stray    pos
	strayAny bool
}

// scan reads every record of text.
func scan(file, text string) ([]*record, []*importers.ParseError, error) {
	s := &scanner{file: file, text: text, line: 1, col: 1}
	if err := s.run(); err != nil {
		return nil, nil, err
	}
	var warns []*importers.ParseError
	if s.strayAny {
		warns = append(warns, &importers.ParseError{File: file, Line: int(s.stray.line), Column: int(s.stray.col),
			Err: errors.New("text before the first tag pair is not part of any game; it is skipped")})
	}
	if len(s.errs) > 0 {
		return s.recs, warns, joinErrs(s.errs)
	}
	return s.recs, warns, nil
}

func joinErrs(errs []*importers.ParseError) error {
	es := make([]error, len(errs))
	for i, e := range errs {
		es[i] = e
	}
	return errors.Join(es...)
}

func (s *scanner) here() pos { return pos{s.line, s.col} }

// advance moves past one byte, keeping the line and the character column.
func (s *scanner) advance() {
	c := s.text[s.i]
	s.i++
	switch {
	case c == '\n':
		s.line++
		s.col = 1
	case c == '\r':
		if s.i < len(s.text) && s.text[s.i] == '\n' {
			s.i++
		}
		s.line++
		s.col = 1
	case c&0xC0 != 0x80:
		s.col++
	}
}

func (s *scanner) fail(at pos, format string, args ...any) {
	if len(s.errs) < 100 {
		s.errs = append(s.errs, &importers.ParseError{File: s.file, Line: int(at.line), Column: int(at.col),
			Err: fmt.Errorf("%w: "+format, append([]any{ErrSyntax}, args...)...)})
	}
}

// skipLine moves to the start of the next line.
func (s *scanner) skipLine() {
	for s.i < len(s.text) && s.text[s.i] != '\n' && s.text[s.i] != '\r' {
		s.advance()
	}
	if s.i < len(s.text) {
		s.advance()
	}
}

func (s *scanner) run() error {
	for s.i < len(s.text) {
		c := s.text[s.i]
		switch {
		case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v':
			s.advance()
		case c == '%' && s.col == 1:
			s.skipLine()
		case c == '[':
			if s.cur == nil || s.cur.movetext {
				if len(s.recs) >= maxRecords {
					return errors.Join(&importers.ParseError{File: s.file, Line: int(s.line), Column: int(s.col),
						Err: fmt.Errorf("%w: more than %d games", importers.ErrLimit, maxRecords)})
				}
				s.cur = &record{at: s.here()}
				s.recs = append(s.recs, s.cur)
				s.depth = 0
			}
			s.tagPair()
		case c == '{':
			at := s.here()
			s.movetext()
			for s.i < len(s.text) && s.text[s.i] != '}' {
				s.advance()
			}
			if s.i == len(s.text) {
				s.fail(at, "a comment opened here is never closed with }")
				return nil
			}
			s.advance()
		case c == ';':
			s.movetext()
			s.skipLine()
		case c == '(':
			s.movetext()
			s.depth++
			s.advance()
		case c == ')':
			s.movetext()
			if s.depth > 0 {
				s.depth--
			}
			s.advance()
		default:
			at := s.here()
			start := s.i
			for s.i < len(s.text) && !strings.ContainsRune(" \t\n\r\f\v[]{}();", rune(s.text[s.i])) {
				s.advance()
			}
			if s.i == start { // a lone "]"
				s.advance()
			}
			tok := s.text[start:s.i]
			s.movetext()
			if s.cur != nil && s.depth == 0 && isTermination(tok) {
				s.cur.end = tag{val: tok, at: at, set: true}
			}
		}
	}
	return nil
}

// movetext marks that the current record's movetext has begun.
func (s *scanner) movetext() {
	if s.cur == nil {
		if !s.strayAny {
			s.strayAny, s.stray = true, s.here()
		}
		return
	}
	s.cur.movetext = true
}

// isTermination reports whether tok is a game termination marker.
func isTermination(tok string) bool {
	switch tok {
	case "1-0", "0-1", "1/2-1/2", "*", "½-½":
		return true
	}
	return false
}

// tagPair reads `[Name "value"]` at s.i; a malformed pair is an error and the rest of
// its line is skipped.
func (s *scanner) tagPair() {
	at := s.here()
	s.advance() // [
	s.spaces()
	start := s.i
	for s.i < len(s.text) && isNameByte(s.text[s.i]) {
		s.advance()
	}
	name := s.text[start:s.i]
	if name == "" {
		s.fail(at, "a tag pair must start with a tag name, as in [Event \"...\"]")
		s.skipLine()
		return
	}
	s.spaces()
	if s.i >= len(s.text) || s.text[s.i] != '"' {
		s.fail(s.here(), "the value of tag %s must be in double quotes", name)
		s.skipLine()
		return
	}
	vat := s.here()
	s.advance()
	var b strings.Builder
	plain := s.i
	escaped := false
	for {
		if s.i >= len(s.text) || s.text[s.i] == '\n' || s.text[s.i] == '\r' {
			s.fail(vat, "the value of tag %s has no closing quote", name)
			s.skipLine()
			return
		}
		c := s.text[s.i]
		if c == '"' {
			break
		}
		if c == '\\' && s.i+1 < len(s.text) && (s.text[s.i+1] == '"' || s.text[s.i+1] == '\\') {
			if !escaped {
				b.WriteString(s.text[plain:s.i])
				escaped = true
			}
			s.advance()
			b.WriteByte(s.text[s.i])
			s.advance()
			continue
		}
		if escaped {
			b.WriteByte(c)
		}
		s.advance()
	}
	val := s.text[plain:s.i]
	if escaped {
		val = b.String()
	}
	s.advance() // closing quote
	s.spaces()
	if s.i >= len(s.text) || s.text[s.i] != ']' {
		s.fail(s.here(), "tag %s is not closed with ]", name)
		s.skipLine()
		return
	}
	s.advance()
	if k := tagKeys[name]; k != 0 && !s.cur.get(k).set {
		s.cur.tags = append(s.cur.tags, tagEntry{key: k, tag: tag{val: strings.TrimSpace(val), at: vat, set: true}})
	}
}

func (s *scanner) spaces() {
	for s.i < len(s.text) && (s.text[s.i] == ' ' || s.text[s.i] == '\t') {
		s.advance()
	}
}

func isNameByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z'
}
