package pipeline

import (
	"bytes"
	"fmt"
	"io"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
)

// SeasonEvent is one event of a season ranked (one section of a file), for the season
// leaderboard and the ledger of cash prizes.
type SeasonEvent struct {
	// Name is the event's name in the season: its output folder in a batch.
	Name string
	// File is the file it was read from.
	File      string
	Standings *engine.Standings
	// Prizes is the event's prize allocation; nil when no fund paid it.
	Prizes *prizes.Allocation
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
	in := make([]season.Event, len(events))
	for i, ev := range events {
		in[i] = season.Event{Name: ev.Name, File: ev.File, Standings: ev.Standings}
	}
	return season.Build(in, scoring), nil
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
		a := ev.Prizes
		if a == nil {
			continue
		}
		funds++
		if t := a.Fund.TaxFormAt; t > 0 && (l.TaxFormAt == 0 || t < l.TaxFormAt) {
			l.TaxFormAt = t
		}
		if l.Currency == "" {
			l.Currency = a.Fund.Currency
		}
		for k := range a.Awards {
			aw := &a.Awards[k]
			payments = append(payments, season.Payment{Event: i, Row: aw.Row, Amount: aw.Amount, Award: a.AwardName(aw)})
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
