package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Multi-section inputs (a SwissSys results file, a US Chess rating report) hold several
// sections of one event. Single-event commands read one section: --section NAME picks it,
// and load fails with the list of sections when one must be chosen. Commands that handle
// every section open the event ([env.open], [pipeline.Open]) and work on each section in
// turn, one report block or output folder per section (named by importers.Slug of the
// section name).

// section is one section of an event as loaded ([pipeline.Section]).
type section = pipeline.Section

// loadOptions are the input flags of s as [pipeline.LoadOptions].
func (e *env) loadOptions(s *settings) (pipeline.LoadOptions, error) {
	o := pipeline.LoadOptions{Formats: e.formats, From: s.From, Sheet: s.Sheet, Section: s.Section,
		Judging: s.Judging(), Read: e.readEvent}
	var err error
	if s.byes != "" {
		o.Byes, err = pipeline.LoadByes(s.byes)
	}
	if fe, ok := errors.AsType[*pipeline.ByesFileError](err); ok {
		return o, usagef("--byes: %v", fe.Err)
	}
	return o, err
}

// open reads the event of paths (one file, or one file per section) and judges each
// section ([pipeline.Open]), saying on standard error what the director should know of
// each. A section that cannot be read carries its error, worded in flags; err is for the
// input as a whole (and for a refused section of a file without others). With one, the
// one file is read as one event ([pipeline.LoadOptions.One]), so that a file of several
// sections needs --section.
func (e *env) open(ctx context.Context, s *settings, paths []string, one bool) (*pipeline.Event, error) {
	o, err := e.loadOptions(s)
	if err != nil {
		return nil, err
	}
	o.One = one
	ev, err := pipeline.Open(ctx, paths, o)
	if err != nil {
		return nil, e.loadError(s, err)
	}
	for i := range ev.Sections {
		if err := e.sayJudged(s, &ev.Sections[i]); err != nil && (len(ev.Sections) == 1 || len(paths) > 1) {
			return nil, err
		}
	}
	return ev, nil
}

// importAll reads every section of path, each checked but not judged
// ([pipeline.Import]).
func (e *env) importAll(ctx context.Context, s *settings, path string) (*pipeline.Event, error) {
	o, err := e.loadOptions(s)
	if err != nil {
		return nil, err
	}
	ev, err := pipeline.Import(ctx, path, o)
	if err != nil {
		return nil, e.loadError(s, err)
	}
	return ev, nil
}

// loadError words an error of loading in the flags' words ([worded]), with hints for an
// unknown --from ([pipeline.Formats.Importer]).
func (e *env) loadError(s *settings, err error) error {
	if uf, ok := errors.AsType[*pipeline.UnknownFormatError](err); ok {
		return choiceError(uf.Error(), uf.Format, uf.Known, "formats")
	}
	if _, ok := errors.AsType[*pipeline.FileSectionsError](err); ok {
		return usagef("%s: %v", s.command, err)
	}
	return worded(err)
}

// sayJudged says on standard error what the loading of sec should tell the director: a
// section in error used under --force, the errors gone on despite, the notes of the
// loaded event; a refusal becomes the section's error, worded in flags, and is returned.
func (e *env) sayJudged(s *settings, sec *section) error {
	if sec.Forced {
		fmt.Fprintf(e.stderr, "tiebreak: %s: going on despite errors (--force); what could be read is written, marked unverified: %v\n", sec.Label(sec.Path), sec.Err)
	}
	if !sec.Judged {
		return nil
	}
	if sec.Loaded == nil {
		sec.Err = e.judged(s, sec.Partial, sec.Err)
		return sec.Err
	}
	return e.judged(s, sec.Loaded, nil)
}

// badSections is the error for the sections of path that were not written, after the
// others were: it names each, and exits 1.
func badSections(path string, bad []string, force bool) error {
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("%s: %s not written (%s); the other sections were written: %s",
		path, words.Plural(len(bad), "section"), strings.Join(bad, ", "), fixSections(path, force))
}

// fixSections says how to fix the sections of path in error: check them, or (unless
// forced already) add --force to write what can be read.
func fixSections(path string, forced bool) string {
	fix := "fix them (run 'tiebreak check " + path + "')"
	if !forced {
		fix += ", or " + remedyWords[remedy.WriteReadable]
	}
	return fix
}
