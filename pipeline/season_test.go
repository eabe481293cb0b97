package pipeline

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
)

// paid ranks examples/event.trf and pays it from examples/fund.yaml (tax_form_at: 600,
// USD) with the tax-form threshold and currency given ("" keeps the fund's).
func paid(t *testing.T, taxFormAt prizes.Money, currency string) SeasonEvent {
	t.Helper()
	st, _, err := NewFormats().Rank(sample(t), Ranking{})
	if err != nil {
		t.Fatal(err)
	}
	fd, opts, err := fund.Load("../examples/fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if taxFormAt >= 0 {
		fd.TaxFormAt = taxFormAt
	}
	if currency != "" {
		fd.Currency = currency
	}
	a, err := prizes.Allocate(st, fd, opts)
	if err != nil {
		t.Fatal(err)
	}
	return NewSeasonEvent("event", "event.trf", st, a)
}

// TestSeasonLedger checks the season's ledger of cash prizes over the same event paid
// twice and once without a fund: each person paid cash once, with both events' cash;
// the tax-form threshold the lowest a fund sets, the currency the first fund's; no
// ledger without a fund or a leaderboard.
func TestSeasonLedger(t *testing.T) {
	first, second := paid(t, 60000, ""), paid(t, 30000, "EUR")
	unpaid := first
	unpaid.Paid = nil
	events := []SeasonEvent{unpaid, first, second}
	lb, err := Leaderboard(events, nil)
	if err != nil {
		t.Fatal(err)
	}
	l := SeasonLedger(lb, events)
	if l == nil {
		t.Fatal("no ledger")
	}
	if l.TaxFormAt != 30000 || l.Currency != "USD" {
		t.Errorf("tax form at %d, currency %q; want 30000 (the lower) and USD (the first fund's)", l.TaxFormAt, l.Currency)
	}
	cash := map[string]prizes.Money{}
	for _, aw := range first.Paid.Awards {
		if aw.Amount > 0 {
			cash[first.Summary.Lines[aw.Row].Name()] += aw.Amount
		}
	}
	if len(l.Payees) != len(cash) || len(cash) == 0 {
		t.Fatalf("%d payees, %d people paid cash in the event", len(l.Payees), len(cash))
	}
	for _, p := range l.Payees {
		if len(p.Payments) != 2 || p.Total != 2*cash[p.Name] || p.TaxForm != (p.Total >= 30000) {
			t.Errorf("%s: %d payments, total %d, tax form %v; want 2, %d", p.Name, len(p.Payments), p.Total, p.TaxForm, 2*cash[p.Name])
		}
	}
	none := []SeasonEvent{unpaid}
	nlb, err := Leaderboard(none, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := SeasonLedger(nlb, none); got != nil {
		t.Errorf("a ledger without a fund: %+v", got)
	}
	if got := SeasonLedger(nil, events); got != nil {
		t.Errorf("a ledger without a leaderboard: %+v", got)
	}
}

// TestLeaderboard checks that no event makes no leaderboard and that the scoring of
// season.yaml is checked.
func TestLeaderboard(t *testing.T) {
	if lb, err := Leaderboard(nil, nil); lb != nil || err != nil {
		t.Errorf("no events: %v, %v", lb, err)
	}
	_, err := Leaderboard([]SeasonEvent{paid(t, -1, "")}, &season.Scoring{By: "rating"})
	if err == nil || err.Error() != `scoring by "rating" is unknown: use place (points by final place) or points (game points)` {
		t.Errorf("err = %v", err)
	}
}
