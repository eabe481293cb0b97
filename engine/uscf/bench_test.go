package uscf

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// BenchmarkAllCodes computes every US Chess code for all players of a generated
// 9,999-player, 13-round Swiss (H2H for every group equal on points), on a fresh
// evaluation each time so that nothing is memoised across iterations.
func BenchmarkAllCodes(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	rules := engine.Rules{System: "uscf"}
	var tbs []engine.Tiebreak
	for _, ci := range New().Codes() {
		tb, err := New().New(engine.Spec{Name: ci.Code}, rules)
		if err != nil {
			b.Fatal(err)
		}
		tbs = append(tbs, tb)
	}
	all := make([]int, len(tr.Players))
	for i := range all {
		all[i] = i
	}
	for b.Loop() {
		ev := engine.NewEvaluation(tr, rules)
		groups := map[engine.Score][]int{}
		for i, s := range ev.Totals {
			groups[s] = append(groups[s], i)
		}
		for _, tb := range tbs {
			if g, ok := tb.(engine.GroupTiebreak); ok && g.DependsOnGroup() {
				for _, grp := range groups {
					tb.Compute(ev, grp)
				}
				continue
			}
			tb.Compute(ev, all)
		}
	}
}

// BenchmarkRankScholastic ranks the same event with the longest preset.
func BenchmarkRankScholastic(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	rules := engine.Rules{System: "uscf"}
	cat := engine.NewCatalogue()
	cat.Register(New())
	tbs, err := cat.Resolve("scholastic", rules, engine.KindSwiss)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		engine.Rank(engine.NewEvaluation(tr, rules), tbs)
	}
}
