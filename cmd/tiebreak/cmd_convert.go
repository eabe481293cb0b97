package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/exporters"
	dbfout "tiebreak/exporters/dbf"
)

func newConvertCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "convert",
		Usage:     "convert an event between formats (TRF, CSV, XLSX, JSON)",
		ArgsUsage: "EVENT",
		Description: `Reads EVENT and writes it in another format. The output format comes from
--to, else from the extension of -o. Conversion is lossless: it writes what
the source had and nothing it did not (no ranks are invented; they come with
'standings --format trf'). Unknown TRF records are kept, so TRF in and TRF
out keeps every line the model does not interpret; CSV and XLSX crosstables
carry the header records in metadata lines, and the JSON dump reads back as
the same model. An .xlsx output is the lossless crosstable; the printable
wall chart is 'wallchart'. An event with errors is refused unless --force;
--round N writes the event as it stood after round N.

--to uscf-dbf writes the US Chess rating report (THEXPORT.DBF, TSEXPORT.DBF,
TDEXPORT.DBF) into the folder -o DIR, with every section of a multi-section
input (or the one --section names). Fields the results file lacks come from
--dbf KEY=VALUE (repeat it): affiliate, chief-td, assistant-td, other-tds,
name, section, city, state, zip, country, begin, end, rating-system (R, D,
Q), time-control, type (S, R), send-crosstable, scholastic, grand-prix,
gp-points, fide, event-id, program.

Examples:
   tiebreak convert -o event.json event.trf
   tiebreak convert --to trf --trf-version 26 -o event26.trf event.trf
   tiebreak convert -o crosstable.csv event.trf
   tiebreak convert -o crosstable.xlsx event.trf
   tiebreak convert -o event.trf event.json
   tiebreak convert --round 5 -o after-round-5.trf event.trf
   tiebreak convert --from csv --to trf -o - results.csv
   tiebreak convert --to uscf-dbf -o report --dbf affiliate=A6012345 \
      --dbf chief-td=12345678 --dbf rating-system=R SpringOpen.json`,
		Flags: append(inputFlags(),
			&cli.StringFlag{Name: "to", Usage: "output `FORMAT` (see 'tiebreak formats'); default: from the -o extension"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically); - for standard output"},
			&cli.StringFlag{Name: "trf-version", Value: "16", Usage: "TRF `VERSION` to write: 16 or 26"},
			&cli.StringFlag{Name: "notation", Value: "us", Usage: "crosstable `NOTATION` for CSV: us (W12, L5, D3) or chess-results (12w1)"},
			&cli.StringSliceFlag{Name: "dbf", Usage: "US Chess rating report field, `KEY=VALUE` (repeatable; see above)"},
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
	if out == "" {
		return usagef("convert: missing -o FILE: say where to write (-o - and --to FORMAT for standard output)")
	}
	reg := e.formats.convert
	var ex exporters.Exporter
	switch to := c.String("to"); {
	case to != "":
		var ok bool
		if ex, ok = reg.Lookup(to); !ok {
			return choiceError(fmt.Sprintf("unknown output format %q", to), to, registryNames(reg), "formats")
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
		return valueError("--notation", n, []string{"us", "chess-results"})
	}
	if fx, ok := ex.(exporters.FilesExporter); ok {
		return e.convertFiles(c, path, out, fx)
	}
	ev, err := e.load(settingsFrom(c), path)
	if err != nil {
		return err
	}
	// No standings: a conversion writes the event, not a ranking of it.
	doc := &exporters.Document{T: ev.t, Opts: exporters.Options{TRFVersion: v, Notation: n, Generator: "tiebreak " + version}}
	if err := e.writeOutput(out, func(w io.Writer) error { return ex.Export(w, doc) }); err != nil {
		return err
	}
	if wr, ok := ex.(exporters.Warner); ok {
		for _, w := range wr.Warnings(doc) {
			fmt.Fprintf(e.stderr, "tiebreak: warning: %s\n", w)
		}
	}
	return nil
}

// convertFiles writes a multi-file format (the US Chess rating report) into the folder
// out, from every section of path (or the one --section names). Each file is written
// atomically; a section that cannot be read stops the export.
func (e *env) convertFiles(c *cli.Context, path, out string, fx exporters.FilesExporter) error {
	if out == "-" {
		return usagef("%s is several files: give a folder with -o DIR", fx.Name())
	}
	settings := c.StringSlice("dbf")
	if _, err := dbfout.ParseSettings(settings); err != nil {
		return usagef("%v", err)
	}
	secs, err := e.loadSections(settingsFrom(c), path)
	if err != nil {
		return err
	}
	var docs []*exporters.Document
	for _, s := range secs {
		if s.err != nil {
			return fmt.Errorf("%s: %w (choose the other sections one at a time with --section)", s.label(path), s.err)
		}
		e.noteWarnings(s.ev)
		docs = append(docs, &exporters.Document{T: s.ev.t, Opts: exporters.Options{Settings: settings, Generator: "tiebreak " + version}})
	}
	files, warnings, err := fx.ExportFiles(docs)
	for _, w := range warnings {
		fmt.Fprintf(e.stderr, "tiebreak: warning: %s\n", w)
	}
	if err != nil {
		return fmt.Errorf("cannot write the rating report:\n%s", joinedLines(err))
	}
	if err := e.refuseFolder(out, secs, files); err != nil {
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("cannot create %s: %w", out, err)
	}
	for _, f := range files {
		data := f.Data
		if err := e.writeOutput(filepath.Join(out, f.Name), func(w io.Writer) error {
			_, err := w.Write(data)
			return err
		}); err != nil {
			return err
		}
	}
	fmt.Fprintf(e.stderr, "tiebreak: wrote %s to %s\n", plural(len(docs), "section"), out)
	return nil
}
