package pipeline

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	dbfout "github.com/tiebreak-chess/tiebreak/exporters/dbf"
	dbfin "github.com/tiebreak-chess/tiebreak/importers/dbf"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/words"
)

// The settings of a conversion that take one of a few values ([ConvertOptions]).
const (
	// SettingTRFVersion is the TRF version written: 16 or 26.
	SettingTRFVersion = "trf-version"
	// SettingNotation is the crosstable notation of a CSV or XLSX crosstable.
	SettingNotation = "notation"
)

// ConvertOptions checks the exporter options of a conversion, o's TRF version and
// crosstable notation (made lower case), and returns a [*ChoiceError] naming the
// setting ([SettingTRFVersion], [SettingNotation]) of a value no exporter writes.
func ConvertOptions(o *exporters.Options) error {
	o.Notation = strings.ToLower(o.Notation)
	if o.TRFVersion != "16" && o.TRFVersion != "26" {
		return &ChoiceError{Setting: SettingTRFVersion, Value: o.TRFVersion, Choices: []string{"16", "26"}}
	}
	if o.Notation != "us" && o.Notation != "chess-results" {
		return &ChoiceError{Setting: SettingNotation, Value: o.Notation, Choices: []string{"us", "chess-results"}}
	}
	return nil
}

// FilesSections are the sections of an event that a multi-file exporter (the US Chess
// rating report: one set of files for the whole event) writes, and those it leaves out.
type FilesSections struct {
	// Docs are the documents of the sections written, Written their names.
	Docs    []*exporters.Document
	Written []string
	// LeftOut are the sections left out, in order.
	LeftOut []LeftOutSection
}

// LeftOutSection is a section a multi-file export leaves out: it could not be read or
// was refused (Err is the section's error), or the exporter refused it alone (Refused,
// Err the exporter's); NoSystem says the exporter cannot tell its rating system.
type LeftOutSection struct {
	Section  *Section
	Err      error
	Refused  bool
	NoSystem bool
}

// PickFilesSections returns the sections of ev that fx writes, each with the exporter
// settings (KEY=VALUE, KEY[SECTION]=VALUE for one section) and generator: with several
// sections, one that fx refuses alone is left out, so that the others are written.
func PickFilesSections(ctx context.Context, ev *Event, fx exporters.FilesExporter, settings []string, generator string) *FilesSections {
	out := &FilesSections{}
	for i := range ev.Sections {
		s := &ev.Sections[i]
		if s.Loaded == nil {
			out.LeftOut = append(out.LeftOut, LeftOutSection{Section: s, Err: s.Err})
			continue
		}
		doc := &exporters.Document{T: s.Loaded.T, Opts: exporters.Options{Settings: settings, Generator: generator}}
		if len(ev.Sections) > 1 {
			alone := *doc
			alone.Opts.Settings = SectionSettings(settings, s.Loaded.T.Section)
			if _, _, err := fx.ExportFiles(ctx, []*exporters.Document{&alone}); err != nil {
				out.LeftOut = append(out.LeftOut, LeftOutSection{Section: s, Err: err, Refused: true,
					NoSystem: errors.Is(err, dbfout.ErrRatingSystem)})
				continue
			}
		}
		out.Docs = append(out.Docs, doc)
		out.Written = append(out.Written, s.Name)
	}
	return out
}

// SectionSettings returns the exporter settings that apply when section is written
// alone: all but those given for another section (KEY[OTHER]=VALUE).
func SectionSettings(settings []string, section string) []string {
	var out []string
	for _, kv := range settings {
		k, _, _ := strings.Cut(kv, "=")
		if _, sec, ok := strings.Cut(k, "["); ok && !strings.EqualFold(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(sec), "]")), strings.TrimSpace(section)) {
			continue
		}
		out = append(out, kv)
	}
	return out
}

// FilesExport is a multi-file export of an event ([ExportFiles]): the sections written
// and left out, the files, and the exporter's warnings.
type FilesExport struct {
	*FilesSections
	// Files are the files, in the exporter's order.
	Files []exporters.File
	// Warnings say what the files write differently from the event (a name shortened).
	Warnings []string
}

// ExportFiles picks the sections of ev that fx writes ([PickFilesSections]) and exports
// them together. When fx refuses them together, the error is fx's, and the export
// holds the sections and the warnings; when no section can be written, it holds no
// files. Cancelling ctx stops the export.
func ExportFiles(ctx context.Context, ev *Event, fx exporters.FilesExporter, settings []string, generator string) (*FilesExport, error) {
	x := &FilesExport{FilesSections: PickFilesSections(ctx, ev, fx, settings, generator)}
	if len(x.Docs) == 0 {
		return x, nil
	}
	var err error
	x.Files, x.Warnings, err = fx.ExportFiles(ctx, x.Docs)
	return x, err
}

// UnwrittenError is the sections of a multi-file export that were not written, by
// reason, and those that were.
type UnwrittenError struct {
	// Path is the event's file.
	Path string
	// Written names the sections written; none when nothing was written.
	Written []string
	// Bad names the sections that could not be read or that the exporter refused.
	Bad []string
	// NoSystem names the sections whose rating system the exporter cannot tell.
	NoSystem []string
	// Forced says whether the sections with errors were written despite them (they
	// are then only those that could not be read at all).
	Forced bool
}

func (e *UnwrittenError) Error() string {
	var why []string
	if len(e.NoSystem) > 0 {
		why = append(why, "the time control of "+Named(e.NoSystem)+" does not tell the rating system")
	}
	if len(e.Bad) > 0 {
		why = append(why, Named(e.Bad)+" cannot be written")
	}
	return e.Path + ": " + e.Summary() + "; " + strings.Join(why, "; ")
}

// Summary says how many sections were written (naming them) and how many were not:
// "2 sections written (Open, U1800), 1 not written", or "nothing written, 2 sections
// not written".
func (e *UnwrittenError) Summary() string {
	left := len(e.Bad) + len(e.NoSystem)
	if len(e.Written) == 0 {
		return "nothing written, " + words.Plural(left, "section") + " not written"
	}
	return fmt.Sprintf("%s written (%s), %d not written", words.Plural(len(e.Written), "section"), Named(e.Written), left)
}

// Named returns section names for a sentence, separated by commas; the one section of
// an event without sections is "the section".
func Named(names []string) string {
	if len(names) == 1 && names[0] == "" {
		return "the section"
	}
	return strings.Join(names, ", ")
}

// Unwritten returns the error for the sections fs leaves out of the event read from
// path (forced: its errors were gone on despite), or nil when every section is written.
func (fs *FilesSections) Unwritten(path string, forced bool) *UnwrittenError {
	if len(fs.LeftOut) == 0 {
		return nil
	}
	e := &UnwrittenError{Path: path, Written: fs.Written, Forced: forced}
	for _, l := range fs.LeftOut {
		if l.NoSystem {
			e.NoSystem = append(e.NoSystem, l.Section.Name)
		} else {
			e.Bad = append(e.Bad, l.Section.Name)
		}
	}
	return e
}

// FilesFolder writes a multi-file export of an event (the US Chess rating report) into a
// folder, as 'tiebreak convert' does ([FilesFolder.Export]).
type FilesFolder struct {
	// Settings are the exporter's settings (KEY=VALUE, KEY[SECTION]=VALUE for one
	// section) and Generator names the program, as [ExportFiles] takes them.
	Settings  []string
	Generator string
	// Forced says the event's errors were gone on despite: the [UnwrittenError] of the
	// sections left out says so.
	Forced bool
	// Reads returns the input of the run that a path names, or "": no file is written
	// over one. Nil when the run reads no file.
	Reads func(path string) string
	// WriteFile writes the file path atomically through fn.
	WriteFile func(ctx context.Context, path string, fn func(io.Writer) error) error
}

// FolderExport is a multi-file export written into a folder ([FilesFolder.Export]).
// Its Warnings are those of files written, or of the sections the exporter refused
// together; none when the folder was refused.
type FolderExport struct {
	*FilesExport
	// Paths are the files written, in the exporter's order; none when the export was
	// refused.
	Paths []string
}

// FilesExportError is the exporter's refusal of the sections written together: Err
// lists its errors.
type FilesExportError struct{ Err error }

func (e *FilesExportError) Error() string {
	return "cannot write the rating report:\n" + JoinedLines(e.Err)
}

func (e *FilesExportError) Unwrap() error { return e.Err }

// Export exports the sections of ev that fx writes ([ExportFiles]) and writes the files
// into the folder dir, made when needed, each file atomically. The export returned says
// what was left out and written, also with an error. Nothing is written when no section
// can be ([*UnwrittenError]), when dir holds a rating report the run reads (the
// importer reads the files beside the one named) or would hold any input of the run in
// place of a file ([*outdir.HoldsInputError]), or when the exporter refuses the sections
// together ([*FilesExportError]). Once the files are written, the sections left out are
// an [*UnwrittenError].
func (f FilesFolder) Export(ctx context.Context, ev *Event, fx exporters.FilesExporter, dir string) (*FolderExport, error) {
	x, err := ExportFiles(ctx, ev, fx, f.Settings, f.Generator)
	out := &FolderExport{FilesExport: x}
	var unwritten error
	if u := x.Unwritten(ev.Paths[0], f.Forced); u != nil {
		unwritten = u
	}
	if len(x.Docs) == 0 {
		return out, unwritten
	}
	// Refused, the folder gets no files: what they would write differently is moot.
	unmade := &FolderExport{FilesExport: &FilesExport{FilesSections: x.FilesSections}}
	if err := f.holdsInput(ev, dir, x.Files); err != nil {
		return unmade, err
	}
	if err != nil {
		return out, &FilesExportError{err}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return unmade, fmt.Errorf("cannot create %s: %w", dir, err)
	}
	for _, file := range x.Files {
		path := filepath.Join(dir, file.Name)
		if err := f.WriteFile(ctx, path, func(w io.Writer) error {
			_, err := w.Write(file.Data)
			return err
		}); err != nil {
			return out, err
		}
		out.Paths = append(out.Paths, path)
	}
	return out, unwritten
}

// holdsInput refuses the folder dir when it holds the rating report a section of ev was
// read from, or when one of files written into it would be an input of the run.
func (f FilesFolder) holdsInput(ev *Event, dir string, files []exporters.File) error {
	for _, s := range ev.Sections {
		if s.Loaded != nil && s.Loaded.Importer == dbfin.New().Name() && outdir.SameFile(filepath.Dir(s.Loaded.Path), dir) {
			return &outdir.HoldsInputError{Dir: dir, Input: s.Loaded.Path}
		}
	}
	for _, file := range files {
		if in := f.reads(filepath.Join(dir, file.Name)); in != "" {
			return &outdir.HoldsInputError{Dir: dir, Input: in}
		}
	}
	return nil
}

// reads is f.Reads, "" when it is nil.
func (f FilesFolder) reads(path string) string {
	if f.Reads == nil {
		return ""
	}
	return f.Reads(path)
}
