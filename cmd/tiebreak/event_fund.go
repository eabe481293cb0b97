package main

import (
	"context"
	"errors"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// payEvent is 'prizes' once the fund is read: every section of path (or the one
// --section picks) is ranked and paid by the one rule of [pipeline.Event.MatchFund] (a
// fund with sections: pays each section from its own prize list; based_on counts every
// section of the file) and written as one output ([pipeline.Plan.PrizeList]): one
// section's prize list as any fund writes it, else the text of each section after a
// summary of the whole event, the event's prize CSV, or its prize PDF.
func (e *env) payEvent(ctx context.Context, s *settings, path string, fs *pipeline.Fund, ex exporters.Exporter, out string) error {
	s.Fund = fs
	ev, err := e.open(ctx, s, []string{path})
	if err != nil {
		return sectionUsage(err)
	}
	ef, err := e.matchFund(s, ev)
	if err != nil {
		return err
	}
	if err := e.pdfOptions(s, ex.Name(), &exporters.Options{}); err != nil {
		return err // --paper or --font for a prize list that is not a PDF
	}
	one := len(ev.Sections) == 1 && ev.Sections[0].Loaded != nil
	plan, err := e.plan(s, ex.Name() == "pdf" || !one && ex.Name() == "csv")
	if err != nil {
		return err
	}
	plan.Pay, plan.LeftOut = ef, s.Force
	plan.Say = func(n pipeline.Note) {
		if n.Kind == pipeline.NoteLeftOut {
			fmt.Fprintf(e.stderr, "tiebreak: %s: left out (--force): %v\n", n.Section.Label(path), n.Err)
			return
		}
		e.sayRankingNote(s, n)
	}
	list, err := plan.PrizeList(ctx, ev, ex)
	var se *pipeline.SectionError
	var oe *pipeline.OneSectionFormatError
	switch {
	case errors.As(err, &se) && se.Section.Loaded == nil:
		return fmt.Errorf("%s: %w; add --force to pay the other sections, or pick one with --section", se.Section.Label(path), se.Err)
	case errors.As(err, &oe):
		return usagef("prizes: the JSON prize list holds one section; add --section NAME, or write text, csv or pdf")
	case err != nil:
		return e.buildError(err)
	}
	if err := e.writeOutput(ctx, out, list.Write); err != nil {
		return err
	}
	notes := list.Notes
	if ex.Name() != "text" || (out != "" && out != "-") {
		// The text prize list prints its notes; other outputs carry them in JSON or not
		// at all, so say them where the director sees them.
		notes = append(notes, list.Paid...)
	}
	for _, n := range notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	return nil
}
