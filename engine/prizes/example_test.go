package prizes_test

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// The WinTD help example (specs §1.17): $300 and $200 overall and a $150 youth prize;
// four players tie for first, one of them a youth. The three prizes are pooled (one per
// tied player) and divided equally: $162.50 each.
func ExampleAllocate() {
	t := &engine.Tournament{Name: "Example", StartDate: "2026/03/14", Scoring: engine.DefaultScoring()}
	for i, p := range []struct {
		name, birth string
		rating      int
	}{{"Adult, Ann", "1980", 2100}, {"Adult, Bob", "1975", 2000}, {"Young, Yan", "2012/02/02", 1900}, {"Adult, Cid", "1960", 1800}} {
		id := engine.PlayerID(i + 1)
		t.Players = append(t.Players, engine.Player{ID: id, Name: p.name, Rating: p.rating, Birth: p.birth})
		t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: id, Points: engine.Points(4), Source: engine.AdjustRecord})
	}
	st := engine.Rank(engine.NewEvaluation(t, engine.Rules{System: "uscf"}), nil)
	fund := &prizes.Fund{Prizes: []prizes.Prize{
		{Label: "1st", Place: 1, Cash: prizes.Dollars(300)},
		{Label: "2nd", Place: 2, Cash: prizes.Dollars(200)},
		{Label: "Youth 1st", Group: "Youth", Place: 1, Cash: prizes.Dollars(150), Kind: prizes.KindOther,
			Eligibility: prizes.Eligibility{AgeMax: 18}},
	}}
	a, err := prizes.Allocate(st, fund, prizes.Options{})
	if err != nil {
		panic(err)
	}
	for _, aw := range a.Awards {
		fmt.Printf("%-10s %s  %s\n", t.Players[aw.Player].Name, aw.Amount, aw.Label)
	}
	fmt.Println(a.Pools[0].Reason)
	// Output:
	// Adult, Ann 162.50  1st+2nd+Youth 1st, shared by 4
	// Adult, Bob 162.50  1st+2nd+Youth 1st, shared by 4
	// Young, Yan 162.50  1st+2nd+Youth 1st, shared by 4
	// Adult, Cid 162.50  1st+2nd+Youth 1st, shared by 4
	// 32B3: 4 players tied at 4 points (places 1-4) pool 1st+2nd+Youth 1st, one prize per tied player, $650.00 in all (32B2: $162.50 each).
}
