package swisssys

import (
	"errors"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// twoSections is a small SwissSys file: a 3-player section with every unplayed code and a
// 2-player section.
const twoSections = `{"tournament": "Club Open", "date": "2026/1/10", "city": "Boston", "state": "MA",
 "sections": [
  {"section": "Grades 6 - 8, qualifier", "rounds_paired": 3, "rounds_played": 3,
   "standings": [1, 2, 3], "place": ["1", "2", "3"], "tiebreaks": ["Solk"],
   "players": [
    {"name": "Able, Ann", "rating": 1500, "rating2": 1450, "id1": "12345678", "tiebreaks": [2.5],
     "results": ["W", "X", "H"], "colors": ["W", "B", "-"], "ops": [2, 3, 0]},
    {"name": "Baker, Bo", "rating": 1400, "rating2": 0, "tiebreaks": [1],
     "results": ["L", "B", "U"], "colors": ["B", "-", "-"], "ops": [1, 0, 0]},
    {"name": "Cole, Cy", "rating": "0", "rating2": 0, "tiebreaks": [0],
     "results": ["U", "F", "D"], "colors": ["-", "W", "-"], "ops": [0, 1, 0]}
   ]},
  {"section": "Open", "rounds_paired": 2, "rounds_played": 1,
   "standings": [1, 2], "tiebreaks": [],
   "players": [
    {"name": "Dunn, Di", "rating": 2000, "results": ["D", ""], "colors": ["W", "B"], "ops": [2, 2]},
    {"name": "Eddy, Ed", "rating": 1900, "results": ["D", ""], "colors": ["B", "W"], "ops": [1, 1]}
   ]}
 ]}`

func TestImportSections(t *testing.T) {
	data := strings.Replace(twoSections, `"results": ["U", "F", "D"], "colors": ["-", "W", "-"], "ops": [0, 1, 0]`,
		`"results": ["U", "F", "H"], "colors": ["-", "W", "-"], "ops": [0, 1, 0]`, 1)
	secs, err := Importer{}.ImportSections(importers.Source{Name: "club.json", Data: []byte(data)})
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 2 || secs[0].Err != nil || secs[1].Err != nil {
		t.Fatalf("sections %+v", secs)
	}
	a := secs[0].T
	if a.Name != "Club Open - Grades 6 - 8, qualifier" || a.Section != "Grades 6 - 8, qualifier" || a.City != "Boston, MA" || a.Rounds != 3 {
		t.Errorf("header %q %q %q %d", a.Name, a.Section, a.City, a.Rounds)
	}
	p1 := a.Players[0]
	wantRounds := []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win},
		{Opponent: 3, Result: engine.ForfeitWin}, {Result: engine.HalfBye}}
	for r, w := range wantRounds {
		if p1.Rounds[r] != w {
			t.Errorf("player 1 round %d: %+v, want %+v", r+1, p1.Rounds[r], w)
		}
	}
	if p1.Rating != 1500 || len(p1.National) != 1 || p1.National[0].ID != "12345678" || p1.DeclaredRank != 1 {
		t.Errorf("player 1: %+v", p1)
	}
	if got := p1.Attrs; len(got) != 2 || got[0] != (engine.Attr{Key: "rating2", Value: "1450"}) || got[1] != (engine.Attr{Key: "Solk", Value: "2.5"}) {
		t.Errorf("player 1 attrs %v", got)
	}
	if r := a.Players[1].Rounds; r[1].Result != engine.PairingBye || r[2].Result != engine.ZeroBye {
		t.Errorf("player 2 rounds %+v", r)
	}
	b := secs[1].T
	if b.Players[0].Rounds[1] != (engine.Round{Opponent: 2, Color: engine.Black, Result: engine.Pending}) {
		t.Errorf("pending round %+v", b.Players[0].Rounds[1])
	}
	if len(secs[1].Warnings) != 1 || !strings.Contains(secs[1].Warnings[0].Error(), "2 rounds paired, 1 played") {
		t.Errorf("warnings %v", secs[1].Warnings)
	}
}

func TestSectionChoice(t *testing.T) {
	src := importers.Source{Name: "club.json", Data: []byte(strings.Replace(twoSections, `"D"], "colors": ["-", "W", "-"]`, `"H"], "colors": ["-", "W", "-"]`, 1))}
	_, _, err := Importer{}.Import(src)
	var se *importers.SectionError
	if !errors.As(err, &se) || !strings.Contains(err.Error(), "none was chosen: Grades 6 - 8, qualifier (grades-6-8-qualifier), Open (open)") {
		t.Fatalf("no section chosen: %v", err)
	}
	for _, name := range []string{"grades-6-8-qualifier", "GRADES 6 - 8, QUALIFIER"} {
		src.Opts.Section = name
		tour, _, err := Importer{}.Import(src)
		if err != nil || tour.Section != "Grades 6 - 8, qualifier" {
			t.Errorf("--section %q: %v", name, err)
		}
	}
	src.Opts.Section = "reserve"
	if _, _, err := (Importer{}).Import(src); !errors.As(err, &se) || !strings.Contains(err.Error(), `has no section "reserve"`) {
		t.Errorf("unknown section: %v", err)
	}
}

// TestErrors checks that bad files give positioned errors (file:line:col: field).
func TestErrors(t *testing.T) {
	cases := []struct{ name, data, want string }{
		{"not json", "{\n  \"sections\": [\n  oops", `x.json:3:3: section 1: not a SwissSys results file: invalid character 'o'`},
		{"truncated", `{"sections": [{"section": "A"`, `x.json:1:30: section 1: not a SwissSys results file: the file ends too early`},
		{"no sections", `{"tournament": "T"}`, `x.json:1:1: not a SwissSys results file: no "sections" list`},
		{"bad type", "{\"sections\": [{\"section\": \"A\", \"players\": [\n {\"name\": 5}]}]}", `x.json:2:11: section 1 player 1: not a SwissSys results file: name: want string, not number`},
		{"bad code", "{\"sections\": [{\"section\": \"A\", \"rounds_paired\": 1, \"rounds_played\": 1, \"players\": [\n {\"name\": \"a\", \"results\": [\"Q\"], \"colors\": [\"-\"], \"ops\": [0]}]}]}", `x.json:2:2: section "A" player 1 round 1: bad value: result code "Q"`},
		{"bad opponent", "{\"sections\": [{\"section\": \"A\", \"players\": [\n {\"name\": \"a\", \"results\": [\"W\"], \"colors\": [\"W\"], \"ops\": [7]}]}]}", `x.json:2:2: section "A" player 1 round 1: bad value: opponent 7 is not in the section (1 players)`},
		{"not reciprocal", "{\"sections\": [{\"section\": \"A\", \"players\": [\n {\"name\": \"a\", \"results\": [\"W\"], \"colors\": [\"W\"], \"ops\": [2]},\n {\"name\": \"b\", \"results\": [\"W\"], \"colors\": [\"B\"], \"ops\": [1]}]}]}", `x.json:2:2: section "A" player 1 round 1: games do not match`},
		{"lengths", "{\"sections\": [{\"section\": \"A\", \"players\": [\n {\"name\": \"a\", \"results\": [\"U\", \"U\"], \"colors\": [\"-\"], \"ops\": [0, 0]}]}]}", `x.json:2:2: section "A" player 1: bad value: 2 results, 1 colours and 2 opponents`},
		{"two games, code and pairing differ", "{\"sections\": [{\"section\": \"A\", \"rounds\": [{\"pairings\": [{\"white\": 1, \"black\": 2, \"result\": \"(1-1)\"}]}], \"players\": [\n {\"name\": \"a\", \"results\": [\"$\"], \"colors\": [\"W\"], \"ops\": [2]},\n {\"name\": \"b\", \"results\": [\"L\"], \"colors\": [\"B\"], \"ops\": [1]}]}]}", `x.json:2:2: section "A" player 1 round 1: games do not match: code $ scores 2 of 2 but the pairings list says 1`},
		{"two games, bad code", "{\"sections\": [{\"section\": \"A\", \"players\": [\n {\"name\": \"a\", \"results\": [\"$\", \"Q\"], \"colors\": [\"W\", \"-\"], \"ops\": [2, 0]},\n {\"name\": \"b\", \"results\": [\"L\", \"U\"], \"colors\": [\"B\", \"-\"], \"ops\": [1, 0]}]}]}", `x.json:2:2: section "A" player 1 round 2: bad value: result code "Q" in a two-games-per-round section`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := Importer{}.Import(importers.Source{Name: "x.json", Data: []byte(c.data)})
			if err == nil || !strings.HasPrefix(err.Error(), c.want) {
				t.Errorf("got  %v\nwant %s...", err, c.want)
			}
		})
	}
}

func TestSniff(t *testing.T) {
	for s, want := range map[string]bool{
		twoSections:                          true,
		`{"sections": [], "NACHEventID": 1}`: true,
		`{"players": []}`:                    false,
		`001    1      Able`:                 false,
		"\xEF\xBB\xBF" + twoSections:         true,
	} {
		if got := (Importer{}).Sniff([]byte(s)); got != want {
			t.Errorf("Sniff(%.30q) = %v", s, got)
		}
	}
}

// TestStatedOrder maps SwissSys's printed column titles, as the real files and other
// SwissSys versions write them, to US Chess codes, and warns for each title it leaves out.
func TestStatedOrder(t *testing.T) {
	cases := []struct {
		titles []string
		codes  string
		warns  int
	}{
		{[]string{"Mod. Med", "Solk", "Cumul.", "Op. cumul."}, "MM,SOLK,CUM,OCUM", 0},
		{[]string{"Solkoff", "Med", "Cumul.", "Op. cumul."}, "SOLK,MM,CUM,OCUM", 0},
		{[]string{"Solk", "Cumul.", "Op. cumul.", "Op. perf.", "Kash", "BPG"}, "SOLK,CUM,OCUM,KASH,BLK", 1},
		{[]string{"Sonneborn-Berger", "Result", "Avg. Opp.", "Perf."}, "SB,H2H,AVGOPP,PERF", 0},
		{[]string{"Solk", "Mystery TB", "Solkoff", " "}, "SOLK", 1},
		{nil, "", 0},
	}
	for _, c := range cases {
		codes, warns := statedOrder(c.titles)
		if got := strings.Join(codes, ","); got != c.codes || len(warns) != c.warns {
			t.Errorf("%q: %s with %d warnings %v, want %s with %d", c.titles, got, len(warns), warns, c.codes, c.warns)
		}
	}
	if _, warns := statedOrder([]string{"Mystery TB"}); len(warns) != 1 || !strings.Contains(warns[0].Error(), `"Mystery TB"`) {
		t.Errorf("unknown title: warning %v does not name it", warns)
	}
}

// TestTwoGameRounds reads each two-game cell into its two games: the codes of the real
// Blitz section, byes worth what the pairings list says, and the colours of both games.
func TestTwoGameRounds(t *testing.T) {
	W, D, L := engine.Win, engine.Draw, engine.Loss
	cases := []struct {
		code, color string
		op          int
		ps          *pairScore
		want        [2]engine.Round
	}{
		{"$", "W", 2, nil, [2]engine.Round{{Opponent: 2, Color: engine.White, Result: W}, {Opponent: 2, Color: engine.Black, Result: W}}},
		{"#", "B", 2, &pairScore{halves: 3, game: true}, [2]engine.Round{{Opponent: 2, Color: engine.Black, Result: W}, {Opponent: 2, Color: engine.White, Result: D}}},
		{"W", "W", 2, nil, [2]engine.Round{{Opponent: 2, Color: engine.White, Result: D}, {Opponent: 2, Color: engine.Black, Result: D}}},
		{"D", "W", 2, nil, [2]engine.Round{{Opponent: 2, Color: engine.White, Result: L}, {Opponent: 2, Color: engine.Black, Result: D}}},
		{"L", "B", 2, nil, [2]engine.Round{{Opponent: 2, Color: engine.Black, Result: L}, {Opponent: 2, Color: engine.White, Result: L}}},
		{"%", "W", 2, &pairScore{halves: 3, game: true}, [2]engine.Round{{Opponent: 2, Color: engine.White, Result: W}, {Opponent: 2, Color: engine.Black, Result: D}}},
		{"B", "-", 0, nil, [2]engine.Round{{Result: engine.PairingBye}, {Result: engine.PairingBye}}},
		{"B", "-", 0, &pairScore{halves: 2}, [2]engine.Round{{Result: engine.HalfBye}, {Result: engine.HalfBye}}},
		{"H", "-", 0, nil, [2]engine.Round{{Result: engine.HalfBye}, {Result: engine.HalfBye}}},
		{"H", "-", 0, &pairScore{halves: 3}, [2]engine.Round{{Result: engine.FullBye}, {Result: engine.HalfBye}}},
		{"U", "-", 0, &pairScore{halves: 0}, [2]engine.Round{{Result: engine.ZeroBye}, {Result: engine.ZeroBye}}},
		{"X", "W", 2, nil, [2]engine.Round{{Opponent: 2, Result: engine.ForfeitWin}, {Opponent: 2, Result: engine.ForfeitWin}}},
	}
	for _, c := range cases {
		b := &sectionBuilder{}
		got, err := b.twoGameRound(c.code, c.color, c.op, 4, c.ps)
		if err != nil || got != c.want {
			t.Errorf("%s %s: %+v %v, want %+v", c.code, c.color, got, err, c.want)
		}
	}
	// "%" without a score in the pairings list cannot be read.
	if _, err := (&sectionBuilder{}).twoGameRound("%", "W", 2, 4, nil); err == nil {
		t.Error("% without a pairing score: no error")
	}
}

// TestEmptySectionLeftOut reads a results file with a section nobody entered
// ("players": []): it is left out with a note on every other section, not the file's
// error; a file whose every section is empty is refused.
func TestEmptySectionLeftOut(t *testing.T) {
	data := []byte(`{"tournament": "Hello 2026", "date": "2026-01-10", "sections": [
{"section": "Open", "rounds_paired": 1, "rounds_played": 1, "players": [
 {"name": "Doe, Jane", "rating": 1500, "results": ["W"], "colors": ["W"], "ops": [2]},
 {"name": "Roe, Rick", "rating": 1400, "results": ["L"], "colors": ["B"], "ops": [1]}]},
{"section": "Under 400", "rounds_paired": 0, "rounds_played": 0, "players": []}]}`)
	secs, err := Importer{}.ImportSections(importers.Source{Name: "hello.json", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 1 || secs[0].Name != "Open" || secs[0].Err != nil || len(secs[0].Warnings) != 1 ||
		secs[0].Warnings[0].Error() != `hello.json: section "Under 400": no players: the section is left out` {
		t.Fatalf("sections %+v", secs)
	}
	empty := []byte(`{"tournament": "Hello", "sections": [{"section": "Under 400", "players": []}]}`)
	if _, err := (Importer{}).ImportSections(importers.Source{Name: "e.json", Data: empty}); err == nil ||
		!strings.Contains(err.Error(), "no section has players") {
		t.Errorf("all empty: %v", err)
	}
}

// TestWhatProgramsWrite reads what real results files hold where a rule frowns on it:
// a title with replacement characters (read without them, warned), two full-point byes in
// one round, a name with an online handle, a round-robin section with tiebreak titles and
// no values, a section with no tiebreaks. Nothing is refused.
func TestWhatProgramsWrite(t *testing.T) {
	data := []byte(`{"tournament": "\ufffd\ufffd Club", "date": "2026-01-10", "sections": [
{"section": "RR", "rounds_paired": 3, "rounds_played": 3, "tiebreaks": ["Sonn. Berg.", "Res."], "players": [
 {"name": "Doe [jd], Jane", "rating": 1500, "results": ["W","W","B"], "colors": ["W","B","-"], "ops": [2,3,0], "tiebreaks": []},
 {"name": "Roe, Rick", "rating": 1400, "results": ["L","B","W"], "colors": ["B","-","W"], "ops": [1,0,3], "tiebreaks": []},
 {"name": "Poe, Ed", "rating": 1400, "results": ["B","L","L"], "colors": ["-","W","B"], "ops": [0,1,2]},
 {"name": "Lee, Bo", "rating": 1400, "results": ["B","B","B"], "colors": ["-","-","-"], "ops": [0,0,0]}]},
{"section": "Open", "rounds_paired": 1, "rounds_played": 1, "tiebreaks": [], "players": [
 {"name": "A", "rating": 1500, "results": ["W"], "colors": ["W"], "ops": [2]},
 {"name": "B", "rating": 1400, "results": ["L"], "colors": ["B"], "ops": [1]}]}]}`)
	secs, err := Importer{}.ImportSections(importers.Source{Name: "club.json", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range secs {
		if s.Err != nil || s.T.Name != "Club - "+s.Name || len(s.Warnings) != 1 ||
			s.Warnings[0].Error() != "club.json:1:2: tournament: the event title \"\ufffd\ufffd Club\" holds characters SwissSys could not save (shown as \ufffd); it is read as \"Club\"" {
			t.Errorf("%s: %v, name %q, warnings %v", s.Name, s.Err, s.T.Name, s.Warnings)
		}
	}
	rr := secs[0].T
	if rr.Players[0].Name != "Doe [jd], Jane" || strings.Join(rr.StatedTiebreaks, ",") != "SB,H2H" {
		t.Errorf("RR: %q, tiebreaks %v", rr.Players[0].Name, rr.StatedTiebreaks)
	}
	byes := 0
	for _, pr := range rr.Validate() {
		if pr.Severity == engine.Error {
			t.Errorf("RR refused: %v", pr)
		}
		if strings.Contains(pr.Message, "pairing-allocated bye") {
			byes++
		}
	}
	if byes != 3 {
		t.Errorf("%d warnings of two full-point byes in a round, want 3", byes)
	}
}
