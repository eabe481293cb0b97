// Package cliargs holds what the tiebreak command does with its command line around
// urfave/cli, whatever the command: flags given after the positional arguments
// ([Permute]), help laid out for an 80-column terminal ([InstallHelp]), its parse errors
// worded ([UsageMessage]), the hint for a mistyped flag ([FlagHint]) and the app run
// without a command ([Root]).
package cliargs

import (
	"errors"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/internal/suggest"
)

// UnknownCommandError is a command name the app does not have, with the app's commands
// for the hint: the closest name, or the list of them.
type UnknownCommandError struct {
	Name     string
	Commands []*cli.Command
}

func (e *UnknownCommandError) Error() string {
	var names, all []string
	for _, c := range e.Commands {
		names, all = append(names, c.Names()...), append(all, c.Name)
	}
	if q := suggest.DidYouMean(e.Name, names); q != "" {
		return "unknown command " + strconv.Quote(e.Name) + "; " + q
	}
	return "unknown command " + strconv.Quote(e.Name) + " (commands: " + strings.Join(all, ", ") + ")"
}

// ErrNoCommand is the error of [Root] run with no command at all.
var ErrNoCommand = errors.New("no command given")

// Root is the action of an app run without a command: "help [COMMAND]" shows the help
// of the app or of COMMAND (one the app does not have is an [UnknownCommandError]);
// nothing at all writes the app's help to stderr and returns [ErrNoCommand], so that a
// script that forgot the command does not look successful.
func Root(stderr io.Writer) cli.ActionFunc {
	return func(c *cli.Context) error {
		if c.Args().First() != "help" {
			cli.HelpPrinter(stderr, cli.AppHelpTemplate, c.App)
			return ErrNoCommand
		}
		switch name := c.Args().Get(1); {
		case name == "":
			return cli.ShowAppHelp(c)
		case c.App.Command(name) == nil:
			return &UnknownCommandError{Name: name, Commands: c.App.Commands}
		default:
			return cli.ShowCommandHelp(c, name)
		}
	}
}

// HelpWidth is the terminal width help is written for.
const HelpWidth = 80

var helpOnce sync.Once

// InstallHelp makes urfave/cli write help for an 80-column terminal: each flag on its
// own line with its explanation below it, indented and wrapped, instead of one line per
// flag that ran to 290 characters. Descriptions are written within the width (a test
// checks); wrapping is only a safety net for them. urfave/cli keeps both hooks in
// package variables, so they are set once for the process.
func InstallHelp() {
	helpOnce.Do(func() {
		plain := cli.FlagStringer
		cli.FlagStringer = func(f cli.Flag) string {
			names, usage, ok := strings.Cut(plain(f), "\t")
			usage = strings.TrimSuffix(usage, " (default: false)") // a switch is off unless given
			if !ok || usage == "" {
				return names
			}
			return names + "\n" + usage
		}
		cli.HelpPrinter = func(w io.Writer, templ string, data any) {
			cli.HelpPrinterCustom(w, templ, data, map[string]any{"wrapAt": func() int { return HelpWidth }})
		}
	})
}

// Permute moves flags that follow positional arguments in front of them, so that
// "tiebreak standings event.trf --format csv" means what it says (urfave/cli v2 would stop
// parsing at event.trf and silently ignore the flag). "--" ends flag processing. An
// unknown command is an [UnknownCommandError].
func Permute(app *cli.App, args []string) ([]string, error) {
	if len(args) < 2 {
		return args, nil
	}
	out := []string{args[0]}
	i := 1
	for i < len(args) && strings.HasPrefix(args[i], "-") && args[i] != "-" {
		out = append(out, args[i]) // global flags: --help, --version
		i++
	}
	if i == len(args) {
		return out, nil
	}
	name := args[i]
	cmd := app.Command(name)
	if cmd == nil {
		if name == "help" {
			return args, nil
		}
		return nil, &UnknownCommandError{Name: name, Commands: app.Commands}
	}
	out = append(out, name)
	takesValue := map[string]bool{}
	for _, f := range cmd.Flags {
		_, isBool := f.(*cli.BoolFlag)
		for _, n := range f.Names() {
			takesValue[n] = !isBool
		}
	}
	var flags, positional []string
	for i++; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			positional = append(positional, args[i+1:]...)
			break
		}
		if !strings.HasPrefix(a, "-") || a == "-" {
			positional = append(positional, a)
			continue
		}
		flags = append(flags, a)
		n := strings.TrimLeft(a, "-")
		if strings.Contains(n, "=") {
			continue
		}
		if takesValue[n] && i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	out = append(out, flags...)
	if len(positional) > 0 {
		out = append(out, "--")
		out = append(out, positional...)
	}
	return out, nil
}

// FlagHint returns `; did you mean --format?` for a mistyped flag name among flags ("" for none).
func FlagHint(flags []cli.Flag, name string) string {
	var names []string
	for _, f := range flags {
		for _, n := range f.Names() {
			if len(n) > 1 {
				names = append(names, n)
			}
		}
	}
	matches := suggest.Closest(strings.TrimLeft(name, "-"), names)
	if len(matches) == 0 {
		return ""
	}
	for i, m := range matches {
		matches[i] = "--" + m
	}
	return "; did you mean " + strings.Join(matches, " or ") + "?"
}

// UsageMessage words an error of urfave/cli parsing the command line of command (nil,
// or one without a name, for the app itself): "flag provided but not defined: -formt"
// becomes "unknown flag --formt; did you mean --format?", and the command's name comes
// first ("standings: ...").
func UsageMessage(command *cli.Command, err error) string {
	msg := err.Error()
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: "); ok {
		name = strings.TrimLeft(name, "-")
		msg = "unknown flag -" + name
		if len(name) > 1 {
			msg = "unknown flag --" + name
		}
	}
	if command == nil || command.Name == "" {
		return msg
	}
	if name, ok := strings.CutPrefix(msg, "unknown flag "); ok {
		msg += FlagHint(command.Flags, name)
	}
	return command.Name + ": " + msg
}
