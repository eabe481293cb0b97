package prizes

import (
	"os"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// rankFile imports a TRF and ranks it with the given US Chess tiebreaks.
func rankFile(t testing.TB, path, list string) *engine.Standings {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	rules := engine.Rules{System: "uscf"}
	ev := engine.NewEvaluation(tr, rules)
	tbs, err := cat.Resolve(list, rules, ev.Kind)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Rank(ev, tbs)
}

// TestSeedsDividingPrizes follows seeds 002 and 000: the club divides prizes evenly among
// tied players, and indivisible prizes (trophies) go by the CCA tiebreaks, Modified
// Median, Solkoff, Cumulative, Cumulative of opposition (seed 002; the first four of the
// 7th edition, seed 000). Ed (W L W D L) and Lou (W W D L L) tie at 2½ with the same
// Modified Median (7.5) and Solkoff (12.5); Lou's Cumulative is 10.5, Ed's 9 (seed 000's
// own example), so Lou takes the trophy while the cash for 2nd and 3rd is split evenly.
func TestSeedsDividingPrizes(t *testing.T) {
	st := rankFile(t, "../uscf/testdata/seed000-cumulative.trf", "MM,SOLK,CUM,OCUM")
	f := &Fund{Prizes: []Prize{
		{Label: "1st", Place: 1, Cash: money("100"), Trophy: "1st place"},
		{Label: "2nd", Place: 2, Cash: money("60"), Trophy: "2nd place"},
		{Label: "3rd", Place: 3, Cash: money("40"), Trophy: "3rd place"},
	}}
	a := mustAllocate(t, st, f, Options{})
	if got, want := paid(a), "Bye, Bea=100.00 Later, Lou=50.00 Early, Ed=50.00"; got != want {
		t.Errorf("cash: got %s, want %s", got, want)
	}
	names := a.Standings.Eval.T.Players
	if got := names[a.Prizes[1].TrophyTo].Name; got != "Later, Lou" {
		t.Errorf("2nd place trophy to %s, want Later, Lou (Cumulative 10.5 > 9)", got)
	}
	if got := names[a.Prizes[2].TrophyTo].Name; got != "Early, Ed" {
		t.Errorf("3rd place trophy to %s, want Early, Ed", got)
	}
	if got := a.Awards[1].Label; got != "2nd+3rd, shared by 2" {
		t.Errorf("label %q", got)
	}
}
