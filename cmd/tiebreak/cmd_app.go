package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"net"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/app"
	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/templates"
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
	s, err := app.New(&appEngine{ctx: ctx}, ln.Addr())
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

// appEngine is the app's engine: it runs the commands themselves (report, publish,
// standings, check) on the uploaded files, so every answer is theirs, byte for byte.
// Runs take turns: a command run sets process-wide state (the help printer, the umask).
type appEngine struct {
	ctx context.Context // the app's run: its temporary files and its stop
	mu  sync.Mutex
}

// command runs 'tiebreak ARGS' and returns its standard output; an exit status above
// allowed is an error worded as the command printed it.
func (a *appEngine) command(ctx context.Context, allowed int, args ...string) ([]byte, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	stop := context.AfterFunc(a.ctx, func() { cancel(context.Cause(a.ctx)) })
	defer stop()
	ctx = outdir.WithTemps(ctx, outdir.TempsOf(a.ctx))
	var out, errs bytes.Buffer
	code := run(ctx, append([]string{"tiebreak"}, args...), strings.NewReader(""), &out, &errs)
	if code > allowed {
		return nil, errors.New(commandError(errs.String()))
	}
	return out.Bytes(), nil
}

// commandError is what a command printed on standard error, without the program's name
// and the usage hint.
func commandError(text string) string {
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(text), "\n") {
		if strings.HasPrefix(l, "Run 'tiebreak --help'") {
			continue
		}
		lines = append(lines, strings.TrimPrefix(l, "tiebreak: "))
	}
	if len(lines) == 0 {
		return "the command failed"
	}
	return strings.Join(lines, "\n")
}

// rankArgs are the flags of opts.
func rankArgs(opts app.Options) []string {
	var args []string
	if opts.Rules != "" {
		args = append(args, "--rules", opts.Rules)
	}
	if opts.Tiebreaks != "" {
		args = append(args, "--tiebreaks", opts.Tiebreaks)
	}
	if opts.Round > 0 {
		args = append(args, "--round", strconv.Itoa(opts.Round))
	}
	return args
}

// fundArgs is --fund for in's fund, if any.
func fundArgs(in app.Inputs) []string {
	switch {
	case in.Fund != "":
		return []string{"--fund", in.Fund}
	case in.Template != "":
		return []string{"--fund", in.Template}
	}
	return nil
}

// Check runs 'tiebreak check --format json'; its exit status 1 (errors found) is an
// answer, not a failure.
func (a *appEngine) Check(ctx context.Context, in app.Inputs, _ app.Options) ([]byte, error) {
	args := append([]string{"check", "--format", "json", "--"}, in.Files...)
	return a.command(ctx, 1, args...)
}

// Standings runs 'tiebreak standings --format json' on the section's file.
func (a *appEngine) Standings(ctx context.Context, _ app.Inputs, opts app.Options, sec app.Section) ([]byte, error) {
	args := append([]string{"standings", "--format", "json"}, rankArgs(opts)...)
	if sec.Name != "" {
		args = append(args, "--section", sec.Name)
	}
	return a.command(ctx, 0, append(args, "--", sec.File)...)
}

// Prizes runs 'tiebreak prizes' on the section's file.
func (a *appEngine) Prizes(ctx context.Context, in app.Inputs, opts app.Options, sec app.Section) ([]byte, error) {
	args := append(append([]string{"prizes"}, fundArgs(in)...), rankArgs(opts)...)
	if sec.Name != "" {
		args = append(args, "--section", sec.Name)
	}
	return a.command(ctx, 0, append(args, "--", sec.File)...)
}

// Report runs 'tiebreak report -o DIR'.
func (a *appEngine) Report(ctx context.Context, in app.Inputs, opts app.Options, dir string) error {
	args := append(append(append([]string{"report", "-o", dir}, fundArgs(in)...), rankArgs(opts)...), "--")
	_, err := a.command(ctx, 0, append(args, in.Files...)...)
	return err
}

// Site runs 'tiebreak publish -o DIR'.
func (a *appEngine) Site(ctx context.Context, in app.Inputs, opts app.Options, dir string) error {
	args := append(append(append([]string{"publish", "-o", dir}, fundArgs(in)...), rankArgs(opts)...), "--")
	_, err := a.command(ctx, 0, append(args, in.Files...)...)
	return err
}

// Choices lists the rulebooks, the tiebreak presets and codes, and the fund templates.
func (a *appEngine) Choices() app.Choices { return appChoices() }

var appChoices = sync.OnceValue(func() app.Choices {
	c := app.Choices{Rules: engine.RulesNames, Templates: templates.FundNames()}
	for _, f := range pipeline.NewFormats().Catalogue.Families() {
		for _, p := range f.Presets() {
			c.Presets = append(c.Presets, app.Preset{Name: p.Name, System: f.Name(), Codes: p.Codes, Source: p.Source})
		}
		for _, ci := range f.Codes() {
			c.Codes = append(c.Codes, app.Code{Code: ci.Code, Name: ci.Name, System: f.Name()})
		}
	}
	return c
})

// Template returns the YAML of a built-in fund template.
func (a *appEngine) Template(name string) ([]byte, error) {
	data, ok := templates.Fund(name)
	if !ok {
		return nil, fmt.Errorf("no prize-fund template %q", name)
	}
	return data, nil
}
