package pipeline

import (
	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	seasonin "github.com/tiebreak-chess/tiebreak/importers/season"
)

// Settings are what tiebreak needs to know to do its work with one event: how to read
// it, how to judge it, how to rank it, which prize fund to pay, how to print PDFs and,
// in a batch, which report files to write. The zero Settings does what tiebreak does
// with no flags and no settings files. The command fills them from its flags; a batch
// run layers them ([Settings.Apply]): the defaults, then each season.yaml from the
// top folder down, then the event's sidecar, then the flags given.
type Settings struct {
	// From names the input format ("" to detect it), Sheet the spreadsheet to read,
	// Section the section of a file with several ("" for every section).
	From, Sheet, Section string
	// Round is the round after which the event is used, when RoundChosen (which tells
	// round 0 from no round chosen).
	Round       int
	RoundChosen bool
	// PlannedRounds is the number of rounds the event plans, as the director states it
	// (0: what the file says, else not known); see [engine.Tournament.PlanRounds].
	PlannedRounds int
	// Ongoing marks an event followed while it is played ([engine.Tournament.Ongoing]).
	Ongoing bool
	// Force ranks an event with errors anyway, marked unverified ([Judge]).
	Force bool
	// Rules, Tiebreaks, Type, Places and Options are those of [Ranking].
	Rules, Tiebreaks, Type, Places string
	Options                        []string
	// Paper and Font are the PDFs' paper size and font ("" for the defaults).
	Paper, Font string
	// Ratings is "fide" or "uscf" to add rating columns to the standings files and the
	// site; "" for none.
	Ratings string
	// Fund is the prize fund to pay; nil for none.
	Fund *Fund
	// Outputs are the names of the report files to write; nil for every one.
	Outputs map[string]bool
}

// Ranking returns the [Ranking] the settings give, the event type and places read once
// ([ParseKind], [ParsePlaces]; a [ChoiceError] for another value), the rule options
// read ([engine.ParseOptions]; an [OptionSyntaxError] for one not NAME=VALUE).
func (s *Settings) Ranking() (Ranking, error) {
	typ, err := ParseKind(s.Type)
	if err != nil {
		return Ranking{}, err
	}
	places, err := ParsePlaces(s.Places)
	if err != nil {
		return Ranking{}, err
	}
	opts, err := engine.ParseOptions(s.Options)
	if err != nil {
		return Ranking{}, err
	}
	return Ranking{Rules: s.Rules, Tiebreaks: s.Tiebreaks, Type: typ, Places: places,
		Options: opts, RoundChosen: s.RoundChosen}, nil
}

// Judging returns the settings of judging an event ([Judge]) among s.
func (s *Settings) Judging() Judging {
	return Judging{Force: s.Force, PlannedRounds: s.PlannedRounds, Ongoing: s.Ongoing, Round: s.Round, RoundChosen: s.RoundChosen}
}

// Fund is a prize fund read from a file, a template or a settings file.
type Fund struct {
	Ref  string // what the user gave: a path, a template name, "season.yaml:12:7"
	Fund *prizes.Fund
	Opts prizes.Options
}

// LoadFund reads the prize fund ref names (a YAML file or a template name, see
// [fund.Load]); "" is no fund.
func LoadFund(ref string) (*Fund, error) {
	if ref == "" {
		return nil, nil
	}
	f, opts, err := fund.Load(ref)
	if err != nil {
		return nil, err
	}
	return &Fund{Ref: ref, Fund: f, Opts: opts}, nil
}

// Layer is one level of settings: a season.yaml, a sidecar, or the flags given. A nil
// field keeps what the levels below say; Options are added after theirs.
type Layer struct {
	Rules, Tiebreaks, Type, Places *string
	Paper, Font, Ratings           *string
	From, Sheet                    *string
	Options                        []string
	Force                          *bool
	// PlannedRounds replaces the planned rounds when not 0.
	PlannedRounds int
	// Fund replaces the fund when set: NoFund true for no fund, else Fund.
	Fund   *Fund
	NoFund bool
	// Outputs replaces the report files to write when not nil.
	Outputs []string
}

// WithFund returns l with a fund that was given at this level: f replaces the fund of
// the levels below, and a nil f (a fund given as "") removes it.
func (l Layer) WithFund(f *Fund) Layer {
	l.Fund, l.NoFund = f, f == nil
	return l
}

// Apply returns s with the layer l over it.
func (s Settings) Apply(l Layer) Settings {
	for _, f := range []struct {
		dst *string
		val *string
	}{{&s.Rules, l.Rules}, {&s.Tiebreaks, l.Tiebreaks}, {&s.Type, l.Type}, {&s.Places, l.Places},
		{&s.Paper, l.Paper}, {&s.Font, l.Font}, {&s.Ratings, l.Ratings}, {&s.From, l.From}, {&s.Sheet, l.Sheet}} {
		if f.val != nil {
			*f.dst = *f.val
		}
	}
	if len(l.Options) > 0 {
		s.Options = append(s.Options[:len(s.Options):len(s.Options)], l.Options...)
	}
	if l.Force != nil {
		s.Force = *l.Force
	}
	if l.PlannedRounds > 0 {
		s.PlannedRounds = l.PlannedRounds
	}
	switch {
	case l.NoFund:
		s.Fund = nil
	case l.Fund != nil:
		s.Fund = l.Fund
	}
	if l.Outputs != nil {
		s.Outputs = map[string]bool{}
		for _, o := range l.Outputs {
			s.Outputs[o] = true
		}
	}
	return s
}

// SettingsLayer returns the layer of a season.yaml or sidecar: the keys it sets.
func SettingsLayer(f *seasonin.Settings) Layer {
	given := func(v string) *string {
		if v == "" {
			return nil
		}
		return &v
	}
	l := Layer{
		Rules: given(f.Rules), Tiebreaks: given(f.Tiebreaks), Type: given(f.Type), Places: given(f.Places),
		Paper: given(f.Paper), Font: given(f.Font), From: given(f.From), Sheet: given(f.Sheet),
		Options: f.Options, Force: f.Force, Outputs: f.Outputs, PlannedRounds: f.Rounds,
	}
	if f.Fund != nil {
		l.NoFund = f.Fund.None
		if !f.Fund.None {
			l.Fund = &Fund{Ref: f.Fund.Ref, Fund: f.Fund.Fund, Opts: f.Fund.Opts}
		}
	}
	return l
}
