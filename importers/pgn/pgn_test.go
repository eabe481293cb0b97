package pgn

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// pgnGame writes one game record.
func pgnGame(event, round, white, black, result, moves string, extra ...string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "[Event %q]\n[Round %q]\n[White %q]\n[Black %q]\n", event, round, white, black)
	for _, e := range extra {
		b.WriteString(e + "\n")
	}
	if result != "" {
		fmt.Fprintf(&b, "[Result %q]\n", result)
	}
	fmt.Fprintf(&b, "\n1. e4 {[%%clk 1:59:56]\n[not a tag]} e5 (1... c5 0-1) %s\n\n", moves)
	return b.String()
}

func read(t *testing.T, text string) (*engine.Tournament, []*importers.ParseError, error) {
	t.Helper()
	return New().Import(importers.Source{Name: "t.pgn", Data: []byte(text)})
}

func warned(warns []*importers.ParseError, part string) bool {
	for _, w := range warns {
		if strings.Contains(w.Error(), part) {
			return true
		}
	}
	return false
}

// round returns player name's round r.
func round(t *testing.T, tour *engine.Tournament, name string, r int) engine.Round {
	t.Helper()
	for _, p := range tour.Players {
		if p.Name == name {
			return p.Rounds[r-1]
		}
	}
	t.Fatalf("no player %q", name)
	return engine.Round{}
}

func TestRoundForms(t *testing.T) {
	for _, tc := range []struct {
		round   string
		want    int
		wantErr string
	}{
		{"3", 3, ""},
		{"3.1", 3, ""},
		{" 2.14 ", 2, ""},
		{"?", 0, `no round number (Round "?")`},
		{"", 0, `no round number`},
		{"0", 0, "numbered from 1"},
		{"x", 0, "is not a round number"},
		{"1000", 0, "at most 999 rounds"},
	} {
		t.Run(tc.round, func(t *testing.T) {
			tour, _, err := read(t, pgnGame("E", tc.round, "A", "B", "1-0", "1-0"))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("error %v, want %q", err, tc.wantErr)
				}
				if !strings.Contains(err.Error(), "t.pgn:2:8: Round:") {
					t.Errorf("error %v is not at the Round tag (2:8)", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tour.Rounds != tc.want || round(t, tour, "A", tc.want) != (engine.Round{Opponent: 2, Color: engine.White, Result: engine.Win}) {
				t.Errorf("rounds %d, A's round %+v", tour.Rounds, round(t, tour, "A", tc.want))
			}
		})
	}
	// No game with a round: one error for the event, not one per game.
	_, _, err := read(t, pgnGame("E", "-", "A", "B", "1-0", "1-0")+pgnGame("E", "-", "C", "D", "1-0", "1-0")+pgnGame("E", "?", "A", "C", "1-0", "1-0"))
	if err == nil || strings.Count(err.Error(), "\n") != 0 || !strings.Contains(err.Error(), `t.pgn:1:1: Round: bad game: none of the 3 games gives its round (Round "-")`) {
		t.Errorf("no rounds at all: %v", err)
	}
	// A missing Round tag is the same error, at the record.
	_, _, err = read(t, "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n1-0\n")
	if err == nil || !strings.Contains(err.Error(), "t.pgn:1:1: Round: bad game: the game has no round number") {
		t.Errorf("no Round tag: %v", err)
	}
}

// TestResults covers the Result tag over the movetext: Vega's tag with "*" after the
// moves, a disagreement, unfinished games, forfeits.
func TestResults(t *testing.T) {
	for _, tc := range []struct {
		name, tag, moves string
		extra            []string
		white, black     engine.Result
		warn             string
	}{
		{"tag and moves agree", "1-0", "1-0", nil, engine.Win, engine.Loss, ""},
		{"Vega: tag, * after the moves", "0-1", "*", nil, engine.Loss, engine.Win, ""},
		{"no tag: the moves", "", "1/2-1/2", nil, engine.Draw, engine.Draw, ""},
		{"disagreement: the tag wins", "1-0", "0-1", nil, engine.Win, engine.Loss, "the Result tag says 1-0 and the moves end with 0-1; the tag is used"},
		{"unfinished", "*", "*", nil, engine.Pending, engine.Pending, ""},
		{"tag * over a finished movetext", "*", "1-0", nil, engine.Pending, engine.Pending, "the Result tag says * (not finished)"},
		{"no result at all", "", "", nil, engine.Pending, engine.Pending, "the game has no result"},
		{"forfeit by Termination", "1-0", "1-0", []string{`[Termination "forfeit"]`}, engine.ForfeitWin, engine.ForfeitLoss, ""},
		{"forfeit notation", "-/+", "*", nil, engine.ForfeitLoss, engine.ForfeitWin, ""},
		{"half as ½", "½-½", "½-½", nil, engine.Draw, engine.Draw, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tour, warns, err := read(t, pgnGame("E", "1", "A", "B", tc.tag, tc.moves, tc.extra...))
			if err != nil {
				t.Fatal(err)
			}
			if w, b := round(t, tour, "A", 1).Result, round(t, tour, "B", 1).Result; w != tc.white || b != tc.black {
				t.Errorf("results %v %v, want %v %v", w, b, tc.white, tc.black)
			}
			if tc.warn != "" && !warned(warns, tc.warn) {
				t.Errorf("no warning %q in %v", tc.warn, warns)
			}
			if tc.warn == "" && warned(warns, "Result") {
				t.Errorf("unexpected warning: %v", warns)
			}
		})
	}
	_, _, err := read(t, pgnGame("E", "1", "A", "B", "2-0", "*"))
	if err == nil || !strings.Contains(err.Error(), `t.pgn:5:9: Result: bad game: result "2-0"`) {
		t.Errorf("bad result: %v", err)
	}
}

// TestUnfinishedRound: "*" games make the round in progress.
func TestUnfinishedRound(t *testing.T) {
	text := pgnGame("E", "1", "A", "B", "1-0", "*") + pgnGame("E", "1", "C", "D", "0-1", "*") +
		pgnGame("E", "2", "A", "C", "*", "*") + pgnGame("E", "2", "D", "B", "1/2-1/2", "*")
	tour, _, err := read(t, text)
	if err != nil {
		t.Fatal(err)
	}
	if got := tour.PendingRounds(); len(got) != 1 || got[0] != 2 {
		t.Errorf("pending rounds %v, want [2]", got)
	}
	if tour.Rounds != 2 || tour.RoundsPlayed() != 2 {
		t.Errorf("rounds %d played %d", tour.Rounds, tour.RoundsPlayed())
	}
}

// TestNotGames: a ChessForge workbook header, a study chapter and a record without
// players are skipped, each with a warning at the record.
func TestNotGames(t *testing.T) {
	text := "[ChessForgeWorkbook \"W\"]\n[White \"CHESS FORGE\"]\n[Black \"WORKBOOK\"]\n[Result \"*\"]\n{intro}\n*\n\n" +
		"[ChapterTitle \"Rounds 1-7\"]\n[ContentType \"Study Tree\"]\n[White \"CHAPTER\"]\n\n1. e4 (1. d4) *\n\n" +
		"[Event \"?\"]\n[Result \"*\"]\n*\n\n" +
		pgnGame("E", "1", "A", "B", "1-0", "1-0", `[ContentType "Model Game"]`)
	tour, warns, err := read(t, text)
	if err != nil {
		t.Fatal(err)
	}
	if len(tour.Players) != 2 {
		t.Errorf("%d players", len(tour.Players))
	}
	for _, w := range []string{
		"t.pgn:1:1: this record is not a game (a ChessForge workbook header)",
		`t.pgn:8:1: this record is not a game (a "Study Tree" chapter, "Rounds 1-7")`,
		"t.pgn:14:1: this record is not a game (it names neither player)",
	} {
		if !warned(warns, w) {
			t.Errorf("no warning %q in %v", w, warns)
		}
	}
}

// TestKnockoutRefused: games 1.1 and 1.2 between the same players are a match.
func TestKnockoutRefused(t *testing.T) {
	text := pgnGame("World Cup", "1.1", "A", "B", "1-0", "1-0") + pgnGame("World Cup", "1.2", "B", "A", "1/2-1/2", "*") +
		pgnGame("World Cup", "1.1", "C", "D", "1-0", "1-0")
	_, _, err := read(t, text)
	if !errors.Is(err, ErrKnockout) || !strings.Contains(err.Error(), "games 1.1 (line 2) and 1.2 in round 1, the games of a match; tiebreak ranks Swiss and round-robin events, not knock-outs") {
		t.Fatalf("got %v", err)
	}
	if strings.Count(err.Error(), "\n") != 0 {
		t.Errorf("want one sentence, got %v", err)
	}
	// Round.board in a Swiss is not a knock-out: a second game in a round is an error.
	_, _, err = read(t, pgnGame("E", "1.1", "A", "B", "1-0", "1-0")+pgnGame("E", "1.2", "A", "C", "1-0", "1-0"))
	if err == nil || errors.Is(err, ErrKnockout) || !strings.Contains(err.Error(), "A has a second game in round 1") {
		t.Errorf("different opponents in 1.1 and 1.2: %v", err)
	}
	_, _, err = read(t, pgnGame("E", "1", "A", "B", "1-0", "1-0")+pgnGame("E", "1", "A", "C", "1-0", "1-0"))
	if err == nil || errors.Is(err, ErrKnockout) || !strings.Contains(err.Error(), "A has a second game in round 1 (the first is on line 2)") {
		t.Errorf("two games in round 1: %v", err)
	}
}

// TestSeveralEvents: each Event is a section, chosen by name; without a choice the
// error lists them.
func TestSeveralEvents(t *testing.T) {
	text := pgnGame("Open A", "1", "A", "B", "1-0", "1-0") + pgnGame("Open B", "1", "C", "D", "0-1", "0-1") +
		pgnGame("Open A", "2", "B", "A", "1-0", "1-0")
	secs, err := New().ImportSections(importers.Source{Name: "t.pgn", Data: []byte(text)})
	if err != nil {
		t.Fatal(err)
	}
	if len(secs) != 2 || secs[0].Name != "Open A" || secs[1].Name != "Open B" || secs[0].T.Rounds != 2 || len(secs[1].T.Players) != 2 {
		t.Fatalf("sections %+v", secs)
	}
	_, _, err = read(t, text)
	var se *importers.SectionError
	if !errors.As(err, &se) || len(se.Sections) != 2 {
		t.Fatalf("no choice: %v", err)
	}
	tour, _, err := New().Import(importers.Source{Name: "t.pgn", Data: []byte(text), Opts: importers.Options{Section: "open-b"}})
	if err != nil || tour.Name != "Open B" || tour.Players[0].Name != "C" && tour.Players[0].Name != "D" {
		t.Fatalf("open-b: %v %v", tour, err)
	}
}

// TestUnknownRounds: a player without a game in a round is not paired there (no bye, no
// forfeit), with a warning naming the player and the round.
func TestUnknownRounds(t *testing.T) {
	text := pgnGame("E", "1", "A", "B", "1-0", "1-0") + pgnGame("E", "2", "A", "C", "1-0", "1-0") +
		pgnGame("E", "4", "B", "C", "1-0", "1-0")
	tour, warns, err := read(t, text)
	if err != nil {
		t.Fatal(err)
	}
	if got := round(t, tour, "C", 1); got != (engine.Round{}) {
		t.Errorf("C round 1: %+v, want not paired", got)
	}
	if got := tour.Total(&tour.Players[0]); got != 2*engine.Point {
		t.Errorf("A: %v", got)
	}
	for _, w := range []string{
		"C has no game in round 1: the file does not say whether it was a bye, a forfeit or an absence, so it is read as not paired (no points)",
		"B has no game in round 2",
		"A has no game in round 4",
		"round 3 has no games in the file",
	} {
		if !warned(warns, w) {
			t.Errorf("no warning %q", w)
		}
	}
	if warned(warns, "has no game in round 3") {
		t.Error("round 3 warned player by player")
	}
	// Every output's progress line names them; converted files carry a comment per round.
	if len(tour.Unknown) != 6 || tour.Unknown[0] != (engine.PlayerRound{Player: 3, Round: 1}) {
		t.Errorf("unknown %+v", tour.Unknown)
	}
	if got, want := tour.Progress().String(), "Final standings (planned rounds not stated); 6 player-rounds unknown (no game in the file, counted as not paired)"; got != want {
		t.Errorf("progress %q, want %q", got, want)
	}
	// The canonical JSON keeps them.
	var js bytes.Buffer
	if err := jsonout.New().Export(context.Background(), &js, &exporters.Document{T: tour}); err != nil {
		t.Fatal(err)
	}
	back, _, err := jsonin.New().Import(importers.Source{Name: "t.json", Data: js.Bytes()})
	if err != nil || !reflect.DeepEqual(back.Unknown, tour.Unknown) {
		t.Errorf("JSON round trip: %v, %+v", err, back)
	}
	if len(tour.Records) != 4 || tour.Records[0].Line != "### PGN round 1: no game in the file for 3 (unknown: a bye, a forfeit or an absence; read as not paired)" {
		t.Errorf("records %+v", tour.Records)
	}
}

// TestIdentity: the FIDE ID joins spellings and a name without an ID; names that differ
// only in case or order are two players with a warning; start numbers by rating then name.
func TestIdentity(t *testing.T) {
	text := pgnGame("E", "1", "Gukesh D", "Ding, Liren", "1-0", "1-0", `[WhiteFideId "46616543"]`, `[WhiteElo "2743"]`, `[BlackElo "2780"]`, `[WhiteTitle "GM"]`, `[WhiteTeam "India"]`) +
		pgnGame("E", "2", "Ding Liren", "D Gukesh", "0-1", "0-1", `[BlackFideId "46616543"]`) +
		pgnGame("E", "3", "Gukesh D", "Zed", "1-0", "1-0") +
		pgnGame("E", "3", "Ann", "Bob", "1-0", "1-0")
	tour, warns, err := read(t, text)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range tour.Players {
		names = append(names, p.Name)
	}
	if got := strings.Join(names, "|"); got != "Ding, Liren|Gukesh D|Ann|Bob|Ding Liren|Zed" {
		t.Errorf("players %s", got)
	}
	g := tour.Players[1]
	if g.FIDEID != "46616543" || g.Title != "GM" || g.Club != "India" || len(tour.Teams) != 1 || g.Rounds[2].Opponent != 6 {
		t.Errorf("Gukesh: %+v, teams %+v", g, tour.Teams)
	}
	for _, w := range []string{
		`FIDE ID 46616543 is written with the names "Gukesh D" and "D Gukesh"`,
		`"Ding, Liren" (line 4) and "Ding Liren" (line 17) may be the same player`,
		"numbered by rating, highest first, then by name",
	} {
		if !warned(warns, w) {
			t.Errorf("no warning %q in %v", w, warns)
		}
	}
}

// TestSyntax: malformed tags are positioned errors, all at once; "{" inside a comment
// and "[" at the start of a comment line do not start records.
func TestSyntax(t *testing.T) {
	_, _, err := read(t, "[Event \"E\"]\n[Round 1]\n[White \"A\n[Black \"B\"]\n1-0\n")
	if err == nil || !strings.Contains(err.Error(), "t.pgn:2:8: not PGN: the value of tag Round must be in double quotes") ||
		!strings.Contains(err.Error(), "t.pgn:3:8: not PGN: the value of tag White has no closing quote") {
		t.Errorf("got %v", err)
	}
	_, _, err = read(t, "[Event \"E\"]\n1. e4 { never closed\n")
	if err == nil || !strings.Contains(err.Error(), "t.pgn:2:7: not PGN: a comment opened here is never closed") {
		t.Errorf("got %v", err)
	}
	_, _, err = read(t, "hello\n")
	if err == nil || !errors.Is(err, ErrNoGames) {
		t.Errorf("got %v", err)
	}
}

func TestSniff(t *testing.T) {
	for in, want := range map[string]bool{
		"[Event \"x\"]":                  true,
		"\uFEFF\n% escape\n[Site \"x\"]": true,
		"{c} [White \"x\"]":              true,
		"Name,Rating\n":                  false,
		"[x]":                            false,
		"[Event x]":                      false,
	} {
		if got := (Importer{}).Sniff([]byte(in)); got != want {
			t.Errorf("Sniff(%q) = %v", in, got)
		}
	}
}

// TestWarningsBounded: a small file whose players have no game in hundreds of rounds
// (2,000 players in round 1, one game in round 999: about 2 million player-rounds without
// a game) reads with a bounded number of warnings, each kind ending with a count of
// the ones left out; every player-round is still in the model.
func TestWarningsBounded(t *testing.T) {
	var b strings.Builder
	for k := 0; k < 1000; k++ {
		fmt.Fprintf(&b, "[Round \"1\"][White \"p%d\"][Black \"q%d\"][Result \"1-0\"] 1-0\n", k, k)
	}
	b.WriteString("[Round \"999\"][White \"p0\"][Black \"q0\"][Result \"0-1\"] 0-1\n")
	var tour *engine.Tournament
	var warns []*importers.ParseError
	var err error
	testtool.Budget(t, []byte(b.String()), func() { tour, warns, err = read(t, b.String()) })
	if err != nil {
		t.Fatal(err)
	}
	if len(tour.Unknown) != 2000*998-2 || len(warns) > 205 {
		t.Fatalf("%d unknown player-rounds, %d warnings", len(tour.Unknown), len(warns))
	}
	for _, w := range []string{
		"and 897 more warnings like the 100 above (rounds without games)",
		"and 1898 more warnings like the 100 above (players without a game in a round)",
	} {
		if !warned(warns, w) {
			t.Errorf("no warning %q", w)
		}
	}
}
