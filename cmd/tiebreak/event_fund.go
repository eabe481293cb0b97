package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	pdfout "tiebreak/exporters/pdf"
	"tiebreak/importers"
	"tiebreak/internal/suggest"
	"tiebreak/pipeline"
)

// eventFund is a prize fund over several sections (fund key sections:) matched to the
// sections of one event: each section is paid from its own prize list, and a based_on
// goal is measured against the entries of every section.
type eventFund struct {
	spec    *pipeline.Fund
	names   []string // per event section: its name
	index   []int    // per event section: the fund section it is paid from, -1 for none
	entries int
	notes   []string
}

// sectionName names an input's section for a multi-section fund: the section's name when
// the file has several, else the event's section name, else the file's base name
// up to its first dot (open.trf is "open", under-1000.derived.trf "under-1000").
func sectionName(sec section, path string) string {
	if sec.name != "" {
		return sec.name
	}
	if sec.ev != nil && strings.TrimSpace(sec.ev.t.Section) != "" {
		return strings.TrimSpace(sec.ev.t.Section)
	}
	base, _, _ := strings.Cut(filepath.Base(path), ".")
	return base
}

// sameSection reports whether a fund's section name names an event's section: equal
// but for case, or the same slug ("Under 1800" and under-1800).
func sameSection(fundName, eventName string) bool {
	return strings.EqualFold(strings.TrimSpace(fundName), strings.TrimSpace(eventName)) ||
		importers.Slug(fundName) != "" && importers.Slug(fundName) == importers.Slug(eventName)
}

// matchEventFund matches the sections of fund fs to the event's sections (names, with
// their tournaments; nil for a section that could not be read) and counts the entries.
// complete says every section of the event was given (a multi-section file, or several
// files to report): then a fund section that matches none is an error with a
// did-you-mean; otherwise the section given must match one. nil, nil when fs has no
// sections.
func matchEventFund(fs *pipeline.Fund, names []string, ts []*engine.Tournament, complete bool) (*eventFund, error) {
	if fs == nil || len(fs.Fund.Sections) == 0 {
		return nil, nil
	}
	f := fs.Fund
	ef := &eventFund{spec: fs, names: names, index: make([]int, len(names))}
	fundNames := make([]string, len(f.Sections))
	for j, s := range f.Sections {
		fundNames[j] = s.Name
	}
	for i, name := range names {
		ef.index[i] = -1
		for j, s := range f.Sections {
			if sameSection(s.Name, name) {
				ef.index[i] = j
				break
			}
		}
	}
	at := func(line, col int, format string, args ...any) error {
		return &importers.ParseError{File: f.Source, Line: line, Column: col, Field: "sections", Err: fmt.Errorf(format, args...)}
	}
	if complete {
		for j, s := range f.Sections {
			found := false
			for _, k := range ef.index {
				found = found || k == j
			}
			if !found {
				hint := ""
				if q := suggest.DidYouMean(s.Name, names); q != "" {
					hint = " (" + q + ")"
				}
				return nil, at(s.Line, s.Column, "section %q matches no section of the event%s; the event's sections: %s",
					s.Name, hint, strings.Join(names, ", "))
			}
		}
	}
	matched := false
	for i, k := range ef.index {
		if k >= 0 {
			matched = true
			continue
		}
		n := 0
		if ts[i] != nil {
			n = len(ts[i].Players)
		}
		ef.notes = append(ef.notes, fmt.Sprintf("section %s: the fund has no prizes for it; its %d entries count toward based_on (count: %s)", names[i], n, f.Count))
	}
	if !matched {
		hint := ""
		if len(names) == 1 {
			if q := suggest.DidYouMean(names[0], fundNames); q != "" {
				hint = " (" + q + ")"
			}
		}
		return nil, fmt.Errorf("%s: no section of the fund matches %s%s; the fund's sections: %s (name the fund's sections as the event names them, or by slug)",
			fs.Ref, strings.Join(names, ", "), hint, strings.Join(fundNames, ", "))
	}
	ef.entries = prizes.Entries(ts, f.Count)
	for i, t := range ts {
		if t == nil {
			ef.notes = append(ef.notes, fmt.Sprintf("section %s could not be read: its entries are not counted toward based_on", names[i]))
		}
	}
	if !complete && f.BasedOn > 0 && f.Actual == 0 {
		ef.notes = append(ef.notes, fmt.Sprintf("based_on counts the entries of the sections given only (%d); give every section's file to 'report', or write based_on: {actual: N}", ef.entries))
	}
	return ef, nil
}

// spec returns the fund event section i is paid from; nil when the fund has no prizes
// for it.
func (ef *eventFund) sectionSpec(i int) *pipeline.Fund {
	j := ef.index[i]
	if j < 0 {
		return nil
	}
	return &pipeline.Fund{Ref: ef.spec.Ref, Fund: ef.spec.Fund.ForSection(j, ef.entries), Opts: ef.spec.Opts}
}

// summary adds up what the sections ranked were paid.
func (ef *eventFund) summary(rs []*ranked) prizes.EventSummary {
	paid := make([]*prizes.Allocation, len(ef.spec.Fund.Sections))
	for i, r := range rs {
		if r != nil && r.alloc != nil && ef.index[i] >= 0 {
			paid[ef.index[i]] = r.alloc
		}
	}
	return prizes.Summarize(ef.spec.Fund, ef.entries, paid)
}

// eventFiles returns the prize files of the whole event, written beside the sections'
// folders: prizes.pdf (a page for the whole event, then each section's prize list) and
// prizes.csv (the prize CSV contract with a first column section).
func (e *env) eventFiles(s *settings, ef *eventFund, rs []*ranked) ([]outputFile, error) {
	var names []string
	var docs []*exporters.Document
	var pdfDocs []*exporters.Document
	paid := false
	for i, r := range rs {
		if r == nil {
			continue
		}
		doc, err := e.document(s, r, "")
		if err != nil {
			return nil, err
		}
		pdf, err := e.document(s, r, "pdf")
		if err != nil {
			return nil, err
		}
		paid = paid || r.alloc != nil
		names = append(names, ef.names[i])
		docs = append(docs, doc)
		pdfDocs = append(pdfDocs, pdf)
	}
	if !paid {
		return nil, nil
	}
	sum := ef.summary(rs)
	opts := pdfDocs[0].Opts
	return []outputFile{
		{Name: pipeline.FilePrizesCSV, Write: func(w io.Writer) error { return csvout.EventPrizes(w, names, docs) }},
		{Name: pipeline.FilePrizesPDF, Write: func(w io.Writer) error { return pdfout.WriteEventPrizes(w, sum, names, pdfDocs, opts) }},
	}, nil
}

// runEventPrizes is 'prizes' with a fund over several sections: every section of path
// (or the one --section picks) is ranked and paid from its prize list, with based_on
// counted over all of them, and written as one output: the text of each section after a
// summary of the whole event, the event's prize CSV, or its prize PDF.
func (e *env) runEventPrizes(s *settings, path string, fs *pipeline.Fund, ex exporters.Exporter, out string) error {
	s.Fund = fs
	secs, err := e.loadSections(s, path)
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
		sc.Fund = ef.sectionSpec(i)
		if rs[i], err = e.rank(&sc, sec.ev, sec.name); err != nil {
			return err
		}
	}
	notes := ef.notes
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
		sc.Fund = ef.sectionSpec(0)
		doc, err := e.document(&sc, rs[0], ex.Name())
		if err != nil {
			return err
		}
		write = func(w io.Writer) error { return ex.Export(w, doc) }
	case ex.Name() == "json":
		return usagef("prizes: the JSON prize list holds one section; add --section NAME, or write text, csv or pdf")
	case ex.Name() == "csv" || ex.Name() == "pdf":
		files, err := e.eventFiles(s, ef, rs)
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
		write = func(w io.Writer) error { return e.eventText(w, s, ef, rs, ex) }
	}
	if err := e.writeOutput(out, write); err != nil {
		return err
	}
	for _, n := range notes {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	return nil
}

// eventText writes the summary of a fund over several sections, then each section's
// prize list as ex writes it.
func (e *env) eventText(w io.Writer, s *settings, ef *eventFund, rs []*ranked, ex exporters.Exporter) error {
	sum := ef.summary(rs)
	f := ef.spec.Fund
	cur := f.Currency
	fmt.Fprintf(w, "Prize fund over %d sections: %s announced", len(f.Sections), sum.Announced.Format(cur))
	if red := sum.Reduction; red != nil {
		fmt.Fprintf(w, ", based on %d entries, %d received (count: %s): paid at %s%% = %s\n",
			red.BasedOn, red.Actual, sum.Count, prizes.Money(red.Percent).String(), sum.Total.Format(cur))
	} else {
		fmt.Fprintf(w, ", paid in full (%d entries, count: %s) = %s\n", sum.Entries, sum.Count, sum.Total.Format(cur))
	}
	fmt.Fprintf(w, "Paid: %s   Not paid: %s\n", sum.Paid.Format(cur), sum.Unpaid.Format(cur))
	for i, r := range rs {
		if r == nil {
			continue
		}
		fmt.Fprintf(w, "\n== Section: %s ==\n", ef.names[i])
		if r.alloc == nil {
			fmt.Fprintln(w, "The fund has no prizes for this section.")
			continue
		}
		doc, err := e.document(s, r, ex.Name())
		if err != nil {
			return err
		}
		if err := ex.Export(w, doc); err != nil {
			return err
		}
	}
	return nil
}
