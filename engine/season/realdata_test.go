package season

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// realEvents ranks real TRF events (paths under testdata/real) with the US Chess
// tiebreak preset and returns them as season events named by label.
func realEvents(t *testing.T, files ...string) []Event {
	t.Helper()
	rd := trftest.RealData(t)
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	var out []Event
	for _, f := range files {
		tn := trftest.Load(t, filepath.Join(rd, f))
		rules := engine.Rules{System: "uscf"}
		ev := engine.NewEvaluation(tn, rules)
		tbs, err := cat.Resolve("uscf", rules, ev.Kind)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, Event{Name: filepath.Base(f), File: f, Standings: engine.Rank(ev, tbs)})
	}
	return out
}

// icuSeason is the Irish Chess Union's 2011 events kept in the real data: the four
// Bunratty sections, the Irish intermediate and junior championships and the Armstrong
// Cup league. The ICU files carry the ICU's own IDs in the FIDE ID field, except the
// Bunratty Masters, whose players have none.
var icuSeason = []string{"trf/icu-bunratty_masters_2011.trf", "trf/icu-bunratty_challengers_2011.trf",
	"trf/icu-bunratty_major_2011.trf", "trf/icu-bunratty_minor_2011.trf", "trf/icu-irish_intermediate_champs_2011.trf",
	"trf/icu-irish_junior_champs_2011.trf", "trf/icu-armstrong_2011.trf"}

// TestRealSeasonICU builds the ICU 2011 leaderboard: 471 appearances of 373 IDs and 56
// players without one (the Masters and a few others) make 418 players, 11 Masters players
// being joined by name to their ID in the Armstrong Cup, and two different IDs named
// "O'Connell, Michael" kept apart. The counts were checked with a separate script over
// the TRF files.
func TestRealSeasonICU(t *testing.T) {
	lb := Build(realEvents(t, icuSeason...), Scoring{})
	if len(lb.Rows) != 418 {
		t.Errorf("%d players, want 418", len(lb.Rows))
	}
	appearances := 0
	for _, e := range lb.Events {
		appearances += e.Players
	}
	if appearances != 471 {
		t.Errorf("%d appearances, want 471", appearances)
	}
	var toID []string
	for _, m := range lb.Matches {
		switch m.Kind {
		case MatchNameToID:
			toID = append(toID, m.Name)
			if len(m.Appearances) != 2 || !m.Appearances[0].ByName || m.Appearances[0].Event != 0 || m.Appearances[1].Event != 6 {
				t.Errorf("%s: %+v, want the Masters by name and the Armstrong Cup by ID", m.Name, m.Appearances)
			}
		case MatchSameName:
			if m.Name != "O'Connell, Michael" || len(m.Appearances) != 2 || m.Appearances[0].FIDEID == m.Appearances[1].FIDEID {
				t.Errorf("same name: %+v", m)
			}
		default:
			t.Errorf("unexpected match %+v", m)
		}
	}
	slices.Sort(toID)
	want := []string{"Baburin, Alexander", "Cafolla, Peter", "Courtney, John", "Duffy, Seamus", "Fitzsimons, David", "Fox, Anthony",
		"Freeman, Gordon", "Griffiths, Ryan-Rhys", "McMorrow, John", "O'Connor, Jonathan", "Porter, Liam"}
	if !slices.Equal(toID, want) {
		t.Errorf("joined by name to an ID: %q\nwant %q", toID, want)
	}
	for _, line := range []string{
		"1-9 Courtney, John [/6882] 10: 0* - - - - - 10\n",
		"22-29 Baburin, Alexander [/7085] 5: 5* - - - - - 0\n",
		"30-35 Short, Nigel 4: 4 - - - - - -\n",
	} {
		if !strings.Contains(show(lb), line) {
			t.Errorf("no row %q", line)
		}
	}
	// Every event gives 10+8+6+5+4+3+2+1 = 39 points; shared places lose at most 0.02
	// each to rounding down.
	var sum engine.Score
	for _, r := range lb.Rows {
		sum += r.Total
	}
	if maxPoints := engine.Points(39 * 7); sum > maxPoints || sum < maxPoints-engine.Point {
		t.Errorf("totals add to %s, want 273 or a little less", sum)
	}
}

// TestRealSeasonUSChess builds a leaderboard from the seven sections of the 93rd
// Massachusetts Open and the PNWCC Premiere Open (real SwissSys events; names are
// pseudonyms, the same in every section of an event, and US Chess IDs were removed):
// the 15 players who played two sections (a main section and extra games) are joined by
// name and listed for review; the two events share nobody.
func TestRealSeasonUSChess(t *testing.T) {
	dir := "uscf/swisssys-2025-05-93rd-massachusetts-open/"
	var files []string
	for _, s := range []string{"championship", "under-2100", "under-1800", "under-1500", "under-1200", "extra-games", "extra-games-dual-rated"} {
		files = append(files, dir+s+".derived.trf")
	}
	files = append(files, "uscf/swisssys-2025-03-pnwcc-premiere-uscf-open-spring/open.derived.trf")
	lb := Build(realEvents(t, files...), Scoring{BestN: 1})
	if len(lb.Rows) != 241 {
		t.Errorf("%d players, want 233 + 8", len(lb.Rows))
	}
	var names []string
	for _, m := range lb.Matches {
		names = append(names, m.Name)
		if m.Kind != MatchName || len(m.Appearances) != 2 {
			t.Errorf("%+v: want a name match in two sections", m)
		}
		r := lb.Rows[m.Appearances[0].Row]
		if r.Played != 2 || r.Cells[0].Counted == r.Cells[1].Counted || r.Total != max(r.Cells[0].Points, r.Cells[1].Points) {
			t.Errorf("%s: best 1 of %+v gives %s", m.Name, r.Cells, r.Total)
		}
	}
	want := []string{"Beatston, Olga", "Blandham, Kira Hugo", "Fothius, Nadia", "Fretdale, Rosa Emma", "Hairner, Kai", "Metvik, Olga Bianca",
		"Polius, Cyrus", "Prarett, Lev F", "Progura, Sofia Ines", "Skealtlin, Beatrice", "Skonham-Zevner, Abigail", "Stourvford, Andre Sofia",
		"Tebock, Wei Clara", "Yinane, Victor Neel", "Zimford, Ethan E"}
	if !slices.Equal(names, want) {
		t.Errorf("name matches %q\nwant %q", names, want)
	}
}
