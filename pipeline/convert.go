package pipeline

import (
	"context"
	"errors"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	dbfout "github.com/tiebreak-chess/tiebreak/exporters/dbf"
)

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
