package uscf

import (
	"testing"

	"tiebreak/engine"
	"tiebreak/engine/synth"
)

// TestProperties computes every code under every option combination on generated events
// (byes, forfeits, double forfeits, withdrawals) and checks bounds that follow from the
// definitions: discarding never adds (MM, MED ≤ SOLK), SB counts only part of the Solkoff
// list, Kashdan is at most 4 a round, BLK at most one a round.
func TestProperties(t *testing.T) {
	for _, cfg := range []synth.Config{
		{Players: 31, Rounds: 5, Seed: 1},
		{Players: 64, Rounds: 9, Seed: 2, ForfeitRate: 80, HalfByeRate: 60, WithdrawRate: 40},
		{Players: 101, Rounds: 13, Seed: 3},
	} {
		tr := synth.Generate(cfg)
		for _, opts := range []map[string]string{
			nil,
			{"opp-unplayed": "actual"},
			{"own-unplayed": "ignore"},
			{"opp-unplayed": "actual", "own-unplayed": "ignore", "cumulative": "6th", "lot-seed": "9"},
		} {
			rules := engine.Rules{System: "uscf", Options: opts}
			vals := map[string]map[string]engine.Score{}
			for _, ci := range New().Codes() {
				vals[ci.Code] = compute(t, tr, rules, ci.Code)
			}
			rounds := engine.Points(tr.Rounds)
			for i := range tr.Players {
				n := tr.Players[i].Name
				solk := vals["SOLK"][n]
				if vals["MM"][n] > solk || vals["MED"][n] > solk || vals["SB"][n] > solk || vals["BH"][n] != solk {
					t.Errorf("%+v %v: %s: MM %s MED %s SB %s BH %s, SOLK %s", cfg, opts, n, vals["MM"][n], vals["MED"][n], vals["SB"][n], vals["BH"][n], solk)
				}
				if vals["KASH"][n] > 4*rounds || vals["BLK"][n] > rounds || vals["LOT"][n] < engine.Point {
					t.Errorf("%+v %v: %s: KASH %s BLK %s LOT %s", cfg, opts, n, vals["KASH"][n], vals["BLK"][n], vals["LOT"][n])
				}
			}
		}
	}
}
