package pipeline

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// gbo is the 90th Greater Boston Open as SwissSys wrote it: nine sections in one file.
const gbo = "../testdata/real/uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json"

// TestOpenSectionPaysAsTheWholeEvent checks that printing one section never changes an
// amount: each section picked from the file is paid, prize for prize, what the build
// of the whole event pays it, since based_on counts every section either way.
func TestOpenSectionPaysAsTheWholeEvent(t *testing.T) {
	ctx := context.Background()
	fund, err := LoadFund("testdata/sections-fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	build := func(section string) *Built {
		t.Helper()
		ev, err := Open(ctx, []string{gbo}, LoadOptions{Section: section})
		if err != nil {
			t.Fatal(err)
		}
		pay, err := ev.MatchFund(fund)
		if err != nil {
			t.Fatal(err)
		}
		b, err := Build(ctx, ev, Plan{Pay: pay})
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	whole := build("")
	if len(whole.Ranked) != 9 {
		t.Fatalf("%d sections, want 9", len(whole.Ranked))
	}
	for _, r := range whole.Ranked[:8] { // Extra Games has no prizes in the fund
		name := r.Section.Name
		one := build(name)
		if len(one.Ranked) != 1 || one.Ranked[0].Prizes == nil {
			t.Fatalf("%s: %d sections, want 1 paid", name, len(one.Ranked))
		}
		got, want := one.Ranked[0].Prizes.Awards, r.Prizes.Awards
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s alone pays %v, the whole event pays it %v", name, got, want)
		}
	}
}

// TestOpenErrors checks the typed errors of loading that a command words in its flags.
func TestOpenErrors(t *testing.T) {
	ctx := context.Background()
	_, err := Open(ctx, []string{"../testdata/open.trf", gbo}, LoadOptions{Section: "Premier"})
	if fs := (*FilesSectionError)(nil); !errors.As(err, &fs) {
		t.Errorf("a section of several files: %v, want a FilesSectionError", err)
	}
	_, err = Open(ctx, []string{"../testdata/open.trf", gbo}, LoadOptions{})
	if fse := (*FileSectionsError)(nil); !errors.As(err, &fse) || fse.Sections != 9 {
		t.Errorf("a file of nine sections among several: %v, want a FileSectionsError of 9", err)
	}
	_, err = Open(ctx, []string{"../testdata/open.trf"}, LoadOptions{Section: "Open"})
	if ns := (*NoSectionsError)(nil); !errors.As(err, &ns) || ns.Format != "trf" {
		t.Errorf("a section of a TRF: %v, want a NoSectionsError", err)
	}
	ev, err := Open(ctx, []string{"../testdata/open.trf"}, LoadOptions{Judging: Judging{Round: 9, RoundChosen: true}})
	if err != nil {
		t.Fatal(err)
	}
	sec := ev.Sections[0]
	if re := (*RoundError)(nil); sec.Loaded != nil || !sec.Judged || !errors.As(sec.Err, &re) || sec.Partial == nil {
		t.Errorf("round 9 of 5: %+v, want the section refused with a RoundError", sec)
	}
}

// TestLoadedErrorTexts checks that ErrorTexts lists the errors alone, in their order,
// each with the file and its place in it where known, and nothing for an event
// without errors.
func TestLoadedErrorTexts(t *testing.T) {
	warning := Problem{Problem: engine.Problem{Severity: engine.Warning, Player: 2, Message: "no rating"}}
	disagree := Problem{Problem: engine.Problem{Severity: engine.Error, Player: 3, Round: 2, Message: "the two sides disagree"},
		Pos: importers.Position{Line: 14, Column: 102}}
	empty := Problem{Problem: engine.Problem{Severity: engine.Error, Message: "no players"}}
	for _, tc := range []struct {
		name     string
		problems []Problem
		want     []string
	}{
		{"none", nil, nil},
		{"warnings only", []Problem{warning}, nil},
		{"errors among warnings", []Problem{disagree, warning, empty}, []string{
			"event.trf:14:102: error: player 3, round 2: the two sides disagree",
			"event.trf: error: no players",
		}},
	} {
		l := &Loaded{Path: "event.trf", Problems: tc.problems}
		if got := l.ErrorTexts(); !slices.Equal(got, tc.want) {
			t.Errorf("%s: ErrorTexts() = %q, want %q", tc.name, got, tc.want)
		}
	}
}
