package main

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// payEvent is 'prizes' once the fund is read: every section of path (or the one
// --section picks) is ranked and paid by the one rule of [pipeline.Event.MatchFund] (a fund
// with sections: pays each section from its own prize list; based_on counts every
// section of the file), built by [pipeline.Build] and written as one output: one section's prize list as any
// fund writes it, else the text of each section after a summary of the whole event,
// the event's prize CSV, or its prize PDF.
func (e *env) payEvent(ctx context.Context, s *settings, path string, fs *pipeline.Fund, ex exporters.Exporter, out string) error {
	s.Fund = fs
	ev, err := e.open(ctx, s, []string{path})
	if err != nil {
		return sectionUsage(err)
	}
	secs := ev.Sections
	ef, err := e.matchFund(s, ev)
	if err != nil {
		return err
	}
	if len(secs) == 1 && secs[0].Loaded != nil {
		return e.paySection(ctx, s, secs[0].Loaded, ef, ex, out)
	}
	plan, err := e.plan(s, ex.Name() == "csv" || ex.Name() == "pdf")
	if err != nil {
		return err
	}
	if err := e.pdfOptions(s, ex.Name(), &exporters.Options{}); err != nil {
		return err // --paper or --font for a prize list that is not a PDF
	}
	var notes []string
	plan.Pay, plan.LeftOut = ef, s.Force
	plan.Say = func(n pipeline.Note) {
		switch n.Kind {
		case pipeline.NoteFund, pipeline.NoteSection:
			notes = append(notes, n.Text)
		case pipeline.NoteLeftOut:
			fmt.Fprintf(e.stderr, "tiebreak: %s: left out (--force): %v\n", n.Section.Label(path), n.Err)
		default:
			e.sayRankingNote(s, n)
		}
	}
	b, err := pipeline.Build(ctx, ev, plan)
	var se *pipeline.SectionError
	if errors.As(err, &se) && se.Section.Loaded == nil {
		return fmt.Errorf("%s: %w; add --force to pay the other sections, or pick one with --section", se.Section.Label(path), se.Err)
	}
	if err != nil {
		return e.buildError(err)
	}
	var write func(io.Writer) error
	switch {
	case ex.Name() == "json":
		return usagef("prizes: the JSON prize list holds one section; add --section NAME, or write text, csv or pdf")
	case ex.Name() == "csv" || ex.Name() == "pdf":
		files := plan.EventPrizeFiles(b)
		if len(files) == 0 {
			return fmt.Errorf("%s: no section of %s was paid", fs.Ref, path)
		}
		write = files[0].Write
		if ex.Name() == "pdf" {
			write = files[1].Write
		}
	default:
		docs := plan.Docs(b, false)
		write = func(w io.Writer) error { return ef.WriteText(w, docs, ex) }
	}
	if err := e.writeOutput(ctx, out, write); err != nil {
		return err
	}
	for _, n := range notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	return nil
}

// paySection writes the prize list of the one section ev printed, paid from its fund
// in ef.
func (e *env) paySection(ctx context.Context, s *settings, ev *event, ef *pipeline.EventPay, ex exporters.Exporter, out string) error {
	fs := ef.Fund(0)
	if fs == nil {
		return fmt.Errorf("%s: the fund has no prizes for %s", ef.EventFund.Fund.Ref, ev.T.Section)
	}
	doc, err := e.rank(ctx, s, ev, fs, false, "")
	if err != nil {
		return err
	}
	a := doc.Prizes
	if err := e.pdfOptions(s, ex.Name(), &doc.Opts); err != nil {
		return err
	}
	if err := e.writeOutput(ctx, out, func(w io.Writer) error { return ex.Export(w, doc) }); err != nil {
		return err
	}
	notes := ef.MatchNotes()
	if ex.Name() != "text" || (out != "" && out != "-") {
		// The text prize list prints its notes; other outputs carry them in JSON or not
		// at all, so say them where the director sees them.
		notes = append(notes, a.Notes...)
	}
	for _, n := range notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	return nil
}
