package pipeline

import (
	"errors"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// TestSectionDocument checks that the document of one section carries all it was
// ranked with, as its site section shows it: the prizes of the fund paid, the rating
// columns asked for, the generator and the tiebreaks' definitions.
func TestSectionDocument(t *testing.T) {
	ev, err := Open(t.Context(), []string{"../examples/event.trf"}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	fund, err := LoadFund("../testdata/open-fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		fund    *Fund
		ratings string
	}{
		{"plain", nil, ""},
		{"paid, with FIDE rating columns", fund, "fide"},
	}
	for _, tt := range tests {
		p := Plan{Formats: NewFormats(), Ratings: tt.ratings, Export: exporters.Options{Generator: "tiebreak test"}}
		r, _, err := p.Rank(&ev.Sections[0], tt.fund, func(Note) {})
		if err != nil {
			t.Fatal(err)
		}
		doc := p.SectionDocument(r)
		switch {
		case doc.T != ev.Sections[0].Loaded.T || doc.Standings != r.Standings:
			t.Errorf("%s: not the section ranked", tt.name)
		case (doc.Prizes != nil) != (tt.fund != nil) || (doc.Ratings != nil) != (tt.ratings != ""):
			t.Errorf("%s: prizes %v, ratings %v", tt.name, doc.Prizes != nil, doc.Ratings != nil)
		case doc.Opts.Generator != "tiebreak test" || len(doc.Opts.Definitions) == 0:
			t.Errorf("%s: options %+v", tt.name, doc.Opts)
		}
	}
}

// TestSectionErrorNamesTheSection: a section that stops a build is named in the
// message; one that could not be used has the remedies of leaving it out or picking
// another, one that failed later has none.
func TestSectionErrorNamesTheSection(t *testing.T) {
	bad := &SectionError{Section: &Section{Name: "Open", Path: "club.json"}, Err: errors.New("3 errors")}
	if got, want := bad.Error(), "club.json [Open]: 3 errors"; got != want {
		t.Errorf("%q, want %q", got, want)
	}
	if got := remedy.Of(bad); !slices.Equal(got, []remedy.Remedy{remedy.LeaveOut, remedy.PickSection}) {
		t.Errorf("remedies %v", got)
	}
	failed := &SectionError{Section: &Section{Path: "club.trf", Loaded: &Loaded{}}, Err: errors.New("cannot render")}
	if got, want := failed.Error(), "club.trf: cannot render"; got != want || remedy.Of(failed) != nil {
		t.Errorf("%q (remedies %v), want %q and none", got, remedy.Of(failed), want)
	}
}
