package synth

import (
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

func TestGenerateIsValidAndReproducible(t *testing.T) {
	for _, cfg := range []Config{{Players: 9, Rounds: 5, Seed: 1}, {Players: 120, Rounds: 9, Seed: 7}, {Players: 2, Rounds: 3, Seed: 3}} {
		a, b := Generate(cfg), Generate(cfg)
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%+v: two runs differ", cfg)
		}
		for _, p := range engine.Errors(a.Validate()) {
			t.Errorf("%+v: %s", cfg, p)
		}
		for r := 0; r < cfg.Rounds; r++ {
			pabs := 0
			for _, p := range a.Players {
				if p.Rounds[r].Result == engine.PairingBye {
					pabs++
				}
			}
			if pabs > 1 {
				t.Errorf("%+v: round %d has %d pairing-allocated byes", cfg, r+1, pabs)
			}
		}
	}
}

func TestGenerateHasEveryKindOfRound(t *testing.T) {
	tour := Generate(Config{Players: 501, Rounds: 9, Seed: 2})
	seen := map[engine.Result]int{}
	for _, p := range tour.Players {
		for _, r := range p.Rounds {
			seen[r.Result]++
		}
	}
	for _, want := range []engine.Result{engine.Win, engine.Draw, engine.Loss, engine.ForfeitWin, engine.ForfeitLoss, engine.HalfBye, engine.ZeroBye, engine.PairingBye} {
		if seen[want] == 0 {
			t.Errorf("no %s in a 501-player event", want)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		Generate(Config{Players: 9999, Rounds: 13, Seed: 1})
	}
}
