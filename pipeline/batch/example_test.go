package batch_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
)

// ExampleRun reports the example season (two events, one paid from its own fund) into
// a folder, and says what was written as it goes.
func ExampleRun() {
	out, err := os.MkdirTemp("", "season")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(out)
	res, err := batch.Run(context.Background(), batch.Plan{
		Inputs:    []string{"../../examples/season"},
		Output:    filepath.Join(out, "season-out"),
		Workers:   2,
		Generator: "example",
		Progress: func(u batch.Update) {
			switch u.Kind {
			case batch.EventDone:
				for _, row := range u.Rows {
					fmt.Printf("%s: %s, %d players, won by %s\n", row.Event, row.Status, row.Players, row.Winner)
				}
			case batch.LeaderboardWritten:
				fmt.Printf("the season leaderboard of %d events\n", u.Total)
			case batch.LedgerWritten:
				fmt.Printf("the ledger: %d people paid cash\n", u.Total)
			}
		},
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d events, %d failed\n", res.Events, res.Failed)
	for _, name := range []string{"weekend-open/prizes.pdf", "summary.csv", "season.pdf", "payees.csv"} {
		if _, err := os.Stat(filepath.Join(out, "season-out", name)); err == nil {
			fmt.Println("wrote", name)
		}
	}
	// Output:
	// club-open: ok, 24 players, won by Smith, James
	// weekend-open: ok, 36 players, won by Okafor, Adaeze
	// the season leaderboard of 2 events
	// the ledger: 11 people paid cash
	// 2 events, 0 failed
	// wrote weekend-open/prizes.pdf
	// wrote summary.csv
	// wrote season.pdf
	// wrote payees.csv
}
