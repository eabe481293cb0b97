// Package csvin imports crosstables, round-robin matrices and game lists from CSV and TSV
// files.
//
// The delimiter (comma, semicolon or tab) is sniffed from the first lines unless the
// caller sets one; a UTF-8 BOM is dropped and text that is not UTF-8 is read as
// Windows-1252 ([importers.DecodeText]); bare CR, LF and CRLF line ends are all accepted.
// Scores may use a decimal comma ("2,5") or "½".
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
// [crosstable.MetaMarker]) that carry the event header, scoring, teams, adjustments and
// records, so that converting TRF to CSV and back loses nothing. Cells that start with an
// apostrophe followed by = + - @ are read without the apostrophe (it guards spreadsheets
// against formula injection; see [crosstable.GuardCell]).
//
// Every problem is reported at once, as *importers.ParseError with the physical line and
// the column (in characters) of the offending field.
package csvin

import (
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"tiebreak/engine"
	"tiebreak/importers"
	"tiebreak/importers/crosstable"
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
	if strings.HasPrefix(text, crosstable.MetaMarker) {
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
	lines    []string // physical lines of the whole file
	metaEnd  int      // number of metadata lines at the top
	records  [][]string
	starts   [][][2]int // per record, per field: 1-based line and byte column in the file
	warnings []*importers.ParseError
}

// Import reads src.
func (im Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	text, enc := importers.DecodeText(src.Data)
	f := &file{name: src.Name, lines: importers.SplitLines(text)}
	if enc == importers.Windows1252 {
		f.warnings = append(f.warnings, &importers.ParseError{File: src.Name, Line: 1,
			Err: errors.New("not UTF-8; read as Windows-1252")})
	}
	var meta *crosstable.Meta
	if len(f.lines) > 0 && f.lines[0] == crosstable.MetaMarker {
		for f.metaEnd < len(f.lines) && crosstable.IsMetaLine(f.lines[f.metaEnd]) {
			f.metaEnd++
		}
		m, errs := crosstable.ReadMeta(f.lines[:f.metaEnd])
		if len(errs) > 0 {
			var all []error
			for i := 0; i < f.metaEnd; i++ {
				if err, ok := errs[i]; ok {
					all = append(all, &importers.ParseError{File: src.Name, Line: i + 1, Column: 1, Field: "metadata", Err: err})
				}
			}
			return nil, f.warnings, errors.Join(all...)
		}
		meta = &m
	}
	body := f.lines[f.metaEnd:]
	comma := src.Opts.Delimiter
	if comma == 0 && meta != nil {
		comma = ',' // the csv exporter writes commas
	}
	if comma == 0 {
		var ok bool
		if comma, ok = sniffDelimiter(body, strings.HasSuffix(strings.ToLower(src.Name), ".tsv")); !ok {
			return nil, f.warnings, errors.Join(&importers.ParseError{File: src.Name, Line: f.metaEnd + 1, Err: ErrDelimiter})
		}
	}
	if err := f.read(strings.Join(body, "\n"), comma); err != nil {
		return nil, f.warnings, errors.Join(err)
	}
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
		err   error
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

// read parses the body with encoding/csv and records where every field starts.
func (f *file) read(body string, comma rune) *importers.ParseError {
	r := csv.NewReader(strings.NewReader(body))
	r.Comma = comma
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	for {
		rec, err := r.Read()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			pe := &importers.ParseError{File: f.name, Err: err}
			var ce *csv.ParseError
			if errors.As(err, &ce) {
				pe.Line, pe.Column, pe.Err = f.metaEnd+ce.Line, ce.Column, ce.Err
			}
			return pe
		}
		pos := make([][2]int, len(rec))
		for i := range rec {
			line, col := r.FieldPos(i)
			pos[i] = [2]int{f.metaEnd + line, col}
		}
		f.records = append(f.records, rec)
		f.starts = append(f.starts, pos)
	}
}

// locate turns a record and field index into a physical line and a character column.
func (f *file) locate(row, col int) (int, int, string) {
	if row >= len(f.starts) {
		return len(f.lines), 1, ""
	}
	pos := f.starts[row]
	if col >= len(pos) {
		if len(pos) == 0 {
			return f.metaEnd + row + 1, 1, ""
		}
		line := pos[len(pos)-1][0]
		return line, utf8.RuneCountInString(f.lineAt(line)) + 1, ""
	}
	line, byteCol := pos[col][0], pos[col][1]
	text := f.lineAt(line)
	if byteCol-1 <= len(text) && byteCol >= 1 {
		return line, utf8.RuneCountInString(text[:byteCol-1]) + 1, ""
	}
	return line, byteCol, ""
}

func (f *file) lineAt(line int) string {
	if line >= 1 && line <= len(f.lines) {
		return f.lines[line-1]
	}
	return ""
}

func (f *file) crosstable(opts importers.Options, meta *crosstable.Meta, pos *importers.Positions) (*engine.Tournament, []*importers.ParseError, error) {
	co := crosstable.Options{OpponentRefs: opts.OpponentRefs, Layout: opts.Layout, Meta: meta, Positions: pos}
	if meta != nil {
		co.Notation = meta.Notation
	}
	return crosstable.Parse(crosstable.Grid{File: f.name, Rows: f.records, Locate: f.locate}, co)
}

// sniffDelimiter parses the first records of the body with each candidate delimiter and
// picks the one that gives most records the same number of fields (at least two), then
// the most fields; tsv prefers tab on a tie, otherwise comma, semicolon, tab.
func sniffDelimiter(lines []string, tsv bool) (rune, bool) {
	cands := []rune{',', ';', '\t'}
	if tsv {
		cands = []rune{'\t', ',', ';'}
	}
	head := lines
	if len(head) > 60 {
		head = head[:60]
	}
	text := strings.Join(head, "\n")
	best, bestScore := rune(0), 0
	for _, d := range cands {
		r := csv.NewReader(strings.NewReader(text))
		r.Comma, r.FieldsPerRecord, r.LazyQuotes = d, -1, true
		counts := map[int]int{}
		for n := 0; n < 30; n++ {
			rec, err := r.Read()
			if err != nil {
				break
			}
			counts[len(rec)]++
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
