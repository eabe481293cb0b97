// Package exporters defines how a tournament and its standings are written out: the
// [Exporter] interface, the [Document] every exporter receives, and a [Registry].
//
// Format packages live below (trf, json, csv, text, xlsx). Exporters write to an
// io.Writer; only cmd/tiebreak opens files, and it writes them atomically.
package exporters

import (
	"io"
	"path/filepath"
	"strings"

	"tiebreak/engine"
	"tiebreak/engine/teams"
)

// Document is what an exporter writes: the tournament, and its standings when they were
// computed (nil for pure conversions that do not need them).
type Document struct {
	T         *engine.Tournament
	Standings *engine.Standings
	// Teams holds the team standings when the event has teams and they were computed;
	// the wall chart then adds its team sheets.
	Teams *teams.Standings
	Opts  Options
}

// Options are exporter settings from the command line; exporters ignore what does not
// apply to them.
type Options struct {
	TRFVersion string // "16" (default) or "26"
	Notation   string // crosstable notation: "us" (default), "chess-results"
	Generator  string // "tiebreak v1.2.3", printed in legends and metadata
	Generated  string // generation timestamp text; empty in tests for determinism
	// Definitions maps tiebreak codes ("BH", "MM") to a one-line definition under the
	// rules in force, for legends.
	Definitions map[string]string
}

// An Exporter writes one output format.
type Exporter interface {
	Name() string         // --to / --format value
	Extensions() []string // lower-case with dot; the first is the default
	Description() string  // one line for `tiebreak formats`
	Export(w io.Writer, doc *Document) error
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
