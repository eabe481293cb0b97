package pipeline_test

import (
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// ExampleMakeReport writes the report of a SwissSys event file into a folder as
// 'tiebreak report' does: with no fund given, the prizes the TD entered in SwissSys
// are paid, and the first note says so. The folder gets every file at once, with the
// list of what was written, so that a rerun replaces them.
func ExampleMakeReport() {
	ctx := context.Background()
	const path = "../testdata/real/swisssys11/PNWCC_G60_Online__Mar_16_SwissSys11.sjson"
	ev, err := pipeline.Open(ctx, []string{path}, pipeline.LoadOptions{})
	if err != nil {
		log.Fatal(err)
	}
	rep, err := pipeline.MakeReport(ctx, ev, pipeline.ReportOptions{
		Plan: pipeline.Plan{Export: exporters.Options{Generator: "tiebreak example"}}})
	if err != nil {
		log.Fatal(err)
	}
	dir, err := os.MkdirTemp("", "tiebreak-example")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "report")
	if err := (pipeline.ReportFolder{}).Write(ctx, out, rep.Files); err != nil {
		log.Fatal(err)
	}
	for _, f := range rep.Files {
		fmt.Println("wrote", f.Name)
	}
	fmt.Println("the prizes the file holds:", rep.ProgramFund)
	fmt.Println("note:", rep.Notes[0].Text)
	// Output:
	// wrote standings.csv
	// wrote standings.txt
	// wrote wallchart.xlsx
	// wrote event.trf
	// wrote prizes.csv
	// wrote prizes.pdf
	// the prizes the file holds: true
	// note: prizes: the 3 prizes entered in SwissSys in PNWCC_G60_Online__Mar_16_SwissSys11.sjson (1 section) are paid
}
