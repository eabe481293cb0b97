package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
)

func newCheckCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "check",
		Usage:     "report every problem in one or more events",
		ArgsUsage: "EVENT...",
		Description: `Reads each EVENT and reports every problem at once: parse errors with file:line:col,
import warnings (unusual codes, declared totals that differ from the games, ...), and
consistency errors (the two sides of a game disagree, unknown opponents, duplicate start
numbers, several pairing-allocated byes in a round). A bad event does not stop the
others. Exit status 1 when any event has an error; warnings alone exit 0.

Examples:
   tiebreak check event.trf
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
		errs, warns := 0, 0
		ev, err := e.importEvent(c, path)
		if err != nil {
			var ue *usageError
			if errors.As(err, &ue) {
				return err
			}
			for _, line := range strings.Split(joinedLines(err), "\n") {
				if !strings.HasPrefix(line, path) {
					line = path + ": " + line
				}
				fmt.Fprintln(e.stdout, line)
				errs++
			}
		} else {
			for _, w := range ev.warnings {
				warns++
				if !quiet {
					fmt.Fprintf(e.stdout, "%s (warning)\n", w)
				}
			}
			for _, p := range ev.problems {
				if p.Severity == engine.Error {
					errs++
				} else {
					warns++
					if quiet {
						continue
					}
				}
				fmt.Fprintln(e.stdout, p.text(path))
			}
			for _, note := range progressNotes(ev.t) {
				warns++
				if !quiet {
					fmt.Fprintf(e.stdout, "%s: warning: %s\n", path, note)
				}
			}
		}
		status := "ok"
		if errs > 0 {
			status = "FAILED"
			bad++
		}
		fmt.Fprintf(e.stdout, "%s: %s (%d errors, %d warnings)\n", path, status, errs, warns)
	}
	if bad > 0 {
		return &silentError{fmt.Errorf("%d event(s) with errors", bad)}
	}
	return nil
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
