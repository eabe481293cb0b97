package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/templates"
)

func newAwardsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:  "awards",
		Usage: "print the trophy order sheet of a prize fund (no event needed)",
		Description: `Reads the prize fund given with --fund (a YAML file or a template name) and
prints what to order before the event: per section (each section of a fund
with sections:, else the fund's one), every trophy or medal the fund names,
with its engraving text (the prize's trophy key, as written) and how many to
order, identical texts counted together, and the total. Team trophies are
one per team prize; order the players' own trophies for a team separately.

The CSV format is a contract: a header section,engraving,count,prizes,team
and one row per engraving text; prizes names the prizes it is for ("; "
between several); team is yes for a team prize's trophy, else no.

The hand-out list (who receives what, lowest award first) is in the prize
PDF of 'tiebreak prizes' and 'tiebreak report', once the event is played.

Examples:
   tiebreak awards --fund scholastic-trophies
   tiebreak awards --fund fund.yaml -f csv -o trophies.csv`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: text or csv; default: from the -o extension, else text"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically) instead of standard output"},
		},
		Action: func(c *cli.Context) error {
			return e.runAwards(c.Context, awardsOptionsFrom(c), c.Args().Slice())
		},
	}
}

// awardsOptions are the flags of awards.
type awardsOptions struct {
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	// Format is the output format --format names, as given: text or csv; empty, csv
	// when Output ends in .csv, else text.
	Format string
	// Output is the file --output names; empty or "-" is standard output.
	Output string
}

// awardsOptionsFrom reads the flags of awards from c.
func awardsOptionsFrom(c *cli.Context) awardsOptions {
	return awardsOptions{
		FundRef: c.String("fund"),
		Format:  c.String("format"),
		Output:  c.String("output"),
	}
}

// runAwards writes the trophy order sheet of the fund opts names; args must be empty.
func (e *env) runAwards(ctx context.Context, opts awardsOptions, args []string) error {
	if len(args) > 0 {
		return usagef("awards: no EVENT needed (got %s); give the fund with --fund", strings.Join(args, " "))
	}
	ref := opts.FundRef
	if ref == "" {
		return usagef("awards: missing --fund FILE or template (templates: %s)", strings.Join(templates.FundNames(), ", "))
	}
	out := opts.Output
	format := strings.ToLower(opts.Format)
	if format == "" {
		format = "text"
		if strings.HasSuffix(strings.ToLower(out), ".csv") {
			format = "csv"
		}
	}
	if format != "text" && format != "csv" {
		return valueError("--format", format, []string{"text", "csv"})
	}
	if _, err := os.Stat(ref); err == nil {
		e.noteInput(ref)
	}
	f, _, err := fund.Load(ref)
	if err != nil {
		return err
	}
	orders := f.TrophyOrders()
	write := func(w io.Writer) error { return writeTrophyText(w, f, orders) }
	if format == "csv" {
		write = func(w io.Writer) error { return csvout.WriteTrophyOrders(w, orders) }
	}
	return e.writeOutput(ctx, out, write)
}

// writeTrophyText prints the order sheet for people.
func writeTrophyText(w io.Writer, f *prizes.Fund, orders []prizes.TrophyOrder) error {
	title := f.Name
	if title == "" {
		title = f.Source
	}
	fmt.Fprintf(w, "Trophy order sheet: %s\n", title)
	if len(orders) == 0 {
		_, err := fmt.Fprintln(w, "The fund names no trophies.")
		return err
	}
	total := 0
	for _, o := range orders {
		name := o.Section
		if name == "" {
			name = "(the fund's one section)"
		}
		fmt.Fprintf(w, "\nSection: %s\n", name)
		width := len("Engraving")
		for _, l := range o.Lines {
			width = max(width, len([]rune(l.Engraving)))
		}
		fmt.Fprintf(w, "  %5s  %-*s  %s\n", "Count", width, "Engraving", "For")
		for _, l := range o.Lines {
			what := strings.Join(l.Prizes, "; ")
			if l.Team {
				what += " (team)"
			}
			fmt.Fprintf(w, "  %5d  %s%s  %s\n", l.Count, l.Engraving, strings.Repeat(" ", width-len([]rune(l.Engraving))), what)
		}
		fmt.Fprintf(w, "  %5d  in all\n", o.Total)
		total += o.Total
	}
	if len(orders) > 1 {
		fmt.Fprintf(w, "\nTotal: %d trophies in %d sections\n", total, len(orders))
	}
	return nil
}
