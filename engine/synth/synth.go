// Package synth generates synthetic Swiss tournaments for tests and benchmarks: realistic
// ratings, score-group pairings without rematches where possible, colour alternation, a
// pairing-allocated bye for the odd player, requested half-point byes, forfeits, double
// forfeits and withdrawals. The same Config always gives the same tournament.
//
// It is not a FIDE-endorsed pairing engine and makes no claim about pairing quality
// beyond being plausible.
package synth

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sort"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Config sets the size and the seed of a generated event. Rates are per thousand.
type Config struct {
	Players int
	Rounds  int
	Seed    uint64
	// HalfByeRate is the chance per player and round of a requested half-point bye
	// (default 15 per thousand); ForfeitRate the chance a game is forfeited (default 10);
	// WithdrawRate the chance a player withdraws after a round (default 5).
	HalfByeRate, ForfeitRate, WithdrawRate int
}

func (c Config) withDefaults() Config {
	if c.HalfByeRate == 0 {
		c.HalfByeRate = 15
	}
	if c.ForfeitRate == 0 {
		c.ForfeitRate = 10
	}
	if c.WithdrawRate == 0 {
		c.WithdrawRate = 5
	}
	return c
}

// Generate builds the tournament. Players are numbered by rating, highest first.
func Generate(cfg Config) *engine.Tournament {
	cfg = cfg.withDefaults()
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x7469656272656b))
	t := &engine.Tournament{
		Name:         fmt.Sprintf("Synthetic Open %d", cfg.Seed),
		City:         "Springfield",
		Federation:   "USA",
		StartDate:    "2026/03/14",
		EndDate:      "2026/03/15",
		ChiefArbiter: "Arbiter, Chief",
		TypeText:     "Individual: Swiss-System",
		Rounds:       cfg.Rounds,
		RoundsStated: true, // the generator plays every round it plans
		Scoring:      engine.DefaultScoring(),
	}
	ratings := make([]int, cfg.Players)
	for i := range ratings {
		ratings[i] = clamp(int(1500+rng.NormFloat64()*350), 100, 2850)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ratings)))
	t.Players = make([]engine.Player, cfg.Players)
	for i := range t.Players {
		t.Players[i] = engine.Player{
			ID:         engine.PlayerID(i + 1),
			Name:       name(i),
			Sex:        "m",
			Rating:     ratings[i],
			Federation: "USA",
			FIDEID:     fmt.Sprint(20000000 + i),
			Birth:      fmt.Sprint(1950 + rng.IntN(60)),
			Rounds:     make([]engine.Round, cfg.Rounds),
		}
		if i%7 == 3 {
			t.Players[i].Sex = "w"
		}
	}
	g := &generator{t: t, rng: rng, cfg: cfg,
		score:     make([]engine.Score, cfg.Players),
		whites:    make([]int, cfg.Players),
		withdrawn: make([]bool, cfg.Players),
		hadPAB:    make([]bool, cfg.Players),
		met:       make([]map[int]bool, cfg.Players),
	}
	for i := range g.met {
		g.met[i] = map[int]bool{}
	}
	for r := 0; r < cfg.Rounds; r++ {
		g.playRound(r)
	}
	return t
}

type generator struct {
	t         *engine.Tournament
	rng       *rand.Rand
	cfg       Config
	score     []engine.Score
	whites    []int // whites minus blacks
	withdrawn []bool
	hadPAB    []bool
	met       []map[int]bool
}

func (g *generator) chance(perThousand int) bool { return g.rng.IntN(1000) < perThousand }

func (g *generator) set(i, r int, rd engine.Round) {
	g.t.Players[i].Rounds[r] = rd
	g.score[i] += g.t.Scoring.Points(rd)
}

func (g *generator) playRound(r int) {
	var active []int
	for i := range g.t.Players {
		switch {
		case g.withdrawn[i]:
			g.set(i, r, engine.Round{Result: engine.ZeroBye})
		case r > 0 && r < g.cfg.Rounds-1 && g.chance(g.cfg.HalfByeRate):
			g.set(i, r, engine.Round{Result: engine.HalfBye})
		default:
			active = append(active, i)
		}
	}
	sort.SliceStable(active, func(a, b int) bool {
		if g.score[active[a]] != g.score[active[b]] {
			return g.score[active[a]] > g.score[active[b]]
		}
		return active[a] < active[b]
	})
	if len(active)%2 == 1 {
		// The lowest-ranked player without a bye yet gets the pairing-allocated bye.
		k := len(active) - 1
		for k > 0 && g.hadPAB[active[k]] {
			k--
		}
		p := active[k]
		g.hadPAB[p] = true
		g.set(p, r, engine.Round{Result: engine.PairingBye})
		active = append(active[:k], active[k+1:]...)
	}
	paired := make([]bool, len(active))
	for a := range active {
		if paired[a] {
			continue
		}
		b := -1
		for c := a + 1; c < len(active) && c < a+60; c++ {
			if !paired[c] && !g.met[active[a]][active[c]] {
				b = c
				break
			}
		}
		if b < 0 {
			for c := a + 1; c < len(active); c++ {
				if !paired[c] {
					b = c
					break
				}
			}
		}
		paired[a], paired[b] = true, true
		g.game(r, active[a], active[b])
	}
	for i := range g.t.Players {
		if !g.withdrawn[i] && r < g.cfg.Rounds-1 && g.chance(g.cfg.WithdrawRate) {
			g.withdrawn[i] = true
		}
	}
}

func (g *generator) game(r, a, b int) {
	w, bl := a, b
	if g.whites[a] > g.whites[b] || (g.whites[a] == g.whites[b] && g.rng.IntN(2) == 0) {
		w, bl = b, a
	}
	g.whites[w]++
	g.whites[bl]--
	g.met[a][b], g.met[b][a] = true, true
	wid, bid := g.t.Players[w].ID, g.t.Players[bl].ID
	var rw, rb engine.Result
	switch {
	case g.chance(g.cfg.ForfeitRate / 10):
		rw, rb = engine.ForfeitLoss, engine.ForfeitLoss
	case g.chance(g.cfg.ForfeitRate):
		rw, rb = engine.ForfeitWin, engine.ForfeitLoss
		if g.rng.IntN(2) == 0 {
			rw, rb = rb, rw
		}
	default:
		rw = g.outcome(g.t.Players[w].Rating, g.t.Players[bl].Rating)
		rb = rw.Opposite()
	}
	g.set(w, r, engine.Round{Opponent: bid, Color: engine.White, Result: rw})
	g.set(bl, r, engine.Round{Opponent: wid, Color: engine.Black, Result: rb})
}

// outcome draws White's result from the Elo expectation, with a draw rate that grows with
// strength.
func (g *generator) outcome(white, black int) engine.Result {
	exp := 1 / (1 + math.Pow(10, float64(black-white-35)/400))
	draw := 0.15 + 0.25*float64(white+black-2000)/2000
	draw = math.Max(0.05, math.Min(0.5, draw))
	x := g.rng.Float64()
	switch {
	case x < exp-draw/2:
		return engine.Win
	case x < exp+draw/2:
		return engine.Draw
	}
	return engine.Loss
}

func clamp(v, lo, hi int) int {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

var (
	lastNames = []string{"Smith", "Johnson", "Williams", "Brown", "Jones", "Garcia", "Miller", "Davis",
		"Rodriguez", "Martinez", "Hernandez", "Lopez", "Gonzalez", "Wilson", "Anderson", "Thomas",
		"Taylor", "Moore", "Jackson", "Martin", "Lee", "Perez", "Thompson", "White", "Harris",
		"Sanchez", "Clark", "Ramirez", "Lewis", "Robinson", "Walker", "Young", "Allen", "King",
		"Wright", "Scott", "Torres", "Nguyen", "Hill", "Flores", "Green", "Adams", "Nelson", "Baker"}
	firstNames = []string{"James", "Mary", "Robert", "Patricia", "John", "Jennifer", "Michael", "Linda",
		"David", "Elizabeth", "William", "Barbara", "Richard", "Susan", "Joseph", "Jessica", "Thomas",
		"Sarah", "Charles", "Karen", "Daniel", "Lisa", "Matthew", "Nancy", "Anthony", "Sandra", "Mark",
		"Ashley", "Steven", "Emily", "Andrew", "Donna", "Joshua", "Michelle", "Kevin", "Carol", "Brian"}
)

// name returns a distinct, made-up "Last, First" name for player index i.
func name(i int) string {
	last := lastNames[i%len(lastNames)]
	first := firstNames[(i/len(lastNames)+i*7)%len(firstNames)]
	n := fmt.Sprintf("%s, %s", last, first)
	if k := i / (len(lastNames) * len(firstNames)); k > 0 {
		n += fmt.Sprintf(" %d", k+1)
	}
	return n
}
