package fund

import (
	"fmt"
	"os"
	"strings"

	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// FuzzParse feeds arbitrary bytes to the fund parser. It must never panic; a fund it
// accepts must be valid and must allocate on a small event with every property holding.
func FuzzParse(f *testing.F) {
	for _, name := range templates.FundNames() {
		data, _ := templates.Fund(name)
		f.Add(data)
	}
	if data, err := os.ReadFile("../../testdata/open-fund.yaml"); err == nil {
		f.Add(data)
	}
	for _, s := range []string{
		"prizes:\n  - {place: 1, cahs: 500}\n",
		"based_on: {entries: 10, actual: 3}\nprizes:\n  - {class: U1800/Unrated, cash: 1.5}\n",
		"a: &x {place: 1, cash: 5}\nprizes: [*x, *x]\n",
		"prizes:\n  - {name: J, age_min: 8, age_max: 12, age_on: 2026-01-01, sex: f, unrated: yes, trophy: T}\n",
		"split: hort\nrounding: dollar\nprizes:\n  - {place: 1, cash: \"$1,379.99\"}\n  - {place: 2, cash: 0.01}\n",
		"unrated_max: 2\nunrated_excess: next\nprizes:\n  - {place: 1, cash: 10}\n  - {place: 2, cash: 3}\n",
		"unrated_max: 2.50\nunrated_excess: unpaid\nprizes:\n  - {place: 1, cash: 10}\n",
		"based_on: {entries: 40, guaranteed: 62.5%}\nprizes:\n  - {place: 1, cash: 900, guaranteed: true}\n  - {place: 2, cash: 300}\n",
		"based_on: {entries: 40, count: players}\nsections:\n  Open:\n    - {place: 1, cash: 900}\n  U1800:\n    - {class: U1600, cash: 50, trophy: T}\n",
	} {
		f.Add([]byte(s))
	}
	st := smallEvent()
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			fund, opts, err := Parse("fuzz.yaml", data)
			if err != nil {
				return
			}
			if err := fund.Validate(); err != nil {
				t.Fatalf("accepted an invalid fund: %v", err)
			}
			funds := []*prizes.Fund{fund}
			if len(fund.Sections) > 0 { // each section paid on the small event, as one of the event's
				funds = funds[:0]
				for k := range fund.Sections {
					funds = append(funds, fund.ForSection(k, 2*len(st.Eval.T.Players)))
				}
			}
			for _, f := range funds {
				a, err := prizes.Allocate(st, f, opts)
				if err != nil {
					t.Fatalf("accepted a fund Allocate refuses: %v", err)
				}
				if err := a.Verify(); err != nil {
					t.Fatal(err)
				}
			}
		})
	})
}

// smallEvent is six players with ratings, an unrated player, birth dates and ties.
func smallEvent() *engine.Standings {
	tr := &engine.Tournament{StartDate: "2026/03/14", Federation: "USA", Scoring: engine.DefaultScoring()}
	for i, p := range []struct {
		rating int
		points string
		birth  string
		sex    string
	}{{2100, "4", "1980/01/01", "m"}, {1750, "4", "2012/05/05", "w"}, {1450, "3", "2015", "m"},
		{0, "3", "1950/02/02", "w"}, {1199, "2", "", "m"}, {1800, "1", "2010/10/10", "f"}} {
		id := engine.PlayerID(i + 1)
		tr.Players = append(tr.Players, engine.Player{ID: id, Name: "P" + string(rune('A'+i)), Rating: p.rating, Birth: p.birth, Sex: p.sex})
		tr.Adjustments = append(tr.Adjustments, engine.Adjustment{Player: id, Points: engine.MustScore(p.points), Source: engine.AdjustRecord})
	}
	return engine.Rank(engine.NewEvaluation(tr, engine.Rules{System: "uscf"}), nil)
}

// FuzzSections reads funds over several sections whose prize lists are shared through
// YAML aliases: sections sections, the first holding a list of prizes prizes named &L,
// every other one *L when alias is set (else a list of its own), and tail added at the
// end of the file. A fund accepted must hold at most maxPrizes prizes and sections
// together, however the aliases repeat them.
func FuzzSections(f *testing.F) {
	f.Add(uint16(2000), uint16(1000), true, "")
	f.Add(uint16(3), uint16(5), true, "  Extra: *L\n")
	f.Add(uint16(10), uint16(90), true, "")
	f.Add(uint16(10), uint16(91), false, "  T: &M [{place: 1, cash: 2}]\n  U: *M\n")
	f.Add(uint16(1), uint16(999), false, "")
	f.Fuzz(func(t *testing.T, sections, list uint16, alias bool, tail string) {
		sections, list = 1+sections%2500, 1+list%1100
		var b strings.Builder
		b.WriteString("sections:\n  S0: &L\n")
		for i := 1; i <= int(list); i++ {
			fmt.Fprintf(&b, "    - {place: %d, cash: 1}\n", i)
		}
		for s := 1; s < int(sections); s++ {
			if alias {
				fmt.Fprintf(&b, "  S%d: *L\n", s)
			} else {
				fmt.Fprintf(&b, "  S%d: [{place: 1, cash: 1}]\n", s)
			}
		}
		b.WriteString(tail)
		data := []byte(b.String())
		testtool.Budget(t, data, func() {
			fund, _, err := Parse("fuzz.yaml", data)
			if err != nil {
				return
			}
			n := len(fund.Sections)
			for _, s := range fund.Sections {
				n += len(s.Prizes)
			}
			if n > maxPrizes {
				t.Fatalf("accepted %d prizes and sections", n)
			}
		})
	})
}
