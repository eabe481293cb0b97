package xtab

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// FuzzParseCell feeds arbitrary text to every notation: ParseCell must not panic, the
// hand-written US matchers must agree with the US grammar's expressions, CleanCell and
// atoiRef with their slow paths, and a cell
// accepted in US notation must survive FormatUS followed by ParseCell.
func FuzzParseCell(f *testing.F) {
	for _, s := range []string{"W12", "W12B", "X", "Z4", "BF", "UW3b", "P13w", "-7", "12w1", "5b0,5", "-½",
		"+W9", "=BYE", "--", "½", "27:W", " 0:=", "  : ", "'=x", "W99999", "\u00a0H\u00a0", "ſ4w", "bF", "12B",
		"007", "99999", "100000", "+5", "-5", "99999999999999999999", " W1\x7f", "\x01W"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		testtool.Budget(t, []byte(s), func() {
			checkUSGrammar(t, s)
			if got, want := CleanCell(s), cleanCellFull(s); got != want {
				t.Fatalf("CleanCell(%q) = %q, without the shortcut %q", s, got, want)
			}
			if s != "" { // "" is 0 by its own case
				n, err := atoiRef(s)
				wantN, wantErr := atoiRefSigned(s)
				if n != wantN || (err == nil) != (wantErr == nil) {
					t.Fatalf("atoiRef(%q) = %d, %v; strconv gives %d, %v", s, n, err, wantN, wantErr)
				}
			}
			for _, n := range []Notation{US, ChessResults, TEC, Matrix, SwissPerfect} {
				_, _ = ParseCell(s, n)
			}
			c, err := ParseCell(s, US)
			if err != nil {
				return
			}
			rd := engine.Round{Opponent: engine.PlayerID(c.Ref), Color: c.Color, Result: c.Result}
			text := FormatUS(rd, c.Ref)
			back, err := ParseCell(GuardCell(text), US)
			if err != nil {
				t.Fatalf("%q read as %+v, written as %q, which does not parse: %v", s, c, text, err)
			}
			// The model keeps neither the note nor the N/S flag (N is written as W), nor R's
			// mirror flag (Parse replaces its placeholder result).
			back.Note, c.Note, c.Inconsistent, c.Mirror = "", "", false, false
			if back != c {
				t.Fatalf("%q read as %+v, written as %q, read back as %+v", s, c, text, back)
			}
		})
	})
}
