package fide

import (
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// allCodes are the codes the property tests run, with modifiers of every kind.
var allCodes = []string{"DE", "WIN", "WON", "BPG", "BWG", "REP", "STD", "TPN", "PS", "PS/C1", "BH", "BH/C1",
	"BH/C2", "BH/M1", "BH/M2", "BH/P", "FB", "FB/C1", "AOB", "SB", "SB/C1", "SB/M1", "KS", "KS/L-1", "ARO",
	"ARO/C1", "TPR", "PTP", "APRO", "APPO", "RTNG"}

var editions = []string{"fide-2009", "fide-2024", "fide-2026"}

func propertyEvents(t *testing.T) map[string]*engine.Tournament {
	root := filepath.Join(trftest.RealData(t), "reference")
	return map[string]*engine.Tournament{
		"tec":        trftest.Load(t, filepath.Join(root, "fide-tec-tiebreak-exercises-2023", "tec-exercise-swiss-16p-5r.derived.trf")),
		"koshnitsky": trftest.Load(t, filepath.Join(root, "vega-hobsonsbay", "wwwKoshnitskyCup2024", "wwwKoshnitskyCup2024.derived.trf")),
		"synth":      synth.Generate(synth.Config{Players: 301, Rounds: 9, Seed: 7}),
	}
}

// TestCutOrder checks BH >= BH/C1 >= BH/C2 and BH/C1 >= BH/M1 for every player.
func TestCutOrder(t *testing.T) {
	for name, tr := range propertyEvents(t) {
		for _, rules := range editions {
			ev := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
			all := allPlayers(ev)
			bh := tiebreakFor(t, "BH", rules, nil).Compute(ev, all)
			c1 := tiebreakFor(t, "BH/C1", rules, nil).Compute(ev, all)
			c2 := tiebreakFor(t, "BH/C2", rules, nil).Compute(ev, all)
			m1 := tiebreakFor(t, "BH/M1", rules, nil).Compute(ev, all)
			for i := range all {
				if !(bh[i] >= c1[i] && c1[i] >= c2[i] && c1[i] >= m1[i]) {
					t.Errorf("%s %s #%d: BH %s, BH/C1 %s, BH/C2 %s, BH/M1 %s", name, rules, tr.Players[i].ID, bh[i], c1[i], c2[i], m1[i])
				}
			}
		}
	}
}

// permuted returns a copy of tr with start numbers renumbered by a permutation and the
// player slice shuffled, and a map from each new index to the old index.
func permuted(tr *engine.Tournament, seed uint64) (*engine.Tournament, []int) {
	rng := rand.New(rand.NewPCG(seed, seed))
	n := len(tr.Players)
	newID := rng.Perm(n)
	idOf := map[engine.PlayerID]engine.PlayerID{}
	for i, p := range tr.Players {
		idOf[p.ID] = engine.PlayerID(newID[i] + 1)
	}
	order := rng.Perm(n)
	cp := *tr
	cp.Players = make([]engine.Player, n)
	old := make([]int, n)
	for k, i := range order {
		p := tr.Players[i]
		p.ID = idOf[p.ID]
		p.Rounds = append([]engine.Round(nil), p.Rounds...)
		for r := range p.Rounds {
			if p.Rounds[r].Opponent != 0 {
				p.Rounds[r].Opponent = idOf[p.Rounds[r].Opponent]
			}
		}
		cp.Players[k] = p
		old[k] = i
	}
	return &cp, old
}

// TestOrderIndependence checks that values do not depend on start numbers or on the
// order of players in the file (TPN excepted: it is the start number).
func TestOrderIndependence(t *testing.T) {
	for name, tr := range propertyEvents(t) {
		cp, old := permuted(tr, 42)
		for _, rules := range editions {
			ev := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
			evp := engine.NewEvaluation(cp, engine.Rules{System: "fide"})
			for _, code := range allCodes {
				if code == "TPN" {
					continue
				}
				opts := map[string]string{"unrated": "1000"}
				want := valuesOf(ev, tiebreakFor(t, code, rules, opts))
				got := valuesOf(evp, tiebreakFor(t, code, rules, opts))
				for k, i := range old {
					if got[k] != want[i] {
						t.Errorf("%s %s %s: player %q: %s after renumbering, %s before", name, rules, code, tr.Players[i].Name, got[k], want[i])
					}
				}
			}
		}
	}
}

// TestRepeatable checks that the same values come out twice, whatever was computed
// before in the same evaluation (FB must not leak into BH and SB, specs §2.12).
func TestRepeatable(t *testing.T) {
	for name, tr := range propertyEvents(t) {
		for _, rules := range editions {
			fresh := func(code string) []engine.Score {
				ev := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
				return valuesOf(ev, tiebreakFor(t, code, rules, nil))
			}
			shared := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
			for _, code := range []string{"FB", "FB/C1"} {
				valuesOf(shared, tiebreakFor(t, code, rules, nil))
			}
			for _, code := range allCodes {
				a, b := fresh(code), valuesOf(shared, tiebreakFor(t, code, rules, nil))
				for i := range a {
					if a[i] != b[i] {
						t.Errorf("%s %s %s #%d: %s alone, %s after FB", name, rules, code, tr.Players[i].ID, a[i], b[i])
					}
				}
			}
		}
	}
}

// BenchmarkCodes computes each code for a generated 9,999-player, 13-round Swiss; each
// iteration uses a fresh evaluation, so nothing is memoised across iterations.
func BenchmarkCodes(b *testing.B) {
	tr := synth.Generate(synth.Config{Players: 9999, Rounds: 13, Seed: 1})
	for _, code := range allCodes {
		tb := tiebreakFor(b, code, "fide-2026", map[string]string{"unrated": "1000"})
		b.Run(code, func(b *testing.B) {
			for b.Loop() {
				ev := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
				valuesOf(ev, tb)
			}
		})
	}
}
