// Package exporters defines how a tournament and its standings are written out: the
// [Exporter] interface, the [Document] every exporter receives, and a [Registry].
//
// Format packages live below (trf, json, csv, text, xlsx, dbf). Exporters write to an
// io.Writer, or return their files ([FilesExporter]); only cmd/tiebreak opens files, and it
// writes them atomically.
package exporters

import (
	"context"
	"fmt"
	"io"
	"path/filepath"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

// Document is what an exporter writes: the tournament, and its standings when they were
// computed (nil for pure conversions that do not need them).
type Document struct {
	T         *engine.Tournament
	Standings *engine.Standings
	// Prizes is the prize allocation on Standings for `tiebreak prizes` (prize lists,
	// prize CSV, award sheets); nil when no fund was given. Prize exporters require it.
	Prizes *prizes.Allocation
	// Teams holds the team standings when the event has teams and they were computed;
	// the wall chart then adds its team sheets.
	Teams *teams.Standings
	// Ratings holds rating changes or estimates when asked for (standings --ratings);
	// the text and CSV standings then add pre-rating, change and post-rating columns.
	Ratings *RatingReport
	// TeamRules says the team rules of Teams in words ("FIDE 2024 team rules, MP
	// first"), for the text team standings.
	TeamRules string
	// Fund is the prize fund of a trophy order sheet, which needs no event: T is then
	// nil.
	Fund *prizes.Fund
	Opts Options
}

// Options are exporter settings from the command line; exporters ignore what does not
// apply to them.
type Options struct {
	TRFVersion string // "16" (default) or "26"
	Notation   string // crosstable notation: "us" (default), "chess-results"
	Generator  string // "tiebreak v1.2.3", printed in legends and metadata
	Generated  string // generation timestamp text; empty in tests for determinism
	// GeneratedAt is when the output was made; the command takes it from
	// SOURCE_DATE_EPOCH when that is set, so that outputs are reproducible. The PDF prints
	// it in its page header and uses it as the creation date; zero prints no time stamp.
	GeneratedAt time.Time
	// Section names the section when the event is one section of a larger event; page
	// headers print it.
	Section string
	// Paper is the PDF page size: "letter" (the default) or "a4".
	Paper string
	// Font is a TrueType font (the bytes of a .ttf file) for PDF text, and FontName its
	// file name for messages; nil uses the built-in Go fonts.
	Font     []byte
	FontName string
	// Warn receives problems that do not stop the export, such as a player name the font
	// cannot print; nil drops them.
	Warn func(msg string)
	// Definitions maps tiebreak codes ("BH", "MM") to a one-line definition under the
	// rules in force, for legends.
	Definitions map[string]string
	// Settings are KEY=VALUE settings for one format's own fields (convert --dbf).
	Settings []string
	// HandOut adds the hand-out list (who receives what, in ceremony order) to the prize
	// PDF; the commands set it.
	HandOut bool
}

// An Exporter writes one output format. Export stops a long export once ctx is
// cancelled (Ctrl-C): an exporter that builds a large file in memory checks ctx as it
// goes and returns the cause of its cancellation ([context.Cause]).
type Exporter interface {
	Name() string         // --to / --format value
	Extensions() []string // lower-case with dot; the first is the default
	Description() string  // one line for `tiebreak formats`
	Export(ctx context.Context, w io.Writer, doc *Document) error
}

// File is one file of a multi-file output.
type File struct {
	Name string // base name, e.g. "TDEXPORT.DBF"
	Data []byte
}

// A FilesExporter writes a format made of several files (the US Chess rating report) for
// one or more sections of an event; the command line writes them into a folder. Its
// Export writes nothing and says so. Warnings are things written differently from the
// model (a transliterated name) that the user should know about.
type FilesExporter interface {
	Exporter
	ExportFiles(ctx context.Context, sections []*Document) (files []File, warnings []string, err error)
}

// A Warner is an exporter that writes some of the model differently (a name shortened
// to a fixed-width field). Warnings says what, in the user's words, for the document
// Export writes; the command line prints them.
type Warner interface {
	Warnings(doc *Document) []string
}

// Registry holds exporters in registration order.
type Registry struct {
	byName map[string]Exporter
	order  []Exporter
}

// NewRegistry returns an empty registry.
func NewRegistry() *Registry { return &Registry{byName: map[string]Exporter{}} }

// Register adds an exporter; a duplicate name panics.
func (r *Registry) Register(e Exporter) {
	if _, dup := r.byName[e.Name()]; dup {
		panic("exporters: duplicate exporter " + e.Name())
	}
	r.byName[e.Name()] = e
	r.order = append(r.order, e)
}

// Lookup finds an exporter by name.
func (r *Registry) Lookup(name string) (Exporter, bool) {
	e, ok := r.byName[strings.ToLower(name)]
	return e, ok
}

// All returns the exporters in registration order.
func (r *Registry) All() []Exporter { return r.order }

// Names returns the names of the exporters in registration order.
func (r *Registry) Names() []string {
	names := make([]string, len(r.order))
	for i, e := range r.order {
		names[i] = e.Name()
	}
	return names
}

// UnknownFormatError is a format that no exporter of a registry writes.
type UnknownFormatError struct {
	Format string   // the name asked for
	Known  []string // the names the registry knows ([Registry.Names])
}

func (e *UnknownFormatError) Error() string {
	return fmt.Sprintf("unknown format %q (formats: %s)", e.Format, strings.Join(e.Known, ", "))
}

// ExtensionError is a file whose extension no exporter of a registry lists, so that
// the format cannot be told from its name.
type ExtensionError struct {
	Path  string   // the file to write
	Known []string // the names the registry knows ([Registry.Names])
}

func (e *ExtensionError) Error() string {
	return fmt.Sprintf("cannot tell the format from %q (formats: %s)", filepath.Base(e.Path), strings.Join(e.Known, ", "))
}

// Pick returns the exporter that writes a file: the one named format; without a
// format, the one for the extension of path ([Registry.ByExtension]) when path names a
// file (it is neither "" nor "-", standard output); else the one named fallback. A
// name the registry does not know is an [*UnknownFormatError], an extension it does
// not know an [*ExtensionError].
func (r *Registry) Pick(format, path, fallback string) (Exporter, error) {
	if format == "" && path != "" && path != "-" {
		if e, ok := r.ByExtension(path); ok {
			return e, nil
		}
		return nil, &ExtensionError{Path: path, Known: r.Names()}
	}
	if format == "" {
		format = fallback
	}
	if e, ok := r.Lookup(format); ok {
		return e, nil
	}
	return nil, &UnknownFormatError{Format: format, Known: r.Names()}
}

// ByExtension returns the first exporter that lists the extension of path.
func (r *Registry) ByExtension(path string) (Exporter, bool) {
	ext := strings.ToLower(filepath.Ext(path))
	for _, e := range r.order {
		for _, x := range e.Extensions() {
			if x == ext {
				return e, true
			}
		}
	}
	return nil, false
}
