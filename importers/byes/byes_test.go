package byes

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/pgn"
)

// event reads a PGN of four players over three rounds in which Dee has no game in round 1,
// Abe none in round 2 and Cy none in round 3 (a bye, a forfeit or an absence: the file
// does not say).
func event(t *testing.T) *engine.Tournament {
	t.Helper()
	var b strings.Builder
	for _, g := range [][4]string{
		{"1", "Abe", "Bo", "1-0"}, {"1", "Cy", "Eve", "1/2-1/2"},
		{"2", "Bo", "Cy", "0-1"}, {"2", "Dee", "Eve", "1-0"},
		{"3", "Abe", "Dee", "1/2-1/2"}, {"3", "Eve", "Bo", "0-1"},
	} {
		fmt.Fprintf(&b, "[Event \"E\"]\n[Round %q]\n[White %q]\n[Black %q]\n[Result %q]\n\n%s\n\n", g[0], g[1], g[2], g[3], g[3])
	}
	tour, _, err := pgn.New().Import(importers.Source{Name: "e.pgn", Data: []byte(b.String())})
	if err != nil {
		t.Fatal(err)
	}
	if len(tour.Unknown) != 3 {
		t.Fatalf("unknown %+v", tour.Unknown)
	}
	return tour
}

func total(tour *engine.Tournament, name string) engine.Score {
	for i := range tour.Players {
		if tour.Players[i].Name == name {
			return tour.Total(&tour.Players[i])
		}
	}
	return -1
}

func number(tour *engine.Tournament, name string) int {
	for _, p := range tour.Players {
		if p.Name == name {
			return int(p.ID)
		}
	}
	return 0
}

// TestFill: a player named by start number or by name; codes with or without a space,
// either case; the filled rounds count and the converted file's comment no longer calls
// them unknown.
func TestFill(t *testing.T) {
	tour := event(t)
	list := fmt.Sprintf("# byes the PGN does not hold\n%d: 1 H\nabe : 2z   # withdrew for the round\n", number(tour, "Dee"))
	entries, err := Parse("byes.txt", []byte(list))
	if err != nil {
		t.Fatal(err)
	}
	if err := Apply(tour, "byes.txt", entries); err != nil {
		t.Fatal(err)
	}
	if got := total(tour, "Dee"); got != engine.Point*2 {
		t.Errorf("Dee %v, want 2 (half-point bye, win, draw)", got)
	}
	if got := total(tour, "Abe"); got != engine.Point*3/2 {
		t.Errorf("Abe %v, want 1.5", got)
	}
	cy := number(tour, "Cy")
	if len(tour.Unknown) != 1 || tour.Unknown[0] != (engine.PlayerRound{Player: engine.PlayerID(cy), Round: 3}) {
		t.Errorf("unknown %+v", tour.Unknown)
	}
	var comments []string
	for _, r := range tour.Records {
		if strings.HasPrefix(r.Line, "### PGN round") {
			comments = append(comments, r.Line)
		}
	}
	want := fmt.Sprintf("### PGN round 3: no game in the file for %d (unknown: a bye, a forfeit or an absence; read as not paired)", cy)
	if len(comments) != 1 || comments[0] != want {
		t.Errorf("comments %q, want [%q]", comments, want)
	}
	if got := tour.Progress().String(); !strings.HasSuffix(got, "; 1 player-round unknown (no game in the file, counted as not paired)") {
		t.Errorf("progress %q", got)
	}
}

// TestErrors: every problem of a list at once, positioned; nothing filled.
func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		name, list string
		want       []string
	}{
		{"syntax", "Abe 2 H\n: 3 H\nBo: x H, 2 Q, 3\nCy:\n", []string{
			`byes.txt:1:1: want PLAYER: ROUND CODE, as in "12: 3 H"`,
			"byes.txt:2:1: no player before the colon",
			`byes.txt:3:5: "x" is not a round number`,
			`byes.txt:3:12: "Q" is not a bye code: use H (half point), F (full point), Z (zero) or U (pairing bye)`,
			"byes.txt:3:15: round 3 has no code: add H, F, Z or U",
			`byes.txt:4:4: no round after the player`,
		}},
		{"event", "Zed: 1 H\nBo: 1 H\nCy: 3 H, 3 Z\nDee: 9 F\n", []string{
			`byes.txt:1:1: no player "Zed" in the event`,
			"byes.txt:2:5: Bo, round 1: the file holds this round already",
			"byes.txt:3:10: Cy, round 3: this round is listed twice",
			"byes.txt:4:6: Dee, round 9: round 9 is not a round of the event",
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tour := event(t)
			entries, err := Parse("byes.txt", []byte(tc.list))
			if err == nil {
				err = Apply(tour, "byes.txt", entries)
			}
			if err == nil {
				t.Fatal("no error")
			}
			got := err.(interface{ Unwrap() []error }).Unwrap()
			if len(got) != len(tc.want) {
				t.Errorf("%d errors, want %d:\n%v", len(got), len(tc.want), err)
			}
			for i, w := range tc.want {
				var pe *importers.ParseError
				if i >= len(got) || !errors.As(got[i], &pe) || !strings.HasPrefix(pe.Error(), w) {
					t.Errorf("error %d: want prefix %q in\n%v", i, w, err)
				}
			}
			if len(tour.Unknown) != 3 {
				t.Error("a refused list filled something")
			}
		})
	}
}

// TestSharedName: a name two players share must be given by number.
func TestSharedName(t *testing.T) {
	tour := event(t)
	tour.Players[1].Name = tour.Players[0].Name
	err := Apply(tour, "b", []Entry{{Player: tour.Players[0].Name, Round: 1, Result: engine.HalfBye, Line: 1, Column: 5}})
	if err == nil || !strings.Contains(err.Error(), "2 players are named") {
		t.Errorf("%v", err)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"12: 3 H\n", "So, Wesley: 5 Z, 7 H\n1503014: 4F 6h # c\n", ": \n", "a:9999999999999999999 H", "\xff\xfe1\x00:\x00"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		entries, err := Parse("f", data)
		for _, e := range entries {
			if e.Round < 1 || e.Line < 1 || e.Column < 1 || e.Player == "" || !e.Result.IsBye() {
				t.Fatalf("bad entry %+v", e)
			}
		}
		_ = err
	})
}
