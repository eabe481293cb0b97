package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Multi-section inputs (a SwissSys results file, a US Chess rating report) hold several
// sections of one event. Single-event commands read one section: --section NAME picks it,
// and load fails with the list of sections when one must be chosen. Commands that handle
// every section (check, convert --to uscf-dbf; report and batch should too) call
// loadSections and work on each section in turn, one report block or output folder per
// section (named by importers.Slug of the section name).

// sectionFlag is the --section flag of inputFlags.
func sectionFlag() cli.Flag {
	return &cli.StringFlag{Name: "section", Aliases: []string{"event"}, Usage: "the section (or, in a PGN file, the event) to read from a file with several: its `NAME` or slug (under-1800)"}
}

// sectionUsage turns "choose a section" into a usage error: the command needs --section.
func sectionUsage(err error) error {
	var se *importers.SectionError
	if errors.As(err, &se) {
		if se.Want == "" {
			return usagef("%s holds %d sections; choose one with --section NAME: %s", se.File, len(se.Sections), strings.Join(se.Sections, ", "))
		}
		return usagef("%v", se)
	}
	return err
}

// sectionApplies refuses --section for a format that has no sections, rather than
// ignoring it.
func sectionApplies(s *settings, path string, im importers.Importer) error {
	if _, ok := im.(importers.SectionImporter); !ok && s.Section != "" {
		return usagef("--section: %s is a %s file, which has no sections", path, im.Name())
	}
	return nil
}

// section is one section of an input: its event, or why it could not be read. A section
// that could not be read may still have partial, what its importer could read (the
// rounds in error left out), which --force writes marked unverified.
type section struct {
	name    string // the section's name; "" for single-section inputs
	ev      *event
	err     error
	partial *event
	// whole is the event the section was picked from with --section: every section of
	// the file, counted toward a fund's based_on; nil otherwise.
	whole *wholeEvent
}

// wholeEvent is every section of a file one section was picked from.
type wholeEvent struct {
	names []string             // every section's name
	ts    []*engine.Tournament // every section's tournament; nil for one that could not be read
	at    int                  // the section picked
}

// forced makes a section that could not be read usable under --force: its partial event
// becomes its event (marked unverified by the importer's error count), with a line on
// standard error. It reports whether the section now has an event.
func (e *env) forced(s *settings, sec *section, path string) bool {
	if sec.err == nil {
		return sec.ev != nil
	}
	if !s.Force || sec.partial == nil {
		return false
	}
	sec.ev = sec.partial
	fmt.Fprintf(e.stderr, "tiebreak: %s: going on despite errors (--force); what could be read is written, marked unverified: %v\n", sec.label(path), sec.err)
	return true
}

// badSections is the error for the sections of path that were not written, after the
// others were: it names each, and exits 1.
func badSections(path string, bad []string, force bool) error {
	if len(bad) == 0 {
		return nil
	}
	hint := "fix them (run 'tiebreak check " + path + "'), or add --force to write what can be read from them, marked unverified"
	if force {
		hint = "fix them (run 'tiebreak check " + path + "')"
	}
	return fmt.Errorf("%s: %s not written (%s); the other sections were written: %s",
		path, plural(len(bad), "section"), strings.Join(bad, ", "), hint)
}

// label names a section in messages: "event.json [Under 1800]".
func (s section) label(path string) string {
	if s.name == "" {
		return path
	}
	return fmt.Sprintf("%s [%s]", path, s.name)
}

// loadSections reads every section of path and judges each as (*env).load does (errors
// refused unless --force, warnings summarised, --round). A section that cannot be read
// carries its error; err is for the input as a whole.
func (e *env) loadSections(ctx context.Context, s *settings, path string) ([]section, error) {
	secs, err := e.importSections(ctx, s, path)
	if err != nil {
		return nil, err
	}
	for i := range secs {
		if !e.forced(s, &secs[i], path) {
			continue
		}
		ev, err := e.judge(s, secs[i].ev)
		if err != nil {
			if len(secs) == 1 {
				return nil, err
			}
			secs[i].ev, secs[i].err = nil, err
			continue
		}
		secs[i].ev = ev
	}
	return secs, nil
}

// importSections reads every section of path, each validated but not judged (check
// reports the problems). Formats without sections, and any input when --section names
// one, give a single entry read by (*env).importEvent.
func (e *env) importSections(ctx context.Context, s *settings, path string) ([]section, error) {
	if s.Section != "" {
		ev, src, err := e.importEventSource(ctx, s, path)
		if err != nil {
			return nil, err
		}
		whole, err := e.wholeEvent(s, path, src)
		if err != nil {
			return nil, err
		}
		return []section{{name: ev.t.Section, ev: ev, whole: whole}}, nil
	}
	src, err := e.readEvent(ctx, path)
	if err != nil {
		return nil, err
	}
	src.Opts = importers.Options{Sheet: s.Sheet}
	src.Positions = importers.NewPositions()
	im, err := e.pickImporter(s.From, path, src.Data)
	if err != nil {
		return nil, err
	}
	si, ok := im.(importers.SectionImporter)
	if !ok {
		t, warnings, err := im.Import(src)
		if err != nil {
			return nil, err
		}
		return []section{{ev: newEvent(path, im.Name(), t, warnings, src.Positions)}}, nil
	}
	secs, err := si.ImportSections(src)
	if err != nil {
		return nil, err
	}
	importers.CleanSectionNames(path, secs)
	out := make([]section, len(secs))
	for i, sec := range secs {
		out[i] = section{name: sec.Name, err: sec.Err}
		switch {
		case sec.Err == nil:
			out[i].ev = newEvent(path, im.Name(), sec.T, sec.Warnings, nil)
		case sec.T != nil:
			out[i].partial = newEvent(path, im.Name(), sec.T, sec.Warnings, nil)
		}
	}
	return out, nil
}

// eventSection returns the section name the event of sec gives; "" when it could not be
// read.
func eventSection(sec section) string {
	if sec.ev == nil {
		return ""
	}
	return sec.ev.t.Section
}

// wholeEvent reads every section of the multi-section input src (read from path), from
// which --section picked one, so that a fund's based_on counts the whole event
// whatever section is printed; nil for a format without sections.
func (e *env) wholeEvent(s *settings, path string, src importers.Source) (*wholeEvent, error) {
	im, err := e.pickImporter(s.From, path, src.Data)
	if err != nil {
		return nil, err
	}
	si, ok := im.(importers.SectionImporter)
	if !ok {
		return nil, nil
	}
	src.Opts, src.Positions = importers.Options{Sheet: s.Sheet}, nil
	secs, err := si.ImportSections(src)
	if err != nil {
		return nil, err
	}
	importers.CleanSectionNames(path, secs)
	w := &wholeEvent{names: make([]string, len(secs)), ts: make([]*engine.Tournament, len(secs))}
	for i, sec := range secs {
		w.names[i], w.ts[i] = sec.Name, sec.T
	}
	if w.at, err = importers.FindSection(path, w.names, s.Section); err != nil {
		return nil, err
	}
	return w, nil
}
