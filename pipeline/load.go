package pipeline

import (
	"fmt"

	"tiebreak/importers"
)

// UnknownFormatError is an input format name no importer has.
type UnknownFormatError struct {
	Format string
	Known  []string // the names of the importers
}

func (e *UnknownFormatError) Error() string { return fmt.Sprintf("unknown input format %q", e.Format) }

// Importer returns the importer for an input: the one named from, else the one the name
// path (may be "" or "-" for standard input) and the first 4 KiB of data detect.
func (f *Formats) Importer(from, path string, data []byte) (importers.Importer, error) {
	reg := f.Importers
	if from != "" {
		im, ok := reg.Lookup(from)
		if !ok {
			return nil, &UnknownFormatError{Format: from, Known: reg.Names()}
		}
		return im, nil
	}
	head := data
	if len(head) > 4096 {
		head = head[:4096]
	}
	if path == "-" {
		path = ""
	}
	return reg.Detect(path, head)
}
