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
		Flags: append(inputFlags(),
			&cli.BoolFlag{Name: "quiet", Aliases: []string{"q"}, Usage: "print errors only, not warnings"},
		),
		Action: func(c *cli.Context) error { return e.runCheck(c) },
	}
}

func (e *env) runCheck(c *cli.Context) error {
	if c.NArg() == 0 {
		return usagef("check: missing EVENT")
	}
	quiet := c.Bool("quiet")
	bad := 0
	for _, path := range c.Args().Slice() {
		errs, warns := 0, 0
		ev, err := e.load(c, path)
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
			for _, p := range ev.t.Validate() {
				if p.Severity == engine.Error {
					errs++
				} else {
					warns++
					if quiet {
						continue
					}
				}
				fmt.Fprintf(e.stdout, "%s: %s\n", path, p)
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
