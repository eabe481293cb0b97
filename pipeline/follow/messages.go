package follow

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// SaveError is a save that could not be read, or was refused.
type SaveError struct {
	Path  string    // the file followed
	Saved time.Time // its modification time
	// Copy is the copy that was read (errors name it); Section the section refused or
	// unreadable, nil for the file as a whole.
	Copy    string
	Section *pipeline.Section
	Err     error
}

func (e *SaveError) Error() string { return e.words(func() string { return e.Err.Error() }, nil) }

// words says the problem in one line: "event.trf saved 21:20 is unreadable: line 37:
// ...", the first of the problems of the save ([SaveError.Problems]) with how many
// more and, when more is not nil, what more says of how to see them all (of the file
// followed); else, when the save has no problems in its lines, what reason says of
// its error.
func (e *SaveError) words(reason func() string, more func(path string) string) string {
	var what string
	list := e.Problems()
	switch {
	case len(list) > 1 && more != nil:
		what = fmt.Sprintf("%s (and %d more: %s)", list[0], len(list)-1, more(e.Path))
	case len(list) > 1:
		what = fmt.Sprintf("%s (and %d more)", list[0], len(list)-1)
	case len(list) == 1:
		what = list[0]
	case e.Section != nil && e.Section.Name != "":
		what = e.Section.Label(e.Copy) + ": " + reason()
	default:
		what = reason()
	}
	return fmt.Sprintf("%s saved %s is unreadable: %s", filepath.Base(e.Path), e.Saved.Format("15:04"), oneLine(what, e.Copy, e.Path))
}

// oneLine returns text on one line, the copy read (read) named as the file followed
// (path).
func oneLine(text, read, path string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(text, read, path)), " ")
}

// Problems returns the problems of the save, each on one line where the file says:
// "line 37: player 1, round 3: opponent 31 is not in the player list". They are the
// errors of a section refused ([pipeline.RefusedError]) and the parse errors of the
// copy read; none for another error.
func (e *SaveError) Problems() []string {
	var list []string
	at := func(pos importers.Position, text string) {
		switch {
		case pos.Cell != "":
			text = pos.Cell + ": " + text
		case pos.Line > 0:
			text = "line " + strconv.Itoa(pos.Line) + ": " + text
		}
		list = append(list, text)
	}
	if _, ok := errors.AsType[*pipeline.RefusedError](e.Err); ok && e.Section != nil && e.Section.Partial != nil {
		for _, p := range e.Section.Partial.Problems {
			if p.Severity == engine.Error {
				at(p.Pos, strings.TrimPrefix(p.Problem.String(), "error: "))
			}
		}
	}
	for _, leaf := range pipeline.ErrorLeaves(e.Err) {
		if pe, ok := errors.AsType[*importers.ParseError](leaf); ok && pe.File == e.Copy && (pe.Line > 0 || pe.Cell != "") {
			text := pe.Field
			if pe.Err != nil {
				text = strings.TrimPrefix(text+": "+pe.Err.Error(), ": ")
			}
			at(importers.Position{Line: pe.Line, Cell: pe.Cell}, text)
		}
	}
	return list
}

func (e *SaveError) Unwrap() error { return e.Err }

// WriteError is a save that was read, whose outputs could not be made or written into
// Dir.
type WriteError struct {
	Path  string
	Saved time.Time
	Copy  string
	Dir   string
	Err   error
}

func (e *WriteError) Error() string { return e.words(e.Err.Error()) }

// words says the problem in one line, reason the words of its error: "the outputs of
// event.trf saved 21:20 could not be written into out: ...".
func (e *WriteError) words(reason string) string {
	return fmt.Sprintf("the outputs of %s saved %s could not be written into %s: %s", filepath.Base(e.Path),
		e.Saved.Format("15:04"), e.Dir, oneLine(reason, e.Copy, e.Path))
}

func (e *WriteError) Unwrap() error { return e.Err }

// LeftOutError says the sections of an event that could not be read were left out of
// its report (the others were written).
type LeftOutError struct{ Sections []string }

func (e *LeftOutError) Error() string {
	return "sections not written: " + strings.Join(e.Sections, ", ")
}

// Message is what a follower reports: one of the types below, as a pointer. Those
// whose words name no option of a program ([Watching], [WatchNote], [Taken],
// [StatusFailed], [Status]) say themselves in a line for the TD (String); a program
// words the others ([Loaded], [BuildNote], [SiteFailed], [CommandRun]) itself.
type Message interface{ message() }

// Watching is the first message: the files followed and how.
type Watching struct {
	Paths []string
	Mode  string
	Out   string
}

func (m *Watching) String() string {
	return fmt.Sprintf("watching %s (%s); writing into %s", strings.Join(m.Paths, ", "), m.Mode, m.Out)
}

// WatchNote is what the change detection says of its way of watching (notifications
// failed, polling instead).
type WatchNote struct{ Text string }

func (m *WatchNote) String() string { return m.Text }

// Loaded is a save read and judged, before its sections are used.
type Loaded struct {
	Event *Event
	Read  *pipeline.Event
}

// Taken is a save used (Event.Problem nil) or not, or a file that could not be
// followed at all (Err, with Event nil). Event is the follower's own, as it stands
// when the message is sent; a later save changes it.
type Taken struct {
	Event *Event
	Path  string
	Err   error
}

// String says what became of the save: "event.trf: updated after round 4, 21:14",
// "event.trf: kept the outputs: last updated after round 4, 21:14; event.trf saved
// 21:20 is unreadable: line 37: ...", "event.trf: no outputs yet; ...".
func (m *Taken) String() string {
	ev := m.Event
	if ev == nil {
		return m.Path + ": " + m.Err.Error()
	}
	if _, unread := errors.AsType[*SaveError](ev.Problem); unread && ev.Good {
		return ev.Path + ": kept the outputs: " + ev.State()
	}
	return ev.Path + ": " + ev.State()
}

// BuildNote is a note of building an event's report ([pipeline.Plan.Say]) or a
// site section (Site). The notes of a report's fund and sections
// ([pipeline.EventReport.Notes]) come once it is made, before it is written; without
// a fund named, those of reading the prizes the event file holds come first, Fund set
// on the one that says those prizes are paid.
type BuildNote struct {
	Path string
	Site bool
	Fund bool
	Note pipeline.Note
}

// SiteFailed says the site could not be made or written; the rest of the update is
// skipped.
type SiteFailed struct{ Err error }

// StatusFailed says the status file could not be written.
type StatusFailed struct{ Err error }

func (m *StatusFailed) String() string { return "cannot write the status: " + m.Err.Error() }

// CommandRun is the end of [Options.Command]: Err is its failure, Output the end of
// what it printed (at most [CommandOutputMax] bytes), without spaces around.
type CommandRun struct {
	Err    error
	Output string
}

// Status ends each update: the events followed, how many have outputs, when the last
// save was used (zero before any), and whether the follower is done (once).
type Status struct {
	Events, Good int
	Last         time.Time
	Done         bool
}

// String says how the events stand: "status: 2 events watched (1 with outputs); last
// update 21:14; waiting for the next save" (or "done" once).
func (m *Status) String() string {
	events, when, next := fmt.Sprintf("%d events", m.Events), "no update yet", "waiting for the next save"
	if m.Events == 1 {
		events = "1 event"
	}
	if !m.Last.IsZero() {
		when = "last update " + m.Last.Format("15:04")
	}
	if m.Done {
		next = "done"
	}
	return fmt.Sprintf("status: %s watched (%d with outputs); %s; %s", events, m.Good, when, next)
}

func (*Watching) message()     {}
func (*WatchNote) message()    {}
func (*Loaded) message()       {}
func (*Taken) message()        {}
func (*BuildNote) message()    {}
func (*SiteFailed) message()   {}
func (*StatusFailed) message() {}
func (*CommandRun) message()   {}
func (*Status) message()       {}
