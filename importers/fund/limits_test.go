package fund

import (
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// TestLimitKeys reads the unrated limit and the based-on guarantees.
func TestLimitKeys(t *testing.T) {
	src := "unrated_max: 300\nunrated_excess: unpaid\nbased_on: {entries: 200, guaranteed: 60%}\nprizes:\n" +
		"  - {place: 1, cash: 5000, guaranteed: true}\n  - {place: 2, cash: 3000}\n"
	f, _, err := Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if f.UnratedMax != 30000 || f.UnratedExcess != prizes.ExcessUnpaid || f.BasedOn != 200 || f.Guaranteed != 6000 ||
		!f.Prizes[0].Guaranteed || f.Prizes[1].Guaranteed {
		t.Errorf("fund %+v", f)
	}
	for _, tc := range []struct {
		text string
		want int
	}{{"60%", 6000}, {"60", 6000}, {"62.5%", 6250}, {"100%", 10000}, {"0.01%", 1}, {"\"75 %\"", 7500}} {
		f, _, err := Parse("f.yaml", []byte("based_on: {entries: 10, guaranteed: "+tc.text+"}\nprizes:\n  - {place: 1, cash: 5}\n"))
		if err != nil || f.Guaranteed != tc.want {
			t.Errorf("guaranteed: %s: %v %v, want %d", tc.text, f, err, tc.want)
		}
	}
}

// TestLimitKeyErrors checks that every mistake with the new keys is an error at its line
// and column.
func TestLimitKeyErrors(t *testing.T) {
	one := "prizes:\n  - {place: 1, cash: 5}\n"
	for _, tc := range []struct{ src, want string }{
		{"unrated_max: lots\n" + one, `f.yaml:1:14: unrated_max: "lots" is not an amount`},
		{"unrated_max: 0\n" + one, `f.yaml:1:14: unrated_max: a limit of 0 keeps unrated players from every cash prize`},
		{"unrated_excess: next\n" + one, `f.yaml:1:1: unrated_excess: unrated_excess says where money the unrated limit holds back goes; add unrated_max:`},
		{"unrated_max: 300\nunrated_excess: later\n" + one, `f.yaml:2:17: unrated_excess: "later": use next or unpaid`},
		{"unrated_mx: 300\n" + one, `f.yaml:1:1: the fund has no key "unrated_mx" (did you mean "unrated_max"?)`},
		{"based_on: {entries: 10, guaranteed: 160%}\n" + one, `f.yaml:1:37: guaranteed: "160%": write a percentage from 1% to 100%`},
		{"based_on: {entries: 10, guaranteed: 0%}\n" + one, `f.yaml:1:37: guaranteed: "0%": write a percentage`},
		{"based_on: {entries: 10, guaranteed: 6.666%}\n" + one, `f.yaml:1:37: guaranteed: "6.666%": write a percentage`},
		{"based_on: {entries: 10, guaranted: 60%}\n" + one, `f.yaml:1:25: based_on has no key "guaranted" (did you mean "guaranteed"?)`},
		{"prizes:\n  - {place: 1, cash: 5, guaranteed: true}\n", `f.yaml:2:5: guaranteed: the fund is not based on entries`},
		{"based_on: {entries: 10}\nprizes:\n  - {place: 1, cash: 5, guaranteed: maybe}\n", `f.yaml:3:37: guaranteed: "maybe": use true or false`},
	} {
		_, _, err := Parse("f.yaml", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

// TestSectionsKey reads a fund over several sections.
func TestSectionsKey(t *testing.T) {
	src := `based_on: {entries: 200, count: players}
sections:
  Open:
    - {place: 1, cash: 1000}
    - {place: 2, cash: 500}
  under-1800:
    - {place: 1, cash: 400}
    - {class: U1600, place: 1, cash: 100}
`
	f, _, err := Parse("f.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Prizes) != 0 || len(f.Sections) != 2 || f.Count != prizes.CountPlayers || f.AnnouncedTotal() != 200000 {
		t.Fatalf("fund %+v", f)
	}
	s := f.Sections[1]
	if s.Name != "under-1800" || s.Line != 6 || s.Column != 3 || len(s.Prizes) != 2 || s.Prizes[1].Label != "U1600 1st" || s.Prizes[1].Line != 8 {
		t.Errorf("section %+v", s)
	}
	for _, tc := range []struct{ src, want string }{
		{"sections:\n  Open:\n    - {place: 1, cash: 5}\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:1: sections: the fund has both prizes: and sections:`},
		{"sections:\n  Open:\n    - {place: 1, cash: 5}\n  open:\n    - {place: 1, cash: 5}\n", `f.yaml:4:3: sections: section "open" is listed twice (first at line 2)`},
		{"sections: [Open]\n", `f.yaml:1:11: sections: sections must map each section's name to its prizes`},
		{"sections:\n  Open: {place: 1}\n", `f.yaml:2:9: prizes: prizes must be a list`},
		{"sections:\n  Open:\n    - {place: 2, cash: 5}\n", `f.yaml:3:7: 2nd is listed but 1st is not`},
		{"based_on: {entries: 9, count: players}\nprizes:\n  - {place: 1, cash: 5}\n", `f.yaml:1:1: count: count: players applies to a fund over several sections`},
		{"based_on: {entries: 9, count: heads}\nsections:\n  A:\n    - {place: 1, cash: 5}\n", `f.yaml:1:31: count: "heads": use entries or players`},
		{"sectons:\n  A:\n    - {place: 1, cash: 5}\n", `f.yaml:1:1: the fund has no key "sectons" (did you mean "sections"?)`},
	} {
		_, _, err := Parse("f.yaml", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%q:\n got %v\nwant %s", tc.src, err, tc.want)
		}
	}
}

// aliasedFund returns the 66 KB fund of issue 39: one list of 1,000 prizes named with &L
// and used by sections more sections through *L.
func aliasedFund(sections int) string {
	var b strings.Builder
	b.WriteString("name: x\ncurrency: USD\nsections:\n  S0: &L\n")
	for i := 1; i <= 1000; i++ {
		fmt.Fprintf(&b, "    - {place: %d, cash: 1, trophy: \"T%d\"}\n", i, i)
	}
	for s := 1; s <= sections; s++ {
		fmt.Fprintf(&b, "  S%d: *L\n", s)
	}
	return b.String()
}

// TestFundBudgetCountsAliases holds the fund-wide budget: 2,000 sections sharing one list
// of 1,000 prizes through an alias are refused before a prize is read, in a few megabytes
// (the file made 2 million prizes and 1.8 GB before).
func TestFundBudgetCountsAliases(t *testing.T) {
	src := []byte(aliasedFund(1999))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, _, err := Parse("f.yaml", src)
	runtime.ReadMemStats(&after)
	want := "f.yaml:4:3: sections: 2000000 prizes in 2000 sections"
	if err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("got %v\nwant %s", err, want)
	}
	if used := after.TotalAlloc - before.TotalAlloc; used > 50<<20 {
		t.Errorf("refusing the fund allocated %d MB, want under 50", used>>20)
	}
	for _, tc := range []struct {
		src string
		ok  bool
	}{
		{"sections:\n  A: &L\n    - {place: 1, cash: 5}\n  B: *L\n", true},
		{aliasedFund(0), false}, // 1,000 prizes and their section
		{strings.Replace(aliasedFund(0), "    - {place: 1000, cash: 1, trophy: \"T1000\"}\n", "", 1), true},
	} {
		if _, _, err := Parse("f.yaml", []byte(tc.src)); (err == nil) != tc.ok {
			t.Errorf("%.60q: %v, want ok=%v", tc.src, err, tc.ok)
		}
	}
}
