package pipeline

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
	dbfout "github.com/tiebreak-chess/tiebreak/exporters/dbf"
)

// TestSectionSettings: a section written alone keeps the settings for every section and
// its own (KEY[SECTION]=VALUE, the name matched without case or spaces), not another's.
func TestSectionSettings(t *testing.T) {
	settings := []string{"rating-system=R", "rating-system[ Open ]=D", "time-control[U1200]=G/30;d5", "chief-td=12345678"}
	tests := []struct {
		section string
		want    []string
	}{
		{"open", []string{"rating-system=R", "rating-system[ Open ]=D", "chief-td=12345678"}},
		{"U1200", []string{"rating-system=R", "time-control[U1200]=G/30;d5", "chief-td=12345678"}},
		{"Reserve", []string{"rating-system=R", "chief-td=12345678"}},
	}
	for _, tt := range tests {
		if got := SectionSettings(settings, tt.section); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.section, got, tt.want)
		}
	}
}

// TestUnwritten sorts the sections a multi-file export leaves out by reason and says
// how many were and were not written.
func TestUnwritten(t *testing.T) {
	open, blitz, one := &Section{Name: "Open"}, &Section{Name: "Blitz"}, &Section{Name: ""}
	tests := []struct {
		name    string
		fs      FilesSections
		want    *UnwrittenError
		summary string
	}{
		{"all written", FilesSections{Written: []string{"Open"}}, nil, ""},
		{"one of three", FilesSections{Written: []string{"U1800"}, LeftOut: []LeftOutSection{{Section: open}, {Section: blitz, Refused: true, NoSystem: true}}},
			&UnwrittenError{Path: "e.json", Written: []string{"U1800"}, Bad: []string{"Open"}, NoSystem: []string{"Blitz"}},
			"1 section written (U1800), 2 not written"},
		{"the one section", FilesSections{LeftOut: []LeftOutSection{{Section: one}}},
			&UnwrittenError{Path: "e.json", Bad: []string{""}},
			"nothing written, 1 section not written"},
	}
	for _, tt := range tests {
		got := tt.fs.Unwritten("e.json", false)
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %+v, want %+v", tt.name, got, tt.want)
			continue
		}
		if got != nil && got.Summary() != tt.summary {
			t.Errorf("%s: %q, want %q", tt.name, got.Summary(), tt.summary)
		}
	}
	if got := Named([]string{""}); got != "the section" {
		t.Errorf("Named of the one section: %q", got)
	}
}

// TestConvertOptions accepts the TRF versions and notations the exporters write (the
// notation in any case) and names the setting of any other value.
func TestConvertOptions(t *testing.T) {
	tests := []struct {
		version, notation string
		want              *ChoiceError
	}{
		{"16", "us", nil},
		{"26", "Chess-Results", nil},
		{"17", "us", &ChoiceError{Setting: SettingTRFVersion, Value: "17", Choices: []string{"16", "26"}}},
		{"16", "fide", &ChoiceError{Setting: SettingNotation, Value: "fide", Choices: []string{"us", "chess-results"}}},
	}
	for _, tt := range tests {
		o := exporters.Options{TRFVersion: tt.version, Notation: tt.notation}
		err := ConvertOptions(&o)
		if tt.want == nil {
			if err != nil || o.Notation != strings.ToLower(tt.notation) {
				t.Errorf("%s %s: %v, notation %q", tt.version, tt.notation, err, o.Notation)
			}
			continue
		}
		if ce, ok := errors.AsType[*ChoiceError](err); !ok || !reflect.DeepEqual(ce, tt.want) {
			t.Errorf("%s %s: %#v, want %#v", tt.version, tt.notation, err, tt.want)
		}
	}
}

// filesStub is a multi-file exporter that writes A.DBF and B.DBF (B holding how many
// sections it wrote), or returns refuse's error, with a warning either way.
type filesStub struct {
	refuse func(docs []*exporters.Document) error
}

func (filesStub) Name() string                                                 { return "stub" }
func (filesStub) Extensions() []string                                         { return nil }
func (filesStub) Description() string                                          { return "" }
func (filesStub) Export(context.Context, io.Writer, *exporters.Document) error { return nil }
func (f filesStub) ExportFiles(_ context.Context, docs []*exporters.Document) ([]exporters.File, []string, error) {
	if err := f.refuse(docs); err != nil {
		return nil, []string{"a name shortened"}, err
	}
	return []exporters.File{{Name: "A.DBF", Data: []byte("a")}, {Name: "B.DBF", Data: []byte(strconv.Itoa(len(docs)))}}, []string{"a name shortened"}, nil
}

// TestFilesFolderExport writes the nine sections of the Greater Boston Open into a
// folder through a stub exporter: every file, or with the sections left out named by
// reason, and nothing at all when no section can be written, the folder would hold an
// input (no warnings then), or the exporter refuses the sections together.
func TestFilesFolderExport(t *testing.T) {
	ev, err := Open(context.Background(), []string{gbo}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range ev.Sections {
		names = append(names, s.Name)
	}
	alone := func(refused func(section string) bool) func([]*exporters.Document) error {
		return func(docs []*exporters.Document) error {
			if len(docs) == 1 && refused(docs[0].T.Section) {
				return fmt.Errorf("section %q: %w", docs[0].T.Section, dbfout.ErrRatingSystem)
			}
			return nil
		}
	}
	tests := []struct {
		name   string
		refuse func([]*exporters.Document) error
		input  string // the file of the folder that is an input of the run
		// want is the error's type ("" for none), b what B.DBF holds ("" for no file).
		want, b string
	}{
		{"every section", alone(func(string) bool { return false }), "", "", "9"},
		{"one without a rating system", alone(func(s string) bool { return s == "Premier" }), "", "*pipeline.UnwrittenError", "8"},
		{"none", alone(func(string) bool { return true }), "", "*pipeline.UnwrittenError", ""},
		{"an input in the folder", alone(func(string) bool { return false }), "B.DBF", "*outdir.HoldsInputError", ""},
		{"refused together", func(docs []*exporters.Document) error {
			if len(docs) > 1 {
				return errors.Join(errors.New("one"), errors.New("two"))
			}
			return nil
		}, "", "*pipeline.FilesExportError", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "report")
			folder := FilesFolder{
				Reads: func(path string) string {
					if tt.input != "" && path == filepath.Join(dir, tt.input) {
						return "in.trf"
					}
					return ""
				},
				WriteFile: func(_ context.Context, path string, fn func(io.Writer) error) error {
					var b bytes.Buffer
					if err := fn(&b); err != nil {
						return err
					}
					return os.WriteFile(path, b.Bytes(), 0o644)
				},
			}
			x, err := folder.Export(context.Background(), ev, filesStub{tt.refuse}, dir)
			if got := fmt.Sprintf("%T", err); err != nil && got != tt.want || err == nil && tt.want != "" {
				t.Fatalf("error %T %v, want %s", err, err, tt.want)
			}
			if _, ok := errors.AsType[*FilesExportError](err); ok && err.Error() != "cannot write the rating report:\none\ntwo" {
				t.Errorf("refused together: %q", err)
			}
			if warned := tt.b != "" || tt.want == "*pipeline.FilesExportError"; warned != (len(x.Warnings) > 0) {
				t.Errorf("warnings %q", x.Warnings)
			}
			data, rerr := os.ReadFile(filepath.Join(dir, "B.DBF"))
			if string(data) != tt.b || (rerr != nil) != (tt.b == "") {
				t.Errorf("B.DBF %q (%v), want %q", data, rerr, tt.b)
			}
			if tt.b == "" {
				if len(x.Paths) != 0 {
					t.Errorf("paths %q, want none", x.Paths)
				}
				if _, err := os.Stat(dir); err == nil {
					t.Errorf("the folder was made")
				}
				return
			}
			if want := []string{filepath.Join(dir, "A.DBF"), filepath.Join(dir, "B.DBF")}; !reflect.DeepEqual(x.Paths, want) {
				t.Errorf("paths %q, want %q", x.Paths, want)
			}
			if u, ok := errors.AsType[*UnwrittenError](err); ok && (!reflect.DeepEqual(u.NoSystem, []string{"Premier"}) || !reflect.DeepEqual(u.Written, names[1:])) {
				t.Errorf("unwritten %+v", u)
			}
		})
	}
}
