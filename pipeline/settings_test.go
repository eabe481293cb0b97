package pipeline

import (
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
)

func TestSettingsApply(t *testing.T) {
	str := func(v string) *string { return &v }
	yes, no := true, false
	seasonFund := &Fund{Ref: "season.yaml:3:7", Fund: &prizes.Fund{Source: "season.yaml"}}
	flagFund := &Fund{Ref: "weekend-swiss", Fund: &prizes.Fund{Source: "weekend-swiss"}}
	tests := []struct {
		name   string
		base   Settings
		layers []Layer
		want   Settings
	}{
		{"no layers keep the defaults", Settings{Force: true}, nil, Settings{Force: true}},
		{"a later level overrides an earlier one",
			Settings{},
			[]Layer{{Rules: str("uscf"), Tiebreaks: str("MM,SOLK")}, {Rules: str("fide")}},
			Settings{Rules: "fide", Tiebreaks: "MM,SOLK"}},
		{"a nil field keeps the level below",
			Settings{Paper: "a4", Font: "serif", From: "csv", Sheet: "Open"},
			[]Layer{{Type: str("rr")}, {Places: str("rank")}},
			Settings{Paper: "a4", Font: "serif", From: "csv", Sheet: "Open", Type: "rr", Places: "rank"}},
		{"ratings from the flags",
			Settings{Ratings: "uscf"},
			[]Layer{{Rules: str("fide")}, {Ratings: str("fide")}},
			Settings{Rules: "fide", Ratings: "fide"}},
		{"a flag given empty overrides",
			Settings{},
			[]Layer{{Tiebreaks: str("uscf")}, {Tiebreaks: str("")}},
			Settings{Tiebreaks: ""}},
		{"options add up, outermost first",
			Settings{},
			[]Layer{{Options: []string{"own-unplayed=ignore"}}, {Options: []string{"opp-bye=draw"}}, {Options: []string{"own-unplayed=win"}}},
			Settings{Options: []string{"own-unplayed=ignore", "opp-bye=draw", "own-unplayed=win"}}},
		{"force set by a sidecar and unset by the flags",
			Settings{},
			[]Layer{{Force: &yes}, {}, {Force: &no}},
			Settings{Force: false}},
		{"force set by season.yaml only",
			Settings{},
			[]Layer{{Force: &yes}, {Rules: str("uscf")}},
			Settings{Force: true, Rules: "uscf"}},
		{"a sidecar's fund: none drops the season's fund",
			Settings{},
			[]Layer{{Fund: seasonFund}, {NoFund: true}},
			Settings{}},
		{"the flags' fund replaces the season's",
			Settings{},
			[]Layer{{Fund: seasonFund}, {Fund: flagFund}},
			Settings{Fund: flagFund}},
		{"a level without fund keeps it",
			Settings{},
			[]Layer{{Fund: seasonFund}, {Rules: str("uscf")}},
			Settings{Fund: seasonFund, Rules: "uscf"}},
		{"outputs replace, not add",
			Settings{},
			[]Layer{{Outputs: []string{"standings.csv", "prizes.pdf"}}, {Outputs: []string{"wallchart.xlsx"}}},
			Settings{Outputs: map[string]bool{"wallchart.xlsx": true}}},
		{"empty outputs write nothing",
			Settings{},
			[]Layer{{Outputs: []string{"standings.csv"}}, {Outputs: []string{}}},
			Settings{Outputs: map[string]bool{}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.base
			for _, l := range tt.layers {
				got = got.Apply(l)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

// TestSettingsApplyKeepsLowerLevels checks that applying a layer never changes the
// options of the settings it was applied to (a batch applies the flags to every event).
func TestSettingsApplyKeepsLowerLevels(t *testing.T) {
	base := Settings{Options: make([]string, 1, 4)}
	base.Options[0] = "a=1"
	x := base.Apply(Layer{Options: []string{"b=2"}})
	y := base.Apply(Layer{Options: []string{"c=3"}})
	if x.Options[1] != "b=2" || y.Options[1] != "c=3" {
		t.Errorf("layers share options: %v, %v", x.Options, y.Options)
	}
}

func TestSettingsLayer(t *testing.T) {
	yes := true
	f := &prizes.Fund{Source: "club-fund.yaml"}
	got := SettingsLayer(&seasonin.Settings{Rules: "uscf", Sheet: "Open", Options: []string{"own-unplayed=ignore"},
		Force: &yes, Fund: &seasonin.Fund{Ref: "club-fund.yaml", Fund: f}, Outputs: []string{"prizes.pdf"}, Rounds: 6})
	s := Settings{Tiebreaks: "MM", PlannedRounds: 5}.Apply(got)
	want := Settings{Rules: "uscf", Tiebreaks: "MM", Sheet: "Open", Options: []string{"own-unplayed=ignore"}, Force: true, PlannedRounds: 6,
		Fund: &Fund{Ref: "club-fund.yaml", Fund: f}, Outputs: map[string]bool{"prizes.pdf": true}}
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got %+v\nwant %+v", s, want)
	}
	none := Settings{Fund: &Fund{Ref: "x"}}.Apply(SettingsLayer(&seasonin.Settings{Fund: &seasonin.Fund{None: true}}))
	if none.Fund != nil {
		t.Errorf("fund: none kept the fund %v", none.Fund)
	}
}

// TestLayerWithFund checks the fund a level gives: a fund replaces the one below, a
// fund given as "" (nil) removes it, and a level without one keeps it.
func TestLayerWithFund(t *testing.T) {
	below := &Fund{Ref: "season.yaml:3:7"}
	given := &Fund{Ref: "weekend-swiss"}
	tests := []struct {
		name  string
		layer Layer
		want  *Fund
	}{
		{"fund given", Layer{}.WithFund(given), given},
		{"empty fund given", Layer{}.WithFund(nil), nil},
		{"no fund given", Layer{}, below},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := (Settings{Fund: below}).Apply(tt.layer).Fund; got != tt.want {
				t.Errorf("fund %v, want %v", got, tt.want)
			}
		})
	}
}
