package dbase

import (
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"testing"
)

func TestEncodeDecode(t *testing.T) {
	fields := []Field{{"S_SEC_NUM", 2}, {"S_SEC_NAME", 10}}
	data, err := Encode(fields, [][]string{{"1", "Open"}, {"2", "Reserve"}}, 2026, 3, 29)
	if err != nil {
		t.Fatal(err)
	}
	// 32-byte header, two 32-byte descriptors, the 0x0D terminator, two records of
	// 1+2+10 bytes, the 0x1A end mark.
	if want := 32 + 2*32 + 1 + 2*13 + 1; len(data) != want {
		t.Errorf("%d bytes, want %d", len(data), want)
	}
	if data[0] != Version || data[1] != 126 || data[2] != 3 || data[3] != 29 {
		t.Errorf("header starts % x, want 03 7e 03 1d (dBase III, 2026-03-29)", data[:4])
	}
	tb, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	if tb.Col("S_SEC_NAME") != 1 || tb.Col("NONE") != -1 {
		t.Errorf("Col: S_SEC_NAME at %d, NONE at %d", tb.Col("S_SEC_NAME"), tb.Col("NONE"))
	}
	if len(tb.Records) != 2 || tb.Records[1][0] != "2" || tb.Records[1][1] != "Reserve" {
		t.Errorf("records %q", tb.Records)
	}
	if name, ok := FirstFieldName(data); !ok || name != "S_SEC_NUM\x00" {
		t.Errorf("FirstFieldName = %q, %v", name, ok)
	}
	if _, ok := FirstFieldName(data[:40]); ok {
		t.Error("FirstFieldName of a cut header reported a name")
	}
}

func TestDecodeErrors(t *testing.T) {
	good, err := Encode(EventFields, [][]string{make([]string, len(EventFields))}, 2026, 3, 29)
	if err != nil {
		t.Fatal(err)
	}
	badVersion := append([]byte(nil), good...)
	badVersion[0] = 0x30
	cases := []struct {
		name string
		data []byte
		want error
		msg  string
	}{
		{"version", badVersion, ErrHeader, "header: bad dBase header: version byte 0x30 is not dBase III (0x03)"},
		{"cut", good[:len(good)-20], ErrRecord, ""},
	}
	for _, c := range cases {
		_, err := Decode(c.data)
		var de *DecodeError
		if !errors.Is(err, c.want) || !errors.As(err, &de) {
			t.Errorf("%s: %v, want a DecodeError wrapping %v", c.name, err, c.want)
			continue
		}
		if c.msg != "" && err.Error() != c.msg {
			t.Errorf("%s: %q, want %q", c.name, err.Error(), c.msg)
		}
	}
}

// FuzzDecode decodes arbitrary bytes as a dBase III file: no panic, and a table decoded
// holds records of exactly its fields, within the cell limit.
func FuzzDecode(f *testing.F) {
	for _, fields := range [][]Field{EventFields, SectionFields, PlayerFields(3)} {
		data, err := Encode(fields, [][]string{make([]string, len(fields))}, 2026, 3, 29)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte{3, 0, 0, 0, 2, 0, 0, 0, 65, 0, 2, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tb, err := Decode(data)
			if err != nil {
				return
			}
			for k, rec := range tb.Records {
				if len(rec) != len(tb.Fields) {
					t.Fatalf("record %d has %d values for %d fields", k, len(rec), len(tb.Fields))
				}
			}
		})
	})
}
