package site

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// ratingsDoc returns the sample event with a rating report: player 1 gains 4.6, player 2
// loses 8.2, player 3 is unrated with an initial rating, player 4 unrated without one.
func ratingsDoc(t *testing.T, estimate bool) *exporters.Document {
	t.Helper()
	doc := sampleDoc(t, "uscf")
	system := "FIDE"
	if estimate {
		system = "US Chess"
	}
	rep := &exporters.RatingReport{T: doc.T, System: system, Estimate: estimate, Legend: "the rules in one sentence."}
	for i := range doc.T.Players {
		rep.Rows = append(rep.Rows, exporters.RatingRow{Player: i, Rating: 1500 + i, Points: engine.Point, Change: "0", NewRating: 1500 + i})
	}
	rep.Rows[0].Change, rep.Rows[0].NewRating = "4.6", 1505
	rep.Rows[1].Change, rep.Rows[1].NewRating = "-8.2", 1493
	rep.Rows[2] = exporters.RatingRow{Player: 2, NewRating: 1710, Note: "initial rating (8.2)"}
	rep.Rows[3] = exporters.RatingRow{Player: 3, Note: "fewer than 5 games against rated opponents"}
	doc.Ratings = rep
	return doc
}

// TestRatingColumns: publish --ratings adds Pre, Chg and Post (Est. chg and Est. post
// for estimates) to the standings, as the PDF heads them, with their meaning, the
// status and the legend; each player page says the same in words.
func TestRatingColumns(t *testing.T) {
	for _, estimate := range []bool{false, true} {
		files, err := Build([]Section{{Doc: ratingsDoc(t, estimate), Folder: "sample"}}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var st, p1, p3, p4 string
		for _, f := range files {
			switch f.Name {
			case "sample/index.html":
				st = string(f.Data)
			case "sample/players/1.html":
				p1 = string(f.Data)
			case "sample/players/3.html":
				p3 = string(f.Data)
			case "sample/players/4.html":
				p4 = string(f.Data)
			}
		}
		heads := `<abbr title="pre-event rating">Pre</abbr></th><th scope="col" class="num"><abbr title="FIDE rating change">Chg</abbr></th><th scope="col" class="num"><abbr title="FIDE post-event rating">Post</abbr>`
		heading := `<h2 id="ratings">FIDE rating changes after 5 rounds</h2>`
		words := []string{"Rating change</dt><dd>&#43;4.6", "Post-event rating</dt><dd>1505"}
		if estimate {
			heads = `<abbr title="pre-event rating">Pre</abbr></th><th scope="col" class="num"><abbr title="estimated US Chess rating change (an estimate, not official)">Est. chg</abbr></th><th scope="col" class="num"><abbr title="estimated US Chess post-event rating (an estimate, not official)">Est. post</abbr>`
			heading = `<h2 id="ratings">US Chess rating estimates after 5 rounds</h2>`
			words = []string{"Estimated rating change</dt><dd>&#43;4.6", "Estimated post-event rating</dt><dd>1505"}
		}
		for _, want := range []string{heads, heading, `<p class="note">Ratings: the rules in one sentence.</p>`,
			`<td class="num">1500</td><td class="num">&#43;4.6</td><td class="num">1505</td></tr>`} {
			if !strings.Contains(st, want) {
				t.Errorf("estimate %v: the standings lack %q", estimate, want)
			}
		}
		for _, want := range append(words, heading, "Pre-event rating</dt><dd>1500", "Ratings: the rules in one sentence.") {
			if !strings.Contains(p1, want) {
				t.Errorf("estimate %v: player 1's page lacks %q", estimate, want)
			}
		}
		for page, wants := range map[string][]string{
			p3: {"Pre-event rating</dt><dd>unr.", "none</dd>", "1710</dd>", "Rating note</dt><dd>initial rating (8.2)"},
			p4: {"Pre-event rating</dt><dd>unr.", "Rating note</dt><dd>fewer than 5 games against rated opponents"},
		} {
			for _, want := range wants {
				if !strings.Contains(page, want) {
					t.Errorf("estimate %v: a player page lacks %q", estimate, want)
				}
			}
		}
		if !strings.Contains(st, `<td class="num">1501</td><td class="num">-8.2</td><td class="num">1493</td></tr>`) {
			t.Errorf("estimate %v: no loss of 8.2 for player 2", estimate)
		}
	}
	// Without a report, no rating columns and no rating heading.
	files := build(t, Options{})
	if s := string(files["sample/index.html"]); strings.Contains(s, `id="ratings"`) || strings.Contains(s, ">Pre</abbr>") {
		t.Error("rating columns without --ratings")
	}
}

// TestRatingsGolden keeps the standings page and a player page with FIDE rating columns.
func TestRatingsGolden(t *testing.T) {
	files, err := Build([]Section{{Doc: ratingsDoc(t, false), Folder: "sample"}}, Options{Generator: "tiebreak test", GeneratedAt: fixedTime})
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		switch f.Name {
		case "sample/index.html":
			if err := compareGolden(t, "sample-standings-ratings.golden.html", f.Data); err != nil {
				t.Error(err)
			}
		case "sample/players/3.html":
			if err := compareGolden(t, "sample-player-3-ratings.golden.html", f.Data); err != nil {
				t.Error(err)
			}
		}
	}
}
