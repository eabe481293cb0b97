package follow_test

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
	"github.com/tiebreak-chess/tiebreak/pipeline/follow"
)

// Example follows the file a pairing program saves and writes its report, prizes
// paid from a fund, into a folder after each save; with Once it updates once from the file as it is and
// returns. A program words the follower's messages as it likes.
func Example() {
	dir, err := os.MkdirTemp("", "follow-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	data, err := os.ReadFile("../../testdata/open.trf")
	if err != nil {
		log.Fatal(err)
	}
	event := filepath.Join(dir, "open.trf")
	if err := os.WriteFile(event, data, 0o644); err != nil {
		log.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	f := follow.New([]string{event}, follow.Options{
		Out:    out,
		Report: &pipeline.Plan{Export: exporters.Options{Generator: "my club's program"}},
		Fund:   "../../testdata/open-fund.yaml",
		Once:   true,
	})
	err = f.Run(context.Background(), func(m follow.Message) {
		switch m := m.(type) {
		case *follow.Taken:
			if m.Event.Problem != nil {
				fmt.Println(filepath.Base(m.Path), "not used:", m.Event.Problem)
				return
			}
			fmt.Println(filepath.Base(m.Path), "updated after round", m.Event.Round)
		case *follow.Status:
			fmt.Printf("%d of %d events with outputs\n", m.Good, m.Events)
		}
	})
	if errors.Is(err, follow.ErrNoneUsed) {
		fmt.Println("no save could be used")
	} else if err != nil {
		log.Fatal(err)
	}
	written, err := os.ReadDir(out)
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range written {
		if e.Name()[0] != '.' {
			fmt.Println(e.Name())
		}
	}
	// Output:
	// open.trf updated after round 5
	// 1 of 1 events with outputs
	// event.trf
	// prizes.csv
	// prizes.pdf
	// standings.csv
	// standings.txt
	// wallchart.xlsx
}
