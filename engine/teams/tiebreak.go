package teams

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Tiebreak is one team tiebreak under a set of rules.
type Tiebreak struct {
	Code string // canonical code, "BH:MP/C1"
	// Group tiebreaks (DE, EDE, TBR, BBE) depend on which teams are tied; their value is
	// the position inside the tied group (1, 2, ...; equal when not separated) and 0 for
	// a team not tied.
	Group bool
	// Ascending tiebreaks rank the lower value first (BC, and the group positions).
	Ascending bool
	compute   func(ev *Eval, group []int) []engine.Score
}

// Compute returns one value per member of group (team indexes), in the same order.
func (tb *Tiebreak) Compute(ev *Eval, group []int) []engine.Score { return tb.compute(ev, group) }

// whole wraps a per-team function as a tiebreak computation.
func whole(f func(ev *Eval, ti int) engine.Score) func(*Eval, []int) []engine.Score {
	return func(ev *Eval, group []int) []engine.Score {
		out := make([]engine.Score, len(group))
		for i, ti := range group {
			out[i] = f(ev, ti)
		}
		return out
	}
}

// Codes lists the team tiebreak codes with the rule each follows.
func Codes() []engine.CodeInfo {
	return []engine.CodeInfo{
		{Code: "MP", Name: "Match points", Definition: "the team's match points (C.07 Art. 11.1)"},
		{Code: "GP", Name: "Game points", Definition: "the team's game points (C.07 Art. 11.1)"},
		{Code: "MPVGP", Name: "Match points versus game points", Definition: "the secondary score: GP when ranking by MP, MP when ranking by GP (C.07 Art. 13.1)"},
		{Code: "BH", Name: "Buchholz", Definition: "sum of the opponents' scores; :MP or :GP picks the score, default the primary (C.07 Arts. 8.1, 13, 16)", Modifiers: ":MP :GP /C1 /C2 /M1 /M2 /P"},
		{Code: "EMMSB", Name: "Extended SB, MP x MP", Definition: "sum of opponent's MP x MP scored against it (C.07 Art. 13.2)", Modifiers: "/C1 /C2 /P"},
		{Code: "EMGSB", Name: "Extended SB, MP x GP", Definition: "sum of opponent's MP x GP scored against it; EMGSB/C1 is the Olympiad tiebreak (C.07 Art. 13.2)", Modifiers: "/C1 /C2 /P"},
		{Code: "EGMSB", Name: "Extended SB, GP x MP", Definition: "sum of opponent's GP x MP scored against it (C.07 Art. 13.2)", Modifiers: "/C1 /C2 /P"},
		{Code: "EGGSB", Name: "Extended SB, GP x GP", Definition: "sum of opponent's GP x GP scored against it (C.07 Art. 13.2)", Modifiers: "/C1 /C2 /P"},
		{Code: "SSSC", Name: "Scores and schedule strength combination", Definition: "secondary score + BH on the primary score / factor (C.07 Art. 13.4)", Modifiers: "/Kn (the factor)"},
		{Code: "DE", Name: "Direct encounter", Definition: "mini-table of the tied teams on the primary score; position in the tie (C.07 Arts. 6, 13.3)"},
		{Code: "EDE", Name: "Extended direct encounter", Definition: "DE on the primary, then the secondary score; position in the tie (C.07 Art. 13.3)"},
		{Code: "EDEBT", Name: "EDE, then BC, then TBR", Definition: "EDE; two teams still tied: BC, then TBR between them (C.07-2026 Art. 13.3.2)"},
		{Code: "EDEBB", Name: "EDE, then BC, then BBE", Definition: "EDE; two teams still tied: BC, then BBE between them (C.07-2026 Art. 13.3.2)"},
		{Code: "EDET", Name: "EDE, then TBR", Definition: "EDE; two teams still tied: TBR between them (C.07-2026 Art. 13.3.2)"},
		{Code: "EDEB", Name: "EDE, then BBE", Definition: "EDE; two teams still tied: BBE between them (C.07-2026 Art. 13.3.2)"},
		{Code: "BC", Name: "Board count", Definition: "sum of board number x game points on that board; lower is better (C.07 Art. 12.1)"},
		{Code: "TBR", Name: "Top board results", Definition: "game points on board 1, then board 2, ...; position in the tie (C.07 Art. 12.2)"},
		{Code: "BBE", Name: "Bottom board elimination", Definition: "game points without the last board, then without the last two, ...; position in the tie (C.07 Art. 12.3)"},
		{Code: "USAT", Name: "US Amateur Team system", Definition: "sum of opponent's final score (1-1/2-0) x game points scored against it; unplayed matches 0 (US Chess rule 34G2)"},
		{Code: "IHSA", Name: "IHSA team tiebreak", Definition: "sum of (match points + 10) x (1 + opponent's tournament points squared) / 100, opponents' unplayed matches as draws (IHSA Terms and Conditions, seed 003)"},
	}
}

// Presets are the named team tiebreak lists.
var Presets = []engine.Preset{
	{Name: "fide-team", System: "fide", Codes: []string{"EDE", "EMGSB/C1", "BH:MP/C1", "MPVGP"}, Source: "derived common practice for team Swiss events (C.07 has no default list since 2023)"},
	{Name: "olympiad", System: "fide", Codes: []string{"EMGSB/C1", "MPVGP"}, Source: "Olympiad tiebreak (C.07 Art. 13.2; use -O team-cut=bye-first for the Chennai cut)"},
	{Name: "usat", System: "uscf", Codes: []string{"USAT"}, Source: "US Chess rule 34G2"},
	{Name: "ihsa", System: "uscf", Codes: []string{"IHSA"}, Source: "IHSA Terms and Conditions (seed 003)"},
}

// Resolve turns a tiebreak list (codes and preset names, comma-separated) into tiebreaks.
// An empty list takes the rules' default: fide-team (fide) or usat (uscf).
func Resolve(list string, rules Rules) ([]*Tiebreak, error) {
	if err := checkOptions(rules); err != nil {
		return nil, err
	}
	if strings.TrimSpace(list) == "" {
		list = "fide-team"
		if rules.System == "uscf" {
			list = "usat"
		}
	}
	var out []*Tiebreak
	var errs []error
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		codes := []string{item}
		for _, p := range Presets {
			if strings.EqualFold(p.Name, item) {
				codes = p.Codes
			}
		}
		for _, code := range codes {
			sp, err := engine.ParseSpec(code)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			tb, err := New(sp, rules)
			if err != nil {
				errs = append(errs, err)
				continue
			}
			out = append(out, tb)
		}
	}
	return out, errors.Join(errs...)
}

func checkOptions(rules Rules) error {
	known := map[string]engine.OptionInfo{}
	var names []string
	for _, o := range Options() {
		known[o.Name] = o
		names = append(names, o.Name)
	}
	var errs []error
	for k, v := range rules.Options {
		o, ok := known[k]
		if !ok {
			errs = append(errs, &engine.OptionError{Rules: "team", Name: k, Known: names})
			continue
		}
		valid := false
		for _, a := range o.Values {
			if a == v {
				valid = true
			}
			if a == "N" {
				_, err := engine.ParseScore(v)
				valid = err == nil
			}
		}
		switch {
		case valid:
		case len(o.Values) == 1 && o.Values[0] == "N":
			errs = append(errs, fmt.Errorf("option %s=%q: give a number of points, such as 1 or 2.5", k, v))
		default:
			errs = append(errs, &engine.OptionError{Rules: "team", Name: k, Value: v, BadValue: true, Known: o.Values})
		}
	}
	slices.SortFunc(errs, func(a, b error) int { return cmp.Compare(a.Error(), b.Error()) })
	return errors.Join(errs...)
}

// teamMods is what a code's modifiers ask for: a cut (low) or a median (low and high) of
// BH and the ESB codes, SSSC's k, and /P (forfeits count as played).
type teamMods struct {
	low, high, k int
	withP        bool
}

// New returns the tiebreak for one parsed code.
func New(sp engine.Spec, rules Rules) (*Tiebreak, error) {
	mods, err := parseTeamMods(sp)
	if err == nil {
		err = checkTeamSpec(sp, rules, mods)
	}
	if err != nil {
		return nil, fmt.Errorf("team tiebreak %s: %w", sp.String(), err)
	}
	tb := newTeamTiebreak(sp, mods)
	if tb == nil {
		return nil, &engine.UnknownCodeError{Rules: "team", Code: sp.String()}
	}
	if mods.withP {
		inner := tb.compute
		tb.compute = func(ev *Eval, g []int) []engine.Score { return inner(ev.forfeitsPlayed(), g) }
	}
	return tb, nil
}

// parseTeamMods reads the modifiers of a code; each applies to some codes only.
func parseTeamMods(sp engine.Spec) (teamMods, error) {
	var mods teamMods
	for _, m := range sp.Mods {
		switch {
		case m.Text == "P" && sp.Name != "MP" && sp.Name != "GP" && sp.Name != "MPVGP" && sp.Name != "USAT" && sp.Name != "IHSA":
			mods.withP = true
		case m.Kind == 'C' && (m.N == 1 || m.N == 2):
			mods.low = m.N
		case m.Kind == 'M' && (m.N == 1 || m.N == 2):
			mods.low, mods.high = m.N, m.N
		case m.Kind == 'K' && m.N > 0 && sp.Name == "SSSC":
			mods.k = m.N
		default:
			return mods, fmt.Errorf("modifier /%s is not accepted", m.Text)
		}
	}
	return mods, nil
}

// checkTeamSpec checks that the cut, median and qualifier fit the code, and that US
// Chess rules use a US Chess team tiebreak.
func checkTeamSpec(sp engine.Spec, rules Rules, mods teamMods) error {
	switch {
	case (mods.low > 0 || mods.high > 0) && !(sp.Name == "BH" || strings.HasSuffix(sp.Name, "SB")):
		return errors.New("cut and median modifiers apply to BH and the ESB codes only")
	case mods.high > 0 && sp.Name != "BH":
		return errors.New("median modifiers do not apply to ESB (TEC exercise book, ch. 10)")
	case sp.Qualifier != "" && sp.Qualifier != "MP" && sp.Qualifier != "GP":
		return errors.New("the qualifier is :MP or :GP")
	case sp.Qualifier != "" && sp.Name != "BH":
		return errors.New("only BH takes :MP or :GP")
	case rules.System == "uscf" && sp.Name != "USAT" && sp.Name != "IHSA" && sp.Name != "MP" && sp.Name != "GP" && sp.Name != "MPVGP":
		return &engine.OtherRulesError{Msg: "not a US Chess team tiebreak", Rules: "fide"}
	}
	return nil
}

// newTeamTiebreak returns the tiebreak a code names, without /P, or nil for an unknown
// code.
func newTeamTiebreak(sp engine.Spec, mods teamMods) *Tiebreak {
	tb := &Tiebreak{Code: sp.String()}
	name, low, high := sp.Name, mods.low, mods.high
	switch name {
	case "MP", "GP":
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.Score(name, ti) })
	case "MPVGP":
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.Score(ev.secondaryName(), ti) })
	case "BH":
		q := sp.Qualifier
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.buchholz(q, ti, low, high) })
	case "EMMSB", "EMGSB", "EGMSB", "EGGSB":
		opp, own := name[1:2]+"P", name[2:3]+"P"
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.esb(opp, own, ti, low) })
	case "SSSC":
		k := mods.k
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.sssc(ti, k) })
	case "DE", "EDE", "EDEBT", "EDEBB", "EDET", "EDEB":
		tb.Group, tb.Ascending = true, true
		tb.compute = func(ev *Eval, g []int) []engine.Score { return ev.directEncounter(name, g) }
	case "BC":
		tb.Ascending = true
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return boardCount(ev.boardTotals(ti, nil)) })
	case "TBR", "BBE":
		tb.Group, tb.Ascending = true, true
		tb.compute = func(ev *Eval, g []int) []engine.Score { return ev.boardOrder(name, g, nil) }
	case "USAT":
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.usat(ti) })
	case "IHSA":
		tb.compute = whole(func(ev *Eval, ti int) engine.Score { return ev.ihsa(ti) })
	default:
		return nil
	}
	return tb
}
