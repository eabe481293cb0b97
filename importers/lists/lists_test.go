package lists

import (
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
)

func TestReadMembers(t *testing.T) {
	data, err := os.ReadFile("testdata/members.csv")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadMembers("members.csv", data)
	if err != nil {
		t.Fatal(err)
	}
	want := []uscf.Member{
		{ID: "12345678", Name: "AMES, ANN", Expiry: engine.Date{Year: 2026, Month: 12, Day: 31}, Rating: 1523},
		{ID: "12345679", Name: "BAKER, BO", Expiry: engine.Date{Year: 2025, Month: 3, Day: 31}, Rating: 1400},
		{ID: "12345680", Name: "COLE, CY"},
		{ID: "12345681", Name: "DUNN, DI", Expiry: engine.Date{Year: 2026, Month: 4, Day: 30}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
}

func TestReadMembersErrors(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"no header", "", "m.csv:1: empty file; expected a header row"},
		{"no ID column", "Member,Name\n1,A\n", "m.csv:1: header: no id column; the header must name the columns ID and Name (Expiry and Rating are read when present)"},
		{"every bad row", "ID,Name,Expiry,Rating\n1234,A,2026-01-01,1500\n12345678,B,soon,1500\n12345679,C,2026-01-01,high\n",
			"m.csv:2:1: ID: \"1234\" is not an 8-digit US Chess ID\nm.csv:3:12: expiry: \"soon\" is not a date\nm.csv:4:23: rating: \"high\" is not a rating"},
		{"bad quote", "ID,Name\n\"12345678,A\n", "m.csv:2:"},
		{"not UTF-8", "ID,Name\n12345678,\xff\n", "m.csv:1: not UTF-8 text; save the export as CSV (UTF-8)"},
	}
	for _, tt := range tests {
		_, err := ReadMembers("m.csv", []byte(tt.data))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestReadFIDEList(t *testing.T) {
	data, err := os.ReadFile("testdata/fide-list.txt")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadFIDEList("list.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	want := []fide.ListPlayer{
		{ID: "1900001", Name: "P1", Federation: "POR", Rating: 2100},
		{ID: "1900002", Name: "P2", Federation: "POR", Rating: 1905},
		{ID: "1900003", Name: "Third, Person", Federation: "ESP", Rating: 1800},
		{ID: "3000007", Name: "Golf, Gus", Federation: "POR"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("got %+v\nwant %+v", got, want)
	}
	// The standard list heads the rating with the list month.
	month := strings.Replace(string(data), "SRtng", "MAR25", 1)
	if got, err := ReadFIDEList("list.txt", []byte(month)); err != nil || got[0].Rating != 2100 {
		t.Errorf("month heading: %v, %v", got, err)
	}
}

func TestReadFIDEListErrors(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"not the list", "Name,Rating\n", "l.txt:1: header: not the FIDE rating list"},
		{"bad rows", "ID Number  Name      Fed SRtng\n12x        A         POR 2000\n123        B         POR 20a0\n",
			"l.txt:2:1: ID Number: \"12x\" is not a FIDE ID\nl.txt:3:26: rating: \"20a0\" is not a rating"},
	}
	for _, tt := range tests {
		_, err := ReadFIDEList("l.txt", []byte(tt.data))
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.want)
		}
	}
}

// FuzzReadMembers: the member reader never panics, and what it accepts has 8-digit IDs.
func FuzzReadMembers(f *testing.F) {
	if data, err := os.ReadFile("testdata/members.csv"); err == nil {
		f.Add(data)
	}
	for _, s := range []string{"ID,Name\n12345678,A\n", "id,name,exp,rating\n12345678,\"B, C\",life,1500/4\n", "ID,Name\n\"", "\uFEFFID,Name,Expiry\n12345678,A,2026-02-30\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			ms, err := ReadMembers("f.csv", data)
			if err != nil {
				return
			}
			for _, m := range ms {
				if len(m.ID) != 8 || m.Rating < 0 {
					t.Fatalf("accepted %+v", m)
				}
			}
		})
	})
}

// FuzzReadFIDEList: the list reader never panics, and what it accepts has numeric IDs.
func FuzzReadFIDEList(f *testing.F) {
	if data, err := os.ReadFile("testdata/fide-list.txt"); err == nil {
		f.Add(data)
	}
	for _, s := range []string{"ID Number Name Fed MAR25\n1 A B 2\n", "ID Number  Name      Fed SRtng\n12         A         POR\n", "ID Number"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			ps, err := ReadFIDEList("f.txt", data)
			if err != nil {
				return
			}
			for _, p := range ps {
				if p.ID == "" || strings.Trim(p.ID, "0123456789") != "" {
					t.Fatalf("accepted %+v", p)
				}
			}
		})
	})
}
