package pipeline

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
)

func TestSectionName(t *testing.T) {
	tests := []struct{ name, eventSection, path, want string }{
		{"Under 1800", "Open", "gbo.json", "Under 1800"},
		{"", " Open ", "x/event.trf", "Open"},
		{"", "", "x/open.trf", "open"},
		{"", "", "under-1000.derived.trf", "under-1000"},
	}
	for _, tt := range tests {
		if got := SectionName(tt.name, tt.eventSection, tt.path); got != tt.want {
			t.Errorf("SectionName(%q, %q, %q) = %q, want %q", tt.name, tt.eventSection, tt.path, got, tt.want)
		}
	}
}

// TestMatchEventFund matches a fund of three sections to the sections of an event by
// name, case or slug, and counts the entries of every section toward based_on.
func TestMatchEventFund(t *testing.T) {
	const src = `name: Club Open
based_on: {entries: 20, count: players}
sections:
  Open:
    - {place: 1, cash: 100}
  Under 1800:
    - {place: 1, cash: 50}
  u1400:
    - {place: 1, cash: 20}
`
	f, opts, err := fund.Parse("fund.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	fs := &Fund{Ref: "fund.yaml", Fund: f, Opts: opts}
	made := 0 // players with distinct names: one person each
	players := func(n int) *engine.Tournament {
		t := &engine.Tournament{Players: make([]engine.Player, n)}
		for i := range t.Players {
			made++
			t.Players[i].Name = fmt.Sprintf("Player %d", made)
		}
		return t
	}
	names := []string{"OPEN", "under-1800", "U1400", "Reserve"}
	ef, err := MatchEventFund(fs, names, []*engine.Tournament{players(4), players(3), players(2), players(1)}, true)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 1, 2, -1}; !reflect.DeepEqual(ef.Index, want) {
		t.Errorf("index %v, want %v", ef.Index, want)
	}
	if ef.Entries != 10 {
		t.Errorf("entries %d, want 10", ef.Entries)
	}
	if want := []string{"section Reserve: the fund has no prizes for it; its 1 entries count toward based_on (count: players)"}; !reflect.DeepEqual(ef.Notes, want) {
		t.Errorf("notes %q, want %q", ef.Notes, want)
	}
	if ef.SectionFund(3) != nil || ef.SectionFund(0) == nil || ef.SectionFund(0).Ref != "fund.yaml" {
		t.Errorf("section funds: %v, %v", ef.SectionFund(3), ef.SectionFund(0))
	}

	// Every section given: a fund section that matches none is an error at its line.
	_, err = MatchEventFund(fs, []string{"Open", "Under 1800", "U1600"}, []*engine.Tournament{players(1), players(1), players(1)}, true)
	var pe *importers.ParseError
	if !errors.As(err, &pe) || pe.Line != 8 || !strings.Contains(err.Error(), `section "u1400" matches no section of the event`) {
		t.Errorf("unmatched fund section: %v", err)
	}
	// One section given that matches none of the fund's.
	_, err = MatchEventFund(fs, []string{"Opne"}, []*engine.Tournament{players(1)}, false)
	if err == nil || !strings.Contains(err.Error(), `fund.yaml: no section of the fund matches Opne (did you mean "Open"?)`) {
		t.Errorf("unmatched event section: %v", err)
	}
	// A fund without sections is not an event fund.
	if ef, err := MatchEventFund(nil, names, nil, true); ef != nil || err != nil {
		t.Errorf("no fund: %v, %v", ef, err)
	}
}
