package site

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestTVView checks the TV view of the sample event (24 players, 5 rounds): two screens
// of standings and two of the last round's 11 games and 2 byes, each refreshing into the next and
// the last back to tv.html, each with the event's status; names stay text; the notice
// shows on the screens and the pages; without TV there is no view.
func TestTVView(t *testing.T) {
	if files := build(t, Options{}); files["tv.html"] != nil {
		t.Error("a site without TV has tv.html")
	}
	files := build(t, Options{TV: true, GeneratedAt: fixedTime, Notice: "last updated after round 4, 21:14; event.trf saved 21:20 is unreadable: line 37: x"})
	want := []struct {
		path, next, what string
	}{
		{"tv.html", "tv-2.html", "Standings 1-12 of 24"},
		{"tv-2.html", "tv-3.html", "Standings 13-24 of 24"},
		{"tv-3.html", "tv-4.html", "Round 5 results 1-12 of 13"},
		{"tv-4.html", "tv.html", "Round 5 results 13-13 of 13"},
	}
	for i, w := range want {
		page := string(files[w.path])
		if page == "" {
			t.Fatalf("%s is missing", w.path)
		}
		for _, s := range []string{
			fmt.Sprintf(`<meta http-equiv="refresh" content="15;url=%s">`, w.next),
			"<h2>" + w.what + "</h2>",
			`<p class="status">Final standings (planned rounds not stated)</p>`,
			`<p class="notice" role="status">last updated after round 4, 21:14; event.trf saved 21:20 is unreadable: line 37: x</p>`,
			fmt.Sprintf("Screen %d / 4", i+1),
			"Generated on 2026-05-01 12:00 UTC",
		} {
			if !strings.Contains(page, s) {
				t.Errorf("%s lacks %q", w.path, s)
			}
		}
		if strings.Contains(page, hostileScript) || strings.Contains(page, "<script") || strings.Contains(page, "<img") {
			t.Errorf("%s carries markup from a name", w.path)
		}
	}
	if files["tv-5.html"] != nil {
		t.Error("a fifth screen")
	}
	if !strings.Contains(string(files["index.html"]), `<p class="notice" role="status"><strong>last updated after round 4`) {
		t.Error("the index page lacks the notice")
	}
	rows := regexp.MustCompile(`<tr><td class="num">(\d+)</td><td>([^<]*)</td><td class="res">([^<]*)</td><td>([^<]*)</td></tr>`).
		FindAllStringSubmatch(string(files["tv-3.html"])+string(files["tv-4.html"]), -1)
	if len(rows) != 13 {
		t.Fatalf("%d rows on the round screens, want 13", len(rows))
	}
	// Each game as the crosstable has it: the white player's round 5.
	doc := sampleDoc(t, "uscf")
	doc.T.Players[0].Name, doc.T.Players[1].Name = hostileScript, hostileImg
	byName := map[string]*engine.Player{}
	for i := range doc.T.Players {
		byName[doc.T.Players[i].Name] = &doc.T.Players[i]
	}
	byes := 0
	for _, r := range rows {
		white, black := byName[html.UnescapeString(r[2])], byName[html.UnescapeString(r[4])]
		if white != nil && r[4] == "" {
			byes++
			// A bye, after the games: said in words with its wall-chart letter.
			letter, _ := exporters.USLetter(white.Rounds[4].Result)
			if white.Rounds[4].Opponent != 0 || r[3] != resultWords(white.Rounds[4].Result)+" ("+letter+")" {
				t.Errorf("row %s: %s %s, but the file has %+v", r[1], r[2], r[3], white.Rounds[4])
			}
			continue
		}
		if byes > 0 {
			t.Errorf("game %s after a bye: byes come last", r[1])
		}
		if white == nil || black == nil {
			t.Fatalf("game %s: unknown players %q, %q", r[1], r[2], r[4])
		}
		rd := white.Rounds[4]
		if rd.Opponent != black.ID || rd.Color == engine.Black || gameResult(rd.Result) != html.UnescapeString(r[3]) {
			t.Errorf("game %s: %s %s %s, but the file has %+v", r[1], r[2], r[3], r[4], rd)
		}
	}
	if byes != 2 {
		t.Errorf("%d byes, want 2", byes)
	}
}

// TestTVRoundInProgress: a round paired without results is "pairings and results", its
// games "-", under the in-progress status.
func TestTVRoundInProgress(t *testing.T) {
	doc := sampleDoc(t, "uscf")
	for i := range doc.T.Players {
		if rd := &doc.T.Players[i].Rounds[4]; rd.Opponent != 0 {
			rd.Result = engine.Pending
		}
	}
	doc = rank(t, doc.T, "uscf")
	files, err := Build([]Section{{Doc: doc, Folder: "sample"}}, Options{TV: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if f.Name == "tv-3.html" {
			page := string(f.Data)
			for _, s := range []string{"<h2>Round 5 pairings and results 1-12 of 13</h2>", `<p class="status">Standings after round 4; round 5 in progress: 0 of 11 games entered</p>`, `<td class="res">-</td>`} {
				if !strings.Contains(page, s) {
					t.Errorf("tv-3.html lacks %q", s)
				}
			}
			return
		}
	}
	t.Error("no tv-3.html")
}

// TestGameResult checks the result words of the TV view.
func TestGameResult(t *testing.T) {
	for r, want := range map[engine.Result]string{
		engine.Win: "1-0", engine.Loss: "0-1", engine.Draw: "½-½", engine.ForfeitWin: "1F-0F",
		engine.ForfeitLoss: "0F-1F", engine.Pending: "-", engine.WinUnrated: "1-0", engine.DrawUnrated: "½-½",
	} {
		if got := gameResult(r); got != want {
			t.Errorf("gameResult(%v) = %q, want %q", r, got, want)
		}
	}
}
