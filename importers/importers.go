package importers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// An Importer reads one file format into an engine.Tournament.
type Importer interface {
	// Name is the registry key and the --from value: "trf", "csv", "xlsx".
	Name() string
	// Extensions lists lower-case file extensions with the dot.
	Extensions() []string
	// Sniff reports whether head (the first bytes of the file) looks like this format.
	Sniff(head []byte) bool
	// Import parses the whole source. It returns the tournament with warnings (things
	// accepted but worth a look, positioned like errors), or an error that joins every
	// *ParseError found.
	Import(src Source) (*engine.Tournament, []*ParseError, error)
}

// Source is one input file.
type Source struct {
	Name string // for messages; "-" means standard input
	Data []byte // the raw bytes; text importers call [DecodeText]
	Opts Options
	// Positions, when not nil, is filled with where each player's line and rounds sit in
	// the file, so that problems found later on the model can name a line and column.
	Positions *Positions
}

// Options are importer settings from the command line. Importers ignore what does not
// apply to them.
type Options struct {
	Sheet     string // spreadsheet sheet name
	Delimiter rune   // CSV delimiter; 0 = sniff
	Layout    string // "crosstable", "games", "matrix"; "" = detect
	// OpponentRefs says whether crosstable opponent numbers are start numbers ("start")
	// or final ranks ("rank"); "" = detect from the headers.
	OpponentRefs string
	// Section picks one section of a multi-section source (see [SectionImporter]) by its
	// name or slug; "" means "the only one".
	Section string
}

// MaxInputSize bounds what Read accepts, as a guard against runaway inputs.
const MaxInputSize = 256 << 20

// Read reads a whole input; name "-" is r itself (standard input). A file whose size is
// known is read into one buffer of that size, not a growing one (which takes up to twice
// the file's size while it grows).
func Read(name string, r io.Reader) (Source, error) {
	return ReadContext(context.Background(), name, r)
}

// ReadContext is [Read] stopping when ctx is cancelled: between two reads of r it
// returns the cause of the cancellation ([context.Cause]) and nothing read.
func ReadContext(ctx context.Context, name string, r io.Reader) (Source, error) {
	size := bytes.MinRead
	if st, ok := r.(interface{ Stat() (fs.FileInfo, error) }); ok {
		if fi, err := st.Stat(); err == nil && fi.Mode().IsRegular() && fi.Size() <= MaxInputSize {
			size += int(fi.Size())
		}
	}
	data := make([]byte, 0, size)
	for {
		if ctx.Err() != nil {
			return Source{}, context.Cause(ctx)
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // grow
		}
		n, err := r.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if len(data) > MaxInputSize {
			return Source{}, fmt.Errorf("read %s: larger than %d MiB", name, MaxInputSize>>20)
		}
		if err == io.EOF {
			return Source{Name: name, Data: data}, nil
		}
		if err != nil {
			return Source{}, fmt.Errorf("read %s: %w", name, err)
		}
	}
}

// Encoding names what [DecodeText] found.
type Encoding string

// Encodings DecodeText recognises.
const (
	UTF8        Encoding = "UTF-8"
	UTF8BOM     Encoding = "UTF-8 with BOM"
	UTF16LE     Encoding = "UTF-16LE"
	UTF16BE     Encoding = "UTF-16BE"
	Windows1252 Encoding = "Windows-1252"
)

// DecodeText returns data as a UTF-8 string, as [Decode] reads it, and the encoding
// found: Windows1252 when some bytes were not UTF-8.
func DecodeText(data []byte) (string, Encoding) {
	d := Decode(data)
	return d.Text, d.Encoding
}

// Decoded is a text file read by [Decode].
type Decoded struct {
	Text     string
	Encoding Encoding
	// Lines lists the first lines (1-based, at most [maxEncodingLines]) holding bytes that
	// are not UTF-8, read as Windows-1252; More counts the further such lines.
	Lines []int
	More  int
}

// maxEncodingLines bounds the lines [Decoded] names.
const maxEncodingLines = 10

// Decode reads a text file of unknown encoding. A UTF-8 BOM is dropped. UTF-16 (with a
// BOM, or without one when every other byte of the first kilobyte is mostly zero) is
// decoded as such. Otherwise valid UTF-8 stays as it is, and each byte that is not part
// of a UTF-8 sequence is read as Windows-1252 (a superset of Latin-1 for printable
// text), so that one stray Latin-1 byte garbles nothing else; the lines where that
// happened are listed for a warning ([Decoded.Warnings]). Lines are counted as
// [SplitLines] counts them.
func Decode(data []byte) Decoded {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		data = data[3:]
		if utf8.Valid(data) {
			return Decoded{Text: string(data), Encoding: UTF8BOM}
		}
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return decodeUTF16(data[2:], UTF16LE)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return decodeUTF16(data[2:], UTF16BE)
	}
	if enc, ok := sniffUTF16(data); ok {
		return decodeUTF16(data, enc)
	}
	if utf8.Valid(data) {
		return Decoded{Text: string(data), Encoding: UTF8}
	}
	d := Decoded{Encoding: Windows1252}
	var b strings.Builder
	b.Grow(len(data) + len(data)/8)
	line, marked := 1, 0
	for i := 0; i < len(data); {
		c := data[i]
		if c < utf8.RuneSelf {
			if c == '\n' || (c == '\r' && (i+1 == len(data) || data[i+1] != '\n')) {
				line++
			}
			b.WriteByte(c)
			i++
			continue
		}
		r, size := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && size == 1 {
			r = charmap.Windows1252.DecodeByte(c)
			if marked != line {
				marked = line
				if len(d.Lines) < maxEncodingLines {
					d.Lines = append(d.Lines, line)
				} else {
					d.More++
				}
			}
		}
		b.WriteRune(r)
		i += size
	}
	d.Text = b.String()
	return d
}

// sniffUTF16 reports whether data looks like UTF-16 without a BOM: in its first kilobyte,
// at least a third of the bytes at odd (little-endian) or even (big-endian) offsets are
// zero, and hardly any at the others. Text in a Latin script has a zero high byte in
// nearly every character; UTF-8 and Windows-1252 text has no zero bytes at all.
func sniffUTF16(data []byte) (Encoding, bool) {
	head := data[:min(len(data), 1024)]
	pairs := len(head) / 2
	if pairs < 2 {
		return "", false
	}
	var even, odd int
	for i := 0; i+1 < len(head); i += 2 {
		if head[i] == 0 {
			even++
		}
		if head[i+1] == 0 {
			odd++
		}
	}
	switch {
	case odd*3 >= pairs && even*20 <= pairs:
		return UTF16LE, true
	case even*3 >= pairs && odd*20 <= pairs:
		return UTF16BE, true
	}
	return "", false
}

func decodeUTF16(data []byte, enc Encoding) Decoded {
	order := unicode.LittleEndian
	if enc == UTF16BE {
		order = unicode.BigEndian
	}
	out, err := unicode.UTF16(order, unicode.IgnoreBOM).NewDecoder().Bytes(data)
	if err != nil {
		out = []byte(strings.ToValidUTF8(string(out), "\uFFFD"))
	}
	return Decoded{Text: string(out), Encoding: enc}
}

// Warnings returns one warning per line that held bytes that are not UTF-8, and one for
// the further lines, for a text file called file.
func (d Decoded) Warnings(file string) []*ParseError {
	var out []*ParseError
	for _, l := range d.Lines {
		out = append(out, &ParseError{File: file, Line: l, Err: ErrNotUTF8})
	}
	if d.More > 0 {
		out = append(out, &ParseError{File: file, Line: d.Lines[len(d.Lines)-1],
			Err: fmt.Errorf("%w, and on %d more lines after this one", ErrNotUTF8, d.More)})
	}
	return out
}

// ErrNotUTF8 is the warning [Decoded.Warnings] gives for a line with bytes that are not
// UTF-8.
var ErrNotUTF8 = errors.New("bytes that are not UTF-8 read as Windows-1252 (save the file as UTF-8 to be sure)")

// CountLines returns the number of lines [SplitLines] would return for text, without
// splitting it: a budget can be checked before any line is made.
func CountLines(text string) int {
	n := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			n++
		case '\r':
			n++
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
		}
	}
	if len(text) > 0 && text[len(text)-1] != '\n' && text[len(text)-1] != '\r' {
		n++
	}
	return n
}

// SplitLines splits text on CRLF, LF or bare CR, the three line ends real files use.
// A final empty line after the last line end is dropped.
func SplitLines(text string) []string {
	var lines []string
	if n := CountLines(text); n > 0 {
		lines = make([]string, 0, n)
	}
	start := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case '\n':
			lines = append(lines, text[start:i])
			start = i + 1
		case '\r':
			lines = append(lines, text[start:i])
			if i+1 < len(text) && text[i+1] == '\n' {
				i++
			}
			start = i + 1
		}
	}
	if start < len(text) {
		lines = append(lines, text[start:])
	}
	return lines
}

// ParseError reports malformed (or, as a warning, dubious) input. Line and Column are
// 1-based; Column counts characters, not bytes. Cell, when set, names a spreadsheet cell
// ("Sheet1!F12") and replaces line and column in the message.
type ParseError struct {
	File   string
	Line   int
	Column int
	Cell   string
	Field  string // "rating", "round 3 result"
	Err    error
}

// Error formats the error as "file:line:col: field: message".
func (e *ParseError) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	switch {
	case e.Cell != "":
		b.WriteString(":" + e.Cell)
	case e.Line > 0:
		fmt.Fprintf(&b, ":%d", e.Line)
		if e.Column > 0 {
			fmt.Fprintf(&b, ":%d", e.Column)
		}
	}
	b.WriteString(": ")
	if e.Field != "" {
		b.WriteString(e.Field + ": ")
	}
	if e.Err != nil {
		b.WriteString(e.Err.Error())
	}
	return b.String()
}

// Unwrap returns the underlying error.
func (e *ParseError) Unwrap() error { return e.Err }

// ErrUnknownFormat is returned when no importer (or more than one) claims a file.
var ErrUnknownFormat = errors.New("unknown format")

// DetectError says which importers could have read a file, when not exactly one could.
type DetectError struct {
	Path       string
	Candidates []string // importers that claimed it; empty when none did
	Known      []string // every registered importer
}

func (e *DetectError) Error() string {
	if len(e.Candidates) > 1 {
		return fmt.Sprintf("%s: format is ambiguous: it could be %s", e.Path, strings.Join(e.Candidates, ", "))
	}
	return fmt.Sprintf("%s: unknown format; the formats are %s", e.Path, strings.Join(e.Known, ", "))
}

// Remedies are to name the format.
func (e *DetectError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.PickFormat} }

// Unwrap returns ErrUnknownFormat.
func (e *DetectError) Unwrap() error { return ErrUnknownFormat }

// Registry holds importers in registration order.
type Registry struct {
	byName map[string]Importer
	order  []Importer
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byName: map[string]Importer{}} }

// Register adds an importer; a duplicate name panics.
func (r *Registry) Register(im Importer) {
	if _, dup := r.byName[im.Name()]; dup {
		panic("importers: duplicate importer " + im.Name())
	}
	r.byName[im.Name()] = im
	r.order = append(r.order, im)
}

// Lookup finds an importer by name.
func (r *Registry) Lookup(name string) (Importer, bool) {
	im, ok := r.byName[strings.ToLower(name)]
	return im, ok
}

// All returns the importers in registration order.
func (r *Registry) All() []Importer { return r.order }

// Names returns the importer names in registration order.
func (r *Registry) Names() []string {
	var out []string
	for _, im := range r.order {
		out = append(out, im.Name())
	}
	return out
}

// Detect picks the importer for a file: by extension first, then by sniffing the content.
// When the extension names one format whose Sniff rejects the content and exactly one
// other importer recognises it, that one wins: a Swiss Perfect text export is a .txt
// file, like many TRF files, but a tab-separated crosstable. When none or several match
// it returns a *DetectError listing the candidates.
func (r *Registry) Detect(path string, head []byte) (Importer, error) {
	ext := strings.ToLower(filepath.Ext(path))
	var byExt []Importer
	if ext != "" {
		for _, im := range r.order {
			for _, e := range im.Extensions() {
				if e == ext {
					byExt = append(byExt, im)
				}
			}
		}
	}
	if len(byExt) == 1 {
		if !byExt[0].Sniff(head) {
			if other := r.sniff(r.order, head); len(other) == 1 {
				return other[0], nil
			}
		}
		return byExt[0], nil
	}
	cands := byExt
	if len(cands) == 0 {
		cands = r.order
	}
	sniffed := r.sniff(cands, head)
	if len(sniffed) == 1 {
		return sniffed[0], nil
	}
	de := &DetectError{Path: path, Known: r.Names()}
	for _, im := range sniffed {
		de.Candidates = append(de.Candidates, im.Name())
	}
	sort.Strings(de.Candidates)
	return nil, de
}

// sniff returns the importers among cands whose Sniff recognises head.
func (r *Registry) sniff(cands []Importer, head []byte) []Importer {
	var out []Importer
	for _, im := range cands {
		if im.Sniff(head) {
			out = append(out, im)
		}
	}
	return out
}
