package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// The commands that write one file (standings, teams, ratings, prizes, awards) share
// their --format and --output flags ([fileOutput]), the choice of the exporter
// ([env.exporter]) and the writing ([env.export]).

// fileOutput is what --format and --output name for a command that writes one file:
// the format (empty: from the extension of Output, else text) and the file (empty or
// "-": standard output).
type fileOutput struct{ Format, Output string }

// flags returns --format, listing the formats of reg and then what is said of them
// (" (with --norms)"), and --output, bound to f.
func (f *fileOutput) flags(reg *exporters.Registry, said string) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Destination: &f.Format, Usage: "output `FORMAT`: " + orList(reg.Names()) + said + "; default: from the -o extension, else text"},
		&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &f.Output, Usage: "write to `FILE` (atomically) instead of standard output"},
	}
}

// exporter returns the exporter of reg that f asks for ([pickExporter]). A binary format
// bound for a terminal (no -o given) is a usage error that suggests the file
// command.FORMAT: sent to a terminal it would fill it with noise and can upset it. An
// explicit -o - sends it anyway, for a pipe the terminal check cannot see through.
func (e *env) exporter(command string, reg *exporters.Registry, f fileOutput) (exporters.Exporter, error) {
	ex, err := pickExporter(reg, f.Format, f.Output, "--format")
	if err != nil {
		return nil, err
	}
	name := ex.Name()
	if f.Output == "" && slices.Contains([]string{"xlsx", "xlsx-crosstable", "pdf"}, name) && e.streams.StdoutTerminal {
		return nil, usagef("%s: %s is a binary file and would go to the terminal; write it to a file with -o %s.%s (-o - sends it to standard output anyway)", command, name, command, name)
	}
	return ex, nil
}

// pickExporter chooses the exporter of reg named by format (the value of flag,
// --format or convert's --to), else by the extension of out, else text
// ([exporters.Registry.Pick]), and words its errors in flag.
func pickExporter(reg *exporters.Registry, format, out, flag string) (exporters.Exporter, error) {
	ex, err := reg.Pick(format, out, "text")
	var ue *exporters.UnknownFormatError
	var xe *exporters.ExtensionError
	switch {
	case errors.As(err, &ue):
		return nil, choiceError(fmt.Sprintf("%s %q: unknown format", flag, ue.Format), ue.Format, ue.Known, "formats")
	case errors.As(err, &xe):
		return nil, usagef("cannot tell the format from %q; add %s (%s)", filepath.Base(xe.Path), flag, strings.Join(xe.Known, ", "))
	}
	return ex, err
}

// loadArg loads the one EVENT of args, the positional arguments of the command of s
// ([eventArg], [env.load]).
func (e *env) loadArg(ctx context.Context, s *settings, args []string) (*event, error) {
	path, err := eventArg(s.command, args)
	if err != nil {
		return nil, err
	}
	return e.load(ctx, s, path)
}

// rankOne loads the one event of args and ranks it as standings and wallchart print it
// ([env.rank]): with teams, the teams the wall chart shows; with ratingsSet, the rating
// columns of --ratings, which format must carry ([standingsRatings]).
func (e *env) rankOne(ctx context.Context, s *settings, args []string, format string, teams, ratingsSet bool) (*event, *exporters.Document, error) {
	ev, err := e.loadArg(ctx, s, args)
	if err != nil {
		return nil, nil, err
	}
	ratings, rerr := standingsRatings(ratingsSet, s.Ratings, format)
	doc, err := e.rank(s, ev, nil, teams, ratings)
	if err == nil {
		err = rerr // an error of the ranking is said first
	}
	return ev, doc, err
}

// export writes doc with ex to out, with the page flags of s when s is not nil
// ([env.pdfOptions]: for a PDF, else refused), followed, when explain is not nil,
// by what explain writes: in a text output after it, else on standard error (a CSV or
// a PDF stays as scripts and printers expect it). Then it says what the exporter wrote
// differently from the event ([exporters.Warner]).
func (e *env) export(ctx context.Context, s *settings, out string, ex exporters.Exporter, doc *exporters.Document, explain func(io.Writer) error) error {
	if s != nil {
		if err := e.pdfOptions(s, ex.Name(), &doc.Opts); err != nil {
			return err
		}
	}
	text := ex.Name() == "text"
	err := e.writeOutput(ctx, out, func(w io.Writer) error {
		if err := ex.Export(ctx, w, doc); err != nil || explain == nil || !text {
			return err
		}
		return explain(w)
	})
	if err == nil && explain != nil && !text {
		err = explain(e.stderr)
	}
	if wr, ok := ex.(exporters.Warner); ok && err == nil {
		for _, w := range wr.Warnings(doc) {
			fmt.Fprintf(e.stderr, "tiebreak: warning: %s\n", w)
		}
	}
	return err
}

// orList returns names for a sentence: "text, csv or pdf".
func orList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
