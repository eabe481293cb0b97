package engine

import (
	"fmt"
	"sort"
	"strings"
)

// Severity grades a [Problem].
type Severity uint8

// Severities. A warning leaves the event usable; an error means results contradict each
// other and standings would be unreliable.
const (
	Warning Severity = iota + 1
	Error
)

// String returns "warning" or "error".
func (s Severity) String() string {
	if s == Error {
		return "error"
	}
	return "warning"
}

// Problem is one thing wrong with a tournament. Player and Round are 0 when not specific.
type Problem struct {
	Severity Severity
	Player   PlayerID
	Round    int
	Message  string
}

// String formats the problem as "error: player 12, round 3: message".
func (p Problem) String() string {
	where := ""
	switch {
	case p.Player != 0 && p.Round != 0:
		where = fmt.Sprintf("player %d, round %d: ", p.Player, p.Round)
	case p.Player != 0:
		where = fmt.Sprintf("player %d: ", p.Player)
	case p.Round != 0:
		where = fmt.Sprintf("round %d: ", p.Round)
	}
	return p.Severity.String() + ": " + where + p.Message
}

// Validate checks the whole tournament and returns every problem found, sorted by player
// and round: an event without players, duplicate or unknown start numbers, games whose two
// sides disagree, byes with an opponent, more than one pairing-allocated bye in a round,
// declared totals no results could give (errors), and declared totals that differ from
// the rounds (warnings: importers keep the difference as an [AdjustDeclared] adjustment).
func (t *Tournament) Validate() []Problem {
	v := &validator{t: t, idx: newPlayerIndex(t.Players), impossible: map[PlayerID]bool{}}
	v.checkPlayers()
	v.checkIDs()
	for r := 0; r < t.Rounds; r++ {
		v.checkRound(r)
	}
	v.checkAdjustments()
	out := v.out
	sort.SliceStable(out, func(a, b int) bool {
		if out[a].Player != out[b].Player {
			return out[a].Player < out[b].Player
		}
		return out[a].Round < out[b].Round
	})
	return out
}

// validator holds what the checks of [Tournament.Validate] share: the player index by
// start number, the players whose declared total is impossible, and the problems found.
type validator struct {
	t          *Tournament
	idx        playerIndex
	impossible map[PlayerID]bool
	out        []Problem
}

// add records a problem.
func (v *validator) add(sev Severity, id PlayerID, round int, format string, args ...any) {
	v.out = append(v.out, Problem{Severity: sev, Player: id, Round: round, Message: fmt.Sprintf(format, args...)})
}

// playerIndex finds a player's index in the list by start number: in a slice when the
// start numbers are positive and not much larger than the list is long (as they are),
// else in a map.
type playerIndex struct {
	dense  []int32 // index + 1 by start number; 0 where no player has it yet
	sparse map[PlayerID]int
}

func newPlayerIndex(players []Player) playerIndex {
	maxID := PlayerID(0)
	for i := range players {
		if players[i].ID <= 0 {
			return playerIndex{sparse: make(map[PlayerID]int, len(players))}
		}
		maxID = max(maxID, players[i].ID)
	}
	if int(maxID) > 4*len(players)+1024 {
		return playerIndex{sparse: make(map[PlayerID]int, len(players))}
	}
	return playerIndex{dense: make([]int32, maxID+1)}
}

// lookup returns the index recorded for id.
func (x *playerIndex) lookup(id PlayerID) (int, bool) {
	if x.sparse != nil {
		i, ok := x.sparse[id]
		return i, ok
	}
	if id <= 0 || int(id) >= len(x.dense) || x.dense[id] == 0 {
		return 0, false
	}
	return int(x.dense[id]) - 1, true
}

// set records index i for id, which must be one of the players the index was made for.
func (x *playerIndex) set(id PlayerID, i int) {
	if x.sparse != nil {
		x.sparse[id] = i
		return
	}
	x.dense[id] = int32(i + 1)
}

// checkPlayers checks the player list: players there, positive and distinct start
// numbers, declared totals that some results could give. It fills the index.
func (v *validator) checkPlayers() {
	t := v.t
	if len(t.Players) == 0 {
		v.add(Error, 0, 0, "the event has no players")
	}
	for i := range t.Players {
		p := &t.Players[i]
		if p.Declared != nil {
			if lo, hi := t.possibleTotals(p); *p.Declared < lo || *p.Declared > hi {
				v.impossible[p.ID] = true
				v.add(Error, p.ID, 0, "declared total %s cannot be scored in %d rounds (%s to %s points); correct the total",
					p.Declared, max(t.Rounds, len(p.Rounds)), lo, hi)
			}
		}
		if p.ID <= 0 {
			v.add(Error, p.ID, 0, "start number %d is not positive", p.ID)
		}
		if _, dup := v.idx.lookup(p.ID); dup {
			v.add(Error, p.ID, 0, "start number %d is used twice", p.ID)
			continue
		}
		v.idx.set(p.ID, i)
	}
}

// checkIDs warns of a US Chess or FIDE ID that several players carry, naming both: a
// typing slip that would make two winners one payee if IDs were trusted blindly.
func (v *validator) checkIDs() {
	type id struct{ kind, id string }
	first := map[id]int{}
	for i := range v.t.Players {
		p := &v.t.Players[i]
		for _, k := range []id{{"US Chess ID", p.USChessID()}, {"FIDE ID", p.FIDEID}} {
			k.id = strings.TrimSpace(k.id)
			if strings.Trim(k.id, "0123456789") == "" {
				k.id = strings.TrimLeft(k.id, "0")
			}
			if k.id == "" {
				continue
			}
			j, dup := first[k]
			if !dup {
				first[k] = i
				continue
			}
			q := &v.t.Players[j]
			v.add(Warning, p.ID, 0, "%s has %s %s, as does player %d, %s: two players cannot share an ID; correct the one that is wrong (until then they are kept apart as two people)",
				playerName(p), k.kind, k.id, q.ID, playerName(q))
		}
	}
}

// playerName returns the player's name, or "a player without a name".
func playerName(p *Player) string {
	if n := strings.TrimSpace(p.Name); n != "" {
		return n
	}
	return "a player without a name"
}

// checkRound checks round r (from 0) of every player, and that at most one player has a
// pairing-allocated bye.
func (v *validator) checkRound(r int) {
	pabs := 0
	for i := range v.t.Players {
		p := &v.t.Players[i]
		if r >= len(p.Rounds) {
			continue
		}
		if p.Rounds[r].Result == PairingBye {
			pabs++
		}
		v.checkPairing(i, r)
	}
	if pabs > 1 {
		v.add(Warning, 0, r+1, "%d players have a pairing-allocated bye; a round has at most one (the odd player out): record byes the players asked for as requested full-point byes", pabs)
	}
}

// checkPairing checks round r of player i: a game has an opponent in the list who plays
// them back with the same result seen from the other side and the other colour; a bye
// has no opponent. Each pair is checked once.
func (v *validator) checkPairing(i, r int) {
	p := &v.t.Players[i]
	rd := p.Rounds[r]
	if rd.Opponent == 0 {
		if rd.Result.Played() || rd.Result == Pending {
			v.add(Error, p.ID, r+1, "%s without an opponent", resultWord(rd.Result))
		}
		return
	}
	if rd.Result.IsBye() && rd.Result != NoResult {
		v.add(Warning, p.ID, r+1, "%s with opponent %d", resultWord(rd.Result), rd.Opponent)
	}
	if rd.Opponent == p.ID {
		v.add(Error, p.ID, r+1, "paired against themselves")
		return
	}
	j, ok := v.idx.lookup(rd.Opponent)
	if !ok {
		v.add(Error, p.ID, r+1, "opponent %d is not in the player list", rd.Opponent)
		return
	}
	q := &v.t.Players[j]
	var od Round
	if r < len(q.Rounds) {
		od = q.Rounds[r]
	}
	switch {
	case j < i && od.Opponent == p.ID:
		// The pair was checked from the other side.
	case od.Opponent == p.ID:
		if !resultsAgree(rd.Result, od.Result) {
			v.add(Error, p.ID, r+1, "result %s against %d, but player %d has %s", resultWord(rd.Result), q.ID, q.ID, resultWord(od.Result))
		}
		if rd.Color != NoColor && rd.Color == od.Color {
			v.add(Error, p.ID, r+1, "both %d and %d have %s", p.ID, q.ID, colorWord(rd.Color))
		}
	case od.Opponent == 0:
		v.add(Error, p.ID, r+1, "plays %d, but player %d has no opponent in that round", q.ID, q.ID)
	default:
		v.add(Error, p.ID, r+1, "plays %d, but player %d plays %d", q.ID, q.ID, od.Opponent)
	}
}

// checkAdjustments checks that every adjustment is for a player in the list, and warns
// of each declared total (possible, but not what the rounds give) kept as an adjustment.
func (v *validator) checkAdjustments() {
	t := v.t
	for _, a := range t.Adjustments {
		if _, ok := v.idx.lookup(a.Player); !ok {
			v.add(Error, a.Player, a.Round, "point adjustment for unknown player %d", a.Player)
			continue
		}
		if a.Source == AdjustDeclared && !v.impossible[a.Player] {
			p := t.Player(a.Player)
			declared := "the declared total"
			if p.Declared != nil {
				declared = "declared total " + p.Declared.String()
			}
			v.add(Warning, a.Player, 0, "%s differs from the rounds (%s); kept as an adjustment of %s",
				declared, t.GamePoints(p).String(), signed(a.Points))
		}
	}
}

// possibleTotals returns the lowest and the highest total player p could have: every
// round scored at the least (most) any result or an empty round scores under t.Scoring,
// plus the adjustments the source recorded for p (not the declared-total ones).
func (t *Tournament) possibleTotals(p *Player) (lo, hi Score) {
	s := t.Scoring
	least, most := Score(0), Score(0)
	for _, v := range []Score{s.WinWhite, s.WinBlack, s.DrawWhite, s.DrawBlack, s.LossWhite, s.LossBlack,
		s.ForfeitWin, s.ForfeitLoss, s.FullBye, s.HalfBye, s.ZeroBye, s.PairingBye} {
		least, most = min(least, v), max(most, v)
	}
	rounds := max(t.Rounds, len(p.Rounds))
	lo, hi = least.MulInt(rounds), most.MulInt(rounds)
	for _, a := range t.Adjustments {
		if a.Player == p.ID && a.Source != AdjustDeclared {
			if a.Points < 0 {
				lo += a.Points
			} else {
				hi += a.Points
			}
		}
	}
	return lo, hi
}

func signed(s Score) string {
	if s >= 0 {
		return "+" + s.String()
	}
	return s.String()
}

// resultsAgree reports whether two results can be the two sides of one pairing.
func resultsAgree(a, b Result) bool {
	switch a {
	case Win, WinUnrated:
		return b == a.Opposite()
	case Loss:
		return b == Win || b == Loss // 0-0 double loss is a real result
	case LossUnrated:
		return b == WinUnrated || b == LossUnrated
	case Draw, DrawUnrated:
		return b == a
	case ForfeitWin:
		return b == ForfeitLoss
	case ForfeitLoss:
		return b == ForfeitWin || b == ForfeitLoss // "--" is a double forfeit
	case Pending:
		return b == Pending
	}
	return false
}

var resultWords = map[Result]string{
	NoResult: "no pairing", Win: "win", Draw: "draw", Loss: "loss",
	WinUnrated: "unrated win", DrawUnrated: "unrated draw", LossUnrated: "unrated loss",
	ForfeitWin: "forfeit win", ForfeitLoss: "forfeit loss", FullBye: "full-point bye",
	HalfBye: "half-point bye", ZeroBye: "zero-point bye", PairingBye: "pairing-allocated bye",
	Pending: "result not entered",
}

func resultWord(r Result) string { return resultWords[r] }

// String returns a short English description of the result ("forfeit win").
func (r Result) String() string { return resultWord(r) }

func colorWord(c Color) string {
	if c == White {
		return "white"
	}
	return "black"
}

// Errors returns only the problems of severity Error.
func Errors(ps []Problem) []Problem {
	var out []Problem
	for _, p := range ps {
		if p.Severity == Error {
			out = append(out, p)
		}
	}
	return out
}
