package main

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// ownFolderFlag is the hidden report flag with which 'tiebreak watch' writes into the
// folder it owns: the check of [otherEventReport] is skipped.
const ownFolderFlag = "own-folder"

// otherEventReport returns an error when the folder dir holds the report of another
// event than the one about to be written, files, as g decides
// ([pipeline.ReportGuard.CheckFolder]).
func otherEventReport(dir string, files []renderedFile, g pipeline.ReportGuard) error {
	report := make([]pipeline.File, len(files))
	for i, f := range files {
		report[i] = pipeline.File{Name: f.name, Data: f.data}
	}
	var other *pipeline.OtherReportError
	if errors.As(g.CheckFolder(dir, report), &other) {
		return fmt.Errorf("%s holds the report of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that report",
			other.Folder, other.Old, other.New)
	}
	return nil
}
