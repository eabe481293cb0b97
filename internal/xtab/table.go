package xtab

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ErrNotation is returned for a notation the exporters do not write.
var ErrNotation = errors.New("unknown notation")

// fixedColumns are the player columns before the extra attributes.
var fixedColumns = []string{"No", "Name", "Sex", "Title", "Rtg", "Fed", "FIDE ID", "Born", "Club"}

// Table returns what the CSV crosstable holds: the "# key: value" metadata lines
// and the table (a header row, then one row per player in start-number order), every cell
// already guarded against formula injection. The XLSX crosstable writes the same table. notationName is
// the exporters' notation option: "" or "us", or "chess-results".
func Table(t *engine.Tournament, notationName string) (meta []string, table [][]string, err error) {
	if t == nil {
		return nil, nil, errors.New("no tournament")
	}
	var notation Notation
	format := FormatUS
	switch notationName {
	case "", "us":
		notation = US
	case "chess-results":
		notation, format = ChessResults, FormatChessResults
	default:
		return nil, nil, fmt.Errorf("%w %q (want us or chess-results)", ErrNotation, notationName)
	}
	rounds := t.Rounds
	for _, p := range t.Players {
		rounds = max(rounds, len(p.Rounds))
	}
	meta = WriteMeta(t, notation)
	attrKeys := attributeKeys(t)
	header := append([]string(nil), fixedColumns...)
	header = append(header, attrKeys...)
	header = append(header, "Pts", "Rk")
	for r := 1; r <= rounds; r++ {
		header = append(header, "R"+strconv.Itoa(r))
	}
	table = append(table, guardAll(header))
	for i := range t.Players {
		p := &t.Players[i]
		rec := []string{strconv.Itoa(int(p.ID)), p.Name, p.Sex, p.Title, blankZero(p.Rating), p.Federation, p.FIDEID, p.Birth, p.Club}
		for _, k := range attrKeys {
			rec = append(rec, attrValue(p, k))
		}
		pts := ""
		if p.Declared != nil {
			pts = p.Declared.String()
		}
		rec = append(rec, pts, blankZero(p.DeclaredRank))
		for r := 0; r < rounds; r++ {
			var rd engine.Round
			if r < len(p.Rounds) {
				rd = p.Rounds[r]
			}
			rec = append(rec, format(rd, int(rd.Opponent)))
		}
		table = append(table, guardAll(rec))
	}
	return meta, table, nil
}

func blankZero(n int) string {
	if n == 0 {
		return ""
	}
	return strconv.Itoa(n)
}

// attributeKeys returns every player attribute key once, in an order that keeps each
// player's attributes in the order the player lists them whenever the players agree on an
// order (as they do when the attributes came from columns): keys are sorted
// topologically by "comes after" in some player's list, earliest first seen first; when
// players disagree, the earliest key still waiting breaks the cycle.
func attributeKeys(t *engine.Tournament) []string {
	var keys []string
	seen := map[string]bool{}
	next := map[string][]string{}
	waiting := map[string]int{} // how many keys must come before
	edge := map[[2]string]bool{}
	for _, p := range t.Players {
		for i, a := range p.Attrs {
			if !seen[a.Key] {
				seen[a.Key] = true
				keys = append(keys, a.Key)
			}
			if i == 0 {
				continue
			}
			e := [2]string{p.Attrs[i-1].Key, a.Key}
			if e[0] != e[1] && !edge[e] {
				edge[e] = true
				next[e[0]] = append(next[e[0]], e[1])
				waiting[e[1]]++
			}
		}
	}
	out := make([]string, 0, len(keys))
	done := map[string]bool{}
	for len(out) < len(keys) {
		pick := ""
		for _, k := range keys {
			if !done[k] && waiting[k] == 0 {
				pick = k
				break
			}
		}
		if pick == "" { // a cycle: the players disagree
			for _, k := range keys {
				if !done[k] {
					pick = k
					break
				}
			}
		}
		done[pick] = true
		out = append(out, pick)
		for _, k := range next[pick] {
			waiting[k]--
		}
	}
	return out
}

func attrValue(p *engine.Player, key string) string {
	for _, a := range p.Attrs {
		if a.Key == key {
			return a.Value
		}
	}
	return ""
}

func guardAll(rec []string) []string {
	for i, s := range rec {
		rec[i] = GuardCell(s)
	}
	return rec
}
