package pgn

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestCandidates2024 reads the FIDE Candidates 2024 (open) as ChessForge saved it (a
// workbook header and two study chapters among the 56 games; testdata/real/SOURCES.md)
// and checks every player's score against the official final scores beside it.
func TestCandidates2024(t *testing.T) {
	dir := filepath.Join(trftest.RealData(t), "pgn")
	data, err := os.ReadFile(filepath.Join(dir, "candidates-2024-men.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	tour, warns, err := New().Import(importers.Source{Name: "candidates.pgn", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, "candidates-2024-men.pgn.expected.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows)-1 != len(tour.Players) {
		t.Fatalf("%d players, want %d", len(tour.Players), len(rows)-1)
	}
	totals := map[string]engine.Score{}
	var sum engine.Score
	for i, p := range tour.Players {
		totals[p.Name] = tour.Total(&tour.Players[i])
		sum += totals[p.Name]
	}
	for _, r := range rows[1:] {
		want, err := engine.ParseScore(r[1])
		if err != nil {
			t.Fatal(err)
		}
		got, ok := totals[r[0]]
		if !ok || got != want {
			t.Errorf("%s: %v (found %v), want %v", r[0], got, ok, want)
		}
	}
	if sum != 56*engine.Point || tour.Rounds != 14 || tour.RoundsPlayed() != 14 {
		t.Errorf("%v points in %d rounds (%d played), want 56 in 14", sum, tour.Rounds, tour.RoundsPlayed())
	}
	// Start numbers by rating: Caruana 2803 first, Abasov 2632 last.
	if tour.Players[0].Name != "Caruana, Fabiano" || tour.Players[7].Name != "Abasov, Nijat" || tour.Players[0].Rating != 2803 {
		t.Errorf("start order: %q (%d) ... %q", tour.Players[0].Name, tour.Players[0].Rating, tour.Players[7].Name)
	}
	if tour.Name != "Candidates" || tour.StartDate != "2024.04.04" || len(tour.RoundDates) != 14 {
		t.Errorf("event %q from %q, %d round dates", tour.Name, tour.StartDate, len(tour.RoundDates))
	}
	if err := tour.Validate(); err != nil {
		t.Errorf("validate: %v", err)
	}
	// The workbook header, two study chapters and the start-number note; nothing else.
	if len(warns) != 4 {
		t.Errorf("%d warnings, want 4: %v", len(warns), warns)
	}
}
