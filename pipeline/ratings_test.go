package pipeline

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
)

// TestRatingReportCheck checks which findings check --for gives: none without a check,
// the federation's report checks, and with a list of players those of the list after
// them. The sample's first player is given a FIDE ID and a US Chess ID that the lists
// do not hold, so that each list finds something.
func TestRatingReportCheck(t *testing.T) {
	ev := sample(t)
	ev.Players[0].FIDEID = "4100018"
	ev.Players[0].National = append(ev.Players[0].National, engine.NationalRating{Federation: "USA", ID: "12345678"})
	members := []uscf.Member{{ID: "87654321", Name: "Nobody, Known"}}
	tests := []struct {
		name  string
		check *RatingReportCheck
		want  []engine.Problem
	}{
		{"no check", nil, nil},
		{"uscf", &RatingReportCheck{System: "uscf"}, uscf.ReportProblems(ev)},
		{"uscf with members", &RatingReportCheck{System: "uscf", Members: members, Listed: true},
			append(uscf.ReportProblems(ev), uscf.MemberProblems(ev, members)...)},
		{"fide", &RatingReportCheck{System: "fide"}, fide.ReportProblems(ev)},
		{"fide with an empty list", &RatingReportCheck{System: "fide", Listed: true},
			append(fide.ReportProblems(ev), fide.ListProblems(ev, nil)...)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.check.Problems(ev)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %d problems %v\nwant %d %v", len(got), got, len(tt.want), tt.want)
			}
		})
	}
	if len(fide.ListProblems(ev, nil)) == 0 || len(uscf.MemberProblems(ev, members)) == 0 {
		t.Error("the lists find nothing in the sample: the test cannot tell whether they are compared")
	}
}

// TestFIDERatingsBasisK checks how the rating report's basis says where K came from: by
// the rules, for rapid and blitz, or for some players as the director set it (in the
// TD's words, not the flag's).
func TestFIDERatingsBasisK(t *testing.T) {
	ev := sample(t)
	tests := []struct {
		name string
		opts fide.RatingOptions
		want string
	}{
		{"rules", fide.RatingOptions{}, "K: rating and birth year (8.3.3)."},
		{"rapid", fide.RatingOptions{RapidBlitz: true}, "K: 20, rapid/blitz (8.3.3)."},
		{"two set", fide.RatingOptions{K: map[int]int{0: 40, 3: 10}}, "K: rating and birth year (8.3.3), 2 set by the director."},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			basis := FIDERatings(ev, tc.opts).Basis
			if len(basis) < 2 || !strings.HasSuffix(basis[1], tc.want) {
				t.Errorf("basis %q, want its second line to end %q", basis, tc.want)
			}
		})
	}
}
