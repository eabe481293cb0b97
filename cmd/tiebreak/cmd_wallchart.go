package main

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
)

func newWallchartCommand(e *env) *cli.Command {
	o := wallchartOptions{settings: &settings{command: "wallchart"}}
	return &cli.Command{
		Name:      "wallchart",
		Usage:     "write a printable XLSX wall chart with standings and crosstable",
		ArgsUsage: "EVENT",
		Description: `Writes an XLSX workbook a TD can print and post: a wall chart in
pairing-number order, one row per player (US Chess notation with colour, W12w
L5b D3w H B U X F, and the running score beside each result), titles as TDs
write them, US Chess ID and rating where known, then total, place and every
tiebreak; a round-robin grid for round robins; the standings, a crosstable by
place and a legend naming the rules and each tiebreak. A team event (013 or
310 team lines) also gets team standings and a team crosstable ('tiebreak
teams' for other rules). Pages print at 100% (10 pt results, 27 players a
Letter page, as many rounds across as fit); rounds that do not fit continue
on the next page with the player columns repeated, and Total, Place and the
tiebreaks print beside the last rounds. Rounds only planned (no pairing yet)
are left out unless --planned-rounds. Only the chart prints unless --print
says otherwise; the other sheets are hidden (Unhide shows them). The same
workbook comes from 'standings --format xlsx'. Without -o the file is named
after EVENT (and after the section with --section) and a line says which file
was written.

Examples:
   tiebreak wallchart event.trf                 (writes event.xlsx)
   tiebreak wallchart club.xlsx        (writes club-wallchart.xlsx)
   tiebreak wallchart --section open spring.json  (writes spring-open.xlsx)
   tiebreak wallchart --tiebreaks uscf -o wall.xlsx event.trf
   tiebreak wallchart --round 3 -o after-round-3.xlsx event.trf
   tiebreak wallchart --print wallchart,legend event.trf
   tiebreak wallchart --paper a4 event.trf
   tiebreak wallchart --ratings fide -o wall.xlsx event.trf`,
		Flags: append(append(rankingFlags(o.settings), inputFlags(o.settings)...),
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &o.Output, Usage: "write to `FILE` (atomically); default: EVENT with .xlsx, or EVENT-wallchart.xlsx for an .xlsx EVENT"},
			&cli.StringFlag{Name: "print", Value: "chart", Destination: &o.Print, Usage: "sheets that print: `LIST` of chart, wallchart, grid, standings, crosstable, teams, legend, all"},
			&cli.BoolFlag{Name: "planned-rounds", Destination: &o.PlannedRounds, Usage: "give every planned round a column, even one not paired yet"},
			&cli.StringFlag{Name: "paper", Destination: &o.Paper, Usage: "lay the pages out for paper `SIZE`: letter or a4, landscape (default: letter)"},
			ratingsFlag(o.settings),
		),
		Action: action(e.runWallchart, &o),
	}
}

// wallchartOptions are the flags of wallchart, each bound to its field.
type wallchartOptions struct {
	// settings are the ranking and input flags, --paper and --ratings among them.
	*settings
	// Output is the file --output names; empty, the command names it after EVENT.
	Output string
	// Print is the --print list of the sheets that print, as given.
	Print string
	// PlannedRounds says whether --planned-rounds gives every planned round a column.
	PlannedRounds bool
}

// runWallchart writes the wall chart workbook of the one event of args.
func (e *env) runWallchart(ctx context.Context, opts wallchartOptions, args []string) error {
	path, err := eventArg(opts.command, args)
	if err != nil {
		return err
	}
	out := opts.Output
	if out == "" && path == "-" {
		return usagef("wallchart: reading standard input, say where to write with -o")
	}
	printSheets, err := xlsxout.ParsePrint(opts.Print)
	if ce, ok := errors.AsType[*xlsxout.ChoiceError](err); ok {
		return choiceError(fmt.Sprintf("--print: unknown sheet %q", ce.Value), ce.Value, ce.Choices, "sheets")
	}
	paper, err := wallchartPaper(opts.Paper)
	if err != nil {
		return err
	}
	ex := xlsxout.NewWithConfig(xlsxout.Config{Print: printSheets, PlannedRounds: opts.PlannedRounds, Paper: paper})
	s := opts.settings
	ev, doc, err := e.rankOne(ctx, s, args, "xlsx", true, opts.RatingsSet)
	if err != nil {
		return err
	}
	if out != "" {
		return e.export(ctx, nil, out, ex, doc, nil)
	}
	section := ""
	if s.Section != "" {
		section = ev.T.Section
	}
	out = defaultOutput(path, section, ".xlsx", "wallchart")
	if err := e.export(ctx, nil, out, ex, doc, nil); err != nil {
		return err
	}
	// A file whose name the command chose is named, so the TD can find it, and the
	// input when the name is not the usual one (EVENT.xlsx is the event).
	if out == strings.TrimSuffix(path, filepath.Ext(path))+".xlsx" {
		fmt.Fprintf(e.stdout, "wrote %s\n", out)
	} else {
		fmt.Fprintf(e.stdout, "wrote %s (%s is the event)\n", out, path)
	}
	return nil
}

// wallchartPaper returns the wall chart's paper code for a --paper value
// ([xlsxout.ParsePaper]).
func wallchartPaper(value string) (int, error) {
	paper, err := xlsxout.ParsePaper(value)
	if err != nil {
		return 0, valueError("wallchart: --paper", value, xlsxout.PaperNames)
	}
	return paper, nil
}
