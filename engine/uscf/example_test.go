package uscf_test

import (
	"fmt"
	"os"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// Example ranks seed 004's Tom and Jerry event with the US Chess default order (34E).
func Example() {
	data, err := os.ReadFile("testdata/seed004-tom-jerry.trf")
	if err != nil {
		fmt.Println(err)
		return
	}
	t, _, err := trf.New().Import(importers.Source{Name: "seed004-tom-jerry.trf", Data: data})
	if err != nil {
		fmt.Println(err)
		return
	}
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	rules := engine.Rules{System: "uscf"}
	ev := engine.NewEvaluation(t, rules)
	tbs, err := cat.Resolve("uscf", rules, ev.Kind)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, row := range engine.Rank(ev, tbs).Rows[:2] {
		fmt.Printf("%s %s %s", row.PlaceLabel(), t.Players[row.Player].Name, row.Points)
		for k, tb := range tbs {
			fmt.Printf(" %s=%s", tb.Code(), row.Values[k])
		}
		fmt.Println()
	}
	// Output:
	// 1 Jerry 4 MM=12.5 SOLK=14.5 CUM=14 OCUM=52
	// 2 Tom 4 MM=12.5 SOLK=13.5 CUM=14 OCUM=48.5
}
