package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// TestBuildSiteAndReplace builds the site of the sample, writes it into a folder with
// its marker, and checks who may replace it: the same event, another event only with
// Force, and never a folder tiebreak did not make.
func TestBuildSiteAndReplace(t *testing.T) {
	open := func(path string) (*Event, error) { return Open(t.Context(), []string{path}, LoadOptions{}) }
	s, err := BuildSite(t.Context(), []string{"../examples/event.trf"}, Plan{}, nil, site.Options{}, open)
	if err != nil {
		t.Fatal(err)
	}
	want := []EventID{{Name: "Riverside Spring Open 2026, Open section", Date: "2026/03/14"}}
	if !reflect.DeepEqual(s.Events, want) || len(s.Files) == 0 {
		t.Fatalf("events %v, %d files", s.Events, len(s.Files))
	}
	dir := filepath.Join(t.TempDir(), "site")
	other := []EventID{{Name: "Another", Date: "2026/01/01"}}
	tests := []struct {
		name  string
		guard ReportGuard
		ids   []EventID
		ok    bool
	}{
		{"new", ReportGuard{}, s.Events, true},
		{"the same event again", ReportGuard{}, s.Events, true},
		{"another event", ReportGuard{}, other, false},
		{"another event, forced", ReportGuard{Force: true}, other, true},
	}
	for _, tt := range tests {
		err := SiteFolder{Guard: tt.guard}.Replace(t.Context(), dir, s.Files, tt.ids)
		var oe *OtherEventError
		if tt.ok != (err == nil) || (!tt.ok && !errors.As(err, &oe)) {
			t.Errorf("%s: %v", tt.name, err)
		}
		marker, _ := os.ReadFile(filepath.Join(dir, SiteMarkerName))
		if tt.ok && !reflect.DeepEqual(SiteMarkerEvents(marker), tt.ids) {
			t.Errorf("%s: the marker names %v", tt.name, SiteMarkerEvents(marker))
		}
	}
	mine := t.TempDir()
	if err := os.WriteFile(filepath.Join(mine, "notes.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := errors.AsType[*outdir.UnmarkedError](SiteFolder{Guard: ReportGuard{Force: true}}.Replace(t.Context(), mine, s.Files, s.Events)); !ok {
		t.Error("a folder tiebreak did not make was replaced")
	}
}
