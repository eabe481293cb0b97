// Package remedy names, in a type, what a director can do about an error of the
// library. An error that knows the way out has a Remedies method; its Error() says the
// situation in neutral words that a Go program can show as they are, and each front end
// (the command line, the app) words the remedies in its own controls: the command line
// says "choose another folder with -o" for [OtherFolder]. So no library message names a
// flag, and every command words the same way out the same way.
package remedy

import "errors"

// Remedy is one thing the director can do about an error.
type Remedy uint8

// The remedies.
const (
	// OtherFolder is writing into another output folder.
	OtherFolder Remedy = iota + 1
	// OtherName is writing under another output file name.
	OtherName
	// NewFolder is writing into a new or empty output folder.
	NewFolder
	// NameFile is naming a file inside the output given, a folder.
	NameFile
	// Wait is waiting for the other run that writes into the folder to end.
	Wait
	// Replace is replacing anyway what the output folder holds, the report or site of
	// another event.
	Replace
	// GoOn is going on despite the event's errors, every output marked unverified.
	GoOn
	// WriteReadable is writing what can be read of the sections in error, marked
	// unverified.
	WriteReadable
	// LeaveOut is leaving out the section in error, writing the others.
	LeaveOut
	// PickSection is naming the one section of the file to use.
	PickSection
	// PickFormat is naming the input's format.
	PickFormat
	// Formats is looking at the formats tiebreak reads.
	Formats
	// UseFIDE is making the report under FIDE's rating system.
	UseFIDE
	// UseUSChess is making the report under the US Chess rating system (estimates).
	UseUSChess
	// GiveTimeControl is giving the event's time control.
	GiveTimeControl
)

// Of returns the remedies of err: those of the first error in its tree that has a
// Remedies method, nil when none has.
func Of(err error) []Remedy {
	var r interface{ Remedies() []Remedy }
	if errors.As(err, &r) {
		return r.Remedies()
	}
	return nil
}

// All lists every remedy, so that a front end can check that it words each.
var All = []Remedy{OtherFolder, OtherName, NewFolder, NameFile, Wait, Replace, GoOn, WriteReadable, LeaveOut, PickSection, PickFormat, Formats,
	UseFIDE, UseUSChess, GiveTimeControl}

// Setting is the setting of a run that an error is about: the value given cannot be
// used, and a front end names its control before the error.
type Setting uint8

// The settings.
const (
	// Section is the section picked in a file of several.
	Section Setting = iota + 1
	// Byes is the list of byes given for an input without games for every round.
	Byes
	// K, Games and Floor are the FIDE K factors, the games US Chess ratings are based
	// on and the US Chess rating floors given for players of a rating report.
	K
	Games
	Floor
	// RatingVariant is a rule variant of a rating report (the US Chess bonus threshold).
	RatingVariant
	// Norms is the screen for FIDE title norms.
	Norms
)

// Settings lists every setting, so that a front end can check that it names each.
var Settings = []Setting{Section, Byes, K, Games, Floor, RatingVariant, Norms}

// SettingOf returns the setting err is about: that of the first error in its tree that
// has a Setting method, 0 when none has.
func SettingOf(err error) Setting {
	var s interface{ Setting() Setting }
	if errors.As(err, &s) {
		return s.Setting()
	}
	return 0
}
