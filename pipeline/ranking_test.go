package pipeline

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// sample imports examples/event.trf, the README's sample: a US Chess Swiss that states
// no tiebreak order.
func sample(t *testing.T) *engine.Tournament { return read(t, "../examples/event.trf") }

// read imports the event at path.
func read(t *testing.T, path string) *engine.Tournament {
	t.Helper()
	f := NewFormats()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	im, err := f.Importer("", path, data)
	if err != nil {
		t.Fatal(err)
	}
	ev, _, err := im.Import(importers.Source{Name: path, Data: data})
	if err != nil {
		t.Fatal(err)
	}
	return ev
}

func codes(st *engine.Standings) string {
	var c []string
	for _, tb := range st.Tiebreaks {
		c = append(c, tb.Code())
	}
	return strings.Join(c, ",")
}

func TestRank(t *testing.T) {
	swissSys := func(list ...string) func(*engine.Tournament) {
		return func(ev *engine.Tournament) {
			ev.StatedRules, ev.StatedBy, ev.StatedTiebreaks = "uscf", "SwissSys", list
		}
	}
	tests := []struct {
		name   string
		edit   func(*engine.Tournament)
		r      Ranking
		rules  string // system and edition
		codes  string
		source string
		notes  []Note
		first  string // the first row's place label
	}{
		{name: "defaults: US Chess preset", rules: "uscf", codes: "MM,SOLK,CUM,OCUM", first: "1-5"},
		{name: "places by rank", r: Ranking{Places: PlacesRank}, rules: "uscf", codes: "MM,SOLK,CUM,OCUM", first: "1"},
		{name: "FIDE preset brings FIDE rules", r: Ranking{Tiebreaks: "fide"}, rules: "fide 2026", codes: "BH/C1,BH,SB,DE,WIN,BWG", first: "1"}, // specs.md: the Swiss preset, no ARO/C1 with unrated players,
		{name: "plain BH under US rules not asked for", r: Ranking{Tiebreaks: "BH"}, rules: "uscf", codes: "BH",
			notes: []Note{{Kind: NoteBuchholz, List: "BH"}}, first: "1-5"},
		{name: "plain BH under US rules asked for", r: Ranking{Rules: "uscf", Tiebreaks: "BH"}, rules: "uscf", codes: "BH", first: "1-5"},
		{name: "the order SwissSys used", edit: swissSys("SOLK", "MM"), rules: "uscf", codes: "SOLK,MM",
			source: "as SwissSys used", first: "1-5"},
		{name: "given order differs from the stated one", edit: swissSys("SOLK", "MM"), r: Ranking{Tiebreaks: "MM"},
			rules: "uscf", codes: "MM", first: "1-5",
			notes: []Note{{Kind: NoteOrderDiffers, Stated: "SOLK,MM", By: "as SwissSys used", List: "MM"}}},
		{name: "given order same as the stated one", edit: swissSys("SOLK", "MM"), r: Ranking{Tiebreaks: "solk, mm"},
			rules: "uscf", codes: "SOLK,MM", first: "1-5"},
	}
	f := NewFormats()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := sample(t)
			if tc.edit != nil {
				tc.edit(ev)
			}
			st, notes, err := f.Rank(ev, tc.r)
			if err != nil {
				t.Fatal(err)
			}
			rules := strings.TrimSpace(st.Eval.Rules.System + " " + st.Eval.Rules.Edition)
			if rules != tc.rules || codes(st) != tc.codes || st.Source != tc.source {
				t.Errorf("rules %q, tiebreaks %q, source %q; want %q, %q, %q", rules, codes(st), st.Source, tc.rules, tc.codes, tc.source)
			}
			if !reflect.DeepEqual(notes, tc.notes) {
				t.Errorf("notes %+v; want %+v", notes, tc.notes)
			}
			if got := st.Rows[0].PlaceLabel(); got != tc.first {
				t.Errorf("first place %q; want %q", got, tc.first)
			}
		})
	}
}

// TestRankStatedUnusable: an order the file states that the rules cannot use gives a
// note, and the rules' preset ranks.
func TestRankStatedUnusable(t *testing.T) {
	ev := sample(t)
	ev.StatedRules, ev.StatedBy, ev.StatedTiebreaks = "uscf", "SwissSys", []string{"NOPE"}
	st, notes, err := NewFormats().Rank(ev, Ranking{})
	if err != nil {
		t.Fatal(err)
	}
	if codes(st) != "MM,SOLK,CUM,OCUM" || len(notes) != 1 || notes[0].Kind != NoteStatedUnusable || notes[0].Err == nil {
		t.Fatalf("tiebreaks %q, notes %+v", codes(st), notes)
	}
	want := `the tiebreak order SwissSys used (NOPE) cannot be used (`
	if got := notes[0].String(); !strings.HasPrefix(got, want) || !strings.HasSuffix(got, "); using the default preset") {
		t.Errorf("note %q; want %q...", got, want)
	}
}

// TestSettingsRanking: the event type and places are read once, into typed values, and
// a value that is none of the choices is a ChoiceError naming the setting, not a flag.
func TestSettingsRanking(t *testing.T) {
	tests := []struct {
		name    string
		s       Settings
		want    Ranking
		setting string
		text    string
	}{
		{"default", Settings{}, Ranking{}, "", ""},
		{"typed", Settings{Type: "Round-Robin", Places: " Score ", Rules: "fide"},
			Ranking{Type: engine.KindRoundRobin, Places: PlacesScore, Rules: "fide"}, "", ""},
		{"swiss by rank", Settings{Type: "swiss", Places: "RANK"}, Ranking{Type: engine.KindSwiss, Places: PlacesRank}, "", ""},
		{"places", Settings{Places: "first"}, Ranking{}, "places", `places "first": use score or rank`},
		{"type", Settings{Type: "Knockout"}, Ranking{}, "type", `type "knockout": use swiss or rr`},
		{"options", Settings{Options: []string{"Own-Unplayed = ignore"}}, Ranking{Options: map[string]string{"own-unplayed": "ignore"}}, "", ""},
		{"option syntax", Settings{Options: []string{"own-unplayed"}}, Ranking{}, "option", `option "own-unplayed": write NAME=VALUE`},
	}
	for _, tc := range tests {
		got, err := tc.s.Ranking()
		var ce *ChoiceError
		switch {
		case tc.setting == "" && (err != nil || !reflect.DeepEqual(got, tc.want)):
			t.Errorf("%s: %+v, %v; want %+v", tc.name, got, err, tc.want)
		case tc.setting == "option" && (!errors.As(err, new(*OptionSyntaxError)) || err.Error() != tc.text):
			t.Errorf("%s: error %v; want %s", tc.name, err, tc.text)
		case tc.setting != "" && tc.setting != "option" && (!errors.As(err, &ce) || ce.Setting != tc.setting || err.Error() != tc.text):
			t.Errorf("%s: error %v; want %s", tc.name, err, tc.text)
		}
	}
}

func TestRankErrors(t *testing.T) {
	tests := []struct {
		name string
		r    Ranking
		want string
		is   func(error) bool
	}{
		{"rules", Ranking{Rules: "fidee"}, `unknown rules "fidee"`,
			func(err error) bool { var e *engine.UnknownRulesError; return errors.As(err, &e) }},
		{"tiebreak", Ranking{Tiebreaks: "MM,XYZ"}, `unknown tiebreak "XYZ"`,
			func(err error) bool {
				var e *TiebreakError
				return errors.As(err, &e) && e.List == "MM,XYZ" && e.Rules.System == "uscf"
			}},
	}
	f := NewFormats()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := f.Rank(sample(t), tc.r)
			if err == nil || !tc.is(err) {
				t.Fatalf("error %v (%T); want %s", err, err, tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q; want it to contain %q", err, tc.want)
			}
			// A library error names no command-line flag: the command adds those.
			if strings.Contains(err.Error(), "--") {
				t.Errorf("error %q names a flag", err)
			}
		})
	}
}

func TestNoteString(t *testing.T) {
	tests := []struct {
		note Note
		want string
	}{
		{Note{Kind: NoteBuchholz, List: "BH"}, "BH under US Chess rules is Solkoff (SOLK, nothing cut); for FIDE's Buchholz use the FIDE rules"},
		{Note{Kind: NoteOrderDiffers, Stated: "SOLK,MM", By: "as SwissSys used", List: "MM"},
			"the file's tiebreak order (as SwissSys used: SOLK, MM) differs from the tiebreaks given (MM); using the tiebreaks given"},
		{Note{Kind: NoteDeclaredUnusable, Stated: "BH,XX", Err: errors.New("no XX")},
			`the file's tiebreak list "BH,XX" cannot be used (no XX); using the default preset`},
	}
	for _, tc := range tests {
		if got := tc.note.String(); got != tc.want {
			t.Errorf("%d: %q; want %q", tc.note.Kind, got, tc.want)
		}
	}
}

func TestImporterUnknownFormat(t *testing.T) {
	_, err := NewFormats().Importer("trff", "x.trf", nil)
	var uf *UnknownFormatError
	if !errors.As(err, &uf) || uf.Format != "trff" || err.Error() != `unknown input format "trff"` || len(uf.Known) == 0 {
		t.Fatalf("error %v; want an unknown input format error naming the formats", err)
	}
}
