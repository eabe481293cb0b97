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
	ef, err := MatchFund(fs, EventSections{Names: names, Ts: []*engine.Tournament{players(4), players(3), players(2), players(1)}, Complete: true})
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
	_, err = MatchFund(fs, EventSections{Names: []string{"Open", "Under 1800", "U1600"}, Ts: []*engine.Tournament{players(1), players(1), players(1)}, Complete: true})
	var pe *importers.ParseError
	if !errors.As(err, &pe) || pe.Line != 8 || !strings.Contains(err.Error(), `section "u1400" matches no section of the event`) {
		t.Errorf("unmatched fund section: %v", err)
	}
	// One section given that matches none of the fund's.
	_, err = MatchFund(fs, EventSections{Names: []string{"Opne"}, Ts: []*engine.Tournament{players(1)}})
	if err == nil || !strings.Contains(err.Error(), `fund.yaml: no section of the fund matches Opne (did you mean "Open"?)`) {
		t.Errorf("unmatched event section: %v", err)
	}
	// No fund: nothing to match.
	if ef, err := MatchFund(nil, EventSections{Names: names, Complete: true}); ef != nil || err != nil {
		t.Errorf("no fund: %v, %v", ef, err)
	}
	// One section picked from the four: only its note, and based_on still counts all.
	ef, err = MatchFund(fs, EventSections{Names: names, Ts: []*engine.Tournament{players(4), players(3), players(2), players(1)}, Complete: true, Picked: []int{1}})
	if err != nil || ef.Entries != 10 || len(ef.Notes) != 0 {
		t.Errorf("picked: %v, entries %d, notes %q", err, ef.Entries, ef.Notes)
	}
	if sf := ef.SectionFund(1); sf == nil || sf.Fund.Actual != 10 || sf.Fund.Prizes[0].Cash != ef.Fund.Fund.Sections[1].Prizes[0].Cash {
		t.Errorf("picked section's fund: %+v", sf)
	}
}

// TestMatchFundWithoutSections is the one rule for a fund without sections: it pays the
// one section of the event printed, counting every section loaded toward based_on, and
// is refused for an event of several sections with none picked.
func TestMatchFundWithoutSections(t *testing.T) {
	f, opts, err := fund.Parse("plain.yaml", []byte("name: Plain\nbased_on: {entries: 60}\nprizes:\n  - {place: 1, cash: 250}\n"))
	if err != nil {
		t.Fatal(err)
	}
	fs := &Fund{Ref: "plain.yaml", Fund: f, Opts: opts}
	players := func(n int) *engine.Tournament {
		t := &engine.Tournament{Players: make([]engine.Player, n)}
		for i := range t.Players {
			t.Players[i].Name = fmt.Sprintf("P%d-%d", n, i)
		}
		return t
	}
	ts := []*engine.Tournament{players(42), players(100), players(8)}
	names := []string{"Under 1200", "Open", "Extra Games"}

	_, err = MatchFund(fs, EventSections{Names: names, Ts: ts, Complete: true})
	var fse *FundSectionsError
	if !errors.As(err, &fse) || !reflect.DeepEqual(fse.Sections, names) ||
		err.Error() != "plain.yaml has no sections: but the event has 3 sections (Under 1200, Open, Extra Games); list each section's prizes under sections:, named as the event names them, add every_section: true to pay the list in every section, or pay one section alone" {
		t.Errorf("several sections, none picked: %v", err)
	}

	ef, err := MatchFund(fs, EventSections{Names: names, Ts: ts, Complete: true, Picked: []int{0}})
	if err != nil {
		t.Fatal(err)
	}
	if ef.Sections() || ef.SectionFund(1) != nil || ef.SectionFund(2) != nil {
		t.Errorf("only the section picked is paid: %v", ef.Index)
	}
	sf := ef.SectionFund(0)
	if sf == nil || sf.Fund.Actual != 150 || sf.Fund.BasedOn != 60 || f.Actual != 0 {
		t.Errorf("based_on counts the whole event: %+v (the fund read: actual %d)", sf, f.Actual)
	}
	if want := []string{"based_on counts the entries of every section of the event (150, count: entries), not only Under 1200's"}; !reflect.DeepEqual(ef.Notes, want) {
		t.Errorf("notes %q, want %q", ef.Notes, want)
	}

	// every_section: true pays the list in every section, each from its own copy.
	every := *f
	every.EverySection = true
	ef, err = MatchFund(&Fund{Ref: "plain.yaml", Fund: &every}, EventSections{Names: names, Ts: ts, Complete: true})
	if err != nil || !ef.Sections() || ef.Entries != 150 || !reflect.DeepEqual(ef.Index, []int{0, 1, 2}) {
		t.Fatalf("every section: %v, %+v", err, ef)
	}
	if sf := ef.SectionFund(2); sf == nil || len(sf.Fund.Prizes) != 1 || sf.Fund.Prizes[0].Cash != f.Prizes[0].Cash || sf.Fund.Actual != 150 {
		t.Errorf("every section's fund: %+v", sf)
	}

	// A file of one section: the fund as read, its own entries.
	ef, err = MatchFund(fs, EventSections{Names: names[:1], Ts: ts[:1]})
	if err != nil || ef.SectionFund(0) != fs || len(ef.Notes) != 0 {
		t.Errorf("one section: %v, %+v, %q", err, ef.SectionFund(0), ef.Notes)
	}
}
