package season

import (
	"cmp"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// Payment is the cash one player received in one event of the season.
type Payment struct {
	Event  int          // index into Leaderboard.Events
	Row    int          // index into that event's standings rows
	Amount prizes.Money // cash received, in cents
	Award  string       // what it was for, as the prize list names it ("2nd, shared by 2")
}

// Payee is one person paid cash in the season, matched across events as the
// leaderboard matches players (by US Chess ID, then FIDE ID, then name).
type Payee struct {
	Name, USChessID, FIDEID string
	// Row is the person's row in the leaderboard.
	Row int
	// Payments are the person's cash awards, in event order.
	Payments []Payment
	// Total is the season's cash for the person; TaxForm says it reaches the tax-form
	// threshold the ledger was built with.
	Total   prizes.Money
	TaxForm bool
	// ByName is true when some payment was joined to the person by name only: a match
	// to review before a tax form is filled in.
	ByName bool
}

// Payees builds the season's ledger of cash paid: one entry per person who received
// cash (payments with a zero amount are ignored), in name order, each with their
// payments and total, TaxForm set when the total reaches taxFormAt (0: never). The
// persons are the leaderboard's rows, so a player is matched across events exactly as
// the leaderboard matches them.
func Payees(lb *Leaderboard, payments []Payment, taxFormAt prizes.Money) []Payee {
	byRow := map[int]*Payee{}
	var out []*Payee
	for _, p := range payments {
		if p.Amount <= 0 || p.Event < 0 || p.Event >= len(lb.RowOf) || p.Row < 0 || p.Row >= len(lb.RowOf[p.Event]) {
			continue
		}
		r := lb.RowOf[p.Event][p.Row]
		if r < 0 {
			continue
		}
		py := byRow[r]
		if py == nil {
			row := &lb.Rows[r]
			py = &Payee{Name: row.Name, USChessID: row.USChessID, FIDEID: row.FIDEID, Row: r}
			byRow[r] = py
			out = append(out, py)
		}
		py.Payments = append(py.Payments, p)
		py.Total += p.Amount
		if c := lb.Rows[r].Cell(p.Event); c.ByName {
			py.ByName = true
		}
	}
	res := make([]Payee, len(out))
	for i, py := range out {
		slices.SortStableFunc(py.Payments, func(a, b Payment) int { return cmp.Compare(a.Event, b.Event) })
		py.TaxForm = taxFormAt > 0 && py.Total >= taxFormAt
		res[i] = *py
	}
	slices.SortFunc(res, func(a, b Payee) int {
		return cmp.Or(cmp.Compare(sortKey(a.Name), sortKey(b.Name)), cmp.Compare(a.Name, b.Name), cmp.Compare(a.Row, b.Row))
	})
	return res
}
