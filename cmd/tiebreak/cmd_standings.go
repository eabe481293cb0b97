package main

import (
	"context"
	"io"
	"slices"

	"github.com/urfave/cli/v2"

	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
)

func newStandingsCommand(e *env) *cli.Command {
	o := standingsOptions{settings: &settings{command: "standings"}}
	return &cli.Command{
		Name:      "standings",
		Usage:     "rank an event by points and tiebreaks",
		ArgsUsage: "EVENT",
		Description: `Reads EVENT (a TRF, CSV, XLSX or JSON file, or - for standard input), ranks
the players by points, then by each tiebreak in turn, applied only within
groups still tied. Under US Chess rules the place printed is the score
group's (2-5, listed in tiebreak order), as the prize list prints it; under
FIDE rules it is the rank, shared (3-5) only by players equal on every
tiebreak; --places score or --places rank chooses either.

The CSV format is a stable contract for scripts: a header
place,no,name,rating,points followed by one column per tiebreak headed by its
code (BH/C1), then rank (after the tiebreaks) and status (where the event
stands), one row per player in final order, numbers with a decimal point.

Examples:
   tiebreak standings event.trf
   tiebreak standings -t MM,SOLK,CUM,OCUM,SB,KASH --format csv event.trf
   tiebreak standings --rules fide-2026 -t BH/C1,BH,SB,DE --explain event.trf
   tiebreak standings --tiebreaks uscf -O own-unplayed=ignore event.trf
   tiebreak standings --format xlsx -o standings.xlsx event.trf
   tiebreak standings --round 5 event.trf       (as it stood after round 5)
   tiebreak standings --format trf -o ranked.trf event.trf
   tiebreak standings -o standings.pdf --paper a4 event.trf
   tiebreak standings --ratings fide event.trf  (pre, change, post rating)
   cat event.trf | tiebreak standings --format json -

An event with errors ('tiebreak check' lists them) is refused; --force ranks
it anyway and marks the output unverified. Only complete rounds count:
rounds planned, paired without results or partly entered are left out
(--round N counts what round N has), and every output says where the event
stands: "Final standings" only when every planned round has every result,
else "Standings after round N", naming a round in progress. The planned
rounds are those the file states (TRF XXR); --rounds N states them for a
file that does not (a SwissSys JSON): without them a finished-looking file
says "Final standings (planned rounds not stated)".

Flags may come before or after EVENT.`,
		Flags: slices.Concat(rankingFlags(o.settings), inputFlags(o.settings), pdfFlags(o.settings),
			o.fileOutput.flags(e.formats.Standings, " (trf and trf26 with the computed ranks)"), []cli.Flag{
				&cli.BoolFlag{Name: "explain", Destination: &o.Explain, Usage: "also show which tiebreak separated each tied group, with the values"},
				ratingsFlag(o.settings)}),
		Action: action(e.runStandings, &o),
	}
}

// standingsOptions are the flags of standings, each bound to its field.
type standingsOptions struct {
	// settings are the ranking, input and PDF flags, --ratings among them.
	*settings
	fileOutput
	// Explain says whether --explain asks which tiebreak separated each tied group.
	Explain bool
}

// runStandings ranks the one event of args and writes the standings opts asks for.
func (e *env) runStandings(ctx context.Context, opts standingsOptions, args []string) error {
	ex, err := e.exporter("standings", e.formats.Standings, opts.fileOutput)
	if err != nil {
		return err
	}
	_, doc, err := e.rankOne(ctx, opts.settings, args, ex.Name(), false, opts.RatingsSet)
	if err != nil {
		return err
	}
	var explain func(io.Writer) error
	if opts.Explain {
		explain = func(w io.Writer) error { return textout.WriteExplanation(w, doc.Standings) }
	}
	return e.export(ctx, opts.settings, opts.Output, ex, doc, explain)
}
