package pipeline

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/internal/words"
)

// Ranking says how to rank an event: the rules, the tiebreaks, the event type, how
// places are numbered and the rule variants. The zero Ranking ranks as tiebreak does
// without flags: the rules the file declares (else US Chess), the tiebreak order the file
// states (else the rules' preset), only complete rounds.
type Ranking struct {
	// Rules names the rulebook: uscf, fide, fide-2009, fide-2023, fide-2024 or
	// fide-2026; "" for FIDE when the file declares FIDE tiebreaks or pairings, else
	// US Chess.
	Rules string
	// Tiebreaks is the tiebreak list: codes, names or a preset, comma-separated; "none"
	// for points only; "" for the file's order, else the rules' preset.
	Tiebreaks string
	// Type is the event type ([ParseKind]); engine.KindUnknown for the type the file
	// gives.
	Type engine.Kind
	// Places is how places are numbered ([ParsePlaces]).
	Places Places
	// Options are the rule variants by name, as [engine.ParseOptions] reads NAME=VALUE
	// settings; nil for none.
	Options map[string]string
	// RoundChosen keeps every round of the event: the caller chose the rounds (it cut
	// the event after round N). Otherwise rounds not complete are cut off.
	RoundChosen bool
}

// Places says how the standings number places.
type Places uint8

const (
	// PlacesDefault numbers places by score group under US Chess rules, by rank under
	// FIDE's.
	PlacesDefault Places = iota
	// PlacesScore numbers score groups, 2-5 ordered by the tiebreaks.
	PlacesScore
	// PlacesRank numbers 1 to N after the tiebreaks.
	PlacesRank
)

// ParsePlaces reads a places setting: score or rank, in any case; "" for the default.
// Any other value is a [ChoiceError].
func ParsePlaces(s string) (Places, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return PlacesDefault, nil
	case "score":
		return PlacesScore, nil
	case "rank":
		return PlacesRank, nil
	}
	return 0, &ChoiceError{Setting: "places", Value: s, Choices: []string{"score", "rank"}}
}

// ParseKind reads an event type: swiss, or rr (roundrobin, round-robin) for a round
// robin, in any case; "" for the type the file gives. Any other value is a
// [ChoiceError].
func ParseKind(s string) (engine.Kind, error) {
	switch typ := strings.ToLower(s); typ {
	case "":
		return engine.KindUnknown, nil
	case "swiss":
		return engine.KindSwiss, nil
	case "rr", "roundrobin", "round-robin":
		return engine.KindRoundRobin, nil
	default:
		return 0, &ChoiceError{Setting: "type", Value: typ, Choices: []string{"swiss", "rr"}}
	}
}

// NoteKind tells what a [Note] is about, so that a program can word it for its users.
type NoteKind int

const (
	// NoteBuchholz: a plain BH code under US Chess rules that were not asked for; US
	// Chess calls Solkoff "BH", and a director who meant FIDE's Buchholz should know.
	NoteBuchholz NoteKind = iota + 1
	// NoteOrderDiffers: the tiebreaks given differ from the order the file states
	// (Stated, By); the tiebreaks given (List) are used.
	NoteOrderDiffers
	// NoteStatedUnusable: the order the program that wrote the file used (Stated, By)
	// cannot be used (Err); the rules' preset is used.
	NoteStatedUnusable
	// NoteDeclaredUnusable: the tiebreak list of the file's 202 record (Stated) cannot
	// be used (Err); the rules' preset is used.
	NoteDeclaredUnusable
	// NoteTeamListUnusable: the tiebreak list of the file's 202 record (Stated) cannot
	// be used for teams (Err); the team rules' preset is used.
	NoteTeamListUnusable
	// NoteTeamWarning: building the team matches of the event read from File found a
	// problem that is not an error (Text).
	NoteTeamWarning
	// NoteNoTeamSheets: the wall chart of the event read from File has no team sheets,
	// since its team data is inconsistent (Text).
	NoteNoTeamSheets
	// NoteWarnings: the importer and the consistency checks found Count warnings.
	NoteWarnings
	// NoteRoundInProgress: round Progress.Current is paired or partly entered and left
	// out of the standings; Countable says ranking the event after that round counts
	// the results entered.
	NoteRoundInProgress
	// NotePendingResults: Rounds before the one in progress have games without a
	// result; they count no points yet.
	NotePendingResults
	// NoteFund: what matching the fund to the event found (Text); see [Build].
	NoteFund
	// NoteSection: what the director should know about a section built (Section,
	// Text): the prize allocation's notes, what event.trf writes differently.
	NoteSection
	// NoteLeftOut: a section that cannot be used (Section, Err) is left out.
	NoteLeftOut
	// NoteJudged: a section was judged ([Event.JudgeSection]) before it was built.
	NoteJudged
	// NoteFailed: a section could not be ranked or written (Section, Err); the others
	// are built.
	NoteFailed
)

// Note is something ranking wants the director to know. Ranking never prints: the
// caller says the notes it is given, in its own words when it likes ([Note.String] gives
// tiebreak's).
type Note struct {
	Kind NoteKind
	// Stated is the tiebreak list the file states; By says where it comes from ("as
	// SwissSys used", "from the file's 202 record", "SwissSys").
	Stated, By string
	// List is the tiebreak list used.
	List string
	// Err is why the stated list cannot be used.
	Err error
	// File is the event's file and Text what was found, for the team notes (Text also
	// for NoteFund and NoteSection).
	File, Text string
	// Section is the section a note of [Build] is about.
	Section *Section
	// Count is the number of warnings; Progress and Countable describe the round in
	// progress, Rounds the rounds with results missing.
	Count     int
	Progress  engine.Progress
	Countable bool
	Rounds    []int
}

// String words the note without naming any command-line flag.
func (n Note) String() string {
	return n.Worded(func(round int) string { return fmt.Sprintf("ranking after round %d", round) })
}

// Worded words the note as [Note.String] does, with chooseRound saying how the director
// ranks the event after a given round (a program names its own flag or menu).
func (n Note) Worded(chooseRound func(round int) string) string {
	switch n.Kind {
	case NoteWarnings:
		return words.Plural(n.Count, "warning")
	case NoteRoundInProgress:
		pr := n.Progress
		text := fmt.Sprintf("round %d in progress: %d of %s entered; left out of scores and tiebreaks (standings after %s",
			pr.Current, pr.Entered, words.Plural(pr.Games, "game"), words.Plural(pr.Complete, "round"))
		if n.Countable {
			text += "; " + chooseRound(pr.Current) + " counts the results entered"
		}
		return text + ")"
	case NotePendingResults:
		rounds, verb := "round", "has"
		if len(n.Rounds) > 1 {
			rounds, verb = "rounds", "have"
		}
		list := make([]string, len(n.Rounds))
		for i, r := range n.Rounds {
			list[i] = strconv.Itoa(r)
		}
		return fmt.Sprintf("%s %s %s games without a result; they count no points yet", rounds, strings.Join(list, ", "), verb)
	case NoteBuchholz:
		return "BH under US Chess rules is Solkoff (SOLK, nothing cut); for FIDE's Buchholz use the FIDE rules"
	case NoteOrderDiffers:
		return fmt.Sprintf("the file's tiebreak order (%s: %s) differs from the tiebreaks given (%s); using the tiebreaks given",
			n.By, strings.ReplaceAll(n.Stated, ",", ", "), n.List)
	case NoteStatedUnusable:
		return fmt.Sprintf("the tiebreak order %s used (%s) cannot be used (%v); using the default preset", n.By, n.Stated, n.Err)
	case NoteDeclaredUnusable:
		return fmt.Sprintf("the file's tiebreak list %q cannot be used (%v); using the default preset", n.Stated, n.Err)
	case NoteTeamListUnusable:
		return fmt.Sprintf("the file's tiebreak list %q cannot be used for teams (%v); using the default", n.Stated, n.Err)
	case NoteTeamWarning:
		return fmt.Sprintf("%s: warning: %s", n.File, n.Text)
	case NoteNoTeamSheets:
		return fmt.Sprintf("%s: no team sheets in the wall chart: %s (see 'tiebreak teams')", n.File, n.Text)
	case NoteFund, NoteSection:
		return n.Text
	case NoteLeftOut, NoteFailed:
		return fmt.Sprintf("%s: left out: %v", n.Section.Label(n.Section.Path), n.Err)
	case NoteJudged:
		return n.Section.Label(n.Section.Path) + ": judged"
	}
	return ""
}

// ChoiceError is a setting whose value is not one of its choices.
type ChoiceError struct {
	Setting string // "places", "type"
	Value   string
	Choices []string
}

func (e *ChoiceError) Error() string {
	return fmt.Sprintf("%s %q: use %s", e.Setting, e.Value, strings.Join(e.Choices, " or "))
}

// OptionSyntaxError is a rule option not written NAME=VALUE ([engine.ParseOption]).
type OptionSyntaxError = engine.OptionSyntaxError

// RulesError is a rules name that cannot be used; Err is the engine's error
// ([engine.UnknownRulesError] for an unknown name).
type RulesError struct{ Err error }

func (e *RulesError) Error() string { return e.Err.Error() }
func (e *RulesError) Unwrap() error { return e.Err }

// TiebreakError is a tiebreak list (or rule options) that cannot be used under Rules for
// an event of Kind; Err is the catalogue's error.
type TiebreakError struct {
	Err   error
	List  string
	Rules engine.Rules
	Kind  engine.Kind
}

func (e *TiebreakError) Error() string { return e.Err.Error() }
func (e *TiebreakError) Unwrap() error { return e.Err }

// Rank resolves the rules and tiebreaks of r for t and ranks it. Unless r.RoundChosen,
// only complete rounds count: rounds planned, paired without results or still partly
// entered are cut off ([engine.Tournament.Cut]), so the standings and every rule that
// depends on the number of rounds see the rounds played ([engine.Progress]). The
// standings' Eval.T is the event ranked. The notes come in the order they arose, with
// an error too.
func (f *Formats) Rank(t *engine.Tournament, r Ranking) (*engine.Standings, []Note, error) {
	if n := t.Progress().Complete; !r.RoundChosen && n < t.Rounds {
		t = t.Cut(n)
	}
	rules, list, notes, err := f.resolveRules(r, t)
	if err != nil {
		return nil, notes, err
	}
	source, note := statedSource(r, t, rules, list)
	if note != nil {
		notes = append(notes, *note)
	}
	ev := engine.NewEvaluation(t, rules)
	var tbs []engine.Tiebreak
	if !strings.EqualFold(list, "none") {
		tbs, err = f.Catalogue.Resolve(list, rules, ev.Kind)
		if err != nil {
			return nil, notes, &TiebreakError{Err: err, List: list, Rules: rules, Kind: ev.Kind}
		}
		if plainBH(list, rules, r.Rules != "") {
			notes = append(notes, Note{Kind: NoteBuchholz, List: list})
		}
	}
	if rules.System == "fide" {
		// Some FIDE restrictions depend on the event itself: Buchholz in a detected round
		// robin (2026), rating tiebreaks with unrated players.
		if err := fide.Check(ev, tbs); err != nil {
			return nil, notes, err
		}
	}
	st := engine.Rank(ev, tbs)
	st.Source = source
	if r.Places == PlacesDefault {
		st.PlaceByScore(rules.System == "uscf")
	} else {
		st.PlaceByScore(r.Places == PlacesScore)
	}
	return st, notes, nil
}

// statedSource returns where the tiebreak order list comes from when the file stated it
// ("as SwissSys used", "from the file's 202 record"), or "". When the tiebreaks given
// differ from the order the file states, it returns a note saying so.
func statedSource(r Ranking, t *engine.Tournament, rules engine.Rules, list string) (string, *Note) {
	var stated, by string
	switch {
	case len(t.StatedTiebreaks) > 0 && rules.System == t.StatedRules:
		stated, by = strings.Join(t.StatedTiebreaks, ","), "as "+t.StatedBy+" used"
	case rules.System == "fide" && fide.DeclaredList(t) != "":
		stated, by = fide.DeclaredList(t), "from the file's 202 record"
	default:
		return "", nil
	}
	if strings.TrimSpace(r.Tiebreaks) == "" {
		if list == stated {
			return by, nil
		}
		return "", nil
	}
	if !sameCodes(list, stated) {
		return "", &Note{Kind: NoteOrderDiffers, Stated: stated, By: by, List: list}
	}
	return "", nil
}

// sameCodes reports whether two comma-separated code lists are the same, ignoring case
// and spaces.
func sameCodes(a, b string) bool {
	norm := func(s string) string { return strings.ToUpper(strings.ReplaceAll(s, " ", "")) }
	return norm(a) == norm(b)
}

// plainBH reports whether list holds a plain BH code under US Chess rules that were not
// asked for (explicit).
func plainBH(list string, rules engine.Rules, explicit bool) bool {
	if explicit || rules.System != "uscf" {
		return false
	}
	for _, item := range strings.Split(list, ",") {
		if sp, err := engine.ParseSpec(item); err == nil && sp.Name == "BH" {
			return true
		}
	}
	return false
}

// resolveRules returns the rules and the tiebreak list to use for t.
func (f *Formats) resolveRules(r Ranking, t *engine.Tournament) (engine.Rules, string, []Note, error) {
	list := strings.TrimSpace(r.Tiebreaks)
	var rules engine.Rules
	var notes []Note
	switch {
	case r.Rules != "":
		var err error
		if rules, err = engine.ParseRules(r.Rules); err != nil {
			return rules, "", nil, &RulesError{Err: err}
		}
	default:
		rules.System = "uscf"
		if saysFIDE(t) {
			rules.System = "fide"
		}
		// A preset of another family (tiebreaks "fide" on a US file) brings its rules.
		if p, ok := f.Catalogue.Preset(strings.Split(list, ",")[0]); ok {
			rules.System = p.System
		}
	}
	if r.Type != engine.KindUnknown {
		rules.Kind = r.Type
	}
	rules.Options = r.Options
	if rules.System == "fide" && rules.Edition == "" {
		rules.Edition = fide.EditionFor(t)
	}
	if list == "" && rules.System == t.StatedRules && len(t.StatedTiebreaks) > 0 {
		stated := strings.Join(t.StatedTiebreaks, ",")
		if _, err := f.Catalogue.Resolve(stated, rules, engine.DetectKind(t)); err == nil {
			list = stated
		} else {
			notes = append(notes, Note{Kind: NoteStatedUnusable, Stated: stated, By: t.StatedBy, Err: err})
		}
	}
	if list == "" && rules.System == "fide" && fide.DeclaredList(t) != "" {
		list = fide.DeclaredList(t)
		if _, err := f.Catalogue.Resolve(list, rules, engine.DetectKind(t)); err != nil {
			notes = append(notes, Note{Kind: NoteDeclaredUnusable, Stated: list, Err: err})
			list = ""
		}
	}
	return rules, list, notes, nil
}

// saysFIDE reports whether the file declares FIDE rules: a TRF26 192 system code starting
// with FIDE, a 202/212 tiebreak list, a 092 type that names FIDE, or a stated order of
// FIDE codes (a chess-results legend).
func saysFIDE(t *engine.Tournament) bool {
	return t.StatedRules == "fide" || strings.HasPrefix(strings.ToUpper(t.TypeCode), "FIDE") ||
		len(t.Tiebreaks) > 0 || len(t.StandingsDef) > 0 ||
		strings.Contains(strings.ToUpper(t.TypeText), "FIDE")
}
