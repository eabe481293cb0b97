package importers_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/tiebreak-chess/tiebreak/importers"
)

func utf16Bytes(s string, bigEndian bool) []byte {
	var out []byte
	for _, u := range utf16.Encode([]rune(s)) {
		if bigEndian {
			out = append(out, byte(u>>8), byte(u))
		} else {
			out = append(out, byte(u), byte(u>>8))
		}
	}
	return out
}

// TestDecode checks that one stray Latin-1 byte garbles nothing else (issue 15, defect
// 6): valid UTF-8 stays, only the bytes that are not UTF-8 are read as Windows-1252 and
// their lines are named; UTF-16 is read with or without a BOM.
func TestDecode(t *testing.T) {
	text := "012 Open\n001    1 Müller, Jörg\n"
	tests := []struct {
		name  string
		in    []byte
		want  string
		enc   importers.Encoding
		lines []int
		more  int
	}{
		{"UTF-8", []byte(text), text, importers.UTF8, nil, 0},
		{"UTF-8 BOM", append([]byte{0xEF, 0xBB, 0xBF}, text...), text, importers.UTF8BOM, nil, 0},
		{"one Latin-1 byte among UTF-8", []byte("Müller\r\nJ\xf6rg\rZoë\n\xe9\n"), "Müller\r\nJörg\rZoë\né\n",
			importers.Windows1252, []int{2, 4}, 0},
		{"Windows-1252 only", []byte("M\xfcller \x80 \x93x\x94"), "Müller € “x”", importers.Windows1252, []int{1}, 0},
		{"BOM then Latin-1", []byte("\xEF\xBB\xBFa\nb\xe9"), "a\nbé", importers.Windows1252, []int{2}, 0},
		{"UTF-16LE BOM", append([]byte{0xFF, 0xFE}, utf16Bytes(text, false)...), text, importers.UTF16LE, nil, 0},
		{"UTF-16BE BOM", append([]byte{0xFE, 0xFF}, utf16Bytes(text, true)...), text, importers.UTF16BE, nil, 0},
		{"UTF-16LE without BOM", utf16Bytes(text, false), text, importers.UTF16LE, nil, 0},
		{"UTF-16BE without BOM", utf16Bytes(text, true), text, importers.UTF16BE, nil, 0},
		{"many Latin-1 lines", []byte(strings.Repeat("\xe9\n", 13)), strings.Repeat("é\n", 13),
			importers.Windows1252, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 3},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d := importers.Decode(tc.in)
			if d.Text != tc.want || d.Encoding != tc.enc || !reflect.DeepEqual(d.Lines, tc.lines) || d.More != tc.more {
				t.Errorf("Decode = %q %s lines %v more %d, want %q %s lines %v more %d",
					d.Text, d.Encoding, d.Lines, d.More, tc.want, tc.enc, tc.lines, tc.more)
			}
		})
	}
}

func TestDecodedWarnings(t *testing.T) {
	d := importers.Decode([]byte(strings.Repeat("a\xe9\n", 12)))
	var got []string
	for _, w := range d.Warnings("x.csv") {
		got = append(got, w.Error())
	}
	var want []string
	for l := 1; l <= 10; l++ {
		want = append(want, fmt.Sprintf("x.csv:%d: bytes that are not UTF-8 read as Windows-1252 (save the file as UTF-8 to be sure)", l))
	}
	want = append(want, "x.csv:10: bytes that are not UTF-8 read as Windows-1252 (save the file as UTF-8 to be sure), and on 2 more lines after this one")
	if !reflect.DeepEqual(got, want) {
		t.Errorf("warnings\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
