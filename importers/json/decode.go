package jsonin

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/internal/jsonwire"
)

// decoder reads the canonical document with a [jsonwire.Scanner], field by field, into a
// [jsonwire.Document]: the values and problems encoding/json would give, without
// reflection per value. It counts the players and their rounds while reading and stops
// keeping players once the limits are passed, so that a file cannot make it hold more
// than the limits allow; it notes where each player and round starts when asked.
type decoder struct {
	s *jsonwire.Scanner
	// players is the number of players in the file and longest the most rounds of
	// one; over is set once they pass the limits, after which players are read and
	// counted but not kept.
	players, longest int
	over             bool
	// With positions set, starts holds where each kept player's object starts, rounds
	// where each of their rounds starts, and roundsOf how many of rounds are each
	// player's.
	positions bool
	starts    []importers.Position
	roundsOf  []int
	rounds    []place
}

// place is a line and column, kept small: a position is noted for every round.
type place struct{ line, col int32 }

// fieldName returns the known key that key names: itself, or one equal to it but for
// case, as encoding/json matches keys; "" when none does.
func fieldName(key []byte, known []string) string {
	for _, k := range known {
		if string(key) == k {
			return k
		}
	}
	for _, k := range known {
		if bytes.EqualFold(key, []byte(k)) {
			return k
		}
	}
	return ""
}

var documentKeys = []string{"name", "section", "city", "federation", "start_date", "end_date", "chief_arbiter",
	"deputy_arbiters", "time_control", "type_text", "type_code", "rounds", "planned_rounds", "round_dates",
	"scoring", "tiebreaks", "standings_def", "stated_tiebreaks", "stated_rules", "stated_by", "players", "teams",
	"team_scoring", "team_byes", "team_forfeits", "adjustments", "records", "unverified", "unknown", "line_order",
	"standings", "ratings"}

// document reads the whole document into d.
func (dc *decoder) document(d *jsonwire.Document) {
	s := dc.s
	if !s.Object("") {
		return
	}
	for n := 0; s.More('}', &n); {
		key := s.Key()
		name := fieldName(key, documentKeys)
		if p := textField(d, name); p != nil {
			s.Str(name, p)
			continue
		}
		if p := listField(d, name); p != nil {
			s.Strs(name, p)
			continue
		}
		switch name {
		case "rounds":
			s.Int("rounds", &d.Rounds)
		case "planned_rounds":
			s.Int("planned_rounds", &d.PlannedRounds)
		case "unverified":
			s.Int("unverified", &d.Unverified)
		case "line_order":
			s.Ints("line_order", &d.LineOrder)
		case "scoring":
			d.Scoring = dc.scoring(d.Scoring)
		case "players":
			dc.playerList(d)
		default:
			if !dc.eventPart(d, name) {
				s.Unknown(key)
			}
		}
	}
}

// textField returns the text field of d named key, or nil.
func textField(d *jsonwire.Document, key string) *string {
	switch key {
	case "name":
		return &d.Name
	case "section":
		return &d.Section
	case "city":
		return &d.City
	case "federation":
		return &d.Federation
	case "start_date":
		return &d.StartDate
	case "end_date":
		return &d.EndDate
	case "chief_arbiter":
		return &d.ChiefArbiter
	case "time_control":
		return &d.TimeControl
	case "type_text":
		return &d.TypeText
	case "type_code":
		return &d.TypeCode
	case "stated_rules":
		return &d.StatedRules
	case "stated_by":
		return &d.StatedBy
	}
	return nil
}

// listField returns the list of texts of d named key, or nil.
func listField(d *jsonwire.Document, key string) *[]string {
	switch key {
	case "deputy_arbiters":
		return &d.DeputyArbiters
	case "round_dates":
		return &d.RoundDates
	case "tiebreaks":
		return &d.Tiebreaks
	case "standings_def":
		return &d.StandingsDef
	case "stated_tiebreaks":
		return &d.StatedTiebreaks
	}
	return nil
}

// eventPart reads the part of d named key that is one per event or per team, with
// encoding/json ([reflected]); false when key names none.
func (dc *decoder) eventPart(d *jsonwire.Document, key string) bool {
	s := dc.s
	switch key {
	case "teams":
		reflected(s, "teams", &d.Teams)
	case "team_scoring":
		reflected(s, "team_scoring", &d.TeamScoring)
	case "team_byes":
		reflected(s, "team_byes", &d.TeamByes)
	case "team_forfeits":
		reflected(s, "team_forfeits", &d.TeamForfeits)
	case "adjustments":
		reflected(s, "adjustments", &d.Adjustments)
	case "records":
		reflected(s, "records", &d.Records)
	case "unknown":
		reflected(s, "unknown", &d.Unknown)
	case "standings":
		reflected(s, "standings", &d.Standings)
	case "ratings":
		reflected(s, "ratings", &d.Ratings)
	default:
		return false
	}
	return true
}

// reflected reads the next value into v with encoding/json: the parts of the document
// that are one per event or per team (not per player or round), where reflection costs
// nothing that matters. Its problems are positioned in the whole document.
func reflected[T any](s *jsonwire.Scanner, field string, v *T) {
	s.Peek()
	start := s.Offset()
	raw := s.Raw()
	if s.Failed() {
		return
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		return
	}
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field != "" {
			field += "." + te.Field
		}
		at := start + valueStart(raw, int(te.Offset))
		if te.Value == "object" || te.Value == "array" {
			at = start + int(te.Offset) - 1 // encoding/json counts from after the bracket
		}
		s.Mismatch(at, field, kindName(te.Type.Kind()), te.Value)
		return
	}
	s.Fail(start, "", strings.TrimPrefix(err.Error(), "json: "))
}

var scoringKeys = []string{"win_white", "win_black", "draw_white", "draw_black", "loss_white", "loss_black",
	"forfeit_win", "forfeit_loss", "full_bye", "half_bye", "zero_bye", "pairing_bye"}

// scoring reads the scoring object into sc (a new one when nil), as encoding/json
// decodes into a pointer; null gives nil.
func (dc *decoder) scoring(sc *jsonwire.Scoring) *jsonwire.Scoring {
	s := dc.s
	null := s.Peek() == 'n'
	if !s.Object("scoring") {
		if null {
			return nil
		}
		return sc
	}
	if sc == nil {
		sc = &jsonwire.Scoring{}
	}
	for n := 0; s.More('}', &n); {
		key := s.Key()
		var dst *string
		switch fieldName(key, scoringKeys) {
		case "win_white":
			dst = &sc.WinWhite
		case "win_black":
			dst = &sc.WinBlack
		case "draw_white":
			dst = &sc.DrawWhite
		case "draw_black":
			dst = &sc.DrawBlack
		case "loss_white":
			dst = &sc.LossWhite
		case "loss_black":
			dst = &sc.LossBlack
		case "forfeit_win":
			dst = &sc.ForfeitWin
		case "forfeit_loss":
			dst = &sc.ForfeitLoss
		case "full_bye":
			dst = &sc.FullBye
		case "half_bye":
			dst = &sc.HalfBye
		case "zero_bye":
			dst = &sc.ZeroBye
		case "pairing_bye":
			dst = &sc.PairingBye
		default:
			s.Unknown(key)
			continue
		}
		s.Str("scoring."+string(key), dst)
	}
	return sc
}

// playerList reads the players, counting them and keeping those within the limits.
func (dc *decoder) playerList(d *jsonwire.Document) {
	s := dc.s
	if s.Peek() == 'n' {
		d.Players = nil
	}
	if !s.Array("players") {
		return
	}
	d.Players = d.Players[:0]
	dc.players, dc.longest, dc.over = 0, 0, false
	dc.starts, dc.roundsOf, dc.rounds = dc.starts[:0], dc.roundsOf[:0], dc.rounds[:0]
	var scratch jsonwire.Player
	for n := 0; s.More(']', &n); {
		dc.players++
		if dc.over {
			// Read, counted, not kept.
			scratch = jsonwire.Player{Rounds: scratch.Rounds[:0]}
			dc.player(&scratch, false)
			dc.longest = max(dc.longest, len(scratch.Rounds))
			continue
		}
		d.Players = append(d.Players, jsonwire.Player{})
		p := &d.Players[len(d.Players)-1]
		dc.player(p, dc.positions)
		dc.longest = max(dc.longest, len(p.Rounds))
		if dc.players > importers.MaxPlayers || dc.players*dc.longest > importers.MaxPlayerRounds {
			dc.over = true
		}
	}
	if d.Players == nil {
		d.Players = []jsonwire.Player{}
	}
}

var playerKeys = []string{"id", "name", "sex", "title", "rating", "federation", "fide_id", "birth", "total",
	"declared", "declared_rank", "club", "national", "attrs", "rounds"}

// player reads one player's object into p, noting where it and its rounds start when
// note is set.
func (dc *decoder) player(p *jsonwire.Player, note bool) {
	s := dc.s
	if note {
		line, col := s.Position()
		dc.starts = append(dc.starts, importers.Position{Line: line, Column: col})
		dc.roundsOf = append(dc.roundsOf, 0)
	}
	if !s.Object("players") {
		return
	}
	for n := 0; s.More('}', &n); {
		key := s.Key()
		switch fieldName(key, playerKeys) {
		case "id":
			s.Int("players.id", &p.ID)
		case "name":
			s.Str("players.name", &p.Name)
		case "sex":
			s.ShortStr("players.sex", &p.Sex)
		case "title":
			s.ShortStr("players.title", &p.Title)
		case "rating":
			s.Int("players.rating", &p.Rating)
		case "federation":
			s.ShortStr("players.federation", &p.Federation)
		case "fide_id":
			s.Str("players.fide_id", &p.FIDEID)
		case "birth":
			s.ShortStr("players.birth", &p.Birth)
		case "total":
			s.ShortStr("players.total", &p.Total)
		case "declared":
			s.ShortStr("players.declared", &p.Declared)
		case "declared_rank":
			s.Int("players.declared_rank", &p.DeclaredRank)
		case "club":
			s.ShortStr("players.club", &p.Club)
		case "national":
			dc.nationals(p)
		case "attrs":
			dc.attrs(p)
		case "rounds":
			dc.roundList(p, note)
		default:
			s.Unknown(key)
		}
	}
}

// roundList reads a player's rounds.
func (dc *decoder) roundList(p *jsonwire.Player, note bool) {
	s := dc.s
	if s.Peek() == 'n' {
		p.Rounds = nil
	}
	if !s.Array("players.rounds") {
		return
	}
	if p.Rounds == nil {
		// Players mostly have the same number of rounds.
		p.Rounds = make([]jsonwire.Round, 0, max(dc.longest, 1))
	}
	p.Rounds = p.Rounds[:0]
	if note {
		dc.rounds = dc.rounds[:len(dc.rounds)-dc.roundsOf[len(dc.roundsOf)-1]]
		dc.roundsOf[len(dc.roundsOf)-1] = 0
	}
	for n := 0; s.More(']', &n); {
		if note {
			line, col := s.Position()
			dc.rounds = append(dc.rounds, place{int32(line), int32(col)})
			dc.roundsOf[len(dc.roundsOf)-1]++
		}
		p.Rounds = append(p.Rounds, jsonwire.Round{})
		dc.round(&p.Rounds[len(p.Rounds)-1])
	}
	if p.Rounds == nil {
		p.Rounds = []jsonwire.Round{}
	}
}

var roundKeys = []string{"round", "opponent", "color", "result"}

func (dc *decoder) round(rd *jsonwire.Round) {
	s := dc.s
	if !s.Object("players.rounds") {
		return
	}
	for n := 0; s.More('}', &n); {
		key := s.Key()
		switch fieldName(key, roundKeys) {
		case "round":
			s.Int("players.rounds.round", &rd.Round)
		case "opponent":
			s.Int("players.rounds.opponent", &rd.Opponent)
		case "color":
			s.ShortStr("players.rounds.color", &rd.Color)
		case "result":
			s.ShortStr("players.rounds.result", &rd.Result)
		default:
			s.Unknown(key)
		}
	}
}

var nationalKeys = []string{"federation", "rating", "id", "class", "origin", "expiry"}

func (dc *decoder) nationals(p *jsonwire.Player) {
	s := dc.s
	if s.Peek() == 'n' {
		p.National = nil
	}
	if !s.Array("players.national") {
		return
	}
	p.National = p.National[:0]
	for n := 0; s.More(']', &n); {
		p.National = append(p.National, jsonwire.National{})
		nr := &p.National[len(p.National)-1]
		if !s.Object("players.national") {
			continue
		}
		for m := 0; s.More('}', &m); {
			key := s.Key()
			switch fieldName(key, nationalKeys) {
			case "federation":
				s.ShortStr("players.national.federation", &nr.Federation)
			case "rating":
				s.Int("players.national.rating", &nr.Rating)
			case "id":
				s.Str("players.national.id", &nr.ID)
			case "class":
				s.ShortStr("players.national.class", &nr.Class)
			case "origin":
				s.ShortStr("players.national.origin", &nr.Origin)
			case "expiry":
				s.ShortStr("players.national.expiry", &nr.Expiry)
			default:
				s.Unknown(key)
			}
		}
	}
	if p.National == nil {
		p.National = []jsonwire.National{}
	}
}

var attrKeys = []string{"key", "value"}

func (dc *decoder) attrs(p *jsonwire.Player) {
	s := dc.s
	if s.Peek() == 'n' {
		p.Attrs = nil
	}
	if !s.Array("players.attrs") {
		return
	}
	p.Attrs = p.Attrs[:0]
	for n := 0; s.More(']', &n); {
		p.Attrs = append(p.Attrs, jsonwire.Attr{})
		a := &p.Attrs[len(p.Attrs)-1]
		if !s.Object("players.attrs") {
			continue
		}
		for m := 0; s.More('}', &m); {
			key := s.Key()
			switch fieldName(key, attrKeys) {
			case "key":
				s.ShortStr("players.attrs.key", &a.Key)
			case "value":
				s.Str("players.attrs.value", &a.Value)
			default:
				s.Unknown(key)
			}
		}
	}
	if p.Attrs == nil {
		p.Attrs = []jsonwire.Attr{}
	}
}
