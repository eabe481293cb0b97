package pipeline

import (
	"context"
	"errors"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/byes"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
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

// TestLoadByes checks that a list of byes is read with every entry in place, that a
// file that cannot be read is a ByesFileError, and that a malformed line is the
// list's own positioned error.
func TestLoadByes(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "byes.txt")
	bad := filepath.Join(dir, "bad.txt")
	testtool.WriteFile(t, good, []byte("# byes\n12: 3 H, 5 Z\n"))
	testtool.WriteFile(t, bad, []byte("12: 3 Q\n"))
	l, err := LoadByes(good)
	want := []byes.Entry{{Player: "12", Round: 3, Result: engine.HalfBye, Line: 2, Column: 5}, {Player: "12", Round: 5, Result: engine.ZeroBye, Line: 2, Column: 10}}
	if err != nil || l.Name != good || !reflect.DeepEqual(l.Entries, want) {
		t.Errorf("LoadByes(good) = %+v, %v; want %+v", l, err, want)
	}
	var fe *ByesFileError
	if _, err := LoadByes(filepath.Join(dir, "none.txt")); !errors.As(err, &fe) || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadByes(missing) error = %v, want a ByesFileError of a file that does not exist", err)
	}
	if _, err := LoadByes(dir); !errors.As(err, &fe) {
		t.Errorf("LoadByes(folder) error = %v, want a ByesFileError", err)
	}
	var pe *importers.ParseError
	if _, err := LoadByes(bad); errors.As(err, &fe) || !errors.As(err, &pe) || pe.Line != 1 {
		t.Errorf("LoadByes(bad) error = %v, want the list's parse error at line 1", err)
	}
}
