package teams

import (
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Rules select how team tiebreaks are computed.
type Rules struct {
	// System is "fide" (C.07 Arts. 11-13) or "uscf" (34G2 and IHSA).
	System string
	// Edition is the C.07 edition, "2024" or "2026" (2023 reads as 2024: the team
	// articles did not change). It matters for own unplayed rounds (16.4).
	Edition string
	// Primary is the score teams are ranked by: "MP" (default) or "GP".
	Primary string
	// RoundRobin makes forfeits count as played (C.07 15.2) and drops the 16.3
	// adjustments.
	RoundRobin bool
	// ForfeitsPlayed counts forfeited matches as played against the scheduled opponent
	// (the /P modifier, C.07 Art. 14.5); a tiebreak with /P sets it on its own view.
	ForfeitsPlayed bool
	// Options are the named variants listed by [Options].
	Options map[string]string
}

// Option returns the value of option name, or def.
func (r Rules) Option(name, def string) string {
	if v, ok := r.Options[name]; ok {
		return v
	}
	return def
}

// Options lists the rule variants the team tiebreaks accept (-O NAME=VALUE); the first
// value is the default.
func Options() []engine.OptionInfo {
	return []engine.OptionInfo{
		{Name: "primary", Values: []string{"mp", "gp"}, Definition: "the score teams are ranked by: match points or game points (C.07 Art. 11.1)"},
		{Name: "match-points", Values: []string{"2-1-0", "3-1-0", "1-0.5-0"}, Definition: "match points for a won, drawn and lost match; default 2-1-0 (fide), 1-0.5-0 (uscf, ihsa), else the file's 362 record"},
		{Name: "boards", Values: []string{"plain", "weighted"}, Definition: "weighted: board b of n is worth n-b+5 game points (IHSA, 12 to 5 on eight boards)"},
		{Name: "pab-mp", Values: []string{"N"}, Definition: "match points of a team PAB; default the file's 320 record, else a drawn match"},
		{Name: "pab-gp", Values: []string{"N"}, Definition: "game points of a team PAB; default the file's 320 record, else half the boards"},
		{Name: "forfeit-gp", Values: []string{"N"}, Definition: "game points of a match won by forfeit; default every board (TEC exercise book: +F is 2 MP, 4 GP)"},
		{Name: "empty-board", Values: []string{"win", "zero"}, Definition: "zero: a board the other team left empty (0000 - +) gives the team present no game point"},
		{Name: "opp-bye", Values: []string{"awarded", "draw"}, Definition: "draw: an opponent's PAB counts as a drawn match in BH and ESB (Swiss-Manager's team Buchholz)"},
		{Name: "team-cut", Values: []string{"lowest", "bye-first"}, Definition: "bye-first: /C1 on ESB cuts the team's own PAB round first (Olympiad 'Chennai' SB, TEC exercise book 10.1)"},
		{Name: "usat", Values: []string{"single", "double"}, Definition: "double: print USAT twice its value, as WinTD does"},
	}
}

// Eval is the read-only view team tiebreaks compute from.
type Eval struct {
	E     *Event
	Rules Rules
	MP    []engine.Score // match points, as awarded
	GP    []engine.Score // game points, as awarded

	adjMP, adjGP     []engine.Score   // as opponents see them (16.3, opp-bye=draw)
	withP            *Eval            // the view with forfeits played (/P), built on demand
	played           [][]bool         // counts as a match against Slot.Opp
	vur              [][]bool         // own voluntarily unplayed round (16.1)
	dummyMP, dummyGP [][]engine.Score // value of an own unplayed round's dummy (16.4)
}

// NewEval prepares ev for ranking under rules.
func NewEval(e *Event, rules Rules) *Eval {
	if rules.Primary == "" {
		rules.Primary = "MP"
	}
	rules.Primary = strings.ToUpper(rules.Primary)
	n := len(e.Teams)
	ev := &Eval{E: e, Rules: rules, MP: make([]engine.Score, n), GP: make([]engine.Score, n),
		adjMP: make([]engine.Score, n), adjGP: make([]engine.Score, n),
		played: make([][]bool, n), vur: make([][]bool, n), dummyMP: make([][]engine.Score, n), dummyGP: make([][]engine.Score, n)}
	sc := e.Scoring
	drawGP := sc.gameTotal(e.Boards) / 2
	oppByeDraw := rules.Option("opp-bye", "awarded") == "draw"
	for ti := 0; ti < n; ti++ {
		ev.MP[ti], ev.GP[ti] = e.Totals(ti)
		ev.adjMP[ti], ev.adjGP[ti] = ev.MP[ti], ev.GP[ti]
		ev.played[ti] = make([]bool, e.Rounds)
		ev.vur[ti] = make([]bool, e.Rounds)
		lastFirm := -1
		for r, s := range e.Slots[ti] {
			switch s.Kind {
			case Played:
				ev.played[ti][r] = s.Opp >= 0
			case ForfeitWin, ForfeitLoss:
				ev.played[ti][r] = (rules.RoundRobin || rules.ForfeitsPlayed) && s.Opp >= 0
			}
			switch s.Kind {
			case ForfeitLoss, DoubleForfeit, HalfBye, ZeroBye, Unpaired:
				ev.vur[ti][r] = !ev.played[ti][r]
			}
			if !ev.vur[ti][r] {
				lastFirm = r
			}
		}
		for r, s := range e.Slots[ti] {
			if !rules.RoundRobin && ev.vur[ti][r] && r > lastFirm {
				// 16.2.5/16.3: rounds after a withdrawal count as draws for opponents.
				ev.adjMP[ti] += sc.Draw - s.MP
				ev.adjGP[ti] += drawGP - s.GP
			}
			if oppByeDraw && s.Kind == PairingBye {
				ev.adjMP[ti] += sc.Draw - s.MP
				ev.adjGP[ti] += drawGP - s.GP
			}
		}
	}
	for ti := 0; ti < n; ti++ {
		ev.dummyMP[ti] = make([]engine.Score, e.Rounds)
		ev.dummyGP[ti] = make([]engine.Score, e.Rounds)
		for r, s := range e.Slots[ti] {
			if ev.played[ti][r] {
				continue
			}
			dm, dg := ev.MP[ti], ev.GP[ti]
			if rules.Edition == "2026" {
				// 16.4 (2026): the dummy is worth at most a draw in every round, or for a
				// forfeit the scheduled opponent's adjusted score.
				limM, limG := sc.Draw.MulInt(e.Rounds), drawGP.MulInt(e.Rounds)
				if (s.Kind == ForfeitWin || s.Kind == ForfeitLoss) && s.Opp >= 0 {
					limM, limG = ev.adjMP[s.Opp], ev.adjGP[s.Opp]
				}
				dm, dg = min(dm, limM), min(dg, limG)
			}
			ev.dummyMP[ti][r], ev.dummyGP[ti][r] = dm, dg
		}
	}
	return ev
}

// forfeitsPlayed returns the view of the same event with forfeited matches counted as
// played (/P).
func (ev *Eval) forfeitsPlayed() *Eval {
	if ev.Rules.ForfeitsPlayed {
		return ev
	}
	if ev.withP == nil {
		r := ev.Rules
		r.ForfeitsPlayed = true
		ev.withP = NewEval(ev.E, r)
	}
	return ev.withP
}

// Score returns a team's total on the named score ("MP" or "GP").
func (ev *Eval) Score(which string, ti int) engine.Score {
	if which == "GP" {
		return ev.GP[ti]
	}
	return ev.MP[ti]
}

// Primary returns the score teams are ranked by.
func (ev *Eval) Primary(ti int) engine.Score { return ev.Score(ev.Rules.Primary, ti) }

// secondaryName returns the other score's name.
func (ev *Eval) secondaryName() string {
	if ev.Rules.Primary == "GP" {
		return "MP"
	}
	return "GP"
}

func (ev *Eval) adj(which string, ti int) engine.Score {
	if which == "GP" {
		return ev.adjGP[ti]
	}
	return ev.adjMP[ti]
}

func (ev *Eval) dummy(which string, ti, r int) engine.Score {
	if which == "GP" {
		return ev.dummyGP[ti][r]
	}
	return ev.dummyMP[ti][r]
}

func (ev *Eval) awarded(which string, ti, r int) engine.Score {
	s := ev.E.Slots[ti][r]
	if which == "GP" {
		return s.GP
	}
	return s.MP
}

// oppScore is the score standing for team ti's opponent in round r: the opponent's
// adjusted score for a match, the dummy's otherwise.
func (ev *Eval) oppScore(which string, ti, r int) engine.Score {
	if ev.played[ti][r] {
		return ev.adj(which, ev.E.Slots[ti][r].Opp)
	}
	return ev.dummy(which, ti, r)
}

// gameTotal is the most game points of one match.
func (ev *Eval) gameTotal() engine.Score { return ev.E.Scoring.gameTotal(ev.E.Boards) }

// winValue is the most a team can score in one match on the named score.
func (ev *Eval) winValue(which string) engine.Score {
	if which == "GP" {
		return ev.gameTotal()
	}
	return ev.E.Scoring.Win
}
