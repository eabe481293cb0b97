package suggest

import (
	"os"
	"path/filepath"
)

// Files returns the files of the folder of path whose names are closest to the name of
// path ([Closest]), each as a path in that folder: for "data/sampel.trf",
// "data/sample.trf" (a file that exists is its own closest). Folders are not
// candidates. It returns nil when the folder cannot be read or no name is close.
func Files(path string) []string {
	dir := filepath.Dir(path)
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() {
			names = append(names, e.Name())
		}
	}
	m := Closest(filepath.Base(path), names)
	for i := range m {
		m[i] = filepath.Join(dir, m[i])
	}
	return m
}
