package crosstable

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

func (p *parser) markOdd(id engine.PlayerID, round int) {
	if p.odd == nil {
		p.odd = map[[2]int]bool{}
	}
	p.odd[[2]int{int(id), round}] = true
}

func (p *parser) markFailed(id engine.PlayerID, round int) {
	if p.failed == nil {
		p.failed = map[[2]int]bool{}
	}
	p.failed[[2]int{int(id), round}] = true
}

// skip reports whether a validation problem concerns a cell that is unreadable, or is a
// disagreement about a result written as inconsistent on purpose, on either side of the
// game.
func (p *parser) skip(t *engine.Tournament, pr engine.Problem) bool {
	if pr.Round == 0 || pr.Player == 0 {
		return false
	}
	disagreement := strings.HasPrefix(pr.Message, "result ")
	keys := [][2]int{{int(pr.Player), pr.Round}}
	if pl := t.Player(pr.Player); pl != nil && pr.Round <= len(pl.Rounds) {
		keys = append(keys, [2]int{int(pl.Rounds[pr.Round-1].Opponent), pr.Round})
	}
	for _, k := range keys {
		if (disagreement && p.odd[k]) || p.failed[k] {
			return true
		}
	}
	return false
}

// bergerRound returns the round (1-based) in which positions i and j (1-based, i != j) of
// an m-player round robin (m even) meet under the FIDE Berger tables.
func bergerRound(i, j, m int) int {
	if i > j {
		i, j = j, i
	}
	if j == m {
		return (2*i-2)%(m-1) + 1
	}
	return (i+j-2)%(m-1) + 1
}

// agree reports whether two matrix results can be the two halves of one game.
func agree(a, b engine.Result) bool {
	switch a {
	case engine.Win:
		return b == engine.Loss
	case engine.Loss:
		return b == engine.Win || b == engine.Loss
	case engine.Draw:
		return b == engine.Draw
	case engine.ForfeitWin:
		return b == engine.ForfeitLoss
	case engine.ForfeitLoss:
		return b == engine.ForfeitWin || b == engine.ForfeitLoss
	case engine.NoResult:
		return b == engine.NoResult
	}
	return false
}

// readMatrix reads a round-robin matrix. The matrix says who beat whom but not when or
// with which colour: games are placed in rounds by the Berger tables, without colours, and
// a warning says so.
func (p *parser) readMatrix(t *engine.Tournament) {
	p.rankRefs = p.useRankRefs()
	n := len(p.rows)
	players := make([]engine.Player, n)
	for i, r := range p.rows {
		players[i] = p.player(r, i)
	}
	// Matrix columns refer to players by start number, or by rank in a ranking table.
	pos := map[engine.PlayerID]int{} // start number -> table position
	for i := range players {
		pos[players[i].ID] = i
	}
	refToPos := func(ref int) (int, bool) {
		if p.rankRefs {
			return ref - 1, ref >= 1 && ref <= n
		}
		i, ok := pos[engine.PlayerID(ref)]
		return i, ok
	}
	cols := make([]int, n) // column of each table position
	for c, k := range p.h.kinds {
		if k != colInt {
			continue
		}
		i, ok := refToPos(p.h.nums[c])
		if !ok {
			p.fail(p.h.row, c, "header", "column %d names no player in the table", p.h.nums[c])
			continue
		}
		cols[i] = c
	}
	if len(p.errs) > 0 {
		return
	}
	// Order of play: Berger tables over positions sorted by start number.
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return players[order[a]].ID < players[order[b]].ID })
	berger := make([]int, n) // table position -> Berger number (1-based)
	for k, i := range order {
		berger[i] = k + 1
	}
	m := n + n%2
	rounds := m - 1
	for i := range players {
		players[i].Rounds = make([]engine.Round, rounds)
	}
	res := make([][]engine.Result, n)
	for i, r := range p.rows {
		res[i] = make([]engine.Result, n)
		for j := 0; j < n; j++ {
			if i == j {
				continue
			}
			cl, err := xtab.ParseCell(p.cell(r, cols[j]), xtab.Matrix)
			if err != nil {
				p.errs = append(p.errs, p.at(r, cols[j], "against "+strconv.Itoa(int(players[j].ID)), err))
				continue
			}
			res[i][j] = cl.Result
		}
	}
	if len(p.errs) > 0 {
		return
	}
	for i := 0; i < n; i++ {
		for j := i + 1; j < n; j++ {
			if !agree(res[i][j], res[j][i]) {
				p.errs = append(p.errs, p.at(p.rows[i], cols[j], "against "+strconv.Itoa(int(players[j].ID)),
					fmt.Errorf("%w: %s against %d, but %d's cell says %s", ErrGame, resultName(res[i][j]),
						players[j].ID, players[j].ID, resultName(res[j][i]))))
				continue
			}
			if res[i][j] == engine.NoResult {
				continue
			}
			rd := bergerRound(berger[i], berger[j], m) - 1
			players[i].Rounds[rd] = engine.Round{Opponent: players[j].ID, Result: res[i][j]}
			players[j].Rounds[rd] = engine.Round{Opponent: players[i].ID, Result: res[j][i]}
		}
	}
	p.locs = map[engine.PlayerID]placed{}
	for i, r := range p.rows {
		// The cell of round k is the column of the opponent met in round k.
		rc := make([]int, rounds)
		for k, rd := range players[i].Rounds {
			rc[k] = p.h.first(colName)
			if j, ok := pos[rd.Opponent]; ok && rd.Opponent != 0 {
				rc[k] = cols[j]
			}
		}
		if _, dup := p.locs[players[i].ID]; !dup {
			p.locs[players[i].ID] = placed{row: r, cols: rc, ptsCol: p.h.first(colPoints), nameCol: p.h.first(colName)}
		}
	}
	t.Players = players
	t.Rounds = rounds
	sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	t.CheckLineOrder()
	p.warn(p.h.row, p.h.first(colName), "layout",
		"round-robin matrix: the table gives neither rounds nor colours; games were placed in rounds by the Berger tables, without colours")
}

func resultName(r engine.Result) string {
	if r == engine.NoResult {
		return "no game"
	}
	return r.String()
}

// checkMetaAdjustments reports (and drops) declared-total adjustments from metadata whose
// player has no declared total: Validate cannot describe them.
func (p *parser) checkMetaAdjustments(t *engine.Tournament) {
	kept := t.Adjustments[:0]
	for _, a := range t.Adjustments {
		if pl := t.Player(a.Player); a.Source == engine.AdjustDeclared && pl != nil && pl.Declared == nil {
			loc := p.locs[pl.ID]
			p.fail(loc.row, loc.ptsCol, "points", "blank, but the metadata adjusts player %d's declared total by %s", pl.ID, a.Points)
			continue
		}
		kept = append(kept, a)
	}
	t.Adjustments = kept
}

// declared keeps every printed total that differs from the rounds as an
// [engine.AdjustDeclared] adjustment, with a warning on the points cell. With duplicate
// start numbers it does nothing: Validate reports them and totals would be ambiguous.
func (p *parser) declared(t *engine.Tournament) {
	seen := map[engine.PlayerID]bool{}
	for _, pl := range t.Players {
		if seen[pl.ID] {
			return // Validate reports the duplicate start number; totals would be ambiguous
		}
		seen[pl.ID] = true
	}
	for i := range t.Players {
		pl := &t.Players[i]
		if pl.Declared == nil {
			continue
		}
		got := t.Total(pl)
		if got == *pl.Declared {
			continue
		}
		// Validate reports the difference (once, with the player's row), as for every
		// format.
		t.Adjustments = append(t.Adjustments, engine.Adjustment{
			Player: pl.ID, Points: *pl.Declared - got, Source: engine.AdjustDeclared,
			Note: "declared total differs from the rounds",
		})
	}
}

// validate runs [engine.Tournament.Validate] and places each error on a cell: the round
// cell of the player it names, or the player's name cell. Warnings are left to the
// callers of Validate, which every caller runs, so that each is reported once.
func (p *parser) validate(t *engine.Tournament) {
	for _, pr := range t.Validate() {
		if pr.Severity == engine.Warning {
			continue
		}
		if p.skip(t, pr) {
			continue
		}
		loc, ok := p.locs[pr.Player]
		row, col, field := p.h.row, 0, ""
		if ok {
			row, col = loc.row, loc.nameCol
			switch {
			case pr.Round > 0 && pr.Round <= len(loc.cols):
				col = loc.cols[pr.Round-1]
				field = "round " + strconv.Itoa(pr.Round)
			case strings.Contains(pr.Message, "declared total") && loc.ptsCol >= 0:
				col, field = loc.ptsCol, "points"
			}
		}
		msg := pr.Message
		if pr.Player != 0 {
			msg = "player " + strconv.Itoa(int(pr.Player)) + ": " + msg
		}
		kind := ErrGame
		if pr.Round == 0 {
			kind = ErrField // a player's or the event's data, not a game
		}
		p.errs = append(p.errs, p.at(row, col, field, fmt.Errorf("%w: %s", kind, msg)))
	}
}
