package teams

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Kind is what happened to a team in one round.
type Kind uint8

// The kinds of team round. Unpaired is a round with no match and no bye on record.
const (
	Unpaired      Kind = iota
	Played             // a match over the board (individual board forfeits included)
	ForfeitWin         // the opponent team did not show (TRF26 330, or every board forfeited)
	ForfeitLoss        // the team did not show
	DoubleForfeit      // neither team showed
	PairingBye         // PAB (TRF26 320)
	FullBye            // TRF26 240 F
	HalfBye            // TRF26 240 H
	ZeroBye            // TRF26 240 Z, or a known absence
)

var kindNames = [...]string{"", "played", "+F", "-F", "-F", "PAB", "FPB", "HPB", "ZPB"}

// String returns the crosstable notation of the kind: "PAB", "+F", "HPB", ...
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "?"
}

// HasOpponent reports whether the round was paired against another team.
func (k Kind) HasOpponent() bool { return k >= Played && k <= DoubleForfeit }

// Board is one board of a team in a match: the team's player on it, the game points the
// team scored there and, for weighted scoring, the weighted points.
type Board struct {
	Number   int // 1-based, roster order among the players present in that round
	Player   int // index into Tournament.Players; -1 for an empty board won by forfeit
	GP       engine.Score
	Weighted engine.Score
	Forfeit  bool // the game was not played (forfeit win or loss)
}

// Slot is one team's round.
type Slot struct {
	Kind   Kind
	Opp    int          // team index, -1 for none
	White  bool         // the team was named first (white on board 1) in the pairing
	MP     engine.Score // match points awarded
	GP     engine.Score // game points awarded (weighted when the scoring says so)
	Boards []Board      // in board order, for matches
}

// Team is one team of an event.
type Team struct {
	ID      int
	Name    string
	Members []int // indexes into Tournament.Players, in roster (board) order
}

// Event is a team event: teams and what each did in every round, scored under Scoring.
type Event struct {
	T       *engine.Tournament // nil for events built directly
	Teams   []Team
	Rounds  int
	Boards  int // boards per match (the most seen, or Scoring.Boards)
	Scoring Scoring
	Slots   [][]Slot // [team][round]
}

// Problem is something wrong or unusual in the team data; Team and Round locate it (0
// when not applicable), Player names the start number concerned. Errors make the team
// standings meaningless; warnings do not.
type Problem struct {
	Error  bool
	Team   int // Team.ID
	Round  int // 1-based
	Player engine.PlayerID
	Msg    string
}

// String returns the problem with its position: "team 3 (Lions), round 2: ...".
func (p Problem) String() string { return p.Msg }

// Build rebuilds the team matches of t from its board games, rosters and team records
// under sc. Board numbers are the players' positions in roster order among those present
// in the round. It never panics on inconsistent data: it reports problems and scores
// what it can.
func Build(t *engine.Tournament, sc Scoring) (*Event, []Problem) {
	eb := &eventBuilder{t: t, sc: sc, ev: &Event{T: t, Rounds: t.Rounds, Scoring: sc}, idx: t.PlayerIndex(),
		teamOf: make([]int, len(t.Players)), teamIndex: map[int]int{}}
	eb.rosters()
	eb.boardGames()
	if sc.Boards > 0 {
		eb.ev.Boards = sc.Boards
	}
	eb.byeRecords()
	eb.forfeitRecords()
	eb.settleRounds()
	eb.ev.score()
	eb.checkDeclared()
	return eb.ev, eb.probs
}

// eventBuilder holds what [Build] works with: the event being built, the problems found,
// and the player and team indexes.
type eventBuilder struct {
	t         *engine.Tournament
	sc        Scoring
	ev        *Event
	probs     []Problem
	idx       map[engine.PlayerID]int // player ID to index in t.Players
	teamOf    []int                   // team index of each player, -1 for none
	teamIndex map[int]int             // team number to index in ev.Teams
}

func (eb *eventBuilder) add(isErr bool, team, round int, player engine.PlayerID, format string, args ...any) {
	eb.probs = append(eb.probs, Problem{Error: isErr, Team: team, Round: round, Player: player, Msg: fmt.Sprintf(format, args...)})
}

// rosters builds the teams from t.Teams: each player in one team at most.
func (eb *eventBuilder) rosters() {
	for i := range eb.teamOf {
		eb.teamOf[i] = -1
	}
	for ti, tm := range eb.t.Teams {
		name := tm.Name
		if _, dup := eb.teamIndex[tm.ID]; dup {
			eb.add(true, tm.ID, 0, 0, "team number %d (%s) is used by two teams", tm.ID, name)
		}
		eb.teamIndex[tm.ID] = ti
		team := Team{ID: tm.ID, Name: name}
		for _, id := range tm.Members {
			pi, ok := eb.idx[id]
			if !ok {
				eb.add(false, tm.ID, 0, id, "team %d (%s) lists player %d, who is not in the event; ignored", tm.ID, name, id)
				continue
			}
			if o := eb.teamOf[pi]; o >= 0 {
				eb.add(true, tm.ID, 0, id, "player %d (%s) is in two teams: %d (%s) and %d (%s)", id, eb.t.Players[pi].Name, eb.t.Teams[o].ID, eb.t.Teams[o].Name, tm.ID, name)
				continue
			}
			eb.teamOf[pi] = ti
			team.Members = append(team.Members, pi)
		}
		eb.ev.Teams = append(eb.ev.Teams, team)
	}
}

// boardGames fills every team's slots from the board games.
func (eb *eventBuilder) boardGames() {
	eb.ev.Slots = make([][]Slot, len(eb.ev.Teams))
	for ti := range eb.ev.Slots {
		eb.ev.Slots[ti] = make([]Slot, eb.ev.Rounds)
		for r := range eb.ev.Slots[ti] {
			eb.ev.Slots[ti][r].Opp = -1
		}
	}
	// Board games: each team's present players in roster order, and the opponent team.
	for r := 0; r < eb.ev.Rounds; r++ {
		for ti := range eb.ev.Teams {
			eb.boardSlot(ti, r)
		}
	}
}

// boardSlot fills team ti's slot of round r (0-based) from its players' games.
func (eb *eventBuilder) boardSlot(ti, r int) {
	tm := eb.ev.Teams[ti]
	s := &eb.ev.Slots[ti][r]
	hasU := false
	for _, pi := range tm.Members {
		p := &eb.t.Players[pi]
		if r >= len(p.Rounds) {
			continue
		}
		rd := p.Rounds[r]
		if rd.Result == engine.PairingBye || rd.Result == engine.FullBye {
			hasU = true
		}
		if rd.Opponent == 0 {
			if rd.Result == engine.ForfeitWin {
				// An empty board on the other side: "0000 - +".
				gp := engine.Point
				if eb.sc.EmptyBoardZero {
					gp = 0
				}
				s.Boards = append(s.Boards, Board{Player: pi, GP: gp, Forfeit: true})
			}
			continue
		}
		oi, ok := eb.idx[rd.Opponent]
		if !ok {
			continue // engine.Validate reports it
		}
		ot := eb.teamOf[oi]
		if ot < 0 {
			eb.add(true, tm.ID, r+1, p.ID, "round %d: player %d (%s) of team %s played %d (%s), who is in no team", r+1, p.ID, p.Name, tm.Name, rd.Opponent, eb.t.Players[oi].Name)
			continue
		}
		if ot == ti {
			eb.add(true, tm.ID, r+1, p.ID, "round %d: player %d (%s) played a team-mate, %d", r+1, p.ID, p.Name, rd.Opponent)
			continue
		}
		if s.Opp >= 0 && s.Opp != ot {
			eb.add(true, tm.ID, r+1, p.ID, "round %d: team %s plays two teams (%s and %s); player %d", r+1, tm.Name, eb.ev.Teams[s.Opp].Name, eb.ev.Teams[ot].Name, p.ID)
			continue
		}
		s.Opp = ot
		if len(s.Boards) == 0 {
			s.White = rd.Color == engine.White
		}
		gp := boardPoints(rd.Result)
		s.Boards = append(s.Boards, Board{Player: pi, GP: gp, Forfeit: !rd.Result.Played()})
	}
	for b := range s.Boards {
		s.Boards[b].Number = b + 1
	}
	if s.Opp >= 0 {
		s.Kind = Played
	} else if len(s.Boards) > 0 {
		s.Kind = ForfeitWin // only empty-board wins: the other team never came
	} else if hasU {
		s.Kind = PairingBye
	}
	eb.ev.Boards = max(eb.ev.Boards, len(s.Boards))
}

// byeRecords applies the team bye records.
func (eb *eventBuilder) byeRecords() {
	for _, b := range eb.t.TeamByes {
		ti, ok := eb.teamIndex[b.Team]
		if !ok || b.Round < 1 || b.Round > eb.ev.Rounds {
			eb.add(true, b.Team, b.Round, 0, "bye record for team %d in round %d: no such team or round", b.Team, b.Round)
			continue
		}
		s := &eb.ev.Slots[ti][b.Round-1]
		if s.Opp >= 0 {
			eb.add(true, b.Team, b.Round, 0, "round %d: team %s has a bye on record but its players played team %s", b.Round, eb.ev.Teams[ti].Name, eb.ev.Teams[s.Opp].Name)
			continue
		}
		switch b.Kind {
		case engine.FullBye:
			s.Kind = FullBye
		case engine.HalfBye:
			s.Kind = HalfBye
		case engine.ZeroBye:
			s.Kind = ZeroBye
		default:
			s.Kind = PairingBye
		}
		s.Boards = nil
	}
}

// forfeitRecords applies the forfeited match records.
func (eb *eventBuilder) forfeitRecords() {
	for _, f := range eb.t.TeamForfeits {
		wi, ok1 := eb.teamIndex[f.White]
		bi, ok2 := eb.teamIndex[f.Black]
		if !ok1 || !ok2 || f.Round < 1 || f.Round > eb.ev.Rounds {
			eb.add(true, f.White, f.Round, 0, "forfeited match record %d-%d in round %d: no such team or round", f.White, f.Black, f.Round)
			continue
		}
		ws, bs := &eb.ev.Slots[wi][f.Round-1], &eb.ev.Slots[bi][f.Round-1]
		if (ws.Opp >= 0 && ws.Opp != bi) || (bs.Opp >= 0 && bs.Opp != wi) {
			eb.add(true, f.White, f.Round, 0, "round %d: forfeited match %s - %s on record, but the board games pair them differently", f.Round, eb.ev.Teams[wi].Name, eb.ev.Teams[bi].Name)
			continue
		}
		if ws.Kind == Played && hasGame(ws.Boards) {
			eb.add(true, f.White, f.Round, 0, "round %d: forfeited match %s - %s on record (%s), but the board games say the match was played", f.Round, eb.ev.Teams[wi].Name, eb.ev.Teams[bi].Name, f.Result)
			continue
		}
		ws.Opp, bs.Opp, ws.White = bi, wi, true
		switch f.Result {
		case "+-":
			ws.Kind, bs.Kind = ForfeitWin, ForfeitLoss
		case "-+":
			ws.Kind, bs.Kind = ForfeitLoss, ForfeitWin
		default:
			ws.Kind, bs.Kind = DoubleForfeit, DoubleForfeit
		}
	}
}

// settleRounds checks that pairings are symmetric, scores whole-match forfeits (matches
// whose every board was forfeited), and makes a round's single unpaired team in a Swiss
// with an odd number of teams the PAB when no record says otherwise (TRF16 has no team bye
// record).
func (eb *eventBuilder) settleRounds() {
	var guessed []string
	pabRecorded := false
	for _, b := range eb.t.TeamByes {
		pabRecorded = pabRecorded || b.Kind == engine.PairingBye
	}
	for r := 0; r < eb.ev.Rounds; r++ {
		if g := eb.settleRound(r, pabRecorded); g != "" {
			guessed = append(guessed, g)
		}
	}
	if len(guessed) > 0 && eb.t.TeamScoring.PABMatch == nil {
		eb.add(false, 0, 0, 0, "the team not paired in round %s is scored as the pairing-allocated bye, %s MP and %s GP (no 320 record; set -O pab-mp and -O pab-gp)", strings.Join(guessed, ", round "), eb.sc.PABMatch, eb.sc.pabGame(eb.ev.Boards))
	}
}

// settleRound settles round r (0-based) and returns "3 (Lions)" when it guessed that the
// unpaired team had the PAB.
func (eb *eventBuilder) settleRound(r int, pabRecorded bool) (guessed string) {
	var unpaired, emptyWins []int
	for ti := range eb.ev.Teams {
		s := &eb.ev.Slots[ti][r]
		if s.Kind == Played && s.Opp >= 0 {
			if o := eb.ev.Slots[s.Opp][r]; o.Opp != ti {
				eb.add(true, eb.ev.Teams[ti].ID, r+1, 0, "round %d: team %s played %s, but not the other way round", r+1, eb.ev.Teams[ti].Name, eb.ev.Teams[s.Opp].Name)
			}
			allForfeit := len(s.Boards) > 0
			for _, b := range s.Boards {
				allForfeit = allForfeit && b.Forfeit
			}
			if allForfeit {
				var own, opp engine.Score
				for _, b := range s.Boards {
					own += b.GP
				}
				for _, b := range eb.ev.Slots[s.Opp][r].Boards {
					opp += b.GP
				}
				switch {
				case own > opp:
					s.Kind = ForfeitWin
				case own < opp:
					s.Kind = ForfeitLoss
				default:
					s.Kind = DoubleForfeit
				}
			}
		}
		if s.Kind == Unpaired && s.Opp < 0 && len(s.Boards) == 0 {
			unpaired = append(unpaired, ti)
		}
		if s.Kind == ForfeitWin && s.Opp < 0 {
			emptyWins = append(emptyWins, ti)
		}
	}
	if len(unpaired) == 1 && len(emptyWins) == 1 {
		// Every board of one team was empty ("0000 - +" on the other side) and one team
		// is missing: that team lost the match by forfeit.
		l, w := unpaired[0], emptyWins[0]
		eb.ev.Slots[l][r] = Slot{Kind: ForfeitLoss, Opp: w}
		eb.ev.Slots[w][r].Opp = l
		eb.add(false, eb.ev.Teams[l].ID, r+1, 0, "round %d: team %s did not come; scored as a forfeit loss to %s, whose boards were all empty", r+1, eb.ev.Teams[l].Name, eb.ev.Teams[w].Name)
		unpaired = nil
	}
	if len(unpaired) == 1 && len(emptyWins) == 0 && !pabRecorded && r < lastPlayedRound(eb.ev) {
		ti := unpaired[0]
		eb.ev.Slots[ti][r].Kind = PairingBye
		guessed = fmt.Sprintf("%d (%s)", r+1, eb.ev.Teams[ti].Name)
	}
	for _, ti := range unpaired {
		if eb.ev.Slots[ti][r].Kind == Unpaired {
			eb.ev.Slots[ti][r].Kind = ZeroBye
		}
	}
	return guessed
}

// checkDeclared compares the declared totals (TRF26 310) with the boards.
func (eb *eventBuilder) checkDeclared() {
	for ti, tm := range eb.t.Teams {
		if ti >= len(eb.ev.Teams) {
			break
		}
		mp, gp := eb.ev.Totals(ti)
		if tm.DeclaredMP != nil && *tm.DeclaredMP != mp {
			eb.add(false, tm.ID, 0, 0, "team %s: the file declares %s match points, the boards add up to %s", tm.Name, *tm.DeclaredMP, mp)
		}
		if tm.DeclaredGP != nil && *tm.DeclaredGP != gp && !eb.sc.Weighted {
			eb.add(false, tm.ID, 0, 0, "team %s: the file declares %s game points, the boards add up to %s", tm.Name, *tm.DeclaredGP, gp)
		}
	}
}

// hasGame reports whether any board was played over the board.
func hasGame(bs []Board) bool {
	for _, b := range bs {
		if !b.Forfeit {
			return true
		}
	}
	return false
}

// lastPlayedRound returns the number of rounds in which any match was played.
func lastPlayedRound(ev *Event) int {
	last := 0
	for _, slots := range ev.Slots {
		for r, s := range slots {
			if s.Kind.HasOpponent() && r+1 > last {
				last = r + 1
			}
		}
	}
	return last
}

// boardPoints is what a board game is worth to the team: 1, ½ or 0 game points.
func boardPoints(res engine.Result) engine.Score {
	switch res {
	case engine.Win, engine.WinUnrated, engine.ForfeitWin:
		return engine.Point
	case engine.Draw, engine.DrawUnrated:
		return engine.Half
	}
	return 0
}

// score fills in every slot's MP and GP from its kind and boards.
func (ev *Event) score() {
	sc := ev.Scoring
	for ti := range ev.Slots {
		for r := range ev.Slots[ti] {
			s := &ev.Slots[ti][r]
			for b := range s.Boards {
				s.Boards[b].Weighted = s.Boards[b].GP.Mul(sc.weight(s.Boards[b].Number, ev.Boards))
			}
		}
	}
	all := sc.gameTotal(ev.Boards)
	for ti := range ev.Slots {
		for r := range ev.Slots[ti] {
			s := &ev.Slots[ti][r]
			switch s.Kind {
			case Played:
				s.GP = sc.boardsGP(s.Boards)
				opp := sc.boardsGP(ev.Slots[s.Opp][r].Boards)
				switch {
				case s.GP > opp:
					s.MP = sc.Win
				case s.GP < opp:
					s.MP = sc.Loss
				default:
					s.MP = sc.Draw
				}
			case ForfeitWin:
				s.MP, s.GP = sc.Win, all
				if sc.ForfeitGame != nil {
					s.GP = *sc.ForfeitGame
				}
			case FullBye:
				s.MP, s.GP = sc.Win, all
			case PairingBye:
				s.MP, s.GP = sc.PABMatch, sc.pabGame(ev.Boards)
			case HalfBye:
				s.MP, s.GP = sc.Draw, all/2
			default:
				s.MP, s.GP = sc.Loss, 0
			}
		}
	}
}

// Totals returns a team's match points and game points.
func (ev *Event) Totals(ti int) (mp, gp engine.Score) {
	for _, s := range ev.Slots[ti] {
		mp += s.MP
		gp += s.GP
	}
	return mp, gp
}
