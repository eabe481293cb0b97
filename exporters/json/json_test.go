package jsonout_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
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
		t.Errorf("%s differs from the golden file (run go test -update and review the diff)\n got:\n%s", path, got)
	}
}

// opponents sums the opponents' totals over played games: a tiny stand-in tiebreak.
type opponents struct{}

func (opponents) Code() string { return "OPP" }
func (opponents) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, i := range group {
		for _, e := range ev.Entries[i] {
			if e.Played() && e.Opponent >= 0 {
				out[k] += ev.Totals[e.Opponent]
			}
		}
	}
	return out
}

// rating is a tiebreak printed with fixed decimals.
type rating struct{}

func (rating) Code() string  { return "RTG" }
func (rating) Decimals() int { return 1 }
func (rating) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, i := range group {
		out[k] = engine.Points(ev.T.Players[i].Rating)
	}
	return out
}

func sample() *engine.Tournament {
	rd := func(opp engine.PlayerID, c engine.Color, r engine.Result) engine.Round {
		return engine.Round{Opponent: opp, Color: c, Result: r}
	}
	w, b := engine.White, engine.Black
	decl := engine.MustScore("2.5")
	return &engine.Tournament{
		Name: "Quarter <&> Points", Rounds: 2, Scoring: engine.DefaultScoring(),
		Players: []engine.Player{
			{ID: 1, Name: "Ann", Rating: 2000, Declared: &decl, Rounds: []engine.Round{rd(2, w, engine.Win), rd(3, b, engine.Draw)},
				Attrs: []engine.Attr{{Key: "club", Value: "Rooks"}}},
			{ID: 2, Name: "Ben", Rating: 1900, Rounds: []engine.Round{rd(1, b, engine.Loss), rd(0, engine.NoColor, engine.HalfBye)}},
			{ID: 3, Name: "Cy", Rating: 1800, Rounds: []engine.Round{rd(0, engine.NoColor, engine.PairingBye), rd(1, w, engine.Draw)}},
		},
		Adjustments: []engine.Adjustment{
			{Player: 1, Points: engine.MustScore("1"), Source: engine.AdjustDeclared},
			{Player: 2, Round: 1, Points: engine.MustScore("-0.25"), Source: engine.AdjustRecord, Code: "-", Note: "late"},
		},
	}
}

func TestExportWithStandings(t *testing.T) {
	tour := sample()
	st := engine.Rank(engine.NewEvaluation(tour, engine.Rules{}), []engine.Tiebreak{opponents{}, rating{}})
	var buf bytes.Buffer
	if err := jsonout.New().Export(context.Background(), &buf, &exporters.Document{T: tour, Standings: st}); err != nil {
		t.Fatal(err)
	}
	golden(t, filepath.Join("testdata", "standings.golden.json"), buf.Bytes())
	var v map[string]any
	if err := json.Unmarshal(buf.Bytes(), &v); err != nil {
		t.Fatalf("output is not JSON: %v", err)
	}
}

// TestCanonical checks the canonical form: deterministic, scores as exact strings, a
// declared total shown only when the model disagrees with itself.
func TestCanonical(t *testing.T) {
	a, err := jsonout.Canonical(sample())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := jsonout.Canonical(sample())
	if !bytes.Equal(a, b) {
		t.Error("Canonical is not deterministic")
	}
	golden(t, filepath.Join("testdata", "canonical.golden.json"), a)

	var doc struct {
		Players []struct {
			Total    string `json:"total"`
			Declared string `json:"declared"`
		} `json:"players"`
	}
	if err := json.Unmarshal(a, &doc); err != nil {
		t.Fatal(err)
	}
	// Ann: 1.5 from the rounds + 1 declared adjustment = 2.5 = declared: not shown.
	// Ben: 0 + 0.5 - 0.25 = 0.25.
	want := []struct{ total, declared string }{{"2.5", ""}, {"0.25", ""}, {"1.5", ""}}
	for i, w := range want {
		if doc.Players[i].Total != w.total || doc.Players[i].Declared != w.declared {
			t.Errorf("player %d total %q declared %q, want %q %q", i+1, doc.Players[i].Total, doc.Players[i].Declared, w.total, w.declared)
		}
	}

	tour := sample()
	off := engine.MustScore("9")
	tour.Players[0].Declared = &off
	c, _ := jsonout.Canonical(tour)
	if !bytes.Contains(c, []byte(`"declared": "9"`)) {
		t.Error("a declared total that disagrees with the model is not shown")
	}
}

func TestErrors(t *testing.T) {
	if _, err := jsonout.Canonical(nil); err == nil {
		t.Error("Canonical(nil) succeeded")
	}
	if err := jsonout.New().Export(context.Background(), &bytes.Buffer{}, &exporters.Document{}); err == nil {
		t.Error("Export without a tournament succeeded")
	}
	e := jsonout.New()
	if e.Name() != "json" || e.Extensions()[0] != ".json" || e.Description() == "" {
		t.Errorf("name %q, extensions %v", e.Name(), e.Extensions())
	}
}

func TestResultCode(t *testing.T) {
	seen := map[string]bool{}
	for r := engine.NoResult; r <= engine.Pending; r++ {
		c := jsonout.ResultCode(r)
		if c == "" || seen[c] {
			t.Errorf("result %d has code %q (empty or duplicate)", r, c)
		}
		seen[c] = true
	}
}
