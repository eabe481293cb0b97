// Package csvin imports crosstables, round-robin matrices and game lists from CSV and TSV
// files.
//
// The delimiter (comma, semicolon or tab) is sniffed from the first lines unless the
// caller sets one; a UTF-8 BOM is dropped, UTF-16 is read, and bytes that are not UTF-8
// are read as Windows-1252 with a warning naming their line ([importers.Decode]); bare CR,
// LF and CRLF line ends are all accepted. A quoted field left open is an error at its
// opening quote. A row holds at most [importers.MaxColumns] fields and a file
// [importers.MaxCells]. Scores may use a decimal comma ("2,5") or "½".
//
// Three layouts are recognised (or chosen with Options.Layout):
//
//   - crosstable: a row per player, with round columns (R1, 1.Rd, Rd 1, ...) in US,
//     chess-results, FIDE TEC or Swiss Perfect notation; see package crosstable for the
//     cell grammar. Swiss Perfect's tab-separated text export (.txt) is read this way
//     with --from csv;
//   - matrix: a round-robin grid with one column per opponent (headers 1, 2, 3, ...);
//   - games: a row per game with columns round, board, white, black and result (optionally
//     white no, black no, white rating, black rating). A row whose black player is empty,
//     "bye" or "-" is a bye; its result is PAB (or 1), FPB, HPB (or ½) or ZPB (or 0);
//   - icu-foreign: the Irish Chess Union's "foreign CSV", one block per Irish player
//     with their games against outside opponents (see foreign.go); the opponents become
//     players with only those games.
//
// A file written by the csv exporter starts with metadata lines ("# key: value", see
// [xtab.MetaMarker]) that carry the event header, scoring, teams, adjustments and
// records, so that converting TRF to CSV and back loses nothing. Cells that start with an
// apostrophe followed by = + - @ are read without the apostrophe (it guards spreadsheets
// against formula injection; see [xtab.GuardCell]).
//
// Every problem is reported at once, as *importers.ParseError with the physical line and
// the column (in characters) of the offending field.
package csvin

import (
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/crosstable"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Importer reads CSV and TSV crosstables, matrices and game lists.
type Importer struct{}

// New returns the CSV importer.
func New() importers.Importer { return Importer{} }

// Name returns "csv".
func (Importer) Name() string { return "csv" }

// Extensions returns ".csv" and ".tsv".
func (Importer) Extensions() []string { return []string{".csv", ".tsv"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "CSV crosstable (US, chess-results, TEC, Swiss Perfect notation), game list, matrix or ICU file"
}

// Sniff reports whether head starts with the metadata marker this program writes, or
// with the header of a Swiss Perfect text export (tab-separated "No", "Name", ...,
// "Total"), which is saved as .txt. CSV has no magic number, so other CSV files are
// recognised by their extension only.
func (Importer) Sniff(head []byte) bool {
	text, _ := importers.DecodeText(head)
	if first, _, _ := strings.Cut(text, "\n"); strings.HasPrefix(xtab.UnpadMetaLine(strings.TrimRight(first, "\r")), xtab.MetaMarker) {
		return true
	}
	first, _, _ := strings.Cut(text, "\n")
	return swissPerfectHeader(strings.TrimRight(first, "\r"))
}

// swissPerfectHeader reports whether line is the header of a Swiss Perfect text export:
// tab-separated, starting with the columns No and Name and holding a Total column.
func swissPerfectHeader(line string) bool {
	cols := strings.Split(line, "\t")
	if len(cols) < 4 || strings.TrimSpace(cols[0]) != "No" || strings.TrimSpace(cols[1]) != "Name" {
		return false
	}
	for _, c := range cols[2:] {
		if strings.TrimSpace(c) == "Total" {
			return true
		}
	}
	return false
}

// ErrDelimiter is reported when no delimiter gives the file a consistent shape.
var ErrDelimiter = errors.New("cannot tell the delimiter (tried comma, semicolon and tab); set one")

// ErrLayout is reported for a header that fits no layout.
var ErrLayout = errors.New("unknown layout")

// file is a decoded CSV file split into metadata and records with positions.
type file struct {
	name     string
	lines    int // physical lines of the whole file
	metaEnd  int // number of metadata lines at the top
	records  [][]string
	starts   [][]pos // per record: where each field starts, then where the record ends
	warnings []*importers.ParseError
}

// Import reads src.
func (im Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	dec := importers.Decode(src.Data)
	text := dec.Text
	f := &file{name: src.Name, warnings: dec.Warnings(src.Name)}
	var meta *xtab.Meta
	body := 0 // byte offset of the body
	if first, _ := nextLine(text, 0); xtab.UnpadMetaLine(first) == xtab.MetaMarker {
		var lines []string
		for body < len(text) {
			line, next := nextLine(text, body)
			if line = xtab.UnpadMetaLine(line); !xtab.IsMetaLine(line) {
				break
			}
			lines = append(lines, line)
			body = next
		}
		f.metaEnd = len(lines)
		m, errs := xtab.ReadMeta(lines)
		if len(errs) > 0 {
			var all []error
			for i := range lines {
				if err, ok := errs[i]; ok {
					all = append(all, &importers.ParseError{File: src.Name, Line: i + 1, Column: 1, Field: "metadata", Err: err})
				}
			}
			return nil, f.warnings, errors.Join(all...)
		}
		meta = &m
	}
	comma := src.Opts.Delimiter
	if comma == 0 && meta != nil {
		comma = ',' // the csv exporter writes commas
	}
	if comma == 0 {
		var ok bool
		if comma, ok = sniffDelimiter(text[body:], strings.HasSuffix(strings.ToLower(src.Name), ".tsv")); !ok {
			return nil, f.warnings, errors.Join(&importers.ParseError{File: src.Name, Line: f.metaEnd + 1, Err: ErrDelimiter})
		}
	}
	recs, err := split(text[body:], f.metaEnd+1, comma, 0)
	if err != nil {
		var pe *importers.ParseError
		if !errors.As(err, &pe) {
			pe = &importers.ParseError{Err: err}
		}
		pe.File = src.Name
		return nil, f.warnings, errors.Join(pe)
	}
	f.records, f.starts, f.lines = recs.rows, recs.pos, f.metaEnd+recs.lines
	layout := src.Opts.Layout
	switch {
	case layout != "":
	case looksLikeForeign(f.records):
		layout = "icu-foreign"
	case looksLikeGames(f.records):
		layout = "games"
	}
	var (
		t     *engine.Tournament
		warns []*importers.ParseError
	)
	switch layout {
	case "games":
		t, warns, err = f.games(meta)
	case "icu-foreign":
		t, warns, err = f.foreign()
	case "", "crosstable", "matrix":
		t, warns, err = f.crosstable(src.Opts, meta, src.Positions)
	default:
		return nil, f.warnings, fmt.Errorf("%w %q (want crosstable, matrix, games or icu-foreign)", ErrLayout, layout)
	}
	return t, append(f.warnings, warns...), err
}

// nextLine returns the line of text starting at byte i, without its line end (LF, CRLF
// or CR), and the offset of the next line.
func nextLine(text string, i int) (string, int) {
	j := strings.IndexAny(text[i:], "\r\n")
	if j < 0 {
		return text[i:], len(text)
	}
	next := i + j + 1
	if text[i+j] == '\r' && next < len(text) && text[next] == '\n' {
		next++
	}
	return text[i : i+j], next
}

// locate turns a record and field index into a physical line and a character column; a
// field past the end of the record is placed at the record's end.
func (f *file) locate(row, col int) (int, int, string) {
	if row >= len(f.starts) {
		return f.lines, 1, ""
	}
	at := f.starts[row]
	p := at[min(col, len(at)-1)]
	return int(p.line), int(p.col), ""
}

func (f *file) crosstable(opts importers.Options, meta *xtab.Meta, pos *importers.Positions) (*engine.Tournament, []*importers.ParseError, error) {
	co := crosstable.Options{OpponentRefs: opts.OpponentRefs, Layout: opts.Layout, Meta: meta, Positions: pos}
	if meta != nil {
		co.Notation = meta.Notation
	}
	return crosstable.Parse(crosstable.Grid{File: f.name, Rows: f.records, Locate: f.locate}, co)
}

// sniffDelimiter splits the first records of the body (at most 30, within its first 60
// lines) with each candidate delimiter and picks the one that gives most records the same
// number of fields (at least two), then the most fields; tsv prefers tab on a tie,
// otherwise comma, semicolon, tab.
func sniffDelimiter(body string, tsv bool) (rune, bool) {
	cands := []rune{',', ';', '\t'}
	if tsv {
		cands = []rune{'\t', ',', ';'}
	}
	end := 0
	for n := 0; n < 60 && end < len(body); n++ {
		_, end = nextLine(body, end)
	}
	head := body[:end]
	best, bestScore := rune(0), 0
	for _, d := range cands {
		recs, err := split(head, 1, d, 30)
		counts := map[int]int{}
		for _, rec := range recs.rows {
			counts[len(rec)]++
		}
		if errors.Is(err, importers.ErrLimit) {
			counts[importers.MaxColumns+1]++ // a row of too many fields: split says where
		}
		for k, v := range counts {
			if k < 2 {
				continue
			}
			if score := v*10000 + k; score > bestScore {
				best, bestScore = d, score
			}
		}
	}
	return best, best != 0
}
