package pipeline

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"

	"github.com/tiebreak-chess/tiebreak/importers"
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

// EventNotes returns what the director should know about an event once it is loaded
// and judged: how many warnings the importer and the consistency checks found
// (warnings, counted by the caller; no note for none) and, unless the rounds were
// chosen (roundChosen: the event was cut after a round on request), the notes of an
// event in progress ([ProgressNotes]).
func EventNotes(t *engine.Tournament, warnings int, roundChosen bool) []Note {
	var notes []Note
	if warnings > 0 {
		notes = append(notes, Note{Kind: NoteWarnings, Count: warnings})
	}
	if roundChosen {
		return notes // the rounds after the one chosen, paired or not, were cut off
	}
	return append(notes, ProgressNotes(t)...)
}

// ProgressNotes describes an event in progress: the round paired or partly entered,
// which standings leave out ([engine.Progress]), and earlier rounds with some games
// still without a result.
func ProgressNotes(t *engine.Tournament) []Note {
	pr := t.Progress()
	var partial []int
	for _, r := range t.PendingRounds() {
		if r < pr.Current || pr.Current == 0 {
			partial = append(partial, r)
		}
	}
	var notes []Note
	if pr.Current > 0 {
		notes = append(notes, Note{Kind: NoteRoundInProgress, Progress: pr, Countable: pr.Current <= t.RoundsPlayed()})
	}
	if len(partial) > 0 {
		notes = append(notes, Note{Kind: NotePendingResults, Rounds: partial})
	}
	return notes
}
