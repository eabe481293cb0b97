// Package dbase is the dBase III codec and the US Chess rating report layout (specs §4.4) that
// the DBF importer and exporter share: [Decode], [Encode] and the field lists.
package dbase

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/limits"
)

// Field is one column of a dBase III table: a character field of Len bytes.
type Field struct {
	Name string
	Len  int
}

// Table is a decoded dBase III file: its fields and the text of every live record
// (deleted records are dropped), trailing spaces trimmed. Offsets holds each record's byte
// offset and Numbers its 1-based record number, for messages.
type Table struct {
	Fields  []Field
	Records [][]string
	Numbers []int
	Offsets []int
}

// Col returns the index of the named field, or -1.
func (t *Table) Col(name string) int {
	for i, f := range t.Fields {
		if strings.EqualFold(f.Name, name) {
			return i
		}
	}
	return -1
}

// dBase III constants.
const (
	Version    = 0x03 // the version byte of a dBase III file without memo
	headerSize = 32
	descSize   = 32
	descEnd    = 0x0D
	fileEnd    = 0x1A
	maxFields  = 255
)

// ErrHeader and ErrRecord are wrapped by decoding errors.
var (
	ErrHeader = errors.New("bad dBase header")
	ErrRecord = errors.New("bad dBase record")
)

// DecodeError is a problem in a dBase file: where (the header, a field descriptor or a
// record number) and what.
type DecodeError struct {
	Where string // "header", "field 3", "record 12"
	Field string // field name, when known
	Err   error
}

func (e *DecodeError) Error() string { return e.Where + ": " + e.Err.Error() }
func (e *DecodeError) Unwrap() error { return e.Err }

// Decode reads a dBase III file whose fields are character fields (or D dates and N
// numbers, read as their text).
func Decode(data []byte) (*Table, error) {
	bad := func(where, field, format string, args ...any) error {
		return &DecodeError{Where: where, Field: field, Err: fmt.Errorf("%w: "+format, append([]any{ErrHeader}, args...)...)}
	}
	if len(data) < headerSize+1 {
		return nil, bad("header", "", "%d bytes is too short for a dBase file (at least %d)", len(data), headerSize+1)
	}
	if data[0]&0x07 != Version {
		return nil, bad("header", "", "version byte 0x%02X is not dBase III (0x03)", data[0])
	}
	nrec := int(binary.LittleEndian.Uint32(data[4:8]))
	hlen := int(binary.LittleEndian.Uint16(data[8:10]))
	rlen := int(binary.LittleEndian.Uint16(data[10:12]))
	if hlen < headerSize+descSize+1 || hlen > len(data) {
		return nil, bad("header", "", "header length %d does not fit the file (%d bytes)", hlen, len(data))
	}
	t := &Table{}
	sum := 1
	for off := headerSize; ; off += descSize {
		if off >= hlen {
			return nil, bad("header", "", "no end of field list (0x0D) within the %d-byte header", hlen)
		}
		if data[off] == descEnd {
			break
		}
		n := len(t.Fields) + 1
		if off+descSize > hlen || n > maxFields {
			return nil, bad("header", "", "field list runs past the %d-byte header", hlen)
		}
		d := data[off : off+descSize]
		name := string(d[:11])
		if i := strings.IndexByte(name, 0); i >= 0 {
			name = name[:i]
		}
		name = strings.TrimSpace(name)
		where := fmt.Sprintf("field %d", n)
		if name == "" || !printableASCII(name) {
			return nil, bad(where, "", "field name %q is not readable", name)
		}
		// The layout is all character fields (C); the layout published before its 2025
		// correction typed the dates D (YYYYMMDD, the same text) and some programs type
		// numbers N (right-justified digits): both are read as text.
		switch d[11] {
		case 'C', 'D', 'N':
		default:
			return nil, bad(where, name, "field %s has type %q; the US Chess layout uses character fields (C; dates D and numbers N are read too)", name, d[11])
		}
		f := Field{Name: strings.ToUpper(name), Len: int(d[16])}
		if f.Len == 0 {
			return nil, bad(where, name, "field %s has width 0", name)
		}
		t.Fields = append(t.Fields, f)
		sum += f.Len
	}
	if len(t.Fields) == 0 {
		return nil, bad("header", "", "no fields")
	}
	if rlen != sum {
		return nil, bad("header", "", "record length %d, but the fields add up to %d", rlen, sum)
	}
	for k := 0; k < nrec; k++ {
		off := hlen + k*rlen
		where := fmt.Sprintf("record %d", k+1)
		if off >= len(data) || (off < len(data) && data[off] == fileEnd && off+rlen > len(data)) {
			return nil, &DecodeError{Where: where, Err: fmt.Errorf("%w: the header announces %d records, the file holds %d", ErrRecord, nrec, k)}
		}
		if off+rlen > len(data) {
			return nil, &DecodeError{Where: where, Err: fmt.Errorf("%w: record is %d bytes, want %d (the file is cut short)", ErrRecord, len(data)-off, rlen)}
		}
		rec := data[off : off+rlen]
		switch rec[0] {
		case '*':
			continue
		case ' ':
		default:
			return nil, &DecodeError{Where: where, Err: fmt.Errorf("%w: deletion flag 0x%02X (want a space or *); records are misaligned", ErrRecord, rec[0])}
		}
		// The cell limit of every table format, checked before the record is kept.
		if (len(t.Records)+1)*len(t.Fields) > limits.MaxCells {
			return nil, &DecodeError{Where: where, Err: fmt.Errorf("%w: more than %d fields in the file: %w", ErrRecord, limits.MaxCells, limits.ErrLimit)}
		}
		// One string per record, each value a slice of it: a table of many narrow fields
		// costs little more than its bytes.
		line := string(rec)
		vals := make([]string, len(t.Fields))
		p := 1
		for i, f := range t.Fields {
			vals[i] = strings.TrimRight(line[p:p+f.Len], " \x00")
			p += f.Len
		}
		t.Records = append(t.Records, vals)
		t.Numbers = append(t.Numbers, k+1)
		t.Offsets = append(t.Offsets, off)
	}
	return t, nil
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7E {
			return false
		}
	}
	return true
}

// Encode writes a dBase III file: the header (with the given last-update date), one
// character field per Field, every record space-padded and left-aligned, and the end
// marker. Values must be ASCII and fit their field; Encode checks both.
func Encode(fields []Field, records [][]string, year, month, day int) ([]byte, error) {
	if len(fields) == 0 || len(fields) > maxFields {
		return nil, fmt.Errorf("%d fields (1 to %d)", len(fields), maxFields)
	}
	rlen := 1
	for _, f := range fields {
		if f.Len < 1 || f.Len > 255 || len(f.Name) > 10 || f.Name == "" {
			return nil, fmt.Errorf("bad field %+v", f)
		}
		rlen += f.Len
	}
	hlen := headerSize + descSize*len(fields) + 1
	if rlen > 0xFFFF || hlen > 0xFFFF {
		return nil, fmt.Errorf("records of %d bytes are too long", rlen)
	}
	out := make([]byte, hlen, hlen+rlen*len(records)+1)
	out[0] = Version
	if year >= 1900 {
		out[1], out[2], out[3] = byte(year-1900), byte(month), byte(day)
	}
	binary.LittleEndian.PutUint32(out[4:8], uint32(len(records)))
	binary.LittleEndian.PutUint16(out[8:10], uint16(hlen))
	binary.LittleEndian.PutUint16(out[10:12], uint16(rlen))
	for i, f := range fields {
		d := out[headerSize+i*descSize:]
		copy(d[:11], f.Name)
		d[11] = 'C'
		d[16] = byte(f.Len)
	}
	out[hlen-1] = descEnd
	for r, rec := range records {
		if len(rec) != len(fields) {
			return nil, fmt.Errorf("record %d has %d values for %d fields", r+1, len(rec), len(fields))
		}
		out = append(out, ' ')
		for i, f := range fields {
			v := rec[i]
			if !printableASCII(v) {
				return nil, fmt.Errorf("record %d: %s %q is not printable ASCII", r+1, f.Name, v)
			}
			if len(v) > f.Len {
				return nil, fmt.Errorf("record %d: %s %q is longer than %d characters", r+1, f.Name, v, f.Len)
			}
			out = append(out, v...)
			for k := len(v); k < f.Len; k++ {
				out = append(out, ' ')
			}
		}
	}
	return append(out, fileEnd), nil
}

// FirstFieldName returns the first ten bytes of the first field name in head, the start of a
// file, and whether head is long enough to hold them; importers sniff and tell files apart
// with it.
func FirstFieldName(head []byte) (string, bool) {
	if len(head) < headerSize+descSize {
		return "", false
	}
	return string(head[headerSize : headerSize+10]), true
}
