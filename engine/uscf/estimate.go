package uscf

import (
	"math"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// This file estimates post-event US Chess ratings with the US Chess rating system of
// Glickman and Doan ("The US Chess Rating System", revision of 2 September 2020): the
// effective number of games N' (Step 2), K = 800/(N' + m), the bonus above the threshold
// B·sqrt(max(m, 4)) with B as in force on the event's end date (rules.go), the special
// formula for unrated and provisional players, and the absolute floor of 100. It is an
// estimate, never the official rating: US Chess rates with every player's history (the
// games a rating is based on, earlier all-win or all-loss records, peak ratings for
// floors, ages for unrated players) and with the other events of the same rating run,
// none of which an event file carries. The paper stores ratings as floating point
// numbers and rounds only the published value; so does this file.

// System is one of the US Chess over-the-board rating systems an event is rated in.
type System string

// The rating systems, by time control.
const (
	Regular System = "regular" // mm + ss > 65
	Dual    System = "dual"    // 30 <= mm + ss <= 65: regular and quick
	Quick   System = "quick"   // 10 < mm + ss < 30
	Blitz   System = "blitz"   // 5 <= mm + ss <= 10
)

var (
	tcMain  = regexp.MustCompile(`(?:^|[^0-9])(?:g|sd)/?(\d+)`)
	tcMoves = regexp.MustCompile(`^(\d+)/(\d+)`)
	tcFirst = regexp.MustCompile(`(\d+)`)
	tcInc   = regexp.MustCompile(`(?:d|\+|inc|\|)(\d+)`)
)

// SystemFor returns the rating system of a time control written as US Chess and FIDE
// directors write it ("G/60;d5", "G/90+30", "40/120, SD/30 d5", "90+30", "G/5 d0", "3+2"),
// with the main time mm in minutes (the first control's) and the delay or increment ss
// in seconds; the paper's footnote 1 maps mm + ss to a system. ok is false when the text
// holds no time, or mm + ss is under 5 (not rated by US Chess).
func SystemFor(timeControl string) (sys System, mm, ss int, ok bool) {
	tc := strings.ToLower(strings.ReplaceAll(timeControl, " ", ""))
	rest := ""
	switch {
	case tcMoves.MatchString(tc):
		m := tcMoves.FindStringSubmatchIndex(tc)
		mm, _ = strconv.Atoi(tc[m[4]:m[5]])
		rest = tc[m[1]:]
	case tcMain.MatchString(tc):
		m := tcMain.FindStringSubmatchIndex(tc)
		mm, _ = strconv.Atoi(tc[m[2]:m[3]])
		rest = tc[m[3]:]
	case tcFirst.MatchString(tc):
		m := tcFirst.FindStringSubmatchIndex(tc)
		mm, _ = strconv.Atoi(tc[m[2]:m[3]])
		rest = tc[m[3]:]
	default:
		return "", 0, 0, false
	}
	if m := tcInc.FindStringSubmatch(rest); m != nil {
		ss, _ = strconv.Atoi(m[1])
	}
	switch t := mm + ss; {
	case t < 5:
		return "", mm, ss, false
	case t <= 10:
		return Blitz, mm, ss, true
	case t < 30:
		return Quick, mm, ss, true
	case t <= 65:
		return Dual, mm, ss, true
	}
	return Regular, mm, ss, true
}

// EstimateOptions are what the estimate needs beyond the event file.
type EstimateOptions struct {
	// Games holds, by player index, the number of games a player's pre-event rating is
	// based on (N). A rated player not in it is taken as established (N over 25, and the
	// effective N' of the paper's formula); give N for provisional players.
	Games map[int]int
	// Bonus is the bonus threshold B; 0 takes the one in force on the event's end date
	// ([RulesFor]). A director who reproduces a rating run of other rules gives it.
	Bonus int
	// Floors holds, by player index, a rating floor from the player's history (the
	// paper's Section 4: 100s below the highest established rating, 200 points down, or
	// a title or prize floor), which the file cannot show; a post-event rating below it
	// is raised to it. Without it only the absolute floor of 100 applies.
	Floors map[int]int
}

// Formula names the formula an estimate used.
type Formula string

// The formulas of the paper's Step 4.
const (
	Standard Formula = "standard"
	Special  Formula = "special"
)

// EstimateGame is one game in a player's estimate.
type EstimateGame struct {
	Round          int     // 1-based
	Opponent       int     // player index
	OpponentRating float64 // the rating the opponent counts at: its Step 4 intermediate rating (Step 5)
	Points         engine.Score
	Expected       float64 // winning expectancy (standard formula only)
}

// Estimate is one player's estimated post-event rating.
type Estimate struct {
	Rating      int // pre-event rating; 0 unrated
	Formula     Formula
	N           int     // games the pre-event rating is based on, as assumed
	Effective   float64 // N'
	K           float64 // standard formula only
	Games       []EstimateGame
	Points      engine.Score
	Expected    float64 // standard formula only
	Bonus       float64
	Post        float64 // unrounded
	NewRating   int     // rounded; 0 without rated games
	Performance int     // linear performance (sum of ratings + 400 × (W − L)) / m, opponents at their pre-event ratings (unrated: Step 3 estimates)
}

// defaultPrior is the Step 1 rating of an unrated player of unknown age.
const defaultPrior = 1300

// step3Effective is the number of effective games the paper's Step 3 gives an unrated
// player's first estimate.
const step3Effective = 1

// Estimates returns every player's estimate, in start-number order, following the
// paper's Steps 1 to 5 (Section 1, "Structure of the Rating Algorithm"):
//
//   - Step 1 sets the initial rating of every unrated player: 1300 here, the age that
//     chooses it not being in the file (N = 0).
//   - Step 2 is each player's effective number of games N' ([effectiveGames]).
//   - Step 3 gives every unrated player (N = 0) a first estimate by the special formula
//     with the number of effective games set to 1, every opponent counted at its
//     pre-event rating or, unrated, at its Step 1 initial rating.
//   - Step 4 gives every player an intermediate rating (standard or special formula),
//     rated opponents at their pre-event ratings and unrated ones at their Step 3
//     estimates.
//   - Step 5 rates every player again from the same pre-event rating with every
//     opponent, rated or not, at that opponent's Step 4 intermediate rating ("uses these
//     intermediate ratings from the previous step as estimates of opponents' strengths to
//     calculate final post-event ratings").
//
// The bonus threshold is o.Bonus, or the one in force on the event's end date. Games
// count when played over the board (not forfeits, byes, or W/D/L games of less than one
// move).
func Estimates(t *engine.Tournament, o EstimateOptions) []Estimate {
	if o.Bonus == 0 {
		o.Bonus = RulesFor(t).Bonus
	}
	n := len(t.Players)
	idx := t.PlayerIndex()
	games := make([][]EstimateGame, n)
	for i := range t.Players {
		for r, rd := range t.Players[i].Rounds {
			if r >= t.Rounds || !rd.Result.Played() || rd.Result >= engine.WinUnrated {
				continue
			}
			j, ok := idx[rd.Opponent]
			if !ok {
				continue
			}
			g := EstimateGame{Round: r + 1, Opponent: j}
			switch rd.Result {
			case engine.Win:
				g.Points = engine.Point
			case engine.Draw:
				g.Points = engine.Half
			}
			games[i] = append(games[i], g)
		}
	}
	pre := make([]float64, n) // 0: unrated
	for i := range t.Players {
		pre[i] = float64(max(t.Players[i].USChessRating(), 0))
	}
	// Step 1: unrated players at their initial rating.
	initial := make([]float64, n)
	for j := range initial {
		initial[j] = pre[j]
		if initial[j] == 0 {
			initial[j] = defaultPrior
		}
	}
	// Step 3: unrated players' first estimates, N' = 1, every opponent at initial[j]; so
	// Step 4 counts unrated opponents.
	opp4 := make([]float64, n)
	for i := range t.Players {
		opp4[i] = pre[i]
		if pre[i] == 0 {
			opp4[i] = firstEstimate(initial, games[i])
		}
	}
	// Step 4: intermediate ratings, unrated opponents at their Step 3 estimates.
	step4 := make([]float64, n)
	for i := range t.Players {
		e := rate(pre[i], opp4, i, games[i], o)
		step4[i] = e.Post
		// Step 5 takes a player without games in Step 4 (a game the file records on
		// the opponent's side only) at the rating Step 4 used.
		if len(e.Games) == 0 {
			step4[i] = opp4[i]
		}
	}
	// Step 5: every opponent at its intermediate rating.
	out := make([]Estimate, n)
	for i := range t.Players {
		out[i] = rate(pre[i], step4, i, games[i], o)
		// The performance is the event's, against the ratings the players came with.
		out[i].Performance = linearPerformance(out[i].Games, opp4)
		if f := float64(o.Floors[i]); len(out[i].Games) > 0 && out[i].Post < f {
			out[i].Post, out[i].NewRating = f, o.Floors[i]
		}
		if p, ok := o.Games[i]; ok && pre[i] > 0 {
			out[i].N = p
		}
	}
	return out
}

// firstEstimate is the paper's Step 3 for an unrated player with the given games: the
// special formula from the Step 1 initial rating with N' = 1, opponent j at initial[j]
// (its pre-event rating, or its own initial rating when unrated), held at the absolute
// floor of 100 like every rating the formulas compute here (Step 4's intermediate
// ratings too). Without games there is none: NaN.
func firstEstimate(initial []float64, all []EstimateGame) float64 {
	if len(all) == 0 {
		return math.NaN()
	}
	gs := make([]EstimateGame, len(all))
	score := 0.0
	for x, g := range all {
		g.OpponentRating = initial[g.Opponent]
		gs[x] = g
		score += float64(g.Points) / float64(engine.Point)
	}
	return max(special(defaultPrior, step3Effective, gs, score), 100)
}

// rate computes player i's rating from games, from the pre-event rating own (0: unrated)
// with each opponent j at opp[j] (a game against an opponent without one, NaN, is left
// out): the calculation of the paper's Steps 4 and 5. N' is Step 2's; the special
// formula rates unrated players and those whose rating rests on 8 games or fewer, the
// standard formula the others (K = 800/(N' + m), the expectancy 1/(1 + 10^-(R-Ri)/400),
// and the bonus over B·sqrt(max(m, 4)) from 3 games); the absolute floor of 100 applies.
func rate(own float64, opp []float64, i int, all []EstimateGame, o EstimateOptions) Estimate {
	e := Estimate{Rating: int(own)}
	sumOpp, wl := 0.0, 0
	for _, g := range all {
		r := opp[g.Opponent]
		if math.IsNaN(r) {
			continue
		}
		g.OpponentRating = r
		e.Games = append(e.Games, g)
		e.Points += g.Points
		sumOpp += r
		switch g.Points {
		case engine.Point:
			wl++
		case 0:
			wl--
		}
	}
	m := len(e.Games)
	if m == 0 {
		return e
	}
	e.Performance = int(math.Round((sumOpp + 400*float64(wl)) / float64(m)))
	score := float64(e.Points) / float64(engine.Point)
	prior := own
	if prior > 0 {
		e.N = 1 << 30 // established unless told
		if g, ok := o.Games[i]; ok {
			e.N = g
		}
		e.Effective = min(float64(e.N), effectiveGames(prior))
	} else {
		prior = defaultPrior
	}
	if own == 0 || e.N <= 8 { // the special rating formula
		e.Formula = Special
		e.Post = special(prior, e.Effective, e.Games, score)
	} else { // the standard rating formula, with the bonus
		e.Formula = Standard
		e.K = 800 / (e.Effective + float64(m))
		for x := range e.Games {
			g := &e.Games[x]
			g.Expected = 1 / (1 + math.Pow(10, -(prior-g.OpponentRating)/400))
			e.Expected += g.Expected
		}
		delta := e.K * (score - e.Expected)
		if m >= 3 {
			e.Bonus = max(0, delta-float64(o.Bonus)*math.Sqrt(float64(max(m, 4))))
		}
		e.Post = prior + delta + e.Bonus
	}
	e.Post = max(e.Post, 100)
	e.NewRating = int(math.Round(e.Post))
	return e
}

// linearPerformance is (sum of the opponents' ratings + 400 × (wins − losses)) / games,
// rounded, with opponent j at rating[j].
func linearPerformance(games []EstimateGame, rating []float64) int {
	if len(games) == 0 {
		return 0
	}
	sum := 0.0
	for _, g := range games {
		sum += rating[g.Opponent]
		switch g.Points {
		case engine.Point:
			sum += 400
		case 0:
			sum -= 400
		}
	}
	return int(math.Round(sum / float64(len(games))))
}

// effectiveGames is the paper's Step 2 N* for a rating r: 50/sqrt(0.662 + 0.00000739 ×
// (2569 − r)²), with r taken as 2355 above 2355.
func effectiveGames(r float64) float64 {
	d := 2569 - min(r, 2355)
	return 50 / math.Sqrt(0.662+0.00000739*d*d)
}

// special solves the special rating formula: the rating R at which the player's score
// plus N'/2 equals the sum of the linear winning expectancies PWe(R, Ri) = ½ + (R − Ri)/800
// (0 and 1 beyond ±400) over the event's games and N' games against the prior rating.
// The sum rises with R, piecewise linearly; when a whole range of ratings solves it (all
// wins, all losses, or opponents far apart), the one nearest the prior is taken.
func special(prior, nEff float64, games []EstimateGame, score float64) float64 {
	type opp struct{ r, w float64 }
	opps := []opp{}
	if nEff > 0 {
		opps = append(opps, opp{prior, nEff})
		score += nEff / 2
	}
	for _, g := range games {
		opps = append(opps, opp{g.OpponentRating, 1})
	}
	f := func(r float64) float64 {
		s := -score
		for _, o := range opps {
			s += o.w * min(1, max(0, 0.5+(r-o.r)/800))
		}
		return s
	}
	total := 0.0
	var knots []float64
	for _, o := range opps {
		total += o.w
		knots = append(knots, o.r-400, o.r+400)
	}
	sort.Float64s(knots)
	const eps = 1e-9
	// f is -score below the first knot and total - score above the last; its zeros form
	// the closed range [a, b].
	a, b := math.Inf(-1), math.Inf(1)
	if score > eps {
		for x := 1; x < len(knots); x++ {
			if fk := f(knots[x]); fk >= -eps {
				p, fp := knots[x-1], f(knots[x-1])
				a = p + (knots[x]-p)*(-fp)/(fk-fp)
				break
			}
		}
	}
	if score < total-eps {
		for x := len(knots) - 2; x >= 0; x-- {
			if fk := f(knots[x]); fk <= eps {
				q, fq := knots[x+1], f(knots[x+1])
				b = knots[x] + (q-knots[x])*(-fk)/(fq-fk)
				break
			}
		}
	}
	return min(max(prior, a), b)
}
