package pdfout

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
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
	return season.Event{Name: name, Standings: st}
}

// smallSeason is three events with a shared place (split, rounded down), best 2 of 3, a
// participation bonus, a player joined by name to an ID, accents and Cyrillic.
func smallSeason() *season.Leaderboard {
	evs := []season.Event{
		seasonEvent("Spring Open",
			[6]string{"Lopez, María", "14000001", "", "1", "", "4"},
			[6]string{"Chen, Wei", "", "", "2", "4", "3"},
			[6]string{"Иванов, Пётр", "", "", "2", "4", "3"},
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

// bigSeason is generated events of 100 to 350 players (engine/synth), the same people
// by FIDE ID across events.
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

func renderSeason(tb testing.TB, lb *season.Leaderboard, paper string) []byte {
	tb.Helper()
	var buf bytes.Buffer
	if err := WriteSeason(&buf, lb, exporters.Options{Generator: "tiebreak test", GeneratedAt: fixedTime, Paper: paper}); err != nil {
		tb.Fatal(err)
	}
	return buf.Bytes()
}

// TestSeasonGolden compares the small season's PDF byte for byte with its golden file.
func TestSeasonGolden(t *testing.T) {
	got := renderSeason(t, smallSeason(), "")
	path := filepath.Join("testdata", "season-small.pdf")
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./exporters/pdf -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		out := filepath.Join(t.TempDir(), "season-small.pdf")
		_ = os.WriteFile(out, got, 0o644)
		t.Errorf("PDF differs from %s; new file in %s", path, out)
	}
	if again := renderSeason(t, smallSeason(), ""); !bytes.Equal(got, again) {
		t.Error("two runs differ")
	}
}

// TestSeasonText reads the small season back with pdftotext: landscape Letter, the
// event list, every row with its cells, a dropped result in parentheses, the review list.
func TestSeasonText(t *testing.T) {
	pdf := renderSeason(t, smallSeason(), "")
	info := pdfinfo(t, pdf)
	if info["Pages"] != "2" || !strings.HasPrefix(info["Page size"], "792 x 612") {
		t.Errorf("pages %q, size %q; want 2 Letter landscape", info["Pages"], info["Page size"])
	}
	text := pdftext(t, pdf, 0, 0)
	squash := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	lines := map[string]bool{}
	for _, l := range strings.Split(text, "\n") {
		lines[squash(l)] = true
	}
	for _, want := range []string{
		"Springfield Chess Club Grand Prix 2026 Season leaderboard",
		"Springfield Chess Club Grand Prix 2026 \u2014 Season leaderboard Page 1 of 2",
		"Points by place: 10, 8, 6, 5, 4, 3, 2, 1; shared places share their points (rounded down to 0.01); +0.5 per event played; best 2 results count",
		"2 Summer Swiss & Blitz Championship, Under 1800 section March 14, 2026 3",
		"Place Name USCF ID FIDE ID Events Total 1 2 3",
		"1 LOPEZ, MARIA 14000001 3 21 10.5 (8.5) 10.5",
		"2 Chen, Wei 14000002 2 17.33 6.83 10.5",
		"3 Adams, Ann 3 15 (4.5) 6.5 8.5",
		"4 Obrien, Sean 2500123 2 13.33 6.83 6.5",
		"5 Иванов, Пётр 1 6.83 6.83",
		"LOPEZ, MARIA 1 name to ID 1. Spring Open Lopez, María 14000001",
		"1 2. Summer Swiss & Blitz Championship, Under 1800 section Maria Lopez yes",
	} {
		if !lines[want] {
			t.Errorf("no line %q in\n%s", want, text)
		}
	}
}

// TestSeasonBands renders 350 players and 40 events: the events do not fit one page
// width, so they go in three bands (1-14, 15-28, 29-40) on pages ordered across, then
// down, each page of a band holding the same players.
func TestSeasonBands(t *testing.T) {
	lb := bigSeason(40)
	pdf := renderSeason(t, lb, "")
	info := pdfinfo(t, pdf)
	pages, _ := strconv.Atoi(info["Pages"])
	var board []string
	for p := 1; p <= pages; p++ {
		text := pdftext(t, pdf, p, p)
		if !strings.Contains(text, "Page "+strconv.Itoa(p)+" of "+info["Pages"]) {
			t.Errorf("page %d lacks its number", p)
		}
		if strings.Contains(text, "Leaderboard, events") {
			board = append(board, text)
		}
	}
	if len(board)%3 != 0 || len(board) < 3 {
		t.Fatalf("%d leaderboard pages, want bands of three", len(board))
	}
	// first returns the place and name of the first player row of a page.
	first := func(s string) string {
		for _, l := range strings.Split(s, "\n") {
			if f := strings.Fields(l); len(f) > 2 && f[0][0] >= '0' && f[0][0] <= '9' && strings.HasSuffix(f[1], ",") {
				return f[0] + " " + f[1] + " " + f[2]
			}
		}
		return ""
	}
	for i := 0; i < len(board); i += 3 {
		for k, band := range []string{"1\u201314", "15\u201328", "29\u201340"} {
			if !strings.Contains(board[i+k], "Leaderboard, events "+band) {
				t.Errorf("leaderboard page %d is not events %s", i+k+1, band)
			}
			if first(board[i+k]) == "" || first(board[i+k]) != first(board[i]) {
				t.Errorf("leaderboard page %d starts with %q, its band with %q", i+k+1, first(board[i+k]), first(board[i]))
			}
		}
	}
	all := pdftext(t, pdf, 0, 0)
	for _, r := range lb.Rows {
		if strings.Count(all, r.Name) < 3 {
			t.Errorf("%q is not on every band", r.Name)
		}
	}
}

// TestWriteSeasonSamples renders season leaderboard PDFs (small, long and wide, Letter
// and A4) and checks each as TestWriteSamples does; PDF_SAMPLES=DIR keeps them there.
func TestWriteSeasonSamples(t *testing.T) {
	dir := sampleDir(t)
	for name, lb := range map[string]*season.Leaderboard{"season-small": smallSeason(), "season-big": bigSeason(14), "season-wide": bigSeason(40)} {
		for _, paper := range []string{"letter", "a4"} {
			writeSample(t, dir, name+"-"+paper+".pdf", renderSeason(t, lb, paper))
		}
	}
}

// TestSeasonEmpty writes a leaderboard of no events, and one of an event nobody played,
// without failing.
func TestSeasonEmpty(t *testing.T) {
	for _, lb := range []*season.Leaderboard{season.Build(nil, season.Scoring{}), season.Build([]season.Event{{Name: "Cancelled"}}, season.Scoring{})} {
		if text := pdftext(t, renderSeason(t, lb, "a4"), 0, 0); !strings.Contains(text, "Leaderboard") {
			t.Errorf("no leaderboard in\n%s", text)
		}
	}
	if err := WriteSeason(io.Discard, nil, exporters.Options{}); err == nil {
		t.Error("nil leaderboard: no error")
	}
}
