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

	"tiebreak/engine"
	"tiebreak/importers"
	"tiebreak/internal/xtab"
)

// gameRow is one row of a game list. Every field is a string: conversion and validation
// happen here, so that one bad row never aborts the file (style.md §3.3).
type gameRow struct {
	Round       string `csv:"round"`
	Board       string `csv:"board"`
	WhiteNo     string `csv:"white no"`
	White       string `csv:"white"`
	WhiteRating string `csv:"white rating"`
	BlackNo     string `csv:"black no"`
	Black       string `csv:"black"`
	BlackRating string `csv:"black rating"`
	Result      string `csv:"result"`
}

// gameHeaders maps normalised header text to the gameRow tags.
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
// spaces are trimmed and start with w, b or s (schwarz) and another letter, unless they
// start with the apostrophe CleanCell may remove. It spares format detection the
// normalising of every cell of a large crosstable (W12w, B, 2½).
func mayNameColour(c string) bool {
	if c != "" && c[0] > ' ' && c[0] < utf8.RuneSelf && c[0] != '\'' && !strings.ContainsRune("wWbBsS", rune(c[0])) {
		return false // the common case, decided by the first byte without trimming
	}
	c = strings.TrimLeftFunc(c, unicode.IsSpace)
	if c != "" && c[0] == '\'' {
		return true
	}
	if len(c) < 3 || !strings.ContainsRune("wWbBsS", rune(c[0])) {
		return false
	}
	second := c[1] | 0x20 // lower case for ASCII letters
	return second >= 'a' && second <= 'z'
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

// games reads a game list. Players are keyed by number when the file has number columns,
// else by name, and numbered in order of first appearance.
func (f *file) games(meta *xtab.Meta) (*engine.Tournament, []*importers.ParseError, error) {
	hr := gamesHeaderRow(f.records)
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
	var warns []*importers.ParseError
	for _, need := range []string{"round", "result"} {
		if _, ok := col[need]; !ok {
			line, c, _ := f.locate(hr, 0)
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "header",
				Err: fmt.Errorf("%w: no %s column", ErrLayout, need)})
		}
	}
	if len(errs) > 0 {
		return nil, nil, errors.Join(errs...)
	}
	recs := append([][]string{header}, f.records[hr+1:]...)
	var rows []gameRow
	if err := gocsv.UnmarshalCSV(&recordReader{recs: recs}, &rows); err != nil {
		return nil, nil, err
	}
	if len(rows) == 0 {
		line, c, _ := f.locate(hr, 0)
		return nil, nil, errors.Join(&importers.ParseError{File: f.name, Line: line, Column: c,
			Err: fmt.Errorf("%w: a game list without games", ErrLayout)})
	}
	t := &engine.Tournament{Scoring: engine.DefaultScoring()}
	if meta != nil {
		*t = *meta.Base
	}
	byKey := map[string]int{}          // player key -> index in t.Players
	index := map[engine.PlayerID]int{} // start number -> index in t.Players
	_, numbered := col["white no"]
	player := func(row, fieldNo int, no, name, rating string) (engine.PlayerID, bool) {
		key := strings.TrimSpace(name)
		if numbered {
			key = strings.TrimSpace(no)
		}
		if numbered {
			if n, err := strconv.Atoi(key); err == nil {
				key = strconv.Itoa(n)
			}
		}
		if i, ok := byKey[key]; ok {
			return t.Players[i].ID, true
		}
		id := engine.PlayerID(len(t.Players) + 1)
		if numbered {
			n, err := importers.ParseStartNumber(key)
			if err != nil {
				line, c, _ := f.locate(row, fieldNo)
				errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "player number",
					Err: fmt.Errorf("%w: %w", ErrGameRow, err)})
				return 0, false
			}
			id = n
		}
		p := engine.Player{ID: id, Name: strings.TrimSpace(name)}
		if r, err := strconv.Atoi(strings.TrimSpace(rating)); err == nil {
			p.Rating = r
		}
		byKey[key] = len(t.Players)
		index[id] = len(t.Players)
		t.Players = append(t.Players, p)
		return id, true
	}
	type slot struct {
		id    engine.PlayerID
		round int
	}
	seen := map[slot]int{} // -> record index
	set := func(row int, id engine.PlayerID, round int, rd engine.Round) {
		if prev, dup := seen[slot{id, round}]; dup {
			line, c, _ := f.locate(row, col["round"])
			pl, _, _ := f.locate(prev, 0)
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "round",
				Err: fmt.Errorf("%w: player %d already has a game in round %d (line %d)", ErrGameRow, id, round, pl)})
			return
		}
		seen[slot{id, round}] = row
		p := &t.Players[index[id]]
		for len(p.Rounds) < round {
			p.Rounds = append(p.Rounds, engine.Round{})
		}
		p.Rounds[round-1] = rd
	}
	for i, g := range rows {
		row := hr + 1 + i
		round, err := strconv.Atoi(strings.TrimSpace(g.Round))
		if err != nil || round < 1 || round > 999 {
			line, c, _ := f.locate(row, col["round"])
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "round",
				Err: fmt.Errorf("%w: %q is not a round number", ErrGameRow, g.Round)})
			continue
		}
		w, ok := player(row, col["white no"], g.WhiteNo, g.White, g.WhiteRating)
		if !ok {
			continue
		}
		if isBye(g.Black) && strings.TrimSpace(g.BlackNo) == "" || strings.TrimSpace(g.BlackNo) == "0" {
			res, ok := byeResults[normResult(g.Result)]
			if !ok {
				line, c, _ := f.locate(row, col["result"])
				errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "result",
					Err: fmt.Errorf("%w: bye result %q (want PAB, FPB, HPB, ZPB, 1, ½ or 0)", ErrGameRow, g.Result)})
				continue
			}
			set(row, w, round, engine.Round{Result: res})
			continue
		}
		b, ok := player(row, col["black no"], g.BlackNo, g.Black, g.BlackRating)
		if !ok {
			continue
		}
		res, ok := gameResults[normResult(g.Result)]
		if !ok {
			line, c, _ := f.locate(row, col["result"])
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "result",
				Err: fmt.Errorf("%w: result %q (want 1-0, 0-1, ½-½, +-, -+, --, 0-0 or blank)", ErrGameRow, g.Result)})
			continue
		}
		if w == b {
			line, c, _ := f.locate(row, col["black"])
			errs = append(errs, &importers.ParseError{File: f.name, Line: line, Column: c, Field: "black",
				Err: fmt.Errorf("%w: player %d plays themselves", ErrGameRow, w)})
			continue
		}
		set(row, w, round, engine.Round{Opponent: b, Color: engine.White, Result: res.white})
		set(row, b, round, engine.Round{Opponent: w, Color: engine.Black, Result: res.black})
	}
	if len(errs) > 0 {
		return nil, warns, errors.Join(errs...)
	}
	sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	t.Normalize()
	for _, pr := range engine.Errors(t.Validate()) {
		errs = append(errs, &importers.ParseError{File: f.name, Err: fmt.Errorf("%w: %s", ErrGameRow, pr)})
	}
	if len(errs) > 0 {
		return nil, warns, errors.Join(errs...)
	}
	return t, warns, nil
}
