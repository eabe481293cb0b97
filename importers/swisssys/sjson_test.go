package swisssys

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func readReal(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(trftest.RealData(t), "swisssys11", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestNativeMatchesResultsJSON reads the PNWCC G60 event twice, from SwissSys's event
// file and from its results JSON: players (pairing number, name, rating, ID) and every
// round (opponent, colour, result) must be the same.
func TestNativeMatchesResultsJSON(t *testing.T) {
	native, err := Importer{}.ImportSections(importers.Source{Name: "pnwcc.sjson", Data: readReal(t, "PNWCC_G60_Online__Mar_16_SwissSys11.sjson")})
	if err != nil {
		t.Fatal(err)
	}
	results, err := Importer{}.ImportSections(importers.Source{Name: "pnwcc.json", Data: readReal(t, "PNWCC_G60_Online__Mar_16_SwissSysJSON.json")})
	if err != nil {
		t.Fatal(err)
	}
	if len(native) != 1 || len(results) != 1 || native[0].Err != nil || results[0].Err != nil {
		t.Fatalf("sections %+v / %+v", native, results)
	}
	got, want := native[0].T, results[0].T
	if got.Rounds != 4 || want.Rounds != 4 || len(got.Players) != 13 || len(want.Players) != 13 {
		t.Fatalf("%d x %d, results JSON %d x %d", len(got.Players), got.Rounds, len(want.Players), want.Rounds)
	}
	// The native file states its planned rounds ("Final round"); the results JSON does not.
	if !got.RoundsStated || want.RoundsStated {
		t.Errorf("planned rounds stated: native %v, results JSON %v; want true, false", got.RoundsStated, want.RoundsStated)
	}
	if got.Name != "PNWCC G60 Online - Mar 16 - Open" || got.StartDate != "2025/03/16" || got.TimeControl != "G/60;+5" {
		t.Errorf("event %q %q %q", got.Name, got.StartDate, got.TimeControl)
	}
	if w := native[0].Warnings; len(w) != 1 || !strings.Contains(w[0].Error(), "pnwcc.sjson:5:5: Tournament title: the event title \"\uFFFD\uFFFD PNWCC G60 Online - Mar 16\" holds characters SwissSys could not save") {
		t.Errorf("warnings %v", w)
	}
	for i := range want.Players {
		g, w := &got.Players[i], &want.Players[i]
		if g.ID != w.ID || g.Name != w.Name || g.Rating != w.Rating || g.National[0].ID != w.National[0].ID {
			t.Errorf("player %d: %d %q %d %v, results JSON %d %q %d %v", i+1, g.ID, g.Name, g.Rating, g.National, w.ID, w.Name, w.Rating, w.National)
		}
		for r := range w.Rounds {
			if g.Rounds[r] != w.Rounds[r] {
				t.Errorf("player %d round %d: %+v, results JSON %+v", w.ID, r+1, g.Rounds[r], w.Rounds[r])
			}
		}
	}
	// "Xxyqehm [YIMryorqjy], Ejmwoftzrc": the online handle is kept; the team is the club.
	if p := got.Players[0]; p.Club != "HQFERS" || p.Title != "GM" || attr(p, "handle") != "YIMryorqjy" || attr(p, "club") != "SRB" {
		t.Errorf("player 1 %+v", p)
	}
}

func attr(p engine.Player, key string) string {
	for _, a := range p.Attrs {
		if a.Key == key {
			return a.Value
		}
	}
	return ""
}

// TestNativeRegistration reads a SwissSys 11.34 file of a registration (no results):
// eight sections of planned rounds with no round played, the reserved byes kept.
func TestNativeRegistration(t *testing.T) {
	secs, err := Importer{}.ImportSections(importers.Source{Name: "gbo.sjson", Data: readReal(t, "90th_Greater_Boston_Open.sjson")})
	if err != nil {
		t.Fatal(err)
	}
	players := 0
	for _, s := range secs {
		if s.Err != nil || len(s.Warnings) != 0 || s.T.Rounds != 4 || s.T.RoundsPlayed() != 0 {
			t.Errorf("%s: %v %v, %d rounds, %d played", s.Name, s.Err, s.Warnings, s.T.Rounds, s.T.RoundsPlayed())
		}
		players += len(s.T.Players)
	}
	if len(secs) != 8 || players != 168 {
		t.Errorf("%d sections, %d players; want 8, 168", len(secs), players)
	}
	if p := secs[1].T.Players[0]; attr(p, "byes") != "1" || p.National[0] != (engine.NationalRating{Federation: "USA", ID: "10719339", Rating: 2053, Origin: "NY"}) {
		t.Errorf("Under 2200 player 1 %+v", p)
	}
}

// TestNativeCodes reads every result code, the membership expiry, the second rating and
// a bad code, which is its section's error at the player's line, the other section read.
func TestNativeCodes(t *testing.T) {
	data := `{"Overview": {"Tournament title": "Club Swiss", "Starting date": "12/19/25", "Ending date": "12/20/25"},
"Sections": [
{"Section name": "Open", "Type": 0, "Rounds paired": 4, "Rounds played": 3, "Final round": 5, "Players": [
 {"Pair number": 1, "Name": "Doe, Jane", "ID": "12345678", "Rating": 1800, "Rating2": 1750, "Exp1": "10/31/2025", "State": "MA",
  "Results": ["+;2;W;1;2;2;0", "X;3;-;0;3;3;0", "H;-1;-;0;-1;-1;0", "\u0000;2;B;1;0;0;0"]},
 {"Pair number": 2, "Name": "Roe, Rick", "Rating": 1500, "Reserved byes": "3z",
  "Results": ["-;1;B;1;1;1;0", "B;-1;-;0;-1;-1;0", "U;-1;-;0;-1;-1;0", "\u0000;1;W;1;0;0;0"]},
 {"Pair number": 3, "Name": "Poe, Ed", "Rating": 0, "Withdrew": true,
  "Results": ["=;4;B;2;4;4;0", "F;1;-;0;1;1;0", "U;0;-;0;0;0;0", "U;0;-;0;0;0;0"]},
 {"Pair number": 4, "Name": "Lee, Bo", "Rating": 1200,
  "Results": ["=;3;W;2;3;3;0", "B;-1;-;0;-1;-1;0", "H;-1;-;0;-1;-1;0", "U;-1;-;0;-1;-1;0"]}]},
{"Section name": "Reserve", "Rounds paired": 1, "Rounds played": 1, "Players": [
 {"Pair number": 1, "Name": "A", "Results": ["?;2;W;1;0;0;0"]},
 {"Pair number": 2, "Name": "B", "Results": ["-;1;B;1;0;0;0"]}]},
{"Section name": "Under 400", "Players": []}]}`
	secs, err := Importer{}.ImportSections(importers.Source{Name: "club.sjson", Data: []byte(data)})
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 2 {
		t.Fatalf("%d sections, want 2 (the empty one left out)", len(secs))
	}
	open := secs[0]
	if open.Err != nil {
		t.Fatal(open.Err)
	}
	tour := open.T
	if tour.Rounds != 5 || tour.StartDate != "2025/12/19" || tour.EndDate != "2025/12/20" {
		t.Errorf("%d rounds, %s - %s", tour.Rounds, tour.StartDate, tour.EndDate)
	}
	want := [][]engine.Round{
		{{Opponent: 2, Color: engine.White, Result: engine.Win}, {Opponent: 3, Result: engine.ForfeitWin}, {Result: engine.HalfBye}, {Opponent: 2, Color: engine.Black, Result: engine.Pending}, {}},
		{{Opponent: 1, Color: engine.Black, Result: engine.Loss}, {Result: engine.PairingBye}, {Result: engine.ZeroBye}, {Opponent: 1, Color: engine.White, Result: engine.Pending}, {}},
		{{Opponent: 4, Color: engine.Black, Result: engine.Draw}, {Opponent: 1, Result: engine.ForfeitLoss}, {Result: engine.ZeroBye}, {Result: engine.ZeroBye}, {}},
		{{Opponent: 3, Color: engine.White, Result: engine.Draw}, {Result: engine.PairingBye}, {Result: engine.HalfBye}, {Result: engine.ZeroBye}, {}},
	}
	for i, p := range tour.Players {
		for r := range want[i] {
			if p.Rounds[r] != want[i][r] {
				t.Errorf("player %d round %d: %+v, want %+v", p.ID, r+1, p.Rounds[r], want[i][r])
			}
		}
	}
	p := tour.Players[0]
	if p.National[0].Expiry != "2025/10/31" || attr(p, "rating2") != "1750" || attr(tour.Players[2], "withdrew") != "true" || attr(tour.Players[1], "byes") != "3z" {
		t.Errorf("player 1 %+v", p)
	}
	var warned []string
	for _, w := range open.Warnings {
		warned = append(warned, w.Error())
	}
	if strings.Join(warned, "\n") != "club.sjson:3:1: section \"Open\" Rounds played: 4 rounds paired, 3 played: later results are pending\n"+
		"club.sjson: section \"Under 400\": no players: the section is left out" {
		t.Errorf("warnings:\n%s", strings.Join(warned, "\n"))
	}
	if err := secs[1].Err; err == nil || err.Error() != `club.sjson:13:2: section "Reserve" player 1 round 1: bad value: result code "?" (want +, -, =, X, F, B, H or U)` {
		t.Errorf("Reserve: %v", err)
	}
}

// TestNativeBroken checks that a file that cannot be read names the place.
func TestNativeBroken(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{`{"Overview": {}}`, `x.sjson:1:1: not a SwissSys event file: no "Sections" list`},
		{`{"Sections": [{"Section name": "A", "Players": [{"Name": "a", "Rating": "x"}]}]}`, `x.sjson:1:77: section 1 player 1: not a SwissSys event file: "x" is not a whole number`},
		{`{"Sections": [{"Section name": "A", "Players": []}]}`, `x.sjson:1:1: Sections: not a SwissSys event file: no section has players`},
		{`{"Sections": [{"Section name": "A", "Players": [{"Pair number": 1, "Name": "a", "Results": ["+;7;W;1;0;0;0"]}]}]}`, `x.sjson:1:49: section "A" player 1 round 1: bad value: opponent 7 is not in the section`},
		{`{"Sections": [{"Section name": "A", "Final round": 100, "Players": [{"Name": "a"}]}]}`, `x.sjson:1:15: section "A" Final round: bad value: 100 rounds (at most 99)`},
	} {
		secs, err := Importer{}.ImportSections(importers.Source{Name: "x.sjson", Data: []byte(c.data)})
		if err == nil && len(secs) > 0 {
			err = secs[0].Err
		}
		if err == nil || err.Error() != c.want {
			t.Errorf("%s:\n got %v\nwant %s", c.data, err, c.want)
		}
	}
}

// TestReadPrizes reads the prizes the TD entered in SwissSys: PNWCC's three place prizes,
// and a file with class prizes (Top and Bottom: U1600 and 1600-1799) and a trophy.
func TestReadPrizes(t *testing.T) {
	f, probs := ReadPrizes("pnwcc.sjson", readReal(t, "PNWCC_G60_Online__Mar_16_SwissSys11.sjson"))
	if len(probs) != 0 || f == nil || len(f.Sections) != 1 || f.Sections[0].Name != "Open" {
		t.Fatalf("fund %+v, %v", f, probs)
	}
	var got []string
	for _, p := range f.Sections[0].Prizes {
		got = append(got, p.Label+" "+p.Cash.String())
	}
	if strings.Join(got, ", ") != "1st 100.00, 2nd 70.00, 3rd 30.00" {
		t.Errorf("prizes %v", got)
	}
	data := `{"Overview": {"Tournament title": "Club"}, "Sections": [
{"Section name": "Open", "Prizes": {"Place prizes": [{"Value": 200, "Description": ""}, {"Value": 0, "Description": "Trophy"}, {"Value": 0, "Description": ""}],
 "Class prizes": [{"Value": "50.50", "Description": "", "Top": 1599, "Bottom": 0, "Priority": 1},
                  {"Value": 25, "Description": "", "Top": 1599, "Bottom": 0, "Priority": 1},
                  {"Value": 40, "Description": "Class B", "Top": 1799, "Bottom": 1600, "Priority": 2},
                  {"Value": "lots", "Description": "", "Top": 1999, "Bottom": 1800}]},
 "Players": [{"Name": "a"}]},
{"Section name": "Reserve", "Prizes": {"Place prizes": [], "Class prizes": []}, "Players": [{"Name": "b"}]}]}`
	f, probs = ReadPrizes("club.sjson", []byte(data))
	if len(probs) != 1 || probs[0].Error() != `club.sjson:2:36: section "Open" Prizes class prize 4: not an amount of money: "lots"` {
		t.Errorf("problems %v", probs)
	}
	if f == nil || len(f.Sections) != 1 {
		t.Fatalf("fund %+v", f)
	}
	want := []prizes.Prize{
		{Label: "1st", Place: 1, Cash: prizes.Dollars(200), Kind: prizes.KindPlace},
		{Label: "2nd", Place: 2, Trophy: "Trophy", Kind: prizes.KindPlace},
		{Label: "U1600 1st", Group: "U1600", Place: 1, Cash: 5050, Kind: prizes.KindRating, Eligibility: prizes.Eligibility{HasRating: true, RatingMax: 1599}},
		{Label: "U1600 2nd", Group: "U1600", Place: 2, Cash: prizes.Dollars(25), Kind: prizes.KindRating, Eligibility: prizes.Eligibility{HasRating: true, RatingMax: 1599}},
		{Label: "Class B", Group: "1600-1799", Place: 1, Cash: prizes.Dollars(40), Kind: prizes.KindRating, Eligibility: prizes.Eligibility{HasRating: true, RatingMin: 1600, RatingMax: 1799}},
	}
	gotP := f.Sections[0].Prizes
	if len(gotP) != len(want) {
		t.Fatalf("prizes %+v", gotP)
	}
	for i := range want {
		g := gotP[i]
		g.Line, g.Column = 0, 0
		if g != want[i] {
			t.Errorf("prize %d: %+v, want %+v", i+1, g, want[i])
		}
	}
	if f, _ := ReadPrizes("r.json", readReal(t, "PNWCC_G60_Online__Mar_16_SwissSysJSON.json")); f != nil {
		t.Errorf("a results JSON has no prize setup: %+v", f)
	}
}
