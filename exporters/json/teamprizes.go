package jsonout

import (
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// teamPrizesDoc records the team prizes: the team standings they were paid on, every
// team award and every split among teams tied on the team score. Teams are named as in
// the event's file; "team" fields are indexes into "standings".
type teamPrizesDoc struct {
	Score     string          `json:"score"`
	Tiebreaks string          `json:"tiebreaks,omitempty"`
	Split     string          `json:"split"`
	Standings []teamRowDoc    `json:"standings"`
	Awards    []teamAwardDoc  `json:"awards"`
	Pools     []teamPoolDoc   `json:"pools"`
	Prizes    []teamResultDoc `json:"prizes"`
}

type teamRowDoc struct {
	Name  string `json:"name"`
	Score string `json:"score"`
	Place string `json:"place"`
}

type teamAwardDoc struct {
	Team     int      `json:"team"`
	Name     string   `json:"name"`
	Score    string   `json:"score"`
	Place    string   `json:"place"`
	Amount   string   `json:"amount,omitempty"`
	Award    string   `json:"award"`
	Prizes   []string `json:"prizes,omitempty"`
	Pool     *int     `json:"pool,omitempty"`
	Trophies []string `json:"trophies,omitempty"`
	TaxForm  bool     `json:"tax_form,omitempty"`
}

type teamShareDoc struct {
	Team   int    `json:"team"`
	Amount string `json:"amount"`
}

type teamPoolDoc struct {
	Score       string         `json:"score"`
	Places      string         `json:"places"`
	Method      string         `json:"method"`
	Prizes      []string       `json:"prizes"`
	Total       string         `json:"total"`
	Shares      []teamShareDoc `json:"shares"`
	Remainder   string         `json:"remainder,omitempty"`
	RemainderTo []int          `json:"remainder_to,omitempty"`
	Reason      string         `json:"reason"`
}

// teamResultDoc is the fate of one team prize: winners and trophy_to are team indexes.
type teamResultDoc struct {
	Prize    string `json:"prize"`
	Winners  []int  `json:"winners,omitempty"`
	Pool     *int   `json:"pool,omitempty"`
	TrophyTo *int   `json:"trophy_to,omitempty"`
}

// teamPrizes returns the team prize record of a, nil when no team standings were given.
func teamPrizes(a *prizes.Allocation) *teamPrizesDoc {
	tr := a.Teams
	if tr == nil {
		return nil
	}
	f := a.Fund
	labels := func(is []int) []string {
		out := make([]string, len(is))
		for k, i := range is {
			out[k] = f.Prizes[i].Label
		}
		return out
	}
	d := &teamPrizesDoc{Score: tr.ScoreName, Tiebreaks: tr.Tiebreaks, Split: f.Teams.Split.String(),
		Standings: []teamRowDoc{}, Awards: []teamAwardDoc{}, Pools: []teamPoolDoc{}, Prizes: []teamResultDoc{}}
	for _, r := range tr.Rows {
		d.Standings = append(d.Standings, teamRowDoc{Name: r.Name, Score: r.Score.String(), Place: places(r.Place, r.PlaceTo)})
	}
	for k := range a.TeamAwards {
		aw := &a.TeamAwards[k]
		ja := teamAwardDoc{Team: aw.Team, Name: tr.Rows[aw.Team].Name, Score: tr.Rows[aw.Team].Score.String(), Place: aw.PlaceLabel(),
			Award: a.TeamAwardName(aw), Prizes: labels(aw.Prizes), Trophies: aw.Trophies, TaxForm: aw.TaxForm}
		if aw.Amount > 0 {
			ja.Amount = aw.Amount.String()
		}
		if aw.Pool >= 0 {
			ja.Pool = &aw.Pool
		}
		d.Awards = append(d.Awards, ja)
	}
	for _, p := range a.TeamPools {
		jp := teamPoolDoc{Score: p.Score.String(), Places: places(p.Place, p.PlaceTo), Method: p.Method.String(), Prizes: labels(p.Prizes),
			Total: p.Total.String(), RemainderTo: p.RemainderTo, Reason: p.Reason}
		for k, t := range p.Teams {
			jp.Shares = append(jp.Shares, teamShareDoc{Team: t, Amount: p.Shares[k].String()})
		}
		if p.Remainder > 0 {
			jp.Remainder = p.Remainder.String()
		}
		d.Pools = append(d.Pools, jp)
	}
	for i := range a.Prizes {
		r := &a.Prizes[i]
		if !f.Prizes[i].Team {
			continue
		}
		jr := teamResultDoc{Prize: f.Prizes[i].Label, Winners: r.TeamWinners}
		if r.TeamPool >= 0 {
			jr.Pool = &r.TeamPool
		}
		if r.TeamTrophyTo >= 0 {
			jr.TrophyTo = &r.TeamTrophyTo
		}
		d.Prizes = append(d.Prizes, jr)
	}
	return d
}
