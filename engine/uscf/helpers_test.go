package uscf

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

var update = flag.Bool("update", false, "update golden files")

// builder assembles small tournaments for tests. Rounds left empty become zero-point byes
// ("not paired"). Every game is written on both players' lines.
type builder struct {
	t       *testing.T
	name    string
	rounds  int
	players []engine.Player
	set     [][]bool // set[player index][round index]
	fillers int
}

func newBuilder(t *testing.T, name string, rounds int) *builder {
	t.Helper()
	return &builder{t: t, name: name, rounds: rounds}
}

// add adds a player and returns its start number.
func (b *builder) add(name string) engine.PlayerID {
	id := engine.PlayerID(len(b.players) + 1)
	b.players = append(b.players, engine.Player{ID: id, Name: name, Rounds: make([]engine.Round, b.rounds)})
	b.set = append(b.set, make([]bool, b.rounds))
	return id
}

// row adds a player whose rounds are given as space-separated tokens, one per round:
// W, D, L a game against a new filler player (the player's colour alternates, white
// first); X, F a forfeit won or lost against a new filler; B full-point bye, H half-point
// bye, U pairing-allocated bye, Z zero-point bye; "." leaves the round for [builder.game].
func (b *builder) row(name, tokens string) engine.PlayerID {
	b.t.Helper()
	toks := strings.Fields(tokens)
	if len(toks) != b.rounds {
		b.t.Fatalf("row %s: %d tokens for %d rounds", name, len(toks), b.rounds)
	}
	id := b.add(name)
	for r, tok := range toks {
		switch tok {
		case ".":
		case "W", "D", "L":
			res := map[string]string{"W": "1-0", "D": "=", "L": "0-1"}[tok]
			if r%2 == 0 {
				b.game(r+1, id, b.filler(), res)
			} else {
				b.game(r+1, b.filler(), id, flip(res))
			}
		case "X":
			b.game(r+1, id, b.filler(), "+-")
		case "F":
			b.game(r+1, id, b.filler(), "-+")
		case "B", "H", "U", "Z":
			b.bye(r+1, id, map[string]engine.Result{"B": engine.FullBye, "H": engine.HalfBye, "U": engine.PairingBye, "Z": engine.ZeroBye}[tok])
		default:
			b.t.Fatalf("row %s: bad token %q", name, tok)
		}
	}
	return id
}

// flip returns a result string from the other side of the board.
func flip(res string) string {
	return map[string]string{"1-0": "0-1", "0-1": "1-0", "=": "=", "+-": "-+", "-+": "+-", "--": "--"}[res]
}

// filler adds a player that exists only to be an opponent.
func (b *builder) filler() engine.PlayerID {
	b.fillers++
	return b.add(fmt.Sprintf("Filler, %03d", b.fillers))
}

// game records a game of the given round (1-based): "1-0", "0-1", "=", or the forfeits
// "+-", "-+" and the double forfeit "--" (written without colours).
func (b *builder) game(round int, white, black engine.PlayerID, res string) {
	b.t.Helper()
	rs, ok := gameResults[res]
	if !ok {
		b.t.Fatalf("round %d: bad result %q", round, res)
	}
	cw, cb := engine.White, engine.Black
	if rs[0].IsForfeit() {
		cw, cb = engine.NoColor, engine.NoColor
	}
	b.put(round, white, engine.Round{Opponent: black, Color: cw, Result: rs[0]})
	b.put(round, black, engine.Round{Opponent: white, Color: cb, Result: rs[1]})
}

// gameResults gives White's and Black's results for each result string of [builder.game].
var gameResults = map[string][2]engine.Result{
	"1-0": {engine.Win, engine.Loss},
	"0-1": {engine.Loss, engine.Win},
	"=":   {engine.Draw, engine.Draw},
	"+-":  {engine.ForfeitWin, engine.ForfeitLoss},
	"-+":  {engine.ForfeitLoss, engine.ForfeitWin},
	"--":  {engine.ForfeitLoss, engine.ForfeitLoss},
}

// bye records a bye (or an absence) without opponent.
func (b *builder) bye(round int, p engine.PlayerID, r engine.Result) {
	b.t.Helper()
	b.put(round, p, engine.Round{Result: r})
}

func (b *builder) put(round int, p engine.PlayerID, rd engine.Round) {
	b.t.Helper()
	i := int(p) - 1
	if b.set[i][round-1] {
		b.t.Fatalf("player %d round %d set twice", p, round)
	}
	b.set[i][round-1] = true
	b.players[i].Rounds[round-1] = rd
}

// fill gives p games against new fillers in every round still empty so that p's total
// becomes target: wins first, then a draw for a half point, then losses.
func (b *builder) fill(p engine.PlayerID, target string) {
	b.t.Helper()
	i := int(p) - 1
	sc := engine.DefaultScoring()
	var have engine.Score
	var empty []int
	for r := range b.rounds {
		if b.set[i][r] {
			have += sc.Points(b.players[i].Rounds[r])
		} else {
			empty = append(empty, r)
		}
	}
	need := engine.MustScore(target) - have
	if need < 0 || need > engine.Points(len(empty)) {
		b.t.Fatalf("fill %s to %s: %s needed from %d rounds", b.players[i].Name, target, need, len(empty))
	}
	for _, r := range empty {
		res := "0-1"
		switch {
		case need >= engine.Point:
			res = "1-0"
		case need == engine.Half:
			res = "="
		}
		need -= map[string]engine.Score{"1-0": engine.Point, "=": engine.Half, "0-1": 0}[res]
		b.game(r+1, p, b.filler(), res)
	}
}

// build returns the tournament; empty rounds become zero-point byes.
func (b *builder) build() *engine.Tournament {
	tr := &engine.Tournament{Name: b.name, Rounds: b.rounds, Scoring: engine.DefaultScoring()}
	for i := range b.players {
		p := b.players[i]
		p.Rounds = append([]engine.Round(nil), p.Rounds...)
		for r := range p.Rounds {
			if !b.set[i][r] {
				p.Rounds[r] = engine.Round{Result: engine.ZeroBye}
			}
		}
		tr.Players = append(tr.Players, p)
	}
	for _, pr := range tr.Validate() {
		if pr.Severity == engine.Error {
			b.t.Fatalf("%s: %s", b.name, pr)
		}
	}
	return tr
}

// fixture builds the tournament and checks it against its TRF file in testdata (written
// with -update), so that every fixture can also be run through the command line.
func (b *builder) fixture() *engine.Tournament {
	b.t.Helper()
	tr := b.build()
	path := filepath.Join("testdata", b.name+".trf")
	got := writeTRF(tr)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			b.t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		b.t.Fatalf("%v (run go test -update)", err)
	}
	if string(want) != got {
		b.t.Errorf("%s differs from the fixture built in the test (run go test -update)", path)
	}
	b.sameAsFile(tr, loadTRF(b.t, path))
	return tr
}

// sameAsFile checks that the TRF importer reads the fixture file back to the same rounds.
func (b *builder) sameAsFile(built, read *engine.Tournament) {
	b.t.Helper()
	if read.Rounds != built.Rounds || len(read.Players) != len(built.Players) {
		b.t.Fatalf("TRF read back as %d players x %d rounds, built %d x %d", len(read.Players), read.Rounds, len(built.Players), built.Rounds)
	}
	for i := range built.Players {
		bp, rp := &built.Players[i], &read.Players[i]
		if bp.ID != rp.ID || len(bp.Rounds) != len(rp.Rounds) {
			b.t.Fatalf("TRF player %d read back as %d with %d rounds", bp.ID, rp.ID, len(rp.Rounds))
		}
		for r := range bp.Rounds {
			if bp.Rounds[r] != rp.Rounds[r] {
				b.t.Errorf("TRF player %d round %d read back as %+v, built %+v", bp.ID, r+1, rp.Rounds[r], bp.Rounds[r])
			}
		}
	}
}

// trfResult is the TRF16 result character of each result.
var trfResult = map[engine.Result]byte{
	engine.Win: '1', engine.Draw: '=', engine.Loss: '0',
	engine.WinUnrated: 'W', engine.DrawUnrated: 'D', engine.LossUnrated: 'L',
	engine.ForfeitWin: '+', engine.ForfeitLoss: '-',
	engine.FullBye: 'F', engine.HalfBye: 'H', engine.ZeroBye: 'Z', engine.PairingBye: 'U',
}

// writeTRF writes the tournament as a minimal TRF16 file: 012, 062, XXR and 001 lines.
func writeTRF(tr *engine.Tournament) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "012 %s\n062 %d\nXXR %d\n", tr.Name, len(tr.Players), tr.Rounds)
	for i := range tr.Players {
		p := &tr.Players[i]
		rating := ""
		if p.Rating > 0 {
			rating = fmt.Sprint(p.Rating)
		}
		fmt.Fprintf(&sb, "001 %4d %1s%3s %-33s %4s %3s %11s %10s %4s %4s",
			p.ID, "", "", p.Name, rating, "", "", "", tr.Total(p).Format(1), "")
		for _, r := range p.Rounds {
			opp := "0000"
			if r.Opponent != 0 {
				opp = fmt.Sprintf("%4d", r.Opponent)
			}
			fmt.Fprintf(&sb, "  %s %s %c", opp, r.Color, trfResult[r.Result])
		}
		sb.WriteString("\n")
	}
	return sb.String()
}
