package xlsxout

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// seasonEvent builds a ranked event from {name, uscf, fide, place, placeTo, points}
// lines in standings order.
func seasonEvent(name string, lines ...[6]string) season.Event {
	t := &engine.Tournament{Name: name, StartDate: "2026/03/14"}
	st := &engine.Standings{Eval: &engine.Evaluation{T: t}}
	for i, l := range lines {
		p := engine.Player{ID: engine.PlayerID(i + 1), Name: l[0], FIDEID: l[2]}
		if l[1] != "" {
			p.National = []engine.NationalRating{{Federation: "USA", ID: l[1]}}
		}
		t.Players = append(t.Players, p)
		place, _ := strconv.Atoi(l[3])
		to, _ := strconv.Atoi(l[4])
		st.Rows = append(st.Rows, engine.Row{Player: i, Place: place, PlaceTo: max(place, to), Points: engine.MustScore(l[5])})
	}
	return season.Event{Name: name, File: "season/" + strings.ToLower(strings.ReplaceAll(name, " ", "-")) + ".trf", Standings: st}
}

// smallSeason is three events with a shared place (split, rounded down), best 2 of 3, a
// participation bonus, a player joined by name to an ID, accents, and a name that looks
// like a formula.
func smallSeason() *season.Leaderboard {
	evs := []season.Event{
		seasonEvent("Spring Open",
			[6]string{"Lopez, María", "14000001", "", "1", "", "4"},
			[6]string{"Chen, Wei", "", "", "2", "4", "3"},
			[6]string{"=cmd", "", "", "2", "4", "3"},
			[6]string{"O'Brien, Seán", "", "2500123", "2", "4", "3"},
			[6]string{"Adams, Ann", "", "", "5", "", "1"}),
		seasonEvent("Summer Swiss & Blitz Championship, Under 1800 section",
			[6]string{"Chen, Wei", "14000002", "", "1", "", "3"},
			[6]string{"Maria Lopez", "", "", "2", "", "2"},
			[6]string{"Adams, Ann", "", "", "3", "", "1"}),
		seasonEvent("Fall Quad",
			[6]string{"LOPEZ, MARIA", "14000001", "", "1", "", "3"},
			[6]string{"Adams, Ann", "", "", "2", "", "2"},
			[6]string{"Obrien, Sean", "", "2500123", "3", "", "1"}),
	}
	lb := season.Build(evs, season.Scoring{BestN: 2, Participation: engine.Half})
	lb.Title = "Springfield Chess Club Grand Prix 2026"
	return lb
}

// bigSeason is 14 generated events of 100 to 350 players (engine/synth), the same
// people by FIDE ID across events: a leaderboard of 350 players whose events do not fit
// one page width.
func bigSeason(events int) *season.Leaderboard {
	var evs []season.Event
	for e := range events {
		n := 100 + e*250/max(1, events-1)
		tn := synth.Generate(synth.Config{Players: n, Rounds: 5 + e%4, Seed: uint64(40 + e)})
		tn.Name = fmt.Sprintf("Club Swiss %d", e+1)
		evs = append(evs, season.Event{Standings: engine.Rank(engine.NewEvaluation(tn, engine.Rules{System: "uscf"}), nil)})
	}
	return season.Build(evs, season.Scoring{BestN: 8, Participation: engine.Points(1)})
}

// exportSeason writes lb and reopens the workbook.
func exportSeason(t testing.TB, lb *season.Leaderboard) (*excelize.File, []byte) {
	t.Helper()
	var buf bytes.Buffer
	if err := WriteSeason(&buf, lb); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f, buf.Bytes()
}

// TestSeasonGolden pins every cell, style and print setting of a small season workbook.
func TestSeasonGolden(t *testing.T) {
	f, data := exportSeason(t, smallSeason())
	golden(t, "season-small.golden.txt", dump(t, f, data))
}

// TestSeasonPrintPlan checks that the leaderboard of 350 players and 14 events prints
// at 100% on Letter landscape with every page holding what its breaks give it, the
// events continuing on a second page across, and nothing under 8 pt.
func TestSeasonPrintPlan(t *testing.T) {
	lb := bigSeason(14)
	if len(lb.Rows) != 350 {
		t.Fatalf("%d players, want 350", len(lb.Rows))
	}
	f, data := exportSeason(t, lb)
	plan := readPrintPlan(t, f, data, sheetLeaderboard)
	if plan.pagesWide != 2 {
		t.Errorf("%d pages across, want 2", plan.pagesWide)
	}
	if got := len(plan.rowsOnPage); got != (350+plan.rowsOnPage[0]-1)/plan.rowsOnPage[0] {
		t.Errorf("%d bands of %v rows", got, plan.rowsOnPage)
	}
	checkFontSizes(t, f, sheetLeaderboard)
	rows := sheetTable(t, f, sheetLeaderboard)
	if rows[0][0] != "Place" || rows[0][len(rows[0])-1] != "Club Swiss 14" {
		t.Errorf("header %q", rows[0])
	}
}

// TestSeasonNoMatches writes a note instead of an empty review sheet.
func TestSeasonNoMatches(t *testing.T) {
	f, _ := exportSeason(t, season.Build([]season.Event{seasonEvent("Solo", [6]string{"Adams, Ann", "", "", "1", "", "1"})}, season.Scoring{}))
	v, err := f.GetCellValue(sheetMatches, "A2")
	if err != nil || v != "No player was matched by name alone." {
		t.Errorf("A2 = %q, %v", v, err)
	}
}

// TestSeasonPDF converts the small and the 350-player workbooks with LibreOffice and
// checks the printed pages: the leaderboard on the pages its settings plan, every
// player's name, the title and "Page n of m" on each page. With TIEBREAK_PDF_DIR set the
// PDFs stay there to be looked at (pdftoppm -r 80 -png).
func TestSeasonPDF(t *testing.T) {
	soffice, pdftotext, pdfinfo := pdfTools(t)
	books := map[string]*season.Leaderboard{"season-small": smallSeason(), "season-big": bigSeason(14)}
	data := map[string][]byte{}
	plans := map[string]printPlan{}
	for name, lb := range books {
		f, raw := exportSeason(t, lb)
		data[name] = raw
		plans[name] = readPrintPlan(t, f, raw, sheetLeaderboard)
	}
	pdfs := convertPDF(t, soffice, data)
	for name, lb := range books {
		t.Run(name, func(t *testing.T) {
			pages := pdfText(t, pdftotext, pdfs[name])
			if n := pdfPages(t, pdfinfo, pdfs[name]); n != len(pages) {
				t.Fatalf("pdfinfo says %d pages, pdftotext gave %d", n, len(pages))
			}
			board := 0
			for i, page := range pages {
				if !strings.Contains(page, lb.Title) || !strings.Contains(page, "Page "+strconv.Itoa(i+1)+" of "+strconv.Itoa(len(pages))) {
					t.Errorf("page %d lacks the title or its number:\n%s", i+1, page)
				}
				if strings.Contains(page, sheetLeaderboard) {
					board++
				}
			}
			if board != plans[name].pages() {
				t.Errorf("the leaderboard prints on %d pages, its settings plan %d", board, plans[name].pages())
			}
			all := strings.Join(pages, "\n")
			for _, r := range lb.Rows {
				if !strings.Contains(all, r.Name) {
					t.Errorf("PDF lacks %q", r.Name)
				}
			}
			t.Logf("%d players, %d events: %d pages, %d of them the leaderboard", len(lb.Rows), len(lb.Events), len(pages), board)
		})
	}
	if dir := os.Getenv("TIEBREAK_PDF_DIR"); dir != "" {
		t.Logf("PDFs in %s", filepath.Clean(dir))
	}
}

// TestSeasonEmpty writes a leaderboard of no events, and one of an event nobody played.
func TestSeasonEmpty(t *testing.T) {
	for _, lb := range []*season.Leaderboard{season.Build(nil, season.Scoring{}), season.Build([]season.Event{{Name: "Cancelled"}}, season.Scoring{})} {
		f, _ := exportSeason(t, lb)
		if rows := sheetTable(t, f, sheetLeaderboard); len(rows) != 1 || rows[0][len(rows[0])-1] != "Total" && rows[0][len(rows[0])-1] != "Cancelled" {
			t.Errorf("rows %q", rows)
		}
	}
	if err := WriteSeason(&bytes.Buffer{}, nil); err == nil {
		t.Error("nil leaderboard: no error")
	}
}

// TestSeasonReproducible: the same leaderboard gives the same bytes every time, so a
// batch run's season.xlsx does not depend on -j or on the run.
func TestSeasonReproducible(t *testing.T) {
	lb := smallSeason()
	_, first := exportSeason(t, lb)
	for range 20 {
		if _, again := exportSeason(t, lb); !bytes.Equal(again, first) {
			t.Fatal("the same leaderboard gave different bytes")
		}
	}
}
