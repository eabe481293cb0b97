package cliargs

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"
)

// TestPermute: flags after the positional arguments move in front of them, each with
// its value (a switch takes none), "--" ends the flags, and an unknown command is an
// UnknownCommandError.
func TestPermute(t *testing.T) {
	app := &cli.App{Commands: []*cli.Command{
		{Name: "standings", Flags: []cli.Flag{
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}},
			&cli.StringFlag{Name: "tiebreaks", Aliases: []string{"t"}},
			&cli.BoolFlag{Name: "explain"},
		}},
		{Name: "check"},
	}}
	tests := []struct {
		in, want []string
	}{
		{[]string{"tb", "standings", "e.trf", "--format", "csv"}, []string{"tb", "standings", "--format", "csv", "--", "e.trf"}},
		{[]string{"tb", "standings", "-f", "csv", "e.trf", "--explain"}, []string{"tb", "standings", "-f", "csv", "--explain", "--", "e.trf"}},
		{[]string{"tb", "standings", "-", "-o", "-"}, []string{"tb", "standings", "-o", "-", "--", "-"}},
		{[]string{"tb", "standings", "--tiebreaks=MM,SOLK", "e.trf"}, []string{"tb", "standings", "--tiebreaks=MM,SOLK", "--", "e.trf"}},
		{[]string{"tb", "check", "a.trf", "--", "-odd.trf"}, []string{"tb", "check", "--", "a.trf", "-odd.trf"}},
		{[]string{"tb", "--version"}, []string{"tb", "--version"}},
		{[]string{"tb"}, []string{"tb"}},
	}
	for _, tc := range tests {
		got, err := Permute(app, tc.in)
		if err != nil || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("Permute(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	var uc *UnknownCommandError
	if _, err := Permute(app, []string{"tb", "rank", "e.trf"}); !errors.As(err, &uc) || uc.Name != "rank" {
		t.Errorf("unknown command: %v", err)
	}
}

// TestFlagHint: a mistyped long flag gets the closest names; a name far from every
// flag gets no hint.
func TestFlagHint(t *testing.T) {
	flags := []cli.Flag{&cli.StringFlag{Name: "format", Aliases: []string{"f"}}, &cli.BoolFlag{Name: "explain"}}
	for in, want := range map[string]string{"--fromat": "; did you mean --format?", "--zzzzzz": ""} {
		if got := FlagHint(flags, in); got != want {
			t.Errorf("FlagHint(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUsageMessage(t *testing.T) {
	standings := &cli.Command{Name: "standings", Flags: []cli.Flag{&cli.StringFlag{Name: "format", Aliases: []string{"f"}}}}
	for _, tc := range []struct {
		command *cli.Command
		err     string
		want    string
	}{
		{standings, "flag provided but not defined: -formt", "standings: unknown flag --formt; did you mean --format?"},
		{standings, "flag provided but not defined: -x", "standings: unknown flag -x"},
		{standings, "flag provided but not defined: -zzzzzz", "standings: unknown flag --zzzzzz"},
		{standings, `invalid value "x" for flag -round`, `standings: invalid value "x" for flag -round`},
		{nil, "flag provided but not defined: -verbose", "unknown flag --verbose"},
		{&cli.Command{}, "flag provided but not defined: -q", "unknown flag -q"},
	} {
		if got := UsageMessage(tc.command, errors.New(tc.err)); got != tc.want {
			t.Errorf("%q: %q, want %q", tc.err, got, tc.want)
		}
	}
}

// TestRoot: help without a command shows the app's help, help COMMAND that command's,
// an unknown COMMAND is an UnknownCommandError, and no command at all writes the help
// to stderr and returns ErrNoCommand.
func TestRoot(t *testing.T) {
	for _, tc := range []struct {
		args         []string
		out, stderr  string
		err          error
		unknownNamed string
	}{
		{args: []string{"app"}, stderr: "USAGE:", err: ErrNoCommand},
		{args: []string{"app", "help"}, out: "COMMANDS:"},
		{args: []string{"app", "help", "run"}, out: "runs the thing"},
		{args: []string{"app", "help", "rnu"}, unknownNamed: "rnu"},
	} {
		var out, stderr strings.Builder
		app := &cli.App{Name: "app", Writer: &out, ErrWriter: &stderr, HideHelpCommand: true, Action: Root(&stderr),
			Commands: []*cli.Command{{Name: "run", Usage: "runs the thing", Action: func(*cli.Context) error { return nil }}}}
		err := app.Run(tc.args)
		var uc *UnknownCommandError
		switch {
		case tc.unknownNamed != "":
			if !errors.As(err, &uc) || uc.Name != tc.unknownNamed {
				t.Errorf("%v: err %v, want the unknown command %q", tc.args, err, tc.unknownNamed)
			}
		case !errors.Is(err, tc.err) || (tc.err == nil) != (err == nil):
			t.Errorf("%v: err %v, want %v", tc.args, err, tc.err)
		}
		if !strings.Contains(out.String(), tc.out) || !strings.Contains(stderr.String(), tc.stderr) {
			t.Errorf("%v: stdout %q, stderr %q; want %q and %q", tc.args, out.String(), stderr.String(), tc.out, tc.stderr)
		}
	}
}

// TestUnknownCommandError: the message names the closest command, else lists them all.
func TestUnknownCommandError(t *testing.T) {
	cmds := []*cli.Command{{Name: "standings"}, {Name: "wallchart", Aliases: []string{"chart"}}}
	for name, want := range map[string]string{
		"standigs": `unknown command "standigs"; did you mean "standings"?`,
		"chrat":    `unknown command "chrat"; did you mean "chart"?`,
		"zzzzzzz":  `unknown command "zzzzzzz" (commands: standings, wallchart)`,
	} {
		if got := (&UnknownCommandError{Name: name, Commands: cmds}).Error(); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
