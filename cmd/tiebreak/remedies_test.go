package main

import (
	"errors"
	"testing"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// TestEveryRemedyWorded: the tables word every remedy and name the flag of every
// setting a library error may name.
func TestEveryRemedyWorded(t *testing.T) {
	for _, r := range remedy.All {
		if remedyWords[r] == "" {
			t.Errorf("remedy %d has no words", r)
		}
	}
	for _, s := range remedy.Settings {
		if settingFlags[s] == "" {
			t.Errorf("setting %d has no flag", s)
		}
	}
}

// TestWorded: worded names the flag of the setting an error is about before it and its
// remedies after it, makes an error that needs --section or a setting a usage error,
// keeps what errors.As finds, and leaves an error without either, or worded already,
// as it is.
func TestWorded(t *testing.T) {
	busy := &outdir.BusyError{Dir: "out", Err: errors.New("locked")}
	for _, tc := range []struct {
		name  string
		err   error
		want  string
		usage bool
	}{
		{"plain", errors.New("boom"), "boom", false},
		{"remedies", busy, "another tiebreak run is writing into out: locked (wait for it to end, or choose another folder with -o)", false},
		{"worded twice", worded(busy), "another tiebreak run is writing into out: locked (wait for it to end, or choose another folder with -o)", false},
		{"setting", &pipeline.NoSectionsError{Path: "a.trf", Format: "trf"}, "--section: a.trf is a trf file, which has no sections", true},
		{"setting and remedy", &pipeline.ByesSectionsError{Path: "a.json", Sections: 2}, "--byes: a list of byes is for one event, and a.json has 2 sections (choose one with --section NAME)", true},
		{"pick a section", &pipeline.FundSectionsError{Ref: "f.yaml", Sections: []string{"A", "B"}}, "", true},
	} {
		got := worded(tc.err)
		if tc.want != "" && got.Error() != tc.want {
			t.Errorf("%s: %q\nwant %q", tc.name, got, tc.want)
		}
		if _, usage := errors.AsType[*usageError](got); usage != tc.usage {
			t.Errorf("%s: usage error %v, want %v", tc.name, usage, tc.usage)
		}
		if !tc.usage && !errors.Is(got, tc.err) && tc.name != "worded twice" {
			t.Errorf("%s: %v does not wrap %v", tc.name, got, tc.err)
		}
	}
}
