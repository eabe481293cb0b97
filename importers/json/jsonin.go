// Package jsonin reads the canonical JSON form of an event, as 'tiebreak convert --to
// json' writes it (exporters/json), back into the model: a file written by the tool
// reads back as the same canonical model. A "standings" section is output only and is
// ignored. Unknown keys, unknown result codes and malformed values are errors positioned
// at their line and column.
package jsonin

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/jsonwire"
)

// Errors wrapped by the problems Import reports.
var (
	ErrSyntax = errors.New("not valid JSON")
	ErrValue  = errors.New("bad value")
)

// maxRounds and maxPlayerID bound what a file may declare, as the TRF importer does.
const (
	maxRounds   = 999
	maxPlayerID = 9999
)

type importer struct{}

// New returns the JSON importer: name "json", extension .json.
func New() importers.Importer { return importer{} }

func (importer) Name() string         { return "json" }
func (importer) Extensions() []string { return []string{".json"} }

// Description is the line for 'tiebreak formats'.
func (importer) Description() string {
	return "tiebreak's canonical JSON, read back as the same model"
}

// Sniff reports whether head is a JSON object whose first key is one the canonical form
// writes first ("name"), or that mentions "players" and "scoring".
func (importer) Sniff(head []byte) bool {
	head = bytes.TrimPrefix(head, []byte{0xEF, 0xBB, 0xBF})
	t := bytes.TrimLeft(head, " \t\r\n")
	if len(t) == 0 || t[0] != '{' {
		return false
	}
	rest := bytes.TrimLeft(t[1:], " \t\r\n")
	return bytes.HasPrefix(rest, []byte(`"name"`)) ||
		bytes.Contains(t, []byte(`"players"`)) && bytes.Contains(t, []byte(`"scoring"`))
}

// teamByeKinds maps the JSON names of team byes to results.
var teamByeKinds = map[string]engine.Result{"PAB": engine.PairingBye, "FPB": engine.FullBye, "HPB": engine.HalfBye, "ZPB": engine.ZeroBye}

// reader converts a decoded document into the model, collecting every problem.
type reader struct {
	file  string
	errs  []error
	warns []*importers.ParseError
	// players is the number of players the file holds and longest the most rounds
	// of one, counted while reading (beyond the limits, not every player is kept).
	players, longest int
}

func (r *reader) fail(field, format string, args ...any) {
	r.errs = append(r.errs, &importers.ParseError{File: r.file, Field: field, Err: fmt.Errorf("%w: "+format, append([]any{ErrValue}, args...)...)})
}

// optScore reads an optional score: the empty string is nil (not declared).
func (r *reader) optScore(field, s string) *engine.Score {
	if s == "" {
		return nil
	}
	v := r.score(field, s)
	return &v
}

func (r *reader) score(field, s string) engine.Score {
	v, err := engine.ParseScore(s)
	if err != nil {
		r.fail(field, "%q is not a number of points", s)
	}
	return v
}

// Import reads a canonical JSON file.
func (importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	data := bytes.TrimPrefix(src.Data, []byte{0xEF, 0xBB, 0xBF})
	if !utf8.Valid(data) {
		return nil, nil, errors.Join(&importers.ParseError{File: src.Name, Line: 1, Err: fmt.Errorf("%w: the file is not UTF-8", ErrSyntax)})
	}
	dc := &decoder{s: jsonwire.NewScanner(data), positions: src.Positions != nil}
	var d jsonwire.Document
	dc.document(&d)
	dc.s.End()
	if err := dc.s.Err(); err != nil {
		return nil, nil, errors.Join(scanError(src.Name, data, err))
	}
	r := &reader{file: src.Name, players: dc.players, longest: dc.longest}
	t := r.tournament(&d)
	if len(r.errs) > 0 {
		return nil, r.warns, errors.Join(r.errs...)
	}
	if src.Positions != nil {
		dc.record(&d, src.Positions)
	}
	return t, r.warns, nil
}

// record gives src.Positions where each player's object and each of its rounds start.
func (dc *decoder) record(d *jsonwire.Document, ps *importers.Positions) {
	next := 0
	for k := range d.Players {
		if k >= len(dc.starts) {
			return
		}
		id := engine.PlayerID(d.Players[k].ID)
		ps.SetPlayer(id, dc.starts[k])
		ps.ReserveRounds(id, dc.roundsOf[k])
		for r := range dc.roundsOf[k] {
			at := dc.rounds[next+r]
			ps.SetRound(id, r+1, importers.Position{Line: int(at.line), Column: int(at.col)})
		}
		next += dc.roundsOf[k]
	}
}

// scanError positions a problem of the scan at its line and column.
func scanError(file string, data []byte, e *jsonwire.Error) *importers.ParseError {
	pe := &importers.ParseError{File: file, Field: e.Field, Err: fmt.Errorf("%w: %w", ErrSyntax, e)}
	if e.Want != "" {
		pe.Err = fmt.Errorf("%w: %w", ErrValue, e)
	}
	pe.Line, pe.Column = position(data, e.Offset)
	return pe
}

// kindName names what a Go kind expects in a user's words.
func kindName(k reflect.Kind) string {
	switch k {
	case reflect.Int:
		return "a whole number"
	case reflect.String:
		return "text in double quotes"
	case reflect.Slice:
		return "a list [...]"
	case reflect.Struct, reflect.Pointer:
		return "an object {...}"
	}
	return "a " + k.String()
}

// valueStart returns the offset of the scalar value that ends at off (a type error is
// reported after the value).
func valueStart(data []byte, off int) int {
	off = max(0, min(off, len(data)))
	i := off - 1
	if i >= 0 && data[i] == '"' {
		for i--; i >= 0; i-- {
			if data[i] == '"' && (i == 0 || data[i-1] != '\\') {
				return i
			}
		}
		return 0
	}
	for i >= 0 && bytes.IndexByte([]byte("0123456789+-.eEtruefalsn"), data[i]) >= 0 {
		i--
	}
	return i + 1
}

// position returns the 1-based line and character column of byte offset off.
func position(data []byte, off int) (int, int) {
	off = max(0, min(off, len(data)))
	before := data[:off]
	line := bytes.Count(before, []byte{'\n'}) + 1
	start := bytes.LastIndexByte(before, '\n') + 1
	return line, utf8.RuneCount(before[start:]) + 1
}

var adjustmentSources = map[string]engine.AdjustmentSource{"record": engine.AdjustRecord, "declared": engine.AdjustDeclared}

// planned reads the planned rounds and the stated tiebreak order of d into t; it reports
// false when the planned rounds cannot be used (fewer than the rounds written).
func (r *reader) planned(d *jsonwire.Document, t *engine.Tournament) bool {
	switch p := d.PlannedRounds; {
	case p == 0:
	case p < d.Rounds || p > maxRounds:
		r.fail("planned_rounds", "%d planned rounds (%d to %d)", p, max(d.Rounds, 1), maxRounds)
		return false
	default:
		// The rounds after those written are planned: every player is padded to them.
		t.Rounds, t.RoundsStated = p, true
	}
	if len(d.StatedTiebreaks) > 0 || d.StatedRules != "" || d.StatedBy != "" {
		if err := engine.CheckStatedOrder(d.StatedTiebreaks, d.StatedRules, d.StatedBy); err != nil {
			r.fail("stated_tiebreaks", "%v", err)
		}
	}
	return true
}

func (r *reader) tournament(d *jsonwire.Document) *engine.Tournament {
	t := &engine.Tournament{
		Name: d.Name, Section: d.Section, City: d.City, Federation: d.Federation, StartDate: d.StartDate,
		EndDate: d.EndDate, ChiefArbiter: d.ChiefArbiter, DeputyArbiters: d.DeputyArbiters,
		TimeControl: d.TimeControl, TypeText: d.TypeText, TypeCode: d.TypeCode,
		Rounds: d.Rounds, RoundDates: d.RoundDates, Tiebreaks: d.Tiebreaks,
		StandingsDef: d.StandingsDef, Unverified: d.Unverified,
		StatedTiebreaks: d.StatedTiebreaks, StatedRules: d.StatedRules, StatedBy: d.StatedBy,
		Scoring: engine.DefaultScoring(),
	}
	if d.Rounds < 0 || d.Rounds > maxRounds {
		r.fail("rounds", "%d rounds (0 to %d)", d.Rounds, maxRounds)
		return nil
	}
	if !r.planned(d, t) {
		return nil
	}
	if d.Unverified < 0 {
		r.fail("unverified", "%d problems", d.Unverified)
	}
	if s := d.Scoring; s != nil {
		t.Scoring = engine.Scoring{
			WinWhite: r.score("scoring win_white", s.WinWhite), WinBlack: r.score("scoring win_black", s.WinBlack),
			DrawWhite: r.score("scoring draw_white", s.DrawWhite), DrawBlack: r.score("scoring draw_black", s.DrawBlack),
			LossWhite: r.score("scoring loss_white", s.LossWhite), LossBlack: r.score("scoring loss_black", s.LossBlack),
			ForfeitWin: r.score("scoring forfeit_win", s.ForfeitWin), ForfeitLoss: r.score("scoring forfeit_loss", s.ForfeitLoss),
			FullBye: r.score("scoring full_bye", s.FullBye), HalfBye: r.score("scoring half_bye", s.HalfBye),
			ZeroBye: r.score("scoring zero_bye", s.ZeroBye), PairingBye: r.score("scoring pairing_bye", s.PairingBye),
		}
	}
	// The limits of every format, before any player is built: a small file may declare
	// far more rounds than it holds, and each player is padded to the event's rounds.
	if r.players > importers.MaxPlayers {
		r.errs = append(r.errs, &importers.ParseError{File: r.file, Field: "players",
			Err: fmt.Errorf("%d players: %w (at most %d)", r.players, importers.ErrLimit, importers.MaxPlayers)})
		return nil
	}
	longest := max(t.Rounds, r.longest)
	if r.players*longest > importers.MaxPlayerRounds {
		r.errs = append(r.errs, &importers.ParseError{File: r.file, Field: "rounds",
			Err: fmt.Errorf("%d players and %d rounds: %w (at most %d player-rounds)", r.players, longest, importers.ErrLimit, importers.MaxPlayerRounds)})
		return nil
	}
	seen := make([]bool, maxPlayerID+1)
	for k := range d.Players {
		p := &d.Players[k]
		field := "player " + strconv.Itoa(p.ID)
		if p.ID < 1 || p.ID > maxPlayerID {
			r.fail("players["+strconv.Itoa(k)+"] id", "start number %d (1 to %d)", p.ID, maxPlayerID)
			continue
		}
		if seen[p.ID] {
			r.fail(field, "start number %d is used twice", p.ID)
			continue
		}
		seen[p.ID] = true
		if len(p.Rounds) > maxRounds {
			r.fail(field, "%d rounds (at most %d)", len(p.Rounds), maxRounds)
			continue
		}
		t.Players = append(t.Players, r.player(p, field))
	}
	for _, tm := range d.Teams {
		members := make([]engine.PlayerID, len(tm.Members))
		for i, m := range tm.Members {
			members[i] = engine.PlayerID(m)
		}
		field := "team " + strconv.Itoa(tm.ID)
		t.Teams = append(t.Teams, engine.Team{ID: tm.ID, Name: tm.Name, Nickname: tm.Nickname, Members: members,
			DeclaredMP: r.optScore(field+" declared_mp", tm.DeclaredMP), DeclaredGP: r.optScore(field+" declared_gp", tm.DeclaredGP)})
	}
	if ts := d.TeamScoring; ts != nil {
		t.TeamScoring = engine.TeamScoring{
			MatchWin:  r.optScore("team_scoring match_win", ts.MatchWin),
			MatchDraw: r.optScore("team_scoring match_draw", ts.MatchDraw),
			MatchLoss: r.optScore("team_scoring match_loss", ts.MatchLoss),
			PABMatch:  r.optScore("team_scoring pab_match", ts.PABMatch),
			PABGame:   r.optScore("team_scoring pab_game", ts.PABGame),
		}
	}
	for i, b := range d.TeamByes {
		kind, ok := teamByeKinds[b.Kind]
		if !ok {
			r.fail("team_byes["+strconv.Itoa(i)+"] kind", "%q (want PAB, FPB, HPB or ZPB)", b.Kind)
			continue
		}
		t.TeamByes = append(t.TeamByes, engine.TeamBye{Round: b.Round, Team: b.Team, Kind: kind})
	}
	for i, f := range d.TeamForfeits {
		switch f.Result {
		case "+-", "-+", "--":
		default:
			r.fail("team_forfeits["+strconv.Itoa(i)+"] result", "%q (want +-, -+ or --)", f.Result)
			continue
		}
		t.TeamForfeits = append(t.TeamForfeits, engine.TeamForfeit{Round: f.Round, White: f.White, Black: f.Black, Result: f.Result})
	}
	for i, a := range d.Adjustments {
		field := "adjustments[" + strconv.Itoa(i) + "]"
		src, ok := adjustmentSources[a.Source]
		if !ok {
			r.fail(field, "source %q (want record or declared)", a.Source)
		}
		t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: engine.PlayerID(a.Player), Round: a.Round,
			Points: r.score(field+" points", a.Points), Source: src, Code: a.Code, Note: a.Note})
	}
	for _, rec := range d.Records {
		t.Records = append(t.Records, engine.Record{Tag: rec.Tag, Line: rec.Line})
	}
	for _, id := range d.LineOrder {
		t.LineOrder = append(t.LineOrder, engine.PlayerID(id))
	}
	for i, u := range d.Unknown {
		if u.Round < 1 || u.Round > d.Rounds || u.Player < 1 {
			r.fail("unknown["+strconv.Itoa(i)+"]", "player %d, round %d: not a player-round of the event", u.Player, u.Round)
			continue
		}
		t.Unknown = append(t.Unknown, engine.PlayerRound{Player: engine.PlayerID(u.Player), Round: u.Round})
	}
	t.Normalize()
	t.CheckLineOrder()
	r.checkTotals(t, d)
	return t
}

func (r *reader) player(p *jsonwire.Player, field string) engine.Player {
	pl := engine.Player{
		ID: engine.PlayerID(p.ID), Name: p.Name, Sex: p.Sex, Title: p.Title, Rating: p.Rating,
		Federation: p.Federation, FIDEID: p.FIDEID, Birth: p.Birth, DeclaredRank: p.DeclaredRank, Club: p.Club,
	}
	if p.Declared != "" {
		v := r.score(field+" declared", p.Declared)
		pl.Declared = &v
	}
	for _, n := range p.National {
		pl.National = append(pl.National, engine.NationalRating(n))
	}
	for _, a := range p.Attrs {
		pl.Attrs = append(pl.Attrs, engine.Attr(a))
	}
	pl.Rounds = make([]engine.Round, len(p.Rounds))
	for k, rd := range p.Rounds {
		rf := func() string { return field + " round " + strconv.Itoa(k+1) }
		if rd.Round != 0 && rd.Round != k+1 {
			r.fail(rf(), "listed as round %d (rounds must be in order, from 1)", rd.Round)
		}
		res, ok := engine.ParseResultCode(rd.Result)
		if !ok {
			r.fail(rf(), "unknown result %q", rd.Result)
		}
		var c engine.Color
		switch rd.Color {
		case "w":
			c = engine.White
		case "b":
			c = engine.Black
		case "-", "":
		default:
			r.fail(rf(), "colour %q (w, b or -)", rd.Color)
		}
		if rd.Opponent < 0 || rd.Opponent > maxPlayerID {
			r.fail(rf(), "opponent %d", rd.Opponent)
		}
		pl.Rounds[k] = engine.Round{Opponent: engine.PlayerID(rd.Opponent), Color: c, Result: res}
	}
	return pl
}

// checkTotals compares each player's "total" with the rounds and adjustments. A total
// that differs (a hand-edited file) is kept, as the TRF importer keeps a printed total: a
// declared total with an adjustment of the difference, and a warning. A player with a
// declared-total adjustment had a declared total, which the dump omits when it equals
// the total: it is restored.
func (r *reader) checkTotals(t *engine.Tournament, d *jsonwire.Document) {
	if len(r.errs) > 0 {
		return
	}
	totals := t.Totals()
	idx := t.PlayerIndex()
	for _, a := range t.Adjustments {
		if i, ok := idx[a.Player]; ok && a.Source == engine.AdjustDeclared && t.Players[i].Declared == nil {
			v := totals[i]
			t.Players[i].Declared = &v
		}
	}
	// Start numbers are 1 to maxPlayerID and unique (checked above).
	byID := make([]*jsonwire.Player, maxPlayerID+1)
	for k := range d.Players {
		byID[d.Players[k].ID] = &d.Players[k]
	}
	for i := range t.Players {
		pl := &t.Players[i]
		p := byID[int(pl.ID)]
		if p == nil || p.Total == "" {
			continue
		}
		stated, err := engine.ParseScore(p.Total)
		if err != nil {
			r.fail("player "+strconv.Itoa(p.ID)+" total", "%q is not a number of points", p.Total)
			continue
		}
		if diff := stated - totals[i]; diff != 0 {
			// Kept as a declared total; Validate reports the difference, as for
			// every format.
			pl.Declared = &stated
			t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: pl.ID, Points: diff, Source: engine.AdjustDeclared})
		}
	}
}
