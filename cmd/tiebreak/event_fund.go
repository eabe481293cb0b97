package main

import (
	"context"
	"fmt"
	"io"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// sectionDocs returns the document of each section ranked for format ([env.document]);
// nil for a section not ranked.
func (e *env) sectionDocs(ctx context.Context, s *settings, rs []*ranked, format string) ([]*exporters.Document, error) {
	docs := make([]*exporters.Document, len(rs))
	for i, r := range rs {
		if r == nil {
			continue
		}
		var err error
		if docs[i], err = e.document(ctx, s, r, format); err != nil {
			return nil, err
		}
	}
	return docs, nil
}

// eventFiles returns the prize files of the whole event
// ([pipeline.EventFund.EventPrizeFiles]) with the exporter options of s.
func (e *env) eventFiles(ctx context.Context, s *settings, ef *pipeline.EventFund, rs []*ranked) ([]outputFile, error) {
	docs, err := e.sectionDocs(ctx, s, rs, "")
	if err != nil {
		return nil, err
	}
	pdfs, err := e.sectionDocs(ctx, s, rs, "pdf")
	if err != nil {
		return nil, err
	}
	return ef.EventPrizeFiles(docs, pdfs), nil
}

// runEventPrizes is 'prizes' with a fund over several sections: every section of path
// (or the one --section picks) is ranked and paid from its prize list, with based_on
// counted over all of them, and written as one output: the text of each section after a
// summary of the whole event, the event's prize CSV, or its prize PDF.
func (e *env) runEventPrizes(ctx context.Context, s *settings, path string, fs *pipeline.Fund, ex exporters.Exporter, out string) error {
	s.Fund = fs
	secs, err := e.loadSections(ctx, s, path)
	if err != nil {
		return sectionUsage(err)
	}
	ef, err := e.eventFundFor(s, secs, []string{path}, len(secs) > 1)
	if err != nil {
		return err
	}
	rs := make([]*ranked, len(secs))
	for i, sec := range secs {
		if sec.err != nil {
			if !s.Force {
				return fmt.Errorf("%s: %w; add --force to pay the other sections, or pick one with --section", sec.label(path), sec.err)
			}
			fmt.Fprintf(e.stderr, "tiebreak: %s: left out (--force): %v\n", sec.label(path), sec.err)
			continue
		}
		e.noteWarnings(sec.ev)
		sc := *s
		sc.Fund = ef.SectionFund(i)
		if rs[i], err = e.rank(&sc, sec.ev, sec.name); err != nil {
			return err
		}
	}
	notes := ef.Notes
	for _, r := range rs {
		if r != nil {
			notes = append(notes, r.notes...)
		}
	}
	var write func(io.Writer) error
	switch {
	case len(rs) == 1 && rs[0] != nil && rs[0].alloc != nil:
		// One section (--section, or a file of one): its prize list as for any fund.
		sc := *s
		sc.Fund = ef.SectionFund(0)
		doc, err := e.document(ctx, &sc, rs[0], ex.Name())
		if err != nil {
			return err
		}
		write = func(w io.Writer) error { return ex.Export(w, doc) }
	case ex.Name() == "json":
		return usagef("prizes: the JSON prize list holds one section; add --section NAME, or write text, csv or pdf")
	case ex.Name() == "csv" || ex.Name() == "pdf":
		files, err := e.eventFiles(ctx, s, ef, rs)
		if err != nil {
			return err
		}
		if len(files) == 0 {
			return fmt.Errorf("%s: no section of %s was paid", fs.Ref, path)
		}
		write = files[0].Write
		if ex.Name() == "pdf" {
			write = files[1].Write
		}
	default:
		docs, err := e.sectionDocs(ctx, s, rs, ex.Name())
		if err != nil {
			return err
		}
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
