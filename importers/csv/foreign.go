package csvin

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// The ICU "foreign CSV" layout reports the games of one or more Irish players in an event
// abroad: a few "Key,value" header lines (Event, Start, End, Rounds, Website), then per
// reported player a "Player,<ICU id>,<last>,<first>" line, one line per round
// ("<round>,<result>,<colour>,<last>,<first>,<rating>,<title>,<federation>", or
// "<round>,<result>,-" for a bye or absence) and a "Total,<points>" line.
//
// The reported players come first, numbered in file order; every opponent becomes a
// player too (matched by "Last, First"), with only the rounds against reported players.
// A reported player's Total is kept as the declared total; opponents have none.

// ErrForeign is wrapped by problems in an ICU foreign CSV file.
var ErrForeign = errors.New("bad ICU foreign CSV")

// looksLikeForeign reports whether the records start with an "Event" line and hold a
// "Player" line.
func looksLikeForeign(records [][]string) bool {
	if len(records) == 0 || len(records[0]) < 2 || !strings.EqualFold(strings.TrimSpace(records[0][0]), "event") {
		return false
	}
	for _, rec := range records {
		if len(rec) > 0 && strings.EqualFold(strings.TrimSpace(rec[0]), "player") {
			return true
		}
	}
	return false
}

// foreignScores maps the result column to points for the reported player.
var foreignScores = map[string]engine.Result{
	"1": engine.Win, "0": engine.Loss, "=": engine.Draw, "0.5": engine.Draw, "½": engine.Draw,
	"+": engine.ForfeitWin, "-": engine.ForfeitLoss,
}

var foreignByes = map[string]engine.Result{
	"1": engine.FullBye, "+": engine.FullBye, "=": engine.HalfBye, "0.5": engine.HalfBye, "½": engine.HalfBye,
	"0": engine.ZeroBye, "-": engine.ZeroBye,
}

var (
	otherColor      = map[engine.Color]engine.Color{engine.White: engine.Black, engine.Black: engine.White}
	foreignOpposite = map[engine.Result]engine.Result{engine.Win: engine.Loss, engine.Loss: engine.Win,
		engine.Draw: engine.Draw, engine.ForfeitWin: engine.ForfeitLoss, engine.ForfeitLoss: engine.ForfeitWin}
)

// foreignReader holds what reading an ICU foreign CSV file collects: the event, its
// players by name, what each line says about a player's round and the problems found.
type foreignReader struct {
	f      *file
	t      *engine.Tournament
	errs   []error
	byName map[string]engine.PlayerID
	// claims holds what the file says about each (player, round).
	claims map[[2]int]foreignClaim
	// cur is the reported player whose block is being read; 0 outside blocks.
	cur engine.PlayerID
	// totalRow is the Total line of each reported player.
	totalRow map[engine.PlayerID]int
}

// foreignClaim is one player's round as a line of the file gives it.
type foreignClaim struct {
	row int
	rd  engine.Round
}

// foreign reads an ICU foreign CSV file.
func (f *file) foreign() (*engine.Tournament, []*importers.ParseError, error) {
	r := &foreignReader{
		f:        f,
		t:        &engine.Tournament{Scoring: engine.DefaultScoring(), TypeText: "ICU foreign CSV"},
		byName:   map[string]engine.PlayerID{},
		claims:   map[[2]int]foreignClaim{},
		totalRow: map[engine.PlayerID]int{},
	}
	// Reported players first, so that they get the low numbers.
	for row, rec := range f.records {
		if strings.EqualFold(foreignField(rec, 0), "player") {
			if n, ok := r.name(row, rec, 2); ok {
				r.addPlayer(n)
			}
		}
	}
	if len(r.errs) > 0 {
		return nil, nil, errors.Join(r.errs...)
	}
	for row, rec := range f.records {
		r.line(row, rec)
	}
	if len(r.errs) > 0 {
		return nil, nil, errors.Join(r.errs...)
	}
	t := r.t
	for k, cl := range r.claims {
		p := t.Player(engine.PlayerID(k[0]))
		for len(p.Rounds) < k[1] {
			p.Rounds = append(p.Rounds, engine.Round{})
		}
		p.Rounds[k[1]-1] = cl.rd
	}
	t.Normalize()
	for _, pr := range engine.Errors(t.Validate()) {
		r.errs = append(r.errs, &importers.ParseError{File: f.name, Err: fmt.Errorf("%w: %s", ErrForeign, pr)})
	}
	if len(r.errs) > 0 {
		return nil, nil, errors.Join(r.errs...)
	}
	return t, r.declaredTotals(), nil
}

// bad records a problem in the cell at row and col.
func (r *foreignReader) bad(row, col int, field, format string, args ...any) {
	line, c, _ := r.f.locate(row, col)
	r.errs = append(r.errs, &importers.ParseError{File: r.f.name, Line: line, Column: c, Field: field,
		Err: fmt.Errorf("%w: "+format, append([]any{ErrForeign}, args...)...)})
}

// addPlayer returns the number of the player with this name, adding one if needed.
// Callers index t.Players afresh after each call: appending may move the slice.
func (r *foreignReader) addPlayer(name string) engine.PlayerID {
	if id, ok := r.byName[name]; ok {
		return id
	}
	id := engine.PlayerID(len(r.t.Players) + 1)
	r.byName[name] = id
	r.t.Players = append(r.t.Players, engine.Player{ID: id, Name: name})
	return id
}

// foreignField returns the cleaned cell i of rec, or "" past its end.
func foreignField(rec []string, i int) string {
	if i < len(rec) {
		return xtab.CleanCell(rec[i])
	}
	return ""
}

// name joins the cells "Last" (at) and "First" (at+1) as "Last, First"; a missing part
// is left out. No name at all is a problem.
func (r *foreignReader) name(row int, rec []string, at int) (string, bool) {
	last, first := foreignField(rec, at), foreignField(rec, at+1)
	switch {
	case last == "" && first == "":
		r.bad(row, at, "name", "no name")
		return "", false
	case first == "":
		return last, true
	case last == "":
		return first, true
	}
	return last + ", " + first, true
}

// claim records what line row says about a player's round; two lines that disagree are
// a problem.
func (r *foreignReader) claim(row int, id engine.PlayerID, round int, rd engine.Round) {
	k := [2]int{int(id), round}
	if prev, dup := r.claims[k]; dup && prev.rd != rd {
		pl, _, _ := r.f.locate(prev.row, 0)
		r.bad(row, 0, "round", "player %d round %d disagrees with line %d", id, round, pl)
	}
	r.claims[k] = foreignClaim{row, rd}
}

// foreignKeyLines reads the lines that start with a key (lower case): the header lines,
// and the Player and Total lines around each reported player's rounds.
var foreignKeyLines = map[string]func(r *foreignReader, row int, rec []string){
	"event": func(r *foreignReader, _ int, rec []string) { r.t.Name = foreignField(rec, 1) },
	"start": func(r *foreignReader, _ int, rec []string) { r.t.StartDate = foreignField(rec, 1) },
	"end":   func(r *foreignReader, _ int, rec []string) { r.t.EndDate = foreignField(rec, 1) },
	"rounds": func(r *foreignReader, row int, rec []string) {
		n, err := strconv.Atoi(foreignField(rec, 1))
		if err != nil || n < 1 || n > 999 {
			r.bad(row, 1, "rounds", "%q is not a number of rounds", foreignField(rec, 1))
		}
		r.t.Rounds = n
	},
	"website": func(r *foreignReader, _ int, rec []string) {
		r.t.Records = append(r.t.Records, engine.Record{Line: "Website," + foreignField(rec, 1)})
	},
	"player": (*foreignReader).player,
	"total":  (*foreignReader).total,
}

// line reads one line: a key line, or a round line ("<round>,<result>,...") inside a
// Player block. Empty lines are skipped.
func (r *foreignReader) line(row int, rec []string) {
	key := strings.ToLower(foreignField(rec, 0))
	if key == "" {
		return
	}
	if read, ok := foreignKeyLines[key]; ok {
		read(r, row, rec)
		return
	}
	round, err := strconv.Atoi(key)
	switch {
	case err != nil || round < 1 || round > 999:
		r.bad(row, 0, "round", "%q is not a round number or a known key", foreignField(rec, 0))
	case r.cur == 0:
		r.bad(row, 0, "round", "a round line outside a Player block")
	default:
		r.round(row, rec, round)
	}
}

// player reads a "Player,<ICU id>,<last>,<first>" line: the block of this reported
// player's rounds starts.
func (r *foreignReader) player(row int, rec []string) {
	n, _ := r.name(row, rec, 2)
	r.cur = r.addPlayer(n)
	if id := foreignField(rec, 1); id != "" {
		p := r.t.Player(r.cur)
		p.National = append(p.National, engine.NationalRating{Federation: "IRL", ID: id})
	}
}

// total reads a "Total,<points>" line: the reported player's declared total, which ends
// the block.
func (r *foreignReader) total(row int, rec []string) {
	if r.cur == 0 {
		r.bad(row, 0, "total", "a Total line before any Player line")
		return
	}
	s, err := engine.ParseScore(foreignField(rec, 1))
	if err != nil {
		r.bad(row, 1, "total", "%q is not a number of points", foreignField(rec, 1))
		return
	}
	r.t.Player(r.cur).Declared = &s
	r.totalRow[r.cur] = row
	r.cur = 0
}

// round reads the reported player's round line: a bye or absence ("<round>,<result>,-"),
// or a game, which is claimed for both players.
func (r *foreignReader) round(row int, rec []string, round int) {
	res, colour := foreignField(rec, 1), strings.ToUpper(foreignField(rec, 2))
	if colour == "-" || colour == "" {
		if bye, ok := foreignByes[res]; ok {
			r.claim(row, r.cur, round, engine.Round{Result: bye})
		} else {
			r.bad(row, 1, "result", "bye result %q (want 1, =, 0 or -)", res)
		}
		return
	}
	result, ok := foreignScores[res]
	if !ok {
		r.bad(row, 1, "result", "result %q (want 1, 0, =, 0.5, + or -)", res)
		return
	}
	c := map[string]engine.Color{"W": engine.White, "B": engine.Black}[colour]
	if c == engine.NoColor {
		r.bad(row, 2, "colour", "colour %q (want W, B or -)", foreignField(rec, 2))
		return
	}
	n, ok := r.name(row, rec, 3)
	if !ok {
		return
	}
	oppID := r.addPlayer(n)
	r.opponentDetails(row, rec, oppID)
	r.claim(row, r.cur, round, engine.Round{Opponent: oppID, Color: c, Result: result})
	r.claim(row, oppID, round, engine.Round{Opponent: r.cur, Color: otherColor[c], Result: foreignOpposite[result]})
}

// opponentDetails takes the opponent's rating, title and federation from a round line,
// where no earlier line gave them.
func (r *foreignReader) opponentDetails(row int, rec []string, id engine.PlayerID) {
	opp := r.t.Player(id)
	if opp.Rating == 0 && foreignField(rec, 5) != "" {
		if n, err := strconv.Atoi(foreignField(rec, 5)); err == nil && n >= 0 && n <= 9999 {
			opp.Rating = n
		} else {
			r.bad(row, 5, "rating", "%q is not a rating", foreignField(rec, 5))
		}
	}
	if opp.Title == "" {
		opp.Title = foreignField(rec, 6)
	}
	if opp.Federation == "" {
		opp.Federation = foreignField(rec, 7)
	}
}

// declaredTotals keeps each reported player's Total that differs from the rounds as an
// adjustment, with a warning at its line.
func (r *foreignReader) declaredTotals() []*importers.ParseError {
	t := r.t
	var warns []*importers.ParseError
	for i := range t.Players {
		p := &t.Players[i]
		if p.Declared != nil && *p.Declared != t.GamePoints(p) {
			diff := *p.Declared - t.GamePoints(p)
			t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: p.ID, Points: diff,
				Source: engine.AdjustDeclared, Note: "declared total differs from the rounds"})
			line, col, _ := r.f.locate(r.totalRow[p.ID], 1)
			warns = append(warns, &importers.ParseError{File: r.f.name, Line: line, Column: col, Field: "total",
				Err: fmt.Errorf("player %d %s: declared total %s differs from the rounds (%s); kept as an adjustment of %s",
					p.ID, p.Name, p.Declared, t.GamePoints(p), diff)})
		}
	}
	return warns
}
