package main

import (
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// The output folders of report, watch and batch are written by internal/outdir, all or
// nothing ([pipeline.ReportFolder], [batch.Run]); this file keeps the commands' side: the
// wording of the folder's errors in the commands' flags.

// outdirError words an error of internal/outdir, or of writing a report's folder
// ([pipeline.ReportFolder.Write]), in the commands' flags: each error of a joined list
// on its own.
func outdirError(err error) error {
	if err == nil {
		return nil
	}
	if fe, ok := errors.AsType[*pipeline.FinishError](err); ok {
		err = fe.Err
	}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var errs []error
		for _, e := range j.Unwrap() {
			errs = append(errs, outdirError(e))
		}
		return errors.Join(errs...)
	}
	var (
		report *pipeline.OtherReportError
		busy   *outdir.BusyError
		other  *outdir.OtherCommandError
		in     *outdir.InputError
		we     *outdir.WriteError
	)
	switch {
	case errors.As(err, &report):
		return fmt.Errorf("%s holds the report of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that report",
			report.Folder, report.Old, report.New)
	case errors.As(err, &busy):
		return &wordedError{fmt.Sprintf("another tiebreak run is writing into %s; wait for it to end, or choose another folder with -o (%v)", busy.Dir, busy.Err), err}
	case errors.As(err, &other):
		return &wordedError{other.Error() + " (choose another folder with -o)", err}
	case errors.As(err, &in):
		return &wordedError{in.Error() + " (choose another folder with -o)", err}
	case errors.As(err, &we):
		return &wordedError{writeError(we.Path, we.Err).Error(), err}
	}
	return err
}
