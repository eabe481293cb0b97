package main

import (
	"context"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/templates"
)

func newAwardsCommand(e *env) *cli.Command {
	var o awardsOptions
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
		Flags: append([]cli.Flag{
			&cli.StringFlag{Name: "fund", Destination: &o.FundRef, Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
		}, o.fileOutput.flags(e.formats.Awards, "")...),
		Action: action(e.runAwards, &o),
	}
}

// awardsOptions are the flags of awards, each bound to its field.
type awardsOptions struct {
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	fileOutput
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
	ex, err := e.exporter("awards", e.formats.Awards, opts.fileOutput)
	if err != nil {
		return err
	}
	f, err := e.loadFund(ref)
	if err != nil {
		return err
	}
	doc := &exporters.Document{Fund: f.Fund}
	return e.export(ctx, nil, opts.Output, ex, doc, nil)
}
