package main

import (
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/exporters"
)

func newConvertCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "convert an event between formats (TRF, CSV, XLSX, JSON)",
		ArgsUsage: "EVENT",
		Description: `Reads EVENT and writes it in another format. The output format comes from --to, else
from the extension of -o. Conversion is lossless: it writes what the source had and
nothing it did not (no ranks are invented; they come with 'standings --format trf').
Unknown TRF records are kept, so TRF in and TRF out keeps every line the model does not
interpret; CSV and XLSX crosstables carry the header records in metadata lines, and the
JSON dump reads back as the same model. An .xlsx output is the lossless crosstable; the
printable wall chart is 'wallchart'. An event with errors is refused unless --force;
--round N writes the event as it stood after round N.

Examples:
   tiebreak convert -o event.json event.trf
   tiebreak convert --to trf --trf-version 26 -o event26.trf event.trf
   tiebreak convert -o crosstable.csv event.trf
   tiebreak convert -o crosstable.xlsx event.trf
   tiebreak convert -o event.trf event.json
   tiebreak convert --round 5 -o after-round-5.trf event.trf
   tiebreak convert --from csv --to trf -o - results.csv`,
		Flags: append(inputFlags(),
			&cli.StringFlag{Name: "to", Usage: "output `FORMAT` (see 'tiebreak formats'); default: from the -o extension"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically); - for standard output", Required: true},
			&cli.StringFlag{Name: "trf-version", Value: "16", Usage: "TRF `VERSION` to write: 16 or 26"},
			&cli.StringFlag{Name: "notation", Value: "us", Usage: "crosstable `NOTATION` for CSV: us (W12, L5, D3) or chess-results (12w1)"},
		),
		Action: func(c *cli.Context) error { return e.runConvert(c) },
	}
}

func (e *env) runConvert(c *cli.Context) error {
	path, err := oneEvent(c)
	if err != nil {
		return err
	}
	out := c.String("output")
	reg := e.formats.convert
	var ex exporters.Exporter
	switch to := c.String("to"); {
	case to != "":
		var ok bool
		if ex, ok = reg.Lookup(to); !ok {
			return usagef("unknown output format %q (formats: %s)", to, exporterNames(reg))
		}
	case out == "-":
		return usagef("writing to standard output: say which format with --to (%s)", exporterNames(reg))
	default:
		var ok bool
		if ex, ok = reg.ByExtension(out); !ok {
			return usagef("cannot tell the format from %q; add --to (%s)", filepath.Base(out), exporterNames(reg))
		}
	}
	v := c.String("trf-version")
	if v != "16" && v != "26" {
		return usagef("--trf-version %q: use 16 or 26", v)
	}
	n := strings.ToLower(c.String("notation"))
	if n != "us" && n != "chess-results" {
		return usagef("--notation %q: use us or chess-results", n)
	}
	ev, err := e.load(c, path)
	if err != nil {
		return err
	}
	// No standings: a conversion writes the event, not a ranking of it.
	doc := &exporters.Document{T: ev.t, Opts: exporters.Options{TRFVersion: v, Notation: n, Generator: "tiebreak " + version}}
	return e.writeOutput(out, func(w io.Writer) error { return ex.Export(w, doc) })
}
