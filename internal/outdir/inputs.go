package outdir

import (
	"os"
	"path/filepath"
)

// Inputs are the files a run reads, which no output may replace: an output that names
// one, by the same path or through a symbolic or hard link, is refused (see
// [InputError], [Options.Reads]). The zero value holds none.
type Inputs []string

// Add records path as a file the run reads; "" and "-" (standard input) name none.
func (in *Inputs) Add(path string) {
	if path != "" && path != "-" {
		*in = append(*in, path)
	}
}

// Reads returns the input that path names, or "" when it names none. The method value
// in.Reads sees the inputs added after it was taken.
func (in *Inputs) Reads(path string) string {
	for _, p := range *in {
		if SameFile(p, path) {
			return p
		}
	}
	return ""
}

// SameFile reports whether a and b name one file: the same path once cleaned, or the
// same file after symbolic and hard links ([os.SameFile]).
func SameFile(a, b string) bool {
	if filepath.Clean(a) == filepath.Clean(b) {
		return true
	}
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}
