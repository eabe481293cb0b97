package main

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"runtime"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/app"
)

func newAppCommand(e *env) *cli.Command {
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
			&cli.StringFlag{Name: "addr", Value: "127.0.0.1:0", Usage: "listen on `HOST:PORT` (a loopback address; port 0 picks a free one)"},
			&cli.BoolFlag{Name: "no-browser", Usage: "print the address without opening the browser"},
		},
		Action: func(c *cli.Context) error {
			return e.runApp(c.Context, c.String("addr"), !c.Bool("no-browser"), c.Args().Slice())
		},
	}
}

// runApp serves the app on addr until the run is stopped (Ctrl-C), following the files
// follow.
func (e *env) runApp(ctx context.Context, addr string, browser bool, follow []string) error {
	for _, p := range follow {
		if p == "-" {
			return usagef("app: cannot follow standard input; name the file")
		}
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return usagef("app: --addr %q: write HOST:PORT (127.0.0.1:8080)", addr)
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return usagef("app: --addr %q: the app listens on this computer only (127.0.0.1 or ::1)", addr)
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	s, err := app.New(app.NewCommands(run), ln.Addr())
	if err != nil {
		_ = ln.Close()
		return err
	}
	if len(follow) > 0 {
		run, err := s.Follow(follow, app.Inputs{}, app.Options{})
		if err != nil {
			_ = ln.Close()
			_ = s.Close()
			return err
		}
		go func() {
			if err := run(ctx); err != nil {
				fmt.Fprintf(e.stderr, "tiebreak: stopped following %s: %v\n", strings.Join(follow, ", "), err)
			}
		}()
	}
	fmt.Fprintf(e.stdout, "tiebreak app: open %s\n", s.URL())
	fmt.Fprintln(e.stdout, "Ctrl-C stops the app (its temporary files are removed).")
	if browser {
		if err := openBrowser(s.URL()); err != nil {
			fmt.Fprintf(e.stderr, "tiebreak: note: cannot open the browser (%v); open the address above\n", err)
		}
	}
	if err := app.Serve(ctx, ln, s); err != nil {
		return fmt.Errorf("the app stopped: %w", err)
	}
	return nil
}

// openBrowser opens url in the default browser.
func openBrowser(url string) error {
	var cmd *exec.Cmd
	switch runtime.GOOS {
	case "windows":
		cmd = exec.Command("rundll32", "url.dll,FileProtocolHandler", url)
	case "darwin":
		cmd = exec.Command("open", url)
	default:
		cmd = exec.Command("xdg-open", url)
	}
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}

// appArgs returns the command line to run: 'tiebreak app' for a program started with no
// arguments by a double-click, else args as they are.
func appArgs(args []string, doubleClicked bool) []string {
	if len(args) == 1 && doubleClicked {
		return []string{args[0], "app"}
	}
	return args
}
