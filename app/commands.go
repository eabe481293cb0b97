package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// RunFunc runs one tiebreak command line (args[0] is the program's name) with the
// standard streams given, and returns its exit status: the tiebreak command's own
// entry point.
type RunFunc func(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int

// Commands is the [Engine] of the tiebreak command: it runs the commands themselves
// (check, standings, prizes, report, publish) on the uploaded files, so that every
// answer is theirs, byte for byte. Runs take turns, since a command run sets
// process-wide state (the help printer, the umask). Each run gets the context of the
// request or of the follow that asked for it, with whatever values the caller put in
// the context given to [Serve] (the tiebreak command's temporary files).
type Commands struct {
	run RunFunc
	mu  sync.Mutex
}

// NewCommands returns the Engine that runs command lines with run.
func NewCommands(run RunFunc) *Commands { return &Commands{run: run} }

// command runs 'tiebreak ARGS' and returns its standard output; an exit status above
// allowed is an error worded as the command printed it.
func (c *Commands) command(ctx context.Context, allowed int, args ...string) ([]byte, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out, errs bytes.Buffer
	code := c.run(ctx, append([]string{"tiebreak"}, args...), strings.NewReader(""), &out, &errs)
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
		if l == "" || strings.HasPrefix(l, "Run 'tiebreak --help'") {
			continue
		}
		lines = append(lines, strings.TrimPrefix(l, "tiebreak: "))
	}
	if len(lines) == 0 {
		return "the command failed"
	}
	return strings.Join(lines, "\n")
}

// rankArgs are the command-line flags of opts.
func rankArgs(opts Options) []string {
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

// fundArgs is the --fund flag for in's fund, if any.
func fundArgs(in Inputs) []string {
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
func (c *Commands) Check(ctx context.Context, in Inputs, _ Options) ([]byte, error) {
	args := append([]string{"check", "--format", "json", "--"}, in.Files...)
	return c.command(ctx, 1, args...)
}

// Standings runs 'tiebreak standings --format json' on the section's file.
func (c *Commands) Standings(ctx context.Context, _ Inputs, opts Options, sec Section) ([]byte, error) {
	args := append([]string{"standings", "--format", "json"}, rankArgs(opts)...)
	if sec.Name != "" {
		args = append(args, "--section", sec.Name)
	}
	return c.command(ctx, 0, append(args, "--", sec.File)...)
}

// Prizes runs 'tiebreak prizes' on the section's file.
func (c *Commands) Prizes(ctx context.Context, in Inputs, opts Options, sec Section) ([]byte, error) {
	args := append(append([]string{"prizes"}, fundArgs(in)...), rankArgs(opts)...)
	if sec.Name != "" {
		args = append(args, "--section", sec.Name)
	}
	return c.command(ctx, 0, append(args, "--", sec.File)...)
}

// Report runs 'tiebreak report -o DIR'.
func (c *Commands) Report(ctx context.Context, in Inputs, opts Options, dir string) error {
	args := append(append(append([]string{"report", "-o", dir}, fundArgs(in)...), rankArgs(opts)...), "--")
	_, err := c.command(ctx, 0, append(args, in.Files...)...)
	return err
}

// Site runs 'tiebreak publish -o DIR'.
func (c *Commands) Site(ctx context.Context, in Inputs, opts Options, dir string) error {
	args := append(append(append([]string{"publish", "-o", dir}, fundArgs(in)...), rankArgs(opts)...), "--")
	_, err := c.command(ctx, 0, append(args, in.Files...)...)
	return err
}

// Choices lists the rulebooks, the tiebreak presets and codes, and the fund templates.
func (c *Commands) Choices() Choices { return choices() }

var choices = sync.OnceValue(func() Choices {
	c := Choices{Rules: engine.RulesNames, Templates: templates.FundNames()}
	for _, f := range pipeline.NewFormats().Catalogue.Families() {
		for _, p := range f.Presets() {
			c.Presets = append(c.Presets, Preset{Name: p.Name, System: f.Name(), Codes: p.Codes, Source: p.Source})
		}
		for _, ci := range f.Codes() {
			c.Codes = append(c.Codes, Code{Code: ci.Code, Name: ci.Name, System: f.Name()})
		}
	}
	return c
})

// Template returns the YAML of a built-in fund template.
func (c *Commands) Template(name string) ([]byte, error) {
	data, ok := templates.Fund(name)
	if !ok {
		return nil, fmt.Errorf("no prize-fund template %q", name)
	}
	return data, nil
}
