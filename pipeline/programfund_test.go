package pipeline

import (
	"context"
	"testing"
)

// TestFundToPay pays the fund given, else the prizes a SwissSys event file holds (the
// PNWCC G60: $100, $70, $30 in one section), and nothing for a file without prizes, an
// event of several files, standard input or a run stopped.
func TestFundToPay(t *testing.T) {
	const sjson = "../testdata/real/swisssys11/PNWCC_G60_Online__Mar_16_SwissSys11.sjson"
	given, err := LoadFund("../testdata/open-fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	stopped, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name    string
		ctx     context.Context
		paths   []string
		given   *Fund
		want    string // the fund's Ref; "" for none
		program bool
		note    string // the first note
	}{
		{"the program's", context.Background(), []string{sjson}, nil, sjson + " (prizes entered in SwissSys)", true,
			"prizes: the 3 prizes entered in SwissSys in PNWCC_G60_Online__Mar_16_SwissSys11.sjson (1 section) are paid"},
		{"given wins", context.Background(), []string{sjson}, given, "../testdata/open-fund.yaml", false, ""},
		{"a TRF holds none", context.Background(), []string{"../testdata/open.trf"}, nil, "", false, ""},
		{"two files", context.Background(), []string{sjson, sjson}, nil, "", false, ""},
		{"standard input", context.Background(), []string{"-"}, nil, "", false, ""},
		{"stopped", stopped, []string{sjson}, nil, "", false, ""},
	}
	for _, tt := range tests {
		fund, notes, program := FundToPay(tt.ctx, tt.paths, tt.given)
		ref, note := "", ""
		if fund != nil {
			ref = fund.Ref
		}
		if len(notes) > 0 {
			note = notes[0].Text
			if notes[0].Kind != NoteFund {
				t.Errorf("%s: note of kind %d", tt.name, notes[0].Kind)
			}
		}
		if ref != tt.want || program != tt.program || note != tt.note {
			t.Errorf("%s: fund %q, program %v, note %q; want %q, %v, %q", tt.name, ref, program, note, tt.want, tt.program, tt.note)
		}
	}
}
