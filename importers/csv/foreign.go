package csvin

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tiebreak/engine"
	"tiebreak/importers"
	"tiebreak/internal/xtab"
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

// foreign reads an ICU foreign CSV file.
func (f *file) foreign() (*engine.Tournament, []*importers.ParseError, error) {
	t := &engine.Tournament{Scoring: engine.DefaultScoring(), TypeText: "ICU foreign CSV"}
	var errs []error
	bad := func(row, col int, field, format string, args ...any) {
		line, c, _ := f.locate(row, col)
		errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: field,
			Err: fmt.Errorf("%w: "+format, append([]any{ErrForeign}, args...)...)})
	}
	byName := map[string]engine.PlayerID{}
	// addPlayer returns the number of the player with this name, adding one if needed.
	// Callers index t.Players afresh after each call: appending may move the slice.
	addPlayer := func(name string) engine.PlayerID {
		if id, ok := byName[name]; ok {
			return id
		}
		id := engine.PlayerID(len(t.Players) + 1)
		byName[name] = id
		t.Players = append(t.Players, engine.Player{ID: id, Name: name})
		return id
	}
	field := func(rec []string, i int) string {
		if i < len(rec) {
			return xtab.CleanCell(rec[i])
		}
		return ""
	}
	// name joins "Last" and "First" as "Last, First"; a missing part is left out.
	name := func(row int, rec []string, at int) (string, bool) {
		last, first := field(rec, at), field(rec, at+1)
		switch {
		case last == "" && first == "":
			bad(row, at, "name", "no name")
			return "", false
		case first == "":
			return last, true
		case last == "":
			return first, true
		}
		return last + ", " + first, true
	}
	// Reported players first, so that they get the low numbers.
	for row, rec := range f.records {
		if strings.EqualFold(field(rec, 0), "player") {
			if n, ok := name(row, rec, 2); ok {
				addPlayer(n)
			}
		}
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	type claim struct {
		row int
		rd  engine.Round
	}
	claims := map[[2]int]claim{} // (player, round) -> what the file says
	setClaim := func(row int, id engine.PlayerID, round int, rd engine.Round) {
		k := [2]int{int(id), round}
		if prev, dup := claims[k]; dup && prev.rd != rd {
			pl, _, _ := f.locate(prev.row, 0)
			bad(row, 0, "round", "player %d round %d disagrees with line %d", id, round, pl)
		}
		claims[k] = claim{row, rd}
	}
	var cur engine.PlayerID               // the reported player whose block this is; 0 outside blocks
	totalRow := map[engine.PlayerID]int{} // the Total line of each reported player
	for row, rec := range f.records {
		key := strings.ToLower(field(rec, 0))
		switch key {
		case "":
			continue
		case "event":
			t.Name = field(rec, 1)
			continue
		case "start":
			t.StartDate = field(rec, 1)
			continue
		case "end":
			t.EndDate = field(rec, 1)
			continue
		case "rounds":
			n, err := strconv.Atoi(field(rec, 1))
			if err != nil || n < 1 || n > 999 {
				bad(row, 1, "rounds", "%q is not a number of rounds", field(rec, 1))
			}
			t.Rounds = n
			continue
		case "website":
			t.Records = append(t.Records, engine.Record{Line: "Website," + field(rec, 1)})
			continue
		case "player":
			n, _ := name(row, rec, 2)
			cur = addPlayer(n)
			if id := field(rec, 1); id != "" {
				p := t.Player(cur)
				p.National = append(p.National, engine.NationalRating{Federation: "IRL", ID: id})
			}
			continue
		case "total":
			if cur == 0 {
				bad(row, 0, "total", "a Total line before any Player line")
				continue
			}
			s, err := engine.ParseScore(field(rec, 1))
			if err != nil {
				bad(row, 1, "total", "%q is not a number of points", field(rec, 1))
				continue
			}
			t.Player(cur).Declared = &s
			totalRow[cur] = row
			cur = 0
			continue
		}
		round, err := strconv.Atoi(key)
		if err != nil || round < 1 || round > 999 {
			bad(row, 0, "round", "%q is not a round number or a known key", field(rec, 0))
			continue
		}
		if cur == 0 {
			bad(row, 0, "round", "a round line outside a Player block")
			continue
		}
		res, colour := field(rec, 1), strings.ToUpper(field(rec, 2))
		if colour == "-" || colour == "" {
			r, ok := foreignByes[res]
			if !ok {
				bad(row, 1, "result", "bye result %q (want 1, =, 0 or -)", res)
				continue
			}
			setClaim(row, cur, round, engine.Round{Result: r})
			continue
		}
		r, ok := foreignScores[res]
		if !ok {
			bad(row, 1, "result", "result %q (want 1, 0, =, 0.5, + or -)", res)
			continue
		}
		c := map[string]engine.Color{"W": engine.White, "B": engine.Black}[colour]
		if c == engine.NoColor {
			bad(row, 2, "colour", "colour %q (want W, B or -)", field(rec, 2))
			continue
		}
		n, ok := name(row, rec, 3)
		if !ok {
			continue
		}
		oppID := addPlayer(n)
		opp := t.Player(oppID)
		if opp.Rating == 0 && field(rec, 5) != "" {
			if n, err := strconv.Atoi(field(rec, 5)); err == nil && n >= 0 && n <= 9999 {
				opp.Rating = n
			} else {
				bad(row, 5, "rating", "%q is not a rating", field(rec, 5))
			}
		}
		if opp.Title == "" {
			opp.Title = field(rec, 6)
		}
		if opp.Federation == "" {
			opp.Federation = field(rec, 7)
		}
		mine := engine.Round{Opponent: oppID, Color: c, Result: r}
		theirs := engine.Round{Opponent: cur, Color: otherColor[c], Result: foreignOpposite[r]}
		setClaim(row, cur, round, mine)
		setClaim(row, oppID, round, theirs)
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	for k, cl := range claims {
		p := t.Player(engine.PlayerID(k[0]))
		for len(p.Rounds) < k[1] {
			p.Rounds = append(p.Rounds, engine.Round{})
		}
		p.Rounds[k[1]-1] = cl.rd
	}
	t.Normalize()
	for _, pr := range engine.Errors(t.Validate()) {
		errs = append(errs, &importers.ParseError{File: f.name, Err: fmt.Errorf("%w: %s", ErrForeign, pr)})
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	var warns []*importers.ParseError
	for i := range t.Players {
		p := &t.Players[i]
		if p.Declared != nil && *p.Declared != t.GamePoints(p) {
			diff := *p.Declared - t.GamePoints(p)
			t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: p.ID, Points: diff,
				Source: engine.AdjustDeclared, Note: "declared total differs from the rounds"})
			line, col, _ := f.locate(totalRow[p.ID], 1)
			warns = append(warns, &importers.ParseError{File: f.name, Line: line, Column: col, Field: "total",
				Err: fmt.Errorf("player %d %s: declared total %s differs from the rounds (%s); kept as an adjustment of %s",
					p.ID, p.Name, p.Declared, t.GamePoints(p), diff)})
		}
	}
	return t, warns, nil
}
