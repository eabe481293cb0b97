package crosstable

import (
	"errors"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// grid splits rows on "|" (cells are trimmed by the parser).
func grid(rows ...string) Grid {
	g := Grid{File: "t"}
	for _, r := range rows {
		g.Rows = append(g.Rows, strings.Split(r, "|"))
	}
	return g
}

// rounds formats every player's rounds as "id: opp color result; ..." for comparison.
func rounds(t *engine.Tournament) string {
	var b strings.Builder
	for _, p := range t.Players {
		b.WriteString(p.Name)
		for _, rd := range p.Rounds {
			b.WriteString(" " + xtab.FormatUS(rd, int(rd.Opponent)))
		}
		b.WriteString("\n")
	}
	return b.String()
}

func TestParseLayouts(t *testing.T) {
	cases := []struct {
		name string
		g    Grid
		opts Options
		want string // rounds(t), players in start-number order
	}{
		{
			// Ranking crosstable with start numbers: opponents are ranks (rows) and are
			// mapped back to start numbers.
			name: "ranking crosstable with SNo",
			g: grid(
				"Rk.|SNo|Name|1.Rd|2.Rd|Pts.",
				"1|3|Carol|2w1|3b1|2",
				"2|1|Alice|1b0|-1|1",
				"3|2|Bob|-½|1w0|0.5",
			),
			want: "Alice L3b B\nBob H L3w\nCarol W1w W2b\n",
		},
		{
			name: "starting-rank crosstable",
			g: grid(
				"No.|Name|1.Rd|2.Rd|Pts.|Rk.",
				"1|Alice|3b0|-1|1|2",
				"2|Bob|-½|3w0|0.5|3",
				"3|Carol|1w1|2b1|2|1",
			),
			want: "Alice L3b B\nBob H L3w\nCarol W1w W2b\n",
		},
		{
			// A ranking table whose first column is "No." still uses ranks when told so.
			name: "opponent refs forced to ranks",
			g: grid(
				"No.|Name|R1|Pts",
				"7|Top|W2|1",
				"3|Second|L1|0",
			),
			opts: Options{OpponentRefs: "rank"},
			want: "Second L7\nTop W3\n",
		},
		{
			// US wall chart, three lines per player: results, then colours, then running
			// scores; the ID line under the name does not start a new player.
			name: "three-line wall chart",
			g: grid(
				"Pair|Player Name|Rtg|Round 1|Round 2|Total",
				"1|SMITH, ANN|1800|W2|D3|1.5",
				"|12345678|| w | b |",
				"|||1|1.5|",
				"2|JONES, BOB|1700|L1|H|0.5",
				"|23456789||b||",
				"|||0|0.5|",
				"3|BROWN, CY|1600|U|D1|0.5",
				"|||| w |",
				"|||0|0.5|",
			),
			want: "SMITH, ANN W2w D3b\nJONES, BOB L1b H\nBROWN, CY U D1w\n",
		},
		{
			name: "round-robin matrix",
			g: grid(
				"No.|Name|1|2|3|4|Pts.",
				"1|A|*|1|½|0|1.5",
				"2|B|0|*|1|+|2",
				"3|C|½|0|*|1|1.5",
				"4|D|1|-|0|*|1",
			),
			// Berger rounds for 4 players: 1-4 2-3 | 4-3 1-2 | 2-4 3-1.
			want: "A L4 W2 D3\nB W3 L1 X4\nC L2 W4 D1\nD W1 L3 F2\n",
		},
		{
			name: "TEC notation",
			g: grid(
				"No|Name|R1|R2|Pts",
				"1|A|+W2|=BYE|1.5",
				"2|B|-B1|--|0",
			),
			want: "A W2w H\nB L1b U\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, warns, err := Parse(tc.g, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range warns {
				if !strings.Contains(w.Error(), "Berger") {
					t.Errorf("warning: %v", w)
				}
			}
			if s := rounds(got); s != tc.want {
				t.Errorf("rounds:\n%s\nwant:\n%s", s, tc.want)
			}
			for i := range got.Players {
				if p := &got.Players[i]; p.Declared == nil || *p.Declared != got.GamePoints(p) {
					t.Errorf("player %d: total %v, rounds %s", p.ID, p.Declared, got.GamePoints(p))
				}
			}
		})
	}
}

func TestParseDeclaredAdjustment(t *testing.T) {
	got, warns, err := Parse(grid(
		"No|Name|R1|R2|Pts",
		"1|A|W2|U|1.5",
		"2|B|L1|U|0",
	), Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []engine.Adjustment{{Player: 1, Points: engine.Half, Source: engine.AdjustDeclared, Note: "declared total differs from the rounds"}}
	if len(got.Adjustments) != 1 || got.Adjustments[0] != want[0] {
		t.Errorf("adjustments %+v, want %+v", got.Adjustments, want)
	}
	if len(warns) != 0 {
		t.Errorf("warnings %v, want none: Validate reports the total, once", warns)
	}
	if probs := got.Validate(); len(probs) != 1 || probs[0].String() != "warning: player 1: declared total 1.5 differs from the rounds (1); kept as an adjustment of +0.5" {
		t.Errorf("Validate = %v", probs)
	}
	if total := got.Total(&got.Players[0]); total != engine.MustScore("1.5") {
		t.Errorf("total %s, want 1.5", total)
	}
}

func TestParseNoHeader(t *testing.T) {
	_, _, err := Parse(grid("a|b", "1|2"), Options{})
	if !errors.Is(err, ErrNoHeader) {
		t.Errorf("err = %v, want ErrNoHeader", err)
	}
}

// TestMetaRoundTrip writes and reads metadata with awkward values.
func TestMetaRoundTrip(t *testing.T) {
	pts := engine.MustScore("-0.5")
	in := &engine.Tournament{
		Name: `Open "A", 2026`, City: " padded ", StartDate: "2026/01/02", DeputyArbiters: []string{"X", "Y, Z"},
		Rounds: 3, RoundDates: []string{"", "26/01/02", "line\nbreak"},
		Scoring:      engine.Scoring{WinWhite: engine.Points(3), WinBlack: engine.Points(3), DrawWhite: engine.Point, DrawBlack: engine.Point, ForfeitWin: engine.Points(3), PairingBye: engine.Points(3)},
		Tiebreaks:    []string{"BH/C1", "SB"},
		StandingsDef: []string{"PTS"},
		Teams:        []engine.Team{{ID: 1, Name: "Team, One", Nickname: "T1", Members: []engine.PlayerID{1, 2}}},
		Adjustments: []engine.Adjustment{
			{Player: 2, Round: 3, Points: pts, Source: engine.AdjustRecord, Code: "Z", Note: `late, "penalty"`},
		},
		Records: []engine.Record{{Tag: "XXC", Line: "XXC white1  "}, {Tag: "", Line: `"quoted", odd`}},
	}
	lines := xtab.WriteMeta(in, xtab.US)
	m, errs := xtab.ReadMeta(lines)
	if len(errs) > 0 {
		t.Fatalf("errors %v reading:\n%s", errs, strings.Join(lines, "\n"))
	}
	got := m.Base
	if got.Name != in.Name || got.City != in.City || strings.Join(got.DeputyArbiters, "|") != "X|Y, Z" ||
		strings.Join(got.RoundDates, "|") != strings.Join(in.RoundDates, "|") || got.Scoring != in.Scoring ||
		len(got.Teams) != 1 || got.Teams[0].Name != "Team, One" || len(got.Teams[0].Members) != 2 ||
		len(got.Adjustments) != 1 || got.Adjustments[0] != in.Adjustments[0] ||
		len(got.Records) != 2 || got.Records[0] != in.Records[0] || got.Records[1] != in.Records[1] ||
		m.Notation != xtab.US || got.Rounds != 3 {
		t.Errorf("read back %+v\nfrom:\n%s", got, strings.Join(lines, "\n"))
	}
	for _, l := range lines {
		if !xtab.IsMetaLine(l) {
			t.Errorf("%q is not a metadata line", l)
		}
	}
}

// TestParseMirroredResult reads the US code R as the result recorded on the other side
// (issue 15, defect 8): it mirrors the opponent's cell, so a game never scores 1.5 points,
// and a cell it cannot mirror is an error at both cells.
func TestParseMirroredResult(t *testing.T) {
	tests := []struct {
		name string
		g    Grid
		want string // rounds(t), or the errors
	}{
		{"against a win", grid("No|Name|R1", "1|A|W2w", "2|B|R1"), "A W2w\nB L1b\n"},
		{"against a loss", grid("No|Name|R1", "1|A|R2", "2|B|L1b"), "A W2w\nB L1b\n"},
		{"against a draw", grid("No|Name|R1", "1|A|D2", "2|B|R1"), "A D2\nB D1\n"},
		{"against a forfeit", grid("No|Name|R1", "1|A|F2", "2|B|R1"), "A F2\nB X1\n"},
		{"against a game not yet played", grid("No|Name|R1", "1|A|2w", "2|B|R1"), "A P2w\nB P1b\n"},
		{"both R", grid("No|Name|R1", "1|A|R2", "2|B|R1"),
			"t:2:3: round 1: bad value: R (the result recorded on the other side), but player 2's cell says R as well; write the result in one of them\n" +
				"t:3:3: round 1: bad value: R (the result recorded on the other side), but player 1's cell says R as well; write the result in one of them"},
		{"against a bye", grid("No|Name|R1", "1|A|R2", "2|B|H"),
			"t:2:3: round 1: bad value: R (the result recorded on the other side), but player 2's cell records no game against 1\n" +
				"t:3:3: round 1: bad value: player 1's cell says R (the result recorded here), but this cell records no game against 1"},
		{"against another pairing", grid("No|Name|R1", "1|A|R2", "2|B|W3", "3|C|L2"),
			"t:2:3: round 1: bad value: R (the result recorded on the other side), but player 2's cell records no game against 1\n" +
				"t:3:3: round 1: bad value: player 1's cell says R (the result recorded here), but this cell records no game against 1"},
		{"against nobody in the table", grid("No|Name|R1", "1|A|R7", "2|B|"),
			"t:2:3: round 1: bad value: R (the result recorded on the other side), but player 7 is not in the table"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, _, err := Parse(tc.g, Options{Notation: xtab.US})
			var s string
			if err != nil {
				s = err.Error()
			} else {
				s = rounds(got)
				var sum engine.Score
				for i := range got.Players {
					sum += got.GamePoints(&got.Players[i])
				}
				if sum > engine.Point {
					t.Errorf("the game scores %s points", sum)
				}
			}
			if s != tc.want {
				t.Errorf("got\n%s\nwant\n%s", s, tc.want)
			}
		})
	}
}
