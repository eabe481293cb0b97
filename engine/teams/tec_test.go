package teams

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// tecCrosstable is the team crosstable of the FIDE TEC "Exercises in tie-breaking"
// (rev. 2403220900), section 2.3: 14 teams of four, seven rounds. Byes and forfeits as
// the book scores them: PAB and HPB 1 MP / 2 GP, ZPB and -F nothing, +F 2 MP / 4 GP.
const tecCrosstable = `
1  Antelopes   8w2½  4b1½  7w3   2b2½  5w1½  +F    3b2½
2  Bonobos     9b3   3w4   5b0   1w1½  13w3  4b2½  10b3
3  Cougars     10w2½ 2b0   9w3   6b2½  4w3   5b3½  1w1½
4  Deer        11b3  1w2½  13b3  5w3½  3b1   2w1½  9b2½
5  Elephants   12w4  6b3   2w4   4b½   1b2½  3w½   13b3½
6  Falcons     13b2  5w1   8b3   3w1½  11b2½ -F    12w2½
7  Giraffes    14w2  8b2   1b1   10w2½ 9b2   13w2  ZPB
8  Hippopotami 1b1½  7w2   6w1   12b3½ 10b2  9w2   11w3
9  Iguanas     2w1   12b4  3b1   14w3  7w2   8b2   4w1½
10 Jackals     3b1½  11w1½ 12b2½ 7b1½  8w2   14b3  2w1
11 Koalas      4w1   10b2½ 14w2  13b1½ 6w1½  12w2  8b1
12 Lynxes      5b0   9w0   10w1½ 8w½   PAB   11b2  6b1½
13 Moose       6w2   14b2½ 4w1   11w2½ 2b1   7b2   5w½
14 Narwhals    7b2   13w1½ 11b2  9b1   HPB   10w1  PAB`

// tecEvent builds the TEC team event. Line-ups are not in the crosstable; boards are
// filled with wins first, then a draw, except for the round-3 match Koalas - Narwhals,
// whose line-ups the book gives (exercises 46-48).
func tecEvent(t testing.TB) *Event {
	t.Helper()
	e := &Event{Rounds: 7, Boards: 4, Scoring: DefaultScoring()}
	for _, line := range strings.Split(strings.TrimSpace(tecCrosstable), "\n") {
		f := strings.Fields(line)
		id, _ := strconv.Atoi(f[0])
		e.Teams = append(e.Teams, Team{ID: id, Name: f[1]})
		var slots []Slot
		for _, cell := range f[2:] {
			s := Slot{Opp: -1}
			switch cell {
			case "+F":
				s.Kind = ForfeitWin
			case "-F":
				s.Kind = ForfeitLoss
			case "PAB":
				s.Kind = PairingBye
			case "HPB":
				s.Kind = HalfBye
			case "ZPB":
				s.Kind = ZeroBye
			default:
				i := strings.IndexAny(cell, "wb")
				opp, _ := strconv.Atoi(cell[:i])
				gp := engine.MustScore(cell[i+1:])
				s.Kind, s.Opp, s.White = Played, opp-1, cell[i] == 'w'
				for b := 1; b <= 4; b++ {
					v := min(gp, engine.Point)
					if gp > 0 && gp < engine.Point {
						v = gp
					}
					gp -= v
					s.Boards = append(s.Boards, Board{Number: b, Player: -1, GP: v})
				}
			}
			slots = append(slots, s)
		}
		e.Slots = append(e.Slots, slots)
	}
	// The forfeited match of round 6 is Antelopes - Falcons.
	e.Slots[0][5].Opp, e.Slots[5][5].Opp = 5, 0
	board := func(gps ...string) []Board {
		var out []Board
		for i, g := range gps {
			out = append(out, Board{Number: i + 1, Player: -1, GP: engine.MustScore(g)})
		}
		return out
	}
	e.Slots[10][2].Boards = board("1", "0.5", "0.5", "0")
	e.Slots[13][2].Boards = board("0", "0.5", "0.5", "1")
	e.score()
	return e
}

func tecEval(t testing.TB, primary string) *Eval {
	return NewEval(tecEvent(t), Rules{System: "fide", Edition: "2024", Primary: primary})
}

// values computes one tiebreak for every team, by team number.
func values(t *testing.T, ev *Eval, code string) map[int]string {
	t.Helper()
	tbs, err := Resolve(code, ev.Rules)
	if err != nil {
		t.Fatal(err)
	}
	all := make([]int, len(ev.E.Teams))
	for i := range all {
		all[i] = i
	}
	out := map[int]string{}
	for i, v := range tbs[0].Compute(ev, all) {
		out[ev.E.Teams[i].ID] = v.String()
	}
	return out
}

func wantValues(t *testing.T, ev *Eval, code, want string) {
	t.Helper()
	got := values(t, ev, code)
	for i, w := range strings.Fields(want) {
		if w == "." {
			continue
		}
		if g := got[i+1]; g != engine.MustScore(w).String() {
			t.Errorf("%s of team %d = %s, want %s", code, i+1, g, w)
		}
	}
}

// TestTECScores checks the crosstable's MP and GP totals (exercise 34's tables).
func TestTECScores(t *testing.T) {
	ev := tecEval(t, "MP")
	mp := "10 10 10 10 10 7 6 7 6 5 4 2 6 4"
	gp := "17.5 17 16 17 18 12.5 11.5 15 14.5 13 11.5 7.5 11.5 11.5"
	for i, w := range strings.Fields(mp) {
		if ev.MP[i] != engine.MustScore(w) {
			t.Errorf("MP of team %d = %s, want %s", i+1, ev.MP[i], w)
		}
	}
	for i, w := range strings.Fields(gp) {
		if ev.GP[i] != engine.MustScore(w) {
			t.Errorf("GP of team %d = %s, want %s", i+1, ev.GP[i], w)
		}
	}
	// Exercise 35: Giraffes' score as its opponents see it (ZPB in the last round = draw).
	if ev.adjMP[6] != engine.Points(7) || ev.adjGP[6] != engine.MustScore("13.5") {
		t.Errorf("Giraffes adjusted %s MP %s GP, want 7 and 13.5", ev.adjMP[6], ev.adjGP[6])
	}
}

func order(st *Standings) string {
	var b strings.Builder
	for i, r := range st.Rows {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%s:%d", r.PlaceLabel(), st.Eval.E.Teams[r.Team].ID)
	}
	return b.String()
}

// TestTECExercise34 ranks by {MP, GP} and by {GP, MP} (MPvGP, C.07 Art. 13.1).
func TestTECExercise34(t *testing.T) {
	for _, tc := range []struct{ primary, want string }{
		{"MP", "1:5 2:1 3-4:2 3-4:4 5:3 6:8 7:6 8:9 9-10:7 9-10:13 11:10 12-13:11 12-13:14 14:12"},
		{"GP", "1:5 2:1 3-4:2 3-4:4 5:3 6:8 7:9 8:10 9:6 10-11:7 10-11:13 12-13:11 12-13:14 14:12"},
	} {
		ev := tecEval(t, tc.primary)
		tbs, err := Resolve("MPVGP", ev.Rules)
		if err != nil {
			t.Fatal(err)
		}
		if got := order(Rank(ev, tbs)); got != tc.want {
			t.Errorf("primary %s:\n got %s\nwant %s", tc.primary, got, tc.want)
		}
	}
}

// TestTECBuchholz is exercises 35-37 (BH, BH-C1 on MP; BH and BH-C1 on GP).
func TestTECBuchholz(t *testing.T) {
	ev := tecEval(t, "MP")
	wantValues(t, ev, "BH", "64 57 58 56 55 46 44 41 50 44 41 41 52 36")
	wantValues(t, ev, "BH:MP", "64 57 58 56 55 46 44 41 50 44 41 41 52 36")
	wantValues(t, ev, "BH:MP/C1", "57 52 53 52 53 39 38 39 48 42 39 39 48 32")
	evGP := tecEval(t, "GP")
	wantValues(t, evGP, "BH", "114 107.5 109.5 106 99 92 94.5 90 97.5 92 88 92 101 87")
	wantValues(t, evGP, "BH/C1", "100.5 96 97 94.5 91.5 79.5 83 82.5 90 84.5 80.5 84.5 89.5 75.5")
	wantValues(t, ev, "BH:GP/C1", "100.5 96 97 94.5 91.5 79.5 83 82.5 90 84.5 80.5 84.5 89.5 75.5")
	// Exercise 35's ranking: every tie is resolved by BH.
	tbs, _ := Resolve("BH", ev.Rules)
	want := "1:1 2:3 3:2 4:4 5:5 6:6 7:8 8:13 9:9 10:7 11:10 12:11 13:14 14:12"
	if got := order(Rank(ev, tbs)); got != want {
		t.Errorf("BH ranking\n got %s\nwant %s", got, want)
	}
}

// TestTECESB is exercises 38-41 and the summary table of chapter 10.
func TestTECESB(t *testing.T) {
	ev := tecEval(t, "MP")
	wantValues(t, ev, "EMMSB", "88 74 76 72 70 32 33 30 26 19 16 6 30 19")
	wantValues(t, ev, "EGMSB", "158 144 150 146 132 79.5 78.5 79 66.5 53 45 19 72 48")
	wantValues(t, ev, "EMGSB", "158.5 131 128 130 125 73 68.5 77 83 72.5 61 33.5 73 58")
	wantValues(t, ev, "EGGSB", "283 249.75 247.5 253.5 236 157.5 155 181.5 180 161.75 138.5 83.75 152.5 140.75")
	// Exercise 38: EMMSB-C1 of the five teams on 10 points; #3 and #5 stay tied, so do #2 and #4.
	wantValues(t, ev, "EMMSB/C1", "74 64 66 64 66")
	tbs, _ := Resolve("EMMSB/C1", ev.Rules)
	if got := order(Rank(ev, tbs)); !strings.HasPrefix(got, "1:1 2-3:3 2-3:5 4-5:2 4-5:4 ") {
		t.Errorf("EMMSB/C1 ranking %s", got)
	}
}

// TestTECEDE is exercises 42-48.
func TestTECEDE(t *testing.T) {
	ev := tecEval(t, "MP")
	for _, tc := range []struct {
		code  string
		group []int // team numbers
		want  string
	}{
		{"EDE", []int{11, 14}, "1 1"},              // ex. 42: drew, equal GP
		{"EDE", []int{6, 8}, "1 2"},                // ex. 43: Falcons won
		{"EDE", []int{7, 9, 13}, "1 1 1"},          // ex. 44: 9-13 missing could change all
		{"EDE", []int{1, 2, 3, 4, 5}, "3 2 4 1 5"}, // ex. 45
		{"DE", []int{1, 2, 3, 4, 5}, "1 1 1 1 1"},  // MP alone separates nobody
		{"EDEBT", []int{11, 14}, "1 2"},            // ex. 46: BC 3.5 against 6.5
		{"EDEBB", []int{11, 14}, "1 2"},            // ex. 46 with BBE behind BC
		{"EDET", []int{11, 14}, "1 2"},             // ex. 47: board 1 won
		{"EDEB", []int{11, 14}, "1 2"},             // ex. 48: BBE 2 against 1
		{"EDEBT", []int{7, 9, 13}, "1 1 1"},        // three teams: no board chain
	} {
		tbs, err := Resolve(tc.code, ev.Rules)
		if err != nil {
			t.Fatal(err)
		}
		var g []int
		for _, id := range tc.group {
			g = append(g, id-1)
		}
		var got []string
		for _, v := range tbs[0].Compute(ev, g) {
			got = append(got, v.String())
		}
		if strings.Join(got, " ") != tc.want {
			t.Errorf("%s on %v = %v, want %s", tc.code, tc.group, got, tc.want)
		}
	}
	// The book's BC values for the round-3 match (exercise 46).
	if bc := boardCount(ev.boardTotals(10, []int{13})); bc != engine.MustScore("3.5") {
		t.Errorf("BC Koalas = %s, want 3.5", bc)
	}
	if bc := boardCount(ev.boardTotals(13, []int{10})); bc != engine.MustScore("6.5") {
		t.Errorf("BC Narwhals = %s, want 6.5", bc)
	}
	// Exercise 45 through Rank: 4, 2, 1, 3, 5.
	tbs, _ := Resolve("EDE", ev.Rules)
	if got := order(Rank(ev, tbs)); !strings.HasPrefix(got, "1:4 2:2 3:1 4:3 5:5 6:6 7:8 ") {
		t.Errorf("EDE ranking %s", got)
	}
}

// TestTECSSSC is exercise 49 (factor 3; the book prints one decimal).
func TestTECSSSC(t *testing.T) {
	ev := tecEval(t, "MP")
	if f := ev.ssscFactor(); f != 3 {
		t.Fatalf("factor %d, want 3", f)
	}
	got := values(t, ev, "SSSC")
	want := strings.Fields("38.8 36.0 35.3 35.7 36.3 27.8 26.2 28.7 31.2 27.7 25.2 21.2 28.8 23.5")
	for i, w := range want {
		if g := engine.MustScore(got[i+1]).Format(1); g != w {
			t.Errorf("SSSC team %d = %s (%s), want %s", i+1, g, got[i+1], w)
		}
	}
	wantValues(t, ev, "SSSC/K4", "33.5")
}
