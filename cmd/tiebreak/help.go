package main

import (
	"io"
	"strings"
	"sync"

	"github.com/urfave/cli/v2"
)

// helpWidth is the terminal width help is written for.
const helpWidth = 80

var helpOnce sync.Once

// installHelp makes urfave/cli write help for an 80-column terminal: each flag on its
// own line with its explanation below it, indented and wrapped, instead of one line per
// flag that ran to 290 characters. Descriptions are written within the width (a test
// checks); wrapping is only a safety net for them. urfave/cli keeps both hooks in
// package variables, so they are set once for the process.
func installHelp() {
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
			cli.HelpPrinterCustom(w, templ, data, map[string]any{"wrapAt": func() int { return helpWidth }})
		}
	})
}
