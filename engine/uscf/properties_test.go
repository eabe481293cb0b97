package uscf

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// TestProperties computes every code under every option combination on generated events
// (byes, forfeits, double forfeits, withdrawals) and checks bounds that follow from the
// definitions: discarding never adds (MM, MED ≤ SOLK), SB counts only part of the Solkoff
// list, Kashdan is at most 4 a round, BLK at most one a round.
//
// Besides generated events it reads the 93 further US Chess sections of
// realdata/extra/uNN.trf (no reference values) when they are present.
func TestProperties(t *testing.T) {
	events := map[string]*engine.Tournament{}
	for _, cfg := range []synth.Config{
		{Players: 31, Rounds: 5, Seed: 1},
		{Players: 64, Rounds: 9, Seed: 2, ForfeitRate: 80, HalfByeRate: 60, WithdrawRate: 40},
		{Players: 101, Rounds: 13, Seed: 3},
	} {
		events[fmt.Sprintf("%+v", cfg)] = synth.Generate(cfg)
	}
	if dir, err := findRealdata(); err == nil {
		files, _ := filepath.Glob(filepath.Join(dir, "extra", "u*.trf"))
		for _, f := range files {
			events[filepath.Base(f)] = loadTRF(t, f)
		}
	}
	t.Logf("%d events", len(events))
	for cfg, tr := range events {
		for _, opts := range []map[string]string{
			nil,
			{"opp-unplayed": "actual"},
			{"own-unplayed": "ignore"},
			{"opp-unplayed": "actual", "own-unplayed": "ignore", "cumulative": "6th", "lot-seed": "9"},
		} {
			rules := engine.Rules{System: "uscf", Options: opts}
			vals := map[string][]engine.Score{}
			for _, ci := range New().Codes() {
				vals[ci.Code] = computeAll(t, tr, rules, ci.Code)
			}
			rounds := engine.Points(tr.Rounds)
			for i := range tr.Players {
				n := tr.Players[i].ID
				solk := vals["SOLK"][i]
				if vals["MM"][i] > solk || vals["MED"][i] > solk || vals["SB"][i] > solk || vals["BH"][i] != solk {
					t.Errorf("%s %v: player %d: MM %s MED %s SB %s BH %s, SOLK %s", cfg, opts, n, vals["MM"][i], vals["MED"][i], vals["SB"][i], vals["BH"][i], solk)
				}
				if vals["KASH"][i] > 4*rounds || vals["BLK"][i] > rounds || vals["LOT"][i] < engine.Point {
					t.Errorf("%s %v: player %d: KASH %s BLK %s LOT %s", cfg, opts, n, vals["KASH"][i], vals["BLK"][i], vals["LOT"][i])
				}
			}
		}
	}
}
