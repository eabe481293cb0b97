package trf_test

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// cell returns player id's round r (1-based).
func cell(t *testing.T, tour *engine.Tournament, id engine.PlayerID, r int) engine.Round {
	t.Helper()
	p := tour.Player(id)
	if p == nil {
		t.Fatalf("player %d missing", id)
	}
	if r < 1 || r > len(p.Rounds) {
		t.Fatalf("player %d has %d rounds, want round %d", id, len(p.Rounds), r)
	}
	return p.Rounds[r-1]
}

func wantCell(t *testing.T, tour *engine.Tournament, id engine.PlayerID, r int, want engine.Round) {
	t.Helper()
	if got := cell(t, tour, id, r); got != want {
		t.Errorf("player %d round %d = %+v, want %+v", id, r, got, want)
	}
}

func countWarnings(warns []*importers.ParseError, substr string) int {
	n := 0
	for _, w := range warns {
		if strings.Contains(w.Error(), substr) {
			n++
		}
	}
	return n
}

func declaredAdjustments(tour *engine.Tournament) map[engine.PlayerID]engine.Score {
	out := map[engine.PlayerID]engine.Score{}
	for _, a := range tour.Adjustments {
		if a.Source == engine.AdjustDeclared {
			out[a.Player] += a.Points
		}
	}
	return out
}

// TestRealDataFindings checks, on the real file showing it, every real-world variant
// listed under "Key findings" in realdata/SOURCES.md.
func TestRealDataFindings(t *testing.T) {
	rd := realdataDir(t)
	type R = engine.Round
	tests := []struct {
		file  string
		check func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError)
	}{
		{"trf/karl-mala-gedenkturnier-2005.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if len(tour.Players) != 284 || tour.Rounds != 7 {
				t.Errorf("got %d players x %d rounds, want 284 x 7", len(tour.Players), tour.Rounds)
			}
			// Colourless forfeit, then blank cells (nothing recorded).
			wantCell(t, tour, 13, 1, R{Opponent: 153, Result: engine.ForfeitLoss})
			wantCell(t, tour, 13, 2, R{})
			// "0000 - +" (the PAB Karl-Mala writes) is kept as a forfeit win without opponent.
			wantCell(t, tour, 282, 5, R{Result: engine.ForfeitWin})
			wantCell(t, tour, 59, 6, R{Opponent: 151, Result: engine.ForfeitLoss})
			// The dummy "spielfrei" player stays a player, with a warning.
			if p := tour.Player(284); p == nil || p.Name != "spielfrei" {
				t.Errorf("player 284 = %+v, want spielfrei", p)
			}
			if countWarnings(warns, `"spielfrei" looks like a dummy bye player`) != 1 {
				t.Errorf("no dummy-player warning in %v", warns)
			}
			if p := tour.Player(13); p.Sex != "" || p.Birth != "1934.06.20" || p.Title != "f" {
				t.Errorf("player 13 sex %q birth %q title %q", p.Sex, p.Birth, p.Title)
			}
			if p := tour.Player(186); p.Sex != "f" || p.Name != "Fischer,Helena" {
				t.Errorf("player 186 sex %q name %q", p.Sex, p.Name)
			}
			if tour.Player(1).Title != "g" || tour.StartDate != "28. 07. 2005" {
				t.Errorf("title %q, start date %q", tour.Player(1).Title, tour.StartDate)
			}
		}},
		{"trf/lichess-swiss-FaLp5fSD-2020-05-29.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// Colour-only cells: "       H", "       -", "       U" (no opponent, no colour).
			wantCell(t, tour, 5, 1, R{Result: engine.HalfBye})
			wantCell(t, tour, 5, 2, R{Result: engine.ForfeitLoss})
			wantCell(t, tour, 6, 2, R{Result: engine.PairingBye})
			wantCell(t, tour, 1, 1, R{Opponent: 13, Color: engine.Black, Result: engine.Win})
			if tour.Rounds != 10 || tour.StartDate != "May 29, 2020" || tour.City != "https://lichess.org/swiss/FaLp5fSD" {
				t.Errorf("rounds %d, start %q, city %q", tour.Rounds, tour.StartDate, tour.City)
			}
			if p := tour.Player(1); p.Rating != 0 || p.DeclaredRank != 0 || p.Declared == nil || *p.Declared != engine.MustScore("8") {
				t.Errorf("player 1 rating %d rank %d declared %v", p.Rating, p.DeclaredRank, p.Declared)
			}
		}},
		{"trf/lichess-swiss-j8rtJ5GL-zulfikar-sali-bullet-2020.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// Name at column 16; XXR 21 with 20 round blocks; XXC kept.
			if p := tour.Player(1); p.Name != "sherwin--tiu" || p.Rating != 2529 {
				t.Errorf("player 1 = %q %d", p.Name, p.Rating)
			}
			if tour.Rounds != 21 || len(tour.Players) != 112 {
				t.Errorf("got %d players x %d rounds, want 112 x 21", len(tour.Players), tour.Rounds)
			}
			wantCell(t, tour, 10, 1, R{Result: engine.HalfBye})
			wantCell(t, tour, 69, 2, R{Result: engine.ForfeitLoss})
			wantCell(t, tour, 84, 9, R{Result: engine.PairingBye})
			wantCell(t, tour, 84, 10, R{Opponent: 52, Color: engine.White, Result: engine.Loss})
			wantCell(t, tour, 1, 21, R{})
			if n := len(tour.Records); n != 2 || tour.Records[n-1].Line != "XXC rank white1" {
				t.Errorf("records %v", tour.Records)
			}
			if len(declaredAdjustments(tour)) != 0 {
				t.Errorf("declared points differ: %v", declaredAdjustments(tour))
			}
		}},
		{"trf/icu-bunratty_masters_2011.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// "      -   " bye cells are worth ½ in the points column only: kept as
			// nothing recorded, and the difference as declared adjustments.
			wantCell(t, tour, 16, 4, R{})
			if p := tour.Player(1); p.Sex != "M" || p.Title != "GM" || p.Name != "Short, Nigel" || p.Federation != "ENG" {
				t.Errorf("player 1 = %+v", p)
			}
			adj := declaredAdjustments(tour)
			if len(adj) != 5 || adj[16] != engine.Point {
				t.Errorf("declared adjustments %v, want 5 players, +1 for #16", adj)
			}
			if len(tour.Validate()) == 0 {
				t.Error("Validate reports no declared-points warning")
			}
		}},
		{"trf/icu-irish_junior_champs_2011.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// Latin-1 names; "0000 -" without a result character; zero-padded ratings.
			wantCell(t, tour, 4, 1, R{})
			if p := tour.Player(27); p.Name != "Ó Muireagáin, Colm" || p.Rating != 908 {
				t.Errorf("player 27 = %q %d", p.Name, p.Rating)
			}
			if p := tour.Player(24); p.Name != "Morgan, Mícheál" || p.Rating != 951 {
				t.Errorf("player 24 = %q %d", p.Name, p.Rating)
			}
			if len(declaredAdjustments(tour)) != 5 {
				t.Errorf("declared adjustments %v, want 5", declaredAdjustments(tour))
			}
		}},
		{"trf/encoding-samples/icu-krause-armstrong_2012_with_bom.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if !strings.HasPrefix(tour.Name, "Leinster Chess Union") {
				t.Errorf("name %q: BOM not stripped", tour.Name)
			}
		}},
		{"trf/encoding-samples/icu-krause-latin-1.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if tour.Name != "Läs Végas National Opeñ" || tour.Player(2).Name != "Örr,Mârk" {
				t.Errorf("name %q, player 2 %q", tour.Name, tour.Player(2).Name)
			}
			wantCell(t, tour, 2, 3, R{Opponent: 3, Color: engine.Black, Result: engine.Win})
		}},
		{"trf/encoding-samples/icu-krause-utf-8.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if tour.Player(1).Name != "Uì Laighlèis,Gearoìdin" || tour.Player(2).Title != "m" {
				t.Errorf("player 1 %q, player 2 title %q", tour.Player(1).Name, tour.Player(2).Title)
			}
			wantCell(t, tour, 2, 3, R{Opponent: 3, Color: engine.Black, Result: engine.Win})
			wantCell(t, tour, 2, 2, R{})
		}},
		{"trf/synthetic/bbp-issue15-rtg-180p-11r-CR-line-endings.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if len(tour.Players) != 180 || tour.Rounds != 11 || tour.Name != "AutoTest Tournament 716150162" {
				t.Errorf("got %q %d players x %d rounds", tour.Name, len(tour.Players), tour.Rounds)
			}
			wantCell(t, tour, 179, 7, R{Opponent: 73, Color: engine.Black, Result: engine.ForfeitLoss})
		}},
		{"trf/gros-open-donostia-2010-javafo-sample.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// XXR 9 with five rounds played; forfeits with colour.
			if tour.Rounds != 9 || len(tour.Players) != 52 {
				t.Errorf("got %d players x %d rounds", len(tour.Players), tour.Rounds)
			}
			wantCell(t, tour, 8, 4, R{Opponent: 21, Color: engine.White, Result: engine.ForfeitLoss})
			wantCell(t, tour, 13, 1, R{Opponent: 39, Color: engine.White, Result: engine.ForfeitWin})
			wantCell(t, tour, 8, 6, R{})
		}},
		{"trf/gros-open-donostia-2010-javafo-sample-trfx-XXS-XXZ.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if !tour.Scoring.IsDefault() {
				t.Errorf("XXS with default values read as %+v", tour.Scoring)
			}
			if len(tour.Teams) != 1 || tour.Teams[0].Name != "Example" || len(tour.Teams[0].Members) != 2 {
				t.Errorf("teams %+v", tour.Teams)
			}
			// #6 comes after #52 in the file; players are kept in start-number order.
			if len(tour.Players) != 52 || tour.Players[5].ID != 6 || tour.Players[5].Name != "Gorrochategui Torres, Eugenio" {
				t.Errorf("%d players, sixth %+v", len(tour.Players), tour.Players[5])
			}
			tags := ""
			for _, r := range tour.Records {
				tags += r.Tag + " "
			}
			if !strings.Contains(tags, "XXC") || !strings.Contains(tags, "XXZ") {
				t.Errorf("records %q", tags)
			}
		}},
		{"trf/icu-armstrong_2011.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if len(tour.Teams) != 12 || tour.TypeText != "Team League" {
				t.Errorf("%d teams, type %q", len(tour.Teams), tour.TypeText)
			}
		}},
		{"reference/friendship-cup-2024-team/friendship-cup-2024-heraklion.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// UTF-8 Greek team names in 013 character columns; ruler lines skipped.
			if len(tour.Teams) != 15 || tour.Teams[0].Name != "ΓΑΖΙ 1" || len(tour.Teams[0].Members) != 8 || tour.Teams[0].Members[0] != 13 {
				t.Errorf("team 1 = %+v", tour.Teams[0])
			}
			if countWarnings(warns, "column ruler line skipped") != 3 {
				t.Errorf("warnings %v", warns)
			}
			// #41 "74 w -" declares 1.0 with 0 from the rounds.
			adj := declaredAdjustments(tour)
			if len(adj) != 1 || adj[41] != engine.Point {
				t.Errorf("declared adjustments %v, want #41 +1", adj)
			}
			wantCell(t, tour, 12, 3, R{Result: engine.ForfeitWin})
			wantCell(t, tour, 1, 1, R{Result: engine.ForfeitLoss}) // "0000 - -": absent
			if tour.Rounds != 7 || len(tour.DeputyArbiters) != 2 {
				t.Errorf("rounds %d, deputies %v", tour.Rounds, tour.DeputyArbiters)
			}
		}},
		{"trf/fide-tec-trf2025-sample-grandmommys-cup-team-adapted-trf26.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			if got := strings.Join(tour.Tiebreaks, ","); got != "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP" {
				t.Errorf("202 = %q", got)
			}
			if len(tour.Teams) != 50 || tour.Teams[0].Nickname != "IND" || tour.Teams[0].Members[4] != 44 {
				t.Errorf("teams: %d, first %+v", len(tour.Teams), tour.Teams[0])
			}
			p := tour.Player(14)
			if len(p.National) != 1 || p.National[0] != (engine.NationalRating{Federation: "FRA", Rating: 2700, ID: "L01854", Class: "A", Origin: "BRE"}) {
				t.Errorf("player 14 national %+v", p.National)
			}
			if tour.TypeCode != "FIDE_TEAM_BAKU" || tour.Rounds != 14 {
				t.Errorf("192 %q, rounds %d", tour.TypeCode, tour.Rounds)
			}
			if len(tour.Adjustments) != 0 || countWarnings(warns, "team point assignment kept verbatim") != 2 {
				t.Errorf("team 299 lines: adjustments %v", tour.Adjustments)
			}
		}},
		{"trf/synthetic/sharly-trf-import-test-trf26-240-byes.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			p := tour.Player(1)
			if len(p.National) != 1 || p.National[0] != (engine.NationalRating{Federation: "FRA", Rating: 2200, ID: "D50113", Class: "A", Origin: "IDF"}) {
				t.Errorf("player 1 national %+v", p.National)
			}
			if len(tour.RoundDates) != 5 || tour.RoundDates[3] != "25/09/14" {
				t.Errorf("round dates %q", tour.RoundDates)
			}
			wantCell(t, tour, 9, 4, R{Opponent: 11, Color: engine.Black, Result: engine.ForfeitLoss})
			n240 := 0
			for _, r := range tour.Records {
				if r.Tag == "240" {
					n240++
				}
			}
			if n240 != 4 {
				t.Errorf("%d 240 records kept, want 4", n240)
			}
		}},
		{"trf/synthetic/sharly-trf-team-import-test-trf26.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// 162 "P 5.0"; a paired round without a result is Pending.
			if tour.Scoring.PairingBye != engine.Points(5) || tour.Scoring.WinWhite != engine.Point {
				t.Errorf("scoring %+v", tour.Scoring)
			}
			wantCell(t, tour, 1, 2, R{Opponent: 2, Color: engine.White, Result: engine.Pending})
			if got := strings.Join(tour.StandingsDef, ","); got != "PTS,WIN,BH,AOB" {
				t.Errorf("212 = %q", got)
			}
			if tour.Teams[1].Nickname != "CREST" || tour.Teams[1].ID != 2 {
				t.Errorf("team 2 = %+v", tour.Teams[1])
			}
		}},
		{"reference/vega-hobsonsbay/www2026HobsonsBayJuniorsRapidChampionship/www2026HobsonsBayJuniorsRapidChampionship.derived.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// A genuine 0-0 double loss.
			wantCell(t, tour, 33, 9, R{Opponent: 93, Color: engine.White, Result: engine.Loss})
			wantCell(t, tour, 93, 9, R{Opponent: 33, Color: engine.Black, Result: engine.Loss})
			if errs := engine.Errors(tour.Validate()); len(errs) != 0 {
				t.Errorf("validation errors: %v", errs)
			}
		}},
		{"uscf/swisssys-2025-03-pnwcc-premiere-uscf-open-spring/open.derived.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// A colourless double forfeit.
			wantCell(t, tour, 2, 1, R{Opponent: 7, Result: engine.ForfeitLoss})
			wantCell(t, tour, 7, 1, R{Opponent: 2, Result: engine.ForfeitLoss})
			wantCell(t, tour, 5, 4, R{Result: engine.PairingBye})
			wantCell(t, tour, 4, 3, R{Result: engine.ZeroBye})
		}},
		{"reference/fide-tec-tiebreak-exercises-2023/tec-exercise-swiss-16p-5r.derived.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			// Blank rank fields read as no rank.
			for _, p := range tour.Players {
				if p.DeclaredRank != 0 {
					t.Errorf("player %d rank %d, want 0 (blank)", p.ID, p.DeclaredRank)
				}
			}
			wantCell(t, tour, 12, 4, R{Result: engine.ForfeitLoss})
		}},
		{"crosstables/chess-results-html/british-championship-2026/british-championship-2026-after-r8.derived.trf", func(t *testing.T, tour *engine.Tournament, warns []*importers.ParseError) {
			wantCell(t, tour, 1, 9, R{Opponent: 13, Color: engine.Black, Result: engine.Pending})
			if len(declaredAdjustments(tour)) != 0 {
				t.Errorf("declared adjustments %v", declaredAdjustments(tour))
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.file, func(t *testing.T) {
			tour, warns := mustImport(t, filepath.Join(rd, filepath.FromSlash(tc.file)))
			tc.check(t, tour, warns)
		})
	}
}
