package pdfout

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// normReport returns a 10-round event whose player 1 (WFM of ENG) met nine opponents in
// rounds 1-9 and has round 10 to play, with a GM norm achieved on those nine games (one
// opponent unrated, one raised to the floor) and a WGM screen that missed.
func normReport(rounds int) *exporters.RatingReport {
	t := &engine.Tournament{Name: "Norm Open", City: "Leeds", Federation: "ENG", StartDate: "2025/06/01", EndDate: "2025/06/09",
		ChiefArbiter: "IA Ann Arbiter (12345678)", TimeControl: "90'+30\"", Rounds: rounds}
	t.Players = append(t.Players, engine.Player{ID: 1, Name: "Candidate, Carla", Title: "wf", Sex: "w", Federation: "ENG", FIDEID: "400100", Birth: "2005/04/01", Rating: 2350})
	opps := []struct {
		title, fed string
		rating     int
	}{{"g", "ESP", 2600}, {"GM", "GER", 2550}, {"g", "FRA", 2520}, {"m", "ESP", 2480}, {"IM", "GER", 2450},
		{"f", "NED", 2400}, {"wg", "ENG", 2380}, {"", "ENG", 0}, {"", "NED", 2100}}
	for k, o := range opps {
		t.Players = append(t.Players, engine.Player{ID: engine.PlayerID(k + 2), Name: "Opponent " + string(rune('A'+k)), Title: o.title, Federation: o.fed, Rating: o.rating})
	}
	for i := range t.Players {
		t.Players[i].Rounds = make([]engine.Round, rounds)
		for r := range rounds {
			t.Players[i].Rounds[r] = engine.Round{Result: engine.Pending}
		}
	}
	points := []engine.Score{engine.Point, engine.Half, engine.Point, engine.Half, engine.Point, engine.Point, engine.Half, engine.Point, engine.Point}
	res := map[engine.Score][2]engine.Result{engine.Point: {engine.Win, engine.Loss}, engine.Half: {engine.Draw, engine.Draw}}
	cert := &exporters.NormCertificate{Games: 9, Points: engine.MustScore("7"), Federations: 4, OwnFed: 2, MostOneFed: 2,
		TitleHolders: 7, Sought: 3, Unrated: 1, UnratedAt: 1400, Raised: 10, RaisedFrom: 1400, Floor: 2200,
		Ra: 2409, MinRa: 2380, Performance: 2629, MinRp: 2600, Required: engine.MustScore("7")}
	for k := range opps {
		r := res[points[k]]
		t.Players[0].Rounds[k] = engine.Round{Opponent: engine.PlayerID(k + 2), Color: engine.White, Result: r[0]}
		t.Players[k+1].Rounds[k] = engine.Round{Opponent: 1, Color: engine.Black, Result: r[1]}
		rating := opps[k].rating
		if k == 7 {
			rating = 2200 // unrated, counted at 1400 and raised to the floor
		}
		cert.Opponents = append(cert.Opponents, exporters.NormOpponent{Round: k + 1, Player: k + 1, Rating: rating, Points: points[k]})
	}
	return &exporters.RatingReport{T: t, System: "FIDE", NormsScreened: 4, Norms: []exporters.NormRow{
		{Player: 0, Title: "GM", Achieved: true, Cert: cert},
		{Player: 0, Title: "WGM", Achieved: false, Missing: []string{"made up"}, Cert: cert},
	}}
}

// TestNormCertificate checks the certificate page's text through pdftotext: the event
// and player facts (TRF title letters written out), every game with the rating it
// counts at (marked and explained where 1.46 changed it), the numbers and the articles,
// the signature lines; a norm that missed gets no page; in an event with a round to
// play the page says PROVISIONAL, and in a complete one "final".
func TestNormCertificate(t *testing.T) {
	for _, rounds := range []int{10, 9} {
		var buf bytes.Buffer
		if err := WriteNormCertificates(&buf, normReport(rounds), exporters.Options{}); err != nil {
			t.Fatal(err)
		}
		if n := pdfinfo(t, buf.Bytes())["Pages"]; n != "1" {
			t.Errorf("%d rounds: %s pages, want 1 (the GM norm; the WGM miss gets none)", rounds, n)
		}
		text := pdftext(t, buf.Bytes(), 0, 0)
		want := []string{
			`GM norm: Candidate, Carla`,
			`Event\s+Norm Open\s+Player\s+Candidate, Carla`,
			`Dates\s+June 1–9, 2025`, `Place\s+Leeds`, `Chief arbiter\s+IA Ann Arbiter \(12345678\)`, `FIDE ID\s+400100`,
			`Title held\s+WFM`, `Birth date\s+2005/04/01`, `Norm\s+Grandmaster \(GM\)`,
			`1\s+Opponent A\s+GM\s+ESP\s+2600\s+1\n`, `2\s+Opponent B\s+GM\s+GER\s+2550\s+½\n`, `7\s+Opponent G\s+WGM\s+ENG\s+2380\s+½\n`,
			`8\s+Opponent H\s+ENG\s+2200\*\s+1\n`, `\* Opponent H is unrated, counted at 1400 and raised to the 2200 rating floor \(1\.46\)\.`,
			`Number of games\s+9\n`, `Sum of the opponents' ratings\s+21680\n`,
			`Average rating of the opponents \(Ra\)\s+2409 \(at least 2380\)`,
			`Score required\s+7 of 9 \(performance at least 2600\)`, `Score achieved\s+7 of 9 \(performance 2629 = Ra \+ dp\)`,
			`1\.42\s+9 games played over the board \(at least 9\)`,
			`1\.43\s+4 federations besides the player's \(at least 2\); 2 of 9 opponents from the player's \(at most 3/5\); 2 of 9 from one`,
			`1\.44\s+7 of 9 opponents hold GM, IM, FM, WGM, WIM or WFM \(at least half\)`,
			`1\.45\s+3 of 9 opponents hold GM \(at least a third, and at least 3\)`,
			`1\.46\s+1 of 9 opponents unrated \(at most a fifth\), counted at 1400; no\. 10's 1400 raised to the 2200 floor`,
			`1\.47\s+average rating of the opponents 2409 \(at least 2380\)`, `1\.48\s+performance 2629 \(at least 2600\)`,
			`Chief arbiter \(name\)\s+Signature\s+Date`,
		}
		if rounds == 10 {
			want = append(want, `PROVISIONAL norm certificate`, `FIDE title norm certificates \(form IT1\) · PROVISIONAL: after round 9 of 10 \(in progress\)`,
				`PROVISIONAL: the event is after round 9 of 10 \(in progress\)\. This norm stands only if`)
		} else {
			want = append(want, `FIDE title norm certificates \(form IT1\) · final, after 9 rounds`)
		}
		for _, w := range want {
			if !regexp.MustCompile(w).MatchString(text) {
				t.Errorf("%d rounds: no %q in\n%s", rounds, w, text)
			}
		}
		if rounds == 9 && strings.Contains(text, "PROVISIONAL") {
			t.Errorf("a complete event's norm is marked provisional")
		}
		if strings.Contains(text, "WGM norm") {
			t.Errorf("a page for the WGM norm that missed")
		}
	}
}

// TestNoNormCertificate: without an achieved norm the file is one page that says so;
// an achieved norm whose games were not given is an error, not a page of other numbers.
func TestNoNormCertificate(t *testing.T) {
	rep := normReport(9)
	rep.Norms = rep.Norms[1:]
	var buf bytes.Buffer
	if err := WriteNormCertificates(&buf, rep, exporters.Options{}); err != nil {
		t.Fatal(err)
	}
	text := pdftext(t, buf.Bytes(), 0, 0)
	if !strings.Contains(text, "No title norm achieved") || !regexp.MustCompile(`No player achieved a GM, IM, WGM or WIM norm in this event \(final, after 9 rounds; 4 title checks\s+screened\)`).MatchString(text) {
		t.Errorf("no-norm page:\n%s", text)
	}
	rep = normReport(9)
	rep.Norms[0].Cert = nil
	if err := WriteNormCertificates(&buf, rep, exporters.Options{}); err == nil || !strings.Contains(err.Error(), "player #1's GM norm") {
		t.Errorf("err %v", err)
	}
}
