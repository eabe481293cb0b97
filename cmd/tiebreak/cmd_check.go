package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/internal/interrupt"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newCheckCommand(e *env) *cli.Command {
	o := checkOptions{settings: &settings{command: "check"}}
	return &cli.Command{
		Name:      "check",
		Usage:     "report every problem in one or more events",
		ArgsUsage: "EVENT...",
		Description: `Reads each EVENT and reports every problem at once: parse errors with
file:line:col, import warnings (unusual codes, declared totals that differ
from the games, ...), and consistency errors (the two sides of a game
disagree, unknown opponents, duplicate start numbers, several
pairing-allocated byes in a round). A bad event does not stop the others. A
file with several sections (SwissSys JSON, US Chess DBF) gets one report
block per section, unless --section picks one. Exit status 1 when any event
or section has an error; warnings alone exit 0. The text
report lists at most 50 errors and 50 warnings an event and counts the rest;
--format json lists every problem with its line, column (or cell), player
and round.

Examples:
   tiebreak check event.trf
   tiebreak check ChessClubOpen.json
   tiebreak check --quiet season/*.trf
   tiebreak check --format json event.trf > problems.json
   tiebreak check --for fide event.trf    (also what the FIDE report needs)
   tiebreak check --for uscf event.dbf    (also what US Chess needs)
   tiebreak check --for uscf --members members.csv event.dbf

--for uscf or --for fide adds, as errors, every reason the rating report
would be refused, and as warnings what would hold it: for FIDE the event
header (012, 022, 032, 042, 052), the chief arbiter with FIDE ID (102),
the time control (122), a date per round (132), every player's FIDE ID and
federation, and birth date and sex of new players; for US Chess the event
name and dates, the chief TD, a rated time control, every player's 8-digit
US Chess ID, IDs given twice and players with the same name. --members
(with --for uscf) reads the US Chess member look-up export (CSV: ID, Name,
Expiry, Rating) and flags memberships lapsed before the event ended, and
names and ratings that differ; --players (with --for fide) reads the FIDE
rating list (TXT download) and flags FIDE IDs not on it, and names,
federations and ratings that differ.`,
		Flags: append(append(readFlags(o.settings), reportFlags(&o.Report)...),
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Value: "text", Destination: &o.Format, Usage: "report `FORMAT`: text (50 errors and 50 warnings at most) or json (all)"},
		),
		Action: action(e.runCheck, &o),
	}
}

// checkOptions are the flags of check, each bound to its field.
type checkOptions struct {
	// settings are the input flags, --quiet among them.
	*settings
	// Report is the rating report --for, --members and --players check the events for.
	Report pipeline.ReportCheckFiles
	// Format is the report's format --format names, as given: text or json.
	Format string
}

// runCheck checks every event of args and reports what it found.
func (e *env) runCheck(ctx context.Context, opts checkOptions, args []string) error {
	if len(args) == 0 {
		return usagef("check: missing EVENT")
	}
	format := strings.ToLower(opts.Format)
	if format != "text" && format != "json" {
		return valueError("check: --format", opts.Format, []string{"text", "json"})
	}
	quiet := opts.Quiet
	rc, err := e.newReportCheck(ctx, opts.Report)
	if err != nil {
		return err
	}
	bad := 0
	var reports []pipeline.CheckReport
	for _, path := range args {
		if err := interrupt.Cause(ctx); err != nil {
			return err
		}
		ev, err := e.importAll(ctx, opts.settings, path)
		if _, ok := errors.AsType[*usageError](err); ok {
			return err
		}
		secs := []section{{Err: err}} // a file that cannot be read is one report
		if err == nil {
			secs = ev.Sections
		}
		for _, sec := range secs {
			r := pipeline.CheckSection(path, &sec, quiet, rc, loadNoteText)
			if !r.OK {
				bad++
			}
			if format == "json" {
				reports = append(reports, r)
			} else if err := r.WriteText(e.stdout, maxListed, func(n int, noun string) string { return moreLine(n, noun, "use --format json for all") }); err != nil {
				return err
			}
		}
	}
	if format == "json" {
		if err := pipeline.WriteCheckJSON(e.stdout, reports); err != nil {
			return err
		}
	}
	if bad > 0 {
		return &silentError{fmt.Errorf("%s with errors", words.Plural(bad, "event"))}
	}
	return nil
}
