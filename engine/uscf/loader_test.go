package uscf

import (
	"os"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// loadTRF imports a TRF file with the project's TRF importer.
func loadTRF(t *testing.T, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return tr
}
