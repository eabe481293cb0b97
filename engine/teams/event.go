package teams

import (
	"fmt"
	"strings"

	"tiebreak/engine"
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
	ev := &Event{T: t, Rounds: t.Rounds, Scoring: sc}
	var probs []Problem
	add := func(isErr bool, team, round int, player engine.PlayerID, format string, args ...any) {
		probs = append(probs, Problem{Error: isErr, Team: team, Round: round, Player: player, Msg: fmt.Sprintf(format, args...)})
	}
	idx := t.PlayerIndex()
	teamOf := make([]int, len(t.Players))
	for i := range teamOf {
		teamOf[i] = -1
	}
	teamIndex := map[int]int{}
	for ti, tm := range t.Teams {
		name := tm.Name
		if _, dup := teamIndex[tm.ID]; dup {
			add(true, tm.ID, 0, 0, "team number %d (%s) is used by two teams", tm.ID, name)
		}
		teamIndex[tm.ID] = ti
		team := Team{ID: tm.ID, Name: name}
		for _, id := range tm.Members {
			pi, ok := idx[id]
			if !ok {
				add(false, tm.ID, 0, id, "team %d (%s) lists player %d, who is not in the event; ignored", tm.ID, name, id)
				continue
			}
			if o := teamOf[pi]; o >= 0 {
				add(true, tm.ID, 0, id, "player %d (%s) is in two teams: %d (%s) and %d (%s)", id, t.Players[pi].Name, t.Teams[o].ID, t.Teams[o].Name, tm.ID, name)
				continue
			}
			teamOf[pi] = ti
			team.Members = append(team.Members, pi)
		}
		ev.Teams = append(ev.Teams, team)
	}
	n := len(ev.Teams)
	ev.Slots = make([][]Slot, n)
	for ti := range ev.Slots {
		ev.Slots[ti] = make([]Slot, ev.Rounds)
		for r := range ev.Slots[ti] {
			ev.Slots[ti][r].Opp = -1
		}
	}
	// Board games: each team's present players in roster order, and the opponent team.
	for r := 0; r < ev.Rounds; r++ {
		for ti, tm := range ev.Teams {
			s := &ev.Slots[ti][r]
			hasU := false
			for _, pi := range tm.Members {
				p := &t.Players[pi]
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
						if sc.EmptyBoardZero {
							gp = 0
						}
						s.Boards = append(s.Boards, Board{Player: pi, GP: gp, Forfeit: true})
					}
					continue
				}
				oi, ok := idx[rd.Opponent]
				if !ok {
					continue // engine.Validate reports it
				}
				ot := teamOf[oi]
				if ot < 0 {
					add(true, tm.ID, r+1, p.ID, "round %d: player %d (%s) of team %s played %d (%s), who is in no team", r+1, p.ID, p.Name, tm.Name, rd.Opponent, t.Players[oi].Name)
					continue
				}
				if ot == ti {
					add(true, tm.ID, r+1, p.ID, "round %d: player %d (%s) played a team-mate, %d", r+1, p.ID, p.Name, rd.Opponent)
					continue
				}
				if s.Opp >= 0 && s.Opp != ot {
					add(true, tm.ID, r+1, p.ID, "round %d: team %s plays two teams (%s and %s); player %d", r+1, tm.Name, ev.Teams[s.Opp].Name, ev.Teams[ot].Name, p.ID)
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
			ev.Boards = max(ev.Boards, len(s.Boards))
		}
	}
	if sc.Boards > 0 {
		ev.Boards = sc.Boards
	}
	// Records: byes and forfeited matches.
	for _, b := range t.TeamByes {
		ti, ok := teamIndex[b.Team]
		if !ok || b.Round < 1 || b.Round > ev.Rounds {
			add(true, b.Team, b.Round, 0, "bye record for team %d in round %d: no such team or round", b.Team, b.Round)
			continue
		}
		s := &ev.Slots[ti][b.Round-1]
		if s.Opp >= 0 {
			add(true, b.Team, b.Round, 0, "round %d: team %s has a bye on record but its players played team %s", b.Round, ev.Teams[ti].Name, ev.Teams[s.Opp].Name)
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
	for _, f := range t.TeamForfeits {
		wi, ok1 := teamIndex[f.White]
		bi, ok2 := teamIndex[f.Black]
		if !ok1 || !ok2 || f.Round < 1 || f.Round > ev.Rounds {
			add(true, f.White, f.Round, 0, "forfeited match record %d-%d in round %d: no such team or round", f.White, f.Black, f.Round)
			continue
		}
		ws, bs := &ev.Slots[wi][f.Round-1], &ev.Slots[bi][f.Round-1]
		if (ws.Opp >= 0 && ws.Opp != bi) || (bs.Opp >= 0 && bs.Opp != wi) {
			add(true, f.White, f.Round, 0, "round %d: forfeited match %s - %s on record, but the board games pair them differently", f.Round, ev.Teams[wi].Name, ev.Teams[bi].Name)
			continue
		}
		if ws.Kind == Played && hasGame(ws.Boards) {
			add(true, f.White, f.Round, 0, "round %d: forfeited match %s - %s on record (%s), but the board games say the match was played", f.Round, ev.Teams[wi].Name, ev.Teams[bi].Name, f.Result)
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
	// Pairings must be symmetric; whole-match forfeits are matches whose every board was
	// forfeited; a round's single unpaired team in a Swiss with an odd number of teams is
	// the PAB when no record says otherwise (TRF16 has no team bye record).
	var guessed []string
	pabRecorded := false
	for _, b := range t.TeamByes {
		pabRecorded = pabRecorded || b.Kind == engine.PairingBye
	}
	for r := 0; r < ev.Rounds; r++ {
		var unpaired, emptyWins []int
		for ti := range ev.Teams {
			s := &ev.Slots[ti][r]
			if s.Kind == Played && s.Opp >= 0 {
				if o := ev.Slots[s.Opp][r]; o.Opp != ti {
					add(true, ev.Teams[ti].ID, r+1, 0, "round %d: team %s played %s, but not the other way round", r+1, ev.Teams[ti].Name, ev.Teams[s.Opp].Name)
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
					for _, b := range ev.Slots[s.Opp][r].Boards {
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
			ev.Slots[l][r] = Slot{Kind: ForfeitLoss, Opp: w}
			ev.Slots[w][r].Opp = l
			add(false, ev.Teams[l].ID, r+1, 0, "round %d: team %s did not come; scored as a forfeit loss to %s, whose boards were all empty", r+1, ev.Teams[l].Name, ev.Teams[w].Name)
			unpaired = nil
		}
		if len(unpaired) == 1 && len(emptyWins) == 0 && !pabRecorded && r < lastPlayedRound(ev) {
			ti := unpaired[0]
			ev.Slots[ti][r].Kind = PairingBye
			guessed = append(guessed, fmt.Sprintf("%d (%s)", r+1, ev.Teams[ti].Name))
		}
		for _, ti := range unpaired {
			if ev.Slots[ti][r].Kind == Unpaired {
				ev.Slots[ti][r].Kind = ZeroBye
			}
		}
	}
	if len(guessed) > 0 && t.TeamScoring.PABMatch == nil {
		add(false, 0, 0, 0, "the team not paired in round %s is scored as the pairing-allocated bye, %s MP and %s GP (no 320 record; set -O pab-mp and -O pab-gp)", strings.Join(guessed, ", round "), sc.PABMatch, sc.pabGame(ev.Boards))
	}
	ev.score()
	// Declared totals (TRF26 310) must agree with the boards.
	for ti, tm := range t.Teams {
		if ti >= len(ev.Teams) {
			break
		}
		mp, gp := ev.Totals(ti)
		if tm.DeclaredMP != nil && *tm.DeclaredMP != mp {
			add(false, tm.ID, 0, 0, "team %s: the file declares %s match points, the boards add up to %s", tm.Name, *tm.DeclaredMP, mp)
		}
		if tm.DeclaredGP != nil && *tm.DeclaredGP != gp && !sc.Weighted {
			add(false, tm.ID, 0, 0, "team %s: the file declares %s game points, the boards add up to %s", tm.Name, *tm.DeclaredGP, gp)
		}
	}
	return ev, probs
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
