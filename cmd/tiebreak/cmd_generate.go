package main

import (
	"io"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

func newGenerateCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "generate",
		Usage: "write a synthetic Swiss event as TRF (for tests and benchmarks)",
		Description: `Writes a valid TRF16 file of a made-up Swiss event with plausible ratings,
score-group pairings, colours, a pairing-allocated bye for the odd player
out, half-point byes, forfeits, double forfeits and withdrawals. The same
--seed always gives the same file.

Examples:
   tiebreak generate --players 40 --rounds 5 -o club.trf
   tiebreak generate --players 9999 --rounds 13 --seed 7 -o big.trf`,
		Flags: []cli.Flag{
			&cli.IntFlag{Name: "players", Aliases: []string{"p"}, Value: 40, Usage: "number of `N` players (2-9999)"},
			&cli.IntFlag{Name: "rounds", Aliases: []string{"n"}, Value: 5, Usage: "number of `R` rounds (1-99)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Usage: "random `SEED`"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "-", Usage: "write to `FILE` (atomically); - for standard output"},
		},
		Action: func(c *cli.Context) error {
			if c.NArg() > 0 {
				return usagef("generate takes no EVENT argument")
			}
			n, r := c.Int("players"), c.Int("rounds")
			if n < 2 || n > 9999 {
				return usagef("--players %d: use 2 to 9999", n)
			}
			if r < 1 || r > 99 {
				return usagef("--rounds %d: use 1 to 99", r)
			}
			t := synth.Generate(synth.Config{Players: n, Rounds: r, Seed: c.Uint64("seed")})
			// Rank with the US Chess default so the TRF rank column is filled.
			rules := engine.Rules{System: "uscf"}
			ev := engine.NewEvaluation(t, rules)
			tbs, err := e.formats.Catalogue.Resolve("", rules, ev.Kind)
			if err != nil {
				return err
			}
			ex, _ := e.formats.Convert.Lookup("trf")
			doc := &exporters.Document{T: t, Standings: engine.Rank(ev, tbs), Opts: exporters.Options{TRFVersion: "16"}}
			return e.writeOutput(c.Context, c.String("output"), func(w io.Writer) error { return ex.Export(w, doc) })
		},
	}
}
