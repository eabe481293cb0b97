package main

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// TestPublishRatings publishes the 19th Arad Open 2026 A with --ratings fide and checks
// that each player's Pre, Chg and Post on the standings page and the player page are
// the values 'tiebreak ratings --system fide --format csv' prints for the same file
// (Cao Qingfeng, no. 29: 2386, +54, 2440); then the US Chess estimates of the sample
// event, labelled as estimates.
func TestPublishRatings(t *testing.T) {
	event := filepath.Join(trftest.RealData(t), "reference", "chessresults-arad-open-2026-A", "arad-open-2026-A.derived.trf")
	dir := filepath.Join(t.TempDir(), "site")
	if code, _, errOut := runCLI(t, "publish", "--ratings", "fide", "-o", dir, event); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	code, out, errOut := runCLI(t, "ratings", "--system", "fide", "--format", "csv", event)
	if code != 0 {
		t.Fatalf("ratings: exit %d: %s", code, errOut)
	}
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	read := func(name string) string {
		data, err := os.ReadFile(filepath.Join(dir, "arad-open-2026-a-derived", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	st := read("index.html")
	signed := func(c string) string {
		if c == "" || c == "0" || strings.HasPrefix(c, "-") {
			return c
		}
		return "&#43;" + c
	}
	checked := 0
	for _, r := range rows[1:] {
		no, pre, chg, post := r[0], r[2], signed(r[7]), r[8]
		if pre == "" {
			pre = "unr."
		}
		cells := `<td class="num">` + pre + `</td><td class="num">` + chg + `</td><td class="num">` + post + `</td></tr>`
		if !strings.Contains(st, `<a href="players/`+no+`.html">`+r[1]+"</a></th>") || !strings.Contains(st, cells) {
			t.Errorf("standings: no row of player %s ending %s", no, cells)
		}
		if chg == "" {
			chg = "none"
		}
		pp := read("players/" + no + ".html")
		for _, want := range []string{"Pre-event rating</dt><dd>" + pre + "</dd>", "Rating change</dt><dd>" + chg + "</dd>"} {
			if !strings.Contains(pp, want) {
				t.Errorf("player %s: no %q", no, want)
			}
		}
		checked++
	}
	if checked != 209 || !strings.Contains(st, `<td class="num">2386</td><td class="num">&#43;54</td><td class="num">2440</td></tr>`) {
		t.Errorf("%d players checked, want 209; or no 2386 +54 2440 for Cao Qingfeng", checked)
	}
	for _, want := range []string{"<strong>Final standings</strong>", `<h2 id="ratings">FIDE rating changes after 9 rounds</h2>`,
		"Ratings: FIDE rating changes, FIDE Rating Regulations (B.02) effective 1 March 2024"} {
		if !strings.Contains(st, want) {
			t.Errorf("standings page lacks %q", want)
		}
	}

	dir = filepath.Join(t.TempDir(), "site")
	if code, _, errOut := runCLI(t, "publish", "--ratings", "uscf", "-o", dir, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("uscf: exit %d: %s", code, errOut)
	}
	data, err := os.ReadFile(filepath.Join(dir, "open", "players", "3.html"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<h2 id="ratings">US Chess rating estimates after 5 rounds</h2>`, "Estimated rating change</dt><dd>-8</dd>",
		"Estimated post-event rating</dt><dd>2092</dd>", "Ratings: ESTIMATES, not official ratings"} {
		if !strings.Contains(string(data), want) {
			t.Errorf("US Chess player page lacks %q", want)
		}
	}
}

// TestReportRatings: report --ratings adds the rating columns to standings.csv and
// standings.txt and to the site with --publish; event.trf is the same as without. batch
// and watch --ratings do the same for their files and sites; an unknown system is refused
// before anything is read.
func TestReportRatings(t *testing.T) {
	plain, rated := t.TempDir(), t.TempDir()
	if code, _, errOut := runCLI(t, "report", "-o", plain, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "report", "--ratings", "uscf", "--publish", "-o", rated, "../../testdata/open.trf"); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	read := func(dir, name string) string {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if read(plain, "event.trf") != read(rated, "event.trf") {
		t.Error("event.trf differs with --ratings")
	}
	if h := strings.SplitN(read(rated, "standings.csv"), "\n", 2)[0]; !strings.HasSuffix(h, "pre_rating,est_rating_change,est_post_rating,rank,status") {
		t.Errorf("standings.csv header %q", h)
	}
	if s := read(rated, "standings.txt"); !strings.Contains(s, "Est.Chg") || !strings.Contains(s, "Ratings: ESTIMATES, not official ratings") {
		t.Errorf("standings.txt has no estimate columns:\n%.600s", s)
	}
	if s := read(rated, "site/open/players/3.html"); !strings.Contains(s, "Estimated rating change</dt><dd>-8</dd>") {
		t.Error("the site of report --ratings has no estimates")
	}
	// batch and watch take the flag to their files and pages too.
	batch, watched := t.TempDir(), t.TempDir()
	in := filepath.Join(t.TempDir(), "season")
	data, err := os.ReadFile(filepath.Join("testdata", "events", "inprogress.trf"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(in, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(in, "inprogress.trf"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	if code, _, errOut := runCLI(t, "batch", "-q", "--ratings", "uscf", "--publish", "-o", batch, in); code != 0 {
		t.Fatalf("batch: exit %d: %s", code, errOut)
	}
	if code, _, errOut := runCLI(t, "watch", "--once", "--report", "--publish", "--ratings", "uscf", "-o", watched, filepath.Join(in, "inprogress.trf")); code != 0 {
		t.Fatalf("watch: exit %d: %s", code, errOut)
	}
	for _, dir := range []string{batch, watched} {
		if s := read(dir, "site/inprogress/index.html"); !strings.Contains(s, `<h2 id="ratings">US Chess rating estimates after round 4 of 9 (in progress)</h2>`) {
			t.Errorf("%s: the site has no estimates", dir)
		}
	}
	if s := read(batch, "inprogress/standings.txt"); !strings.Contains(s, "Est.Chg") {
		t.Errorf("batch: standings.txt has no estimate columns:\n%.600s", s)
	}
	if s := read(watched, "standings.txt"); !strings.Contains(s, "Est.Chg") {
		t.Errorf("watch: standings.txt has no estimate columns:\n%.600s", s)
	}
	for _, args := range [][]string{
		{"publish", "--ratings", "elo", "-o", filepath.Join(plain, "x"), "../../testdata/open.trf"},
		{"report", "--ratings", "elo", "-o", filepath.Join(plain, "x"), "../../testdata/open.trf"},
		{"batch", "--ratings", "elo", "-o", filepath.Join(plain, "x"), "testdata/events/good.trf"},
	} {
		if code, _, errOut := runCLI(t, args...); code != 2 || !strings.Contains(errOut, `--ratings "elo": unknown rating system`) {
			t.Errorf("%v: exit %d, %s", args, code, errOut)
		}
	}
}
