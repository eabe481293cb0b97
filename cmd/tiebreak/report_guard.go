package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// ownFolderFlag is the hidden report flag with which 'tiebreak watch' writes into the
// folder it owns: the check of [otherEventReport] is skipped.
const ownFolderFlag = "own-folder"

// otherEventReport returns an error when the folder dir holds the report of another
// event than the one about to be written, as g decides ([pipeline.ReportGuard.Check]
// on each event.trf of files and the one of the same name in dir).
func otherEventReport(dir string, files []renderedFile, g pipeline.ReportGuard) error {
	for _, f := range files {
		if filepath.Base(f.name) != pipeline.FileEventTRF {
			continue
		}
		full := filepath.Join(dir, filepath.FromSlash(f.name))
		old, err := os.ReadFile(full)
		if err != nil {
			continue // no report there yet, or one that cannot be read: nothing to compare
		}
		var other *pipeline.OtherEventError
		if errors.As(g.Check(old, f.data), &other) {
			return fmt.Errorf("%s holds the report of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that report",
				filepath.Dir(full), other.Old, other.New)
		}
	}
	return nil
}
