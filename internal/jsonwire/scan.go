package jsonwire

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Scanner reads one JSON document held in memory value by value, without reflection: a
// decoder walks the document with [Scanner.Object], [Scanner.More] and [Scanner.Key] and
// reads each value into its field with [Scanner.Str], [Scanner.Int] and the like. It
// accepts what encoding/json accepts and reads values as encoding/json would into the
// same Go types: null leaves a string or number as it was and sets a list to nil, and a
// value of the wrong type is skipped and reported.
//
// The first syntax error stops the scan: every method then does nothing, and [Scanner.Err]
// returns it. A value of the wrong type or an unknown key is kept as the first problem
// and the scan goes on, as encoding/json's Decoder does; [Scanner.Err] returns it at the
// end when there is no syntax error. Every error knows the byte offset of its value or
// character.
type Scanner struct {
	data []byte
	off  int
	// line is the 1-based line of byte lineStart, the start of the line holding off
	// (JSON has line feeds only between tokens).
	line, lineStart int
	syntax          *Error
	first           *Error
	short           map[string]string
	// col is the column of byte colAt, on the line starting at colLine: where
	// Position was last asked.
	colLine, colAt, col int
}

// Error is a problem of a JSON document at byte Offset: a syntax error (Syntax), or a value
// of the wrong type (Field is its dotted path, Want what the field takes and Got the JSON
// value found), or another problem whose words are Msg.
type Error struct {
	Offset int
	Syntax bool
	Field  string
	Want   string
	Got    string
	Msg    string
}

func (e *Error) Error() string {
	if e.Want != "" {
		return "want " + e.Want + ", not a JSON " + e.Got
	}
	return e.Msg
}

// NewScanner returns a scanner at the start of data.
func NewScanner(data []byte) *Scanner {
	return &Scanner{data: data, line: 1, colAt: -1}
}

// Err returns the first syntax error, else the first other problem, else nil.
func (s *Scanner) Err() *Error {
	if s.syntax != nil {
		return s.syntax
	}
	return s.first
}

// Failed reports whether the scan stopped at a syntax error.
func (s *Scanner) Failed() bool { return s.syntax != nil }

// Offset is the byte offset the scanner stands at.
func (s *Scanner) Offset() int { return s.off }

// Position returns the 1-based line and character column of the next token, skipping
// the white space before it.
func (s *Scanner) Position() (int, int) {
	s.peek()
	// The column counts the characters since the last position asked on the same
	// line, not since the line's start: a minified document is one line.
	if s.colLine != s.lineStart || s.colAt > s.off || s.colAt < s.lineStart {
		s.colLine, s.colAt, s.col = s.lineStart, s.lineStart, 1
	}
	s.col += utf8.RuneCount(s.data[s.colAt:s.off])
	s.colAt = s.off
	return s.line, s.col
}

// Fail records a problem at byte offset off (kept if it is the first).
func (s *Scanner) Fail(off int, field, msg string) {
	if s.first == nil {
		s.first = &Error{Offset: off, Field: field, Msg: msg}
	}
}

func (s *Scanner) syntaxErr(off int, msg string) {
	if s.syntax == nil {
		s.syntax = &Error{Offset: off, Syntax: true, Msg: msg}
	}
	s.off = len(s.data)
}

// invalid reports the character at s.off as unexpected, in encoding/json's words.
func (s *Scanner) invalid(context string) {
	if s.off >= len(s.data) {
		s.syntaxErr(len(s.data), "unexpected end of JSON input")
		return
	}
	s.syntaxErr(s.off, "invalid character "+quoteChar(s.data[s.off])+" "+context)
}

func quoteChar(c byte) string {
	switch c {
	case '\'':
		return `'\''`
	case '"':
		return `'"'`
	}
	if c < ' ' || c >= utf8.RuneSelf {
		return strconv.QuoteRune(rune(c))
	}
	return "'" + string(c) + "'"
}

// Peek skips white space and returns the next byte, or 0 at the end or after a syntax
// error.
func (s *Scanner) Peek() byte { return s.peek() }

// peek skips white space and returns the next byte, or 0 at the end or after a syntax
// error.
func (s *Scanner) peek() byte {
	d, i := s.data, s.off
	for i < len(d) {
		c := d[i]
		if c == ' ' {
			// Indentation: eight spaces at a time.
			for i+8 <= len(d) && binary.LittleEndian.Uint64(d[i:]) == 0x2020202020202020 {
				i += 8
			}
			for i < len(d) && d[i] == ' ' {
				i++
			}
			continue
		}
		if c > ' ' {
			s.off = i
			return c
		}
		switch c {
		case '\n':
			s.line++
			s.lineStart = i + 1
		case '\t', '\r':
		default:
			s.off = i
			return c
		}
		i++
	}
	s.off = i
	return 0
}

// End checks that nothing but white space follows the document. Any other byte is an
// error, a NUL included (peek returns 0 for it as for the end).
func (s *Scanner) End() {
	if s.syntax != nil {
		return
	}
	s.peek()
	if s.off < len(s.data) {
		s.syntaxErr(s.off, "more than one JSON value")
	}
}

// Object begins an object: true when the next value is one (its '{' is read); false for
// null, after an error, or for a value of another type, which is skipped and reported.
func (s *Scanner) Object(field string) bool {
	switch s.peek() {
	case '{':
		s.off++
		return true
	case 'n':
		s.literal("null")
		return false
	}
	s.wrongType(field, "an object {...}")
	return false
}

// Array begins a list as [Scanner.Object] begins an object.
func (s *Scanner) Array(field string) bool {
	switch s.peek() {
	case '[':
		s.off++
		return true
	case 'n':
		s.literal("null")
		return false
	}
	s.wrongType(field, "a list [...]")
	return false
}

// More reports whether the object or list just begun has another member (n counts those
// read), reading the comma before it or the closing delimiter after the last.
func (s *Scanner) More(closing byte, n *int) bool {
	c := s.peek()
	if c == closing {
		s.off++
		return false
	}
	if *n > 0 {
		if c != ',' {
			if closing == '}' {
				s.invalid("after object key:value pair")
			} else {
				s.invalid("after array element")
			}
			return false
		}
		s.off++
		c = s.peek()
	}
	if s.syntax != nil {
		return false
	}
	if closing == '}' && c != '"' {
		s.invalid("looking for beginning of object key string")
		return false
	}
	*n++
	return true
}

// Key reads an object's key and the colon after it. The bytes are valid until the next
// call.
func (s *Scanner) Key() []byte {
	k, _ := s.str()
	if s.peek() != ':' {
		if s.syntax == nil {
			s.invalid("after object key")
		}
		return nil
	}
	s.off++
	return k
}

// Unknown reports an unknown key (as encoding/json's DisallowUnknownFields does) and
// skips its value.
func (s *Scanner) Unknown(key []byte) {
	s.Fail(s.off, "", fmt.Sprintf("unknown field %q", key))
	s.Skip()
}

// str reads a string at the next token, unescaped; the bytes alias the input when it
// has no escapes. The caller has checked that a '"' is next, or takes the syntax error.
func (s *Scanner) str() ([]byte, bool) {
	if s.peek() != '"' {
		s.invalid("looking for beginning of value")
		return nil, false
	}
	start := s.off
	i := start + 1
	escaped := false
	for ; i < len(s.data); i++ {
		c := s.data[i]
		if c == '"' {
			break
		}
		if c < ' ' {
			s.off = i
			s.invalid("in string literal")
			return nil, false
		}
		if c == '\\' {
			escaped = true
			i++
			if i < len(s.data) && bytes.IndexByte([]byte(`"\/bfnrtu`), s.data[i]) < 0 {
				s.off = i
				s.invalid("in string escape code")
				return nil, false
			}
		}
	}
	if i >= len(s.data) {
		s.off = len(s.data)
		s.invalid("")
		return nil, false
	}
	s.off = i + 1
	raw := s.data[start:s.off]
	if !escaped {
		return raw[1 : len(raw)-1], true
	}
	// Escapes are rare: encoding/json unquotes them (and checks \u sequences).
	var v string
	if err := json.Unmarshal(raw, &v); err != nil {
		s.syntaxErr(start, "invalid string escape")
		return nil, false
	}
	return []byte(v), true
}

// Str reads a string into dst; null leaves dst as it is.
func (s *Scanner) Str(field string, dst *string) {
	switch s.peek() {
	case '"':
		if b, ok := s.str(); ok {
			*dst = string(b)
		}
	case 'n':
		s.literal("null")
	default:
		s.wrongType(field, "text in double quotes")
	}
}

// ShortStr reads a string as [Scanner.Str] does, sharing one copy of each short value
// (a colour, a result code) among all the fields that hold it.
func (s *Scanner) ShortStr(field string, dst *string) {
	if s.peek() != '"' {
		s.Str(field, dst)
		return
	}
	b, ok := s.str()
	if !ok {
		return
	}
	if len(b) > 16 {
		*dst = string(b)
		return
	}
	if v, ok := s.short[string(b)]; ok {
		*dst = v
		return
	}
	v := string(b)
	if s.short == nil {
		s.short = map[string]string{}
	}
	if len(s.short) < 4096 {
		s.short[v] = v
	}
	*dst = v
}

// Int reads a whole number into dst; null leaves dst as it is.
func (s *Scanner) Int(field string, dst *int) {
	switch c := s.peek(); {
	case c == '-' || c >= '0' && c <= '9':
		start := s.off
		num := s.number()
		if s.syntax != nil {
			return
		}
		if n, ok := smallInt(num); ok {
			*dst = n
			return
		}
		n, err := strconv.Atoi(string(num))
		if err != nil {
			s.Mismatch(start, field, "a whole number", "number "+string(num))
			return
		}
		*dst = n
	case c == 'n':
		s.literal("null")
	default:
		s.wrongType(field, "a whole number")
	}
}

// smallInt reads a number of at most 18 digits with no fraction or exponent.
func smallInt(num []byte) (int, bool) {
	neg := len(num) > 0 && num[0] == '-'
	if neg {
		num = num[1:]
	}
	if len(num) == 0 || len(num) > 18 {
		return 0, false
	}
	n := 0
	for _, c := range num {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	if neg {
		n = -n
	}
	return n, true
}

// Bool reads true or false into dst; null leaves dst as it is.
func (s *Scanner) Bool(field string, dst *bool) {
	switch s.peek() {
	case 't':
		if s.literal("true") {
			*dst = true
		}
	case 'f':
		if s.literal("false") {
			*dst = false
		}
	case 'n':
		s.literal("null")
	default:
		s.wrongType(field, "a bool")
	}
}

// Strs reads a list of strings into dst; null sets it to nil.
func (s *Scanner) Strs(field string, dst *[]string) {
	if s.peek() == 'n' {
		*dst = nil
	}
	if !s.Array(field) {
		return
	}
	*dst = (*dst)[:0]
	for n := 0; s.More(']', &n); {
		var v string
		s.Str(field, &v)
		*dst = append(*dst, v)
	}
	if *dst == nil {
		*dst = []string{}
	}
}

// Ints reads a list of whole numbers into dst; null sets it to nil.
func (s *Scanner) Ints(field string, dst *[]int) {
	if s.peek() == 'n' {
		*dst = nil
	}
	if !s.Array(field) {
		return
	}
	*dst = (*dst)[:0]
	for n := 0; s.More(']', &n); {
		var v int
		s.Int(field, &v)
		*dst = append(*dst, v)
	}
	if *dst == nil {
		*dst = []int{}
	}
}

// Raw returns the bytes of the next value, checked and skipped.
func (s *Scanner) Raw() []byte {
	s.peek()
	start := s.off
	s.Skip()
	if s.syntax != nil {
		return nil
	}
	return s.data[start:s.off]
}

// number reads a JSON number and returns its text.
func (s *Scanner) number() []byte {
	start := s.off
	i := s.off
	d := s.data
	if i < len(d) && d[i] == '-' {
		i++
	}
	digits := func() bool {
		j := i
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
		return i > j
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case !digits():
		s.off = i
		s.invalid("in numeric literal")
		return nil
	}
	if i < len(d) && d[i] == '.' {
		i++
		if !digits() {
			s.off = i
			s.invalid("after decimal point in numeric literal")
			return nil
		}
	}
	if i < len(d) && (d[i] == 'e' || d[i] == 'E') {
		i++
		if i < len(d) && (d[i] == '+' || d[i] == '-') {
			i++
		}
		if !digits() {
			s.off = i
			s.invalid("in exponent of numeric literal")
			return nil
		}
	}
	s.off = i
	return d[start:i]
}

// literal reads true, false or null; false after a syntax error.
func (s *Scanner) literal(word string) bool {
	for k := 0; k < len(word); k++ {
		if s.off >= len(s.data) || s.data[s.off] != word[k] {
			s.invalid("in literal " + word + " (expecting " + quoteChar(word[k]) + ")")
			return false
		}
		s.off++
	}
	return true
}

// kind names the JSON value starting with c as encoding/json's type errors do.
func kind(c byte) string {
	switch {
	case c == '"':
		return "string"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == 't' || c == 'f':
		return "bool"
	}
	return "number"
}

// wrongType reports the next value as not what the field takes, and skips it.
func (s *Scanner) wrongType(field, want string) {
	c := s.peek()
	start := s.off
	if s.syntax != nil {
		return
	}
	if c != '"' && c != '{' && c != '[' && c != 't' && c != 'f' && c != '-' && (c < '0' || c > '9') {
		s.invalid("looking for beginning of value")
		return
	}
	s.Skip()
	s.Mismatch(start, field, want, kind(c))
}

// Mismatch records a value of the wrong type at byte offset off (kept if it is the
// first): the field takes want and the document has got.
func (s *Scanner) Mismatch(off int, field, want, got string) {
	if s.first == nil {
		s.first = &Error{Offset: off, Field: field, Want: want, Got: got}
	}
}

// Skip reads one value of any type, checking its syntax.
func (s *Scanner) Skip() {
	switch c := s.peek(); {
	case c == '{':
		s.off++
		for n := 0; s.More('}', &n); {
			s.Key()
			s.Skip()
		}
	case c == '[':
		s.off++
		for n := 0; s.More(']', &n); {
			s.Skip()
		}
	case c == '"':
		s.str()
	case c == 't':
		s.literal("true")
	case c == 'f':
		s.literal("false")
	case c == 'n':
		s.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		s.number()
	default:
		s.invalid("looking for beginning of value")
	}
}
