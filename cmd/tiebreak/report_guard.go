package main

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// reportFolderError words an error of writing a report's folder
// ([pipeline.ReportFolder.Write]) in the flags' words.
func reportFolderError(err error) error {
	var fe *pipeline.FinishError
	if errors.As(err, &fe) {
		err = fe.Err
	}
	var other *pipeline.OtherReportError
	if errors.As(err, &other) {
		return fmt.Errorf("%s holds the report of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that report",
			other.Folder, other.Old, other.New)
	}
	return outdirError(err)
}
