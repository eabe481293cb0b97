package pipeline

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
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
