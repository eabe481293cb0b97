// Package lists reads the player lists a director checks a rating report against: the US
// Chess member look-up export (CSV) for check --members, and the FIDE rating list (the
// fixed-width TXT download) for check --players. Every bad row is reported at once, at
// its line and column; nothing is guessed.
package lists

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// MaxRows bounds the rows read from one list: the FIDE list of every player has about
// 1.5 million.
const MaxRows = 2_000_000

// maxErrors is how many bad rows are listed before the rest are only counted.
const maxErrors = 50

// memberColumns are the header names of the member export, by field.
var memberColumns = map[string][]string{
	"id":     {"id", "uscf id", "us chess id", "member id", "memid", "uscf_id", "member_id"},
	"name":   {"name", "member name", "full name"},
	"expiry": {"expiry", "exp", "exp date", "expires", "expiration", "expiration date", "exp_date"},
	"rating": {"rating", "regular rating", "reg rating", "r rating", "regular"},
}

// errs collects positioned errors up to maxErrors.
type errs struct {
	file string
	list []error
	more int
}

func (e *errs) add(line, col int, field, format string, args ...any) {
	if len(e.list) >= maxErrors {
		e.more++
		return
	}
	e.list = append(e.list, &importers.ParseError{File: e.file, Line: line, Column: col, Field: field, Err: fmt.Errorf(format, args...)})
}

func (e *errs) err() error {
	if e.more > 0 {
		e.list = append(e.list, fmt.Errorf("%s: %d more errors", e.file, e.more))
	}
	return errors.Join(e.list...)
}

// ReadMembers reads a US Chess member export: a CSV file with a header row naming at
// least the ID and name columns ("ID", "Name"; "Expiry" and "Rating" when present,
// matched without regard to case). Expiry is a date (2026-03-31, 03/31/2026) or "life";
// rating a number, with a provisional mark ("1523P12", "1523/12") ignored, or empty or
// "unrated" for none. A row whose ID is not 8 digits, or whose expiry or rating cannot be
// read, is an error at its line and column.
func ReadMembers(file string, data []byte) ([]uscf.Member, error) {
	if !utf8.Valid(data) {
		return nil, &importers.ParseError{File: file, Line: 1, Err: errors.New("not UTF-8 text; save the export as CSV (UTF-8)")}
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\uFEFF"))))
	r.FieldsPerRecord = -1
	r.ReuseRecord = false
	header, err := r.Read()
	if err != nil {
		return nil, csvError(file, err)
	}
	col, err := memberHeader(file, header)
	if err != nil {
		return nil, err
	}
	var out []uscf.Member
	e := &errs{file: file}
	for {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, csvError(file, err)
		}
		if len(out) >= MaxRows {
			line, _ := r.FieldPos(0)
			return nil, &importers.ParseError{File: file, Line: line, Err: fmt.Errorf("%w: more than %d rows", importers.ErrLimit, MaxRows)}
		}
		if len(rec) == 1 && strings.TrimSpace(rec[0]) == "" {
			continue // blank line
		}
		if m, ok := memberRow(r, rec, col, e); ok {
			out = append(out, m)
		}
	}
	if err := e.err(); err != nil {
		return nil, err
	}
	return out, nil
}

// memberHeader returns the column of each field of [memberColumns] the header names
// (the first, when one is named twice); ID and name are required.
func memberHeader(file string, header []string) (map[string]int, error) {
	col := map[string]int{}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(h))
		for field, names := range memberColumns {
			if _, seen := col[field]; !seen && slices.Contains(names, h) {
				col[field] = i
			}
		}
	}
	for _, need := range []string{"id", "name"} {
		if _, ok := col[need]; !ok {
			return nil, &importers.ParseError{File: file, Line: 1, Field: "header",
				Err: fmt.Errorf("no %s column; the header must name the columns ID and Name (Expiry and Rating are read when present)", need)}
		}
	}
	return col, nil
}

// memberRow reads the member of record rec (r gives its cells' positions); a problem is
// added to e and the row left out.
func memberRow(r *csv.Reader, rec []string, col map[string]int, e *errs) (uscf.Member, bool) {
	get := func(field string) (string, int, int) {
		i, ok := col[field]
		if !ok || i >= len(rec) {
			return "", 0, 0
		}
		line, c := r.FieldPos(i)
		return strings.TrimSpace(rec[i]), line, c
	}
	var m uscf.Member
	id, line, c := get("id")
	if len(id) != 8 || strings.Trim(id, "0123456789") != "" {
		if line == 0 {
			line, _ = r.FieldPos(0)
		}
		e.add(line, c, "ID", "%q is not an 8-digit US Chess ID", id)
		return m, false
	}
	m.ID = id
	m.Name, _, _ = get("name")
	if exp, line, c := get("expiry"); exp != "" && !strings.EqualFold(exp, "life") {
		if m.Expiry = usDate(exp); m.Expiry.IsZero() {
			e.add(line, c, "expiry", "%q is not a date", exp)
			return m, false
		}
	}
	if rt, line, c := get("rating"); rt != "" && !strings.EqualFold(rt, "unrated") {
		digits := rt
		if k := strings.IndexFunc(rt, func(r rune) bool { return r < '0' || r > '9' }); k >= 0 {
			digits = rt[:k]
		}
		n, err := strconv.Atoi(digits)
		if err != nil || n > 3500 {
			e.add(line, c, "rating", "%q is not a rating", rt)
			return m, false
		}
		m.Rating = n
	}
	return m, true
}

// usDate reads a date as US exports write it: MM/DD/YYYY, else as [engine.ParseDate]
// does (2026-03-31); a date without a day, or with a month or day out of range, is zero.
func usDate(s string) engine.Date {
	var d engine.Date
	if parts := strings.Split(s, "/"); len(parts) == 3 && len(parts[2]) == 4 {
		d.Month, _ = strconv.Atoi(parts[0])
		d.Day, _ = strconv.Atoi(parts[1])
		d.Year, _ = strconv.Atoi(parts[2])
	} else {
		d = engine.ParseDate(s)
	}
	if d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > 31 || d.Year < 1900 {
		return engine.Date{}
	}
	return d
}

// csvError positions an encoding/csv error.
func csvError(file string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return &importers.ParseError{File: file, Line: pe.Line, Column: pe.Column, Err: pe.Err}
	}
	if errors.Is(err, io.EOF) {
		return &importers.ParseError{File: file, Line: 1, Err: errors.New("empty file; expected a header row")}
	}
	return &importers.ParseError{File: file, Err: err}
}

// ReadFIDEList reads the FIDE rating list as FIDE publishes it for download: fixed-width
// text whose first line heads the columns ("ID Number", "Name", "Fed", and the rating:
// "SRtng" in the combined list, the list month such as "MAR25" in the standard list,
// else "Rating"). Each field runs from its heading to the next one. A row whose ID is
// not a number, or whose rating cannot be read, is an error at its line and column.
func ReadFIDEList(file string, data []byte) ([]fide.ListPlayer, error) {
	lines := strings.Split(strings.ReplaceAll(string(data), "\r\n", "\n"), "\n")
	if len(lines) > MaxRows+1 {
		return nil, &importers.ParseError{File: file, Line: MaxRows + 2, Err: fmt.Errorf("%w: more than %d rows", importers.ErrLimit, MaxRows)}
	}
	header := strings.TrimPrefix(lines[0], "\uFEFF")
	id := strings.Index(header, "ID Number")
	name := strings.Index(header, "Name")
	fed := strings.Index(header, "Fed")
	rating := -1
	for _, h := range []string{"SRtng", "Rating"} {
		if k := strings.Index(header, h); k >= 0 {
			rating = k
			break
		}
	}
	if rating < 0 {
		rating = monthColumn(header)
	}
	if id != 0 || name < 0 || fed < 0 || rating < 0 {
		return nil, &importers.ParseError{File: file, Line: 1, Field: "header",
			Err: errors.New(`not the FIDE rating list: the first line must head the columns "ID Number", "Name", "Fed" and the rating (SRtng, or the list month such as MAR25)`)}
	}
	starts := headingStarts(header)
	field := func(line string, at int) string {
		end := len(line)
		for _, s := range starts {
			if s > at {
				end = min(end, s)
				break
			}
		}
		if at >= len(line) {
			return ""
		}
		return strings.TrimSpace(line[at:min(end, len(line))])
	}
	var out []fide.ListPlayer
	e := &errs{file: file}
	for n, line := range lines[1:] {
		if strings.TrimSpace(line) == "" {
			continue
		}
		p := fide.ListPlayer{ID: field(line, id), Name: field(line, name), Federation: field(line, fed)}
		if p.ID == "" || strings.Trim(p.ID, "0123456789") != "" || len(p.ID) > 10 {
			e.add(n+2, id+1, "ID Number", "%q is not a FIDE ID", p.ID)
			continue
		}
		if rt := field(line, rating); rt != "" {
			v, err := strconv.Atoi(rt)
			if err != nil || v < 0 || v > 3500 {
				e.add(n+2, rating+1, "rating", "%q is not a rating", rt)
				continue
			}
			p.Rating = v
		}
		out = append(out, p)
	}
	if err := e.err(); err != nil {
		return nil, err
	}
	return out, nil
}

// headingStarts returns the byte offsets where the header's headings begin: every word,
// except "Number" in "ID Number".
func headingStarts(header string) []int {
	var out []int
	for i := 0; i < len(header); i++ {
		if header[i] != ' ' && (i == 0 || header[i-1] == ' ') && !strings.HasPrefix(header[i:], "Number") {
			out = append(out, i)
		}
	}
	return out
}

// monthColumn finds a rating column headed by a list month, "MAR25", or -1.
func monthColumn(header string) int {
	months := []string{"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"}
	for i := 0; i+5 <= len(header); i++ {
		for _, m := range months {
			if header[i:i+3] == m && header[i+3] >= '0' && header[i+3] <= '9' && header[i+4] >= '0' && header[i+4] <= '9' &&
				(i == 0 || header[i-1] == ' ') {
				return i
			}
		}
	}
	return -1
}
