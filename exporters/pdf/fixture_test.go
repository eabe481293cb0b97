package pdfout

import (
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// handAllocation builds an allocation on doc's standings by hand, with every feature the
// prize list shows: a prize won alone with a trophy, a pool of three with a remainder, an
// exception pool, a capped share, an unawarded prize, a trophy-only winner and a winner
// above the tax-form threshold. It does not follow the rules; it exercises the layout.
func handAllocation(doc *exporters.Document) *prizes.Allocation {
	rows := doc.Standings.Rows
	f := &prizes.Fund{Name: "Hand-made fund", Currency: "USD", TaxFormAt: prizes.Dollars(600), Prizes: []prizes.Prize{
		{Label: "1st", Place: 1, Cash: prizes.Dollars(700), Trophy: "Champion"},
		{Label: "2nd", Place: 2, Cash: prizes.Dollars(300)},
		{Label: "3rd", Place: 3, Cash: prizes.Dollars(200)},
		{Label: "U2000 1st", Group: "U2000", Place: 1, Cash: prizes.Dollars(150), Kind: prizes.KindRating},
		{Label: "U1400 1st", Group: "U1400", Place: 1, Cash: prizes.Dollars(100), Kind: prizes.KindRating},
		{Label: "Top Junior", Group: "Junior", Place: 1, Trophy: "Top Junior", Kind: prizes.KindOther},
	}}
	p := func(i int) int { return rows[i].Player }
	a := &prizes.Allocation{Fund: f, Standings: doc.Standings,
		Announced: prizes.Dollars(1450), Total: prizes.Dollars(1450)}
	a.Pools = []prizes.Pool{{
		Points: rows[1].Points, Place: 2, PlaceTo: 4,
		Group: []int{p(1), p(2), p(3)}, Players: []int{p(1), p(2), p(3)},
		Shares: []prizes.Money{21667, 21667, 21666}, Prizes: []int{1, 2, 3}, Total: prizes.Dollars(650),
		Remainder: 1, RemainderTo: []int{p(1), p(2)},
		Capped: []int{p(3)}, CapAmount: []prizes.Money{prizes.Dollars(300)},
		Reason: "32B3: 3 players tied pool 2nd+3rd+U2000 1st, one prize per tied player.",
	}}
	a.Awards = []prizes.Award{
		{Player: p(0), Row: 0, Amount: prizes.Dollars(700), Prizes: []int{0}, Pool: -1, Label: "1st", Trophies: []string{"Champion"}, TrophyPrizes: []int{0}, TaxForm: true},
		{Player: p(1), Row: 1, Amount: 21667, Prizes: []int{1}, Pool: 0, Label: "2nd+3rd+U2000 1st, shared by 3"},
		{Player: p(2), Row: 2, Amount: 21667, Prizes: []int{2}, Pool: 0, Label: "2nd+3rd+U2000 1st, shared by 3"},
		{Player: p(3), Row: 3, Amount: 21666, Prizes: []int{3}, Pool: 0, Label: "2nd+3rd+U2000 1st, shared by 3"},
		{Player: p(5), Row: 5, Pool: -1, Trophies: []string{"Top Junior"}, TrophyPrizes: []int{5}},
	}
	a.Prizes = []prizes.PrizeResult{
		{Prize: 0, Cash: prizes.Dollars(700), Winners: []int{p(0)}, Pool: -1, TrophyTo: p(0)},
		{Prize: 1, Cash: prizes.Dollars(300), Winners: []int{p(1), p(2), p(3)}, Pool: 0, TrophyTo: -1},
		{Prize: 2, Cash: prizes.Dollars(200), Winners: []int{p(1), p(2), p(3)}, Pool: 0, TrophyTo: -1},
		{Prize: 3, Cash: prizes.Dollars(150), Winners: []int{p(1), p(2), p(3)}, Pool: 0, TrophyTo: -1},
		{Prize: 4, Cash: prizes.Dollars(100), Pool: -1, TrophyTo: -1, Unawarded: true, Reason: "nobody rated under 1400 played"},
		{Prize: 5, Pool: -1, TrophyTo: p(5), Winners: []int{p(5)}},
	}
	a.Paid = prizes.Dollars(1350)
	a.Unpaid = prizes.Dollars(100)
	return a
}

// manyPrizes builds an allocation of n place prizes on doc's standings, each paid to one
// player alone, the top one above the tax-form threshold, for benchmarks and pagination.
func manyPrizes(doc *exporters.Document, n int) *prizes.Allocation {
	rows := doc.Standings.Rows
	f := &prizes.Fund{Currency: "USD", TaxFormAt: prizes.Dollars(600)}
	a := &prizes.Allocation{Fund: f, Standings: doc.Standings}
	for i := range n {
		cash := prizes.Dollars(int64(1000 - 20*i))
		label := ordinal(i+1) + " place"
		f.Prizes = append(f.Prizes, prizes.Prize{Label: label, Place: i + 1, Cash: cash})
		pl := rows[i].Player
		a.Prizes = append(a.Prizes, prizes.PrizeResult{Prize: i, Cash: cash, Winners: []int{pl}, Pool: -1, TrophyTo: -1})
		a.Awards = append(a.Awards, prizes.Award{Player: pl, Row: i, Amount: cash, Prizes: []int{i}, Pool: -1, Label: label, TaxForm: cash >= f.TaxFormAt})
		a.Total += cash
	}
	a.Announced, a.Paid = a.Total, a.Total
	return a
}

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return strconv.Itoa(n) + suffix
}
