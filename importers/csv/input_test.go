package csvin_test

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
)

// rows returns n player rows "i,Pi," numbered from 1.
func rows(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		b.WriteString(strconv.Itoa(i) + ",P" + strconv.Itoa(i) + ",\n")
	}
	return b.String()
}

// TestLimits checks that what a file declares cannot make the importer allocate more
// than the file holds (issue 15, defect 1): the rounds in the metadata, the players and
// players times rounds are bounded, and a limit hit is an error with its place.
func TestLimits(t *testing.T) {
	const meta = "# tiebreak-crosstable: 1\n"
	tests := []struct {
		name, in, want string
	}{
		{"rounds beyond the maximum", meta + "# rounds: 100000000\nNo,Name,R1\n1,A,\n2,B,\n",
			"a.csv:2:1: metadata: bad metadata line: rounds 100000000: at most 999"},
		{"rounds at the maximum, too many players", meta + "# rounds: 999\nNo,Name,R1\n" + rows(2003),
			"a.csv:3:1: rounds: 2003 players and 999 rounds (# rounds: 999): beyond what this program reads (at most 2000000 player-rounds)"},
		{"too many players", "No,Name,R1\n" + rows(10000),
			"a.csv:10001:1: player: a 10000th player: beyond what this program reads (at most 9999 players)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(tc.in)})
			if err == nil {
				t.Fatal("accepted")
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestShapeErrors pins the errors about the shape of a file: an unbalanced quote is named
// where it opens, and start number 0 is not "not a number" (issue 15, defect 9), and a
// row or file of too many fields stops at the first field beyond the limit (defect 3).
func TestShapeErrors(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"quote left open", "No,Name,R1\n1,\"Adams, Ann,W2\n2,Baker,L1\n",
			`a.csv:2:3: quoted field not closed: the quote opened here has no closing quote before the end of the file (a quote inside a quoted field is written twice: "")`},
		{"quote left open after a closed one", "No,Name,R1\r\n1,\"Adams, Ann\",W2\r\n2,\"Baker, \"\"Bo\"\"\",L1\r\n3,Cole,\"D1\n",
			`a.csv:4:8: quoted field not closed: the quote opened here has no closing quote before the end of the file (a quote inside a quoted field is written twice: "")`},
		{"start number 0", "No,Name,R1\n0,Adams,\n",
			"a.csv:2:1: start number: bad value: start number 0: it must be 1 or more"},
		{"start number 10000", "No,Name,R1\n10000,Adams,\n",
			"a.csv:2:1: start number: bad value: start number 10000: it must be 9999 or less"},
		{"game list start number 0", "Round,White No,White,Black No,Black,Result\n1,0,Adams,2,Baker,1-0\n",
			"a.csv:2:3: player number: bad game: start number 0: it must be 1 or more"},
		{"too many fields in a row", "Name,R1" + strings.Repeat(",", 3000) + "\n",
			"a.csv:1:2055: more than 2048 fields in one row: beyond what this program reads"},
		{"too many fields", strings.Repeat("Name,R1"+strings.Repeat(",", 1000)+"\n", 1000),
			"a.csv:999:11: more than 1000000 fields in the file: beyond what this program reads"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(tc.in)})
			if err == nil {
				t.Fatal("accepted")
			}
			if got := err.Error(); got != tc.want {
				t.Errorf("error\n got %s\nwant %s", got, tc.want)
			}
		})
	}
}

// TestMixedEncoding reads a UTF-8 file with one name in Latin-1 (issue 15, defect 6): the
// UTF-8 names stay as they are, the Latin-1 byte is read as Windows-1252, and the warning
// names its line.
func TestMixedEncoding(t *testing.T) {
	in := "No,Name,R1\n1,Müller,W2\n2,J\xf6rg,L1\n3,Zoë,\n"
	tr, warns, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(in)})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range tr.Players {
		names = append(names, p.Name)
	}
	if got, want := strings.Join(names, ";"), "Müller;Jörg;Zoë"; got != want {
		t.Errorf("names %s, want %s", got, want)
	}
	var ws []string
	for _, w := range warns {
		ws = append(ws, w.Error())
	}
	if got, want := strings.Join(ws, "\n"), "a.csv:3: bytes that are not UTF-8 read as Windows-1252 (save the file as UTF-8 to be sure)"; got != want {
		t.Errorf("warnings\n%s\nwant\n%s", got, want)
	}
}

// TestMirroredResultRoundTrip reads a US wall chart with R (the result recorded on the
// other side) against a win, a draw and a bye (issue 15, defect 8): every game scores one
// point, and the exported CSV reads back to the same model.
func TestMirroredResultRoundTrip(t *testing.T) {
	in := "No,Name,R1,R2\n1,A,W2w,D3\n2,B,R1,H\n3,C,H,R1\n"
	tr, _, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(in)})
	if err != nil {
		t.Fatal(err)
	}
	var totals []string
	for i := range tr.Players {
		totals = append(totals, tr.Total(&tr.Players[i]).String())
	}
	if got, want := strings.Join(totals, " "), "1.5 0.5 1"; got != want {
		t.Errorf("totals %s, want %s", got, want)
	}
	var buf bytes.Buffer
	if err := csvout.NewCrosstable().Export(context.Background(), &buf, &exporters.Document{T: tr}); err != nil {
		t.Fatal(err)
	}
	back, _, err := csvin.New().Import(importers.Source{Name: "b.csv", Data: buf.Bytes()})
	if err != nil {
		t.Fatalf("the export does not read back: %v\n%s", err, buf.Bytes())
	}
	if got, want := canonical(t, back), canonical(t, tr); !bytes.Equal(got, want) {
		t.Errorf("model changed:\n%s", firstDiff(want, got))
	}
}

// TestUnratedWords checks that a rating written as a word for unrated (unr, unr. as
// tiebreak's PDFs print it, NR, Unrated as the text reports print it, -) reads as
// unrated with one note pointing at the first, and that anything else is refused with
// what to write instead.
func TestUnratedWords(t *testing.T) {
	in := "No,Name,Rtg,R1\n1,A,unr,\n2,B,unr.,\n3,C,NR,\n4,D,Unrated,\n5,E,-,\n6,F,,\n7,G,1500,\n"
	tn, warns, err := csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte(in)})
	if err != nil {
		t.Fatal(err)
	}
	for i, p := range tn.Players {
		want := 0
		if p.Name == "G" {
			want = 1500
		}
		if p.Rating != want {
			t.Errorf("player %d (%s): rating %d, want %d", i+1, p.Name, p.Rating, want)
		}
	}
	var notes []string
	for _, w := range warns {
		notes = append(notes, w.Error())
	}
	if want := `a.csv:2:5: rating: "unr" read as unrated (5 such ratings in all); a blank rating means unrated too`; strings.Join(notes, "\n") != want {
		t.Errorf("notes\n got %q\nwant %q", notes, want)
	}
	_, _, err = csvin.New().Import(importers.Source{Name: "a.csv", Data: []byte("No,Name,Rtg,R1\n1,A,strong,\n2,B,,\n")})
	if want := `a.csv:2:5: rating: bad value: "strong" is not a rating: write a number from 0 to 9999, or leave the cell blank (or unr, NR, Unrated) for an unrated player`; err == nil || err.Error() != want {
		t.Errorf("error\n got %v\nwant %s", err, want)
	}
}
