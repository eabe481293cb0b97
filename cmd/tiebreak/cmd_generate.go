package main

import (
	"context"
	"io"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newGenerateCommand(e *env) *cli.Command {
	var o generateOptions
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
			&cli.IntFlag{Name: "players", Aliases: []string{"p"}, Value: 40, Destination: &o.Event.Players, Usage: "number of `N` players (2-9999)"},
			&cli.IntFlag{Name: "rounds", Aliases: []string{"n"}, Value: 5, Destination: &o.Event.Rounds, Usage: "number of `R` rounds (1-99)"},
			&cli.Uint64Flag{Name: "seed", Value: 1, Destination: &o.Event.Seed, Usage: "random `SEED`"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Value: "-", Destination: &o.Output, Usage: "write to `FILE` (atomically); - for standard output"},
		},
		Action: action(e.runGenerate, &o),
	}
}

// generateOptions are the flags of generate, each bound to its field.
type generateOptions struct {
	// Event is the event to make: --players, --rounds and --seed.
	Event synth.Config
	// Output is the file --output names; "-" is standard output.
	Output string
}

// runGenerate writes the synthetic event opts describes as TRF16, ranked under US
// Chess rules so that its rank column is filled.
func (e *env) runGenerate(ctx context.Context, opts generateOptions, args []string) error {
	if len(args) > 0 {
		return usagef("generate takes no EVENT argument")
	}
	n, r := opts.Event.Players, opts.Event.Rounds
	if n < 2 || n > 9999 {
		return usagef("--players %d: use 2 to 9999", n)
	}
	if r < 1 || r > 99 {
		return usagef("--rounds %d: use 1 to 99", r)
	}
	t := synth.Generate(opts.Event)
	st, _, err := e.formats.Rank(t, pipeline.Ranking{Rules: "uscf"})
	if err != nil {
		return err
	}
	ex, _ := e.formats.Convert.Lookup("trf")
	doc := &exporters.Document{T: t, Standings: st, Opts: exporters.Options{TRFVersion: "16"}}
	return e.writeOutput(ctx, opts.Output, func(w io.Writer) error { return ex.Export(ctx, w, doc) })
}
