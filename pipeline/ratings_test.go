package pipeline

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
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
			rep, err := FIDERatings(ev, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			basis := rep.Basis
			if len(basis) < 2 || !strings.HasSuffix(basis[1], tc.want) {
				t.Errorf("basis %q, want its second line to end %q", basis, tc.want)
			}
		})
	}
}

// TestFIDERatingsFromFIDERatingsOnly: FIDE rating changes are refused for an event whose
// ratings are US Chess ratings (a SwissSys or US Chess DBF file), in words that say so,
// and for one in which nobody is rated; the sample, a TRF with FIDE ratings, is rated.
func TestFIDERatingsFromFIDERatingsOnly(t *testing.T) {
	us := sample(t)
	us.RatingsOf = "USA"
	_, err := FIDERatings(us, fide.RatingOptions{})
	if nf, ok := errors.AsType[*NoFIDERatingsError](err); !ok || !nf.USChess || !strings.Contains(err.Error(), "US Chess ratings") {
		t.Errorf("US Chess ratings: %v, want a refusal that names them", err)
	}
	none := sample(t)
	for i := range none.Players {
		none.Players[i].Rating = 0
	}
	if _, err := FIDERatings(none, fide.RatingOptions{}); err == nil || strings.Contains(err.Error(), "US Chess") {
		t.Errorf("nobody rated: %v, want a refusal", err)
	}
	if _, err := Ratings("fide", us); err == nil {
		t.Error("standings columns: FIDE changes from US Chess ratings")
	}
	if rep, err := FIDERatings(sample(t), fide.RatingOptions{}); err != nil || len(rep.Rows) == 0 {
		t.Errorf("sample: %v", err)
	}
}

// TestUSChessRulesLines: the estimate's heading names the rules in force on the event's
// end date (its start date when it has no end), the latest without a date, and the
// director's threshold with the one in force beside it.
func TestUSChessRulesLines(t *testing.T) {
	tests := []struct {
		start, end string
		bonus      int
		want       []string
		b          int
	}{
		{"2025/10/25", "2025/10/26", 0, []string{"US Chess rating system as of 2025: bonus threshold 10 (in force for an event ending 26 October 2025)."}, 10},
		{"2016/05/01", "", 0, []string{"US Chess rating system before May 2017: bonus threshold 12 (in force for an event ending 1 May 2016)."}, 12},
		{"", "", 0, []string{"US Chess rating system as of 2025: bonus threshold 10 (the event's date is not in the file: the latest rules)."}, 10},
		{"2025/10/26", "", 12, []string{"Bonus threshold 12, set by the director; in force for an event ending 26 October 2025:",
			"US Chess rating system as of 2025: bonus threshold 10."}, 12},
		{"2025/10/26", "", 10, []string{"US Chess rating system as of 2025: bonus threshold 10 (in force for an event ending 26 October 2025)."}, 10},
	}
	for _, tt := range tests {
		ev := &engine.Tournament{StartDate: tt.start, EndDate: tt.end}
		r, lines := usChessRules(ev, tt.bonus)
		if r.Bonus != tt.b || !reflect.DeepEqual(lines, tt.want) {
			t.Errorf("%q-%q bonus %d: %d %q, want %d %q", tt.start, tt.end, tt.bonus, r.Bonus, lines, tt.b, tt.want)
		}
	}
}

// TestUSChessEstimatesAsk: the basis of an estimate says how the director gives what it
// assumes in the words the caller names (a command's flags), and plainly without them,
// never naming a flag of its own.
func TestUSChessEstimatesAsk(t *testing.T) {
	tests := []struct {
		name string
		ask  EstimateAsks
		want []string
	}{
		{"plain", EstimateAsks{}, []string{
			"Time control not in the file: estimated as regular (give the time control).",
			"Assumed: rated players established (unless games given), unrated from 1300,",
			"floor 100 only unless given (higher floors need the player's history)."}},
		{"flags", EstimateAsks{TimeControl: "--time-control", Games: "--games", Floor: "--floor"}, []string{
			"Time control not in the file: estimated as regular (give --time-control).",
			"Assumed: rated players established (unless --games), unrated from 1300,",
			"floor 100 only unless --floor (higher floors need the player's history)."}},
	}
	for _, tt := range tests {
		ev := sample(t)
		ev.TimeControl = ""
		rep, err := USChessEstimates(ev, "", uscf.EstimateOptions{}, tt.ask)
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range tt.want {
			if !slices.Contains(rep.Basis, line) {
				t.Errorf("%s: the basis has no line %q:\n%s", tt.name, line, strings.Join(rep.Basis, "\n"))
			}
		}
		if tt.ask == (EstimateAsks{}) && strings.Contains(strings.Join(rep.Basis, " "), "--") {
			t.Errorf("%s: the basis names a flag:\n%s", tt.name, strings.Join(rep.Basis, "\n"))
		}
	}
}

func TestReportCheckFilesOpen(t *testing.T) {
	for _, tc := range []struct {
		f    ReportCheckFiles
		want string // the error, or the system of the check
	}{
		{ReportCheckFiles{}, "no check"},
		{ReportCheckFiles{For: "USCF"}, "uscf"},
		{ReportCheckFiles{For: "fide"}, "fide"},
		{ReportCheckFiles{For: "ecf"}, `for "ecf": use uscf or fide`},
		{ReportCheckFiles{Members: "m.csv"}, "members for \"\""},
		{ReportCheckFiles{For: "fide", Members: "m.csv"}, "members for \"fide\""},
		{ReportCheckFiles{For: "uscf", Players: "p.txt"}, "players for \"uscf\""},
		{ReportCheckFiles{For: "uscf", Members: "m.csv"}, "cannot read the members file m.csv: no such file"},
		{ReportCheckFiles{For: "fide", Players: "p.txt"}, "cannot read the FIDE rating list p.txt: no such file"},
	} {
		rc, err := tc.f.Open(t.Context(), func(string) {})
		got := "no check"
		var le *ListForError
		switch {
		case errors.As(err, &le):
			got = fmt.Sprintf("%s for %q", le.List, le.For)
		case err != nil:
			got = err.Error()
		case rc != nil:
			got = rc.System
		}
		if got != tc.want {
			t.Errorf("%+v: got %s, want %s", tc.f, got, tc.want)
		}
	}
}
