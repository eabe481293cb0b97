package pdfout

import (
	"bytes"
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// friendshipCupDoc ranks the teams of the Cretan Friendship Cup 2024 (15 teams of six
// boards, 7 rounds) by MP, then EGGSB and BH:MP, the official order.
func friendshipCupDoc(t *testing.T) (*exporters.Document, [][]string) {
	t.Helper()
	dir := filepath.Join(trftest.RealData(t), "reference", "friendship-cup-2024-team")
	tn := loadTRF(t, filepath.Join(dir, "friendship-cup-2024-heraklion.trf"))
	ev, probs := teams.Build(tn, teams.DefaultScoring())
	for _, p := range probs {
		if p.Error {
			t.Fatal(p.Msg)
		}
	}
	rules := teams.Rules{System: "fide", Edition: "2024"}
	tbs, err := teams.Resolve("EGGSB,BH:MP", rules)
	if err != nil {
		t.Fatal(err)
	}
	st := teams.Rank(teams.NewEval(ev, rules), tbs)
	f, err := os.Open(filepath.Join(dir, "official-team-standings.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ref, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return &exporters.Document{T: tn, Teams: st, Opts: exporters.Options{Generator: "tiebreak test", GeneratedAt: fixedTime}}, ref[1:]
}

// TestTeamsPDF writes the Friendship Cup's team standings PDF and reads it back: the
// page header names the teams, rounds and team rules; the standings of the first three
// teams print the official MP, GP, EGGSB and BH:MP; each team's board results follow,
// the winner's first with its round-1 match; every page says what it is; the same input
// gives the same bytes.
func TestTeamsPDF(t *testing.T) {
	doc, ref := friendshipCupDoc(t)
	var buf bytes.Buffer
	if err := WriteTeams(&buf, doc); err != nil {
		t.Fatal(err)
	}
	pdf := buf.Bytes()
	text := pdftext(t, pdf, 0, 0)
	squash := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	all := squash(text)
	var want []string
	for _, r := range ref[:3] {
		// rank,team,matches,wins,draws,losses,match_points,game_points,EGGSB,BH_MP
		want = append(want, r[1]+" "+r[6]+" "+r[7]+" "+r[8]+" "+r[9])
	}
	want = append(want,
		"November 23\u201324, 2024 \u00b7 Heraklion \u00b7 15 teams, 7 rounds",
		"FIDE 2024 team rules, MP first \u00b7 tiebreaks in order: EGGSB, BH:MP",
		"Place No. Team MP GP EGGSB BH:MP",
		"1. "+ref[0][1]+" (No. 3): MP 11, GP 24.5",
		"Bd Player Rtg Rd 1 Rd 2 Rd 3 Rd 4 Rd 5 Rd 6 Rd 7 Pts",
		"Opponent 10b 6w 12b 4w 15w 7b 9b",
		"Match 4-2 4.5-1.5 3-3 3-3 3-3 3.5-2.5 3.5-2.5 24.5",
		"1 Emmanouilidis,Konstantinos 1951 1 1 0 0 1 1 0 4",
		"Teams are ranked by match points (MP), then by EGGSB, then BH:MP",
	)
	for _, w := range want {
		if !strings.Contains(all, w) {
			t.Errorf("PDF text lacks %q", w)
		}
	}
	info := pdfinfo(t, pdf)
	pages := strings.Split(text, "\f")
	for i, page := range pages[:len(pages)-1] {
		if !strings.Contains(page, "Team standings") {
			t.Errorf("page %d (of %s) does not say Team standings", i+1, info["Pages"])
		}
	}
	var again bytes.Buffer
	if err := WriteTeams(&again, doc); err != nil || !bytes.Equal(pdf, again.Bytes()) {
		t.Errorf("two runs differ (%v)", err)
	}
	if err := WriteTeams(&again, &exporters.Document{T: doc.T}); err == nil {
		t.Error("no error without team standings")
	}
}
