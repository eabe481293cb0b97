package fund

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// TestParseIssueExample reads the fund of the issue and checks every field.
func TestParseIssueExample(t *testing.T) {
	src := `currency: USD
rounding: cent            # or dollar
based_on: {entries: 125}
unrated: place
split: equal
tax_form_at: 600
prizes:
  - {place: 1, cash: 500, trophy: "Champion"}
  - {place: 2, cash: 300}
  - {class: U1800, place: 1, cash: 150}     # rated below 1800
  - {class: 1600-1799, place: 1, cash: 100} # a band, inclusive
  - {class: B, place: 1, cash: 100}
  - {class: unrated, place: 1, trophy: "Top Unrated"}
  - {name: "Top Junior", age_max: 18, place: 1, trophy: "Top Junior"}
  - {class: "U1800/Unrated", place: 1, cash: "$1,379.50"}
`
	f, o, err := Parse("fund.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.Currency != "USD" || f.Rounding != prizes.RoundCent || f.BasedOn != 125 || f.Actual != 0 ||
		f.Unrated != prizes.UnratedPlace || f.Split != prizes.SplitEqual || f.TaxFormAt != 60000 || o != (prizes.Options{}) {
		t.Errorf("fund %+v options %+v", f, o)
	}
	want := []struct {
		label, group string
		place        int
		cash         prizes.Money
		trophy       string
		kind         prizes.Kind
		el           prizes.Eligibility
		line         int
	}{
		{"1st", "", 1, 50000, "Champion", prizes.KindPlace, prizes.Eligibility{}, 8},
		{"2nd", "", 2, 30000, "", prizes.KindPlace, prizes.Eligibility{}, 9},
		{"U1800 1st", "U1800", 1, 15000, "", prizes.KindRating, prizes.Eligibility{HasRating: true, RatingMax: 1799}, 10},
		{"1600-1799 1st", "1600-1799", 1, 10000, "", prizes.KindRating, prizes.Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}, 11},
		{"B 1st", "B", 1, 10000, "", prizes.KindRating, prizes.Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}, 12},
		{"Unrated 1st", "Unrated", 1, 0, "Top Unrated", prizes.KindUnrated, prizes.Eligibility{Unrated: true}, 13},
		{"Top Junior", "Top Junior", 1, 0, "Top Junior", prizes.KindOther, prizes.Eligibility{AgeMax: 18}, 14},
		{"U1800/Unrated 1st", "U1800/Unrated", 1, 137950, "", prizes.KindRating, prizes.Eligibility{HasRating: true, RatingMax: 1799, Unrated: true}, 15},
	}
	if len(f.Prizes) != len(want) {
		t.Fatalf("%d prizes, want %d", len(f.Prizes), len(want))
	}
	for i, w := range want {
		p := f.Prizes[i]
		if p.Label != w.label || p.Group != w.group || p.Place != w.place || p.Cash != w.cash || p.Trophy != w.trophy ||
			p.Kind != w.kind || p.Eligibility != w.el || p.Line != w.line || p.Column != 5 {
			t.Errorf("prize %d: %+v\nwant %+v", i, p, w)
		}
	}
}

// TestParseErrors checks that every mistake is an error at its line and column.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"prizes:\n  - {place: 1, cahs: 500}\n", `f.yaml:2:16: a prize has no key "cahs" (did you mean "cash"?)`},
		{"curency: USD\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:1: the fund has no key "curency" (did you mean "currency"?)`},
		{"rounding: nickel\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:11: rounding: "nickel": use cent or dollar`},
		{"prizes:\n  - {place: 1, cash: lots}\n", `f.yaml:2:22: cash: "lots" is not an amount`},
		{"prizes:\n  - {place: 1, cash: -5}\n", `f.yaml:2:22: cash: "-5" is not an amount`},
		{"prizes:\n  - {place: 0, cash: 5}\n", `f.yaml:2:13: place: "0": write a whole number from 1 to 10000`},
		{"prizes:\n  - {place: 1st, cash: 5}\n", `f.yaml:2:13: place: "1st": write a whole number from 1 to 10000, such as place: 1`},
		{"prizes:\n  - {place: 2nd, cash: 5}\n", `f.yaml:2:13: place: "2nd": write a whole number from 1 to 10000, such as place: 2`},
		{"based_on: 60 entries\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:11: based_on: "60 entries": based_on takes keys: write based_on: {entries: 60} (and actual: or guaranteed: when needed)`},
		{"based_on: sixty\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:11: based_on: "sixty": based_on takes keys: write based_on: {entries: 60}`},
		{"prizes:\n  - {class: 1800-1600, cash: 5}\n", `f.yaml:2:13: class: class "1800-1600": the band's lower limit is above its upper limit`},
		{"prizes:\n  - {class: Z, cash: 5}\n", `f.yaml:2:13: class: unknown class "Z"`},
		{"prizes:\n  - {place: 1}\n", `f.yaml:2:5: the prize has neither cash nor a trophy`},
		{"prizes:\n  - {place: 1, cash: 5}\n  - {place: 1, cash: 7}\n", `f.yaml:3:5: 1st is listed twice (first at line 2)`},
		{"prizes:\n  - {place: 2, cash: 5}\n", `f.yaml:2:5: 2nd is listed but 1st is not`},
		{"prizes:\n  - {name: J, age_min: 12, age_max: 10, trophy: x}\n", `f.yaml:2:5: age_min 12 is above age_max 10: nobody can win this prize`},
		{"prizes:\n  - {age_max: 10, trophy: x}\n", `f.yaml:2:5: give an age or sex prize a name`},
		{"prizes: []\n", `f.yaml:1:9: prizes: the list is empty`},
		{"name: x\n", `f.yaml:1:1: the fund has no 'prizes:' list`},
		{"", `f.yaml: the file is empty`},
		{"prizes:\n  - {place: 1, cash: 5\n", `f.yaml:2:5: "{" is not closed on this line: end it with "}"`},
		{"prizes:\n\t- {place: 1, cash: 5}\n", `f.yaml:2:1: a TAB is used for indenting; YAML indents with spaces only`},
		{"name: x\nprizes:\n  - place: 1\n    cash: 5\n   trophy: Cup\n", `f.yaml:5:4: 'trophy:' is indented by 3 spaces, which lines up with no key of its block: indent it like 'place:' on line 3 (4 spaces)`},
		{"based_on: {entries: 0}\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:21: entries: "0": write a whole number from 1 to 1000000`},
		{"based_on: {actual: 10}\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:11: based_on: say how many entries`},
		{"split: equal\nsplit: hort\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:2:1: split: the fund gives "split" twice (first at line 1)`},
		{"prizes:\n  - {place: 1, cash: 5}\n---\nprizes: []\n", `f.yaml:3:1: a fund file holds one YAML document`},
		{"prizes: {place: 1}\n", `f.yaml:1:9: prizes: prizes must be a list`},
		{"prizes:\n  - {place: 1, cash: 5, unrated: true}\n", `f.yaml:2:5: unrated: place prizes are always open to unrated players`},
		{"prizes:\n  - {place: 1, cash: [5]}\n", `f.yaml:2:22: cash: expected a single value`},
		{"currency: dollars\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:11: currency: "dollars": write a three-letter ISO code`},
		{"prizes:\n  - {name: W, sex: x, cash: 5}\n", `f.yaml:2:20: sex: "x": use w or m or f`},
		{"prizes:\n  - {place: 1, cash: 999999999999}\n", `f.yaml:2:22: cash: "999999999999" is not an amount`},
	} {
		_, _, err := Parse("f.yaml", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

// TestOptionsKeys checks the keys that set allocation options and policies.
func TestOptionsKeys(t *testing.T) {
	src := "rounding: dollar\nunrated: all\nsplit: hort\nratings: fide\ntrophies: multiple\ntrophy_with_cash: false\n" +
		"exception: false\ncap: off\nremainder: unpaid\nbased_on: {entries: 50, actual: 40}\nprizes:\n  - {place: 1, cash: 5}\n"
	f, o, err := Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.Rounding != prizes.RoundDollar || f.Unrated != prizes.UnratedAll || f.Split != prizes.SplitHort || f.Ratings != prizes.RatingFIDE ||
		!f.Trophies.Multiple || !f.Trophies.NotWithCash || f.BasedOn != 50 || f.Actual != 40 {
		t.Errorf("fund %+v", f)
	}
	if !o.NoException || !o.NoCap || o.Remainder != prizes.RemainderUnpaid {
		t.Errorf("options %+v", o)
	}
}

// TestTemplates parses every embedded template and loads it by name.
func TestTemplates(t *testing.T) {
	names := templates.FundNames()
	if len(names) < 3 {
		t.Fatalf("templates %v", names)
	}
	for _, name := range names {
		f, _, err := Load(name)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(f.Prizes) == 0 {
			t.Errorf("%s: no prizes", name)
		}
	}
	if _, _, err := Load("no-such-template"); err == nil || !strings.Contains(err.Error(), "weekend-swiss") {
		t.Errorf("unknown template: %v", err)
	}
	if _, _, err := Load("../testdata/open-fund.yaml"); err == nil {
		t.Errorf("a path outside the templates is not a template")
	}
	if _, _, err := Load("../../testdata/open-fund.yaml"); err != nil {
		t.Errorf("sample fund: %v", err)
	}
}

// TestThousandsSeparators: amounts with thousands separators and a currency sign are read
// in block and flow style, where YAML's flow commas would split them.
func TestThousandsSeparators(t *testing.T) {
	for _, tc := range []struct {
		src  string
		cash prizes.Money // in cents
	}{
		{"prizes:\n  - place: 1\n    cash: 1,000\n", 100000},
		{"prizes:\n  - place: 1\n    cash: $1,000.00\n", 100000},
		{"prizes:\n  - {place: 1, cash: 1,000}\n", 100000},
		{"prizes:\n  - {place: 1, cash: $1,000.00}\n", 100000},
		{"prizes:\n  - {cash: 1,000, place: 1}\n", 100000},
		{"prizes:\n  - {place: 1, cash: $12,500.5, trophy: Cup}\n", 1250050},
		{"prizes:\n  - {place: 1, cash: \"$1,379\"}\n", 137900},
		{"prizes:\n  - {place: 1, cash: 1000}\n", 100000},
		{"prizes:\n  - {place: 1, cash: 1,000,000}\n", 100000000},
	} {
		f, _, err := Parse("f.yaml", []byte(tc.src))
		if err != nil {
			t.Errorf("%q: %v", tc.src, err)
			continue
		}
		if got := f.Prizes[0].Cash; got != tc.cash {
			t.Errorf("%q: cash %s, want %s", tc.src, got, tc.cash)
		}
	}
	// A group that is not three digits is not an amount's: the key is refused as before.
	if _, _, err := Parse("f.yaml", []byte("prizes:\n  - {place: 1, cash: 1,00}\n")); err == nil || !strings.Contains(err.Error(), `no key "00"`) {
		t.Errorf("cash: 1,00: %v", err)
	}
}

// TestEveryKeyIsRead checks that the key tables the help lists and the readers agree: a
// listed key without a reader would panic, a reader without a listed key is never called.
func TestEveryKeyIsRead(t *testing.T) {
	listed := func(keys [][2]string) map[string]bool {
		m := map[string]bool{}
		for _, k := range keys {
			m[k[0]] = true
		}
		return m
	}
	for _, c := range []struct {
		what    string
		keys    map[string]bool
		readers []string
	}{
		{"fund", listed(Keys), mapKeys(fundKeyReaders)},
		{"prize", listed(PrizeKeys), mapKeys(prizeKeyReaders)},
	} {
		for _, r := range c.readers {
			if !c.keys[r] {
				t.Errorf("%s key %q has a reader but is not listed", c.what, r)
			}
			delete(c.keys, r)
		}
		for k := range c.keys {
			t.Errorf("%s key %q is listed but has no reader", c.what, k)
		}
	}
}

func mapKeys[V any](m map[string]V) []string {
	var keys []string
	for k := range m {
		keys = append(keys, k)
	}
	return keys
}
