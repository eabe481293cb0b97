package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/importers"
)

// event is one imported tournament with what the importer said about it.
type event struct {
	path     string
	importer string
	t        *engine.Tournament
	warnings []*importers.ParseError
}

// inputFlags are the flags every command that reads an event accepts.
func inputFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "from", Usage: "input format (`FORMAT`: see 'tiebreak formats'); default: from the extension, then the content"},
		&cli.StringFlag{Name: "sheet", Usage: "spreadsheet `SHEET` to read (XLSX input)"},
		sectionFlag(),
	}
}

// load reads and imports one event; path "-" is standard input.
func (e *env) load(c *cli.Context, path string) (*event, error) {
	var r io.Reader
	if path == "-" {
		r = e.stdin
	} else {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("cannot read the event: %w", err)
		}
		defer f.Close()
		r = f
	}
	src, err := importers.Read(path, r)
	if err != nil {
		return nil, err
	}
	src.Opts = importers.Options{Sheet: c.String("sheet"), Section: c.String("section")}
	im, err := e.pickImporter(c.String("from"), path, src.Data)
	if err == nil {
		err = sectionApplies(c, path, im)
	}
	if err != nil {
		return nil, err
	}
	t, warnings, err := im.Import(src)
	if err != nil {
		return nil, sectionUsage(err)
	}
	return &event{path: path, importer: im.Name(), t: t, warnings: warnings}, nil
}

func (e *env) pickImporter(from, path string, data []byte) (importers.Importer, error) {
	reg := e.formats.importers
	if from != "" {
		im, ok := reg.Lookup(from)
		if !ok {
			return nil, usagef("unknown input format %q (formats: %s)", from, strings.Join(reg.Names(), ", "))
		}
		return im, nil
	}
	head := data
	if len(head) > 4096 {
		head = head[:4096]
	}
	if path == "-" {
		path = ""
	}
	return reg.Detect(path, head)
}

// noteWarnings prints a one-line summary of import warnings to standard error.
func (e *env) noteWarnings(ev *event) {
	if n := len(ev.warnings); n > 0 {
		fmt.Fprintf(e.stderr, "tiebreak: %s: %d import warning(s); run 'tiebreak check %s' to list them\n", ev.path, n, ev.path)
	}
}

// oneEvent returns the single EVENT argument of a command.
func oneEvent(c *cli.Context) (string, error) {
	switch c.NArg() {
	case 0:
		return "", usagef("%s: missing EVENT (a file, or - for standard input)", c.Command.Name)
	case 1:
		return c.Args().First(), nil
	}
	return "", usagef("%s: one EVENT at a time (got %d: %s)", c.Command.Name, c.NArg(), strings.Join(c.Args().Slice(), " "))
}

// writeOutput writes through fn to path atomically (a temporary file in the same folder,
// renamed into place only when everything succeeded), or to standard output for "-".
func (e *env) writeOutput(path string, fn func(io.Writer) error) error {
	if path == "" || path == "-" {
		return fn(e.stdout)
	}
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("cannot write %s: %w", path, err)
	}
	ok := false
	defer func() {
		if !ok {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if err := fn(tmp); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	ok = true
	return nil
}
