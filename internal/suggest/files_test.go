package suggest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
)

// TestFiles checks which files of a folder Files names for a mistyped path: the
// closest names (folders never), as paths in the folder, and none for a folder that
// does not exist.
func TestFiles(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"sample.trf", "simple.trf", "open.json"} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "open.jsn"), 0o755); err != nil {
		t.Fatal(err)
	}
	in := func(names ...string) []string {
		for i, n := range names {
			names[i] = filepath.Join(dir, n)
		}
		return names
	}
	for _, tc := range []struct {
		path string
		want []string
	}{
		{filepath.Join(dir, "sampel.trf"), in("sample.trf")},
		{filepath.Join(dir, "sample.trf"), in("sample.trf")}, // a file that exists is its own closest
		{filepath.Join(dir, "smple.trf"), in("sample.trf", "simple.trf")},
		{filepath.Join(dir, "open.jsn"), in("open.json")},
		{filepath.Join(dir, "standings.csv"), nil},
		{filepath.Join(dir, "missing", "sample.trf"), nil},
	} {
		if got := Files(tc.path); !slices.Equal(got, tc.want) {
			t.Errorf("Files(%q) = %v, want %v", tc.path, got, tc.want)
		}
	}
}
