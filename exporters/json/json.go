package jsonout

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"tiebreak/engine"
	"tiebreak/exporters"
)

type exporter struct{}

// New returns the canonical JSON exporter (name "json", extension ".json").
func New() exporters.Exporter { return exporter{} }

func (exporter) Name() string         { return "json" }
func (exporter) Extensions() []string { return []string{".json"} }
func (exporter) Description() string {
	return "canonical JSON dump of the model (and standings when computed)"
}

// Export writes the canonical dump of doc.T, with a "standings" section when
// doc.Standings is not nil and a "ratings" section when doc.Ratings is not nil.
func (exporter) Export(w io.Writer, doc *exporters.Document) error {
	if doc == nil || doc.T == nil {
		return fmt.Errorf("no tournament to export")
	}
	d := build(doc.T)
	if doc.Standings != nil {
		d.Standings = buildStandings(doc.T, doc.Standings)
	}
	if doc.Ratings != nil {
		d.Ratings = buildRatings(doc.Ratings)
	}
	out, err := marshal(d)
	if err != nil {
		return err
	}
	_, err = w.Write(out)
	return err
}

// Canonical returns the canonical JSON dump of t (without standings), ending in a newline.
// Two tournaments are the same model exactly when their dumps are equal.
func Canonical(t *engine.Tournament) ([]byte, error) {
	if t == nil {
		return nil, fmt.Errorf("nil tournament")
	}
	return marshal(build(t))
}

func marshal(d *document) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

type document struct {
	Name           string        `json:"name"`
	Section        string        `json:"section,omitempty"`
	City           string        `json:"city,omitempty"`
	Federation     string        `json:"federation,omitempty"`
	StartDate      string        `json:"start_date,omitempty"`
	EndDate        string        `json:"end_date,omitempty"`
	ChiefArbiter   string        `json:"chief_arbiter,omitempty"`
	DeputyArbiters []string      `json:"deputy_arbiters,omitempty"`
	TimeControl    string        `json:"time_control,omitempty"`
	TypeText       string        `json:"type_text,omitempty"`
	TypeCode       string        `json:"type_code,omitempty"`
	Rounds         int           `json:"rounds"`
	RoundDates     []string      `json:"round_dates,omitempty"`
	Scoring        scoring       `json:"scoring"`
	Tiebreaks      []string      `json:"tiebreaks,omitempty"`
	StandingsDef   []string      `json:"standings_def,omitempty"`
	Players        []player      `json:"players"`
	Teams          []team        `json:"teams,omitempty"`
	TeamScoring    *teamScoring  `json:"team_scoring,omitempty"`
	TeamByes       []teamBye     `json:"team_byes,omitempty"`
	TeamForfeits   []teamForfeit `json:"team_forfeits,omitempty"`
	Adjustments    []adjustment  `json:"adjustments,omitempty"`
	Records        []record      `json:"records,omitempty"`
	Unverified     int           `json:"unverified,omitempty"`
	Standings      *standingsDoc `json:"standings,omitempty"`
	Ratings        *ratingsDoc   `json:"ratings,omitempty"`
}

type scoring struct {
	WinWhite    string `json:"win_white"`
	WinBlack    string `json:"win_black"`
	DrawWhite   string `json:"draw_white"`
	DrawBlack   string `json:"draw_black"`
	LossWhite   string `json:"loss_white"`
	LossBlack   string `json:"loss_black"`
	ForfeitWin  string `json:"forfeit_win"`
	ForfeitLoss string `json:"forfeit_loss"`
	FullBye     string `json:"full_bye"`
	HalfBye     string `json:"half_bye"`
	ZeroBye     string `json:"zero_bye"`
	PairingBye  string `json:"pairing_bye"`
}

type player struct {
	ID           int        `json:"id"`
	Name         string     `json:"name"`
	Sex          string     `json:"sex,omitempty"`
	Title        string     `json:"title,omitempty"`
	Rating       int        `json:"rating,omitempty"`
	Federation   string     `json:"federation,omitempty"`
	FIDEID       string     `json:"fide_id,omitempty"`
	Birth        string     `json:"birth,omitempty"`
	Total        string     `json:"total"`
	Declared     string     `json:"declared,omitempty"`
	DeclaredRank int        `json:"declared_rank,omitempty"`
	Club         string     `json:"club,omitempty"`
	National     []national `json:"national,omitempty"`
	Attrs        []attr     `json:"attrs,omitempty"`
	Rounds       []round    `json:"rounds"`
}

type national struct {
	Federation string `json:"federation"`
	Rating     int    `json:"rating,omitempty"`
	ID         string `json:"id,omitempty"`
	Class      string `json:"class,omitempty"`
	Origin     string `json:"origin,omitempty"`
}

type attr struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

type round struct {
	Round    int    `json:"round"`
	Opponent int    `json:"opponent,omitempty"`
	Color    string `json:"color"`
	Result   string `json:"result"`
}

type team struct {
	ID         int    `json:"id"`
	Name       string `json:"name"`
	Nickname   string `json:"nickname,omitempty"`
	Members    []int  `json:"members"`
	DeclaredMP string `json:"declared_mp,omitempty"`
	DeclaredGP string `json:"declared_gp,omitempty"`
}

// teamScoring is TRF26 362 and 320: empty strings were not declared.
type teamScoring struct {
	MatchWin  string `json:"match_win,omitempty"`
	MatchDraw string `json:"match_draw,omitempty"`
	MatchLoss string `json:"match_loss,omitempty"`
	PABMatch  string `json:"pab_match,omitempty"`
	PABGame   string `json:"pab_game,omitempty"`
}

type teamBye struct {
	Round int    `json:"round"`
	Team  int    `json:"team"`
	Kind  string `json:"kind"` // PAB, FPB, HPB, ZPB
}

type teamForfeit struct {
	Round  int    `json:"round"`
	White  int    `json:"white"`
	Black  int    `json:"black"`
	Result string `json:"result"`
}

func optScore(s *engine.Score) string {
	if s == nil {
		return ""
	}
	return s.String()
}

type adjustment struct {
	Player int    `json:"player"`
	Round  int    `json:"round,omitempty"`
	Points string `json:"points"`
	Source string `json:"source"`
	Code   string `json:"code,omitempty"`
	Note   string `json:"note,omitempty"`
}

type record struct {
	Tag  string `json:"tag,omitempty"`
	Line string `json:"line"`
}

type standingsDoc struct {
	Tiebreaks []string      `json:"tiebreaks"`
	Rows      []standingRow `json:"rows"`
}

type standingRow struct {
	Place     string            `json:"place"`
	ID        int               `json:"id"`
	Name      string            `json:"name"`
	Points    string            `json:"points"`
	Tiebreaks map[string]string `json:"tiebreaks,omitempty"`
}

// ResultCode returns the readable code the dump uses for r ("win", "half_bye", ...); see
// [engine.Result.Code].
func ResultCode(r engine.Result) string { return r.Code() }

func sourceName(s engine.AdjustmentSource) string {
	switch s {
	case engine.AdjustRecord:
		return "record"
	case engine.AdjustDeclared:
		return "declared"
	}
	return fmt.Sprintf("source_%d", s)
}

func build(t *engine.Tournament) *document {
	d := &document{
		Name: t.Name, Section: t.Section, City: t.City, Federation: t.Federation,
		StartDate: exporters.ISODate(t.StartDate), EndDate: exporters.ISODate(t.EndDate), ChiefArbiter: t.ChiefArbiter,
		DeputyArbiters: t.DeputyArbiters, TimeControl: t.TimeControl,
		TypeText: t.TypeText, TypeCode: t.TypeCode, Rounds: t.Rounds,
		RoundDates: isoDates(t.RoundDates), Tiebreaks: t.Tiebreaks, StandingsDef: t.StandingsDef,
		Unverified: t.Unverified,
		Scoring: scoring{
			WinWhite: t.Scoring.WinWhite.String(), WinBlack: t.Scoring.WinBlack.String(),
			DrawWhite: t.Scoring.DrawWhite.String(), DrawBlack: t.Scoring.DrawBlack.String(),
			LossWhite: t.Scoring.LossWhite.String(), LossBlack: t.Scoring.LossBlack.String(),
			ForfeitWin: t.Scoring.ForfeitWin.String(), ForfeitLoss: t.Scoring.ForfeitLoss.String(),
			FullBye: t.Scoring.FullBye.String(), HalfBye: t.Scoring.HalfBye.String(),
			ZeroBye: t.Scoring.ZeroBye.String(), PairingBye: t.Scoring.PairingBye.String(),
		},
		Players: make([]player, 0, len(t.Players)),
	}
	totals := t.Totals()
	for i := range t.Players {
		d.Players = append(d.Players, buildPlayer(&t.Players[i], totals[i]))
	}
	for _, tm := range t.Teams {
		m := make([]int, len(tm.Members))
		for i, id := range tm.Members {
			m[i] = int(id)
		}
		d.Teams = append(d.Teams, team{ID: tm.ID, Name: tm.Name, Nickname: tm.Nickname, Members: m,
			DeclaredMP: optScore(tm.DeclaredMP), DeclaredGP: optScore(tm.DeclaredGP)})
	}
	if ts := t.TeamScoring; ts != (engine.TeamScoring{}) {
		d.TeamScoring = &teamScoring{optScore(ts.MatchWin), optScore(ts.MatchDraw), optScore(ts.MatchLoss), optScore(ts.PABMatch), optScore(ts.PABGame)}
	}
	byeKinds := map[engine.Result]string{engine.PairingBye: "PAB", engine.FullBye: "FPB", engine.HalfBye: "HPB", engine.ZeroBye: "ZPB"}
	for _, b := range t.TeamByes {
		d.TeamByes = append(d.TeamByes, teamBye{Round: b.Round, Team: b.Team, Kind: byeKinds[b.Kind]})
	}
	for _, f := range t.TeamForfeits {
		d.TeamForfeits = append(d.TeamForfeits, teamForfeit{Round: f.Round, White: f.White, Black: f.Black, Result: f.Result})
	}
	for _, a := range t.Adjustments {
		d.Adjustments = append(d.Adjustments, adjustment{
			Player: int(a.Player), Round: a.Round, Points: a.Points.String(),
			Source: sourceName(a.Source), Code: a.Code, Note: a.Note,
		})
	}
	for _, r := range t.Records {
		d.Records = append(d.Records, record{Tag: r.Tag, Line: r.Line})
	}
	return d
}

func buildPlayer(p *engine.Player, total engine.Score) player {
	out := player{
		ID: int(p.ID), Name: p.Name, Sex: p.Sex, Title: p.Title, Rating: p.Rating,
		Federation: p.Federation, FIDEID: p.FIDEID, Birth: p.Birth, Total: total.String(),
		DeclaredRank: p.DeclaredRank, Club: p.Club,
		Rounds: make([]round, len(p.Rounds)),
	}
	if p.Declared != nil && *p.Declared != total {
		out.Declared = p.Declared.String()
	}
	for _, n := range p.National {
		out.National = append(out.National, national(n))
	}
	for _, a := range p.Attrs {
		out.Attrs = append(out.Attrs, attr(a))
	}
	for r, rd := range p.Rounds {
		out.Rounds[r] = round{Round: r + 1, Opponent: int(rd.Opponent), Color: rd.Color.String(), Result: ResultCode(rd.Result)}
	}
	return out
}

func buildStandings(t *engine.Tournament, st *engine.Standings) *standingsDoc {
	sd := &standingsDoc{Tiebreaks: []string{}, Rows: []standingRow{}}
	for _, tb := range st.Tiebreaks {
		sd.Tiebreaks = append(sd.Tiebreaks, tb.Code())
	}
	for _, row := range st.Rows {
		r := standingRow{Place: row.PlaceLabel(), Points: row.Points.String()}
		if row.Player >= 0 && row.Player < len(t.Players) {
			r.ID = int(t.Players[row.Player].ID)
			r.Name = t.Players[row.Player].Name
		}
		if len(st.Tiebreaks) > 0 {
			r.Tiebreaks = make(map[string]string, len(st.Tiebreaks))
			for k, tb := range st.Tiebreaks {
				if k < len(row.Values) && !row.IsBlank(k) { // absent where a group tiebreak was not applied
					r.Tiebreaks[tb.Code()] = exporters.FormatValue(tb, row.Values[k])
				}
			}
		}
		sd.Rows = append(sd.Rows, r)
	}
	return sd
}

// isoDates returns the dates as ISO 8601 (see [exporters.ISODate]).
func isoDates(dates []string) []string {
	if dates == nil {
		return nil
	}
	out := make([]string, len(dates))
	for i, d := range dates {
		out[i] = exporters.ISODate(d)
	}
	return out
}
