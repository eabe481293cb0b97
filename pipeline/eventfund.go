package pipeline

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// EventFund is a prize fund matched, once, to the sections of one event: the one rule
// every command pays by ([MatchFund]). A fund with sections: (fund key sections:) pays
// each section of the event from its own prize list; a fund without them pays the one
// section of the event that is printed. Either way a based_on goal is measured against
// the entries of every section loaded, whatever sections are then printed.
type EventFund struct {
	Fund    *Fund
	Names   []string // per event section: its name
	Index   []int    // per event section: the fund section it is paid from, -1 for none (0 for a fund without sections)
	Entries int      // the entries of every section, counted as the fund says
	Notes   []string // what the director should know about the match
	// plain says the fund has no sections: it pays the one section picked.
	plain bool
}

// EventSections are the sections of an event as loaded, for [MatchFund].
type EventSections struct {
	// Names and Ts hold, per section, its name and its tournament (nil for a section
	// that could not be read).
	Names []string
	Ts    []*engine.Tournament
	// Complete says every section of the event was given (a multi-section file, or
	// several files of one event), so that a fund section matching none is an error.
	Complete bool
	// Picked are the sections to pay and print, in order; nil for every section. The
	// others are still counted toward based_on.
	Picked []int
}

// picked reports whether section i is paid and printed.
func (es EventSections) picked(i int) bool {
	return es.Picked == nil || slices.Contains(es.Picked, i)
}

// FundSectionsError is a fund without sections: given for an event of several sections
// with none picked: nobody can tell which section its prizes are for, and paying the
// whole fund in every section would promise the money several times.
type FundSectionsError struct {
	Ref      string   // the fund, as given
	Sections []string // the event's sections
}

func (e *FundSectionsError) Error() string {
	return fmt.Sprintf("%s has no sections: but the event has %d sections (%s); list each section's prizes under sections:, named as the event names them, add every_section: true to pay the list in every section, or pay one section alone",
		e.Ref, len(e.Sections), strings.Join(e.Sections, ", "))
}

// Remedies are to pick the one section the fund pays.
func (e *FundSectionsError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.PickSection} }

// SectionName names an input's section for a multi-section fund: the section's name
// when the file has several (name), else the event's section name (eventSection), else
// the file's base name up to its first dot (open.trf is "open", under-1000.derived.trf
// "under-1000").
func SectionName(name, eventSection, path string) string {
	if name != "" {
		return name
	}
	if s := strings.TrimSpace(eventSection); s != "" {
		return s
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

// everySection returns the fund fs (every_section: true) as a fund with sections:, its
// prize list once under each section name.
func everySection(fs *Fund, names []string) *Fund {
	f := *fs.Fund
	f.Sections = make([]prizes.SectionFund, len(names))
	for i, n := range names {
		f.Sections[i] = prizes.SectionFund{Name: n, Prizes: f.Prizes}
	}
	f.Prizes = nil
	return &Fund{Ref: fs.Ref, Fund: &f, Opts: fs.Opts}
}

// MatchFund matches the fund fs to the sections of an event: the one rule by which
// every command pays an event, whatever sections it prints. A fund with sections: is
// matched by section name; so is a fund with every_section: true, its one prize list
// standing for each section's. Any other fund without sections: pays the one section
// of es picked (the only one, or the one chosen from a file of several); for an event
// of several sections with none or several picked it is a [*FundSectionsError].
// based_on counts the entries of every section loaded. nil, nil when fs is nil.
func MatchFund(fs *Fund, es EventSections) (*EventFund, error) {
	if fs == nil {
		return nil, nil
	}
	if len(fs.Fund.Sections) > 0 {
		return matchSections(fs, es)
	}
	if fs.Fund.EverySection && len(es.Names) > 1 {
		return matchSections(everySection(fs, es.Names), es)
	}
	var one int // the section paid
	switch {
	case len(es.Names) == 1:
		one = 0
	case len(es.Picked) == 1:
		one = es.Picked[0]
	default:
		return nil, &FundSectionsError{Ref: fs.Ref, Sections: es.Names}
	}
	ef := &EventFund{Fund: fs, Names: es.Names, Index: make([]int, len(es.Names)), plain: true}
	for i := range ef.Index {
		ef.Index[i] = -1
	}
	ef.Index[one] = 0
	ef.Entries = prizes.Entries(es.Ts, fs.Fund.Count)
	if len(es.Names) > 1 && fs.Fund.BasedOn > 0 && fs.Fund.Actual == 0 {
		ef.Notes = append(ef.Notes, fmt.Sprintf("based_on counts the entries of every section of the event (%d, count: %s), not only %s's", ef.Entries, fs.Fund.Count, es.Names[one]))
	}
	return ef, nil
}

// matchSections matches the sections of the fund fs, which has sections:, to the
// event's sections es and counts the entries of every section. When es.Complete, a
// fund section that matches none is an error with a did-you-mean; otherwise the section
// given must match one.
func matchSections(fs *Fund, es EventSections) (*EventFund, error) {
	names, ts := es.Names, es.Ts
	f := fs.Fund
	ef := &EventFund{Fund: fs, Names: names, Index: make([]int, len(names))}
	fundNames := make([]string, len(f.Sections))
	for j, s := range f.Sections {
		fundNames[j] = s.Name
	}
	for i, name := range names {
		ef.Index[i] = -1
		for j, s := range f.Sections {
			if sameSection(s.Name, name) {
				ef.Index[i] = j
				break
			}
		}
	}
	if es.Complete {
		if err := ef.everyFundSection(); err != nil {
			return nil, err
		}
	}
	matched := false
	for i, k := range ef.Index {
		if !es.picked(i) {
			continue
		}
		if k >= 0 {
			matched = true
			continue
		}
		n := 0
		if ts[i] != nil {
			n = len(ts[i].Players)
		}
		ef.Notes = append(ef.Notes, fmt.Sprintf("section %s: the fund has no prizes for it; its %d entries count toward based_on (count: %s)", names[i], n, f.Count))
	}
	if !matched {
		var given []string
		for i, name := range names {
			if es.picked(i) {
				given = append(given, name)
			}
		}
		hint := ""
		if len(given) == 1 {
			if q := suggest.DidYouMean(given[0], fundNames); q != "" {
				hint = " (" + q + ")"
			}
		}
		return nil, fmt.Errorf("%s: no section of the fund matches %s%s; the fund's sections: %s (name the fund's sections as the event names them, or by slug)",
			fs.Ref, strings.Join(given, ", "), hint, strings.Join(fundNames, ", "))
	}
	ef.Entries = prizes.Entries(ts, f.Count)
	for i, t := range ts {
		if t == nil {
			ef.Notes = append(ef.Notes, fmt.Sprintf("section %s could not be read: its entries are not counted toward based_on", names[i]))
		}
	}
	if !es.Complete && f.BasedOn > 0 && f.Actual == 0 {
		ef.Notes = append(ef.Notes, fmt.Sprintf("based_on counts the entries of the sections given only (%d); give every section's file to 'report', or write based_on: {actual: N}", ef.Entries))
	}
	return ef, nil
}

// everyFundSection returns an error, at the fund file's line, for the first fund
// section that matches no section of the event.
func (ef *EventFund) everyFundSection() error {
	f := ef.Fund.Fund
	for j, s := range f.Sections {
		found := false
		for _, k := range ef.Index {
			found = found || k == j
		}
		if found {
			continue
		}
		hint := ""
		if q := suggest.DidYouMean(s.Name, ef.Names); q != "" {
			hint = " (" + q + ")"
		}
		return &importers.ParseError{File: f.Source, Line: s.Line, Column: s.Column, Field: "sections",
			Err: fmt.Errorf("section %q matches no section of the event%s; the event's sections: %s", s.Name, hint, strings.Join(ef.Names, ", "))}
	}
	return nil
}

// SectionFund returns the fund event section i is paid from; nil when the fund has no
// prizes for it. A fund without sections: on an event of several sections measures
// based_on against the entries of every section ([EventFund.Entries]).
func (ef *EventFund) SectionFund(i int) *Fund {
	j := ef.Index[i]
	if j < 0 {
		return nil
	}
	if ef.plain {
		f := ef.Fund.Fund
		if len(ef.Names) > 1 && f.BasedOn > 0 && f.Actual == 0 {
			whole := *f
			whole.Actual = max(ef.Entries, 1)
			return &Fund{Ref: ef.Fund.Ref, Fund: &whole, Opts: ef.Fund.Opts}
		}
		return ef.Fund
	}
	return &Fund{Ref: ef.Fund.Ref, Fund: ef.Fund.Fund.ForSection(j, ef.Entries), Opts: ef.Fund.Opts}
}

// Sections reports whether the fund pays several sections from their own prize lists
// (it has sections:), so that the event gets prize files of its own beside the
// sections'.
func (ef *EventFund) Sections() bool { return ef != nil && !ef.plain }

// Summary adds up what the sections were paid: paid holds, per event section, its
// allocation (nil for a section not ranked or not paid).
func (ef *EventFund) Summary(paid []*prizes.Allocation) prizes.EventSummary {
	byFund := make([]*prizes.Allocation, len(ef.Fund.Fund.Sections))
	for i, a := range paid {
		if a != nil && ef.Index[i] >= 0 {
			byFund[ef.Index[i]] = a
		}
	}
	return prizes.Summarize(ef.Fund.Fund, ef.Entries, byFund)
}

// EventPrizeFiles returns the prize files of the whole event, written beside the
// sections' folders: prizes.csv (the prize CSV contract with a first column section)
// and prizes.pdf (a page for the whole event, then each section's prize list), from the
// documents of the sections ranked (docs for the CSV, pdfs with the PDF options; nil
// for a section not ranked). It returns nil when no section was paid.
func (ef *EventFund) EventPrizeFiles(docs, pdfs []*exporters.Document) []ReportFile {
	var names []string
	var csvDocs, pdfDocs []*exporters.Document
	paid := make([]*prizes.Allocation, len(docs))
	anyPaid := false
	for i, doc := range docs {
		if doc == nil {
			continue
		}
		paid[i] = doc.Prizes
		anyPaid = anyPaid || doc.Prizes != nil
		names = append(names, ef.Names[i])
		csvDocs = append(csvDocs, doc)
		pdfDocs = append(pdfDocs, pdfs[i])
	}
	if !anyPaid {
		return nil
	}
	sum := ef.Summary(paid)
	opts := pdfDocs[0].Opts
	return []ReportFile{
		{Name: FilePrizesCSV, Write: func(w io.Writer) error { return csvout.EventPrizes(w, names, csvDocs) }},
		{Name: FilePrizesPDF, Write: func(w io.Writer) error { return pdfout.WriteEventPrizes(w, sum, names, pdfDocs, opts) }},
	}
}

// WriteText writes the summary of the fund over the event's sections, then each
// section's prize list as ex writes it from docs (nil for a section not ranked); ctx
// stops it as it stops ex.
func (ef *EventFund) WriteText(ctx context.Context, w io.Writer, docs []*exporters.Document, ex exporters.Exporter) error {
	paid := make([]*prizes.Allocation, len(docs))
	for i, doc := range docs {
		if doc != nil {
			paid[i] = doc.Prizes
		}
	}
	sum := ef.Summary(paid)
	f := ef.Fund.Fund
	cur := f.Currency
	fmt.Fprintf(w, "Prize fund over %d sections: %s announced", len(f.Sections), sum.Announced.Format(cur))
	if red := sum.Reduction; red != nil {
		fmt.Fprintf(w, ", based on %d entries, %d received (count: %s): paid at %s%% = %s\n",
			red.BasedOn, red.Actual, sum.Count, prizes.Money(red.Percent).String(), sum.Total.Format(cur))
	} else {
		fmt.Fprintf(w, ", paid in full (%d entries, count: %s) = %s\n", sum.Entries, sum.Count, sum.Total.Format(cur))
	}
	fmt.Fprintf(w, "Paid: %s   Not paid: %s\n", sum.Paid.Format(cur), sum.Unpaid.Format(cur))
	for i, doc := range docs {
		if doc == nil {
			continue
		}
		fmt.Fprintf(w, "\n== Section: %s ==\n", ef.Names[i])
		if doc.Prizes == nil {
			fmt.Fprintln(w, "The fund has no prizes for this section.")
			continue
		}
		if err := ex.Export(ctx, w, doc); err != nil {
			return err
		}
	}
	return nil
}
