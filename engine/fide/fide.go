package fide

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ErrRules is returned by [Check] and [Family.New] for a tiebreak the FIDE rules do not
// allow in the event at hand.
var ErrRules = errors.New("not allowed under FIDE rules")

// edition is a C.07 rule edition. The zero value means "pick from the start date".
type edition int

const (
	edAuto edition = iota
	ed2009
	ed2023
	ed2024
	ed2026
)

func (e edition) String() string {
	switch e {
	case ed2009:
		return "2009"
	case ed2023:
		return "2023"
	case ed2024:
		return "2024"
	case ed2026:
		return "2026"
	}
	return ""
}

func parseEdition(s string) (edition, error) {
	switch s {
	case "":
		return edAuto, nil
	case "2009":
		return ed2009, nil
	case "2023":
		return ed2023, nil
	case "2024":
		return ed2024, nil
	case "2026":
		return ed2026, nil
	}
	return edAuto, fmt.Errorf("unknown FIDE rule edition %q (use 2009, 2023, 2024 or 2026)", s)
}

// EditionFor returns the C.07 edition in force on the event's start date: "2009" before
// 1 Sep 2023, "2023" before 1 Aug 2024, "2024" before 1 Mar 2026, else "2026". An event
// without a readable start date gets the current rules, "2026".
func EditionFor(t *engine.Tournament) string { return editionFor(t).String() }

func editionFor(t *engine.Tournament) edition {
	d := engine.ParseDate(t.StartDate)
	switch {
	case d.IsZero():
		return ed2026
	case d.Before(engine.Date{Year: 2023, Month: 9, Day: 1}):
		return ed2009
	case d.Before(engine.Date{Year: 2024, Month: 8, Day: 1}):
		return ed2023
	case d.Before(engine.Date{Year: 2026, Month: 3, Day: 1}):
		return ed2024
	}
	return ed2026
}

// config is what every FIDE tiebreak needs from the rules.
type config struct {
	edition    edition // edAuto: from the start date at compute time
	unrated    int     // rating given to unrated players; valid when hasUnrated
	hasUnrated bool    // the unrated option was set
	dePoints   bool    // print DE as points among the tied players
	// aroUnplayedFirst spends ARO cuts on the player's own unplayed rounds first
	// (aro-cut=unplayed-first, Swiss-Manager).
	aroUnplayedFirst bool
	// sbUnplayedDraw scores own unplayed rounds as draws against the 2009 virtual
	// opponent in SB (sb-unplayed=draw, Swiss-Manager).
	sbUnplayedDraw bool
}

func (c config) resolve(ev *engine.Evaluation) edition {
	if c.edition != edAuto {
		return c.edition
	}
	return editionFor(ev.T)
}

// Family is the FIDE C.07 tiebreak family; [New] returns it as an [engine.Family].
type Family struct{}

// New returns the FIDE family, to be registered in an [engine.Catalogue].
func New() engine.Family { return Family{} }

// Name returns "fide".
func (Family) Name() string { return "fide" }

// codeTable lists every code: its name, definition, accepted modifier kinds and constructor.
var codeTable = []struct {
	info engine.CodeInfo
	mods string // modifier kinds accepted: C cut, M median, L limit, P forfeits as played, U unrated rating
	make func(base) engine.Tiebreak
}{
	{engine.CodeInfo{Code: "DE", Name: "Direct Encounter", Aliases: []string{"Head to head"}, Definition: "points among the tied players, with the Swiss unreachable test (Art. 6)", Modifiers: "/P"}, "P", func(b base) engine.Tiebreak { return directEncounter{b} }},
	{engine.CodeInfo{Code: "WIN", Name: "Number of Wins", Definition: "rounds worth a win, played or not (Art. 7.1)"}, "", func(b base) engine.Tiebreak { return counter{b, countWin} }},
	{engine.CodeInfo{Code: "WON", Name: "Number of Games Won", Definition: "games won over the board (Art. 7.2)"}, "", func(b base) engine.Tiebreak { return counter{b, countWon} }},
	{engine.CodeInfo{Code: "BPG", Name: "Games Played with Black", Definition: "games played over the board with Black (Art. 7.3)"}, "", func(b base) engine.Tiebreak { return counter{b, countBPG} }},
	{engine.CodeInfo{Code: "BWG", Name: "Games Won with Black", Definition: "games won over the board with Black (Art. 7.4)"}, "", func(b base) engine.Tiebreak { return counter{b, countBWG} }},
	{engine.CodeInfo{Code: "REP", Name: "Rounds one Elected to Play", Definition: "rounds minus requested byes and forfeit losses (Art. 7.6; GE in 2023)"}, "", func(b base) engine.Tiebreak { return counter{b, countREP} }},
	{engine.CodeInfo{Code: "STD", Name: "Standard Points", Definition: "1 per round won against the scheduled opponent, ½ per round of equal score (Art. 7.7, 2026)"}, "", func(b base) engine.Tiebreak { return counter{b, countSTD} }},
	{engine.CodeInfo{Code: "TPN", Name: "Tournament Pairing Number", Definition: "pairing number, lower ranks higher (Art. 7.8, 2026)"}, "", func(b base) engine.Tiebreak { return pairingNumber{b} }},
	{engine.CodeInfo{Code: "PS", Name: "Progressive Scores", Aliases: []string{"Progressive", "Cumulative"}, Definition: "sum of the running scores after each round (Art. 7.5)", Modifiers: "/C1 /C2"}, "C", func(b base) engine.Tiebreak { return progressive{b} }},
	{engine.CodeInfo{Code: "BH", Name: "Buchholz", Definition: "sum of the opponents' scores, unplayed rounds per Art. 16 (Art. 8.1)", Modifiers: "/C1 /C2 /M1 /M2 /P"}, "CMP", func(b base) engine.Tiebreak { return buchholz{b, false} }},
	{engine.CodeInfo{Code: "FB", Name: "Fore Buchholz", Definition: "Buchholz with every final-round pairing taken as a draw (Art. 8.3)", Modifiers: "/C1 /C2 /M1 /M2 /P"}, "CMP", func(b base) engine.Tiebreak { return buchholz{b, true} }},
	{engine.CodeInfo{Code: "AOB", Name: "Average of Opponents' Buchholz", Definition: "average Buchholz of the opponents met over the board (Art. 8.2)", Modifiers: "/P"}, "P", func(b base) engine.Tiebreak { return averageBuchholz{b} }},
	{engine.CodeInfo{Code: "SB", Name: "Sonneborn-Berger", Definition: "sum of opponent's score times the points scored against them (Art. 9.1)", Modifiers: "/C1 /C2 /M1 /M2 /P"}, "CMP", func(b base) engine.Tiebreak { return sonnebornBerger{b} }},
	{engine.CodeInfo{Code: "KS", Name: "Koya System", Aliases: []string{"Koya"}, Definition: "points scored against opponents with at least half the maximum score (Art. 9.2)", Modifiers: "/L+n /L-n /P"}, "LP", func(b base) engine.Tiebreak { return koya{b} }},
	{engine.CodeInfo{Code: "ARO", Name: "Average Rating of Opponents", Aliases: []string{"Average rating of opposition"}, Definition: "average rating of the opponents met over the board, rounded (Art. 10.1)", Modifiers: "/C1 /C2 /M1 /M2 /Un"}, "CMU", func(b base) engine.Tiebreak { return ratingTB{b, rARO} }},
	{engine.CodeInfo{Code: "TPR", Name: "Tournament Performance Rating", Aliases: []string{"Performance rating"}, Definition: "ARO plus dp from B.02 table 8.1.1 (Art. 10.2)", Modifiers: "/Un"}, "U", func(b base) engine.Tiebreak { return ratingTB{b, rTPR} }},
	{engine.CodeInfo{Code: "PTP", Name: "Perfect Tournament Performance", Definition: "lowest rating whose expected score reaches the points scored (Art. 10.3)", Modifiers: "/Un"}, "U", func(b base) engine.Tiebreak { return ratingTB{b, rPTP} }},
	{engine.CodeInfo{Code: "APRO", Name: "Average Performance Rating of Opponents", Definition: "average TPR of the opponents met over the board (Art. 10.4)", Modifiers: "/Un"}, "U", func(b base) engine.Tiebreak { return ratingTB{b, rAPRO} }},
	{engine.CodeInfo{Code: "APPO", Name: "Average Perfect Performance of Opponents", Definition: "average PTP of the opponents met over the board (Art. 10.5)", Modifiers: "/Un"}, "U", func(b base) engine.Tiebreak { return ratingTB{b, rAPPO} }},
	{engine.CodeInfo{Code: "RTNG", Name: "Rating", Definition: "the player's own rating (Art. 10.6, 2026)", Modifiers: "/Un"}, "U", func(b base) engine.Tiebreak { return ratingTB{b, rRTNG} }},
}

// aliases maps older or alternative names to catalogue codes.
var aliases = map[string]string{"GE": "REP"}

// Codes lists the FIDE codes in catalogue order.
func (Family) Codes() []engine.CodeInfo {
	out := make([]engine.CodeInfo, len(codeTable))
	for i, c := range codeTable {
		out[i] = c.info
	}
	return out
}

// Presets returns "fide" (Swiss) and "fide-rr" (round robin).
func (Family) Presets() []engine.Preset {
	return []engine.Preset{
		{Name: "fide", System: "fide", Codes: []string{"BH/C1", "BH", "SB", "DE", "WIN", "BWG"}, Source: "specs §2.9: pre-2023 C.07 13.16.4 order without PS, as FIDE events use it"},
		{Name: "fide-rr", System: "fide", Codes: []string{"DE", "WIN", "SB", "KS"}, Source: "specs §2.9: pre-2023 C.07 recommendation for individual round robins"},
	}
}

// Options lists the FIDE rule variants; doc.go explains each.
func (Family) Options() []engine.OptionInfo {
	return []engine.OptionInfo{
		{Name: "unrated", Values: []string{"N"}, Definition: "rating given to unrated players by the rating tiebreaks (C.07 Art. 10 drops those tiebreaks unless the regulations set one); without it unrated opponents are left out of averages and Check reports the event"},
		{Name: "de", Values: []string{"rank", "points"}, Definition: "rank: print DE as the position inside the tied group, 0 when it cannot separate (TieBreakServer, Vega); points: print the points scored among the tied players (Swiss-Manager)"},
		{Name: "aro-cut", Values: []string{"rating", "unplayed-first"}, Definition: "rating: an ARO cut drops the lowest-rated opponents met over the board (Art. 10.1, 14); unplayed-first: each own unplayed round takes one cut before any opponent (Swiss-Manager)"},
		{Name: "sb-unplayed", Values: []string{"rule", "draw"}, Definition: "fide-2009 only; rule: an own unplayed round counts in SB as a game against the virtual opponent with its actual result; draw: as a draw whatever the bye or forfeit result (Swiss-Manager)"},
	}
}

// DefaultPreset returns "fide-rr" for round robins and "fide" otherwise.
func (Family) DefaultPreset(kind engine.Kind) string {
	if kind == engine.KindRoundRobin {
		return "fide-rr"
	}
	return "fide"
}

// DeclaredList returns the tiebreak codes a TRF26 file declares in record 202, joined by
// commas, or "" when it declares none. Commands use it when no list is given.
func DeclaredList(t *engine.Tournament) string {
	var codes []string
	for _, item := range t.Tiebreaks {
		for _, c := range strings.Split(item, ",") {
			c = strings.TrimSpace(c)
			if c != "" && !strings.EqualFold(c, "PTS") {
				codes = append(codes, c)
			}
		}
	}
	return strings.Join(codes, ",")
}

// New returns the tiebreak for spec under rules, or an error naming the code and the
// modifier the code does not accept.
func (Family) New(spec engine.Spec, rules engine.Rules) (engine.Tiebreak, error) {
	cfg, err := configFor(rules)
	if err != nil {
		return nil, err
	}
	name := spec.Name
	if a, ok := aliases[name]; ok {
		name = a
	}
	for _, c := range codeTable {
		if c.info.Code != name {
			continue
		}
		if spec.Qualifier != "" {
			return nil, fmt.Errorf("%s: qualifier :%s applies to team events only (use 'tiebreak teams')", spec, spec.Qualifier)
		}
		b := base{spec: spec, cfg: cfg}
		for _, m := range spec.Mods {
			if !strings.ContainsRune(c.mods, rune(m.Kind)) {
				accepted := c.info.Modifiers
				if accepted == "" {
					accepted = "none"
				}
				return nil, fmt.Errorf("%s: modifier /%s not accepted (accepted: %s)", spec, m.Text, accepted)
			}
			if err := b.addModifier(m); err != nil {
				return nil, fmt.Errorf("%s: %w", spec, err)
			}
		}
		if isBuchholzFamily(name) && rules.Kind == engine.KindRoundRobin && cfg.edition == ed2026 {
			return nil, fmt.Errorf("%s: %w: C.07 (2026) Art. 8 tiebreaks must not be used in round robins", spec, ErrRules)
		}
		return c.make(b), nil
	}
	return nil, &engine.UnknownCodeError{Rules: "fide", Code: spec.Name}
}

func configFor(rules engine.Rules) (config, error) {
	var cfg config
	ed, err := parseEdition(rules.Edition)
	if err != nil {
		return cfg, err
	}
	cfg.edition = ed
	if v, ok := rules.Options["unrated"]; ok {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			return cfg, fmt.Errorf("option unrated=%q: want a rating such as 1400", v)
		}
		cfg.unrated, cfg.hasUnrated = n, true
	}
	switch rules.Option("de", "rank") {
	case "rank":
	case "points":
		cfg.dePoints = true
	default:
		return cfg, fmt.Errorf("option de=%q: use rank or points", rules.Options["de"])
	}
	switch v := rules.Option("aro-cut", "rating"); v {
	case "rating":
	case "unplayed-first":
		cfg.aroUnplayedFirst = true
	default:
		return cfg, fmt.Errorf("option aro-cut=%q: use rating or unplayed-first", v)
	}
	switch v := rules.Option("sb-unplayed", "rule"); v {
	case "rule":
	case "draw":
		if ed != ed2009 && ed != edAuto {
			return cfg, &engine.OtherRulesError{Msg: "option sb-unplayed=draw applies to the 2009 rules (virtual opponent)", Rules: "fide-2009"}
		}
		cfg.sbUnplayedDraw = true
	default:
		return cfg, fmt.Errorf("option sb-unplayed=%q: use rule or draw", v)
	}
	return cfg, nil
}

func isBuchholzFamily(code string) bool { return code == "BH" || code == "FB" || code == "AOB" }

// Check reports the tiebreaks of tbs that C.07 does not allow for the evaluated event:
// Buchholz-family codes in a round robin under the 2026 rules (Art. 8), and rating codes
// when unrated players take part and no unrated rating was set (Art. 10). Compute still
// returns values in both cases; commands call Check after kind detection.
func Check(ev *engine.Evaluation, tbs []engine.Tiebreak) error {
	var errs []error
	unrated := 0
	for _, p := range ev.T.Players {
		if p.Rating <= 0 {
			unrated++
		}
	}
	for _, tb := range tbs {
		var b base
		switch x := tb.(type) {
		case buchholz:
			b = x.base
		case averageBuchholz:
			b = x.base
		case ratingTB:
			if unrated > 0 && !x.hasUnrated() {
				errs = append(errs, fmt.Errorf("%s: %w: %d unrated players; C.07 Art. 10 drops rating tiebreaks unless the regulations rate them (set the option unrated=N or write %s/U1400)", x.Code(), ErrRules, unrated, x.Code()))
			}
			continue
		default:
			continue
		}
		if ev.Kind == engine.KindRoundRobin && b.cfg.resolve(ev) == ed2026 {
			errs = append(errs, fmt.Errorf("%s: %w: C.07 (2026) Art. 8 tiebreaks must not be used in round robins", tb.Code(), ErrRules))
		}
	}
	return errors.Join(errs...)
}
