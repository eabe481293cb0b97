package crosstable_test

import (
	"fmt"

	"github.com/tiebreak-chess/tiebreak/importers/crosstable"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
)

func ExampleParseCell() {
	for _, c := range []struct {
		text     string
		notation xtab.Notation
	}{
		{"W12b", xtab.US},
		{"5b½", xtab.ChessResults},
		{"-1", xtab.ChessResults},
		{"+F9", xtab.TEC},
	} {
		cell, err := xtab.ParseCell(c.text, c.notation)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-5s opponent %d, colour %s: %s\n", c.text, cell.Ref, cell.Color, cell.Result)
	}
	// Output:
	// W12b  opponent 12, colour b: win
	// 5b½   opponent 5, colour b: draw
	// -1    opponent 0, colour -: pairing-allocated bye
	// +F9   opponent 9, colour -: forfeit win
}

func ExampleParse() {
	g := crosstable.Grid{File: "club.csv", Rows: [][]string{
		{"Rk.", "Name", "1.Rd", "2.Rd", "Pts."},
		{"1", "Ann", "2w1", "-1", "2"},
		{"2", "Bob", "1b0", "-½", "0.5"},
	}}
	t, warnings, err := crosstable.Parse(g, crosstable.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, p := range t.Players {
		fmt.Println(p.ID, p.Name, t.Total(&p))
	}
	fmt.Println(len(warnings), "warnings")
	// Output:
	// 1 Ann 2
	// 2 Bob 0.5
	// 0 warnings
}
