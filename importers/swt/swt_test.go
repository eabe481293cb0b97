package swt

import (
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func sample(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(trftest.RealData(t), "swt", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestIndividual reads swtparser.js's individual sample (testdata/real/SOURCES.md): 24
// players, 9 rounds, and every player's total equals the total SwissChess stored.
func TestIndividual(t *testing.T) {
	tour, warns, err := New().Import(importers.Source{Name: "i.swt", Data: sample(t, "SwissIndividual.SWT")})
	if err != nil || len(warns) != 0 {
		t.Fatalf("%v %v", err, warns)
	}
	if tour.Name != "Test Tournament with a very long title" || tour.City != "Los Angeles" || tour.StartDate != "18.05.2013" ||
		tour.Rounds != 9 || len(tour.Players) != 24 || tour.RoundsPlayed() != 9 || len(tour.Adjustments) != 0 {
		t.Fatalf("event %q %q %q, %d rounds, %d players, %d adjustments", tour.Name, tour.City, tour.StartDate, tour.Rounds, len(tour.Players), len(tour.Adjustments))
	}
	var sum engine.Score
	for i := range tour.Players {
		p := &tour.Players[i]
		if p.Declared == nil || tour.GamePoints(p) != *p.Declared {
			t.Errorf("%s: games %v, stored %v", p.Name, tour.GamePoints(p), p.Declared)
		}
		sum += tour.GamePoints(p)
	}
	if sum != 108*engine.Point { // 12 games a round, 9 rounds
		t.Errorf("points %v, want 108", sum)
	}
	gib := tour.Players[0]
	if gib.Name != "Gib,David" || gib.Rating != 2085 || gib.FIDEID != "12345678" || gib.Federation != "USA" || gib.Sex != "m" ||
		gib.Club != "Beaumont" || gib.DeclaredRank != 5 || gib.Rounds[0] != (engine.Round{Opponent: 13, Color: engine.White, Result: engine.Win}) ||
		gib.Rounds[1] != (engine.Round{Opponent: 6, Color: engine.Black, Result: engine.Draw}) {
		t.Errorf("player 1: %+v", gib)
	}
	if got := *tour.Players[1].Declared; got != 7*engine.Point+engine.Half {
		t.Errorf("Hughes %v, want 7.5", got)
	}
	if err := tour.Validate(); err != nil {
		t.Error(err)
	}
}

// TestTeam reads the team sample: 10 teams of 8 boards, 83 players, 7 rounds; each
// team's match and game points equal what SwissChess stored; the forfeit of round 7 is
// read as one.
func TestTeam(t *testing.T) {
	tour, warns, err := New().Import(importers.Source{Name: "t.swt", Data: sample(t, "SwissTeam.SWT")})
	if err != nil || len(warns) != 0 {
		t.Fatalf("%v %v", err, warns)
	}
	if len(tour.Teams) != 10 || len(tour.Players) != 83 || tour.Rounds != 7 {
		t.Fatalf("%d teams, %d players, %d rounds", len(tour.Teams), len(tour.Players), tour.Rounds)
	}
	if la := tour.Teams[0]; la.Name != "Los Angeles" || len(la.Members) != 9 || la.Members[0] != 1 || *la.DeclaredMP != 12*engine.Point {
		t.Errorf("team 1: %+v", la)
	}
	if tour.TeamScoring.MatchWin == nil || *tour.TeamScoring.MatchWin != 2*engine.Point {
		t.Errorf("team scoring %+v", tour.TeamScoring)
	}
	forfeits := 0
	for _, p := range tour.Players {
		for _, r := range p.Rounds {
			if r.Result.IsForfeit() {
				forfeits++
			}
		}
	}
	if forfeits != 2 {
		t.Errorf("%d forfeit rounds, want 2 (one forfeited game)", forfeits)
	}
	ev, problems := teams.Build(tour, teams.DefaultScoring())
	for _, p := range problems {
		if p.Error {
			t.Errorf("team problem: %s", p)
		}
	}
	for k, tm := range ev.Teams {
		var mp, gp engine.Score
		for _, s := range ev.Slots[k] {
			mp += s.MP
			gp += s.GP
		}
		want := tour.Teams[k]
		if mp != *want.DeclaredMP || gp != *want.DeclaredGP {
			t.Errorf("%s: MP %v GP %v, SwissChess stored %v %v", tm.Name, mp, gp, *want.DeclaredMP, *want.DeclaredGP)
		}
	}
}

// header returns a minimal file: the header and nothing paired.
func header(rounds, players int) []byte {
	b := make([]byte, pairingsStart+players*recordSize)
	binary.LittleEndian.PutUint16(b[offRounds:], uint16(rounds))
	binary.LittleEndian.PutUint16(b[offPlayers:], uint16(players))
	binary.LittleEndian.PutUint16(b[offVersion:], 883)
	return b
}

func TestRefusals(t *testing.T) {
	ko := header(3, 0)
	ko[offMode] = 2
	short := sample(t, "SwissIndividual.SWT")
	short = short[:len(short)-100]
	big := header(3, 0)
	binary.LittleEndian.PutUint16(big[offPlayers:], 9000)
	binary.LittleEndian.PutUint16(big[offRounds:], 900)
	for _, tc := range []struct {
		name string
		data []byte
		want string
		is   error
	}{
		{"tiny", []byte("hello"), "i.swt:header: not a SwissChess file: 5 bytes", ErrFile},
		{"knock-out", ko, "i.swt:header: a knock-out: the file holds a knock-out event; tiebreak ranks Swiss and round-robin events, not knock-outs", ErrKnockout},
		{"cut short", short, "the file has 33108 (cut short?)", ErrFile},
		{"limits", big, "9000 players and 900 rounds", importers.ErrLimit},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := New().Import(importers.Source{Name: "i.swt", Data: tc.data})
			if !errors.Is(err, tc.is) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want %q", err, tc.want)
			}
		})
	}
}

func TestSniff(t *testing.T) {
	if !(Importer{}).Sniff(sample(t, "SwissTeam.SWT")[:4096]) || !(Importer{}).Sniff(header(9, 0)) {
		t.Error("samples not recognised")
	}
	if (Importer{}).Sniff([]byte(strings.Repeat("001    1      Name  ", 200))) {
		t.Error("a TRF recognised as SwissChess")
	}
}
