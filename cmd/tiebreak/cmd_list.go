package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

func newFormatsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "formats",
		Usage: "list the input and output formats",
		Description: `Lists the formats tiebreak reads (for --from) and writes (convert --to,
standings --format), with their file extensions. Input format detection tries
--from, then the extension, then the content; when a file could be more than
one format, tiebreak stops and asks for --from. Formats marked "several
sections" hold every section of an event: pick one with --section NAME (check
and convert --to uscf-dbf take them all).

Examples:
   tiebreak formats`,
		Action: func(c *cli.Context) error {
			if err := noArguments(c); err != nil {
				return err
			}
			w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
			fmt.Fprintln(w, "Input formats (--from):")
			for _, im := range e.formats.Importers.All() {
				desc := ""
				if d, ok := im.(interface{ Description() string }); ok {
					desc = d.Description()
				}
				fmt.Fprintf(w, "  %s\t%s\t%s\n", im.Name(), strings.Join(im.Extensions(), " "), desc)
			}
			for _, out := range []struct {
				title string
				reg   *exporters.Registry
			}{
				{"Convert output formats (convert --to)", e.formats.Convert},
				{"Standings formats (standings --format)", e.formats.Standings},
				{"Prize formats (prizes --format)", e.formats.Prizes},
				{"Team standings formats (teams --format)", e.formats.Teams},
				{"Rating report formats (ratings --format)", e.formats.Ratings},
				{"Trophy order formats (awards --format)", e.formats.Awards},
			} {
				fmt.Fprintf(w, "\n%s:\n", out.title)
				for _, ex := range out.reg.All() {
					fmt.Fprintf(w, "  %s\t%s\t%s\n", ex.Name(), strings.Join(ex.Extensions(), " "), ex.Description())
				}
			}
			return w.Flush()
		},
	}
}

func newTiebreaksCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "tiebreaks",
		Usage: "list every tiebreak code, preset and rule option",
		Description: `Lists, for each rulebook (--rules uscf, --rules fide-EDITION), the tiebreak
codes with a one-line definition and the modifiers they take, the presets
(named orders you can pass to --tiebreaks) with their source, and the options
(-O NAME=VALUE) for rule variants.

Codes are case-insensitive and take FIDE modifiers after a slash or dash:
BH/C1 (cut the lowest), BH/M1 (median), BH/C2, KS/L+1. Separate codes with
commas.

Examples:
   tiebreak tiebreaks
   tiebreak standings --tiebreaks SB,H2H,KASH event.trf`,
		Action: func(c *cli.Context) error {
			if err := noArguments(c); err != nil {
				return err
			}
			w := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
			for _, f := range e.formats.Catalogue.Families() {
				fmt.Fprintf(w, "%s rules (--rules %s):\n", strings.ToUpper(f.Name()), f.Name())
				printCodes(w, f.Codes(), f.Presets(), f.Options())
				fmt.Fprintln(w)
			}
			fmt.Fprintln(w, "TEAM tiebreaks ('tiebreak teams'; --rules fide-2024, fide-2026, uscf, ihsa):")
			printCodes(w, teams.Codes(), teams.Presets, teams.Options())
			return w.Flush()
		},
	}
}

// noArguments refuses arguments to a command that takes none, rather than ignoring them.
func noArguments(c *cli.Context) error {
	if c.NArg() > 0 {
		return usagef("%s takes no arguments (got %s)", c.Command.Name, strings.Join(c.Args().Slice(), " "))
	}
	return nil
}

// printCodes lists, for 'tiebreak tiebreaks', the codes of one family of tiebreaks
// with their modifiers and definitions, its presets, and its rule options when it has
// any.
func printCodes(w io.Writer, codes []engine.CodeInfo, presets []engine.Preset, options []engine.OptionInfo) {
	for _, ci := range codes {
		mods := ""
		if ci.Modifiers != "" {
			mods = " [" + ci.Modifiers + "]"
		}
		fmt.Fprintf(w, "  %s\t%s%s\t%s\n", ci.Code, ci.Name, mods, ci.Definition)
	}
	fmt.Fprintln(w, "  Presets:")
	for _, p := range presets {
		fmt.Fprintf(w, "  %s\t%s\t%s\n", p.Name, strings.Join(p.Codes, ", "), p.Source)
	}
	if len(options) > 0 {
		fmt.Fprintln(w, "  Options (-O NAME=VALUE; the first value is the default):")
		for _, o := range options {
			fmt.Fprintf(w, "  %s\t%s\t%s\n", o.Name, strings.Join(o.Values, "|"), o.Definition)
		}
	}
}
