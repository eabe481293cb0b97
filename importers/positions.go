package importers

import (
	"fmt"
	"slices"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// Position is a place in a source file: a line and a character column (1-based) for text,
// or a cell name ("Sheet1!F12") for a spreadsheet.
type Position struct {
	Line, Column int
	Cell         string
}

// IsZero reports whether the position is unknown.
func (p Position) IsZero() bool { return p.Line == 0 && p.Cell == "" }

// String formats the position as "14:102", "14" or "Sheet1!F12".
func (p Position) String() string {
	switch {
	case p.Cell != "":
		return p.Cell
	case p.Column > 0:
		return fmt.Sprintf("%d:%d", p.Line, p.Column)
	case p.Line > 0:
		return fmt.Sprintf("%d", p.Line)
	}
	return ""
}

// Positions is a side table, filled by importers when [Source.Positions] is set, of where
// each player's data sits in the source: the player's line (or row) and the cell of each
// round. It lets consistency problems found on the model ([engine.Tournament.Validate])
// point at the file the way parse errors do, without the model carrying positions.
type Positions struct {
	players []playerPositions // indexed by start number (at most 9999)
}

type playerPositions struct {
	line Position
	// rounds holds the cell of each round when the importer knows them one by one;
	// otherwise round r is at first + (r-1)*stride columns on the player's line.
	rounds []Position
	first  int
	stride int
}

// maxID bounds the start numbers the table records (TRF allows four digits).
const maxID = 9999

// NewPositions returns an empty side table.
func NewPositions() *Positions { return &Positions{} }

// of returns the entry of start number id, growing the table; nil for an id out of range.
func (ps *Positions) of(id engine.PlayerID) *playerPositions {
	if id <= 0 || id > maxID {
		return nil
	}
	if int(id) >= len(ps.players) {
		n := max(int(id)+1, 2*len(ps.players))
		ps.players = append(ps.players, make([]playerPositions, min(n, maxID+1)-len(ps.players))...)
	}
	return &ps.players[id]
}

// SetPlayer records the position of a player's line (its start number, or the row start).
// The first position recorded for a start number wins, as duplicates are errors anyway.
func (ps *Positions) SetPlayer(id engine.PlayerID, pos Position) {
	if ps == nil {
		return
	}
	if pp := ps.of(id); pp != nil && pp.line.IsZero() {
		pp.line = pos
	}
}

// SetRoundColumns records that the player's round r is in column first + (r-1)*stride of
// the player's line (fixed-width formats such as TRF).
func (ps *Positions) SetRoundColumns(id engine.PlayerID, first, stride int) {
	if ps == nil {
		return
	}
	if pp := ps.of(id); pp != nil && pp.first == 0 {
		pp.first, pp.stride = first, stride
	}
}

// ReserveRounds makes room for n rounds of player id, so that recording them one by one
// with SetRound allocates once.
func (ps *Positions) ReserveRounds(id engine.PlayerID, n int) {
	if ps == nil {
		return
	}
	if pp := ps.of(id); pp != nil && n > len(pp.rounds) {
		pp.rounds = slices.Grow(pp.rounds, n-len(pp.rounds))
	}
}

// SetRound records the cell of the player's round r (1-based).
func (ps *Positions) SetRound(id engine.PlayerID, r int, pos Position) {
	if ps == nil || r < 1 {
		return
	}
	pp := ps.of(id)
	if pp == nil {
		return
	}
	for len(pp.rounds) < r {
		pp.rounds = append(pp.rounds, Position{})
	}
	if pp.rounds[r-1].IsZero() {
		pp.rounds[r-1] = pos
	}
}

// Of returns where the problem about player id in round r (0: no round) sits: the round's
// cell when known, else the player's line. ok is false when the player was not recorded.
func (ps *Positions) Of(id engine.PlayerID, r int) (Position, bool) {
	if ps == nil {
		return Position{}, false
	}
	if id <= 0 || int(id) >= len(ps.players) {
		return Position{}, false
	}
	pp := &ps.players[id]
	if r >= 1 {
		if r <= len(pp.rounds) && !pp.rounds[r-1].IsZero() {
			return pp.rounds[r-1], true
		}
		if pp.first > 0 && pp.line.Line > 0 {
			return Position{Line: pp.line.Line, Column: pp.first + (r-1)*pp.stride}, true
		}
	}
	return pp.line, !pp.line.IsZero()
}
