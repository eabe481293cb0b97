package eventfiles

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// put writes data to path below dir, making its folder.
func put(t *testing.T, dir, path, data string) {
	t.Helper()
	full := filepath.Join(dir, filepath.FromSlash(path))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(full, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestFind finds the events of a folder in path order, with the season.yaml and the
// sidecar that apply to each, and says why every other file was skipped; the output
// folder of the run and of an earlier report are not searched.
func TestFind(t *testing.T) {
	open, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	in, out := filepath.Join(dir, "season"), filepath.Join(dir, "season", "out")
	put(t, in, "b/club.trf", string(open))
	put(t, in, "b/club.yaml", "rules: fide\n")
	put(t, in, "a.trf", string(open))
	put(t, in, "season.yaml", "rules: uscf\n")
	put(t, in, "notes.pdf", "%PDF")
	put(t, in, ".hidden.trf", string(open))
	put(t, in, "old-report/x.trf", string(open))
	put(t, in, "old-report/"+outdir.ManifestName, "x.trf\n")
	put(t, out, "y.trf", string(open))
	reg := importers.NewRegistry()
	reg.Register(trf.New())
	reg.Register(csvin.New())
	found, err := Find([]string{in}, out, Options{Importers: reg})
	if err != nil {
		t.Fatal(err)
	}
	var rels []string
	var layers []int
	for _, j := range found.Jobs {
		if j.Err != nil {
			t.Errorf("%s: %v", j.Path, j.Err)
		}
		rels = append(rels, j.Rel)
		layers = append(layers, len(j.Layers))
	}
	if want := []string{"a.trf", "b/club.trf"}; !slices.Equal(rels, want) {
		t.Errorf("found %q, want %q", rels, want)
	}
	if want := []int{1, 2}; !slices.Equal(layers, want) {
		t.Errorf("settings layers %v, want %v (season.yaml; season.yaml and the sidecar)", layers, want)
	}
	var skipped []string
	for _, s := range found.Skipped {
		rel, _ := filepath.Rel(in, s.Path)
		skipped = append(skipped, filepath.ToSlash(rel)+": "+s.Why)
	}
	want := []string{".hidden.trf: hidden", "notes.pdf: not a format tiebreak reads (.pdf)"}
	if !slices.Equal(skipped, want) {
		t.Errorf("skipped %q, want %q", skipped, want)
	}
}
