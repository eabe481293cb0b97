package pipeline

import (
	"errors"
	"reflect"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/fide"
)

// TestParsePlayerValues reads NO=VALUE entries, repeated or separated by commas, and
// refuses the first one that is not a start number and a positive whole number.
func TestParsePlayerValues(t *testing.T) {
	tests := []struct {
		entries []string
		want    []PlayerValue
		bad     string
	}{
		{nil, nil, ""},
		{[]string{"12=40"}, []PlayerValue{{12, 40, "12=40"}}, ""},
		{[]string{"12=40, 15 = 20", "3=10"}, []PlayerValue{{12, 40, "12=40"}, {15, 20, " 15 = 20"}, {3, 10, "3=10"}}, ""},
		{[]string{"12"}, nil, "12"},
		{[]string{"12=0"}, nil, "12=0"},
		{[]string{"12=-5"}, nil, "12=-5"},
		{[]string{"x=40"}, nil, "x=40"},
		{[]string{"1=40,2=forty"}, nil, "2=forty"},
	}
	for _, tt := range tests {
		got, err := ParsePlayerValues(tt.entries)
		if tt.bad != "" {
			if pe, ok := errors.AsType[*PlayerValueError](err); !ok || pe.Entry != tt.bad {
				t.Errorf("%q: error %v, want a PlayerValueError of %q", tt.entries, err, tt.bad)
			}
			continue
		}
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q: %v, %v; want %v", tt.entries, got, err, tt.want)
		}
	}
}

// TestParseUSChessBonus reads bonus=B, refusing another variant and a threshold that is
// not a whole number from 1 to 100.
func TestParseUSChessBonus(t *testing.T) {
	tests := []struct {
		entries []string
		want    int
		bad     *VariantError
	}{
		{nil, 0, nil},
		{[]string{"bonus=14"}, 14, nil},
		{[]string{"BONUS = 12"}, 12, nil},
		{[]string{"bonus=14,bonus=10"}, 10, nil},
		{[]string{"bonus=0"}, 0, &VariantError{Entry: "bonus=0", Known: true}},
		{[]string{"bonus=101"}, 0, &VariantError{Entry: "bonus=101", Known: true}},
		{[]string{"k=40"}, 0, &VariantError{Entry: "k=40", Known: false}},
	}
	for _, tt := range tests {
		got, err := ParseUSChessBonus(tt.entries)
		if tt.bad != nil {
			if oe, ok := errors.AsType[*VariantError](err); !ok || *oe != *tt.bad {
				t.Errorf("%q: error %v, want %+v", tt.entries, err, tt.bad)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("%q: %d, %v; want %d", tt.entries, got, err, tt.want)
		}
	}
}

// TestParseRatingChoices reads rating systems and editions of the FIDE Rating
// Regulations, refusing others with a ChoiceError.
func TestParseRatingChoices(t *testing.T) {
	systems := []struct {
		in   string
		want RatingSystem
		ok   bool
	}{{"", SystemOfEvent, true}, {"FIDE", SystemFIDE, true}, {" uscf ", SystemUSChess, true}, {"elo", "", false}}
	for _, tt := range systems {
		got, err := ParseRatingSystem(tt.in)
		if ce, isChoice := errors.AsType[*ChoiceError](err); got != tt.want || (err == nil) != tt.ok || (err != nil && (!isChoice || ce.Setting != SettingRatingSystem)) {
			t.Errorf("ParseRatingSystem(%q) = %q, %v", tt.in, got, err)
		}
	}
	regs := []struct {
		in   string
		want fide.RatingRegulations
		ok   bool
	}{{"", "", true}, {"2024", fide.Regulations2024, true}, {"2017", fide.Regulations2017, true}, {"2009", "", false}}
	for _, tt := range regs {
		got, err := ParseRatingRegulations(tt.in)
		if ce, isChoice := errors.AsType[*ChoiceError](err); got != tt.want || (err == nil) != tt.ok || (err != nil && (!isChoice || ce.Setting != SettingRatingRegulations)) {
			t.Errorf("ParseRatingRegulations(%q) = %q, %v", tt.in, got, err)
		}
	}
}

// TestRatingsReport makes the rating report of the sample (a US Chess event, in a TRF
// whose ratings count as FIDE's) under each system and checks what it refuses, and why.
func TestRatingsReport(t *testing.T) {
	ev := sample(t)
	tests := []struct {
		name   string
		opts   RatingsOptions
		system string // the report's, when it is made
		check  func(error) bool
	}{
		{"the event's system", RatingsOptions{}, "US Chess", nil},
		{"US Chess with a bonus and a floor", RatingsOptions{System: SystemUSChess, Bonus: 14, Floors: []PlayerValue{{No: 3, Value: 1600}}}, "US Chess", nil},
		{"FIDE with the norm screen", RatingsOptions{System: SystemFIDE, Norms: true, K: []PlayerValue{{No: 1, Value: 20}}}, "FIDE", nil},
		{"a bonus for FIDE", RatingsOptions{System: SystemFIDE, Bonus: 12}, "", func(err error) bool {
			ns, ok := errors.AsType[*NotForSystemError](err)
			return ok && ns.Name == SettingBonus && ns.Bonus == 12
		}},
		{"norms for US Chess", RatingsOptions{System: SystemUSChess, Norms: true}, "", func(err error) bool {
			ns, ok := errors.AsType[*NotForSystemError](err)
			return ok && ns.Name == SettingNorms
		}},
		{"games of a player not there", RatingsOptions{System: SystemUSChess, Games: []PlayerValue{{No: 999, Value: 4, Entry: "999=4"}}}, "", func(err error) bool {
			up, ok := errors.AsType[*UnknownPlayerError](err)
			return ok && up.Value == ValueGames && up.Entry.No == 999
		}},
		{"floors off the hundreds", RatingsOptions{System: SystemUSChess, Floors: []PlayerValue{{No: 2, Value: 150}, {No: 1, Value: 2300}}}, "", func(err error) bool {
			le, ok := errors.AsType[*RatingLimitsError](err)
			return ok && le.Value == ValueFloor && len(le.Limits()) == 2 && le.Limits()[0].Player == 1
		}},
		{"a K of 400", RatingsOptions{System: SystemFIDE, K: []PlayerValue{{No: 1, Value: 400}}}, "", func(err error) bool {
			le, ok := errors.AsType[*RatingLimitsError](err)
			return ok && le.Value == ValueK && len(le.Limits()) == 1
		}},
		{"a time control US Chess does not rate", RatingsOptions{System: SystemUSChess, TimeControl: "G/3"}, "", func(err error) bool {
			_, ok := errors.AsType[*TimeControlError](err)
			return ok
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rep, err := RatingsReport(ev, tt.opts)
			if tt.check != nil {
				if !tt.check(err) {
					t.Errorf("error %v (%T)", err, err)
				}
				return
			}
			if err != nil || rep.System != tt.system || len(rep.Rows) != len(ev.Players) {
				t.Fatalf("report %v, error %v; want %s with a row per player", rep, err, tt.system)
			}
			if screened := rep.NormsScreened > 0; screened != tt.opts.Norms {
				t.Errorf("%d players screened for norms", rep.NormsScreened)
			}
		})
	}
}

// TestRatingsTextOptions checks that a rating report's settings as written are read
// into its options, and that the first one that cannot be read, in the order of the
// fields, is refused with the typed error that says which it was.
func TestRatingsTextOptions(t *testing.T) {
	full := RatingsText{System: "USCF", Regulations: "2017", K: []string{"12=40,15=20"}, Games: []string{"7=4"},
		Floors: []string{"3=1600"}, Variants: []string{"bonus=14"}, Rapid: true, Norms: true, TimeControl: "G/60;d5"}
	got, err := full.Options()
	want := RatingsOptions{System: SystemUSChess, Regulations: fide.Regulations2017,
		K:     []PlayerValue{{No: 12, Value: 40, Entry: "12=40"}, {No: 15, Value: 20, Entry: "15=20"}},
		Games: []PlayerValue{{No: 7, Value: 4, Entry: "7=4"}}, Floors: []PlayerValue{{No: 3, Value: 1600, Entry: "3=1600"}},
		Bonus: 14, Rapid: true, Norms: true, TimeControl: "G/60;d5"}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("Options() = %+v, %v; want %+v", got, err, want)
	}
	if got, err := (RatingsText{}).Options(); err != nil || !reflect.DeepEqual(got, RatingsOptions{}) {
		t.Errorf("empty: Options() = %+v, %v; want the zero options", got, err)
	}
	for _, tc := range []struct {
		name    string
		text    RatingsText
		setting string      // a ChoiceError's setting
		variant string      // a VariantError's entry
		value   RatingValue // with entry, a PlayerValueError's
		entry   string
	}{
		{name: "system", text: RatingsText{System: "elo", Regulations: "2020"}, setting: SettingRatingSystem},
		{name: "regulations", text: RatingsText{Regulations: "2020", Variants: []string{"x=1"}}, setting: SettingRatingRegulations},
		{name: "variant", text: RatingsText{Variants: []string{"bonus=0"}, K: []string{"x"}}, variant: "bonus=0"},
		{name: "k", text: RatingsText{K: []string{"12=40", "15"}, Games: []string{"y"}}, value: ValueK, entry: "15"},
		{name: "games", text: RatingsText{Games: []string{"7=-4"}}, value: ValueGames, entry: "7=-4"},
		{name: "floors", text: RatingsText{K: []string{"1=10"}, Floors: []string{"3:1600"}}, value: ValueFloor, entry: "3:1600"},
	} {
		_, err := tc.text.Options()
		ce, isChoice := errors.AsType[*ChoiceError](err)
		ve, isVariant := errors.AsType[*VariantError](err)
		pe, isValue := errors.AsType[*PlayerValueError](err)
		switch {
		case tc.setting != "":
			if !isChoice || ce.Setting != tc.setting {
				t.Errorf("%s: error %v, want a ChoiceError of %s", tc.name, err, tc.setting)
			}
		case tc.variant != "":
			if !isVariant || ve.Entry != tc.variant {
				t.Errorf("%s: error %v, want a VariantError of %q", tc.name, err, tc.variant)
			}
		case !isValue || pe.Entry != tc.entry || pe.Value != tc.value:
			t.Errorf("%s: error %v, want a PlayerValueError of %q for value %d", tc.name, err, tc.entry, tc.value)
		}
	}
}
