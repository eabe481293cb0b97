package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/templates"
)

func newPrizesCommand(e *env) *cli.Command {
	o := prizesOptions{settings: &settings{command: "prizes"}}
	return &cli.Command{
		Name:      "prizes",
		Usage:     "pay a prize fund (US Chess rule 32): cash, class prizes, trophies",
		ArgsUsage: "EVENT",
		Description: `Ranks EVENT as 'standings' does, then pays the prize fund given with --fund:
a YAML file, or a template name (see 'tiebreak templates'). Without --fund,
a SwissSys event file (.sjson) pays the prizes the TD entered in SwissSys
(place and class prizes of every section, as one fund over the event), and
says so.

Cash is never tie-broken. Score groups are paid from the top. Players tied on
points pool at most one prize each (32B3), the most valuable set they can
claim, and divide it equally (32B2), unless some of them alone can win prizes
that pay them more (the 32B3 exception); nobody gets more than the largest
prize they could have won alone (the 7th-edition cap). One cash prize per
player (32B1); equal prizes go place first, then the highest class (32B4).
Unrated players win only place and unrated prizes (28D); U1800 excludes 1800
(33C). Prizes nobody above can win flow down. Trophies go by tiebreak order,
one per player unless the fund says otherwise.

The CSV format is a stable contract for scripts: a header
no,name,points,place,award,amount,trophy and one row per player who receives
anything, in standings order; amount like 746.75, empty when none.

A fund with sections: (one fund over several sections, based_on counted
over all of them) pays every section of a SwissSys JSON or US Chess DBF file
in one run: the text lists each section after a summary of the whole event,
the CSV gets a first column section, the PDF a first page for the whole
event. With --section, or a file of one section, that section is paid alone.

Team prizes (team: true in the fund) are paid from the team standings, ranked
as 'tiebreak teams' ranks them (fund key teams: {best: N} for school teams).
Teams tied on the team score share the cash; trophies go by team tiebreaks.
In the CSV their rows follow the players', with no empty and the team's name.

Examples:
   tiebreak prizes --fund testdata/open-fund.yaml testdata/open.trf
   tiebreak prizes --fund weekend-swiss -o prizes.csv event.trf
   tiebreak prizes --fund fund.yaml -o prizes.pdf --paper a4 event.trf
   tiebreak prizes --fund fund.yaml -t MM,SOLK,CUM,OCUM -f json event.trf
   tiebreak templates weekend-swiss > fund.yaml

Flags may come before or after EVENT.`,
		Flags: slices.Concat(rankingFlags(o.settings), inputFlags(o.settings), pdfFlags(o.settings), []cli.Flag{
			&cli.StringFlag{Name: "fund", Destination: &o.FundRef, Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
		}, o.fileOutput.flags(e.formats.Prizes, "")),
		Action: action(e.runPrizes, &o),
	}
}

// prizesOptions are the flags of prizes, each bound to its field.
type prizesOptions struct {
	// settings are the ranking, input and PDF flags.
	*settings
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	fileOutput
}

// runPrizes pays the fund opts names (else the prizes the event file holds,
// [pipeline.FundToPay]) to every section of the one event of args, or the one --section
// picks, and writes its prize list ([pipeline.Plan.PrizeList]).
func (e *env) runPrizes(ctx context.Context, opts prizesOptions, args []string) error {
	path, err := eventArg(opts.command, args)
	if err != nil {
		return err
	}
	s, out := opts.settings, opts.Output
	ex, err := e.exporter("prizes", e.formats.Prizes, opts.fileOutput)
	if err != nil {
		return err
	}
	given, err := e.loadFund(opts.FundRef)
	if err != nil {
		return err
	}
	// No --fund: the prizes the TD entered in the pairing program, if the file has them.
	fund, notes, program := pipeline.FundToPay(ctx, []string{path}, given)
	for i, n := range notes {
		e.sayNote(s, n, program && i == 0)
	}
	if fund == nil {
		return usagef("prizes: missing --fund FILE or template (templates: %s)", strings.Join(templates.FundNames(), ", "))
	}
	ev, err := e.open(ctx, s, []string{path}, false)
	if err != nil {
		return err
	}
	plan, err := e.plan(s, ex.Name() == "pdf")
	if err == nil && ex.Name() != "pdf" {
		err = e.pdfOptions(s, ex.Name(), nil) // --paper or --font for a prize list that is not a PDF
	}
	if err != nil {
		return err
	}
	plan.LeftOut = s.Force
	list, err := plan.PrizeList(ctx, ev, fund, ex)
	if _, ok := errors.AsType[*pipeline.OneSectionFormatError](err); ok {
		return usagef("prizes: the JSON prize list holds one section; add --section NAME, or write text, csv or pdf")
	} else if err != nil {
		return e.buildError(err)
	}
	if err := e.writeOutput(ctx, out, list.Write); err != nil {
		return err
	}
	for _, n := range list.Said(out == "" || out == "-") {
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n)
	}
	return nil
}

// loadFund reads the prize fund ref names, a YAML file or a template
// ([pipeline.LoadFund]), noting a file as an input of the run, which no output replaces.
func (e *env) loadFund(ref string) (*pipeline.Fund, error) {
	if _, err := os.Stat(ref); err == nil {
		e.inputs.Add(ref)
	}
	return pipeline.LoadFund(ref)
}

func newTemplatesCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "templates",
		Usage:     "list the ready-made prize funds, or print one",
		ArgsUsage: "[NAME]",
		Description: `Without NAME, lists the prize-fund templates built into tiebreak. With NAME,
prints that template: save it, edit the amounts, and pass it to 'prizes
--fund'. A template name can also be given to --fund directly.

Examples:
   tiebreak templates
   tiebreak templates weekend-swiss > fund.yaml
   tiebreak prizes --fund scholastic-trophies event.trf

` + fund.Describe(),
		Action: func(c *cli.Context) error {
			switch c.NArg() {
			case 0:
				fmt.Fprintln(e.stdout, "Prize-fund templates ('tiebreak templates NAME' prints one):")
				for _, name := range templates.FundNames() {
					fmt.Fprintf(e.stdout, "  %-20s %s\n", name, templates.FundSummary(name))
				}
				return nil
			case 1:
				name := strings.TrimSuffix(c.Args().First(), ".yaml")
				data, ok := templates.Fund(name)
				if !ok {
					return choiceError(fmt.Sprintf("templates: no template %q", name), name, templates.FundNames(), "templates")
				}
				_, err := e.stdout.Write(data)
				return err
			}
			return usagef("templates: one NAME at a time")
		},
	}
}
