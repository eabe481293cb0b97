package xtab

import (
	"errors"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// The cases follow specs §5.1 (US), §5.2 (chess-results), §5.3 (FIDE TEC) and the
// round-robin matrix forms listed in the package documentation.
func TestParseCell(t *testing.T) {
	const (
		w, b, n = engine.White, engine.Black, engine.NoColor
	)
	cases := []struct {
		notation Notation
		in       string
		want     Cell
	}{
		// US Chess wall chart.
		{US, "W12", Cell{Ref: 12, Result: engine.Win}},
		{US, "L5", Cell{Ref: 5, Result: engine.Loss}},
		{US, "D3", Cell{Ref: 3, Result: engine.Draw}},
		{US, "W12w", Cell{Ref: 12, Color: w, Result: engine.Win}},
		{US, "W12B", Cell{Ref: 12, Color: b, Result: engine.Win}}, // DBF form
		{US, "l7W", Cell{Ref: 7, Color: w, Result: engine.Loss}},
		{US, "X", Cell{Result: engine.ForfeitWin}},
		{US, "X0", Cell{Result: engine.ForfeitWin}},
		{US, "X12", Cell{Ref: 12, Result: engine.ForfeitWin}},
		{US, "F", Cell{Result: engine.ForfeitLoss}},
		{US, "F9b", Cell{Ref: 9, Color: b, Result: engine.ForfeitLoss}},
		{US, "H", Cell{Result: engine.HalfBye}},
		{US, "H0", Cell{Result: engine.HalfBye}},
		{US, "B", Cell{Result: engine.PairingBye}},
		{US, "U", Cell{Result: engine.ZeroBye}},
		{US, "U0", Cell{Result: engine.ZeroBye}},
		{US, "-", Cell{}},
		{US, "", Cell{}},
		{US, "*", Cell{}},
		{US, " W12 ", Cell{Ref: 12, Result: engine.Win}},
		{US, "Z4", Cell{Ref: 4, Result: engine.DrawUnrated, Note: "US forfeit draw Z read as an unrated draw"}},
		{US, "Z", Cell{Result: engine.HalfBye, Note: "US forfeit draw Z without an opponent read as a half-point bye"}},
		{US, "N3", Cell{Ref: 3, Result: engine.Win, Inconsistent: true, Note: "inconsistent but ratable result N read as win"}},
		{US, "R3", Cell{Ref: 3, Result: engine.Pending, Mirror: true}},
		{US, "S3", Cell{Ref: 3, Result: engine.Loss, Inconsistent: true, Note: "inconsistent but ratable result S read as loss"}},
		{US, "12w", Cell{Ref: 12, Color: w, Result: engine.Pending}},
		// Lossless extensions.
		{US, "BF", Cell{Result: engine.FullBye}},
		{US, "UW4b", Cell{Ref: 4, Color: b, Result: engine.WinUnrated}},
		{US, "UD4", Cell{Ref: 4, Result: engine.DrawUnrated}},
		{US, "UL4w", Cell{Ref: 4, Color: w, Result: engine.LossUnrated}},
		{US, "P13b", Cell{Ref: 13, Color: b, Result: engine.Pending}},
		{US, "-13w", Cell{Ref: 13, Color: w}},
		{US, "'-13w", Cell{Ref: 13, Color: w}}, // formula guard removed
		{US, "H0w", Cell{Color: w, Result: engine.HalfBye}},
		// chess-results.
		{ChessResults, "12w1", Cell{Ref: 12, Color: w, Result: engine.Win}},
		{ChessResults, " 56w1", Cell{Ref: 56, Color: w, Result: engine.Win}},
		{ChessResults, "5b½", Cell{Ref: 5, Color: b, Result: engine.Draw}},
		{ChessResults, "5b0,5", Cell{Ref: 5, Color: b, Result: engine.Draw}},
		{ChessResults, "2b0", Cell{Ref: 2, Color: b, Result: engine.Loss}},
		{ChessResults, "24w+", Cell{Ref: 24, Color: w, Result: engine.ForfeitWin}},
		{ChessResults, "76b-", Cell{Ref: 76, Color: b, Result: engine.ForfeitLoss}},
		{ChessResults, "24+", Cell{Ref: 24, Result: engine.ForfeitWin}},
		{ChessResults, "13b", Cell{Ref: 13, Color: b, Result: engine.Pending}},
		{ChessResults, "-1", Cell{Result: engine.PairingBye}},
		{ChessResults, "-½", Cell{Result: engine.HalfBye}},
		{ChessResults, "-0", Cell{Result: engine.ZeroBye}},
		{ChessResults, "0", Cell{Result: engine.ZeroBye}},
		{ChessResults, "", Cell{}},
		// FIDE TEC.
		{TEC, "+W9", Cell{Ref: 9, Color: w, Result: engine.Win}},
		{TEC, "=B13", Cell{Ref: 13, Color: b, Result: engine.Draw}},
		{TEC, "-B2", Cell{Ref: 2, Color: b, Result: engine.Loss}},
		{TEC, "+F9", Cell{Ref: 9, Color: n, Result: engine.ForfeitWin}},
		{TEC, "-F12", Cell{Ref: 12, Result: engine.ForfeitLoss}},
		{TEC, "=BYE", Cell{Result: engine.HalfBye}},
		{TEC, "+BYE", Cell{Result: engine.PairingBye}},
		{TEC, "--", Cell{Result: engine.ZeroBye}},
		// Round-robin matrix.
		{Matrix, "1", Cell{Result: engine.Win}},
		{Matrix, "0", Cell{Result: engine.Loss}},
		{Matrix, "½", Cell{Result: engine.Draw}},
		{Matrix, "=", Cell{Result: engine.Draw}},
		{Matrix, "0.5", Cell{Result: engine.Draw}},
		{Matrix, "0,5", Cell{Result: engine.Draw}},
		{Matrix, "+", Cell{Result: engine.ForfeitWin}},
		{Matrix, "-", Cell{Result: engine.ForfeitLoss}},
		{Matrix, "*", Cell{}},
		{Matrix, "x", Cell{}},
		{Matrix, "", Cell{}},
	}
	for _, tc := range cases {
		t.Run(tc.notation.String()+"/"+tc.in, func(t *testing.T) {
			got, err := ParseCell(tc.in, tc.notation)
			if err != nil {
				t.Fatalf("ParseCell(%q): %v", tc.in, err)
			}
			if got != tc.want {
				t.Errorf("ParseCell(%q) = %+v, want %+v", tc.in, got, tc.want)
			}
		})
	}
}

func TestParseCellErrors(t *testing.T) {
	cases := []struct {
		notation Notation
		in       string
	}{
		{US, "W"},    // a win needs an opponent
		{US, "Q12"},  // unknown code
		{US, "W12x"}, // unknown colour
		{US, "12w1"}, // chess-results cell in US notation
		{ChessResults, "W12"},
		{ChessResults, "0w1"},
		{ChessResults, "12w2"},
		{TEC, "=F9"}, // a forfeit cannot be a draw
		{TEC, "+W0"},
		{Matrix, "2"},
		{Matrix, "W"},
	}
	for _, tc := range cases {
		if got, err := ParseCell(tc.in, tc.notation); !errors.Is(err, ErrCell) {
			t.Errorf("ParseCell(%q, %s) = %+v, %v; want an ErrCell error", tc.in, tc.notation, got, err)
		}
	}
}

func TestDetectNotation(t *testing.T) {
	cases := []struct {
		cells []string
		want  Notation
	}{
		{[]string{"W12", "L5", "H", "B", "X"}, US},
		{[]string{" 13b1", "-1", " 19b-", "0"}, ChessResults},
		{[]string{"+W9", "=B13", "=BYE", "--"}, TEC},
		{[]string{"", "", "W3"}, US},
	}
	for _, tc := range cases {
		if got := DetectNotation(tc.cells); got != tc.want {
			t.Errorf("DetectNotation(%q) = %s, want %s", tc.cells, got, tc.want)
		}
	}
}

// TestFormatUSRoundTrip writes every result, with and without opponent and colour, and
// reads it back.
func TestFormatUSRoundTrip(t *testing.T) {
	for r := engine.NoResult; r <= engine.Pending; r++ {
		for _, ref := range []int{0, 7} {
			for _, c := range []engine.Color{engine.NoColor, engine.White, engine.Black} {
				rd := engine.Round{Opponent: engine.PlayerID(ref), Color: c, Result: r}
				if (r.Played() || r == engine.Pending) && ref == 0 {
					continue // not representable: a game needs an opponent
				}
				text := FormatUS(rd, ref)
				got, err := ParseCell(GuardCell(text), US)
				if err != nil {
					t.Errorf("%+v: FormatUS = %q, which does not parse: %v", rd, text, err)
					continue
				}
				back := engine.Round{Opponent: engine.PlayerID(got.Ref), Color: got.Color, Result: got.Result}
				if back != rd {
					t.Errorf("%+v: FormatUS = %q, read back as %+v", rd, text, back)
				}
			}
		}
	}
}

func TestFormatChessResults(t *testing.T) {
	cases := []struct {
		rd   engine.Round
		want string
	}{
		{engine.Round{Opponent: 12, Color: engine.White, Result: engine.Win}, "12w1"},
		{engine.Round{Opponent: 5, Color: engine.Black, Result: engine.Draw}, "5b½"},
		{engine.Round{Opponent: 24, Color: engine.White, Result: engine.ForfeitWin}, "24w+"},
		{engine.Round{Opponent: 76, Result: engine.ForfeitLoss}, "76-"},
		{engine.Round{Opponent: 13, Color: engine.Black, Result: engine.Pending}, "13b"},
		{engine.Round{Result: engine.PairingBye}, "-1"},
		{engine.Round{Result: engine.HalfBye}, "-½"},
		{engine.Round{Result: engine.ZeroBye}, "-0"},
		{engine.Round{Result: engine.ForfeitWin}, "-+"},
		{engine.Round{Result: engine.ForfeitLoss}, "--"},
		{engine.Round{}, ""},
	}
	for _, tc := range cases {
		got := FormatChessResults(tc.rd, int(tc.rd.Opponent))
		if got != tc.want {
			t.Errorf("FormatChessResults(%+v) = %q, want %q", tc.rd, got, tc.want)
		}
		back, err := ParseCell(got, ChessResults)
		if err != nil || back.Result != tc.rd.Result || back.Color != tc.rd.Color || back.Ref != int(tc.rd.Opponent) {
			t.Errorf("%q reads back as %+v, %v", got, back, err)
		}
	}
}

func TestGuardCell(t *testing.T) {
	cases := []struct{ in, want string }{
		{"=1+1", "'=1+1"}, {"+W9", "'+W9"}, {"-1", "'-1"}, {"@SUM(A1)", "'@SUM(A1)"},
		{"\tx", "'\tx"}, {"'=x", "''=x"}, {"''", "'''"}, {"'t Hart", "'t Hart"},
		{"Smith, John", "Smith, John"}, {"", ""},
	}
	for _, tc := range cases {
		if got := GuardCell(tc.in); got != tc.want {
			t.Errorf("GuardCell(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if tc.in == CleanCell(tc.in) {
			if back := CleanCell(GuardCell(tc.in)); back != tc.in {
				t.Errorf("CleanCell(GuardCell(%q)) = %q", tc.in, back)
			}
		}
	}
}

func TestParseCellSwissPerfect(t *testing.T) {
	cases := []struct {
		in   string
		want Cell
	}{
		{"27:W", Cell{Ref: 27, Result: engine.Win}},
		{" 8:L", Cell{Ref: 8, Result: engine.Loss}},
		{"26:D", Cell{Ref: 26, Result: engine.Draw}},
		{"25:+", Cell{Ref: 25, Result: engine.ForfeitWin}},
		{" 4:-", Cell{Ref: 4, Result: engine.ForfeitLoss}},
		{" 0:W", Cell{Result: engine.PairingBye}},
		{" 0:+", Cell{Result: engine.FullBye}},
		{" 0:D", Cell{Result: engine.HalfBye}},
		{" 0:=", Cell{Result: engine.HalfBye}},
		{" 0:-", Cell{Result: engine.ZeroBye}},
		{" 0: ", Cell{Result: engine.ZeroBye}},
		{"  : ", Cell{}},
	}
	for _, tc := range cases {
		got, err := ParseCell(tc.in, SwissPerfect)
		if err != nil || got != tc.want {
			t.Errorf("ParseCell(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
}
