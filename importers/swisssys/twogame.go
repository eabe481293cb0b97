package swisssys

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Two games per round
//
// SwissSys can pair a section for two games per round against the same opponent (blitz
// and quick side events). The results file keeps one cell per round and scores it out
// of 2, both in the player's result codes and in the section's pairings list
// ("rounds": [{"pairings": [{"white": 4, "black": 27, "result": "(2-0)"}]}]). Read from
// the real 93rd Massachusetts Open Blitz section, where every code agrees with its
// pairing:
//
//	$  2-0       #  1.5-0.5     W  1-1       D  0.5-1.5     L  0-2
//	B, H, U: a bye worth the pairing's "(2)", "(1)" or "(0)" (B 2, H 1, U 0 without one);
//	the real file has B worth 1 in round 1 (late entries) and 2 later (the odd player out)
//
// "%" is accepted where the pairings give its score. Such a section becomes two rounds
// of the model per round: a 2-0 is two wins, 1.5-0.5 a win and a draw, 0.5-1.5 a loss
// and a draw (the same games seen from the other side), 0-2 two losses, and 1-1 two
// draws (the file does not say whether it was a win and a loss; a warning says so). The first game has the colour SwissSys recorded,
// the second the other colour. Scores, and so standings, equal the sum of the games;
// tiebreaks count every game (an opponent met in a two-game round counts twice), which
// is not how SwissSys prints its tiebreaks for such sections.

// pairingsRound is one entry of a section's "rounds" list.
type pairingsRound struct {
	Pairings []struct {
		White  flexInt `json:"white"`
		Black  flexInt `json:"black"`
		Result string  `json:"result"`
	} `json:"pairings"`
}

// pairScore is one player's score in one round as the pairings list writes it, in half
// points, with whether it was a game (else a bye).
type pairScore struct {
	halves int
	game   bool
}

// parseHalves reads "2", "1.5", "0.5", "1X", "0F" as half points.
func parseHalves(s string) (int, bool) {
	s = strings.TrimRight(strings.TrimSpace(s), "XFxf")
	switch s {
	case "0":
		return 0, true
	case "0.5", ".5", "½":
		return 1, true
	case "1":
		return 2, true
	case "1.5", "1½":
		return 3, true
	case "2":
		return 4, true
	}
	return 0, false
}

// readPairings decodes the section's rounds list into the score of every player in
// every round ([round][player number]), and reports whether any game was scored out of
// two (the two games per round mark).
func readPairings(raw json.RawMessage) (scores []map[int]pairScore, twoGame bool) {
	var rounds []pairingsRound
	if len(raw) == 0 || json.Unmarshal(raw, &rounds) != nil {
		return nil, false
	}
	for _, r := range rounds {
		m := map[int]pairScore{}
		for _, p := range r.Pairings {
			res := strings.Trim(strings.TrimSpace(p.Result), "()")
			a, b, isGame := strings.Cut(res, "-")
			ha, okA := parseHalves(a)
			if !okA {
				continue
			}
			if !isGame || p.Black == 0 {
				m[int(p.White)] = pairScore{halves: ha}
				continue
			}
			hb, okB := parseHalves(b)
			if !okB {
				continue
			}
			if ha+hb == 4 {
				twoGame = true
			}
			m[int(p.White)] = pairScore{halves: ha, game: true}
			m[int(p.Black)] = pairScore{halves: hb, game: true}
		}
		scores = append(scores, m)
	}
	return scores, twoGame
}

// twoGameCodes are the result codes of a played two-game round, in half points.
var twoGameCodes = map[string]int{"$": 4, "#": 3, "W": 2, "D": 1, "L": 0}

// twoGameRound reads one round of a two-game section into its two games. n is the
// number of players, ps the pairings list's score for the player (nil when absent).
func (b *sectionBuilder) twoGameRound(code, color string, op, n int, ps *pairScore) ([2]engine.Round, error) {
	var out [2]engine.Round
	code = strings.ToUpper(strings.TrimSpace(code))
	if op < 0 || op > n {
		return out, fmt.Errorf("%w: opponent %d is not in the section (%d players)", ErrField, op, n)
	}
	first, second := engine.NoColor, engine.NoColor
	switch strings.ToUpper(strings.TrimSpace(color)) {
	case "W":
		first, second = engine.White, engine.Black
	case "B":
		first, second = engine.Black, engine.White
	case "", "-":
	default:
		return out, fmt.Errorf("%w: colour %q (want W, B or -)", ErrField, color)
	}
	halves, known := twoGameCodes[code]
	if code == "%" && ps != nil && ps.game {
		halves, known = ps.halves, true
	}
	if known {
		if op == 0 {
			return out, fmt.Errorf("%w: %s without an opponent", ErrField, code)
		}
		if ps != nil && ps.game && ps.halves != halves {
			return out, fmt.Errorf("%w: code %s scores %s of 2 but the pairings list says %s", ErrGame, code, halfText(halves), halfText(ps.halves))
		}
		games := [5][2]engine.Result{
			{engine.Loss, engine.Loss}, {engine.Loss, engine.Draw}, {engine.Draw, engine.Draw},
			{engine.Win, engine.Draw}, {engine.Win, engine.Win},
		}[halves]
		if halves == 2 {
			b.splitDraws++
		}
		id := engine.PlayerID(op)
		return [2]engine.Round{{Opponent: id, Color: first, Result: games[0]}, {Opponent: id, Color: second, Result: games[1]}}, nil
	}
	switch code {
	case "X":
		return [2]engine.Round{{Opponent: engine.PlayerID(op), Result: engine.ForfeitWin}, {Opponent: engine.PlayerID(op), Result: engine.ForfeitWin}}, nil
	case "F":
		return [2]engine.Round{{Opponent: engine.PlayerID(op), Result: engine.ForfeitLoss}, {Opponent: engine.PlayerID(op), Result: engine.ForfeitLoss}}, nil
	case "B", "H", "U", "", "-":
		full, v := engine.FullBye, map[string]int{"B": 4, "H": 2}[code]
		if code == "B" {
			full = engine.PairingBye
		}
		if ps != nil && !ps.game {
			v = ps.halves
		}
		return [2]engine.Round{{Result: byeGame((v+1)/2, full)}, {Result: byeGame(v/2, full)}}, nil
	}
	return out, fmt.Errorf("%w: result code %q in a two-games-per-round section (want $, #, W, D, L, X, F, B, H or U)", ErrField, code)
}

// byeGame is one game of a bye: full (a full-point bye of the code's kind) for 2 half
// points, a half-point bye for 1, a zero-point bye for 0. A bye worth 1 of 2 is two
// half-point byes; 1.5 a full-point and a half-point bye.
func byeGame(halves int, full engine.Result) engine.Result {
	switch halves {
	case 2:
		return full
	case 1:
		return engine.HalfBye
	}
	return engine.ZeroBye
}

// halfText writes half points as points: 3 is "1.5".
func halfText(h int) string {
	if h%2 == 1 {
		return fmt.Sprintf("%d.5", h/2)
	}
	return fmt.Sprintf("%d", h/2)
}
