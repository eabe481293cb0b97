package pipeline

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// RatingSystem is the rating system a rating report is made for.
type RatingSystem string

// The rating systems of a rating report. [SystemOfEvent] leaves the choice to the
// event: US Chess for a US Chess event, else FIDE.
const (
	SystemOfEvent RatingSystem = ""
	SystemFIDE    RatingSystem = "fide"
	SystemUSChess RatingSystem = "uscf"
)

// ParseRatingSystem reads a rating system as a director writes it (fide or uscf, any
// case); "" is [SystemOfEvent]. Another name is a [ChoiceError] of the setting "rating
// system".
func ParseRatingSystem(s string) (RatingSystem, error) {
	switch sys := RatingSystem(strings.ToLower(strings.TrimSpace(s))); sys {
	case SystemOfEvent, SystemFIDE, SystemUSChess:
		return sys, nil
	}
	return "", &ChoiceError{Setting: SettingRatingSystem, Value: s, Choices: RatingSystems}
}

// SettingRatingSystem is the [ChoiceError.Setting] of a rating system
// [ParseRatingSystem] does not know.
const SettingRatingSystem = "rating system"

// ParseRatingRegulations reads the edition of the FIDE Rating Regulations a director
// names (2024 or 2017); "" leaves the choice to the event's date. Another edition is a
// [ChoiceError] of the setting "FIDE Rating Regulations".
func ParseRatingRegulations(s string) (fide.RatingRegulations, error) {
	switch r := fide.RatingRegulations(s); r {
	case "", fide.Regulations2024, fide.Regulations2017:
		return r, nil
	}
	return "", &ChoiceError{Setting: SettingRatingRegulations, Value: s, Choices: []string{"2024", "2017"}}
}

// SettingRatingRegulations is the [ChoiceError.Setting] of an edition of the FIDE
// Rating Regulations [ParseRatingRegulations] does not know.
const SettingRatingRegulations = "FIDE Rating Regulations"

// PlayerValue is a whole number a director gives for one player, by start number: a
// FIDE K factor, the games a US Chess rating is based on, a rating floor.
type PlayerValue struct {
	// No is the player's start number.
	No engine.PlayerID
	// Value is the number given, at least 1.
	Value int
	// Entry is the entry as written ("12=40"), for messages.
	Entry string
}

// PlayerValueError is an entry of [ParsePlayerValues] that is not a start number, '='
// and a positive whole number. [RatingsText.Options] says which value it was for.
type PlayerValueError struct {
	Entry string
	Value RatingValue
}

func (e *PlayerValueError) Error() string {
	return fmt.Sprintf("%q: write the start number, '=' and %s, e.g. 12=%s", e.Entry, e.Value.word(), e.Value.example())
}

// Setting is the setting that gave the entry.
func (e *PlayerValueError) Setting() remedy.Setting { return e.Value.Setting() }

// ParsePlayerValues reads entries written NO=VALUE (a start number and a positive whole
// number), each entry a string or several separated by commas ("12=40,15=40"). The
// first entry that cannot be read is a [PlayerValueError].
func ParsePlayerValues(entries []string) ([]PlayerValue, error) {
	var out []PlayerValue
	for _, list := range entries {
		for _, entry := range strings.Split(list, ",") {
			no, val, ok := strings.Cut(strings.TrimSpace(entry), "=")
			n, err1 := strconv.Atoi(strings.TrimSpace(no))
			v, err2 := strconv.Atoi(strings.TrimSpace(val))
			if !ok || err1 != nil || err2 != nil || v <= 0 {
				return nil, &PlayerValueError{Entry: entry}
			}
			out = append(out, PlayerValue{No: engine.PlayerID(n), Value: v, Entry: entry})
		}
	}
	return out, nil
}

// RatingValue names what a [PlayerValue] of a rating report gives.
type RatingValue int

// The values a director gives per player for a rating report.
const (
	// ValueK is a FIDE K factor.
	ValueK RatingValue = iota
	// ValueGames is the number of games a US Chess rating is based on.
	ValueGames
	// ValueFloor is a US Chess rating floor.
	ValueFloor
)

// Setting is the setting that gives v.
func (v RatingValue) Setting() remedy.Setting {
	return [...]remedy.Setting{ValueK: remedy.K, ValueGames: remedy.Games, ValueFloor: remedy.Floor}[v]
}

// word and example name v and give an example of it, for messages.
func (v RatingValue) word() string {
	return [...]string{ValueK: "the K factor", ValueGames: "the number of games", ValueFloor: "the rating floor"}[v]
}

func (v RatingValue) example() string {
	return [...]string{ValueK: "40", ValueGames: "4", ValueFloor: "1600"}[v]
}

// UnknownPlayerError is a [PlayerValue] for a start number the event does not have.
type UnknownPlayerError struct {
	// Value says what the entry gives.
	Value RatingValue
	// Entry is the entry.
	Entry PlayerValue
}

func (e *UnknownPlayerError) Error() string {
	return fmt.Sprintf("%q: the event has no player with start number %d", e.Entry.Entry, e.Entry.No)
}

// Setting is the setting that gave the entry.
func (e *UnknownPlayerError) Setting() remedy.Setting { return e.Value.Setting() }

// RatingLimitsError holds the values a director gave for players that the rules'
// limits refuse: Err joins one [RatingOptionError] a value, in start-number order.
type RatingLimitsError struct {
	// Value says what the values give.
	Value RatingValue
	// Err joins the errors.
	Err error
}

func (e *RatingLimitsError) Error() string { return e.Err.Error() }
func (e *RatingLimitsError) Unwrap() error { return e.Err }

// Limits returns the refusals one by one.
func (e *RatingLimitsError) Limits() []*RatingOptionError {
	var out []*RatingOptionError
	errs := []error{e.Err}
	if j, ok := e.Err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	for _, err := range errs {
		if re, ok := errors.AsType[*RatingOptionError](err); ok {
			out = append(out, re)
		}
	}
	return out
}

// NotForSystemError is a setting of a rating report that the report's system does not
// have: the bonus threshold (US Chess) in a FIDE report, the norm screen (FIDE) in a US
// Chess one.
type NotForSystemError struct {
	// Name is the setting: [SettingBonus] or [SettingNorms].
	Name string
	// System is the system of the report.
	System RatingSystem
	// Bonus is the bonus threshold given, for Name [SettingBonus].
	Bonus int
}

// The settings a [NotForSystemError] names.
const (
	SettingBonus = "bonus threshold"
	SettingNorms = "norms"
)

func (e *NotForSystemError) Error() string {
	if e.Name == SettingNorms {
		return "the norm screen is FIDE's: it needs a FIDE rating report"
	}
	return fmt.Sprintf("the bonus threshold %d is a US Chess setting: it needs a US Chess rating report", e.Bonus)
}

// Setting is the setting the report's system does not have.
func (e *NotForSystemError) Setting() remedy.Setting {
	if e.Name == SettingNorms {
		return remedy.Norms
	}
	return remedy.RatingVariant
}

// Remedies are making the report under the system that has the setting.
func (e *NotForSystemError) Remedies() []remedy.Remedy {
	if e.Name == SettingNorms {
		return []remedy.Remedy{remedy.UseFIDE}
	}
	return []remedy.Remedy{remedy.UseUSChess}
}

// RatingsOptions say how to make the rating report of an event ([RatingsReport]).
type RatingsOptions struct {
	// System is the rating system; [SystemOfEvent] takes US Chess for a US Chess event,
	// else FIDE.
	System RatingSystem
	// Regulations is the edition of the FIDE Rating Regulations; "" takes the one in
	// force on the event's start date.
	Regulations fide.RatingRegulations
	// K holds FIDE K factors given by the director.
	K []PlayerValue
	// Rapid makes a FIDE event rapid or blitz (K = 20 for everyone).
	Rapid bool
	// Norms adds the FIDE title norm screen to a FIDE report.
	Norms bool
	// TimeControl is the US Chess time control; "" takes the event's.
	TimeControl string
	// Games holds the games US Chess ratings are based on, given by the director; a
	// player without one counts as established.
	Games []PlayerValue
	// Floors holds US Chess rating floors above 100, given by the director.
	Floors []PlayerValue
	// Bonus is the US Chess bonus threshold; 0 takes the rules' own.
	Bonus int
	// Asks names, in a US Chess report's basis, how the director gives what it assumes.
	Asks EstimateAsks
}

// RatingsText is a rating report's settings as a director writes them, each as given,
// for [RatingsText.Options]: the ratings command's flags, or a form's fields.
type RatingsText struct {
	// System is fide or uscf ([ParseRatingSystem]); "" for the event's.
	System string
	// Regulations is the edition of the FIDE Rating Regulations, 2024 or 2017
	// ([ParseRatingRegulations]); "" for the one in force on the event's start date.
	Regulations string
	// K, Games and Floors are NO=VALUE entries ([ParsePlayerValues]): FIDE K factors,
	// the games US Chess ratings are based on, US Chess rating floors.
	K, Games, Floors []string
	// Variants are the US Chess rule variants, NAME=VALUE ([ParseUSChessBonus]).
	Variants []string
	// Rapid, Norms and TimeControl are those of [RatingsOptions].
	Rapid, Norms bool
	TimeControl  string
}

// Options reads t into the options of [RatingsReport], in the order of its fields: the
// first that cannot be read is a [ChoiceError] (of [SettingRatingSystem] or
// [SettingRatingRegulations]), a [VariantError], or a [PlayerValueError] that says
// which value it was for.
func (t RatingsText) Options() (RatingsOptions, error) {
	o := RatingsOptions{Rapid: t.Rapid, Norms: t.Norms, TimeControl: t.TimeControl}
	var err error
	if o.System, err = ParseRatingSystem(t.System); err != nil {
		return o, err
	}
	if o.Regulations, err = ParseRatingRegulations(t.Regulations); err != nil {
		return o, err
	}
	if o.Bonus, err = ParseUSChessBonus(t.Variants); err != nil {
		return o, err
	}
	for _, v := range []struct {
		dst     *[]PlayerValue
		entries []string
		value   RatingValue
	}{{&o.K, t.K, ValueK}, {&o.Games, t.Games, ValueGames}, {&o.Floors, t.Floors, ValueFloor}} {
		if *v.dst, err = ParsePlayerValues(v.entries); err != nil {
			if pe, ok := errors.AsType[*PlayerValueError](err); ok {
				pe.Value = v.value
			}
			return o, err
		}
	}
	return o, nil
}

// RatingsReport makes the rating report of t under o: FIDE rating changes (with the norm
// screen when o.Norms) or US Chess estimates. It refuses a setting the system does not
// have ([NotForSystemError]), a value for a start number t does not have
// ([UnknownPlayerError]) and values outside the rules' limits ([RatingLimitsError]); the
// errors of [FIDERatings] and [USChessEstimates] come back as they are.
func RatingsReport(t *engine.Tournament, o RatingsOptions) (*exporters.RatingReport, error) {
	system := o.System
	if system == SystemOfEvent {
		system = SystemFIDE
		if t.IsUSEvent() {
			system = SystemUSChess
		}
	}
	if system == SystemUSChess {
		return usChessReport(t, o)
	}
	if o.Bonus > 0 {
		return nil, &NotForSystemError{Name: SettingBonus, System: system, Bonus: o.Bonus}
	}
	k, err := byIndex(t, o.K, ValueK)
	if err != nil {
		return nil, err
	}
	fo := fide.RatingOptions{Regulations: o.Regulations, K: k, RapidBlitz: o.Rapid}
	if err := CheckFIDEK(t, fo); err != nil {
		return nil, &RatingLimitsError{Value: ValueK, Err: err}
	}
	rep, err := FIDERatings(t, fo)
	if err != nil {
		return nil, err
	}
	if o.Norms {
		AddNorms(rep, rep.T)
	}
	return rep, nil
}

// usChessReport returns the US Chess estimates of t under o.
func usChessReport(t *engine.Tournament, o RatingsOptions) (*exporters.RatingReport, error) {
	if o.Norms {
		return nil, &NotForSystemError{Name: SettingNorms, System: SystemUSChess}
	}
	games, err := byIndex(t, o.Games, ValueGames)
	if err != nil {
		return nil, err
	}
	floors, err := byIndex(t, o.Floors, ValueFloor)
	if err != nil {
		return nil, err
	}
	if err := CheckUSChessFloors(t, floors); err != nil {
		return nil, &RatingLimitsError{Value: ValueFloor, Err: err}
	}
	tc := o.TimeControl
	if tc == "" {
		tc = t.TimeControl
	}
	return USChessEstimates(t, tc, uscf.EstimateOptions{Games: games, Floors: floors, Bonus: o.Bonus}, o.Asks)
}

// byIndex returns the values vs by player index of t (nil for none); a start number t
// does not have is an [UnknownPlayerError] naming what the values give.
func byIndex(t *engine.Tournament, vs []PlayerValue, what RatingValue) (map[int]int, error) {
	if len(vs) == 0 {
		return nil, nil
	}
	idx := t.PlayerIndex()
	out := map[int]int{}
	for _, v := range vs {
		i, ok := idx[v.No]
		if !ok {
			return nil, &UnknownPlayerError{Value: what, Entry: v}
		}
		out[i] = v.Value
	}
	return out, nil
}

// ParseUSChessBonus reads the rule variants of a US Chess rating report, NAME=VALUE
// each (several in one string separated by commas): bonus=B, the bonus threshold, a
// whole number from 1 to 100. It returns 0 when none is given; an entry it cannot read
// is a [VariantError].
func ParseUSChessBonus(entries []string) (int, error) {
	bonus := 0
	for _, list := range entries {
		for _, entry := range strings.Split(list, ",") {
			name, val, _ := strings.Cut(strings.TrimSpace(entry), "=")
			if !strings.EqualFold(strings.TrimSpace(name), "bonus") {
				return 0, &VariantError{Entry: entry, Known: false}
			}
			b, err := strconv.Atoi(strings.TrimSpace(val))
			if err != nil || b < 1 || b > 100 {
				return 0, &VariantError{Entry: entry, Known: true}
			}
			bonus = b
		}
	}
	return bonus, nil
}

// VariantError is a rule variant of a rating report that cannot be used: one it does not
// know (Known false), or a value it cannot read.
type VariantError struct {
	// Entry is the variant as written.
	Entry string
	// Known says whether the variant's name is known (its value is then wrong).
	Known bool
}

func (e *VariantError) Error() string {
	if e.Known {
		return fmt.Sprintf("%q: the bonus threshold is a whole number from 1 to 100, e.g. bonus=12", e.Entry)
	}
	return fmt.Sprintf("%q: a US Chess rating report knows one rule variant, bonus=B (the bonus threshold), e.g. bonus=12", e.Entry)
}

// Setting is the rule variants of the report.
func (e *VariantError) Setting() remedy.Setting { return remedy.RatingVariant }
