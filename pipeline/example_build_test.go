package pipeline_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// ExampleBuild loads every section of a SwissSys results file (the nine sections of
// the 90th Greater Boston Open), matches a fund with sections: to them once (based_on
// counts the entries of every section), and writes the whole report into a folder:
// each section's files in its own subfolder, then the event's prize list.
func ExampleBuild() {
	ctx := context.Background()
	const path = "../testdata/real/uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json"
	ev, err := pipeline.Open(ctx, []string{path}, pipeline.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	var names []string
	for _, sec := range ev.Sections {
		if sec.Loaded == nil {
			log.Fatalf("%s: %v", sec.Name, sec.Err)
		}
		names = append(names, sec.Name)
	}
	fmt.Printf("%d sections: %s\n", len(names), strings.Join(names, ", "))

	fund, err := pipeline.LoadFund("testdata/sections-fund.yaml")
	if err != nil {
		log.Fatal(err)
	}
	pay, err := ev.MatchFund(fund)
	if err != nil {
		log.Fatal(err)
	}
	// based_on 250 entries: with 191, every prize is paid at 191/250 (1st $400 is
	// $305.60), in every section alike.
	fmt.Println("entries counted toward based_on:", pay.Entries)

	// Build makes every file in memory; nothing is written until every one is made.
	built, err := pipeline.Build(ctx, ev, pipeline.Plan{Pay: pay, Report: true,
		Export: exporters.Options{Generator: "tiebreak example"}})
	if err != nil {
		log.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	files := append(built.Files, built.EventFiles...)
	for _, f := range files {
		name := filepath.Join(dir, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(name, f.Data, 0o644); err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println("files written:", len(files))
	for _, f := range files {
		if strings.HasPrefix(f.Name, "premier/") || !strings.Contains(f.Name, "/") {
			fmt.Println(f.Name)
		}
	}
	premier := built.Ranked[0]
	for _, aw := range premier.Prizes.Awards[:2] {
		fmt.Printf("%s: %s: %s %s\n", premier.Section.Name, premier.Section.Loaded.T.Players[aw.Player].Name, aw.Amount, aw.Label)
	}
	// Output:
	// 9 sections: Premier, Under 2200, Under 2000, Under 1800, Under 1600, Under 1400, Under 1200, Under 1000, Extra Games
	// entries counted toward based_on: 191
	// files written: 55
	// premier/standings.csv
	// premier/standings.txt
	// premier/wallchart.xlsx
	// premier/event.trf
	// premier/prizes.csv
	// premier/prizes.pdf
	// prizes.csv
	// prizes.pdf
	// Premier: Koundow, Yara: 305.60 1st
	// Premier: Lomberg, Zoe W: 76.40 2nd, shared by 2
}
