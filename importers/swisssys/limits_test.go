package swisssys

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
)

// TestPlayerLimit is issue 27 defect 13: SwissSys had no 9,999-player cap, the limit of
// every other format. The error names the 10,000th player's position.
func TestPlayerLimit(t *testing.T) {
	players := strings.Repeat(`{"name":"A"},`, importers.MaxPlayers) + `{"name":"B"}`
	data := `{"tournament":"T","sections":[{"section":"Open","rounds_paired":1,"rounds_played":1,"players":[` + players + `]}]}`
	_, _, err := Importer{}.Import(importers.Source{Name: "x.json", Data: []byte(data)})
	if !errors.Is(err, importers.ErrLimit) {
		t.Fatalf("err = %v, want the limit", err)
	}
	col := strings.Index(data, `{"name":"B"}`) + 1
	if want := "x.json:1:" + strconv.Itoa(col); !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), "more than 9999 players") {
		t.Errorf("err = %v, want it at %s", err, want)
	}
}
