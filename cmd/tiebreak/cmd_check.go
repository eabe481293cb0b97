package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/importers"
)

func newCheckCommand(e *env) *cli.Command {
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
or section has an error; warnings alone exit 0.

Examples:
   tiebreak check event.trf
   tiebreak check ChessClubOpen.json
   tiebreak check --quiet season/*.trf`,
		Flags:  checkFlags(),
		Action: func(c *cli.Context) error { return e.runCheck(c) },
	}
}

// checkFlags are the input flags without those that make no sense for check: it reports
// problems rather than going on despite them, and checks the whole file.
func checkFlags() []cli.Flag {
	var out []cli.Flag
	for _, f := range inputFlags() {
		if n := f.Names()[0]; n != "force" && n != "round" {
			out = append(out, f)
		}
	}
	return out
}

func (e *env) runCheck(c *cli.Context) error {
	if c.NArg() == 0 {
		return usagef("check: missing EVENT")
	}
	quiet := c.Bool("quiet")
	bad := 0
	for _, path := range c.Args().Slice() {
		secs, err := e.importSections(settingsFrom(c), path)
		if err != nil {
			var ue *usageError
			if errors.As(err, &ue) {
				return err
			}
			secs = []section{{err: err}}
		}
		for _, s := range secs {
			if !e.checkSection(path, s, quiet) {
				bad++
			}
		}
	}
	if bad > 0 {
		return &silentError{fmt.Errorf("%s with errors", plural(bad, "event"))}
	}
	return nil
}

// checkSection prints one report block (an event, or one section of a file with several)
// and reports whether it had no errors.
func (e *env) checkSection(path string, s section, quiet bool) bool {
	label := s.label(path)
	errs, warns := 0, 0
	if s.err != nil {
		for _, line := range strings.Split(joinedLines(s.err), "\n") {
			if !strings.HasPrefix(line, path) {
				line = label + ": " + line
			}
			fmt.Fprintln(e.stdout, line)
			errs++
		}
	} else {
		for _, w := range s.ev.warnings {
			warns++
			if !quiet {
				fmt.Fprintln(e.stdout, warningText(w))
			}
		}
		for _, p := range s.ev.problems {
			if p.Severity == engine.Error {
				errs++
			} else {
				warns++
				if quiet {
					continue
				}
			}
			fmt.Fprintln(e.stdout, p.text(label))
		}
		for _, note := range progressNotes(s.ev.t) {
			warns++
			if !quiet {
				fmt.Fprintf(e.stdout, "%s: warning: %s\n", label, note)
			}
		}
	}
	status := "ok"
	if errs > 0 {
		status = "FAILED"
	}
	fmt.Fprintf(e.stdout, "%s: %s (%s, %s)\n", label, status, plural(errs, "error"), plural(warns, "warning"))
	return errs == 0
}

// joinedLines returns the messages of an errors.Join tree, one per line.
func joinedLines(err error) string {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		var lines []string
		for _, e := range j.Unwrap() {
			lines = append(lines, joinedLines(e))
		}
		return strings.Join(lines, "\n")
	}
	return err.Error()
}

// warningText formats an import warning as check prints every finding, with the
// severity after the position: "event.trf:3:5: warning: rounds: 5, but line 2 said 7".
func warningText(w *importers.ParseError) string {
	pe := *w
	pe.Field = "warning"
	if w.Field != "" {
		pe.Field += ": " + w.Field
	}
	return pe.Error()
}
