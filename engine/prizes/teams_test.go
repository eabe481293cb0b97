package prizes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// teamRanking builds team standings from "name score" pairs in final order; teams equal
// on the score keep the listed order (the team tiebreaks' order) with their own places.
func teamRanking(rows ...string) *TeamRanking {
	tr := &TeamRanking{ScoreName: "match points"}
	for k, r := range rows {
		name, score, _ := strings.Cut(r, " ")
		tr.Rows = append(tr.Rows, TeamRow{Name: name, Score: engine.MustScore(score), Place: k + 1, PlaceTo: k + 1})
	}
	return tr
}

// teamPrize returns a team prize "Team Nth".
func teamPrize(n int, dollars, trophy string) Prize {
	return Prize{Label: DefaultLabel("Team", n), Group: "Team", Place: n, Cash: money(dollars), Trophy: trophy, Team: true}
}

// teamPaid returns "team=amount[trophy]" for every team award, in team standings order.
func teamPaid(a *Allocation) string {
	var parts []string
	for _, aw := range a.TeamAwards {
		s := a.Teams.Rows[aw.Team].Name + "=" + aw.Amount.String()
		if len(aw.Trophies) > 0 {
			s += "[" + aw.TrophyNames() + "]"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestTeamPrizes(t *testing.T) {
	players := []entry{{"Kim", 1800, "4", ""}, {"Lee", 1700, "3", ""}}
	tests := []struct {
		name     string
		teams    *TeamRanking
		prizes   []Prize
		split    SplitMethod
		multiple bool
		round    Rounding
		want     string // teamPaid
		pools    []string
		players  string   // paid to players: team prizes never go to them
		reasons  []string // "label: reason" of every unawarded or partly given prize
	}{{
		name:   "ties on match points pool the places they span and share to the cent",
		teams:  teamRanking("Alpha 5", "Bravo 5", "Charlie 5", "Delta 3"),
		prizes: []Prize{place(1, "100"), teamPrize(1, "300", ""), teamPrize(2, "200", ""), teamPrize(3, "100", ""), teamPrize(4, "50", "")},
		want:   "Alpha=200.00 Bravo=200.00 Charlie=200.00 Delta=50.00",
		pools: []string{"Team prizes (32B2 by analogy; US Chess rules do not regulate team prizes): 3 teams tied at 5 match points (places 1-3), " +
			"Alpha; Bravo and Charlie, pool Team 1st+Team 2nd+Team 3rd, one prize per team, $600.00 in all ($200.00 each)."},
		players: "Kim=100.00",
	}, {
		name:   "the cent that does not divide goes to the first team in team standings order",
		teams:  teamRanking("Alpha 4", "Bravo 4", "Charlie 4"),
		prizes: []Prize{teamPrize(1, "100", ""), teamPrize(2, "0.01", "")},
		want:   "Alpha=33.34 Bravo=33.34 Charlie=33.33",
		pools: []string{"Team prizes (32B2 by analogy; US Chess rules do not regulate team prizes): 3 teams tied at 4 match points (places 1-3), " +
			"Alpha; Bravo and Charlie, pool Team 1st+Team 2nd, one prize per team, $100.01 in all ($33.33 each; the $0.02 that does not divide goes one cent each to Alpha and Bravo, first in team standings order)."},
	}, {
		name:   "trophies go by team tiebreaks, cash is shared",
		teams:  teamRanking("Bravo 6", "Alpha 6", "Charlie 2"),
		prizes: []Prize{teamPrize(1, "200", "1st Place Team"), teamPrize(2, "100", "2nd Place Team")},
		want:   "Bravo=150.00[1st Place Team] Alpha=150.00[2nd Place Team]",
		pools: []string{"Team prizes (32B2 by analogy; US Chess rules do not regulate team prizes): 2 teams tied at 6 match points (places 1-2), " +
			"Bravo and Alpha, pool Team 1st+Team 2nd, one prize per team, $300.00 in all ($150.00 each)."},
	}, {
		name:    "one cash team prize per team: a prize nobody can win is unawarded with the reason",
		teams:   teamRanking("Alpha 6", "Bravo 4"),
		prizes:  []Prize{teamPrize(1, "200", "1st"), teamPrize(2, "100", "2nd"), teamPrize(3, "50", "3rd Place Team")},
		want:    "Alpha=200.00[1st] Bravo=100.00[2nd]",
		reasons: []string{"Team 3rd: every team (2 teams) won another cash team prize (one cash team prize per team)"},
	}, {
		name:    "one trophy per team: the third trophy finds no team",
		teams:   teamRanking("Alpha 6", "Bravo 4"),
		prizes:  []Prize{teamPrize(1, "", "1st"), teamPrize(2, "", "2nd"), teamPrize(3, "", "3rd")},
		want:    "Alpha=0.00[1st] Bravo=0.00[2nd]",
		reasons: []string{"Team 3rd: every team (2 teams) already took a trophy"},
	}, {
		name:     "trophies: multiple lets the first team take them all",
		teams:    teamRanking("Alpha 6", "Bravo 4"),
		prizes:   []Prize{teamPrize(1, "", "1st"), {Label: "Best Club", Group: "Best Club", Place: 1, Trophy: "Club cup", Team: true}},
		multiple: true,
		want:     "Alpha=0.00[1st; Club cup]",
	}, {
		name:   "teams: split: tiebreak pays in team standings order",
		teams:  teamRanking("Bravo 6", "Alpha 6", "Charlie 6", "Delta 1"),
		prizes: []Prize{teamPrize(1, "300", ""), teamPrize(2, "200", ""), teamPrize(3, "100", ""), teamPrize(4, "50", "")},
		split:  SplitTiebreak,
		want:   "Bravo=300.00 Alpha=200.00 Charlie=100.00 Delta=50.00",
		pools: []string{"Team prizes, no split (teams: split: tiebreak): 3 teams tied at 6 match points (places 1-3), " +
			"Bravo; Alpha and Charlie, take Team 1st+Team 2nd+Team 3rd in team standings order."},
	}, {
		name:   "more tied teams than prizes: all tied teams share",
		teams:  teamRanking("Alpha 3", "Bravo 3", "Charlie 3", "Delta 3"),
		prizes: []Prize{teamPrize(1, "100", ""), teamPrize(2, "60", "")},
		round:  RoundDollar,
		want:   "Alpha=40.00 Bravo=40.00 Charlie=40.00 Delta=40.00",
		pools: []string{"Team prizes (32B2 by analogy; US Chess rules do not regulate team prizes): 4 teams tied at 3 match points (places 1-4), " +
			"Alpha; Bravo; Charlie and Delta, pool Team 1st+Team 2nd, one prize per team, $160.00 in all ($40.00 each)."},
	}, {
		name:    "no team standings: team prizes are unawarded, players do not get them",
		prizes:  []Prize{teamPrize(1, "100", "Cup")},
		players: "",
		reasons: []string{"Team 1st: no team standings were given for the team prizes"},
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := standings(t, players)
			f := &Fund{Prizes: tc.prizes, Rounding: tc.round, Teams: TeamSettings{Split: tc.split}, Trophies: TrophyPolicy{Multiple: tc.multiple}}
			a, err := AllocateWithTeams(st, tc.teams, f, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := a.Verify(); err != nil {
				t.Error(err)
			}
			if a.Teams != nil {
				if got := teamPaid(a); got != tc.want {
					t.Errorf("teams:\n got %s\nwant %s", got, tc.want)
				}
			}
			var pools []string
			for _, p := range a.TeamPools {
				pools = append(pools, p.Reason)
			}
			if fmt.Sprint(pools) != fmt.Sprint(tc.pools) {
				t.Errorf("pools:\n got %q\nwant %q", pools, tc.pools)
			}
			if got := paid(a); got != tc.players {
				t.Errorf("players: got %q, want %q", got, tc.players)
			}
			var reasons []string
			for i, r := range a.Prizes {
				if r.Reason != "" {
					reasons = append(reasons, f.Prizes[i].Label+": "+r.Reason)
				}
			}
			if fmt.Sprint(reasons) != fmt.Sprint(tc.reasons) {
				t.Errorf("reasons:\n got %q\nwant %q", reasons, tc.reasons)
			}
			var paidSum Money
			for _, aw := range a.Awards {
				paidSum += aw.Amount
			}
			for _, aw := range a.TeamAwards {
				paidSum += aw.Amount
			}
			if a.Paid != paidSum || a.Unpaid != a.Total-a.Paid {
				t.Errorf("paid %s unpaid %s total %s, awards add up to %s", a.Paid, a.Unpaid, a.Total, paidSum)
			}
		})
	}
}

// TestTeamPrizeFate checks the words the prize lists print for a team prize.
func TestTeamPrizeFate(t *testing.T) {
	st := standings(t, []entry{{"Kim", 1800, "4", ""}})
	f := &Fund{Prizes: []Prize{teamPrize(1, "200", "1st Place Team"), teamPrize(2, "100", ""), teamPrize(3, "50", ""), teamPrize(4, "", "4th")}}
	a, err := AllocateWithTeams(st, teamRanking("Bravo 6", "Alpha 6", "Charlie 2"), f, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		`pooled, shared by 2 teams (places 1-2); trophy "1st Place Team" to Bravo`,
		`pooled, shared by 2 teams (places 1-2)`,
		`to Charlie`,
		`trophy "4th" to Alpha`,
	}
	for i, w := range want {
		if got := a.TeamPrizeFate(i); got != w {
			t.Errorf("prize %d: got %q, want %q", i, got, w)
		}
	}
	if got := a.TeamAwardName(&a.TeamAwards[0]); got != "Team 1st+Team 2nd, shared by 2" {
		t.Errorf("award name %q", got)
	}
	if got := a.TeamAwards[1].PlaceLabel(); got != "1-2" {
		t.Errorf("place %q", got)
	}
}
