package trf_test

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// TestUTF16 reads a TRF saved as UTF-16, with and without a BOM, in both byte orders
// (issue 15, defect 6: such files gave "no TRF records found"): the model is the one of
// the UTF-8 file, and the format is recognised by its content.
func TestUTF16(t *testing.T) {
	data, err := os.ReadFile("testdata/byes.trf")
	if err != nil {
		t.Fatal(err)
	}
	want := canonical(t, load(t, data))
	encode := func(bigEndian, bom bool) []byte {
		var out []byte
		if bom {
			out = append(out, 0xFF, 0xFE)
			if bigEndian {
				out = []byte{0xFE, 0xFF}
			}
		}
		for _, u := range utf16.Encode([]rune(string(data))) {
			if bigEndian {
				out = append(out, byte(u>>8), byte(u))
			} else {
				out = append(out, byte(u), byte(u>>8))
			}
		}
		return out
	}
	for _, tc := range []struct {
		name           string
		bigEndian, bom bool
	}{{"LE with BOM", false, true}, {"BE with BOM", true, true}, {"LE", false, false}, {"BE", true, false}} {
		t.Run(tc.name, func(t *testing.T) {
			in := encode(tc.bigEndian, tc.bom)
			if !trf.New().Sniff(in[:min(len(in), 4096)]) {
				t.Error("not recognised as TRF")
			}
			if got := canonical(t, load(t, in)); !bytes.Equal(got, want) {
				t.Errorf("model differs from the UTF-8 file:\n%s", got)
			}
		})
	}
}

func load(t *testing.T, data []byte) *engine.Tournament {
	t.Helper()
	tr, _, err := trf.New().Import(importers.Source{Name: "e.trf", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// TestPlayerRoundsLimit refuses a file whose players times declared rounds go beyond
// importers.MaxPlayerRounds (issue 15, defect 1, for TRF: 200 KB declaring 999 rounds
// for 9999 players took 300 MB), at the line that declares the rounds.
func TestPlayerRoundsLimit(t *testing.T) {
	var b strings.Builder
	b.WriteString("012 Big\nXXR 999\n")
	for i := 1; i <= 2003; i++ {
		fmt.Fprintf(&b, "001 %4d      P%d\n", i, i)
	}
	_, _, err := trf.New().Import(importers.Source{Name: "e.trf", Data: []byte(b.String())})
	const want = "e.trf:2:5: rounds: 2003 players and 999 rounds: beyond what this program reads (at most 2000000 player-rounds)"
	if err == nil || err.Error() != want {
		t.Errorf("error\n got %v\nwant %s", err, want)
	}
}

// TestNULCharacter: a NUL in a TRF is an error at its line and column, not a name or a
// field, so an event never holds one that would turn its own export into something that
// reads as UTF-16 (a fuzz finding: "012 \x00" came back as "no TRF records").
func TestNULCharacter(t *testing.T) {
	_, _, err := trf.New().Import(importers.Source{Name: "n.trf", Data: []byte("012 Open\n012 \x00\n")})
	want := "n.trf:2:5: a NUL character: a TRF is plain text (save the file as UTF-8; a UTF-16 file needs its byte-order mark)"
	if err == nil || err.Error() != want {
		t.Errorf("error %v, want %s", err, want)
	}
}
