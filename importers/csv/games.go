package csvin

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/gocarina/gocsv"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

// gameHeaders maps normalised header text to the [xtab.GameRow] tags.
var gameHeaders = map[string]string{
	"round": "round", "rd": "round", "rnd": "round", "r": "round", "runde": "round",
	"board": "board", "bd": "board", "brd": "board", "table": "board", "bo": "board",
	"white no": "white no", "white #": "white no", "wno": "white no", "white number": "white no",
	"white": "white", "white player": "white", "weiss": "white", "weiß": "white",
	"white rating": "white rating", "white rtg": "white rating", "white elo": "white rating",
	"black no": "black no", "black #": "black no", "bno": "black no", "black number": "black no",
	"black": "black", "black player": "black", "schwarz": "black",
	"black rating": "black rating", "black rtg": "black rating", "black elo": "black rating",
	"result": "result", "res": "result", "score": "result", "ergebnis": "result",
}

func gameHeader(s string) string {
	h := strings.ToLower(strings.Join(strings.Fields(xtab.CleanCell(s)), " "))
	return gameHeaders[strings.TrimSuffix(h, ".")]
}

// gamesHeaderRow returns the index of the first record naming both a white and a black
// column, or -1.
func gamesHeaderRow(records [][]string) int {
	for i, rec := range records {
		w, b := false, false
		for _, c := range rec {
			if !mayNameColour(c) {
				continue
			}
			switch gameHeader(c) {
			case "white", "white no":
				w = true
			case "black", "black no":
				b = true
			}
		}
		if w && b {
			return i
		}
	}
	return -1
}

// mayNameColour is a quick test that rejects most cells gameHeader would not read as a
// white or black column: those headers are at least three characters long once the
// spaces are trimmed and start with w, b or s (schwarz) and one of the letters that
// follow those in gameHeaders (h, e, n, l, c), unless they start with the apostrophe
// CleanCell may remove. It spares format detection the
// normalising of every cell of a large crosstable (W12w, B, 2½).
func mayNameColour(c string) bool {
	if c != "" && c[0] > ' ' && c[0] < utf8.RuneSelf && c[0] != '\'' && !colourInitial(c[0]) {
		return false // the common case, decided by the first byte without trimming
	}
	c = strings.TrimLeftFunc(c, unicode.IsSpace)
	if c != "" && c[0] == '\'' {
		return true
	}
	if len(c) < 3 || !colourInitial(c[0]) {
		return false
	}
	switch c[1] | 0x20 { // lower case for ASCII letters
	case 'h', 'e', 'n', 'l', 'c': // white, weiss, wno, black, bno, schwarz
		return true
	}
	return false
}

// colourInitial reports whether b starts a white or black column's header: w, b or s.
func colourInitial(b byte) bool {
	switch b {
	case 'w', 'W', 'b', 'B', 's', 'S':
		return true
	}
	return false
}

func looksLikeGames(records [][]string) bool { return gamesHeaderRow(records) >= 0 }

// recordReader feeds already-split records to gocsv (which needs only Read and ReadAll).
type recordReader struct{ recs [][]string }

func (r *recordReader) Read() ([]string, error) {
	if len(r.recs) == 0 {
		return nil, io.EOF
	}
	rec := r.recs[0]
	r.recs = r.recs[1:]
	return rec, nil
}

func (r *recordReader) ReadAll() ([][]string, error) {
	out := r.recs
	r.recs = nil
	return out, nil
}

// ErrGameRow is wrapped by problems in a game-list row.
var ErrGameRow = errors.New("bad game")

// gameResult is a parsed result cell: each side's result.
type gameResult struct{ white, black engine.Result }

var gameResults = map[string]gameResult{
	"1-0": {engine.Win, engine.Loss}, "0-1": {engine.Loss, engine.Win},
	"½-½": {engine.Draw, engine.Draw}, "1/2-1/2": {engine.Draw, engine.Draw},
	"0.5-0.5": {engine.Draw, engine.Draw}, "0,5-0,5": {engine.Draw, engine.Draw},
	"=-=": {engine.Draw, engine.Draw}, "=": {engine.Draw, engine.Draw}, "draw": {engine.Draw, engine.Draw},
	"0-0": {engine.Loss, engine.Loss},
	"+-":  {engine.ForfeitWin, engine.ForfeitLoss}, "+--": {engine.ForfeitWin, engine.ForfeitLoss},
	"-+": {engine.ForfeitLoss, engine.ForfeitWin}, "--+": {engine.ForfeitLoss, engine.ForfeitWin},
	"--": {engine.ForfeitLoss, engine.ForfeitLoss}, "---": {engine.ForfeitLoss, engine.ForfeitLoss},
	"1-0u": {engine.WinUnrated, engine.LossUnrated}, "0-1u": {engine.LossUnrated, engine.WinUnrated},
	"½-½u": {engine.DrawUnrated, engine.DrawUnrated},
	"":     {engine.Pending, engine.Pending}, "*": {engine.Pending, engine.Pending},
}

var byeResults = map[string]engine.Result{
	"pab": engine.PairingBye, "1": engine.PairingBye, "+": engine.PairingBye, "1-0": engine.PairingBye, "": engine.PairingBye,
	"fpb": engine.FullBye,
	"hpb": engine.HalfBye, "½": engine.HalfBye, "0.5": engine.HalfBye, "0,5": engine.HalfBye, "½-½": engine.HalfBye,
	"zpb": engine.ZeroBye, "0": engine.ZeroBye, "-": engine.ZeroBye, "0-1": engine.ZeroBye,
}

func normResult(s string) string {
	s = strings.ToLower(strings.Join(strings.Fields(xtab.CleanCell(s)), ""))
	s = strings.NewReplacer(":", "-", "–", "-", "—", "-").Replace(s)
	return s
}

func isBye(name string) bool {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "", "bye", "-", "spielfrei", "not paired", "pab", "hpb", "fpb", "zpb":
		return true
	}
	return false
}

// gameListReader holds what reading a game list collects: the event, its players by key
// and by number, which (player, round) slots are filled and the problems found.
type gameListReader struct {
	f *file
	t *engine.Tournament
	// col maps each xtab.GameRow tag to its column; numbered says the file has number
	// columns, which then key the players (else their names do).
	col      map[string]int
	numbered bool
	byKey    map[string]int          // player key -> index in t.Players
	index    map[engine.PlayerID]int // start number -> index in t.Players
	seen     map[gameSlot]int        // -> record index
	errs     []error
}

// gameSlot is one player's round.
type gameSlot struct {
	id    engine.PlayerID
	round int
}

// games reads a game list. Players are keyed by number when the file has number columns,
// else by name, and numbered in order of first appearance.
func (f *file) games(meta *xtab.Meta) (*engine.Tournament, []*importers.ParseError, error) {
	hr := gamesHeaderRow(f.records)
	header, col, err := f.gamesColumns(hr)
	if err != nil {
		return nil, nil, err
	}
	recs := append([][]string{header}, f.records[hr+1:]...)
	var rows []xtab.GameRow
	if err := gocsv.UnmarshalCSV(&recordReader{recs: recs}, &rows); err != nil {
		return nil, nil, err
	}
	if len(rows) == 0 {
		line, c, _ := f.locate(hr, 0)
		return nil, nil, errors.Join(&importers.ParseError{File: f.name, Line: line, Column: c,
			Err: fmt.Errorf("%w: a game list without games", ErrLayout)})
	}
	r := &gameListReader{
		f:     f,
		t:     &engine.Tournament{Scoring: engine.DefaultScoring()},
		col:   col,
		byKey: map[string]int{},
		index: map[engine.PlayerID]int{},
		seen:  map[gameSlot]int{},
	}
	_, r.numbered = col["white no"]
	if meta != nil {
		*r.t = *meta.Base
	}
	for i, g := range rows {
		r.row(hr+1+i, g)
	}
	if len(r.errs) > 0 {
		return nil, nil, errors.Join(r.errs...)
	}
	t := r.t
	sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	t.CheckLineOrder()
	t.Normalize()
	for _, pr := range engine.Errors(t.Validate()) {
		r.errs = append(r.errs, &importers.ParseError{File: f.name, Err: fmt.Errorf("%w: %s", ErrGameRow, pr)})
	}
	if len(r.errs) > 0 {
		return nil, nil, errors.Join(r.errs...)
	}
	return t, nil, nil
}

// gamesColumns reads the header row hr: the gocsv header (an unknown column is named
// "ignored N") and the column of each known one (the first, when one is repeated). A
// game list needs a round and a result column.
func (f *file) gamesColumns(hr int) ([]string, map[string]int, error) {
	header := make([]string, len(f.records[hr]))
	col := map[string]int{}
	for i, c := range f.records[hr] {
		header[i] = gameHeader(c)
		if header[i] == "" {
			header[i] = "ignored " + strconv.Itoa(i)
		} else if _, dup := col[header[i]]; !dup {
			col[header[i]] = i
		}
	}
	var errs []error
	for _, need := range []string{"round", "result"} {
		if _, ok := col[need]; !ok {
			line, c, _ := f.locate(hr, 0)
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "header",
				Err: fmt.Errorf("%w: no %s column", ErrLayout, need)})
		}
	}
	return header, col, errors.Join(errs...)
}

// bad records a problem in the column col of record row.
func (r *gameListReader) bad(row, col int, field string, err error) {
	line, c, _ := r.f.locate(row, col)
	r.errs = append(r.errs, &importers.ParseError{File: r.f.name, Line: line, Column: c, Field: field, Err: err})
}

// row reads the game (or bye) of record row.
func (r *gameListReader) row(row int, g xtab.GameRow) {
	round, err := strconv.Atoi(strings.TrimSpace(g.Round))
	if err != nil || round < 1 || round > 999 {
		r.bad(row, r.col["round"], "round", fmt.Errorf("%w: %q is not a round number", ErrGameRow, g.Round))
		return
	}
	w, ok := r.player(row, r.col["white no"], g.WhiteNo, g.White, g.WhiteRating)
	if !ok {
		return
	}
	if isBye(g.Black) && strings.TrimSpace(g.BlackNo) == "" || strings.TrimSpace(g.BlackNo) == "0" {
		res, ok := byeResults[normResult(g.Result)]
		if !ok {
			r.bad(row, r.col["result"], "result", fmt.Errorf("%w: bye result %q (want PAB, FPB, HPB, ZPB, 1, ½ or 0)", ErrGameRow, g.Result))
			return
		}
		r.set(row, w, round, engine.Round{Result: res})
		return
	}
	b, ok := r.player(row, r.col["black no"], g.BlackNo, g.Black, g.BlackRating)
	if !ok {
		return
	}
	res, ok := gameResults[normResult(g.Result)]
	switch {
	case !ok:
		r.bad(row, r.col["result"], "result", fmt.Errorf("%w: result %q (want 1-0, 0-1, ½-½, +-, -+, --, 0-0 or blank)", ErrGameRow, g.Result))
	case w == b:
		r.bad(row, r.col["black"], "black", fmt.Errorf("%w: player %d plays themselves", ErrGameRow, w))
	default:
		r.set(row, w, round, engine.Round{Opponent: b, Color: engine.White, Result: res.white})
		r.set(row, b, round, engine.Round{Opponent: w, Color: engine.Black, Result: res.black})
	}
}

// player returns the number of the player a row's number or name cells give, adding the
// player at first appearance. fieldNo is the number column, for errors.
func (r *gameListReader) player(row, fieldNo int, no, name, rating string) (engine.PlayerID, bool) {
	key := strings.TrimSpace(name)
	if r.numbered {
		key = strings.TrimSpace(no)
		if n, err := strconv.Atoi(key); err == nil {
			key = strconv.Itoa(n)
		}
	}
	if i, ok := r.byKey[key]; ok {
		return r.t.Players[i].ID, true
	}
	id := engine.PlayerID(len(r.t.Players) + 1)
	if r.numbered {
		n, err := importers.ParseStartNumber(key)
		if err != nil {
			r.bad(row, fieldNo, "player number", fmt.Errorf("%w: %w", ErrGameRow, err))
			return 0, false
		}
		id = n
	}
	p := engine.Player{ID: id, Name: strings.TrimSpace(name)}
	if n, err := strconv.Atoi(strings.TrimSpace(rating)); err == nil {
		p.Rating = n
	}
	r.byKey[key] = len(r.t.Players)
	r.index[id] = len(r.t.Players)
	r.t.Players = append(r.t.Players, p)
	return id, true
}

// set gives player id's round; a second game for the same player and round is a problem.
func (r *gameListReader) set(row int, id engine.PlayerID, round int, rd engine.Round) {
	if prev, dup := r.seen[gameSlot{id, round}]; dup {
		pl, _, _ := r.f.locate(prev, 0)
		r.bad(row, r.col["round"], "round", fmt.Errorf("%w: player %d already has a game in round %d (line %d)", ErrGameRow, id, round, pl))
		return
	}
	r.seen[gameSlot{id, round}] = row
	p := &r.t.Players[r.index[id]]
	for len(p.Rounds) < round {
		p.Rounds = append(p.Rounds, engine.Round{})
	}
	p.Rounds[round-1] = rd
}
