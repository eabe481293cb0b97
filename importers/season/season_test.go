package season

import (
	"fmt"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	board "github.com/tiebreak-chess/tiebreak/engine/season"
)

// TestParse checks every key on a full season file and a sidecar.
func TestParse(t *testing.T) {
	season := `# the 2026 league
rules: fide-2024
tiebreaks: [BH/C1, BH, SB]
type: swiss
places: rank
options: {unrated: 1000, own-unplayed: ignore}
fund: club-fund.yaml
outputs: [standings.csv, PRIZES.PDF]
paper: A4
from: trf
sheet: Results
force: yes
leaderboard:
  by: place
  table: [10, 8, 6, 5.5, 1½]
  participation: 1
  best: 5
  ties: tiebreak
`
	s, err := ParseSeason("testdata/season.yaml", "testdata", []byte(season))
	if err != nil {
		t.Fatal(err)
	}
	yes := true
	want := &Settings{File: "testdata/season.yaml", Rules: "fide-2024", Tiebreaks: "BH/C1,BH,SB", Type: "swiss", Places: "rank",
		Options: []string{"unrated=1000", "own-unplayed=ignore"}, Outputs: []string{"standings.csv", "prizes.pdf"},
		Paper: "a4", From: "trf", Sheet: "Results", Force: &yes,
		Leaderboard: &board.Scoring{By: "place", Table: []engine.Score{engine.Points(10), engine.Points(8), engine.Points(6), engine.MustScore("5.5"), engine.MustScore("1.5")},
			Participation: engine.Points(1), BestN: 5, Ties: "tiebreak"}}
	if s.Fund == nil || s.Fund.Ref != "testdata/club-fund.yaml" || len(s.Fund.Fund.Prizes) != 2 || s.Fund.Fund.Prizes[0].Cash != prizes.Money(10000) {
		t.Fatalf("fund: %+v", s.Fund)
	}
	s.Fund = nil
	if !reflect.DeepEqual(s, want) {
		t.Errorf("got  %+v\nwant %+v", s, want)
	}
	side, err := ParseSidecar("a/x.yaml", "a", []byte("preset: uscf\noptions: [lot-seed=7]\nfund: none\nrounds: 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseSidecar("a/y.yaml", "a", []byte("rounds: 0\n")); err == nil || err.Error() != `a/y.yaml:1:9: rounds: "0": write a whole number from 1 to 999` {
		t.Errorf("rounds 0: %v", err)
	}
	if side.Tiebreaks != "uscf" || side.Rounds != 4 || !reflect.DeepEqual(side.Options, []string{"lot-seed=7"}) || side.Fund == nil || !side.Fund.None || side.Leaderboard != nil {
		t.Errorf("sidecar: %+v", side)
	}
	for _, empty := range []string{"", "# nothing yet\n"} {
		if s, err := ParseSidecar("e.yaml", ".", []byte(empty)); err != nil || !reflect.DeepEqual(s, &Settings{File: "e.yaml"}) {
			t.Errorf("%q: %+v, %v", empty, s, err)
		}
	}
}

// TestFundForms checks the three ways to give a fund: a template, a file beside the
// settings file, a mapping (whose errors are positioned in the settings file).
func TestFundForms(t *testing.T) {
	tests := []struct {
		text, ref string
		prizes    int
	}{
		{"fund: club-quad\n", "club-quad", -1},
		{"fund: club-fund.yaml\n", "testdata/club-fund.yaml", 2},
		{"fund:\n  prizes:\n    - {place: 1, cash: 40}\n", "testdata/season.yaml:2:3", 1},
	}
	for _, tc := range tests {
		s, err := ParseSeason("testdata/season.yaml", "testdata", []byte(tc.text))
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		if s.Fund.Ref != tc.ref || (tc.prizes >= 0 && len(s.Fund.Fund.Prizes) != tc.prizes) {
			t.Errorf("%q: ref %q, %d prizes", tc.text, s.Fund.Ref, len(s.Fund.Fund.Prizes))
		}
	}
}

// TestErrors checks that each mistake is reported where it stands, saying what to do.
func TestErrors(t *testing.T) {
	tests := []struct {
		name, text string
		season     bool
		want       string
	}{
		{"unknown key", "rules: uscf\ntiebrakes: uscf\n", true,
			`s.yaml:2:1: s.yaml has no key "tiebrakes" (did you mean "tiebreaks"?) (keys: rules, tiebreaks, preset, type, places, options, fund, outputs, paper, font, from, sheet, force, rounds, leaderboard)`},
		{"leaderboard in a sidecar", "leaderboard: {by: place}\n", false,
			"s.yaml:1:1: leaderboard: belongs in the season.yaml at the top of the folder, not beside one event"},
		{"unknown leaderboard key", "leaderboard:\n  bets: 3\n", true,
			`s.yaml:2:3: leaderboard has no key "bets" (did you mean "best"?) (keys: by, table, participation, best, ties)`},
		{"both", "tiebreaks: uscf\npreset: fide\n", true, "s.yaml:2:1: give tiebreaks or preset, not both"},
		{"twice", "rules: uscf\nrules: fide\n", true, `s.yaml:2:1: rules: s.yaml gives "rules" twice (first at line 1)`},
		{"bad paper", "paper: legal\n", true, `s.yaml:1:8: paper: "legal": use letter or a4`},
		{"bad output", "outputs: [standings.cvs]\n", true,
			`s.yaml:1:11: outputs: no output "standings.cvs" (did you mean "standings.csv"?) (outputs: standings.csv, standings.txt, wallchart.xlsx, event.trf, standings.pdf, prizes.csv, prizes.pdf, teams.csv)`},
		{"no fund", "fund: nowhere.yaml\n", true,
			`s.yaml:1:7: fund: no fund file testdata/nowhere.yaml and no template "nowhere.yaml" (templates: club-quad, scholastic-trophies, weekend-swiss)`},
		{"inline fund typo", "fund:\n  prizes:\n    - {place: 1, cahs: 40}\n", true,
			`s.yaml:3:18: a prize has no key "cahs" (did you mean "cash"?) (keys: place, cash, trophy, class, name, age_max, age_min, age_on, sex, unrated, team, guaranteed)`},
		{"table rises", "leaderboard: {table: [10, 12]}\n", true, "s.yaml:1:27: table: place 2 gets more points (12) than place 1 (10)"},
		{"negative", "leaderboard: {participation: -1}\n", true, `s.yaml:1:30: participation: "-1": write a number of points from 0, such as 10 or 2.5`},
		{"best", "leaderboard: {best: x}\n", true, `s.yaml:1:21: best: "x": write a whole number from 0 to 10000`},
		{"option", "options: [lot-seed]\n", true, `s.yaml:1:11: options: "lot-seed": write NAME=VALUE`},
		{"list value", "rules: [uscf]\n", true, "s.yaml:1:8: rules: expected a single value, not a list or mapping"},
		{"missing", "rules:\n", true, "s.yaml:1:7: rules: the value is missing"},
		{"not a mapping", "- uscf\n", true, "s.yaml:1:1: s.yaml must be a mapping of keys to values (key: value)"},
		{"syntax", "rules: uscf\n  tiebreaks: x: y\n", true, "s.yaml:2:3: 'tiebreaks:' is indented more than 'rules:' on line 1, which does not start a block: line it up with 'rules:' (0 spaces), or end line 1 with ':'"},
		{"tab", "rules: uscf\ntiebreaks:\n\t- MM\n", true, "s.yaml:3:1: a TAB is used for indenting; YAML indents with spaces only: replace the TAB with spaces (two per level, lined up with the keys above)"},
		{"two documents", "rules: uscf\n---\nrules: fide\n", true, "s.yaml:2:1: a settings file holds one YAML document; remove the second '---'"},
		{"font", "font: missing.ttf\n", true, "s.yaml:1:7: font: no font file testdata/missing.ttf"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			parse := ParseSidecar
			if tc.season {
				parse = ParseSeason
			}
			_, err := parse("s.yaml", "testdata", []byte(tc.text))
			if err == nil || err.Error() != tc.want {
				t.Errorf("got  %v\nwant %s", err, tc.want)
			}
		})
	}
}

// TestSeasonFundBudget holds the fund-wide budget in a season file: a fund: mapping whose
// 2,000 sections share one list of 1,000 prizes through an alias is refused as it is read,
// in a few megabytes (one batch event took 609 MB before it was refused).
func TestSeasonFundBudget(t *testing.T) {
	var b strings.Builder
	b.WriteString("fund:\n  sections:\n    S0: &L\n")
	for i := 1; i <= 1000; i++ {
		fmt.Fprintf(&b, "      - {place: %d, cash: 1}\n", i)
	}
	for s := 1; s < 2000; s++ {
		fmt.Fprintf(&b, "    S%d: *L\n", s)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := ParseSeason("season.yaml", ".", []byte(b.String()))
	runtime.ReadMemStats(&after)
	want := "season.yaml:3:5: sections: 2000000 prizes in 2000 sections"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("got %v\nwant %s", err, want)
	}
	if used := after.TotalAlloc - before.TotalAlloc; used > 50<<20 {
		t.Errorf("refusing the season file allocated %d MB, want under 50", used>>20)
	}
}
