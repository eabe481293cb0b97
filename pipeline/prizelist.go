package pipeline

import (
	"context"
	"fmt"
	"io"
	"slices"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// PrizeList is what the prizes command writes for an event ([Plan.PrizeList]).
type PrizeList struct {
	// Write writes the list.
	Write func(io.Writer) error
	// Notes are what the director should know once it is written: the fund's match
	// and, for several sections, each section's notes.
	Notes []string
	// Paid are the notes of the allocation of one section paid alone, which its text
	// prize list prints itself; other formats carry them in JSON or not at all, and
	// leave them to the caller ([PrizeList.Said]).
	Paid []string
	// text says the list is text, which prints Paid.
	text bool
}

// Said returns the notes the director should be told beside the list once it is
// written: Notes, then Paid unless the list is text and shown says the director reads
// it as it is written (on standard output).
func (l *PrizeList) Said(shown bool) []string {
	if shown && l.text {
		return l.Notes
	}
	return append(slices.Clip(l.Notes), l.Paid...)
}

// NoPrizesError is a prize list with nothing to pay: the fund Fund has no prizes for
// the one section Section, or (Section "") pays no section of the event at Path.
type NoPrizesError struct {
	Fund, Section, Path string
}

func (e *NoPrizesError) Error() string {
	if e.Section != "" {
		return fmt.Sprintf("%s: the fund has no prizes for %s", e.Fund, e.Section)
	}
	return fmt.Sprintf("%s: no section of %s was paid", e.Fund, e.Path)
}

// OneSectionFormatError is a prize list of several sections asked for in a format that
// holds one section (JSON).
type OneSectionFormatError struct{ Format string }

func (e *OneSectionFormatError) Error() string {
	return fmt.Sprintf("the %s prize list holds one section", e.Format)
}

// PrizeList matches fund to the event ev ([Event.MatchFund]: its errors are returned as
// they are), ranks and pays ev as p says with it, and returns its prize list in the
// format of ex. A single section (a file of one, or the
// one picked) gets its prize list as ex writes it; several get, as text, a summary of
// the whole event then each section's list, as csv or pdf the event's prize file
// ([Plan.EventPrizeFiles]), and in another format a [*OneSectionFormatError]. A PDF
// takes p.PDF's options. The notes of ranking and paying reach p.Say as [Build] gives
// them, but for [NoteFund] and [NoteSection], which come back in the list's Notes.
func (p Plan) PrizeList(ctx context.Context, ev *Event, fund *Fund, ex exporters.Exporter) (*PrizeList, error) {
	var err error
	if p.Pay, err = ev.MatchFund(fund); err != nil {
		return nil, err
	}
	if p.Formats == nil {
		p.Formats = NewFormats()
	}
	pdf := ex.Name() == "pdf"
	outer := p.Say
	say := func(n Note) {
		if outer != nil {
			outer(n)
		}
	}
	if len(ev.Sections) == 1 && ev.Sections[0].Loaded != nil {
		sec := &ev.Sections[0]
		secFund := p.Pay.Fund(0)
		if secFund == nil {
			return nil, &NoPrizesError{Fund: p.Pay.ref(), Section: sec.Loaded.T.Section}
		}
		p.NoTeams = true
		r, _, err := p.Rank(sec, secFund, say)
		if err != nil {
			return nil, err
		}
		doc := &exporters.Document{T: sec.Loaded.T, Standings: r.Standings, Prizes: r.Prizes, Opts: p.Options(r.Standings, pdf)}
		return &PrizeList{Write: func(w io.Writer) error { return ex.Export(ctx, w, doc) },
			Notes: p.Pay.MatchNotes(), Paid: r.Prizes.Notes, text: ex.Name() == "text"}, nil
	}
	if ex.Name() != "text" && ex.Name() != "csv" && !pdf {
		return nil, &OneSectionFormatError{Format: ex.Name()}
	}
	list := &PrizeList{}
	p.Say = func(n Note) {
		switch n.Kind {
		case NoteFund, NoteSection:
			list.Notes = append(list.Notes, n.Text)
		default:
			say(n)
		}
	}
	b, err := Build(ctx, ev, p)
	if err != nil {
		return nil, err
	}
	if ex.Name() == "text" {
		docs := p.Docs(b, false)
		list.Write = func(w io.Writer) error { return p.Pay.WriteText(ctx, w, docs, ex) }
		return list, nil
	}
	files := p.EventPrizeFiles(b)
	if len(files) == 0 {
		return nil, &NoPrizesError{Fund: p.Pay.ref(), Path: ev.Paths[0]}
	}
	list.Write = files[0].Write
	if pdf {
		list.Write = files[1].Write
	}
	return list, nil
}

// ref names the fund of p for messages; "" for none.
func (p *EventPay) ref() string {
	if p == nil || p.EventFund == nil || p.EventFund.Fund == nil {
		return ""
	}
	return p.EventFund.Fund.Ref
}
