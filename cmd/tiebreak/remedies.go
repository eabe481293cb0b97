package main

import (
	"errors"
	"slices"
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
	remedy.LeaveOut:      "add --force to leave it out",
	remedy.PickSection:   "choose one with --section NAME",
	remedy.PickFormat:    "choose one with --from",
	remedy.Formats:       "see 'tiebreak formats'",
}

// settingFlags names the flag that gives each setting.
var settingFlags = map[remedy.Setting]string{
	remedy.Section: "--section",
	remedy.Byes:    "--byes",
}

// worded returns err in the commands' flags: the flag of the setting it is about
// ([remedy.SettingOf]) before it, its remedies ([remedy.Of]) after it, as in "...;
// nothing was written (choose another folder with -o, or add --force to replace it)".
// An error about a setting, or whose one remedy is --section, is a usage error. An
// error without either, or worded already (a [wordedError] has neither), is returned
// as it is.
func worded(err error) error {
	set, fixes := remedy.SettingOf(err), remedy.Of(err)
	if set == 0 && len(fixes) == 0 {
		return err
	}
	msg := err.Error()
	if set != 0 {
		msg = settingFlags[set] + ": " + msg
	}
	if len(fixes) > 0 {
		words := make([]string, len(fixes))
		for i, f := range fixes {
			words[i] = remedyWords[f]
		}
		msg += " (" + strings.Join(words, ", or ") + ")"
	}
	if set != 0 || slices.Equal(fixes, []remedy.Remedy{remedy.PickSection}) {
		return usagef("%s", msg)
	}
	return &wordedError{msg, err}
}

// Remedies are none for an error worded already: its words say them.
func (e *wordedError) Remedies() []remedy.Remedy { return nil }

// Setting is none for an error worded already: its words name it.
func (e *wordedError) Setting() remedy.Setting { return 0 }

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
	return worded(err)
}
