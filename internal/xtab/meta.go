package xtab

import (
	"encoding/csv"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/limits"
)

// Metadata lines let a CSV crosstable carry what its grid cannot: the event header, the
// scoring system, teams, point adjustments, national ratings and source records kept
// verbatim. They come before the grid, one per line, in the form
//
//	# key: value
//
// MetaMarker is the first line; keys may repeat where the model has lists. A value is
// written as is unless it has leading or trailing spaces, control characters or a leading
// double quote: then it is a Go-quoted string ("...", as strconv.Quote writes it). Keys
// whose value is a list of fields (team, team-scoring, team-bye, team-forfeit, adjustment,
// national, record, tiebreak-order) separate the fields
// with commas and also quote any field that contains a comma:
//
//	# tiebreak-crosstable: 1
//	# notation: us
//	# event: Gros Open
//	# rounds: 3
//	# planned-rounds: 5
//	# round-date: 10/09/30
//	# scoring: 1 1 0.5 0.5 0 0 1 0 1 0.5 0 1
//	# team: 1,Example,,3 4 7
//	# team: 2,Other,OTH,5 6,3,4.5
//	# team-scoring: 2,1,0,1,2
//	# team-bye: 3,2,PAB
//	# team-forfeit: 2,1,3,+-
//	# adjustment: 12,0,0.5,declared,,"declared total differs from the rounds"
//	# national: 4,USA,1850,12345678,,CA
//	# record: XXC,XXC white1
//	# tiebreak-order: uscf,SwissSys,SOLK MM CUM OCUM
//
// Planned-rounds is the number of rounds the event plans: those stated, else those the
// event held before it was cut after a round; it is written always and read as stated
// ([engine.Tournament.RoundsStated]). Tiebreak-order is the order a results program
// stated ([engine.Tournament.StatedTiebreaks]): the rulebook of its codes, the program
// and the codes separated by spaces.
// Scoring lists the twelve values of [engine.Scoring] in field order (WW BW WD BD WL BL
// FW FL FPB HPB ZPB PAB) and is written only when it is not the default. A team may add
// its declared match and game points (TRF26 310); team-scoring holds the TRF26 362 and 320
// values (won, drawn, lost match; PAB match and game points; empty when not declared),
// team-bye a team's bye (round, team number, PAB FPB HPB or ZPB) and team-forfeit a
// forfeited match (round, first team, second team, +- -+ or --). Adjustments
// listed in the metadata are taken as they are: a points column that agrees with the rounds
// plus these adjustments adds nothing.
const MetaMarker = "# tiebreak-crosstable: 1"

// ErrMeta is wrapped by errors about metadata lines.
var ErrMeta = errors.New("bad metadata line")

var metaLine = regexp.MustCompile(`^# ([a-z][a-z-]*):(?: (.*))?$`)

// IsMetaLine reports whether a line is a metadata line (see [MetaMarker]).
func IsMetaLine(line string) bool { return metaLine.MatchString(line) }

// UnpadMetaLine returns a metadata line as this program wrote it from the form a
// spreadsheet saves it in: a line quoted whole as one CSV field ("\"# event: A, B\"",
// which the csv exporter writes for lines with commas), and a line padded with empty
// cells to the width of the table (",,,,"). Empty trailing cells of a key whose value is
// one text are dropped here (not from a line quoted whole, whose value may end in a
// comma); those of list keys (team, adjustment, ...) where the fields
// are read. Other lines are returned unchanged.
func UnpadMetaLine(line string) string {
	if strings.HasPrefix(line, `"#`) {
		cells, err := csv.NewReader(strings.NewReader(line)).Read()
		if err != nil || len(cells) == 0 || strings.Join(cells[1:], "") != "" {
			return line
		}
		// The padding is the cells after the quoted one: the line itself is whole, even
		// when its value ends in a comma (an event named ",").
		return cells[0]
	}
	g := metaLine.FindStringSubmatch(line)
	if g == nil || listKeys[g[1]] || !strings.HasSuffix(line, ",") {
		return line
	}
	raw := g[2]
	if strings.HasPrefix(raw, `"`) {
		if q, err := strconv.QuotedPrefix(raw); err == nil && strings.Trim(raw[len(q):], ",") == "" {
			return "# " + g[1] + ": " + q
		}
		return line
	}
	return strings.TrimRight(line, ",")
}

// listKeys are the keys whose value is a list of comma-separated fields.
var listKeys = map[string]bool{"team": true, "team-scoring": true, "team-bye": true, "team-forfeit": true,
	"adjustment": true, "national": true, "record": true, "tiebreak-order": true}

// fieldCounts is the most fields each list key has; a spreadsheet's padding beyond it
// (empty fields) is dropped.
var fieldCounts = map[string]int{"team": 6, "team-scoring": 5, "team-bye": 3, "team-forfeit": 4, "adjustment": 6,
	"national": 6, "record": 2, "tiebreak-order": 3}

// Meta is what metadata lines carry.
type Meta struct {
	// Base holds the event header, scoring, teams, adjustments and records.
	Base *engine.Tournament
	// National holds national rating records by player.
	National map[engine.PlayerID][]engine.NationalRating
	// Notation is the round-cell notation the file declares (key "notation"); Auto when
	// it declares none.
	Notation Notation
}

func needsQuote(s string, list bool) bool {
	if s == "" {
		return false
	}
	if s[0] == '"' || s != strings.TrimSpace(s) || (list && strings.ContainsRune(s, ',')) {
		return true
	}
	for _, r := range s {
		if r < ' ' || r == 0x7f || r == '\u2028' || r == '\u2029' || r == '\u0085' {
			return true
		}
	}
	return false
}

func encodeValue(s string) string {
	if needsQuote(s, false) {
		return strconv.Quote(s)
	}
	return s
}

func encodeFields(fields ...string) string {
	out := make([]string, len(fields))
	for i, f := range fields {
		if needsQuote(f, true) {
			f = strconv.Quote(f)
		}
		out[i] = f
	}
	return strings.Join(out, ",")
}

func decodeValue(s string) (string, error) {
	if strings.HasPrefix(s, `"`) {
		return strconv.Unquote(s)
	}
	return s, nil
}

func decodeFields(s string) ([]string, error) {
	var out []string
	for {
		if strings.HasPrefix(s, `"`) {
			q, err := strconv.QuotedPrefix(s)
			if err != nil {
				return nil, err
			}
			v, _ := strconv.Unquote(q)
			out = append(out, v)
			s = s[len(q):]
			if s == "" {
				return out, nil
			}
			if s[0] != ',' {
				return nil, fmt.Errorf("text after a quoted field: %q", s)
			}
			s = s[1:]
			continue
		}
		f, rest, more := strings.Cut(s, ",")
		out = append(out, f)
		if !more {
			return out, nil
		}
		s = rest
	}
}

func scoringFields(s engine.Scoring) []*engine.Score {
	return []*engine.Score{&s.WinWhite, &s.WinBlack, &s.DrawWhite, &s.DrawBlack, &s.LossWhite, &s.LossBlack,
		&s.ForfeitWin, &s.ForfeitLoss, &s.FullBye, &s.HalfBye, &s.ZeroBye, &s.PairingBye}
}

var adjustSources = map[engine.AdjustmentSource]string{engine.AdjustRecord: "record", engine.AdjustDeclared: "declared"}

// WriteMeta returns the metadata lines for t, starting with [MetaMarker] and the notation
// of the round cells that follow.
func WriteMeta(t *engine.Tournament, n Notation) []string {
	lines := []string{MetaMarker}
	add := func(key, value string) { lines = append(lines, strings.TrimRight("# "+key+": "+value, " ")) }
	add("notation", n.String())
	for _, kv := range []struct{ k, v string }{
		{"event", t.Name}, {"city", t.City}, {"federation", t.Federation},
		{"start-date", t.StartDate}, {"end-date", t.EndDate}, {"chief-arbiter", t.ChiefArbiter},
	} {
		if kv.v != "" {
			add(kv.k, encodeValue(kv.v))
		}
	}
	for _, d := range t.DeputyArbiters {
		add("deputy-arbiter", encodeValue(d))
	}
	for _, kv := range []struct{ k, v string }{
		{"time-control", t.TimeControl}, {"type", t.TypeText}, {"type-code", t.TypeCode},
	} {
		if kv.v != "" {
			add(kv.k, encodeValue(kv.v))
		}
	}
	add("rounds", strconv.Itoa(t.Rounds))
	if planned, _ := t.Planned(); planned > 0 {
		add("planned-rounds", strconv.Itoa(planned))
	}
	for _, d := range t.RoundDates {
		add("round-date", encodeValue(d))
	}
	if !t.Scoring.IsDefault() {
		var vs []string
		for _, f := range scoringFields(t.Scoring) {
			vs = append(vs, f.String())
		}
		add("scoring", strings.Join(vs, " "))
	}
	for _, c := range t.Tiebreaks {
		add("tiebreak", encodeValue(c))
	}
	for _, c := range t.StandingsDef {
		add("standings-def", encodeValue(c))
	}
	if engine.CheckStatedOrder(t.StatedTiebreaks, t.StatedRules, t.StatedBy) == nil {
		add("tiebreak-order", encodeFields(t.StatedRules, t.StatedBy, strings.Join(t.StatedTiebreaks, " ")))
	}
	for _, tm := range t.Teams {
		var ms []string
		for _, m := range tm.Members {
			ms = append(ms, strconv.Itoa(int(m)))
		}
		fields := []string{strconv.Itoa(tm.ID), tm.Name, tm.Nickname, strings.Join(ms, " ")}
		if tm.DeclaredMP != nil || tm.DeclaredGP != nil {
			fields = append(fields, optScore(tm.DeclaredMP), optScore(tm.DeclaredGP))
		}
		add("team", encodeFields(fields...))
	}
	if ts := t.TeamScoring; ts != (engine.TeamScoring{}) {
		add("team-scoring", encodeFields(optScore(ts.MatchWin), optScore(ts.MatchDraw), optScore(ts.MatchLoss), optScore(ts.PABMatch), optScore(ts.PABGame)))
	}
	for _, b := range t.TeamByes {
		add("team-bye", encodeFields(strconv.Itoa(b.Round), strconv.Itoa(b.Team), teamByeKinds[b.Kind]))
	}
	for _, f := range t.TeamForfeits {
		add("team-forfeit", encodeFields(strconv.Itoa(f.Round), strconv.Itoa(f.White), strconv.Itoa(f.Black), f.Result))
	}
	for _, a := range t.Adjustments {
		add("adjustment", encodeFields(strconv.Itoa(int(a.Player)), strconv.Itoa(a.Round), a.Points.String(),
			adjustSources[a.Source], a.Code, a.Note))
	}
	for _, p := range t.Players {
		for _, n := range p.National {
			add("national", encodeFields(strconv.Itoa(int(p.ID)), n.Federation, strconv.Itoa(n.Rating), n.ID, n.Class, n.Origin))
		}
	}
	for _, r := range t.Records {
		add("record", encodeFields(r.Tag, r.Line))
	}
	if len(t.LineOrder) > 0 {
		ids := make([]string, len(t.LineOrder))
		for i, id := range t.LineOrder {
			ids[i] = strconv.Itoa(int(id))
		}
		add("line-order", strings.Join(ids, " "))
	}
	return lines
}

// ReadMeta reads metadata lines (the first must be [MetaMarker]). Errors carry the index
// of the offending line in lines.
func ReadMeta(lines []string) (Meta, map[int]error) {
	t := &engine.Tournament{Scoring: engine.DefaultScoring()}
	m := Meta{Base: t, National: map[engine.PlayerID][]engine.NationalRating{}}
	errs := map[int]error{}
	planned, at := 0, 0
	for i, line := range lines {
		if g := metaLine.FindStringSubmatch(line); g != nil && g[1] == "planned-rounds" {
			n, err := strconv.Atoi(g[2])
			if err != nil || n < 1 || n > limits.MaxRounds {
				errs[i] = fmt.Errorf("%w: planned-rounds %q (1 to %d)", ErrMeta, g[2], limits.MaxRounds)
			}
			planned, at = n, i
			continue
		}
		if err := readMetaLine(line, &m); err != nil {
			errs[i] = fmt.Errorf("%w: %w", ErrMeta, err)
		}
	}
	if _, bad := errs[at]; planned > 0 && !bad {
		// The rounds after those the grid holds are planned: the importer pads every
		// player to them.
		if planned < t.Rounds {
			errs[at] = fmt.Errorf("%w: planned-rounds %d, fewer than the %d rounds (key rounds)", ErrMeta, planned, t.Rounds)
		} else {
			t.Rounds, t.RoundsStated = planned, true
		}
	}
	return m, errs
}

func readMetaLine(line string, m *Meta) error {
	t := m.Base
	g := metaLine.FindStringSubmatch(line)
	if g == nil {
		return fmt.Errorf("%q is not \"# key: value\"", line)
	}
	key, raw := g[1], g[2]
	single := map[string]*string{
		"event": &t.Name, "city": &t.City, "federation": &t.Federation, "start-date": &t.StartDate,
		"end-date": &t.EndDate, "chief-arbiter": &t.ChiefArbiter, "time-control": &t.TimeControl,
		"type": &t.TypeText, "type-code": &t.TypeCode,
	}
	lists := map[string]*[]string{
		"deputy-arbiter": &t.DeputyArbiters, "round-date": &t.RoundDates,
		"tiebreak": &t.Tiebreaks, "standings-def": &t.StandingsDef,
	}
	if dst, ok := single[key]; ok {
		v, err := decodeValue(raw)
		*dst = v
		return err
	}
	if dst, ok := lists[key]; ok {
		v, err := decodeValue(raw)
		*dst = append(*dst, v)
		return err
	}
	switch key {
	case "tiebreak-crosstable":
		if raw != "1" {
			return fmt.Errorf("version %q (this program reads 1)", raw)
		}
		return nil
	case "notation":
		n, err := ParseNotation(raw)
		m.Notation = n
		return err
	case "rounds":
		n, err := strconv.Atoi(raw)
		if err != nil || n < 0 {
			return fmt.Errorf("rounds %q", raw)
		}
		if n > limits.MaxRounds {
			return fmt.Errorf("rounds %d: at most %d", n, limits.MaxRounds)
		}
		t.Rounds = n
		return nil
	case "line-order":
		return readLineOrder(raw, t)
	case "scoring":
		return readScoring(raw, t)
	}
	f, err := decodeFields(raw)
	if err != nil {
		return err
	}
	most, ok := fieldCounts[key]
	if !ok {
		most = len(f)
	}
	for len(f) > most && f[len(f)-1] == "" {
		f = f[:len(f)-1] // a spreadsheet's padding
	}
	switch key {
	case "team":
		return readTeam(f, t)
	case "team-scoring":
		return readTeamScoring(f, t)
	case "team-bye":
		return readTeamBye(f, t)
	case "team-forfeit":
		return readTeamForfeit(f, t)
	case "adjustment":
		return readAdjustment(f, t)
	case "national":
		return readNational(f, m)
	case "tiebreak-order":
		return readTiebreakOrder(f, t)
	case "record":
		if len(f) != 2 {
			return fmt.Errorf("record needs 2 fields, got %d", len(f))
		}
		t.Records = append(t.Records, engine.Record{Tag: f[0], Line: f[1]})
		return nil
	}
	return fmt.Errorf("unknown key %q", key)
}

// readTiebreakOrder reads the fields of a tiebreak-order line: the rules, the program and
// the codes separated by spaces.
func readTiebreakOrder(f []string, t *engine.Tournament) error {
	if len(f) != 3 {
		return fmt.Errorf("tiebreak-order needs the rules (uscf or fide), the program and the codes, got %d fields", len(f))
	}
	codes := strings.Fields(f[2])
	if err := engine.CheckStatedOrder(codes, f[0], f[1]); err != nil {
		return err
	}
	t.StatedRules, t.StatedBy, t.StatedTiebreaks = f[0], f[1], codes
	return nil
}

// readLineOrder reads the TRF line order of an XXC rank file ([engine.Tournament.LineOrder]);
// the importer drops it unless it names every player once.
func readLineOrder(raw string, t *engine.Tournament) error {
	vs := strings.Fields(raw)
	if len(vs) > limits.MaxPlayers {
		return fmt.Errorf("line order of %d players: at most %d", len(vs), limits.MaxPlayers)
	}
	t.LineOrder = make([]engine.PlayerID, len(vs))
	for i, v := range vs {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > limits.MaxPlayers {
			return fmt.Errorf("line order: %q is not a start number", v)
		}
		t.LineOrder[i] = engine.PlayerID(n)
	}
	return nil
}

// readScoring reads the twelve values of a scoring line.
func readScoring(raw string, t *engine.Tournament) error {
	vs := strings.Fields(raw)
	s := engine.Scoring{}
	fs := scoringFields(s)
	if len(vs) != len(fs) {
		return fmt.Errorf("scoring needs %d values, got %d", len(fs), len(vs))
	}
	for i, v := range vs {
		x, err := engine.ParseScore(v)
		if err != nil {
			return err
		}
		*fs[i] = x
	}
	t.Scoring = engine.Scoring{WinWhite: *fs[0], WinBlack: *fs[1], DrawWhite: *fs[2], DrawBlack: *fs[3],
		LossWhite: *fs[4], LossBlack: *fs[5], ForfeitWin: *fs[6], ForfeitLoss: *fs[7], FullBye: *fs[8],
		HalfBye: *fs[9], ZeroBye: *fs[10], PairingBye: *fs[11]}
	return nil
}

// teamByeKinds names the team bye kinds in metadata.
var teamByeKinds = map[engine.Result]string{engine.PairingBye: "PAB", engine.FullBye: "FPB", engine.HalfBye: "HPB", engine.ZeroBye: "ZPB"}

// optScore writes an optional score: empty when nil.
func optScore(s *engine.Score) string {
	if s == nil {
		return ""
	}
	return s.String()
}

// readOptScore reads an optional score: nil when empty.
func readOptScore(s string) (*engine.Score, error) {
	if s == "" {
		return nil, nil
	}
	v, err := engine.ParseScore(s)
	if err != nil {
		return nil, fmt.Errorf("score %q", s)
	}
	return &v, nil
}

func readTeamScoring(f []string, t *engine.Tournament) error {
	if len(f) != 5 {
		return fmt.Errorf("team-scoring needs 5 fields, got %d", len(f))
	}
	ts := &t.TeamScoring
	for i, dst := range []**engine.Score{&ts.MatchWin, &ts.MatchDraw, &ts.MatchLoss, &ts.PABMatch, &ts.PABGame} {
		v, err := readOptScore(f[i])
		if err != nil {
			return fmt.Errorf("team-scoring: %w", err)
		}
		*dst = v
	}
	return nil
}

func readTeamBye(f []string, t *engine.Tournament) error {
	if len(f) != 3 {
		return fmt.Errorf("team-bye needs 3 fields, got %d", len(f))
	}
	rd, err1 := strconv.Atoi(f[0])
	tm, err2 := strconv.Atoi(f[1])
	if err := errors.Join(err1, err2); err != nil || rd < 1 || tm < 1 {
		return fmt.Errorf("team-bye %q: round and team are positive numbers", strings.Join(f, ","))
	}
	for kind, name := range teamByeKinds {
		if name == f[2] {
			t.TeamByes = append(t.TeamByes, engine.TeamBye{Round: rd, Team: tm, Kind: kind})
			return nil
		}
	}
	return fmt.Errorf("team-bye kind %q (want PAB, FPB, HPB or ZPB)", f[2])
}

func readTeamForfeit(f []string, t *engine.Tournament) error {
	if len(f) != 4 {
		return fmt.Errorf("team-forfeit needs 4 fields, got %d", len(f))
	}
	rd, err1 := strconv.Atoi(f[0])
	w, err2 := strconv.Atoi(f[1])
	b, err3 := strconv.Atoi(f[2])
	if err := errors.Join(err1, err2, err3); err != nil || rd < 1 || w < 1 || b < 1 {
		return fmt.Errorf("team-forfeit %q: round and teams are positive numbers", strings.Join(f, ","))
	}
	switch f[3] {
	case "+-", "-+", "--":
	default:
		return fmt.Errorf("team-forfeit result %q (want +-, -+ or --)", f[3])
	}
	t.TeamForfeits = append(t.TeamForfeits, engine.TeamForfeit{Round: rd, White: w, Black: b, Result: f[3]})
	return nil
}

func readTeam(f []string, t *engine.Tournament) error {
	if len(f) != 4 && len(f) != 6 {
		return fmt.Errorf("team needs 4 or 6 fields, got %d", len(f))
	}
	id, err := strconv.Atoi(f[0])
	if err != nil {
		return fmt.Errorf("team number %q", f[0])
	}
	tm := engine.Team{ID: id, Name: f[1], Nickname: f[2]}
	if len(f) == 6 {
		var err1, err2 error
		tm.DeclaredMP, err1 = readOptScore(f[4])
		tm.DeclaredGP, err2 = readOptScore(f[5])
		if err := errors.Join(err1, err2); err != nil {
			return fmt.Errorf("team %d: %w", id, err)
		}
	}
	for _, s := range strings.Fields(f[3]) {
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("team member %q", s)
		}
		tm.Members = append(tm.Members, engine.PlayerID(n))
	}
	t.Teams = append(t.Teams, tm)
	return nil
}

func readAdjustment(f []string, t *engine.Tournament) error {
	if len(f) != 6 {
		return fmt.Errorf("adjustment needs 6 fields, got %d", len(f))
	}
	pl, err1 := strconv.Atoi(f[0])
	rd, err2 := strconv.Atoi(f[1])
	pts, err3 := engine.ParseScore(f[2])
	if err := errors.Join(err1, err2, err3); err != nil {
		return fmt.Errorf("adjustment %q: %w", strings.Join(f, ","), err)
	}
	a := engine.Adjustment{Player: engine.PlayerID(pl), Round: rd, Points: pts, Code: f[4], Note: f[5]}
	for src, name := range adjustSources {
		if name == f[3] {
			a.Source = src
		}
	}
	if a.Source == 0 {
		return fmt.Errorf("adjustment source %q (want record or declared)", f[3])
	}
	t.Adjustments = append(t.Adjustments, a)
	return nil
}

func readNational(f []string, m *Meta) error {
	if len(f) != 6 {
		return fmt.Errorf("national needs 6 fields, got %d", len(f))
	}
	pl, err1 := strconv.Atoi(f[0])
	rt, err2 := strconv.Atoi(f[2])
	if err := errors.Join(err1, err2); err != nil {
		return fmt.Errorf("national %q: %w", strings.Join(f, ","), err)
	}
	id := engine.PlayerID(pl)
	m.National[id] = append(m.National[id], engine.NationalRating{Federation: f[1], Rating: rt, ID: f[3], Class: f[4], Origin: f[5]})
	return nil
}
