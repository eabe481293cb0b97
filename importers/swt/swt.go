// Package swt imports SwissChess event files (.SWT), the binary files of the program
// German clubs use, individual and team events alike.
//
// # Layout
//
// The layout is the one documented publicly by the swtparser projects (Zugzwang project,
// fnogatz/swtparser.js lib/structure.json, MIT); this package is written from that
// description. Numbers are little-endian, text is Windows-1252 padded with NUL bytes.
//
//   - The header holds the planned rounds (offset 1), the paired rounds (5), the number
//     of players (7), the event kind (0x254: Swiss, round robin, knock-out, Scheveningen),
//     the boards per team (0x25C), the team-event flag (0x25E, 0xFF for a team event), the
//     number of teams (0x534), the result scoring (0x538) and the team match scoring
//     (0x53A); the event name (790-829), place (831-870), chief arbiter (872-931), start
//     and end dates (1055-1074, 1076-1095) and time control (1097-1116).
//   - From offset 13384, when rounds were paired: 19 bytes per player and planned round,
//     player by player in file order, then the same for every team. A round's record holds
//     the colour (byte 8: 1 White, 3 Black, 2 and 4 a bye, 0 not paired), the opponent's
//     player ID (9-10), the result (11: the low two bits are 1 loss, 2 draw, 3 win, 0 none
//     yet), the status (15: 0x02 or 0x22 forfeit, 0x01 or 0x11 adjourned, 0x03 or 0x33 not
//     fielded) and, in a team event, the board (18; above the event's boards: not played).
//   - Then 655 bytes per player: name (0-31), club or team (33-64), FIDE title (66-68),
//     FIDE rating (70-73, text), national rating (75-78, text), federation (105-107), birth
//     date (128-137), sex (184, "m" or "w"), team number (0xC9) and board (0xCB), player ID
//     (0xD9), rank (0xDD), points times two (0x124), FIDE ID (324-335).
//   - Then, in a team event, 655 bytes per team: name (0-31), team ID (0xD9), team number
//     (0xDB), match points and board points times two (0x124, 0x128).
//
// # Mapping
//
// Players are numbered in file order, which is SwissChess's start order. A bye (colour 2
// or 4) is the pairing-allocated bye when it scores a win, a half-point bye when it scores
// a draw, a zero-point bye otherwise. A forfeit keeps its opponent. An adjourned game and
// a paired game without a result are pending. A knock-out event is refused.
//
// In an individual event the points SwissChess stored are the declared totals. In a team
// event the players' stored points are not used (SwissChess's per-player board points are
// not always the sum of the games; the team totals are kept as the teams' declared match
// and board points).
package swt

import (
	"encoding/binary"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/words"
)

// Importer reads SwissChess .SWT files.
type Importer struct{}

// New returns the SwissChess importer.
func New() importers.Importer { return Importer{} }

// Name returns "swisschess".
func (Importer) Name() string { return "swisschess" }

// Extensions returns ".swt".
func (Importer) Extensions() []string { return []string{".swt"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "SwissChess event file (.SWT, individual and team events)"
}

// Offsets and sizes of the layout (see the package comment).
const (
	offRounds      = 1
	offPaired      = 5
	offPlayers     = 7
	offVersion     = 609
	offMode        = 0x254
	offBoards      = 0x25C
	offTeamFlag    = 0x25E
	offTeams       = 0x534
	offScoring     = 0x538
	offTeamScoring = 0x53A
	headerSize     = 0x540
	pairingsStart  = 13384
	pairingSize    = 19
	recordSize     = 655
)

// Sniff reports whether head looks like a SwissChess file: a header whose counts, event
// kind, team flag and version are in range. It is a weak test; the extension decides first.
func (Importer) Sniff(head []byte) bool {
	if len(head) < headerSize {
		return false
	}
	le := binary.LittleEndian
	rounds, players, version := int(le.Uint16(head[offRounds:])), int(le.Uint16(head[offPlayers:])), int(le.Uint16(head[offVersion:]))
	flag := head[offTeamFlag]
	return rounds <= importers.MaxRounds && players <= importers.MaxPlayers && head[offMode] <= 3 &&
		(flag == 0 || flag == 0xFF) && version >= 700 && version < 2000 &&
		int(le.Uint16(head[offPaired:])) <= rounds
}

// Errors wrapped by the problems the importer reports.
var (
	ErrFile     = errors.New("not a SwissChess file")
	ErrKnockout = errors.New("a knock-out")
)

// reader reads one file.
type reader struct {
	file  string
	data  []byte
	errs  []*importers.ParseError
	warns []*importers.ParseError
	dec   *encoding.Decoder // Windows-1252, made once
}

func (r *reader) u16(off int) int { return int(binary.LittleEndian.Uint16(r.data[off:])) }

// text returns the NUL-terminated Windows-1252 text in data[from:to+1], trimmed.
func (r *reader) text(from, to int) string {
	b := r.data[from : to+1]
	for i, c := range b {
		if c == 0 {
			b = b[:i]
			break
		}
	}
	if r.dec == nil {
		r.dec = charmap.Windows1252.NewDecoder()
	}
	s, err := r.dec.Bytes(b)
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(s))
}

func (r *reader) fail(where, field string, err error) {
	r.errs = append(r.errs, &importers.ParseError{File: r.file, Cell: where, Field: field, Err: err})
}

func (r *reader) warn(where, field string, err error) {
	r.warns = append(r.warns, &importers.ParseError{File: r.file, Cell: where, Field: field, Err: err})
}

// Import reads the event.
func (Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	r := &reader{file: src.Name, data: src.Data}
	t := r.read(src.Positions)
	if len(r.errs) > 0 {
		es := make([]error, len(r.errs))
		for i, e := range r.errs {
			es[i] = e
		}
		if t != nil {
			t.Unverified = len(es)
		}
		return t, r.warns, errors.Join(es...)
	}
	return t, r.warns, nil
}

// player is one player's record.
type player struct {
	off  int
	id   int // SwissChess's player ID, the opponents' reference
	team int // team number (team events)
	brd  int // board in the team
}

func (r *reader) read(positions *importers.Positions) *engine.Tournament {
	if len(r.data) < headerSize {
		r.fail("header", "", fmt.Errorf("%w: %d bytes, shorter than the %d-byte header", ErrFile, len(r.data), headerSize))
		return nil
	}
	rounds, paired, n := r.u16(offRounds), r.u16(offPaired), r.u16(offPlayers)
	teamEvent := r.data[offTeamFlag] == 0xFF
	teams := 0
	if teamEvent {
		teams = r.u16(offTeams)
	}
	if !r.counts(rounds, paired, n, teams) {
		return nil
	}
	if r.data[offMode] == 2 {
		r.fail("header", "", fmt.Errorf("%w: the file holds a knock-out event; tiebreak ranks Swiss and round-robin events, not knock-outs", ErrKnockout))
		return nil
	}
	pairings := 0
	if paired > 0 {
		pairings = (n + teams) * rounds
	}
	playersStart := pairingsStart + pairings*pairingSize
	teamsStart := playersStart + n*recordSize
	if need := teamsStart + teams*recordSize; len(r.data) < need {
		r.fail("header", "", fmt.Errorf("%w: %d players, %d teams and %d rounds need %d bytes; the file has %d (cut short?)", ErrFile, n, teams, rounds, need, len(r.data)))
		return nil
	}

	t := &engine.Tournament{
		Name:         r.text(790, 829),
		City:         r.text(831, 870),
		ChiefArbiter: r.text(872, 931),
		StartDate:    r.text(1055, 1074),
		EndDate:      r.text(1076, 1095),
		TimeControl:  r.text(1097, 1116),
		Rounds:       rounds,
		RoundsStated: true, // the header's number of rounds is the rounds planned; paired counts those paired
		Scoring:      engine.DefaultScoring(),
	}
	switch r.data[offMode] {
	case 0:
		t.TypeText = "Swiss-System"
	case 1:
		t.TypeText = "Round-Robin"
	case 3:
		t.TypeText = "Scheveningen"
	}
	switch r.data[offScoring] {
	case 1:
		three, one := 3*engine.Point, engine.Point
		t.Scoring = engine.Scoring{WinWhite: three, WinBlack: three, DrawWhite: one, DrawBlack: one,
			ForfeitWin: three, FullBye: three, HalfBye: one, PairingBye: three}
	case 2:
		r.warn("header", "scoring", errors.New("SwissChess was set to its own game scoring, which the file does not hold; 1, ½ and 0 are used"))
	}

	players := make([]player, n)
	ids := make(map[int]int, n) // player ID -> index
	t.Players = make([]engine.Player, n)
	for i := range players {
		off := playersStart + i*recordSize
		p := &players[i]
		p.off, p.id = off, r.u16(off+0xD9)
		p.team, p.brd = r.u16(off+0xC9), r.u16(off+0xCB)
		if j, dup := ids[p.id]; dup {
			r.fail(fmt.Sprintf("player %d", i+1), "", fmt.Errorf("%w: players %d and %d have the same player ID %d", ErrFile, j+1, i+1, p.id))
		}
		ids[p.id] = i
		id := engine.PlayerID(i + 1)
		pl := engine.Player{
			ID:         id,
			Name:       r.text(off, off+31),
			Club:       r.text(off+33, off+64),
			Title:      r.text(off+66, off+68),
			Rating:     atoi(r.text(off+70, off+73)),
			Federation: r.text(off+105, off+107),
			Birth:      r.text(off+128, off+137),
			FIDEID:     strings.TrimLeft(r.text(off+324, off+335), "0"),
			Rounds:     make([]engine.Round, rounds),
		}
		switch s := r.text(off+184, off+184); s {
		case "m", "M":
			pl.Sex = "m"
		case "w", "W", "f", "F":
			pl.Sex = "w"
		}
		if nwz := atoi(r.text(off+75, off+78)); nwz > 0 {
			pl.Attrs = append(pl.Attrs, engine.Attr{Key: "NWZ", Value: r.text(off+75, off+78)})
		}
		if rank := int(r.data[off+0xDD]); rank > 0 {
			pl.DeclaredRank = rank
		}
		t.Players[i] = pl
		positions.SetPlayer(id, importers.Position{Cell: fmt.Sprintf("player %d", i+1)})
	}
	if len(r.errs) > 0 {
		return t
	}
	if paired > 0 {
		boards := int(r.data[offBoards])
		for i := range players {
			for rd := 1; rd <= rounds; rd++ {
				off := pairingsStart + (i*rounds+rd-1)*pairingSize
				round, ok := r.round(off, ids, teamEvent, boards, i, rd, rd <= paired)
				if ok {
					t.Players[i].Rounds[rd-1] = round
				}
			}
		}
	}
	if teamEvent {
		r.teams(t, players, teamsStart, teams, rounds, paired)
	} else {
		r.declared(t, players)
	}
	return t
}

// counts checks the header's counts against the limits; false when one is beyond.
func (r *reader) counts(rounds, paired, n, teams int) bool {
	switch {
	case rounds > importers.MaxRounds:
		r.fail("header", "rounds", fmt.Errorf("%w: %d rounds; at most %d", importers.ErrLimit, rounds, importers.MaxRounds))
	case n > importers.MaxPlayers || teams > importers.MaxPlayers:
		r.fail("header", "players", fmt.Errorf("%w: %d players and %d teams; at most %d", importers.ErrLimit, n, teams, importers.MaxPlayers))
	case n*rounds > importers.MaxPlayerRounds:
		r.fail("header", "players", fmt.Errorf("%w: %d players and %d rounds", importers.ErrLimit, n, rounds))
	case paired > rounds:
		r.fail("header", "rounds", fmt.Errorf("%w: %d rounds paired of %d", ErrFile, paired, rounds))
	default:
		return true
	}
	return false
}

// round reads player i's round rd at off.
func (r *reader) round(off int, ids map[int]int, teamEvent bool, boards, i, rd int, paired bool) (engine.Round, bool) {
	colour, opp, res, status, board := r.data[off+8], r.u16(off+9), r.data[off+11]&3, r.data[off+15], int(r.data[off+18])
	where := fmt.Sprintf("player %d, round %d", i+1, rd)
	if colour == 0 || teamEvent && board > boards {
		return engine.Round{}, false
	}
	switch colour {
	case 2, 4: // a bye
		kind := engine.ZeroBye
		switch res {
		case 3:
			kind = engine.PairingBye
		case 2:
			kind = engine.HalfBye
		}
		return engine.Round{Result: kind}, true
	case 1, 3:
	default:
		r.fail(where, "colour", fmt.Errorf("%w: colour code %d", ErrFile, colour))
		return engine.Round{}, false
	}
	j, ok := ids[opp]
	if !ok || j == i {
		r.fail(where, "opponent", fmt.Errorf("%w: opponent ID %d is no other player of the file", ErrFile, opp))
		return engine.Round{}, false
	}
	rd0 := engine.Round{Opponent: engine.PlayerID(j + 1), Color: engine.White}
	if colour == 3 {
		rd0.Color = engine.Black
	}
	forfeit := status&0x0F == 0x02
	switch {
	case status&0x0F == 0x03:
		return engine.Round{}, false // not fielded
	case status&0x0F == 0x01 || res == 0:
		rd0.Result = engine.Pending
	case res == 3 && forfeit:
		rd0.Result = engine.ForfeitWin
	case res == 1 && forfeit:
		rd0.Result = engine.ForfeitLoss
	case res == 3:
		rd0.Result = engine.Win
	case res == 2:
		rd0.Result = engine.Draw
	default:
		rd0.Result = engine.Loss
	}
	if !paired && rd0.Result != engine.Pending {
		r.warn(where, "", fmt.Errorf("a result in round %d, after the %s SwissChess says were paired", rd, words.Plural(int(r.data[offPaired]), "round")))
	}
	return rd0, true
}

// declared sets the totals SwissChess stored as the players' declared totals, keeping a
// difference from the games as a declared adjustment with a warning.
func (r *reader) declared(t *engine.Tournament, players []player) {
	for i, p := range players {
		if r.data[p.off+0x110] != 0 || r.data[p.off+0x111] != 0 {
			r.warn(fmt.Sprintf("player %d", i+1), "", errors.New("SwissChess holds special points for this player, which are not read; the total is the games'"))
			continue
		}
		pl := &t.Players[i]
		d := engine.Score(r.u16(p.off+0x124)) * engine.Half
		pl.Declared = &d
		if games := t.GamePoints(pl); games != d {
			t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: pl.ID, Points: d - games, Source: engine.AdjustDeclared,
				Note: "SwissChess's stored total"})
			r.warn(fmt.Sprintf("player %d", i+1), "points", fmt.Errorf("SwissChess stored %s points and the games add up to %s; the difference is kept as an adjustment", d, games))
		}
	}
}

// teams reads the team records and the teams' byes.
func (r *reader) teams(t *engine.Tournament, players []player, start, teams, rounds, paired int) {
	switch r.data[offTeamScoring] {
	case 0:
		two, one, zero := 2*engine.Point, engine.Point, engine.Score(0)
		t.TeamScoring = engine.TeamScoring{MatchWin: &two, MatchDraw: &one, MatchLoss: &zero}
	case 1:
		three, one, zero := 3*engine.Point, engine.Point, engine.Score(0)
		t.TeamScoring = engine.TeamScoring{MatchWin: &three, MatchDraw: &one, MatchLoss: &zero}
	}
	byNumber := map[int]int{}
	for k := 0; k < teams; k++ {
		off := start + k*recordSize
		number := r.u16(off + 0xDB)
		mp, gp := engine.Score(r.u16(off+0x124))*engine.Half, engine.Score(r.u16(off+0x128))*engine.Half
		byNumber[number] = k
		t.Teams = append(t.Teams, engine.Team{ID: k + 1, Name: r.text(off, off+31), DeclaredMP: &mp, DeclaredGP: &gp})
	}
	type member struct {
		id    engine.PlayerID
		board int
	}
	members := make([][]member, teams)
	for i, p := range players {
		k, ok := byNumber[p.team]
		if !ok {
			r.warn(fmt.Sprintf("player %d", i+1), "team", fmt.Errorf("team number %d is not one of the file's teams; the player is in no team", p.team))
			continue
		}
		members[k] = append(members[k], member{engine.PlayerID(i + 1), p.brd})
		if t.Players[i].Club == "" {
			t.Players[i].Club = t.Teams[k].Name
		}
	}
	for k := range members {
		ms := members[k]
		// Board order; insertion sort keeps file order among equal boards.
		for a := 1; a < len(ms); a++ {
			for b := a; b > 0 && ms[b].board < ms[b-1].board; b-- {
				ms[b], ms[b-1] = ms[b-1], ms[b]
			}
		}
		for _, m := range ms {
			t.Teams[k].Members = append(t.Teams[k].Members, m.id)
		}
	}
	if paired == 0 {
		return
	}
	tstart := pairingsStart + len(players)*rounds*pairingSize
	for k := 0; k < teams; k++ {
		for rd := 1; rd <= paired; rd++ {
			off := tstart + (k*rounds+rd-1)*pairingSize
			if place := r.data[off+8]; place == 2 || place == 4 {
				t.TeamByes = append(t.TeamByes, engine.TeamBye{Round: rd, Team: k + 1, Kind: engine.PairingBye})
			}
		}
	}
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		if c < '0' || c > '9' || n > 1e6 {
			return 0
		}
		n = n*10 + int(c-'0')
	}
	return n
}
