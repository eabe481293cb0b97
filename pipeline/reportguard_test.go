package pipeline

import (
	"errors"
	"reflect"
	"testing"
)

// TestReportGuard checks when a report may replace the report its folder holds: the
// same event (name, TRF 012, and start date, 042) is replaced, another event is refused
// unless forced or the folder is the caller's own, and an empty folder holds nothing.
func TestReportGuard(t *testing.T) {
	spring := []byte("012 Spring Open\n042 2026/03/14\n001    1 m    Smith, James\n")
	springAgain := []byte("012 Spring Open  \n042 2026/03/14\n001    1 m    Jones, Ann\n")
	summer := []byte("012 Summer Open\n042 2026/03/14\n")
	nextYear := []byte("012 Spring Open\n042 2027/03/13\n")
	noName := []byte("042 2026/03/14\n")
	tests := []struct {
		name     string
		guard    ReportGuard
		old, new []byte
		want     string // the error; "" for none
	}{
		{"no report there", ReportGuard{}, nil, spring, ""},
		{"the same event again", ReportGuard{}, spring, springAgain, ""},
		{"another name", ReportGuard{}, spring, summer,
			`the folder holds the report of another event, "Spring Open" (2026/03/14); this is "Summer Open" (2026/03/14)`},
		{"another start date", ReportGuard{}, spring, nextYear,
			`the folder holds the report of another event, "Spring Open" (2026/03/14); this is "Spring Open" (2027/03/13)`},
		{"an event without a name", ReportGuard{}, noName, spring,
			`the folder holds the report of another event, an event without a name (2026/03/14); this is "Spring Open" (2026/03/14)`},
		{"--force", ReportGuard{Force: true}, spring, summer, ""},
		{"the caller's own folder", ReportGuard{OwnFolder: true}, spring, summer, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.guard.Check(tt.old, tt.new)
			got := ""
			if err != nil {
				got = err.Error()
				var other *OtherEventError
				if !errors.As(err, &other) {
					t.Errorf("%T is not an *OtherEventError", err)
				}
			}
			if got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

// TestSiteMarker: the events a site marker names read back as written, quotes and
// spaces included; a marker of an earlier version names none.
func TestSiteMarker(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want []EventID
	}{
		{"written", SiteMarker([]EventID{{Name: `Spring "Open"`, Date: "2026/04/11"}, {Name: "Club Night"}}),
			[]EventID{{Name: `Spring "Open"`, Date: "2026/04/11"}, {Name: "Club Night"}}},
		{"earlier version", []byte("# This folder was written by 'tiebreak publish'.\n"), nil},
		{"broken line", []byte("event: \"Open\n"), nil},
	}
	for _, tt := range tests {
		if got := SiteMarkerEvents(tt.data); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}
