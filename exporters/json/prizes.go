package jsonout

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Prizes writes a prize allocation as JSON: the fund's totals, every award, every pool
// with its reason, and every prize with its fate. Amounts are strings with two decimals
// ("746.75") so that no reader turns them into binary floats.
type Prizes struct{}

// NewPrizes returns the prize JSON writer.
func NewPrizes() Prizes { return Prizes{} }

// Name returns "json".
func (Prizes) Name() string { return "json" }

// Extensions returns ".json".
func (Prizes) Extensions() []string { return []string{".json"} }

// Description describes the output.
func (Prizes) Description() string {
	return "prize allocation as JSON: awards, pools with reasons, prizes, totals"
}

type prizeDoc struct {
	Event     string           `json:"event"`
	Status    string           `json:"status"` // where the event stands: "Final standings", ...
	Fund      string           `json:"fund,omitempty"`
	Currency  string           `json:"currency"`
	Rounding  string           `json:"rounding"`
	Split     string           `json:"split"`
	Unrated   string           `json:"unrated"`
	Ratings   string           `json:"ratings"`
	Options   prizeOptions     `json:"options"`
	Announced string           `json:"announced"`
	Total     string           `json:"total"`
	Paid      string           `json:"paid"`
	Unpaid    string           `json:"unpaid"`
	Reduction *prizeReduction  `json:"reduction,omitempty"`
	Awards    []prizeAward     `json:"awards"`
	Pools     []prizePool      `json:"pools"`
	Prizes    []prizeResultDoc `json:"prizes"`
	Teams     *teamPrizesDoc   `json:"teams,omitempty"`
	Notes     []string         `json:"notes,omitempty"`
}

type prizeOptions struct {
	Exception bool   `json:"exception"`
	Cap       bool   `json:"cap"`
	Remainder string `json:"remainder"`
}

type prizeReduction struct {
	BasedOn int    `json:"based_on"`
	Actual  int    `json:"actual"`
	Percent string `json:"percent"`
	Floor   bool   `json:"floor"`
	Small   bool   `json:"small"`
	// Guaranteed is true when the fund's announced guarantee set the percent; Full
	// counts the prizes paid in full (guaranteed: true).
	Guaranteed bool `json:"guaranteed,omitempty"`
	Full       int  `json:"full_prizes,omitempty"`
}

type prizeAward struct {
	No       int      `json:"no"`
	Name     string   `json:"name"`
	Rating   int      `json:"rating"`
	Points   string   `json:"points"`
	Place    string   `json:"place"`
	Amount   string   `json:"amount,omitempty"`
	Award    string   `json:"award"`
	Prizes   []string `json:"prizes,omitempty"`
	Pool     *int     `json:"pool,omitempty"`
	Trophies []string `json:"trophies,omitempty"`
	TaxForm  bool     `json:"tax_form,omitempty"`
}

type prizePool struct {
	Points      string       `json:"points"`
	Places      string       `json:"places"`
	Method      string       `json:"method"`
	Prizes      []string     `json:"prizes"`
	Total       string       `json:"total"`
	Shares      []prizeShare `json:"shares"`
	Exception   bool         `json:"exception,omitempty"`
	Capped      []prizeShare `json:"capped,omitempty"`
	Reduced     bool         `json:"reduced,omitempty"`
	Remainder   string       `json:"remainder,omitempty"`
	RemainderTo []int        `json:"remainder_to,omitempty"`
	Reason      string       `json:"reason"`
	Group       []int        `json:"group"`
}

type prizeShare struct {
	No     int    `json:"no"`
	Amount string `json:"amount"`
}

type prizeResultDoc struct {
	Prize     string `json:"prize"`
	Line      int    `json:"line,omitempty"`
	Announced string `json:"announced"`
	Cash      string `json:"cash"`
	Trophy    string `json:"trophy,omitempty"`
	Winners   []int  `json:"winners,omitempty"`
	Pool      *int   `json:"pool,omitempty"`
	TrophyTo  int    `json:"trophy_to,omitempty"`
	Team      bool   `json:"team,omitempty"`
	Unawarded bool   `json:"unawarded,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// Export writes doc.Prizes.
func (Prizes) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
	a := doc.Prizes
	if a == nil || a.Standings == nil {
		return errors.New("no prize allocation to write")
	}
	t := doc.T
	f := a.Fund
	no := func(x int) int { return int(t.Players[x].ID) }
	nos := func(xs []int) []int {
		out := make([]int, len(xs))
		for k, x := range xs {
			out[k] = no(x)
		}
		return out
	}
	labels := func(is []int) []string {
		out := make([]string, len(is))
		for k, i := range is {
			out[k] = f.Prizes[i].Label
		}
		return out
	}
	cur := f.Currency
	if cur == "" {
		cur = "USD"
	}
	d := prizeDoc{Event: t.Name, Status: exporters.Progress(doc).String(), Fund: f.Name, Currency: cur, Rounding: f.Rounding.String(), Split: f.Split.String(),
		Unrated: f.Unrated.String(), Ratings: a.RatingSource.String(),
		Options:   prizeOptions{Exception: !a.Options.NoException, Cap: !a.Options.NoCap, Remainder: a.Options.Remainder.String()},
		Announced: a.Announced.String(), Total: a.Total.String(), Paid: a.Paid.String(), Unpaid: a.Unpaid.String(),
		Awards: []prizeAward{}, Pools: []prizePool{}, Notes: a.Notes}
	if r := a.Reduction; r != nil {
		// Percent is in hundredths of a percent, like cents: 6000 is "60.00".
		d.Reduction = &prizeReduction{BasedOn: r.BasedOn, Actual: r.Actual, Percent: prizes.Money(r.Percent).String(), Floor: r.Floor, Small: r.Small,
			Guaranteed: r.Guaranteed, Full: r.Full}
	}
	for k := range a.Awards {
		aw := &a.Awards[k]
		row := a.Standings.Rows[aw.Row]
		ja := prizeAward{No: no(aw.Player), Name: t.Players[aw.Player].Name, Rating: a.Rating(aw.Player),
			Points: row.Points.String(), Place: aw.PlaceLabel(), Award: a.AwardName(aw), Prizes: labels(aw.Prizes),
			Trophies: aw.Trophies, TaxForm: aw.TaxForm}
		if aw.Amount > 0 {
			ja.Amount = aw.Amount.String()
		}
		if aw.Pool >= 0 {
			ja.Pool = &aw.Pool
		}
		d.Awards = append(d.Awards, ja)
	}
	for _, p := range a.Pools {
		jp := prizePool{Points: p.Points.String(), Places: places(p.Place, p.PlaceTo), Method: p.Method.String(), Prizes: labels(p.Prizes),
			Total: p.Total.String(), Exception: p.Exception, Reduced: p.Reduced, Reason: p.Reason, Group: nos(p.Group),
			RemainderTo: nos(p.RemainderTo)}
		for k, x := range p.Players {
			jp.Shares = append(jp.Shares, prizeShare{No: no(x), Amount: p.Shares[k].String()})
		}
		for k, x := range p.Capped {
			jp.Capped = append(jp.Capped, prizeShare{No: no(x), Amount: p.CapAmount[k].String()})
		}
		if p.Remainder > 0 {
			jp.Remainder = p.Remainder.String()
		}
		if len(jp.RemainderTo) == 0 {
			jp.RemainderTo = nil
		}
		d.Pools = append(d.Pools, jp)
	}
	for i := range a.Prizes {
		r := &a.Prizes[i]
		pz := &f.Prizes[i]
		jr := prizeResultDoc{Prize: pz.Label, Line: pz.Line, Announced: pz.Cash.String(), Cash: r.Cash.String(), Trophy: pz.Trophy,
			Winners: nos(r.Winners), Team: pz.Team, Unawarded: r.Unawarded, Reason: r.Reason}
		if r.Pool >= 0 {
			jr.Pool = &r.Pool
		}
		if r.TrophyTo >= 0 {
			jr.TrophyTo = no(r.TrophyTo)
		}
		if len(jr.Winners) == 0 {
			jr.Winners = nil
		}
		d.Prizes = append(d.Prizes, jr)
	}
	d.Teams = teamPrizes(a)
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		return err
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// places returns "3" or "3-5".
func places(place, to int) string {
	if to > place {
		return strconv.Itoa(place) + "-" + strconv.Itoa(to)
	}
	return strconv.Itoa(place)
}
