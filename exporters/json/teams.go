package jsonout

import (
	"encoding/json"
	"errors"
	"io"

	"github.com/tiebreak-chess/tiebreak/engine/teams"
)

type teamStandingsJSON struct {
	Kind      string        `json:"kind"` // "matches" or "school"
	Tiebreaks []string      `json:"tiebreaks"`
	Teams     []teamRowJSON `json:"teams"`
}

type teamRowJSON struct {
	Place    string                 `json:"place"`
	No       int                    `json:"no"`
	Team     string                 `json:"team"`
	MP       *json.Number           `json:"mp,omitempty"`
	GP       json.Number            `json:"gp"`
	Values   map[string]json.Number `json:"tiebreaks,omitempty"`
	Counting []int                  `json:"counting,omitempty"` // start numbers, school teams
}

// WriteTeams writes team standings as JSON: kind, the tiebreak codes and one object per
// team in final order (place, no, team, mp, gp, tiebreaks by code; for school teams no mp
// and the start numbers of the counting players).
func WriteTeams(w io.Writer, st *teams.Standings, startNumbers func(player int) int) error {
	if st == nil {
		return errors.New("no team standings to write")
	}
	out := teamStandingsJSON{Kind: "matches", Tiebreaks: st.Codes, Teams: []teamRowJSON{}}
	if st.School {
		out.Kind = "school"
	}
	if out.Tiebreaks == nil {
		out.Tiebreaks = []string{}
	}
	for _, r := range st.Rows {
		tm := st.Teams[r.Team]
		row := teamRowJSON{Place: r.PlaceLabel(), No: tm.ID, Team: tm.Name, GP: json.Number(r.GP.String())}
		if !st.School {
			mp := json.Number(r.MP.String())
			row.MP = &mp
		} else {
			for _, pi := range st.Counting[r.Team] {
				row.Counting = append(row.Counting, startNumbers(pi))
			}
		}
		if len(st.Codes) > 0 {
			row.Values = map[string]json.Number{}
			for k, c := range st.Codes {
				row.Values[c] = json.Number(r.Values[k].String())
			}
		}
		out.Teams = append(out.Teams, row)
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
