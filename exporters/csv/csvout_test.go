package csvout_test

import (
	"bytes"
	"context"
	"flag"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	"github.com/tiebreak-chess/tiebreak/importers/trf"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

var update = flag.Bool("update", false, "update golden files")

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs (run go test -update and review the diff); got:\n%s", path, got)
	}
}

func importTRF(t *testing.T, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: filepath.Base(path), Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

func export(t *testing.T, e exporters.Exporter, tr *engine.Tournament, notation string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := e.Export(context.Background(), &buf, &exporters.Document{T: tr, Opts: exporters.Options{Notation: notation}}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func reimport(t *testing.T, data []byte, layout string) *engine.Tournament {
	t.Helper()
	tr, _, err := csvin.New().Import(importers.Source{Name: "x.csv", Data: data, Opts: importers.Options{Layout: layout}})
	if err != nil {
		t.Fatalf("reimport: %v\n%s", err, data)
	}
	return tr
}

// TestGolden pins the three outputs for the TEC exercise Swiss (forfeits, byes of every
// kind, a withdrawal) and a round robin with a forfeit.
func TestGolden(t *testing.T) {
	root := trftest.RealData(t)
	events := map[string]string{
		"tec-swiss": filepath.Join(root, "reference", "fide-tec-tiebreak-exercises-2023", "tec-exercise-swiss-16p-5r.derived.trf"),
		"e07-rr":    filepath.Join(root, "extra", "e07.trf"),
	}
	for name, path := range events {
		tr := importTRF(t, path)
		golden(t, filepath.Join("testdata", name+".us.csv"), export(t, csvout.NewCrosstable(), tr, ""))
		golden(t, filepath.Join("testdata", name+".chess-results.csv"), export(t, csvout.NewCrosstable(), tr, "chess-results"))
		golden(t, filepath.Join("testdata", name+".games.csv"), export(t, csvout.NewGames(), tr, ""))
	}
}

func TestUnknownNotation(t *testing.T) {
	var buf bytes.Buffer
	err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: &engine.Tournament{}, Opts: exporters.Options{Notation: "klingon"}})
	if err == nil || !strings.Contains(err.Error(), "klingon") {
		t.Errorf("err = %v, want an unknown-notation error", err)
	}
}

// chessResultsForm maps a round to what chess-results notation can say: -1 for both
// full-point byes, rated and unrated games alike, no opponent or colour on a bye.
func chessResultsForm(rd engine.Round) engine.Round {
	switch rd.Result {
	case engine.FullBye:
		rd.Result = engine.PairingBye
	case engine.WinUnrated:
		rd.Result = engine.Win
	case engine.DrawUnrated:
		rd.Result = engine.Draw
	case engine.LossUnrated:
		rd.Result = engine.Loss
	}
	if rd.Result.IsBye() {
		rd.Opponent, rd.Color = 0, engine.NoColor
	}
	return rd
}

// gamesForm maps a round to what a game list can say: byes without opponent or colour,
// and forfeits without colour (a forfeit whose colour the source omits is written with
// the lower start number as White, and reads back with those colours).
func gamesForm(rd engine.Round) engine.Round {
	if rd.Result.IsBye() {
		rd.Opponent, rd.Color = 0, engine.NoColor
	}
	if rd.Result.IsForfeit() {
		rd.Color = engine.NoColor
	}
	return rd
}

// TestLossyRoundTrips writes every real TRF as a chess-results crosstable and as a game
// list, reads it back, and compares every round in the form the output can carry.
func TestLossyRoundTrips(t *testing.T) {
	root := trftest.RealData(t)
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".trf") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		rel, _ := filepath.Rel(root, path)
		t.Run(rel, func(t *testing.T) {
			want := importTRF(t, path)
			cr := reimport(t, export(t, csvout.NewCrosstable(), want, "chess-results"), "")
			compareRounds(t, "chess-results", want, cr, chessResultsForm)
			if gamesRepresentable(want) {
				gl := reimport(t, export(t, csvout.NewGames(), want, ""), "games")
				compareRounds(t, "games", want, gl, gamesForm)
			}
		})
	}
}

// gamesRepresentable reports whether a game list can carry every round: each game must
// be recorded the same way on both sides, and every player must appear in some round.
func gamesRepresentable(tr *engine.Tournament) bool {
	for i := range tr.Players {
		p := &tr.Players[i]
		found := false
		for r, rd := range p.Rounds {
			if rd.Result != engine.NoResult {
				found = true
			}
			if rd.Opponent == 0 {
				if rd.Result == engine.NoResult || rd.Result.IsBye() {
					continue
				}
				return false // a forfeit without an opponent
			}
			q := tr.Player(rd.Opponent)
			if q == nil || r >= len(q.Rounds) || q.Rounds[r].Opponent != p.ID {
				return false
			}
		}
		if !found {
			return false
		}
	}
	return true
}

func compareRounds(t *testing.T, what string, want, got *engine.Tournament, form func(engine.Round) engine.Round) {
	t.Helper()
	if len(got.Players) != len(want.Players) {
		t.Fatalf("%s: %d players, want %d", what, len(got.Players), len(want.Players))
	}
	for i := range want.Players {
		w, g := &want.Players[i], &got.Players[i]
		if w.ID != g.ID || w.Name != g.Name {
			t.Errorf("%s: player %d is %d %q, want %d %q", what, i+1, g.ID, g.Name, w.ID, w.Name)
			continue
		}
		for r := 0; r < want.Rounds; r++ {
			var wr, gr engine.Round
			if r < len(w.Rounds) {
				wr = w.Rounds[r]
			}
			if r < len(g.Rounds) {
				gr = g.Rounds[r]
			}
			if form(wr) != form(gr) {
				t.Errorf("%s: player %d round %d: got %+v, want %+v", what, w.ID, r+1, gr, wr)
			}
		}
	}
}
