package pipeline_test

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// Example loads the sample event, ranks it as tiebreak does without flags, pays its
// prize fund and writes the prize report prizes.pdf into a folder.
func Example() {
	f := pipeline.NewFormats()

	// Load: read the file, pick its importer, import it and check it.
	const path = "../examples/event.trf"
	file, err := os.Open(path)
	if err != nil {
		log.Fatal(err)
	}
	defer file.Close()
	src, err := importers.Read(path, file)
	if err != nil {
		log.Fatal(err)
	}
	im, err := f.Importer("", path, src.Data)
	if err != nil {
		log.Fatal(err)
	}
	t, _, err := im.Import(src)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%s: %d players, %d rounds, %d problems\n", t.Name, len(t.Players), t.Rounds, len(t.Validate()))

	// Rank: the file's rules (US Chess) and their tiebreak preset.
	st, notes, err := f.Rank(t, pipeline.Ranking{})
	if err != nil {
		log.Fatal(err)
	}
	for _, n := range notes {
		fmt.Println("note:", n)
	}
	var codes []string
	for _, tb := range st.Tiebreaks {
		codes = append(codes, tb.Code())
	}
	fmt.Println("rules:", st.Eval.Rules.System, "tiebreaks:", strings.Join(codes, ","))
	for _, r := range st.Rows[:3] {
		fmt.Printf("%s %s %s\n", r.PlaceLabel(), st.Eval.T.Players[r.Player].Name, r.Points)
	}

	// Pay the fund (US Chess rule 32), as tiebreak does: team prizes, when the fund has
	// any, are paid on the teams ranked under the fund's teams: settings.
	fd, err := pipeline.LoadFund("../examples/fund.yaml")
	if err != nil {
		log.Fatal(err)
	}
	a, _, err := f.Pay(pipeline.Ranking{}, path, t, st, fd)
	if err != nil {
		log.Fatal(err)
	}
	for _, aw := range a.Awards[:3] {
		fmt.Printf("%s: %s %s\n", st.Eval.T.Players[aw.Player].Name, aw.Amount, aw.Label)
	}
	fmt.Println("paid:", a.Paid)

	// Write prizes.pdf.
	dir, err := os.MkdirTemp("", "example-")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	files, _ := f.ReportFiles(context.Background(), pipeline.Report{T: t, Standings: st, Prizes: a,
		PDF: exporters.Options{Generator: "tiebreak example", Definitions: f.Definitions(st.Eval.Rules), HandOut: true}},
		map[string]bool{pipeline.FilePrizesPDF: true})
	for _, file := range files {
		var b bytes.Buffer
		if err := file.Write(&b); err != nil {
			log.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, file.Name), b.Bytes(), 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("%s is a PDF: %v\n", file.Name, bytes.HasPrefix(b.Bytes(), []byte("%PDF-")))
	}
	// Output:
	// Riverside Spring Open 2026, Open section: 36 players, 5 rounds, 0 problems
	// rules: uscf tiebreaks: MM,SOLK,CUM,OCUM
	// 1-5 Okafor, Adaeze 4
	// 1-5 Παπαδόπουλος, Γιώργος 4
	// 1-5 Ó Muireagáin, Siobhán 4
	// Okafor, Adaeze: 254.00 1st+2nd+3rd+U2000 1st+U1800 1st, shared by 5
	// Παπαδόπουλος, Γιώργος: 254.00 1st+2nd+3rd+U2000 1st+U1800 1st, shared by 5
	// Ó Muireagáin, Siobhán: 254.00 1st+2nd+3rd+U2000 1st+U1800 1st, shared by 5
	// paid: 1520.00
	// prizes.pdf is a PDF: true
}
