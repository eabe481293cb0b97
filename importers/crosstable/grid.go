package crosstable

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// Grid is a table of text cells as read from a file.
type Grid struct {
	File string // for messages
	Rows [][]string
	// Locate gives the position of cell (row, col), both 0-based, for messages: a line and
	// column for a text file, or a cell name such as "Sheet1!F12" for a spreadsheet. Nil
	// means "row+1, col+1".
	Locate func(row, col int) (line, column int, cell string)
}

// Options control [Parse].
type Options struct {
	Notation xtab.Notation // Auto: decide from the cells
	// OpponentRefs is "start" (opponent numbers are start numbers), "rank" (final ranks,
	// as in chess-results ranking crosstables) or "" to decide from the header.
	OpponentRefs string
	Layout       string // "crosstable", "matrix" or "" to detect
	// Meta, when set, supplies the event header, scoring, teams, records, adjustments and
	// national ratings read from a file's metadata lines; Parse adds the players and rounds.
	Meta *xtab.Meta
	// Positions, when set, receives where each player's row and round cells are.
	Positions *importers.Positions
}

// Errors wrapped by the problems [Parse] reports.
var (
	ErrNoHeader = errors.New("no header row (need a Name column and round columns such as R1, 1.Rd or Rd 1)")
	ErrField    = errors.New("bad value")
	ErrGame     = errors.New("inconsistent game")
)

// parser holds the state of one Parse call.
type parser struct {
	g        Grid
	opts     Options
	h        *header
	rows     []int // grid row of each player row, in table order
	errs     []*importers.ParseError
	warns    []*importers.ParseError
	rankRefs bool
	locs     map[engine.PlayerID]placed
	cont     map[int][]int                    // player row -> its continuation rows
	keys     map[*importers.ParseError][2]int // grid position of each problem, for sorting
	// odd holds player-rounds whose result was written as inconsistent on purpose (US
	// N and S), and failed those whose cell could not be read; validation reports neither.
	odd, failed map[[2]int]bool
	// titleCols holds the blank-headed columns read as titles (blankTitleCols) and
	// identityCols the columns player reads; both found once for all players, nil until
	// then.
	titleCols    map[int]bool
	identityCols []int
	// unrated counts the ratings written as a word for unrated (see [unratedWord]), and
	// unratedAt is the grid position of the first, where the note points.
	unrated   int
	unratedAt [2]int
	// planned is the number of rounds the preamble states ("Number of rounds : 9", a
	// chess-results "Rd.2/7" link) and plannedRow its row; 0 when it states none.
	planned, plannedRow int
}

// unratedWords are the ways files write an unrated player's rating, lower case, beside
// a blank cell: "unr." is what tiebreak's own PDFs print.
var unratedWords = map[string]bool{"-": true, "unr": true, "unr.": true, "nr": true, "n/r": true, "unrated": true}

// unratedWord reports whether a rating cell says unrated in words.
func unratedWord(v string) bool { return unratedWords[strings.ToLower(strings.TrimSpace(v))] }

// rating reads the rating cell v at row r, column c: a number from 0 to 9999, or 0
// (unrated) for a blank cell or a word for unrated (counted for the note); anything else
// is an error.
func (p *parser) rating(r, c int, v string) int {
	if v == "" {
		return 0
	}
	if unratedWord(v) {
		if p.unrated == 0 {
			p.unratedAt = [2]int{r, c}
		}
		p.unrated++
		return 0
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > 9999 {
		p.fail(r, c, "rating", "%q is not a rating: write a number from 0 to 9999, or leave the cell blank (or unr, NR, Unrated) for an unrated player", v)
		return 0
	}
	return n
}

func (p *parser) at(row, col int, field string, err error) *importers.ParseError {
	pe := &importers.ParseError{File: p.g.File, Field: field, Err: err}
	row, col = max(row, 0), max(col, 0) // a missing column (-1) points at the row's start
	p.keys[pe] = [2]int{row, col}
	if p.g.Locate != nil {
		pe.Line, pe.Column, pe.Cell = p.g.Locate(row, col)
	} else {
		pe.Line, pe.Column = row+1, col+1
	}
	return pe
}

// sort orders problems by their place in the grid, row first.
func (p *parser) sort(list []*importers.ParseError) {
	sort.SliceStable(list, func(a, b int) bool {
		ka, kb := p.keys[list[a]], p.keys[list[b]]
		if ka[0] != kb[0] {
			return ka[0] < kb[0]
		}
		return ka[1] < kb[1]
	})
}

func (p *parser) fail(row, col int, field string, format string, args ...any) {
	p.errs = append(p.errs, p.at(row, col, field, fmt.Errorf("%w: "+format, append([]any{ErrField}, args...)...)))
}

func (p *parser) warn(row, col int, field string, format string, args ...any) {
	p.warns = append(p.warns, p.at(row, col, field, fmt.Errorf(format, args...)))
}

func (p *parser) cell(row, col int) string {
	if col < 0 || col >= len(p.g.Rows[row]) {
		return ""
	}
	return xtab.CleanCell(p.g.Rows[row][col])
}

// Parse turns a grid into a tournament. It returns the warnings (accepted, but worth a
// look) and, when anything is wrong, a nil tournament and an error joining every
// *importers.ParseError found.
func Parse(g Grid, opts Options) (*engine.Tournament, []*importers.ParseError, error) {
	p := &parser{g: g, opts: opts, keys: map[*importers.ParseError][2]int{}}
	h, ok := findHeader(g.Rows, opts.Meta != nil)
	if !ok {
		pe := &importers.ParseError{File: g.File, Line: 1, Err: ErrNoHeader}
		if g.Locate != nil && len(g.Rows) > 0 {
			pe.Line, pe.Column, pe.Cell = g.Locate(0, 0)
		}
		return nil, nil, errors.Join(pe)
	}
	p.h = h
	p.uniqueAttrKeys()
	p.findPlayerRows()
	p.skipRunningScores()
	matrix := p.isMatrix()
	p.checkSize(matrix)
	if len(p.errs) > 0 {
		return nil, nil, errors.Join(p.errs[0])
	}
	t := p.newTournament()
	p.readPreamble(t)
	if matrix {
		p.readMatrix(t)
	} else {
		p.readCrosstable(t)
	}
	if m := opts.Meta; m != nil {
		for i := range t.Players {
			t.Players[i].National = m.National[t.Players[i].ID]
		}
		if m.Base.Rounds > t.Rounds {
			t.Rounds = m.Base.Rounds
		}
		t.Normalize()
	}
	if p.unrated > 0 {
		at := p.unratedAt
		p.warn(at[0], at[1], "rating", "%q read as unrated (%d such ratings in all); a blank rating means unrated too",
			p.cell(at[0], at[1]), p.unrated)
	}
	if p.planned > 0 && len(p.errs) == 0 {
		if p.planned > importers.MaxPlayerRounds/max(len(t.Players), 1) {
			p.warn(p.plannedRow, 0, "rounds", "%d planned rounds is more than this program reads; the planned rounds are not known", p.planned)
		} else if err := t.PlanRounds(p.planned); err != nil {
			p.warn(p.plannedRow, 0, "rounds", "the page states %d rounds, but the crosstable holds more; the planned rounds are not known", p.planned)
		}
	}
	p.recordPositions()
	p.checkMetaAdjustments(t)
	if len(p.errs) == 0 {
		p.declared(t)
	}
	p.validate(t)
	p.sort(p.errs)
	p.sort(p.warns)
	if len(p.errs) > 0 {
		out := make([]error, len(p.errs))
		for i, e := range p.errs {
			out[i] = e
		}
		return nil, p.warns, errors.Join(out...)
	}
	return t, p.warns, nil
}

// uniqueAttrKeys numbers repeated attribute headers ("TB", "TB (2)") so that every
// attribute key of a player is distinct.
func (p *parser) uniqueAttrKeys() {
	seen := map[string]int{}
	for c, k := range p.h.kinds {
		if k != colAttr {
			continue
		}
		key := p.h.texts[c]
		seen[key]++
		if n := seen[key]; n > 1 {
			p.h.texts[c] = key + " (" + strconv.Itoa(n) + ")"
		}
	}
}

// findPlayerRows collects the rows below the header that hold a player: a name, or a
// start number followed by anything else. When the table has a number column, rows
// without a number right below a player are that player's continuation lines (US wall
// charts print three lines per player: results, then colours and IDs, then running
// scores). Other rows (blank lines, footers, legends) are skipped.
func (p *parser) findPlayerRows() {
	nameCol, noCol := p.h.first(colName), p.h.first(colNumber)
	p.cont = map[int][]int{}
	last := -1
	for r := p.h.row + 1; r < len(p.g.Rows); r++ {
		if noCol >= 0 && p.cell(r, noCol) == "" && last >= 0 && !p.blankRow(r) {
			p.cont[last] = append(p.cont[last], r)
			continue
		}
		last = -1
		if len(p.rows) == importers.MaxPlayers && p.isPlayerRow(r) {
			p.errs = append(p.errs, p.at(r, 0, "player", fmt.Errorf("a %dth player: %w (at most %d players)",
				importers.MaxPlayers+1, importers.ErrLimit, importers.MaxPlayers)))
			return
		}
		if p.cell(r, nameCol) != "" {
			last = r
			p.rows = append(p.rows, r)
			continue
		}
		if noCol < 0 {
			continue
		}
		if _, err := strconv.Atoi(p.cell(r, noCol)); err != nil {
			continue
		}
		// A numbered row with nothing else is a player only in a file this program wrote
		// (a player without a name); elsewhere it is an unused line of a printed chart.
		if !p.blankRow(r) || p.opts.Meta != nil {
			last = r
			p.rows = append(p.rows, r)
		}
	}
}

// isPlayerRow reports whether findPlayerRows takes row r (not a continuation line) as a
// player.
func (p *parser) isPlayerRow(r int) bool {
	if p.cell(r, p.h.first(colName)) != "" {
		return true
	}
	noCol := p.h.first(colNumber)
	if noCol < 0 {
		return false
	}
	if _, err := strconv.Atoi(p.cell(r, noCol)); err != nil {
		return false
	}
	return !p.blankRow(r) || p.opts.Meta != nil
}

// checkSize refuses a table whose players times rounds (round columns, the rounds the
// metadata declares, or a matrix's players - 1) go beyond [importers.MaxPlayerRounds], before
// anything is allocated for them.
func (p *parser) checkSize(matrix bool) {
	rounds, declared := p.h.count(colRound), 0
	if rounds == 0 {
		rounds = p.h.count(colInt)
	}
	if matrix {
		rounds = len(p.rows)
	}
	if m := p.opts.Meta; m != nil && m.Base != nil && m.Base.Rounds > rounds {
		rounds, declared = m.Base.Rounds, m.Base.Rounds
	}
	if len(p.rows)*rounds <= importers.MaxPlayerRounds {
		return
	}
	meta := ""
	if declared > 0 {
		meta = fmt.Sprintf(" (# rounds: %d)", declared)
	}
	p.errs = append(p.errs, p.at(p.h.row, 0, "rounds", fmt.Errorf("%d players and %d rounds%s: %w (at most %d player-rounds)",
		len(p.rows), rounds, meta, importers.ErrLimit, importers.MaxPlayerRounds)))
}

// blankRow reports whether row r has no text outside the number column.
func (p *parser) blankRow(r int) bool {
	noCol := p.h.first(colNumber)
	for c := range p.g.Rows[r] {
		if c != noCol && p.cell(r, c) != "" {
			return false
		}
	}
	return true
}

// continuationColor returns the colour a continuation line gives round column c of the
// player on row r ("w" or "b" under the result), or NoColor.
func (p *parser) continuationColor(r, c int) engine.Color {
	for _, cr := range p.cont[r] {
		switch strings.ToLower(p.cell(cr, c)) {
		case "w":
			return engine.White
		case "b":
			return engine.Black
		}
	}
	return engine.NoColor
}

func (p *parser) newTournament() *engine.Tournament {
	t := &engine.Tournament{Scoring: engine.DefaultScoring()}
	if p.opts.Meta != nil && p.opts.Meta.Base != nil {
		b := p.opts.Meta.Base
		*t = *b
		t.Players = nil
		t.Adjustments = append([]engine.Adjustment(nil), b.Adjustments...)
	}
	return t
}

// readPreamble takes the event name and a few "Key : Value" lines from the rows above the
// header, as chess-results exports have them, when the base did not supply them.
func (p *parser) readPreamble(t *engine.Tournament) {
	if p.opts.Meta != nil {
		return
	}
	for r := 0; r < p.h.row; r++ {
		text := p.cell(r, 0)
		if text == "" {
			continue
		}
		key, val, ok := strings.Cut(text, " : ")
		if !ok {
			low := strings.ToLower(text)
			if t.Name == "" && !strings.HasPrefix(low, "from the tournament-database") &&
				!strings.HasPrefix(low, "last update") && !strings.Contains(low, "crosstable") {
				t.Name = text
			}
			continue
		}
		key, val = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(val)
		switch {
		case key == "chief arbiter":
			t.ChiefArbiter = val
		case key == "deputy chief arbiter":
			t.DeputyArbiters = append(t.DeputyArbiters, val)
		case strings.HasPrefix(key, "time control"):
			t.TimeControl = val
		case key == "location":
			t.City = val
		case key == "federation":
			if i, j := strings.LastIndex(val, "("), strings.LastIndex(val, ")"); i >= 0 && j > i {
				val = strings.TrimSpace(val[i+1 : j])
			}
			t.Federation = val
		case key == "date":
			t.StartDate = val
		case key == "tournament type":
			t.TypeText = val
		case key == "number of rounds":
			if n, err := strconv.Atoi(val); err == nil && n > 0 {
				p.planned, p.plannedRow = n, r
			}
		default:
			if m := roundOf.FindStringSubmatch(val); m != nil && p.planned == 0 {
				if n, err := strconv.Atoi(m[1]); err == nil && n > 0 {
					p.planned, p.plannedRow = n, r
				}
			}
		}
	}
}

// roundOf finds the planned rounds in a chess-results link "Rd.2/7" (round 2 of 7).
var roundOf = regexp.MustCompile(`\bRd\.\s*\d+\s*/\s*(\d+)\b`)

// isMatrix decides whether the bare-integer columns are a round-robin matrix: one column
// per player and a diagonal of *, x or blank.
func (p *parser) isMatrix() bool {
	switch p.opts.Layout {
	case "matrix":
		return true
	case "crosstable", "games":
		return false
	}
	if p.h.count(colRound) > 0 || p.h.count(colInt) != len(p.rows) || len(p.rows) < 2 {
		return false
	}
	for i, r := range p.rows {
		col := p.intCol(i + 1)
		if col < 0 {
			return false
		}
		switch strings.ToLower(p.cell(r, col)) {
		case "*", "x", "":
		default:
			return false
		}
	}
	return true
}

// intCol returns the column whose header is the bare integer n, or -1.
func (p *parser) intCol(n int) int {
	for c, k := range p.h.kinds {
		if k == colInt && p.h.nums[c] == n {
			return c
		}
	}
	return -1
}

// player reads the identity columns of one player row; id is the start number.
func (p *parser) player(r int, index int) engine.Player {
	h := p.h
	pl := engine.Player{ID: engine.PlayerID(index + 1)}
	for _, c := range p.identityColumns() {
		v := p.cell(r, c)
		switch h.kinds[c] {
		case colNumber:
			id, err := importers.ParseStartNumber(v)
			if err != nil {
				p.fail(r, c, "start number", "%v", err)
				continue
			}
			pl.ID = id
		case colRank:
			if v == "" {
				continue
			}
			first, _, _ := strings.Cut(strings.ReplaceAll(v, "–", "-"), "-") // shared place "3-5"
			n, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(first), "."))
			if err != nil || n < 0 {
				p.fail(r, c, "rank", "%q is not a rank", v)
				continue
			}
			pl.DeclaredRank = n
		case colName:
			pl.Name = v
		case colSex:
			pl.Sex = v
		case colTitle:
			pl.Title = v
		case colRating:
			pl.Rating = p.rating(r, c, v)
		case colFed:
			pl.Federation = v
		case colFIDEID:
			pl.FIDEID = v
		case colBorn:
			pl.Birth = v
		case colClub:
			pl.Club = v
		case colPoints:
			if v == "" {
				continue
			}
			s, err := engine.ParseScore(v)
			if err != nil {
				p.fail(r, c, "points", "%q is not a number of points", v)
				continue
			}
			pl.Declared = &s
		case colBlank:
			if p.titleColumns()[c] {
				pl.Title = v
			} else if v != "" {
				pl.Attrs = append(pl.Attrs, engine.Attr{Key: "column " + strconv.Itoa(c+1), Value: v})
			}
		case colAttr:
			if v != "" {
				pl.Attrs = append(pl.Attrs, engine.Attr{Key: h.texts[c], Value: v})
			}
		}
	}
	return pl
}

// identityColumns returns the columns player reads: every column but the results and
// running scores, which are read elsewhere.
func (p *parser) identityColumns() []int {
	if p.identityCols == nil {
		p.identityCols = []int{}
		for c, kind := range p.h.kinds {
			if kind != colRound && kind != colInt && kind != colSkip {
				p.identityCols = append(p.identityCols, c)
			}
		}
	}
	return p.identityCols
}

// titleColumns returns blankTitleCols, worked out once.
func (p *parser) titleColumns() map[int]bool {
	if p.titleCols == nil {
		p.titleCols = p.blankTitleCols()
	}
	return p.titleCols
}

// blankTitleCols finds blank-headed columns whose values are all titles (chess-results
// puts the title in a column without a header).
func (p *parser) blankTitleCols() map[int]bool {
	out := map[int]bool{}
	if p.h.first(colTitle) >= 0 {
		return out
	}
	for c, k := range p.h.kinds {
		if k != colBlank {
			continue
		}
		seen := false
		all := true
		for _, r := range p.rows {
			v := strings.ToLower(p.cell(r, c))
			if v == "" {
				continue
			}
			seen = true
			if !titles[v] {
				all = false
				break
			}
		}
		if seen && all {
			out[c] = true
			break
		}
	}
	return out
}

// roundCols returns the round columns in round order.
func (p *parser) roundCols() []int {
	var cols []int
	kind := colRound
	if p.h.count(colRound) == 0 {
		kind = colInt
	}
	for c, k := range p.h.kinds {
		if k == kind {
			cols = append(cols, c)
		}
	}
	sort.SliceStable(cols, func(a, b int) bool { return p.h.nums[cols[a]] < p.h.nums[cols[b]] })
	return cols
}

// useRankRefs decides whether opponent numbers are ranks.
func (p *parser) useRankRefs() bool {
	switch p.opts.OpponentRefs {
	case "rank":
		return true
	case "start":
		return false
	}
	rk, no := p.h.first(colRank), p.h.first(colNumber)
	return rk >= 0 && (no < 0 || rk < no)
}

// recordPositions copies where each player's row and round cells are into the caller's
// side table.
func (p *parser) recordPositions() {
	ps := p.opts.Positions
	if ps == nil {
		return
	}
	pos := func(row, col int) importers.Position {
		if p.g.Locate != nil {
			l, c, cell := p.g.Locate(row, col)
			return importers.Position{Line: l, Column: c, Cell: cell}
		}
		return importers.Position{Line: row + 1, Column: col + 1}
	}
	for id, loc := range p.locs {
		ps.SetPlayer(id, pos(loc.row, max(loc.nameCol, 0)))
		ps.ReserveRounds(id, len(loc.cols))
		for k, c := range loc.cols {
			ps.SetRound(id, k+1, pos(loc.row, c))
		}
	}
}

// placed remembers where a player's data sits in the grid.
type placed struct {
	row     int
	cols    []int // round columns (crosstable) or opponent columns (matrix), per round
	ptsCol  int
	nameCol int
}

// roundFields are the field names of the first rounds, made once.
var roundFields = func() []string {
	f := make([]string, 32)
	for i := range f {
		f[i] = "round " + strconv.Itoa(i)
	}
	return f
}()

// roundField names round n (from 1) in a problem.
func roundField(n int) string {
	if n < len(roundFields) {
		return roundFields[n]
	}
	return "round " + strconv.Itoa(n)
}

func (p *parser) readCrosstable(t *engine.Tournament) {
	cols := p.roundCols()
	p.rankRefs = p.useRankRefs()
	notation := p.opts.Notation
	if notation == xtab.Auto || notation == xtab.Matrix {
		var cells []string
		for _, r := range p.rows {
			for _, c := range cols {
				cells = append(cells, p.cell(r, c))
			}
		}
		notation = xtab.DetectNotation(cells)
	}
	players := make([]engine.Player, len(p.rows))
	for i, r := range p.rows {
		players[i] = p.player(r, i)
	}
	locs := make(map[engine.PlayerID]placed, len(p.rows))
	var mirrors [][2]int // player index and round index of each R cell
	rounds := make([]engine.Round, len(p.rows)*len(cols))
	for i, r := range p.rows {
		pl := &players[i]
		pl.Rounds = rounds[i*len(cols) : (i+1)*len(cols) : (i+1)*len(cols)]
		for k, c := range cols {
			field := roundField(k + 1)
			cl, err := xtab.ParseCell(p.cell(r, c), notation)
			if err != nil {
				p.errs = append(p.errs, p.at(r, c, field, err))
				p.markFailed(pl.ID, k+1)
				continue
			}
			if cl.Note != "" {
				p.warn(r, c, field, "%s", cl.Note)
			}
			if cl.Inconsistent {
				p.markOdd(pl.ID, k+1)
			}
			if cl.Mirror {
				mirrors = append(mirrors, [2]int{i, k})
			}
			rd := engine.Round{Color: cl.Color, Result: cl.Result}
			if rd.Color == engine.NoColor && cl.Ref != 0 {
				rd.Color = p.continuationColor(r, c)
			}
			if cl.Ref != 0 {
				if p.rankRefs {
					if cl.Ref > len(players) {
						p.fail(r, c, field, "opponent rank %d is not in the table (%d players)", cl.Ref, len(players))
						p.markFailed(pl.ID, k+1)
						continue
					}
					rd.Opponent = players[cl.Ref-1].ID
				} else {
					rd.Opponent = engine.PlayerID(cl.Ref)
				}
			}
			pl.Rounds[k] = rd
		}
		if _, dup := locs[pl.ID]; !dup {
			locs[pl.ID] = placed{row: r, cols: cols, ptsCol: p.h.first(colPoints), nameCol: p.h.first(colName)}
		}
	}
	p.mirror(players, mirrors, cols)
	t.Players = players
	t.Rounds = len(cols)
	sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	t.CheckLineOrder()
	p.locs = locs
}

// mirrored maps a result to the one the other side of the game has.
var mirrored = map[engine.Result]engine.Result{
	engine.Win: engine.Loss, engine.Loss: engine.Win, engine.Draw: engine.Draw,
	engine.WinUnrated: engine.LossUnrated, engine.LossUnrated: engine.WinUnrated, engine.DrawUnrated: engine.DrawUnrated,
	engine.ForfeitWin: engine.ForfeitLoss, engine.ForfeitLoss: engine.ForfeitWin, engine.Pending: engine.Pending,
}

// mirror resolves the R cells (player index, round index): each takes the mirror of the
// result and colour its opponent's cell records against this player. A cell it cannot
// mirror (the opponent says R too, or records no game against this player) is an error
// at both cells.
func (p *parser) mirror(players []engine.Player, cells [][2]int, cols []int) {
	if len(cells) == 0 {
		return
	}
	idx := map[engine.PlayerID]int{}
	for i := len(players) - 1; i >= 0; i-- {
		idx[players[i].ID] = i
	}
	isR := map[[2]int]bool{}
	for _, c := range cells {
		isR[c] = true
	}
	for _, c := range cells {
		i, k := c[0], c[1]
		pl := &players[i]
		rd := &pl.Rounds[k]
		field := "round " + strconv.Itoa(k+1)
		row, col := p.rows[i], cols[k]
		j, ok := idx[rd.Opponent]
		if !ok {
			p.fail(row, col, field, "R (the result recorded on the other side), but player %d is not in the table", rd.Opponent)
			p.markFailed(pl.ID, k+1)
			continue
		}
		q := &players[j]
		od := q.Rounds[k]
		res, mirrorable := mirrored[od.Result]
		switch {
		case isR[[2]int{j, k}] && od.Opponent == pl.ID:
			p.fail(row, col, field, "R (the result recorded on the other side), but player %d's cell says R as well; write the result in one of them", q.ID)
		case od.Opponent != pl.ID || !mirrorable:
			p.fail(row, col, field, "R (the result recorded on the other side), but player %d's cell records no game against %d", q.ID, pl.ID)
			p.fail(p.rows[j], cols[k], field, "player %d's cell says R (the result recorded here), but this cell records no game against %d", pl.ID, pl.ID)
			p.markFailed(q.ID, k+1)
		default:
			rd.Result = res
			if rd.Color == engine.NoColor {
				switch od.Color {
				case engine.White:
					rd.Color = engine.Black
				case engine.Black:
					rd.Color = engine.White
				}
			}
			continue
		}
		p.markFailed(pl.ID, k+1)
	}
}
