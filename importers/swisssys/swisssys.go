// Package swisssys imports the SwissSys results JSON: the file SwissSys uploads for online
// standings ("SwissSysJSON"), which holds every section of an event.
//
// # Layout
//
// The top level names the event (tournament, date, city, state, country) and lists its
// sections. A section has its name, rounds_paired and rounds_played, the tiebreak titles
// SwissSys printed, its final order (standings, pairing numbers), shared places, the
// pairings of every round, and the players. A player's pairing number is its position in
// the list; per round it has a result code, a colour (W, B or -) and an opponent (0 for
// none); tiebreaks holds the printed values.
//
// # Result codes
//
// W, L and D are games; X and F are forfeits won and lost, their opponent kept when
// given (SwissSys's colour for a forfeit is unreliable and is dropped); B is the
// full-point bye (read as the pairing-allocated bye, as US Chess notation reads it), H the
// half-point bye, and U an unpaired round (zero-point bye, withdrawal, late entry). A
// round beyond rounds_played with an opponent and no result is pending.
//
// # Two games per round
//
// A section SwissSys paired for two games per round (codes $ and #, or games scored out
// of 2 in its pairings list) becomes two rounds of the model per round; see twogame.go
// for the codes and how each round splits into its games.
//
// # Mapping
//
// Each section becomes one [engine.Tournament] named "Event - Section", with
// [engine.Tournament.Section] set; the rating is the player's rating (and a US Chess
// national record with the ID, when the file has one), rating2 and the printed tiebreaks
// are kept as attributes under SwissSys's own titles, and the position in the final order
// is the declared rank. The section's tiebreak titles, mapped to US Chess codes
// (tiebreaks.go), are the order the file states ([engine.Tournament.StatedTiebreaks]).
//
// # Errors
//
// A section that cannot be read is that section's error; the others are read. Its
// [importers.Section.T] is then what could be read (the rounds in error left unpaired),
// for a user who goes on with --force.
package swisssys

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Importer reads SwissSys results JSON.
type Importer struct{}

// New returns the SwissSys importer.
func New() importers.SectionImporter { return Importer{} }

// Name returns "swisssys".
func (Importer) Name() string { return "swisssys" }

// Extensions returns ".json" and ".sjson".
func (Importer) Extensions() []string { return []string{".json", ".sjson"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "SwissSys results JSON or SwissSys 11 event file .sjson (several sections)"
}

// Sniff reports whether head is a JSON object with a "sections" key and one of
// SwissSys's event keys ("tournament", "NACHEventID"), or a SwissSys 11 event file (first
// key "Overview" or "Sections").
func (Importer) Sniff(head []byte) bool {
	h := bytes.TrimLeft(bytes.TrimPrefix(head, []byte{0xEF, 0xBB, 0xBF}), " \t\r\n")
	if len(h) == 0 || h[0] != '{' {
		return false
	}
	if isNative(h) {
		return true
	}
	return bytes.Contains(head, []byte(`"sections"`)) &&
		(bytes.Contains(head, []byte(`"tournament"`)) || bytes.Contains(head, []byte(`"NACHEventID"`)) ||
			bytes.Contains(head, []byte(`"rounds_paired"`)))
}

// Import returns the section src.Opts.Section names, or the only one.
func (im Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	return importers.ImportSection(src, im.ImportSections)
}

// Errors wrapped by the problems the importer reports.
var (
	ErrJSON  = errors.New("not a SwissSys results file")
	ErrField = errors.New("bad value")
	ErrGame  = errors.New("games do not match")
)

// flexInt is a number SwissSys may write as a JSON number or a string.
type flexInt int

func (f *flexInt) UnmarshalJSON(b []byte) error {
	s := strings.Trim(string(b), `"`)
	if s == "" || s == "null" {
		*f = 0
		return nil
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || n != float64(int(n)) || n < -1e6 || n > 1e6 {
		return fmt.Errorf("%s is not a whole number", b)
	}
	*f = flexInt(n)
	return nil
}

// player is one entry of a section's players list.
type player struct {
	Name      string            `json:"name"`
	Rating    flexInt           `json:"rating"`
	Rating2   flexInt           `json:"rating2"`
	ID1       string            `json:"id1"`
	State     string            `json:"state"`
	Byes      string            `json:"byes"`
	Tiebreaks []json.RawMessage `json:"tiebreaks"`
	Results   []string          `json:"results"`
	Colors    []string          `json:"colors"`
	Ops       []flexInt         `json:"ops"`
}

// section is one entry of the sections list, with where its players start.
type section struct {
	Name         string
	RoundsPaired int
	RoundsPlayed int
	Standings    []int
	Place        []string
	Tiebreaks    []string
	Rounds       json.RawMessage // the pairings of every round
	Players      []player
	at           int   // offset of the section object
	playerAt     []int // offset of each player object
}

// event is the top level.
type event struct {
	Name, Date, City, State, Country string
	Sections                         []*section
}

// decoder walks the JSON with offsets, so that problems name a line and column.
type decoder struct {
	src   importers.Source
	data  []byte
	dec   *json.Decoder
	lines *importers.LineIndex // built on the first error
	// native is set for a SwissSys 11 event file (.sjson), whose errors say so.
	native bool
}

// pos turns a byte offset into a ParseError.
func (d *decoder) pos(off int, field string, err error) *importers.ParseError {
	off = min(max(off, 0), len(d.data))
	if d.lines == nil {
		d.lines = importers.NewLineIndex(d.data)
	}
	line, col := d.lines.Locate(off)
	return &importers.ParseError{File: d.src.Name, Line: line, Column: col, Field: field, Err: err}
}

// valueStart returns the offset of the next value after the decoder's position.
func (d *decoder) valueStart() int {
	i := int(d.dec.InputOffset())
	for i < len(d.data) && (d.data[i] == ' ' || d.data[i] == '\t' || d.data[i] == '\r' || d.data[i] == '\n' || d.data[i] == ':' || d.data[i] == ',') {
		i++
	}
	return i
}

// jsonErr positions an error from encoding/json; start is the offset of the value being
// decoded (type errors count from there).
func (d *decoder) jsonErr(err error, field string, start int) *importers.ParseError {
	off := int(d.dec.InputOffset())
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		// The decoder's offsets are relative to its buffer; the whole-file check gives
		// the exact place.
		var whole *json.SyntaxError
		if errors.As(json.Unmarshal(d.data, new(json.RawMessage)), &whole) {
			se = whole
		}
		off = int(se.Offset) - 1
		if off >= len(d.data)-1 || se.Error() == "unexpected end of JSON input" {
			off = len(d.data)
			err = errors.New("the file ends too early")
		} else {
			err = se
		}
	case errors.As(err, &te):
		off = start + int(te.Offset) - 1
		err = fmt.Errorf("%s: want %s, not %s", te.Field, te.Type, te.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		off = len(d.data)
		err = errors.New("the file ends too early")
	}
	notFile := ErrJSON
	if d.native {
		notFile = ErrNative
	}
	return d.pos(off, field, fmt.Errorf("%w: %w", notFile, err))
}

// delim reads the next token and checks it is the delimiter want.
func (d *decoder) delim(want json.Delim, field string) error {
	off := d.valueStart()
	tok, err := d.dec.Token()
	if err != nil {
		return d.jsonErr(err, field, off)
	}
	if tok != want {
		what := "an object"
		if want == '[' {
			what = "a list"
		}
		return d.pos(off, field, fmt.Errorf("%w: expected %s", ErrJSON, what))
	}
	return nil
}

// key reads an object key.
func (d *decoder) key() (string, error) {
	start := d.valueStart()
	tok, err := d.dec.Token()
	if err != nil {
		return "", d.jsonErr(err, "", start)
	}
	k, _ := tok.(string)
	return k, nil
}

// value decodes the next value into v, positioning errors.
func (d *decoder) value(v any, field string) error {
	start := d.valueStart()
	if err := d.dec.Decode(v); err != nil {
		return d.jsonErr(err, field, start)
	}
	return nil
}

// readEvent decodes the whole file.
func (d *decoder) readEvent() (*event, error) {
	ev := &event{}
	if err := d.delim('{', ""); err != nil {
		return nil, err
	}
	sawSections := false
	for d.dec.More() {
		k, err := d.key()
		if err != nil {
			return nil, err
		}
		var dst *string
		switch k {
		case "tournament":
			dst = &ev.Name
		case "date":
			dst = &ev.Date
		case "city":
			dst = &ev.City
		case "state":
			dst = &ev.State
		case "country":
			dst = &ev.Country
		case "sections":
			sawSections = true
			if err := d.delim('[', "sections"); err != nil {
				return nil, err
			}
			for d.dec.More() {
				s, err := d.readSection(len(ev.Sections) + 1)
				if err != nil {
					return nil, err
				}
				ev.Sections = append(ev.Sections, s)
			}
			if _, err := d.dec.Token(); err != nil {
				return nil, d.jsonErr(err, "sections", d.valueStart())
			}
			continue
		}
		if dst != nil {
			var v any
			if err := d.value(&v, k); err != nil {
				return nil, err
			}
			*dst = scalarText(v)
			continue
		}
		var skip json.RawMessage
		if err := d.value(&skip, k); err != nil {
			return nil, err
		}
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.jsonErr(err, "", d.valueStart())
	}
	if !sawSections {
		return nil, d.pos(0, "", fmt.Errorf("%w: no \"sections\" list", ErrJSON))
	}
	return ev, nil
}

// scalarText returns a JSON scalar as text.
func scalarText(v any) string {
	switch x := v.(type) {
	case string:
		return strings.TrimSpace(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return ""
}

// readSection decodes one section object.
func (d *decoder) readSection(n int) (*section, error) {
	s := &section{at: d.valueStart()}
	field := "section " + strconv.Itoa(n)
	if err := d.delim('{', field); err != nil {
		return nil, err
	}
	for d.dec.More() {
		k, err := d.key()
		if err != nil {
			return nil, err
		}
		var dst any
		switch k {
		case "section":
			var v any
			if err := d.value(&v, field+" name"); err != nil {
				return nil, err
			}
			s.Name = scalarText(v)
			continue
		case "rounds_paired":
			var v flexInt
			dst = &v
			if err := d.value(dst, field+" "+k); err != nil {
				return nil, err
			}
			s.RoundsPaired = int(v)
			continue
		case "rounds_played":
			var v flexInt
			if err := d.value(&v, field+" "+k); err != nil {
				return nil, err
			}
			s.RoundsPlayed = int(v)
			continue
		case "standings":
			dst = &s.Standings
		case "place":
			dst = &s.Place
		case "tiebreaks":
			dst = &s.Tiebreaks
		case "rounds":
			dst = &s.Rounds
		case "players":
			if err := d.delim('[', field+" players"); err != nil {
				return nil, err
			}
			for d.dec.More() {
				if len(s.Players) == importers.MaxPlayers {
					return nil, d.pos(d.valueStart(), field+" players", fmt.Errorf("more than %d players: %w", importers.MaxPlayers, importers.ErrLimit))
				}
				s.playerAt = append(s.playerAt, d.valueStart())
				var p player
				if err := d.value(&p, fmt.Sprintf("%s player %d", field, len(s.Players)+1)); err != nil {
					return nil, err
				}
				s.Players = append(s.Players, p)
			}
			if _, err := d.dec.Token(); err != nil {
				return nil, d.jsonErr(err, field+" players", d.valueStart())
			}
			continue
		default:
			var skip json.RawMessage
			dst = &skip
		}
		if err := d.value(dst, field+" "+k); err != nil {
			return nil, err
		}
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.jsonErr(err, field, d.valueStart())
	}
	if s.Name == "" {
		s.Name = "Section " + strconv.Itoa(n)
	}
	return s, nil
}

// ImportSections reads every section of src.
func (Importer) ImportSections(src importers.Source) ([]importers.Section, error) {
	data := bytes.TrimPrefix(src.Data, []byte{0xEF, 0xBB, 0xBF})
	d := &decoder{src: src, data: data, dec: json.NewDecoder(bytes.NewReader(data))}
	d.dec.UseNumber()
	if isNative(data) {
		d.native = true
		return d.importNative()
	}
	ev, err := d.readEvent()
	if err != nil {
		return nil, errors.Join(err)
	}
	if len(ev.Sections) == 0 {
		return nil, errors.Join(d.pos(0, "sections", fmt.Errorf("%w: the file has no sections", ErrJSON)))
	}
	var titleWarn error
	ev.Name, titleWarn = cleanTitle(ev.Name)
	out := make([]importers.Section, len(ev.Sections))
	players := 0
	for _, s := range ev.Sections {
		players += len(s.Players)
	}
	if players == 0 {
		return nil, errors.Join(d.pos(0, "sections", fmt.Errorf("%w: no section has players", ErrJSON)))
	}
	for i, s := range ev.Sections {
		if len(s.Players) == 0 {
			// A section nobody entered: left out, with a note (see LeaveOutEmpty).
			out[i] = importers.Section{Name: s.Name, T: &engine.Tournament{Name: s.Name, Section: s.Name}}
			continue
		}
		t, warns, errs := d.build(ev, s, i+1)
		if titleWarn != nil {
			warns = append([]*importers.ParseError{d.pos(max(bytes.Index(d.data, []byte(`"tournament"`)), 0), "tournament", titleWarn)}, warns...)
		}
		out[i] = importers.Section{Name: s.Name, T: t, Warnings: warns}
		if len(errs) > 0 {
			es := make([]error, len(errs))
			for k, e := range errs {
				es[k] = e
			}
			out[i].Err = errors.Join(es...)
			if t != nil {
				t.Unverified = len(errs)
			}
		}
	}
	return importers.LeaveOutEmpty(src.Name, out), nil
}

// sectionBuilder holds the state of building one section.
type sectionBuilder struct {
	d     *decoder
	s     *section
	field string
	errs  []*importers.ParseError
	warns []*importers.ParseError
	// twoGame is set for a section of two games per round; scores holds its pairings
	// list's score of each player in each round, splitDraws counts its 1-1 rounds.
	twoGame    bool
	scores     []map[int]pairScore
	splitDraws int
}

func (b *sectionBuilder) playerPos(i int) int {
	if i >= 0 && i < len(b.s.playerAt) {
		return b.s.playerAt[i]
	}
	return b.s.at
}

func (b *sectionBuilder) fail(i int, what string, err error) {
	b.errs = append(b.errs, b.d.pos(b.playerPos(i), strings.TrimSpace(b.field+" "+what), err))
}

func (b *sectionBuilder) warn(i int, what string, err error) {
	b.warns = append(b.warns, b.d.pos(b.playerPos(i), strings.TrimSpace(b.field+" "+what), err))
}

// build turns one section into a tournament.
func (d *decoder) build(ev *event, s *section, n int) (*engine.Tournament, []*importers.ParseError, []*importers.ParseError) {
	b := &sectionBuilder{d: d, s: s, field: fmt.Sprintf("section %q", s.Name)}
	t := &engine.Tournament{
		Name:      strings.TrimSpace(ev.Name + " - " + s.Name),
		Section:   s.Name,
		City:      joinNonEmpty(", ", ev.City, ev.State),
		StartDate: ev.Date,
		TypeText:  "Individual: Swiss-System (US Chess)",
		Scoring:   engine.DefaultScoring(),
		RatingsOf: "USA", // SwissSys's rating is the US Chess rating; rating2 the second
	}
	if ev.Name == "" {
		t.Name = s.Name
	}
	if ev.Country == "USA" || ev.Country == "" {
		t.Federation = ev.Country
	}
	rounds := s.RoundsPaired
	for _, p := range s.Players {
		rounds = max(rounds, len(p.Results))
		for _, c := range p.Results {
			switch strings.TrimSpace(c) {
			case "$", "#", "%":
				b.twoGame = true
			}
		}
	}
	var pairedTwo bool
	b.scores, pairedTwo = readPairings(s.Rounds)
	b.twoGame = b.twoGame || pairedTwo
	if rounds > 99 {
		b.fail(-1, "rounds_paired", fmt.Errorf("%w: %d rounds (at most 99)", ErrField, rounds))
		return nil, b.warns, b.errs
	}
	if s.RoundsPlayed < s.RoundsPaired {
		paired := fmt.Sprintf("%d rounds", s.RoundsPaired)
		if s.RoundsPaired == 1 {
			paired = "1 round"
		}
		b.warn(-1, "rounds_played", fmt.Errorf("%s paired, %d played: later results are pending", paired, s.RoundsPlayed))
	}
	t.Rounds = rounds
	if b.twoGame {
		t.Rounds = 2 * rounds
		t.TypeText = "Individual: Swiss-System (US Chess), two games per round"
	}
	codes, tbWarns := statedOrder(s.Tiebreaks)
	if len(codes) > 0 {
		t.StatedTiebreaks, t.StatedBy, t.StatedRules = codes, "SwissSys", "uscf"
	}
	for _, w := range tbWarns {
		b.warn(-1, "tiebreaks", w)
	}
	rank := map[int]int{}
	for k, id := range s.Standings {
		if _, dup := rank[id]; !dup {
			rank[id] = k + 1
		}
	}
	for i, p := range s.Players {
		t.Players = append(t.Players, b.player(i, p, rounds, len(s.Players), rank[i+1]))
	}
	if b.twoGame {
		msg := fmt.Sprintf("two games per round: each of the %d rounds is read as two games (%d in all), scored out of 2 as SwissSys scores them", rounds, 2*rounds)
		if b.splitDraws > 0 {
			msg += fmt.Sprintf("; the %d results of 1-1 are read as two draws (the file does not say which game was won)", b.splitDraws/2+b.splitDraws%2)
		}
		b.warn(-1, "", errors.New(msg))
	}
	if len(b.errs) == 0 {
		for _, pr := range t.Validate() {
			i := int(pr.Player) - 1
			what := ""
			if pr.Round > 0 {
				what = "round " + strconv.Itoa(pr.Round)
			}
			if pr.Player != 0 {
				what = strings.TrimSpace(fmt.Sprintf("player %d %s", pr.Player, what))
			}
			// Warnings (several pairing-allocated byes in a round, ...) are left to
			// Validate's callers, as for every other format.
			if pr.Severity == engine.Error {
				b.fail(i, what, fmt.Errorf("%w: %s", ErrGame, pr.Message))
			}
		}
	}
	return t, b.warns, b.errs
}

func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

// player converts one player entry; i is its index (pairing number i+1).
func (b *sectionBuilder) player(i int, p player, rounds, n, rank int) engine.Player {
	id := engine.PlayerID(i + 1)
	pl := engine.Player{ID: id, Name: strings.TrimSpace(p.Name), Rating: int(p.Rating), DeclaredRank: rank}
	where := fmt.Sprintf("player %d", i+1)
	if pl.Rating < 0 || pl.Rating > 9999 {
		b.fail(i, where+" rating", fmt.Errorf("%w: %d is not a rating", ErrField, pl.Rating))
		pl.Rating = 0
	}
	if id1 := strings.TrimSpace(p.ID1); id1 != "" || strings.TrimSpace(p.State) != "" {
		pl.National = []engine.NationalRating{{Federation: "USA", ID: id1, Rating: pl.Rating, Origin: strings.TrimSpace(p.State)}}
	}
	if p.Rating2 != 0 {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "rating2", Value: strconv.Itoa(int(p.Rating2))})
	}
	if p.Byes != "" {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "byes", Value: p.Byes})
	}
	for k, raw := range p.Tiebreaks {
		title := "TB" + strconv.Itoa(k+1)
		if k < len(b.s.Tiebreaks) && strings.TrimSpace(b.s.Tiebreaks[k]) != "" {
			title = strings.TrimSpace(b.s.Tiebreaks[k])
		}
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: title, Value: strings.Trim(string(raw), `"`)})
	}
	if len(p.Colors) != len(p.Results) || len(p.Ops) != len(p.Results) {
		b.fail(i, where, fmt.Errorf("%w: %d results, %d colours and %d opponents (they must match)", ErrField, len(p.Results), len(p.Colors), len(p.Ops)))
		p.Colors = pad(p.Colors, len(p.Results))
		for len(p.Ops) < len(p.Results) {
			p.Ops = append(p.Ops, 0)
		}
	}
	if b.twoGame {
		pl.Rounds = make([]engine.Round, 2*rounds)
		for r, code := range p.Results {
			if r >= rounds {
				break
			}
			var ps *pairScore
			if r < len(b.scores) {
				if v, ok := b.scores[r][i+1]; ok {
					ps = &v
				}
			}
			games, err := b.twoGameRound(code, p.Colors[r], int(p.Ops[r]), n, ps)
			if err != nil {
				b.fail(i, fmt.Sprintf("%s round %d", where, r+1), err)
				continue
			}
			pl.Rounds[2*r], pl.Rounds[2*r+1] = games[0], games[1]
		}
		return pl
	}
	pl.Rounds = make([]engine.Round, rounds)
	for r, code := range p.Results {
		if r >= rounds {
			break
		}
		rd, err := b.round(code, p.Colors[r], int(p.Ops[r]), n, r >= b.s.RoundsPlayed && b.s.RoundsPlayed < b.s.RoundsPaired)
		if err != nil {
			b.fail(i, fmt.Sprintf("%s round %d", where, r+1), err)
			continue
		}
		pl.Rounds[r] = rd
	}
	return pl
}

func pad(s []string, n int) []string {
	for len(s) < n {
		s = append(s, "")
	}
	return s
}

// round reads one round: SwissSys result code, colour and opponent.
func (b *sectionBuilder) round(code, color string, op, n int, pending bool) (engine.Round, error) {
	code = strings.ToUpper(strings.TrimSpace(code))
	if op < 0 || op > n {
		return engine.Round{}, fmt.Errorf("%w: opponent %d is not in the section (%d players)", ErrField, op, n)
	}
	rd := engine.Round{Opponent: engine.PlayerID(op)}
	switch strings.ToUpper(strings.TrimSpace(color)) {
	case "W":
		rd.Color = engine.White
	case "B":
		rd.Color = engine.Black
	case "", "-":
	default:
		return engine.Round{}, fmt.Errorf("%w: colour %q (want W, B or -)", ErrField, color)
	}
	game := map[string]engine.Result{"W": engine.Win, "L": engine.Loss, "D": engine.Draw}
	if r, ok := game[code]; ok {
		if op == 0 {
			return engine.Round{}, fmt.Errorf("%w: %s without an opponent", ErrField, code)
		}
		rd.Result = r
		return rd, nil
	}
	rd.Color = engine.NoColor
	switch code {
	case "X":
		rd.Result = engine.ForfeitWin
	case "F":
		rd.Result = engine.ForfeitLoss
	case "B":
		rd.Result, rd.Opponent = engine.PairingBye, 0
	case "H":
		rd.Result, rd.Opponent = engine.HalfBye, 0
	case "U":
		rd.Result, rd.Opponent = engine.ZeroBye, 0
	case "", "-", "P":
		if pending && op != 0 {
			c := engine.NoColor
			switch strings.ToUpper(strings.TrimSpace(color)) {
			case "W":
				c = engine.White
			case "B":
				c = engine.Black
			}
			return engine.Round{Opponent: engine.PlayerID(op), Color: c, Result: engine.Pending}, nil
		}
		rd.Opponent = 0
	default:
		return engine.Round{}, fmt.Errorf("%w: result code %q (want W, L, D, X, F, B, H or U)", ErrField, code)
	}
	return rd, nil
}
