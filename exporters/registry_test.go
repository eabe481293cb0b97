package exporters_test

import (
	"context"
	"errors"
	"io"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

// fake is an exporter that writes nothing: only its name and extensions matter here.
type fake struct {
	name string
	exts []string
}

func (f fake) Name() string                                                 { return f.name }
func (f fake) Extensions() []string                                         { return f.exts }
func (f fake) Description() string                                          { return f.name }
func (f fake) Export(context.Context, io.Writer, *exporters.Document) error { return nil }

// TestRegistryPick checks which exporter Pick chooses: the format named (any case),
// else the one for the file's extension, else the fallback for standard output, and
// the typed errors of a name or extension the registry does not know.
func TestRegistryPick(t *testing.T) {
	reg := exporters.NewRegistry()
	reg.Register(fake{"text", []string{".txt"}})
	reg.Register(fake{"csv", []string{".csv"}})
	reg.Register(fake{"pdf", []string{".pdf"}})
	known := []string{"text", "csv", "pdf"}
	if got := reg.Names(); !slices.Equal(got, known) {
		t.Fatalf("Names() = %v, want %v", got, known)
	}
	for _, tc := range []struct {
		format, path, fallback string
		want                   string // the exporter's name; "" for an error
		unknown, extension     string // the error's format or path
	}{
		{format: "csv", path: "out.pdf", fallback: "text", want: "csv"},
		{format: "PDF", fallback: "text", want: "pdf"},
		{path: "prizes.CSV", fallback: "text", want: "csv"},
		{path: "", fallback: "text", want: "text"},
		{path: "-", fallback: "text", want: "text"},
		{format: "cvs", path: "-", fallback: "text", unknown: "cvs"},
		{path: "-", fallback: "", unknown: ""},
		{path: "dir/out.docx", fallback: "text", extension: "dir/out.docx"},
		{path: "noextension", fallback: "text", extension: "noextension"},
	} {
		ex, err := reg.Pick(tc.format, tc.path, tc.fallback)
		var ue *exporters.UnknownFormatError
		var xe *exporters.ExtensionError
		switch {
		case tc.want != "":
			if err != nil || ex.Name() != tc.want {
				t.Errorf("Pick(%q, %q, %q) = %v, %v; want %s", tc.format, tc.path, tc.fallback, ex, err, tc.want)
			}
		case tc.extension != "":
			if !errors.As(err, &xe) || xe.Path != tc.extension || !slices.Equal(xe.Known, known) {
				t.Errorf("Pick(%q, %q, %q) error = %v; want an ExtensionError for %q", tc.format, tc.path, tc.fallback, err, tc.extension)
			}
		default:
			if !errors.As(err, &ue) || ue.Format != tc.unknown || !slices.Equal(ue.Known, known) {
				t.Errorf("Pick(%q, %q, %q) error = %v; want an UnknownFormatError for %q", tc.format, tc.path, tc.fallback, err, tc.unknown)
			}
		}
	}
}
