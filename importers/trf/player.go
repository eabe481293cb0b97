package trf

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Columns of a 001 line (1-based). Columns from colRating on move with a detected shift.
const (
	colID       = 5  // 5-8
	colSex      = 10 // 10
	colTitle    = 11 // 11-13
	colName     = 15 // 15-47
	colNameEnd  = 47
	colRating   = 49 // 49-52
	colFed      = 54 // 54-56
	colFIDEID   = 58 // 58-68
	colBirth    = 70 // 70-79
	colPoints   = 80 // 81-84; col 80 is read too, for totals of five characters
	colRank     = 86 // 86-89
	colRound1   = 92 // first round block, 92-99
	roundStride = 10
	maxShift    = 3
)

// maxDummyName is the length of the longest of dummyNames.
const maxDummyName = 11

// dummyNames are names pairing programs give a fake player who stands for the bye.
var dummyNames = map[string]bool{
	"spielfrei": true, "bye": true, "freilos": true, "exempt": true, "libre": true,
	"descanso": true, "bye player": true, "pairing bye": true,
}

// parsePlayer reads a 001 line.
func (p *parser) parsePlayer(n int, r row) {
	idText := r.col(colID, colID+3)
	v, ok := parseInt(idText)
	if !ok || strings.TrimSpace(idText) == "" {
		p.errorf(n, colID, "start number", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(idText)))
		return
	}
	id, err := importers.CheckStartNumber(v)
	if err != nil {
		p.errorf(n, colID, "start number", err)
		return
	}
	if first := p.players[id]; first != 0 {
		p.errorf(n, colID, "start number", fmt.Errorf("%w %d (first on line %d)", ErrDuplicate, id, first))
		return
	}
	p.players[id] = n

	// Read the rounds at the standard columns; only when something there does not line
	// up, look for a shift and read them again.
	last := lastNonBlank(r)
	shift := 0
	errMark, warnMark := len(p.errs), len(p.warns)
	var rounds []engine.Round
	aligned := headAligned(r, 0)
	if aligned {
		rounds, aligned = p.parseRounds(n, r, 0, last)
	}
	if !aligned {
		p.errs, p.warns = p.errs[:errMark], p.warns[:warnMark]
		for _, s := range []int{1, -1, 2, -2, 3, -3} {
			if lineAligned(r, s, last) && hasAnchor(r, s, last) {
				shift = s
				p.warnf(n, colNameEnd+1, "", "columns after the name are shifted by %+d; line read realigned", s)
				break
			}
		}
		rounds, _ = p.parseRounds(n, r, shift, last)
	}
	c := func(col int) int { return col + shift }
	p.pos.SetPlayer(id, importers.Position{Line: n, Column: colID})
	p.pos.SetRoundColumns(id, colRound1+shift, roundStride)

	pl := engine.Player{
		ID:    id,
		Sex:   strings.TrimSpace(r.col(colSex, colSex)),
		Title: strings.TrimSpace(r.col(colTitle, colTitle+2)),
	}
	nameFrom, nameTo := colName, colNameEnd+shift
	if shift == 0 && r.at(colNameEnd+1) != ' ' {
		if r.at(colName) == ' ' {
			nameFrom, nameTo = colName+1, colNameEnd+1 // lichess: the name starts at column 16
		} else {
			nameTo = colNameEnd + 1
			p.warnf(n, colNameEnd+1, "name", "name runs into column 48")
		}
	}
	pl.Name = strings.TrimSpace(r.col(nameFrom, nameTo))
	if len(pl.Name) <= maxDummyName && dummyNames[strings.ToLower(pl.Name)] {
		p.warnf(n, colName, "name", "player %d %q looks like a dummy bye player; kept as a player", id, pl.Name)
	}

	if rt, ok := parseInt(r.col(c(colRating), c(colRating+3))); ok {
		pl.Rating = rt
	} else {
		p.errorf(n, c(colRating), "rating", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(c(colRating), c(colRating+3)))))
	}
	pl.Federation = strings.TrimSpace(r.col(c(colFed), c(colFed+2)))
	pl.FIDEID = strings.TrimSpace(r.col(c(colFIDEID), c(colFIDEID+10)))
	pl.Birth = strings.TrimSpace(r.col(c(colBirth), c(colBirth+9)))
	if pts := strings.TrimSpace(r.col(c(colPoints), c(colPoints+4))); pts != "" {
		s, err := parseScore(pts)
		if err != nil {
			p.errorf(n, c(colPoints+1), "points", fmt.Errorf("%w: %q", ErrScore, pts))
		} else if len(p.scores) < cap(p.scores) {
			p.scores = append(p.scores, s)
			pl.Declared = &p.scores[len(p.scores)-1]
		} else {
			v := s
			pl.Declared = &v
		}
	}
	if rk, ok := parseInt(r.col(c(colRank), c(colRank+3))); ok {
		pl.DeclaredRank = rk
	} else {
		p.errorf(n, c(colRank), "rank", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(c(colRank), c(colRank+3)))))
	}

	pl.Rounds = rounds
	p.t.Players = append(p.t.Players, pl)
}

// parseRounds reads the round blocks of a 001 line shifted by s, and reports whether
// every block lined up.
func (p *parser) parseRounds(n int, r row, s, last int) ([]engine.Round, bool) {
	first := colRound1 + s
	if last < first {
		return nil, true
	}
	need := min((last-first)/roundStride+1, MaxRounds)
	var rounds []engine.Round
	if free := p.rounds[len(p.rounds):cap(p.rounds)]; len(free) >= need {
		rounds = free[:0:need]
		p.rounds = p.rounds[:len(p.rounds)+need]
	} else {
		rounds = make([]engine.Round, 0, need)
	}
	aligned := true
	for k, b := 0, first; b <= last; k, b = k+1, b+roundStride {
		if k == MaxRounds {
			p.errorf(n, b, "rounds", fmt.Errorf("%w: more than %d round blocks", ErrTooMany, MaxRounds))
			break
		}
		if r.runes == nil && b >= 3 && b+7 <= r.n {
			if rd, ok := quickBlock(r.s[b-3 : b+7]); ok {
				rounds = append(rounds, rd)
				continue
			}
		}
		if !blockAligned(r, b) {
			aligned = false
		}
		rounds = append(rounds, p.parseBlock(n, r, b, k+1))
	}
	return rounds, aligned
}

// quickBlock reads an ASCII round block with its two leading blanks ("  oooo c r") when
// it is aligned and needs no warning; ok is false otherwise, and the block is then read
// by parseBlock.
func quickBlock(s string) (engine.Round, bool) {
	var rd engine.Round
	if s[0] != ' ' || s[1] != ' ' || s[6] != ' ' || s[8] != ' ' {
		return rd, false
	}
	opp, i := 0, 2
	for i < 6 && s[i] == ' ' {
		i++
	}
	for ; i < 6; i++ {
		if s[i] < '0' || s[i] > '9' {
			return rd, false
		}
		opp = opp*10 + int(s[i]-'0')
	}
	c, ok := colorOf(rune(s[7]))
	if !ok || s[9] == ' ' {
		return rd, false
	}
	res, ok := resultOf(rune(s[9]))
	if !ok || opp == 0 && res.Played() || opp != 0 && res.IsBye() {
		return rd, false
	}
	return engine.Round{Opponent: engine.PlayerID(opp), Color: c, Result: res}, true
}

// lastNonBlank returns the column of the last non-blank character (0 for none).
func lastNonBlank(r row) int {
	for c := r.n; c >= 1; c-- {
		if ch := r.at(c); ch != ' ' && ch != '\t' {
			return c
		}
	}
	return 0
}

// lineAligned reports whether the fields after the name line up when shifted by s: the
// rating and rank are numbers, the points field is a score, and every round block has an
// opponent number, blanks at the separators, a colour and a result code.
func lineAligned(r row, s, last int) bool {
	if !headAligned(r, s) {
		return false
	}
	for b := colRound1 + s; b <= last; b += roundStride {
		if !blockAligned(r, b) {
			return false
		}
	}
	return true
}

// headAligned reports whether the rating, points and rank fields shifted by s hold
// numbers (or blanks).
func headAligned(r row, s int) bool {
	if _, ok := parseInt(r.col(colRating+s, colRating+3+s)); !ok {
		return false
	}
	if _, ok := parseInt(r.col(colRank+s, colRank+3+s)); !ok {
		return false
	}
	if pts := strings.TrimSpace(r.col(colPoints+s, colPoints+4+s)); pts != "" {
		if _, err := parseScore(pts); err != nil {
			return false
		}
	}
	return true
}

// hasAnchor reports whether a shifted reading is backed by real content: a points field
// or at least one non-blank round block. It keeps a shift from being chosen for a line
// that is merely short.
func hasAnchor(r row, s, last int) bool {
	return strings.TrimSpace(r.col(colPoints+s, colPoints+4+s)) != "" || last >= colRound1+s
}

func blockAligned(r row, b int) bool {
	if r.runes == nil && b >= 3 && b+7 <= r.n {
		// ASCII fast path: "  oooo c r" fully inside the line.
		s := r.s[b-3 : b+7]
		if s[0] != ' ' || s[1] != ' ' || s[6] != ' ' || s[8] != ' ' {
			return false
		}
		if _, ok := parseInt(s[2:6]); !ok {
			return false
		}
		if _, ok := colorOf(rune(s[7])); !ok {
			return false
		}
		_, ok := resultOf(rune(s[9]))
		return ok || s[9] == ' '
	}
	if r.at(b-1) != ' ' || r.at(b-2) != ' ' || r.at(b+4) != ' ' || r.at(b+6) != ' ' {
		return false
	}
	if _, ok := parseInt(r.col(b, b+3)); !ok {
		return false
	}
	if _, ok := colorOf(r.at(b + 5)); !ok {
		return false
	}
	_, ok := resultOf(r.at(b + 7))
	return ok || r.at(b+7) == ' '
}

func colorOf(ch rune) (engine.Color, bool) {
	switch ch {
	case 'w', 'W':
		return engine.White, true
	case 'b', 'B':
		return engine.Black, true
	case '-', ' ':
		return engine.NoColor, true
	}
	return engine.NoColor, false
}

// resultOf maps a TRF result code (any case) to a result. Blank is handled by the caller.
func resultOf(ch rune) (engine.Result, bool) {
	switch ch {
	case '1':
		return engine.Win, true
	case '=':
		return engine.Draw, true
	case '0':
		return engine.Loss, true
	case 'W', 'w':
		return engine.WinUnrated, true
	case 'D', 'd':
		return engine.DrawUnrated, true
	case 'L', 'l':
		return engine.LossUnrated, true
	case '+':
		return engine.ForfeitWin, true
	case '-':
		return engine.ForfeitLoss, true
	case 'F', 'f':
		return engine.FullBye, true
	case 'H', 'h':
		return engine.HalfBye, true
	case 'Z', 'z':
		return engine.ZeroBye, true
	case 'U', 'u':
		return engine.PairingBye, true
	}
	return engine.NoResult, false
}

// byeFor is the bye a played result without an opponent is read as.
var byeFor = map[engine.Result]engine.Result{
	engine.Win: engine.FullBye, engine.WinUnrated: engine.FullBye,
	engine.Draw: engine.HalfBye, engine.DrawUnrated: engine.HalfBye,
	engine.Loss: engine.ZeroBye, engine.LossUnrated: engine.ZeroBye,
}

// parseBlock reads the round block starting at column b (opponent b..b+3, colour b+5,
// result b+7).
func (p *parser) parseBlock(n int, r row, b, round int) engine.Round {
	var rd engine.Round
	field := func(what string) string { return fmt.Sprintf("round %d %s", round, what) }
	oppText := r.col(b, b+3)
	opp, ok := parseInt(oppText)
	if !ok {
		p.errorf(n, b, field("opponent"), fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(oppText)))
	}
	rd.Opponent = engine.PlayerID(opp)
	col, ok := colorOf(r.at(b + 5))
	if !ok {
		p.errorf(n, b+5, field("colour"), fmt.Errorf("%w %q", ErrColor, r.at(b+5)))
	}
	rd.Color = col
	ch := r.at(b + 7)
	if ch == ' ' {
		if rd.Opponent != 0 {
			rd.Result = engine.Pending
		}
		return rd
	}
	res, ok := resultOf(ch)
	if !ok {
		p.errorf(n, b+7, field("result"), fmt.Errorf("%w %q", ErrResultCode, ch))
		return rd
	}
	rd.Result = res
	switch {
	case rd.Opponent == 0 && res.Played():
		rd.Result = byeFor[res]
		p.warnf(n, b+7, field("result"), "result %q without an opponent read as a %s", ch, rd.Result)
	case rd.Opponent != 0 && res.IsBye():
		p.warnf(n, b, field("opponent"), "%s with opponent %d", res, rd.Opponent)
	}
	return rd
}

// parseScore reads a points field: "11.5" and "3" directly, anything else through
// [engine.ParseScore].
func parseScore(s string) (engine.Score, error) {
	var v engine.Score
	i := 0
	for ; i < len(s) && i < 4 && s[i] >= '0' && s[i] <= '9'; i++ {
		v = v*10 + engine.Score(s[i]-'0')
	}
	switch {
	case i > 0 && i == len(s):
		return v * engine.Point, nil
	case i > 0 && i+2 == len(s) && s[i] == '.' && s[i+1] >= '0' && s[i+1] <= '9':
		return v*engine.Point + engine.Score(s[i+1]-'0')*(engine.Point/10), nil
	}
	return engine.ParseScore(s)
}
