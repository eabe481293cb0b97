package trfout_test

import (
	"bytes"
	"context"
	"sort"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
)

// TestXXCRankKeepsLineOrder: a TRF that declares "XXC rank" and lists its players in
// rank order (not start-number order) is written back by convert with its player lines
// in the same order, byte for byte: bbpPairings and JaVaFo pair such a file by line
// position, so re-sorting the lines changed their pairings (issue 35). Without XXC rank
// the lines are written in start-number order, as before.
func TestXXCRankKeepsLineOrder(t *testing.T) {
	var buf bytes.Buffer
	if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: synth.Generate(synth.Config{Players: 12, Rounds: 5, Seed: 7})}); err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(buf.String(), "\n")
	first, last := -1, -1
	for i, l := range lines {
		if strings.HasPrefix(l, "001 ") {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	players := append([]string(nil), lines[first:last+1]...)
	// Rank order: the points column (cols 81-84), highest first.
	sort.SliceStable(players, func(a, b int) bool { return players[a][80:84] > players[b][80:84] })
	if strings.Join(players, "") == strings.Join(lines[first:last+1], "") {
		t.Fatal("the synthetic event is already in rank order; choose another seed")
	}
	build := func(records string) string {
		return strings.Join(lines[:first], "") + records + strings.Join(players, "") + strings.Join(lines[last+1:], "")
	}
	convert := func(src string) string {
		tour, _, err := trf.New().Import(importers.Source{Name: "in.trf", Data: []byte(src)})
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if err := trfout.New().Export(context.Background(), &out, &exporters.Document{T: tour}); err != nil {
			t.Fatal(err)
		}
		return out.String()
	}
	src := build("XXC rank white1\r\n")
	if got := convert(src); got != src {
		t.Errorf("XXC rank: the file changed:\n%s\n--- want:\n%s", got, src)
	}
	// Without XXC rank, start-number order, as the TRF specification has it.
	if got, want := convert(build("")), buf.String(); got != want {
		t.Errorf("without XXC rank: got\n%s\n--- want start-number order:\n%s", got, want)
	}
}

// TestTorneloDAT: Tornelo's DAT GROUP and ID:USCF lines give the player's school and US
// Chess ID, and a TRF written back is unchanged (the DAT lines are kept; no national
// rating record is added for what they already say).
func TestTorneloDAT(t *testing.T) {
	var buf bytes.Buffer
	if err := trfout.New().Export(context.Background(), &buf, &exporters.Document{T: synth.Generate(synth.Config{Players: 4, Rounds: 2, Seed: 3})}); err != nil {
		t.Fatal(err)
	}
	// The exporter writes kept records before the player lines.
	head, players, _ := strings.Cut(buf.String(), "001 ")
	src := head + "DAT    1 GROUP Lincoln Middle School\r\nDAT    1 ID:USCF 12345678\r\nDAT    2 EMAIL a@b.c\r\nDAT    3 ID:ECF 123456A\r\n001 " + players
	tour, warns, err := trf.New().Import(importers.Source{Name: "in.trf", Data: []byte(src)})
	if err != nil || len(warns) != 0 {
		t.Fatal(err, warns)
	}
	p1 := tour.Players[0]
	if p1.Club != "Lincoln Middle School" || len(p1.National) != 1 || p1.National[0].Federation != "USA" || p1.National[0].ID != "12345678" {
		t.Errorf("player 1: club %q, national %+v", p1.Club, p1.National)
	}
	if a := tour.Players[2].Attrs; len(a) != 1 || a[0].Key != "ID:ECF" || a[0].Value != "123456A" {
		t.Errorf("player 3 attributes %+v", a)
	}
	var out bytes.Buffer
	if err := trfout.New().Export(context.Background(), &out, &exporters.Document{T: tour}); err != nil {
		t.Fatal(err)
	}
	if out.String() != src {
		t.Errorf("the file changed:\n%s\n--- want:\n%s", out.String(), src)
	}
}
