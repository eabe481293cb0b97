//go:build linux

package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// The crafted inputs of issue 27: each made the program spend memory or time out of
// proportion to the file before a limit was checked.
func init() {
	craftedInputs = append(craftedInputs,
		// Defect 1: every <table> copied every <h2> seen before it (3 GB from 350 KB).
		crafted{"headings.html", func(testing.TB) []byte {
			return []byte(strings.Repeat("<h2>a</h2>", 20000) + strings.Repeat("<table></table>", 9999))
		}, "headings.html:1: no crosstable on the page", 0},
		// Defect 12: empty rows were held before any limit.
		crafted{"rows.html", func(testing.TB) []byte {
			return []byte("<table>" + strings.Repeat("<tr>", (10<<20-100)/4))
		}, "rows.html:1: not readable as HTML: more than 1000000 table cells and rows", 0},
		// Defect 12: the DBF decoder held every record before any limit (600 MB from 10
		// MB): one field of one character, five million records.
		crafted{"TDEXPORT.DBF", narrowDBF, "TDEXPORT.DBF:record 1000001: bad dBase record: more than 1000000 fields in the file: beyond what this program reads", 0},
		// Defect 2: the JSON importer skipped the player-rounds limit.
		crafted{"rounds.json", func(testing.TB) []byte {
			var b strings.Builder
			b.WriteString(`{"name":"x","rounds":999,"players":[`)
			for i := 1; i <= 9999; i++ {
				if i > 1 {
					b.WriteByte(',')
				}
				fmt.Fprintf(&b, `{"id":%d,"name":"P%d"}`, i, i)
			}
			b.WriteString("]}")
			return []byte(b.String())
		}, "rounds.json: rounds: 9999 players and 999 rounds: beyond what this program reads (at most 2000000 player-rounds)", 0},
		// Defect 11: columns were counted from the line start for every position, so a
		// minified file took quadratic time (104 s for 5.4 MB).
		crafted{"minified.json", minifiedEvent, "minified.json: ok", 10},
		crafted{"minified-swisssys.json", minifiedSwissSys, "minified-swisssys.json [Open]: FAILED", 3},
	)
}

// minifiedEvent is a canonical JSON event on one line of about 5 MB: 4000 players, 20
// rounds each.
func minifiedEvent(t testing.TB) []byte {
	type round struct {
		Round    int    `json:"round"`
		Opponent int    `json:"opponent"`
		Color    string `json:"color"`
		Result   string `json:"result"`
	}
	type player struct {
		ID     int     `json:"id"`
		Name   string  `json:"name"`
		Rounds []round `json:"rounds"`
	}
	var players []player
	for i := 1; i <= 4000; i++ {
		p := player{ID: i, Name: fmt.Sprintf("Player %d", i)}
		for r := 1; r <= 20; r++ {
			if i%2 == 1 {
				p.Rounds = append(p.Rounds, round{r, i + 1, "w", "win"})
			} else {
				p.Rounds = append(p.Rounds, round{r, i - 1, "b", "loss"})
			}
		}
		players = append(players, p)
	}
	data, err := json.Marshal(map[string]any{"name": "x", "rounds": 20, "players": players})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// minifiedSwissSys is a SwissSys file on one line of about 1 MB whose 6000 players each
// have an unknown result code: 42,000 errors, each located by line and column.
func minifiedSwissSys(t testing.TB) []byte {
	var b bytes.Buffer
	b.WriteString(`{"tournament":"T","sections":[{"section":"Open","rounds_paired":7,"rounds_played":7,"players":[`)
	for i := 1; i <= 6000; i++ {
		if i > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `{"name":"Player, N%d","rating":1500,"results":["Q","Q","Q","Q","Q","Q","Q"],"colors":["W","W","W","W","W","W","W"],"ops":[%d,%d,%d,%d,%d,%d,%d]}`,
			i, i, i, i, i, i, i, i)
	}
	b.WriteString("]}]}")
	return b.Bytes()
}

// narrowDBF is a dBase III file of 10 MB with one character field of width 1, named like
// the first field of a rating report's player file, and five million records.
func narrowDBF(testing.TB) []byte {
	const records = (10<<20 - 100) / 2
	b := make([]byte, 0, 66+2*records)
	b = append(b, 0x03, 126, 1, 1)
	b = binary.LittleEndian.AppendUint32(b, records)
	b = binary.LittleEndian.AppendUint16(b, 65) // header length
	b = binary.LittleEndian.AppendUint16(b, 2)  // record length
	b = append(b, make([]byte, 20)...)
	field := make([]byte, 32)
	copy(field, "D_SEC_NUM")
	field[11], field[16] = 'C', 1
	b = append(b, field...)
	b = append(b, 0x0D)
	for range records {
		b = append(b, ' ', '1')
	}
	return append(b, 0x1A)
}
