package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/app"
	pfollow "github.com/tiebreak-chess/tiebreak/pipeline/follow"
)

func newAppCommand(e *env) *cli.Command {
	var o appOptions
	return &cli.Command{
		Name:      "app",
		Usage:     "open tiebreak in the web browser (no terminal needed)",
		ArgsUsage: "[FILE...]",
		Description: `Starts tiebreak as a web page on this computer and opens it in the default
browser. In the page you choose results files (any format tiebreak reads),
see what 'check' finds, see each section's standings, choose tiebreaks,
rules, the round and a prize fund (a template, a YAML file or a form), and
download the report and the results site as zips: the same files, byte for
byte, that 'tiebreak report' and 'tiebreak publish' write.

The app listens on this computer only (127.0.0.1), on a free port unless
--addr says which. The address it prints carries a secret token; every
request without it, or from another web site, is refused. Uploads are kept
in a temporary folder removed when the app stops. Ctrl-C stops it. Started
with no arguments by a double-click (Windows, macOS), tiebreak starts the
app. docs/app.md describes its HTTP interface, for scripts.

FILE... are followed as 'tiebreak watch' follows them: each time the pairing
program has saved them, the page shows the new check and standings.

Examples:
   tiebreak app
   tiebreak app event.trf
   tiebreak app --no-browser --addr 127.0.0.1:8080`,
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:0", Destination: &o.Addr, Usage: "listen on `HOST:PORT` (a loopback address; port 0 picks a free one)"},
			&cli.BoolFlag{Name: "no-browser", Destination: &o.NoBrowser, Usage: "print the address without opening the browser"},
		},
		Action: action(e.runApp, &o),
	}
}

// appOptions are the flags of app, each bound to its field.
type appOptions struct {
	// Addr is the address --addr names: HOST:PORT on this computer.
	Addr string
	// NoBrowser is --no-browser: print the address without opening the browser.
	NoBrowser bool
}

// runApp serves the app on opts.Addr until the run is stopped (Ctrl-C), following the
// files follow ([app.Run]).
func (e *env) runApp(ctx context.Context, opts appOptions, follow []string) error {
	addr := opts.Addr
	if err := pfollow.CheckPaths(follow); err != nil {
		return usagef("app: %v", err)
	}
	err := app.Run(ctx, app.NewCommands(run), app.RunOptions{Addr: addr, Follow: follow,
		Ready: func(url string) {
			fmt.Fprintf(e.stdout, "tiebreak app: open %s\n", url)
			fmt.Fprintln(e.stdout, "Ctrl-C stops the app (its temporary files are removed).")
			if opts.NoBrowser {
				return
			}
			if err := app.OpenBrowser(url); err != nil {
				fmt.Fprintf(e.stderr, "tiebreak: note: cannot open the browser (%v); open the address above\n", err)
			}
		},
		FollowStopped: func(err error) {
			fmt.Fprintf(e.stderr, "tiebreak: stopped following %s: %v\n", strings.Join(follow, ", "), err)
		},
	})
	switch ae, ok := errors.AsType[*app.AddrError](err); {
	case ok && ae.NotLoopback:
		return usagef("app: --addr %q: the app listens on this computer only (127.0.0.1 or ::1)", addr)
	case ok:
		return usagef("app: --addr %q: write HOST:PORT (127.0.0.1:8080)", addr)
	}
	return err
}

// appArgs returns the command line to run: 'tiebreak app' for a program started with no
// arguments by a double-click, else args as they are.
func appArgs(args []string, doubleClicked bool) []string {
	if len(args) == 1 && doubleClicked {
		return []string{args[0], "app"}
	}
	return args
}
