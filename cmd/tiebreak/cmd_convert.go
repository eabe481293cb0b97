package main

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	dbfout "github.com/tiebreak-chess/tiebreak/exporters/dbf"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newConvertCommand(e *env) *cli.Command {
	o := convertOptions{settings: &settings{command: "convert"}}
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
--dbf KEY=VALUE, one key per flag (values keep their commas and semicolons:
--dbf other-tds=12345678,23456789 --dbf time-control="40/90,SD/30;+30").
Keys: affiliate, chief-td, assistant-td, other-tds, name, section, city,
state, zip, country, begin, end, rating-system (R, D, Q, B), time-control,
type (S, R), send-crosstable, scholastic, grand-prix, gp-points, fide,
event-id, program. rating-system, time-control and type can be given for
one section: --dbf "rating-system[Blitz]=B". A report read from a rating
report keeps its event fields (affiliate, ZIP code, other TDs, ...) unless
--dbf gives them.

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
		Flags: append(inputFlags(o.settings),
			&cli.StringFlag{Name: "to", Destination: &o.Format, Usage: "output `FORMAT` (see 'tiebreak formats'); default: from the -o extension"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &o.Output, Usage: "write to `FILE` (atomically); - for standard output"},
			&cli.StringFlag{Name: "trf-version", Value: "16", Destination: &o.Export.TRFVersion, Usage: "TRF `VERSION` to write: 16 or 26"},
			&cli.StringFlag{Name: "notation", Value: "us", Destination: &o.Export.Notation, Usage: "crosstable `NOTATION` for CSV: us (W12, L5, D3) or chess-results (12w1)"},
			&cli.GenericFlag{Name: "dbf", Value: (*repeatedValue)(&o.Export.Settings), Usage: "US Chess rating report field, `KEY=VALUE`, one per flag (repeat it; commas stay in the value)"},
		),
		Action: action(e.runConvert, &o),
	}
}

// convertOptions are the flags of convert: the input flags, --to and -o (a folder for a
// multi-file format), and the exporter options --trf-version, --notation and --dbf.
type convertOptions struct {
	*settings
	fileOutput
	Export exporters.Options
}

// runConvert writes the one event of args in the format opts names.
func (e *env) runConvert(ctx context.Context, opts convertOptions, args []string) error {
	path, err := eventArg(opts.command, args)
	if err != nil {
		return err
	}
	out := opts.Output
	if out == "" {
		return usagef("convert: missing -o FILE: say where to write (-o - and --to FORMAT for standard output)")
	}
	if opts.Format == "" && out == "-" {
		return usagef("writing to standard output: say which format with --to (%s)", strings.Join(e.formats.Convert.Names(), ", "))
	}
	ex, err := pickExporter(e.formats.Convert, opts.Format, out, "--to")
	if err != nil {
		return err
	}
	if ce, ok := errors.AsType[*pipeline.ChoiceError](pipeline.ConvertOptions(&opts.Export)); ok {
		return settingError(ce)
	}
	if fx, ok := ex.(exporters.FilesExporter); ok {
		return e.convertFiles(ctx, opts, path, fx)
	}
	ev, err := e.load(ctx, opts.settings, path)
	if err != nil {
		return err
	}
	// No standings: a conversion writes the event, not a ranking of it.
	opts.Export.Generator = "tiebreak " + version
	return e.export(ctx, nil, out, ex, &exporters.Document{T: ev.T, Opts: opts.Export}, nil)
}

// convertFiles writes a multi-file format (the US Chess rating report) into the folder
// -o names, from every section of path (or the one --section names)
// ([pipeline.FilesFolder.Export]), and says which sections were left out and why, what
// the files write differently from the event, and the files written.
func (e *env) convertFiles(ctx context.Context, opts convertOptions, path string, fx exporters.FilesExporter) error {
	if opts.Output == "-" {
		return usagef("%s is several files: give a folder with -o DIR", fx.Name())
	}
	if _, err := dbfout.ParseSettings(opts.Export.Settings); err != nil {
		return usagef("--dbf %v", err)
	}
	ev, err := e.open(ctx, opts.settings, []string{path}, false)
	if err != nil {
		return err
	}
	folder := pipeline.FilesFolder{Settings: opts.Export.Settings, Generator: "tiebreak " + version,
		Forced: opts.Force, Reads: e.inputs.Reads, WriteFile: e.writeOutput}
	x, err := folder.Export(ctx, ev, fx, opts.Output)
	for _, l := range x.LeftOut {
		fmt.Fprintf(e.stderr, "tiebreak: %s: not written: %s\n", l.Section.Label(path), pipeline.JoinedLines(l.Err))
	}
	for _, w := range x.Warnings {
		fmt.Fprintf(e.stderr, "tiebreak: warning: %s\n", w)
	}
	if _, refused := errors.AsType[*pipeline.FilesExportError](err); refused || len(x.Warnings) > 0 {
		fmt.Fprintln(e.stderr, "tiebreak: note: the report's settings (KEY=VALUE above) are given with --dbf, one per flag")
	}
	if len(x.Paths) > 0 {
		// The file names are the rating report's, not the user's: name them.
		fmt.Fprintf(e.stderr, "tiebreak: wrote %s: %s\n", words.Plural(len(x.Docs), "section"), strings.Join(x.Paths, ", "))
	}
	if u, ok := errors.AsType[*pipeline.UnwrittenError](err); ok {
		return unwrittenSections(u)
	}
	return worded(err)
}

// unwrittenSections words u, the sections of a rating report that were not written:
// how many were and were not (naming them), and for each reason the flag that fixes it:
// --dbf rating-system for a section whose time control does not tell its rating system,
// check or --force for one that could not be read or was refused otherwise. It exits 1.
func unwrittenSections(u *pipeline.UnwrittenError) error {
	var fixes []string
	if len(u.NoSystem) > 0 {
		fixes = append(fixes, fmt.Sprintf("the time control of %s does not tell the rating system: give it with --dbf rating-system=R (regular; D dual, Q quick), or for one section --dbf \"rating-system[%s]=R\"",
			pipeline.Named(u.NoSystem), cmp.Or(u.NoSystem[0], "NAME")))
	}
	if len(u.Bad) > 0 {
		fixes = append(fixes, fmt.Sprintf("errors in %s: %s", pipeline.Named(u.Bad), fixSections(u.Path, u.Forced)))
	}
	return &wordedError{fmt.Sprintf("%s: %s; %s", u.Path, u.Summary(), strings.Join(fixes, "; ")), u}
}

// repeatedValue is a flag value that keeps every use whole: "--dbf
// time-control=40/90,SD/30;+30" is one value, where a StringSliceFlag would split it at
// the comma.
type repeatedValue []string

// Set adds one use of the flag.
func (r *repeatedValue) Set(v string) error {
	*r = append(*r, v)
	return nil
}

// String returns the values, one a line ("" when the flag was not given, so that help
// shows no default).
func (r *repeatedValue) String() string { return strings.Join(*r, "\n") }
