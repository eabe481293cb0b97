package pipeline

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDetectPGNAndSwissChess: with every importer registered, a PGN file and a SwissChess
// file are recognised by their extension and, under another name, by their content
// (issue 35: a PGN file was "unknown format").
func TestDetectPGNAndSwissChess(t *testing.T) {
	head := func(rel string) []byte {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "real", filepath.FromSlash(rel)))
		if err != nil {
			t.Fatal(err)
		}
		return data[:min(len(data), 4096)]
	}
	pgnHead, swtHead := head("pgn/candidates-2024-men.pgn"), head("swt/SwissTeam.SWT")
	reg := NewFormats().Importers
	for _, tc := range []struct {
		path string
		head []byte
		want string
	}{
		{"event.pgn", pgnHead, "pgn"},
		{"games.txt", pgnHead, "pgn"},
		{"games", pgnHead, "pgn"},
		{"EVENT.SWT", swtHead, "swisschess"},
		{"event.bin", swtHead, "swisschess"},
	} {
		im, err := reg.Detect(tc.path, tc.head)
		if err != nil || im.Name() != tc.want {
			t.Errorf("%s: %v, %v; want %s", tc.path, im, err, tc.want)
		}
	}
}
