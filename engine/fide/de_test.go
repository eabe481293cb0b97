package fide

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

// fromNotation builds a tournament from TEC crosstable notation, one line per player in
// start-number order: "+W9" a win with White against 9, "=B13" a draw with Black, "-F12"
// a forfeit loss, "+F9" a forfeit win, "=BYE" a half-point bye, "+BYE" a pairing-allocated
// bye, "--" absent.
func fromNotation(t testing.TB, lines []string) *engine.Tournament {
	t.Helper()
	tr := &engine.Tournament{Scoring: engine.DefaultScoring()}
	for i, line := range lines {
		p := engine.Player{ID: engine.PlayerID(i + 1), Name: "P" + strconv.Itoa(i+1)}
		for _, cell := range strings.Fields(line) {
			var rd engine.Round
			switch cell {
			case "--":
				rd.Result = engine.ZeroBye
			case "=BYE":
				rd.Result = engine.HalfBye
			case "+BYE":
				rd.Result = engine.PairingBye
			default:
				opp, err := strconv.Atoi(cell[2:])
				if err != nil {
					t.Fatalf("bad cell %q", cell)
				}
				rd.Opponent = engine.PlayerID(opp)
				switch cell[1] {
				case 'W':
					rd.Color = engine.White
				case 'B':
					rd.Color = engine.Black
				}
				forfeit := cell[1] == 'F'
				switch {
				case cell[0] == '+' && forfeit:
					rd.Result = engine.ForfeitWin
				case cell[0] == '-' && forfeit:
					rd.Result = engine.ForfeitLoss
				case cell[0] == '+':
					rd.Result = engine.Win
				case cell[0] == '=':
					rd.Result = engine.Draw
				default:
					rd.Result = engine.Loss
				}
			}
			p.Rounds = append(p.Rounds, rd)
		}
		tr.Players = append(tr.Players, p)
	}
	tr.Normalize()
	return tr
}

// tecExercise25 is the 9-round Swiss crosstable of TEC exercise 25, by start number.
var tecExercise25 = []string{
	"+W9 =B13 =W2 +B15 =W4 =B6 =B3 =W16 +B8",    // 1 Alyx 6.0
	"+B10 +W7 =B1 +W16 +B3 =W4 -W6 =B15 =W5",    // 2 Bruno 6.0
	"=W11 +B6 +W8 =B4 -W2 +B16 =W1 +W14 +B10",   // 3 Charline 6.5
	"+B12 =BYE +W13 =W3 =B1 =B2 =W16 =B6 +W15",  // 4 David 6.0
	"-W13 -B15 +W11 =B7 +W10 -B14 +B9 -W8 =B2",  // 5 Helene 4.0
	"-B14 -W3 +BYE +W10 +B8 =W1 +B2 =W4 +B16",   // 6 Franck 6.0
	"+W15 -B2 -B16 =W5 -B11 -B10 +W13 +W9 +B14", // 7 Genevieve 4.5
	"=B16 +W14 -B3 +W13 -W6 =B11 =W15 +B5 -W1",  // 8 Irina 4.5
	"-B1 -W10 =BYE -F11 +BYE +B13 -W5 -B7 =W12", // 9 Jessica 3.0
	"-W2 +B9 -W15 -B6 -B5 +W7 +B12 +W11 -W3",    // 10 Lais 4.0
	"=B3 -W16 -B5 +F9 +W7 =W8 -B14 -B10 =W13",   // 11 Maria 3.5
	"-W4 +BYE +F14 -- -- -B15 -W10 =B13 =B9",    // 12 Nick 3.0
	"+B5 =W1 -B4 -B8 -W14 -W9 -B7 =W12 =B11",    // 13 Opal 2.5
	"+W6 -B8 -F12 -- +B13 +W5 +W11 -B3 -W7",     // 14 Paul 4.0
	"-B7 +W5 +B10 -W1 -B16 +W12 =B8 =W2 -B4",    // 15 Reine 4.0
	"=W8 +B11 +W7 -B2 +W15 -W3 =B4 =B1 -W6",     // 16 Stephan 4.5
}

func TestDirectEncounter(t *testing.T) {
	ex25 := fromNotation(t, tecExercise25)
	// A B C D of the TEC introduction to chapter 6: Alyx beat everyone, Bruno beat
	// Charline and David, who did not meet. Positions 1 and 2 are certain, then nothing.
	intro := fromNotation(t, []string{"+W2 +W3 +W4", "-B1 +W4 +W3", "=BYE -B1 -B2", "=BYE -B2 -B1"})
	tests := []struct {
		name  string
		tr    *engine.Tournament
		opts  map[string]string
		group []int // player indexes
		want  []string
	}{
		// Exercise 25, 6.0 group: Franck 2, Alyx and David 1.5 (drew, still tied), Bruno 1.
		{"ex25 6.0", ex25, nil, []int{0, 1, 3, 5}, []string{"2", "4", "2", "1"}},
		{"ex25 6.0 points", ex25, map[string]string{"de": "points"}, []int{0, 1, 3, 5}, []string{"1.5", "1", "1.5", "2"}},
		// 4.5 group: Irina could still reach Stephan's 1.5 by beating Genevieve (6.3).
		{"ex25 4.5", ex25, nil, []int{6, 7, 15}, []string{"0", "0", "0"}},
		{"ex25 4.5 points", ex25, map[string]string{"de": "points"}, []int{6, 7, 15}, []string{"0", "0", "0"}},
		{"ex25 4.0", ex25, nil, []int{4, 9, 13, 14}, []string{"0", "0", "0", "0"}},
		{"ex25 3.0 drew", ex25, nil, []int{8, 11}, []string{"0", "0"}},
		{"ex25 3.0 drew points", ex25, map[string]string{"de": "points"}, []int{8, 11}, []string{"0.5", "0.5"}},
		// The chapter 6 introduction: Alyx first, Bruno second, Charline and David tied.
		{"intro", intro, nil, []int{0, 1, 2, 3}, []string{"1", "2", "3", "3"}},
		{"intro points", intro, map[string]string{"de": "points"}, []int{0, 1, 2, 3}, []string{"3", "2", "0", "0"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			ev := engine.NewEvaluation(tc.tr, engine.Rules{System: "fide", Kind: engine.KindSwiss})
			got := tiebreakFor(t, "DE", "fide-2024", tc.opts).Compute(ev, tc.group)
			for k, w := range tc.want {
				if got[k].String() != w {
					t.Errorf("player #%d: got %s, want %s", tc.tr.Players[tc.group[k]].ID, got[k], w)
				}
			}
		})
	}
}

// TestRankWithDE checks that engine.Rank orders by DE positions, lowest first: the TEC
// round robin (exercise 26) ranks Alyx, then Bruno and Charline sharing 2-3, then
// Helene, Franck and David.
func TestRankWithDE(t *testing.T) {
	tr := trftest.Load(t, filepath.Join(tecDir(t), "tec-exercise-roundrobin-6p-5r.derived.trf"))
	for _, opts := range []map[string]string{nil, {"de": "points"}} {
		ev := engine.NewEvaluation(tr, engine.Rules{System: "fide"})
		st := engine.Rank(ev, []engine.Tiebreak{tiebreakFor(t, "DE", "fide-2024", opts)})
		var got []string
		for _, row := range st.Rows {
			got = append(got, row.PlaceLabel()+":"+tr.Players[row.Player].Name)
		}
		want := "1:Alyx 2-3:Bruno 2-3:Charline 4:Helene 5:Franck 6:David"
		if g := strings.Join(got, " "); g != want {
			t.Errorf("de=%s: got %s, want %s", opts["de"], g, want)
		}
	}
}

// TestDEMeaning checks the sentence --explain prints under a group DE was applied to.
func TestDEMeaning(t *testing.T) {
	rank := directEncounter{}
	points := directEncounter{base{cfg: config{dePoints: true}}}
	tests := []struct {
		tb   directEncounter
		vals []engine.Score
		want string
	}{
		{rank, []engine.Score{0, 0}, "DE 0 for all"},
		{rank, []engine.Score{engine.Points(1), engine.Points(2)}, "place among these players"},
		{points, []engine.Score{engine.Points(1), 0}, "points each scored"},
	}
	for _, tc := range tests {
		if got := tc.tb.Meaning(tc.vals); !strings.Contains(got, tc.want) {
			t.Errorf("Meaning(%v) = %q, want %q", tc.vals, got, tc.want)
		}
	}
}
