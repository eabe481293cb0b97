package season

import (
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

func pts(s ...string) []engine.Score {
	out := make([]engine.Score, len(s))
	for i, v := range s {
		out[i] = engine.MustScore(v)
	}
	return out
}

// TestBuild checks scoring, best-N, shared places and player matching on hand-made
// events, with every row's place, total and cells.
func TestBuild(t *testing.T) {
	cases := []struct {
		name    string
		scoring Scoring
		events  []Event
		want    string // show(lb)
		matches string // showMatches(lb)
	}{
		{
			name: "default place table",
			events: []Event{event("A",
				pl{name: "Adams, Ann", place: 1, pts: "4"}, pl{name: "Baker, Bob", place: 2, pts: "3"},
				pl{name: "Clark, Cy", place: 3, pts: "2"}, pl{name: "Davis, Di", place: 9, pts: "0"})},
			want: "1 Adams, Ann 10: 10\n2 Baker, Bob 8: 8\n3 Clark, Cy 6: 6\n4 Davis, Di 0: 0\n",
		},
		{
			name:    "own table, place beyond it worth 0",
			scoring: Scoring{Table: pts("3", "1.5")},
			events: []Event{event("A",
				pl{name: "Adams, Ann", place: 1, pts: "2"}, pl{name: "Baker, Bob", place: 2, pts: "1"}, pl{name: "Clark, Cy", place: 3, pts: "0"})},
			want: "1 Adams, Ann 3: 3\n2 Baker, Bob 1.5: 1.5\n3 Clark, Cy 0: 0\n",
		},
		{
			name:    "points mode",
			scoring: Scoring{By: "Points"},
			events: []Event{
				event("A", pl{name: "Adams, Ann", place: 1, pts: "3.5"}, pl{name: "Baker, Bob", place: 2, pts: "2.5"}),
				event("B", pl{name: "Baker, Bob", place: 1, pts: "4"}, pl{name: "Adams, Ann", place: 2, pts: "0.5"}),
			},
			want:    "1 Baker, Bob 6.5: 2.5* 4*\n2 Adams, Ann 4: 3.5* 0.5*\n",
			matches: "name: Adams, Ann | 1:Adams, Ann->2* 2:Adams, Ann->2*\nname: Baker, Bob | 1:Baker, Bob->1* 2:Baker, Bob->1*\n",
		},
		{
			name:    "participation bonus, also out of the table",
			scoring: Scoring{Participation: engine.Points(1)},
			events: []Event{
				event("A", pl{name: "Adams, Ann", us: "11111111", place: 1, pts: "3"}, pl{name: "Baker, Bob", us: "22222222", place: 12, pts: "0"}),
				event("B", pl{name: "Baker, Bob", us: "22222222", place: 30, pts: "0"}),
			},
			want: "1 Adams, Ann [11111111/] 11: 11 -\n2 Baker, Bob [22222222/] 2: 1 1\n",
		},
		{
			name:    "best 2: of equal results the earlier event counts",
			scoring: Scoring{BestN: 2},
			events: []Event{
				event("A", pl{name: "Adams, Ann", us: "1", place: 2, pts: "3"}),
				event("B", pl{name: "Adams, Ann", us: "1", place: 1, pts: "4"}),
				event("C", pl{name: "Adams, Ann", us: "1", place: 2, pts: "3"}, pl{name: "Baker, Bob", us: "2", place: 1, pts: "4"}),
				event("D", pl{name: "Baker, Bob", us: "2", place: 1, pts: "4"}),
			},
			want: "1 Baker, Bob [2/] 20: - - 10 10\n2 Adams, Ann [1/] 18: 8 10 (8) -\n",
		},
		{
			name:    "best 2 with a participation bonus: the bonus goes with the result",
			scoring: Scoring{BestN: 2, Participation: engine.Half},
			events: []Event{
				event("A", pl{name: "Adams, Ann", us: "1", place: 3, pts: "3"}),
				event("B", pl{name: "Adams, Ann", us: "1", place: 1, pts: "4"}),
				event("C", pl{name: "Adams, Ann", us: "1", place: 20, pts: "0"}),
			},
			want: "1 Adams, Ann [1/] 17: 6.5 10.5 (0.5)\n",
		},
		{
			name: "shared places split, rounded down to 0.01",
			events: []Event{event("A",
				pl{name: "Adams, Ann", place: 1, pts: "4"},
				pl{name: "Baker, Bob", place: 2, to: 4, pts: "3"}, pl{name: "Clark, Cy", place: 2, to: 4, pts: "3"}, pl{name: "Davis, Di", place: 2, to: 4, pts: "3"},
				pl{name: "Evans, Ed", place: 5, to: 6, pts: "2"}, pl{name: "Ford, Flo", place: 5, to: 6, pts: "2"},
				pl{name: "Gray, Gus", place: 7, to: 9, pts: "1"}, pl{name: "Hill, Hal", place: 7, to: 9, pts: "1"}, pl{name: "Irwin, Ida", place: 7, to: 9, pts: "1"})},
			// 8+6+5 = 19 / 3 = 6.333 -> 6.33; 4+3 = 7 / 2 = 3.5; 2+1+0 = 3 / 3 = 1.
			want: "1 Adams, Ann 10: 10\n2-4 Baker, Bob 6.33: 6.33\n2-4 Clark, Cy 6.33: 6.33\n2-4 Davis, Di 6.33: 6.33\n" +
				"5-6 Evans, Ed 3.5: 3.5\n5-6 Ford, Flo 3.5: 3.5\n7-9 Gray, Gus 1: 1\n7-9 Hill, Hal 1: 1\n7-9 Irwin, Ida 1: 1\n",
		},
		{
			name:    "ties by score: equal points share whatever the tiebreaks",
			scoring: Scoring{Ties: "score"},
			events: []Event{event("A",
				pl{name: "Adams, Ann", place: 1, pts: "4"}, pl{name: "Baker, Bob", place: 2, pts: "4"},
				pl{name: "Clark, Cy", place: 3, pts: "3"}, pl{name: "Davis, Di", place: 4, pts: "2.5"}, pl{name: "Evans, Ed", place: 5, pts: "2.5"}, pl{name: "Ford, Flo", place: 6, pts: "2.5"})},
			// 10+8 = 18 / 2 = 9; 5+4+3 = 12 / 3 = 4.
			want: "1-2 Adams, Ann 9: 9\n1-2 Baker, Bob 9: 9\n3 Clark, Cy 6: 6\n4-6 Davis, Di 4: 4\n4-6 Evans, Ed 4: 4\n4-6 Ford, Flo 4: 4\n",
		},
		{
			name:    "ties by tiebreak: each the points of their own position",
			scoring: Scoring{Ties: "tiebreak"},
			events: []Event{event("A",
				pl{name: "Adams, Ann", place: 1, pts: "4"}, pl{name: "Baker, Bob", place: 2, to: 3, pts: "3"}, pl{name: "Clark, Cy", place: 2, to: 3, pts: "3"})},
			want: "1 Adams, Ann 10: 10\n2 Baker, Bob 8: 8\n3 Clark, Cy 6: 6\n",
		},
		{
			name: "equal totals share a leaderboard place; listed by name",
			events: []Event{
				event("A", pl{name: "Zeller, Zoe", place: 1, pts: "4"}, pl{name: "Young, Yul", place: 2, pts: "3"}),
				event("B", pl{name: "Young, Yul", place: 1, pts: "4"}, pl{name: "Zeller, Zoe", place: 2, pts: "3"}, pl{name: "Xu, Xi", place: 3, pts: "2"}),
				event("C", pl{name: "Xu, Xi", place: 1, pts: "4"}, pl{name: "Walsh, Will", place: 2, pts: "3"}, pl{name: "Vance, Val", place: 3, pts: "2"}),
			},
			want: "1-2 Young, Yul 18: 8* 10* -\n1-2 Zeller, Zoe 18: 10* 8* -\n3 Xu, Xi 16: - 6* 10*\n4 Walsh, Will 8: - - 8\n5 Vance, Val 6: - - 6\n",
			matches: "name: Xu, Xi | 2:Xu, Xi->3* 3:Xu, Xi->3*\nname: Young, Yul | 1:Young, Yul->1* 2:Young, Yul->1*\n" +
				"name: Zeller, Zoe | 1:Zeller, Zoe->2* 2:Zeller, Zoe->2*\n",
		},
		{
			name: "US Chess ID matches whatever the names; the last event's name is shown",
			events: []Event{
				event("A", pl{name: "Smith, Jon", us: "12345678", place: 1, pts: "3"}),
				event("B", pl{name: "Smith, Jonathan Q.", us: " 12345678 ", place: 2, pts: "2"}),
			},
			want: "1 Smith, Jonathan Q. [12345678/] 18: 10 8\n",
		},
		{
			name: "FIDE ID matches; an appearance with both IDs links them",
			events: []Event{
				event("A", pl{name: "Kovacs, Anna", fide: "700123", place: 1, pts: "3"}),
				event("B", pl{name: "Kovács, Anna", us: "30000001", fide: "0700123", place: 1, pts: "3"}),
				event("C", pl{name: "Anna Kovacs", us: "30000001", place: 2, pts: "2"}),
			},
			want: "1 Anna Kovacs [30000001/0700123] 28: 10 10 8\n",
		},
		{
			name: "names: Last, First vs First Last, accents, case, spacing, apostrophes",
			events: []Event{
				event("A", pl{name: "Ó Muireagáin, Mícheál", place: 1, pts: "3"}, pl{name: "Dvořák, Jiří", place: 2, pts: "2"}, pl{name: "O'Brien, Seán", place: 3, pts: "1"}),
				event("B", pl{name: "micheal o muireagain", place: 1, pts: "3"}, pl{name: "JIRI  DVORAK", place: 2, pts: "2"}, pl{name: "Sean OBrien", place: 3, pts: "1"}),
			},
			want: "1 micheal o muireagain 20: 10* 10*\n2 JIRI  DVORAK 16: 8* 8*\n3 Sean OBrien 12: 6* 6*\n",
			matches: "name: JIRI  DVORAK | 1:Dvořák, Jiří->2* 2:JIRI  DVORAK->2*\nname: micheal o muireagain | 1:Ó Muireagáin, Mícheál->1* 2:micheal o muireagain->1*\n" +
				"name: Sean OBrien | 1:O'Brien, Seán->3* 2:Sean OBrien->3*\n",
		},
		{
			name: "ID in some events, name only in others: joined and listed",
			events: []Event{
				event("A", pl{name: "Lopez, Maria", us: "14000001", place: 1, pts: "3"}, pl{name: "Chen, Wei", place: 2, pts: "2"}),
				event("B", pl{name: "Maria Lopez", place: 2, pts: "2"}, pl{name: "Chen, Wei", us: "14000002", place: 1, pts: "3"}),
				event("C", pl{name: "LOPEZ, MARIA", us: "14000001", place: 1, pts: "3"}),
			},
			want:    "1 LOPEZ, MARIA [14000001/] 28: 10 8* 10\n2 Chen, Wei [14000002/] 18: 8* 10 -\n",
			matches: "name to ID: Chen, Wei | 1:Chen, Wei->2* 2:Chen, Wei[14000002/]->2\nname to ID: LOPEZ, MARIA | 1:Lopez, Maria[14000001/]->1 2:Maria Lopez->1* 3:LOPEZ, MARIA[14000001/]->1\n",
		},
		{
			name: "two IDs, one name: two players; the name alone joins neither",
			events: []Event{
				event("A", pl{name: "Smith, John", us: "10000001", place: 1, pts: "3"}),
				event("B", pl{name: "Smith, John", us: "10000002", place: 1, pts: "3"}),
				event("C", pl{name: "John Smith", place: 1, pts: "3"}),
			},
			want: "1-3 John Smith 10: - - 10\n1-3 Smith, John [10000001/] 10: 10 - -\n1-3 Smith, John [10000002/] 10: - 10 -\n",
			matches: "same name: Smith, John | 1:Smith, John[10000001/]->2 2:Smith, John[10000002/]->3\n" +
				"not joined: John Smith | 3:John Smith->1\n",
		},
		{
			name: "the same name twice in one event, no IDs: nobody joined",
			events: []Event{
				event("A", pl{name: "Lee, Kim", place: 1, pts: "3"}, pl{name: "Lee, Kim", place: 2, pts: "2"}),
				event("B", pl{name: "Kim Lee", place: 1, pts: "3"}),
			},
			want:    "1-2 Kim Lee 10: - 10\n1-2 Lee, Kim 10: 10 -\n3 Lee, Kim 8: 8 -\n",
			matches: "not joined: Kim Lee | 2:Kim Lee->1 1:Lee, Kim->2 1:Lee, Kim->3\n",
		},
		{
			name: "a name-only appearance in an event the ID-holder also played: not joined",
			events: []Event{
				event("A", pl{name: "Park, Min", us: "15000001", place: 1, pts: "3"}, pl{name: "Min Park", place: 2, pts: "2"}),
			},
			want:    "1 Park, Min [15000001/] 10: 10\n2 Min Park 8: 8\n",
			matches: "not joined: Min Park | 1:Min Park->2\n",
		},
		{
			name: "one ID on two players of one event: kept apart",
			events: []Event{
				event("A", pl{name: "Roe, Ray", us: "16000001", place: 1, pts: "3"}, pl{name: "Roe, R.", us: "16000001", place: 3, pts: "1"}),
			},
			want:    "1 Roe, Ray [16000001/] 10: 10\n2 Roe, R. [16000001/] 6: 6\n",
			matches: "twice: Roe, Ray | 1:Roe, Ray[16000001/]->1 1:Roe, R.[16000001/]->2\n",
		},
		{
			name: "one US Chess ID on three players of one event (issue 39): three players, each by FIDE ID",
			events: []Event{
				event("A", pl{name: "Smith, James", us: "17000001", fide: "2000001", place: 1, pts: "3"},
					pl{name: "Jones, Mary", us: "17000001", fide: "2000002", place: 2, pts: "2"},
					pl{name: "Brown, Li", us: "17000001", fide: "2000003", place: 3, pts: "1"}),
				event("B", pl{name: "Smith, James", us: "17000001", fide: "2000001", place: 1, pts: "3"}),
			},
			want:    "1 Smith, James [17000001/2000001] 20: 10 10\n2 Jones, Mary [17000001/2000002] 8: 8 -\n3 Brown, Li [17000001/2000003] 6: 6 -\n",
			matches: "twice: Smith, James | 1:Smith, James[17000001/2000001]->1 1:Jones, Mary[17000001/2000002]->2 1:Brown, Li[17000001/2000003]->3\n",
		},
		{
			name: "two IDs of one event linked by another event: kept apart",
			events: []Event{
				event("A", pl{name: "Ng, Al", us: "18000001", place: 1, pts: "3"}, pl{name: "Ng, Bo", fide: "3000001", place: 2, pts: "2"}),
				event("B", pl{name: "Ng, Al", us: "18000001", fide: "3000001", place: 1, pts: "3"}),
			},
			want:    "1 Ng, Al [18000001/3000001] 20: 10 10\n2 Ng, Bo [/3000001] 8: 8 -\n",
			matches: "twice: Ng, Al | 1:Ng, Al[18000001/]->1 1:Ng, Bo[/3000001]->2\n",
		},
		{
			name: "no standings: an empty column",
			events: []Event{
				{Name: "Cancelled", File: "x.trf"},
				event("A", pl{name: "Adams, Ann", place: 1, pts: "1"}),
			},
			want: "1 Adams, Ann 10: - 10\n",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if err := tc.scoring.Validate(); err != nil {
				t.Fatal(err)
			}
			lb := Build(tc.events, tc.scoring)
			if got := show(lb); got != tc.want {
				t.Errorf("leaderboard:\n%s\nwant:\n%s", got, tc.want)
			}
			if got := showMatches(lb); got != tc.matches {
				t.Errorf("matches:\n%s\nwant:\n%s", got, tc.matches)
			}
		})
	}
}

// TestEventLabels checks column labels: the event's name, else the tournament's, else
// the file's base name, made unique.
func TestEventLabels(t *testing.T) {
	a := event("Spring Open")
	b := event("Spring Open")
	c := event("")
	c.Name = ""
	c.File = "season/club/may.trf"
	d := Event{}
	lb := Build([]Event{a, b, c, d}, Scoring{})
	var got []string
	for _, e := range lb.Events {
		got = append(got, e.Label)
	}
	want := "Spring Open|Spring Open (2)|may|Event 4"
	if strings.Join(got, "|") != want {
		t.Errorf("labels %q, want %q", strings.Join(got, "|"), want)
	}
	if lb.Title != "Season leaderboard" {
		t.Errorf("title %q", lb.Title)
	}
}

// TestValidate checks the messages for bad settings, all reported at once.
func TestValidate(t *testing.T) {
	cases := []struct {
		s    Scoring
		want []string
	}{
		{Scoring{}, nil},
		{Scoring{By: "place", Table: pts("5", "5", "0"), Ties: "SPLIT", BestN: 3, Participation: engine.Half}, nil},
		{Scoring{By: "rank"}, []string{`scoring by "rank" is unknown: use place (points by final place) or points (game points)`}},
		{Scoring{Ties: "share"}, []string{`ties "share" is unknown: use split`}},
		{Scoring{By: "points", Table: pts("3")}, []string{"a points table applies only when scoring by place"}},
		{Scoring{Table: pts("10", "-1")}, []string{"points for 2nd place are -1: points cannot be negative"}},
		{Scoring{Table: pts("8", "10")}, []string{"points for 2nd place (10) exceed those for 1st (8): a lower place cannot be worth more"}},
		{Scoring{Participation: -engine.Half, BestN: -2}, []string{"the participation bonus is -0.5: it cannot be negative", "best -2 results: use a positive number, or 0 for every event"}},
	}
	for _, tc := range cases {
		err := tc.s.Validate()
		if tc.want == nil {
			if err != nil {
				t.Errorf("%+v: %v", tc.s, err)
			}
			continue
		}
		if err == nil {
			t.Errorf("%+v: no error", tc.s)
			continue
		}
		for _, w := range tc.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%+v: %q does not say %q", tc.s, err, w)
			}
		}
		if n := strings.Count(err.Error(), "\n") + 1; n != len(tc.want) {
			t.Errorf("%+v: %d messages, want %d: %q", tc.s, n, len(tc.want), err)
		}
	}
}

// TestDescribe checks the one-line description of the scoring.
func TestDescribe(t *testing.T) {
	cases := []struct {
		s    Scoring
		want string
	}{
		{Scoring{}, "Points by place: 10, 8, 6, 5, 4, 3, 2, 1; shared places share their points (rounded down to 0.01); every event counts"},
		{Scoring{By: "points", Participation: engine.Points(1), BestN: 5}, "Points: game points in each event; +1 per event played; best 5 results count"},
		{Scoring{Table: pts("3", "1.5"), Ties: "tiebreak", BestN: 1}, "Points by place: 3, 1.5; places by tiebreak order; best 1 result counts"},
		{Scoring{Ties: "score"}, "Points by place: 10, 8, 6, 5, 4, 3, 2, 1; players equal on points share their places' points (rounded down to 0.01); every event counts"},
	}
	for _, tc := range cases {
		if got := tc.s.Describe(); got != tc.want {
			t.Errorf("Describe(%+v) = %q, want %q", tc.s, got, tc.want)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestEventStatus: each event says where it stands, in the words of engine.Progress.
func TestEventStatus(t *testing.T) {
	done := event("Done", pl{name: "A", place: 1, pts: "1"}, pl{name: "B", place: 2, pts: "0"})
	going := event("Going", pl{name: "A", place: 1, pts: "1"}, pl{name: "B", place: 2, pts: "0"})
	for _, ev := range []Event{done, going} {
		tr := ev.Standings.Eval.T
		tr.Rounds = 2
		tr.Players[0].Rounds = []engine.Round{{Opponent: 2, Color: engine.White, Result: engine.Win}, {}}
		tr.Players[1].Rounds = []engine.Round{{Opponent: 1, Color: engine.Black, Result: engine.Loss}, {}}
	}
	finished := done.Standings.Eval.T // a one-round event
	finished.Rounds, finished.RoundsStated = 1, true
	for i := range finished.Players {
		finished.Players[i].Rounds = finished.Players[i].Rounds[:1]
	}
	lb := Build([]Event{done, going}, Scoring{})
	if got := lb.Events[0].Status + "|" + lb.Events[1].Status; got != "Final standings|Standings after round 1" {
		t.Errorf("statuses %q", got)
	}
}
