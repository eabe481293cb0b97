package main

import (
	"errors"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// The library's errors say what went wrong in neutral words, and what the director can
// do about it as a [remedy.Remedy]; this file words the remedies in the commands' flags,
// in one table.

// remedyWords words each remedy in the commands' flags.
var remedyWords = map[remedy.Remedy]string{
	remedy.OtherFolder:   "choose another folder with -o",
	remedy.OtherName:     "choose another name with -o",
	remedy.NewFolder:     "choose a new or empty folder with -o",
	remedy.NameFile:      "name a file in it with -o",
	remedy.Wait:          "wait for it to end",
	remedy.Replace:       "add --force to replace it",
	remedy.GoOn:          "add --force to go on anyway",
	remedy.WriteReadable: "add --force to write what can be read from them, marked unverified",
	remedy.PickSection:   "choose one with --section NAME",
	remedy.PickFormat:    "choose one with --from",
}

// remedied returns err with its remedies ([remedy.Of]) worded in flags after it: "...;
// nothing was written (choose another folder with -o, or add --force to replace it)".
// An error without remedies is returned as it is.
func remedied(err error) error {
	fixes := remedy.Of(err)
	if len(fixes) == 0 {
		return err
	}
	words := make([]string, len(fixes))
	for i, f := range fixes {
		words[i] = remedyWords[f]
	}
	return &wordedError{err.Error() + " (" + strings.Join(words, ", or ") + ")", err}
}

// outdirError words an error of internal/outdir, or of writing a report's folder
// ([pipeline.ReportFolder.Write]), with its remedies: each error of a joined list on its
// own.
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
	return remedied(err)
}
