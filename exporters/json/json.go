package jsonout

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/jsonwire"
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
func (exporter) Export(_ context.Context, w io.Writer, doc *exporters.Document) error {
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

func marshal(d *jsonwire.Document) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(d); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func optScore(s *engine.Score) string {
	if s == nil {
		return ""
	}
	return s.String()
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

func build(t *engine.Tournament) *jsonwire.Document {
	d := &jsonwire.Document{
		Name: t.Name, Section: t.Section, City: t.City, Federation: t.Federation,
		StartDate: exporters.ISODate(t.StartDate), EndDate: exporters.ISODate(t.EndDate), ChiefArbiter: t.ChiefArbiter,
		DeputyArbiters: t.DeputyArbiters, TimeControl: t.TimeControl,
		TypeText: t.TypeText, TypeCode: t.TypeCode, Rounds: t.Rounds,
		RoundDates: isoDates(t.RoundDates), Tiebreaks: t.Tiebreaks, StandingsDef: t.StandingsDef,
		Unverified:      t.Unverified,
		StatedTiebreaks: t.StatedTiebreaks, StatedRules: t.StatedRules, StatedBy: t.StatedBy,
		Scoring: &jsonwire.Scoring{
			WinWhite: t.Scoring.WinWhite.String(), WinBlack: t.Scoring.WinBlack.String(),
			DrawWhite: t.Scoring.DrawWhite.String(), DrawBlack: t.Scoring.DrawBlack.String(),
			LossWhite: t.Scoring.LossWhite.String(), LossBlack: t.Scoring.LossBlack.String(),
			ForfeitWin: t.Scoring.ForfeitWin.String(), ForfeitLoss: t.Scoring.ForfeitLoss.String(),
			FullBye: t.Scoring.FullBye.String(), HalfBye: t.Scoring.HalfBye.String(),
			ZeroBye: t.Scoring.ZeroBye.String(), PairingBye: t.Scoring.PairingBye.String(),
		},
		Players: make([]jsonwire.Player, 0, len(t.Players)),
	}
	// The planned rounds are written always, so that a file cut after a round reads
	// back as the event in progress.
	d.PlannedRounds, _ = t.Planned()
	totals := t.Totals()
	for i := range t.Players {
		d.Players = append(d.Players, buildPlayer(&t.Players[i], totals[i]))
	}
	for _, tm := range t.Teams {
		m := make([]int, len(tm.Members))
		for i, id := range tm.Members {
			m[i] = int(id)
		}
		d.Teams = append(d.Teams, jsonwire.Team{ID: tm.ID, Name: tm.Name, Nickname: tm.Nickname, Members: m,
			DeclaredMP: optScore(tm.DeclaredMP), DeclaredGP: optScore(tm.DeclaredGP)})
	}
	if ts := t.TeamScoring; ts != (engine.TeamScoring{}) {
		d.TeamScoring = &jsonwire.TeamScoring{MatchWin: optScore(ts.MatchWin), MatchDraw: optScore(ts.MatchDraw), MatchLoss: optScore(ts.MatchLoss),
			PABMatch: optScore(ts.PABMatch), PABGame: optScore(ts.PABGame)}
	}
	byeKinds := map[engine.Result]string{engine.PairingBye: "PAB", engine.FullBye: "FPB", engine.HalfBye: "HPB", engine.ZeroBye: "ZPB"}
	for _, b := range t.TeamByes {
		d.TeamByes = append(d.TeamByes, jsonwire.TeamBye{Round: b.Round, Team: b.Team, Kind: byeKinds[b.Kind]})
	}
	for _, f := range t.TeamForfeits {
		d.TeamForfeits = append(d.TeamForfeits, jsonwire.TeamForfeit{Round: f.Round, White: f.White, Black: f.Black, Result: f.Result})
	}
	for _, a := range t.Adjustments {
		d.Adjustments = append(d.Adjustments, jsonwire.Adjustment{
			Player: int(a.Player), Round: a.Round, Points: a.Points.String(),
			Source: sourceName(a.Source), Code: a.Code, Note: a.Note,
		})
	}
	for _, id := range t.LineOrder {
		d.LineOrder = append(d.LineOrder, int(id))
	}
	for _, u := range t.Unknown {
		d.Unknown = append(d.Unknown, jsonwire.PlayerRound{Player: int(u.Player), Round: u.Round})
	}
	for _, r := range t.Records {
		d.Records = append(d.Records, jsonwire.Record{Tag: r.Tag, Line: r.Line})
	}
	return d
}

func buildPlayer(p *engine.Player, total engine.Score) jsonwire.Player {
	out := jsonwire.Player{
		ID: int(p.ID), Name: p.Name, Sex: p.Sex, Title: p.Title, Rating: p.Rating,
		Federation: p.Federation, FIDEID: p.FIDEID, Birth: p.Birth, Total: total.String(),
		DeclaredRank: p.DeclaredRank, Club: p.Club,
		Rounds: make([]jsonwire.Round, len(p.Rounds)),
	}
	if p.Declared != nil && *p.Declared != total {
		out.Declared = p.Declared.String()
	}
	for _, n := range p.National {
		out.National = append(out.National, jsonwire.National(n))
	}
	for _, a := range p.Attrs {
		out.Attrs = append(out.Attrs, jsonwire.Attr(a))
	}
	for r, rd := range p.Rounds {
		out.Rounds[r] = jsonwire.Round{Round: r + 1, Opponent: int(rd.Opponent), Color: rd.Color.String(), Result: ResultCode(rd.Result)}
	}
	return out
}

func buildStandings(t *engine.Tournament, st *engine.Standings) *jsonwire.Standings {
	stageT := t
	if st.Eval != nil {
		stageT = st.Eval.T
	}
	stage := stageT.Progress()
	sd := &jsonwire.Standings{Status: stage.String(), Final: stage.Final, Tiebreaks: []string{}, Rows: []jsonwire.StandingRow{}}
	for _, tb := range st.Tiebreaks {
		sd.Tiebreaks = append(sd.Tiebreaks, tb.Code())
	}
	for _, row := range st.Rows {
		r := jsonwire.StandingRow{Place: row.PlaceLabel(), Rank: row.RankLabel(), Points: row.Points.String()}
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
