package pipeline

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
)

// SeasonEvent is one event of a season ranked (one section of a file), for the season
// leaderboard and the ledger of cash prizes: only what they need of it, a few bytes per
// player, so that a season of thousands of events keeps no event's ranking once its
// files are written ([NewSeasonEvent]).
type SeasonEvent struct {
	// Summary is what the leaderboard needs of the event; its Name is the event's name in
	// the season (its output folder in a batch), its File the file it was read from.
	Summary season.Summary
	// Paid is the cash the event's fund paid; nil when no fund paid it.
	Paid *Paid
}

// Paid is what the ledger needs of an event's prize allocation.
type Paid struct {
	// TaxFormAt and Currency are the fund's.
	TaxFormAt prizes.Money
	Currency  string
	// Awards has one entry per award of the allocation, in its order; their Event is
	// set by [SeasonLedger].
	Awards []season.Payment
}

// NewSeasonEvent returns the season event named name, read from file, ranked as st
// and paid as a (nil when no fund paid it). It keeps nothing of st or a.
func NewSeasonEvent(name, file string, st *engine.Standings, a *prizes.Allocation) SeasonEvent {
	ev := SeasonEvent{Summary: season.Summarize(season.Event{Name: name, File: file, Standings: st})}
	if a == nil {
		return ev
	}
	p := &Paid{TaxFormAt: a.Fund.TaxFormAt, Currency: strings.Clone(a.Fund.Currency), Awards: make([]season.Payment, len(a.Awards))}
	for k := range a.Awards {
		aw := &a.Awards[k]
		p.Awards[k] = season.Payment{Row: aw.Row, Amount: aw.Amount, Award: strings.Clone(a.AwardName(aw))}
	}
	ev.Paid = p
	return ev
}

// Leaderboard builds the season leaderboard of the events ranked, in path order, under
// sc, the scoring of the top season.yaml (the defaults when nil). With no event it
// returns nil.
func Leaderboard(events []SeasonEvent, sc *season.Scoring) (*season.Leaderboard, error) {
	if len(events) == 0 {
		return nil, nil
	}
	var scoring season.Scoring
	if sc != nil {
		scoring = *sc
	}
	if err := scoring.Validate(); err != nil {
		return nil, err
	}
	in := make([]season.Summary, len(events))
	for i, ev := range events {
		in[i] = ev.Summary
	}
	return season.BuildSummaries(in, scoring), nil
}

// Ledger is the season's ledger of cash prizes: batch's payees.csv and payees.pdf.
type Ledger struct {
	// Payees has one entry per person paid cash ([season.Payees]).
	Payees []season.Payee
	// TaxFormAt is the lowest tax_form_at of the funds paid; 0 when no fund sets one.
	TaxFormAt prizes.Money
	// Currency is the currency of the first fund paid.
	Currency string
}

// SeasonLedger returns the ledger of the cash prizes of events, the events of the
// leaderboard lb in its order: each person paid cash, matched across events as lb
// matches players. Team prizes go to teams and are not in it. It returns nil when no
// event was paid from a fund (or lb is nil).
func SeasonLedger(lb *season.Leaderboard, events []SeasonEvent) *Ledger {
	if lb == nil {
		return nil
	}
	var payments []season.Payment
	l := &Ledger{}
	funds := 0
	for i, ev := range events {
		a := ev.Paid
		if a == nil {
			continue
		}
		funds++
		if t := a.TaxFormAt; t > 0 && (l.TaxFormAt == 0 || t < l.TaxFormAt) {
			l.TaxFormAt = t
		}
		if l.Currency == "" {
			l.Currency = a.Currency
		}
		for _, p := range a.Awards {
			p.Event = i
			payments = append(payments, p)
		}
	}
	if funds == 0 {
		return nil
	}
	l.Payees = season.Payees(lb, payments, l.TaxFormAt)
	return l
}

// SeasonFiles returns the files of the season leaderboard lb: season.csv, season.xlsx
// and season.pdf (with the PDF options pdf).
func SeasonFiles(lb *season.Leaderboard, pdf exporters.Options) ([]File, error) {
	return renderAll(
		fileOf("season.csv", func(w io.Writer) error { return csvout.WriteSeason(w, lb) }),
		fileOf("season.xlsx", func(w io.Writer) error { return xlsxout.WriteSeason(w, lb) }),
		fileOf("season.pdf", func(w io.Writer) error { return pdfout.WriteSeason(w, lb, pdf) }))
}

// SummaryFiles returns the files of a batch's summary rows: summary.csv and
// summary.xlsx (whose properties name generator).
func SummaryFiles(rows []exporters.SummaryRow, generator string) ([]File, error) {
	return renderAll(
		fileOf("summary.csv", func(w io.Writer) error { return csvout.WriteSummary(w, rows) }),
		fileOf("summary.xlsx", func(w io.Writer) error { return xlsxout.WriteSummary(w, rows, generator) }))
}

// LedgerFiles returns the files of the season's ledger l of the leaderboard lb:
// payees.csv and payees.pdf (with the PDF options pdf).
func LedgerFiles(lb *season.Leaderboard, l *Ledger, pdf exporters.Options) ([]File, error) {
	return renderAll(
		fileOf("payees.csv", func(w io.Writer) error { return csvout.WritePayees(w, l.Payees, l.TaxFormAt > 0) }),
		fileOf("payees.pdf", func(w io.Writer) error {
			return pdfout.WritePayees(w, lb, l.Payees, l.TaxFormAt, l.Currency, pdf)
		}))
}

// fileOf makes the file name with write, or says which file failed.
func fileOf(name string, write func(io.Writer) error) func() (File, error) {
	return func() (File, error) {
		var b bytes.Buffer
		if err := write(&b); err != nil {
			return File{}, fmt.Errorf("%s: %w", name, err)
		}
		return File{Name: name, Data: b.Bytes()}, nil
	}
}

// renderAll makes the files in order, stopping at the first that fails.
func renderAll(makers ...func() (File, error)) ([]File, error) {
	var out []File
	for _, m := range makers {
		f, err := m()
		if err != nil {
			return nil, err
		}
		out = append(out, f)
	}
	return out, nil
}
