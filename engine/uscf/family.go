package uscf

import (
	"fmt"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Option names and values accepted in [engine.Rules.Options].
const (
	optOppUnplayed = "opp-unplayed"
	optOwnUnplayed = "own-unplayed"
	optCumulative  = "cumulative"
	optLotSeed     = "lot-seed"
)

// config is the rule variant a tiebreak is computed under, read from the rules' options.
type config struct {
	oppActual bool   // opp-unplayed=actual
	ownIgnore bool   // own-unplayed=ignore
	sixth     bool   // cumulative=6th
	lotSeed   uint64 // lot-seed
}

// readConfig validates the family options in rules and returns them.
func readConfig(rules engine.Rules) (config, error) {
	var c config
	switch v := rules.Option(optOppUnplayed, "half"); v {
	case "half":
	case "actual":
		c.oppActual = true
	default:
		return c, fmt.Errorf("option %s=%q: use half or actual", optOppUnplayed, v)
	}
	switch v := rules.Option(optOwnUnplayed, "zero"); v {
	case "zero":
	case "ignore":
		c.ownIgnore = true
	default:
		return c, fmt.Errorf("option %s=%q: use zero or ignore", optOwnUnplayed, v)
	}
	switch v := rules.Option(optCumulative, "7th"); v {
	case "7th":
	case "6th":
		c.sixth = true
	default:
		return c, fmt.Errorf("option %s=%q: use 7th or 6th", optCumulative, v)
	}
	v := rules.Option(optLotSeed, "0")
	seed, err := strconv.ParseUint(v, 10, 64)
	if err != nil {
		return c, fmt.Errorf("option %s=%q: use a whole number", optLotSeed, v)
	}
	c.lotSeed = seed
	return c, nil
}

// family is the US Chess catalogue.
type family struct{}

// New returns the US Chess tiebreak family ("uscf").
func New() engine.Family { return family{} }

// Name returns "uscf".
func (family) Name() string { return "uscf" }

// Codes lists every code the family accepts.
func (family) Codes() []engine.CodeInfo {
	return []engine.CodeInfo{
		{Code: "MM", Name: "Modified Median", Definition: "opponents' adjusted scores; plus score drops the lowest, minus the highest, even both; two each with 9+ rounds (34E1)"},
		{Code: "MED", Name: "Median (Harkness)", Aliases: []string{"Harkness"}, Definition: "opponents' adjusted scores less the highest and lowest; two each with 9-12 rounds, three each over 12 (Harkness)"},
		{Code: "SOLK", Name: "Solkoff", Definition: "sum of opponents' adjusted scores, own unplayed rounds 0 (34E2); BH is the same number"},
		{Code: "BH", Name: "Solkoff", Aliases: []string{"Buchholz"}, Definition: "alias of SOLK under US Chess rules"},
		{Code: "CUM", Name: "Cumulative", Definition: "sum of running scores less the points of unplayed rounds (34E3, 7th ed.; option cumulative=6th)"},
		{Code: "CUM6", Name: "Cumulative (6th ed.)", Definition: "sum of running scores less 1 per unplayed win or full-point bye (34E3, 6th ed.)"},
		{Code: "OCUM", Name: "Cumulative of opposition", Aliases: []string{"Opposition cumulative", "Opponents cumulative", "Cumulative of opponents"}, Definition: "sum of the Cumulative of each opponent played (34E4)"},
		{Code: "OCUM6", Name: "Cumulative of opposition (6th ed.)", Definition: "sum of the 6th-edition Cumulative of each opponent played (34E4)"},
		{Code: "SB", Name: "Sonneborn-Berger", Definition: "adjusted scores of beaten opponents plus half of drawn ones (34E8)"},
		{Code: "H2H", Name: "Result between tied players", Aliases: []string{"Head to head", "Direct encounter"}, Definition: "plus/minus in games among the tied players, only if all met; re-applied in each subgroup (34E5)"},
		{Code: "BLK", Name: "Most blacks", Aliases: []string{"Number of blacks", "Blacks"}, Definition: "number of played games with Black (34E6)"},
		{Code: "KASH", Name: "Kashdan", Definition: "4 per win, 2 per draw, 1 per loss, 0 per unplayed round (34E7)"},
		{Code: "AVGOPP", Name: "Average rating of opposition", Aliases: []string{"Average rating of opponents", "Opponents average rating"}, Definition: "mean pre-event rating of rated opponents played (US Chess rating when known)"},
		{Code: "PERF", Name: "Performance rating", Aliases: []string{"Performance"}, Definition: "(sum of rated opponents' ratings + 400 x (wins - losses)) / games"},
		{Code: "LOT", Name: "Draw of lots", Definition: "reproducible draw from option lot-seed (coin flip, last resort)", Modifiers: "/Sn (seed n)"},
	}
}

// Presets returns the named tiebreak orders, each with its source.
func (family) Presets() []engine.Preset {
	return []engine.Preset{
		{Name: "uscf", System: "uscf", Codes: []string{"MM", "SOLK", "CUM", "OCUM"}, Source: "US Chess Official Rules of Chess, 7th ed., rule 34E (seeds 000, 003)"},
		{Name: "uscf-rr", System: "uscf", Codes: []string{"SB", "H2H", "KASH", "LOT"}, Source: "US Chess round-robin practice (specs §1.13)"},
		{Name: "wscf", System: "uscf", Codes: []string{"MM", "SOLK", "SB", "CUM"}, Source: "WSCF tiebreak rules (seed 001)"},
		{Name: "cca", System: "uscf", Codes: []string{"MM", "SOLK", "CUM", "OCUM"}, Source: "Continental Chess Association order, as a club adopts it (seed 002)"},
		{Name: "mccl", System: "uscf", Codes: []string{"MM", "CUM6", "SOLK", "OCUM6"}, Source: "Madison City Chess League Swiss rules, US Chess 6th ed. (seed 004)"},
		{Name: "mccl-rr", System: "uscf", Codes: []string{"SB", "H2H"}, Source: "Madison City Chess League round-robin rules (seed 004)"},
		{Name: "ihsa", System: "uscf", Codes: []string{"MM", "SOLK", "CUM", "OCUM"}, Source: "IHSA Terms and Conditions X.b.2 (seed 003)"},
		{Name: "scholastic", System: "uscf", Codes: []string{"MM", "SOLK", "SB", "CUM", "KASH", "H2H", "BLK", "LOT"}, Source: "US Chess scholastic order as reported (specs §1.15)"},
	}
}

// Options lists the rule variants; the first value of each is the default.
func (family) Options() []engine.OptionInfo {
	return []engine.OptionInfo{
		{Name: optOppUnplayed, Values: []string{"half", "actual"}, Definition: "opponents' unplayed rounds count ½ (34E1) or their actual points"},
		{Name: optOwnUnplayed, Values: []string{"zero", "ignore"}, Definition: "own unplayed rounds count as a 0-point opponent (34E1) or are left out"},
		{Name: optCumulative, Values: []string{"7th", "6th"}, Definition: "Cumulative subtracts every unplayed point (7th ed.) or only unplayed wins (6th ed.)"},
		{Name: optLotSeed, Values: []string{"0", "N"}, Definition: "seed of the draw of lots (LOT)"},
	}
}

// DefaultPreset returns "uscf-rr" for round robins and "uscf" otherwise.
func (family) DefaultPreset(kind engine.Kind) string {
	if kind == engine.KindRoundRobin {
		return "uscf-rr"
	}
	return "uscf"
}

// New returns the tiebreak for spec under rules.
func (family) New(spec engine.Spec, rules engine.Rules) (engine.Tiebreak, error) {
	c, err := readConfig(rules)
	if err != nil {
		return nil, err
	}
	if spec.Qualifier != "" {
		return nil, fmt.Errorf("%s: US Chess tiebreaks take no :%s qualifier", spec, spec.Qualifier)
	}
	code := spec.String()
	if spec.Name == "LOT" {
		for _, m := range spec.Mods {
			if m.Kind != 'S' || m.N < 0 {
				return nil, fmt.Errorf("%s: LOT accepts only /Sn (seed n)", spec)
			}
			c.lotSeed = uint64(m.N)
		}
		return lot{code: code, seed: c.lotSeed}, nil
	}
	if len(spec.Mods) > 0 {
		return nil, fmt.Errorf("%s: %s takes no modifiers under US Chess rules", spec, spec.Name)
	}
	switch spec.Name {
	case "MM":
		return modifiedMedian{code: code, c: c}, nil
	case "MED":
		return median{code: code, c: c}, nil
	case "SOLK", "BH":
		return solkoff{code: code, c: c}, nil
	case "CUM":
		return cumulative{code: code, c: c}, nil
	case "CUM6":
		c.sixth = true
		return cumulative{code: code, c: c}, nil
	case "OCUM":
		return oppCumulative{code: code, c: c}, nil
	case "OCUM6":
		c.sixth = true
		return oppCumulative{code: code, c: c}, nil
	case "SB":
		return sonnebornBerger{code: code, c: c}, nil
	case "H2H":
		return headToHead{code: code}, nil
	case "BLK":
		return mostBlacks{code: code}, nil
	case "KASH":
		return kashdan{code: code}, nil
	case "AVGOPP":
		return avgOpp{code: code}, nil
	case "PERF":
		return performance{code: code}, nil
	}
	return nil, &engine.UnknownCodeError{Rules: "uscf", Code: spec.Name}
}

// pick returns the values of the group's members from a whole-field slice.
func pick(all []engine.Score, group []int) []engine.Score {
	out := make([]engine.Score, len(group))
	for k, p := range group {
		out[k] = all[p]
	}
	return out
}
