package jsonin_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
)

// TestLimits is issue 27 defect 2: the JSON importer skipped the limits every format
// applies, so 9,999 players with "rounds": 999 (0.3 MB) were padded to 10 million
// rounds.
func TestLimits(t *testing.T) {
	players := func(n int, extra string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if i > 1 {
				b.WriteByte(',')
			}
			fmt.Fprintf(&b, `{"id":%d,"name":"P"%s}`, i, extra)
		}
		return b.String()
	}
	for _, c := range []struct{ name, doc, want string }{
		{"declared rounds", `{"name":"x","rounds":999,"players":[` + players(9999, "") + `]}`,
			"e.json: rounds: 9999 players and 999 rounds: beyond what this program reads (at most 2000000 player-rounds)"},
		{"rounds held", `{"name":"x","rounds":1,"players":[` + players(2100, `,"rounds":[`+strings.Repeat(`{"round":1,"result":"zero_bye"},`, 998)+`{"round":1,"result":"zero_bye"}]`) + `]}`,
			"rounds: 2100 players and 999 rounds: beyond what this program reads"},
		{"players", `{"name":"x","players":[` + players(10000, "") + `]}`,
			"e.json: players: 10000 players: beyond what this program reads (at most 9999)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := jsonin.New().Import(importers.Source{Name: "e.json", Data: []byte(c.doc)})
			if !errors.Is(err, importers.ErrLimit) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err = %.300v, want %q", err, c.want)
			}
		})
	}
}
