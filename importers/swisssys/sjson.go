package swisssys

// The SwissSys 11 event file (.sjson): SwissSys's own file, and what ChessRoster exports
// for SwissSys to open.
//
// # Layout
//
// The top level is an object with "Overview" (the event: "Tournament title", "Starting
// date", "Ending date", "Tournament time controls", ...) and "Sections", a list of
// sections. A section has its "Section name", "Type" (0 Swiss, 1 round robin), "Section
// time control", "Rounds paired", "Rounds played", "Final round" (the rounds planned),
// "Teams", "Prizes" and "Players". A player has its "Pair number", "Name", "ID" (US Chess),
// "Rating", "Rating2", "Exp1" (the membership's expiry), "State", "Club", "Team", "Player
// title", "Reserved byes" and "Results", one code per round:
//
//	"+;18;B;1;18;18;0"   result; opponent; colour; board; two pairing-logic numbers; game points
//
// Results are + (won), - (lost), = (drawn), X and F (forfeit won and lost; read as the
// results JSON reads them), B (full-point bye: the pairing-allocated bye, as US Chess
// notation reads it), H (half-point bye), U (not paired: zero-point bye, withdrawal, late
// entry) and an empty code (a NUL character or nothing: a round not yet played; with an
// opponent and a colour in a round paired but not played, a pending game). "Reserved
// byes" lists the byes a player asked for ("1 3z 4z": a half-point bye in round 1,
// zero-point byes in rounds 3 and 4); it is kept, and the results say what was given.
//
// Files exist in two layouts: SwissSys 11.5x-11.7x files with results, and files of a
// registration (SwissSys 11.34, ChessRoster) with no "Results" at all, read as sections
// with no round played yet.
//
// # What the file does not hold
//
// No .sjson seen states a tiebreak order: SwissSys keeps it in its program settings, not
// in the event file (checked on every section key of the real files in
// testdata/real/swisssys11). Sections are ranked with the rules' default order unless
// the director gives one.
//
// # Prizes
//
// "Prizes" holds the prizes the TD entered in SwissSys: "Place prizes" (a list of
// {"Value", "Description"}: 1st, 2nd, ...) and "Class prizes" (each with "Value",
// "Description", the rating limits "Top" and "Bottom", and "Priority"). [ReadPrizes]
// returns them as the event's prize fund, one prize list per section.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// IsEventFile reports whether head, the start of a file, is a SwissSys 11 event file
// (.sjson): a JSON object whose first key is "Overview" or "Sections".
func IsEventFile(head []byte) bool {
	return isNative(bytes.TrimPrefix(head, []byte{0xEF, 0xBB, 0xBF}))
}

// isNative reports whether data (a BOM already dropped) is a .sjson event file: its
// first key is "Overview" or "Sections".
func isNative(data []byte) bool {
	h := bytes.TrimLeft(data, " \t\r\n")
	if len(h) == 0 || h[0] != '{' {
		return false
	}
	h = bytes.TrimLeft(h[1:], " \t\r\n")
	return bytes.HasPrefix(h, []byte(`"Overview"`)) || bytes.HasPrefix(h, []byte(`"Sections"`))
}

// text is a JSON scalar read as text: SwissSys writes IDs and dates as strings, but a
// number or a boolean is read too.
type text string

func (t *text) UnmarshalJSON(b []byte) error {
	if len(b) >= 2 && b[0] == '"' && bytes.IndexByte(b, '\\') < 0 && utf8.Valid(b) {
		*t = text(strings.TrimSpace(string(b[1 : len(b)-1]))) // a plain string: most of them
		return nil
	}
	var v any
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	switch v.(type) {
	case nil, string, float64, bool:
		*t = text(scalarText(v))
		return nil
	}
	return errors.New("a list or an object where one value belongs")
}

// flexBool is true for JSON true (and "true", 1).
type flexBool bool

func (f *flexBool) UnmarshalJSON(b []byte) error {
	s := strings.ToLower(strings.Trim(string(b), `"`))
	*f = flexBool(s == "true" || s == "1" || s == "yes")
	return nil
}

// amount is a prize value: a JSON number or string of dollars and cents.
type amount string

func (a *amount) UnmarshalJSON(b []byte) error {
	var t text
	if err := t.UnmarshalJSON(b); err != nil {
		return err
	}
	*a = amount(t)
	return nil
}

// nOverview is the "Overview" object.
type nOverview struct {
	Program     text `json:"Program"`
	Version     text `json:"Version"`
	Title       text `json:"Tournament title"`
	TimeControl text `json:"Tournament time controls"`
	Start       text `json:"Starting date"`
	End         text `json:"Ending date"`
	City        text `json:"Event city"`
	State       text `json:"Event state"`
}

// nPlayer is one entry of a section's "Players".
type nPlayer struct {
	Pair        flexInt  `json:"Pair number"`
	Name        text     `json:"Name"`
	ID          text     `json:"ID"`
	Rating      flexInt  `json:"Rating"`
	Rating2     flexInt  `json:"Rating2"`
	Provisional flexBool `json:"Provisional"`
	Exp1        text     `json:"Exp1"`
	State       text     `json:"State"`
	Club        text     `json:"Club"`
	Team        text     `json:"Team"`
	Title       text     `json:"Player title"`
	Byes        text     `json:"Reserved byes"`
	Withdrew    flexBool `json:"Withdrew"`
	Results     []string `json:"Results"`
}

// nPrize is one place or class prize.
type nPrize struct {
	Value       amount  `json:"Value"`
	Description text    `json:"Description"`
	Top         flexInt `json:"Top"`
	Bottom      flexInt `json:"Bottom"`
	Priority    flexInt `json:"Priority"`
}

// nPrizes is a section's "Prizes".
type nPrizes struct {
	Place []nPrize `json:"Place prizes"`
	Class []nPrize `json:"Class prizes"`
}

// nSection is one entry of "Sections", with where it and its players start.
type nSection struct {
	Name         string
	Type         int
	TimeControl  string
	RoundsPaired int
	RoundsPlayed int
	Final        int
	Prizes       *nPrizes
	Players      []nPlayer
	at, prizesAt int
	playerAt     []int
}

// nEvent is the whole file.
type nEvent struct {
	Overview nOverview
	Sections []*nSection
}

// readNative decodes a .sjson file.
func (d *decoder) readNative() (*nEvent, error) {
	ev := &nEvent{}
	if err := d.delim('{', ""); err != nil {
		return nil, err
	}
	saw := false
	for d.dec.More() {
		k, err := d.key()
		if err != nil {
			return nil, err
		}
		switch k {
		case "Overview":
			if err := d.value(&ev.Overview, k); err != nil {
				return nil, err
			}
		case "Sections":
			saw = true
			if err := d.delim('[', k); err != nil {
				return nil, err
			}
			for d.dec.More() {
				s, err := d.readNativeSection(len(ev.Sections) + 1)
				if err != nil {
					return nil, err
				}
				ev.Sections = append(ev.Sections, s)
			}
			if _, err := d.dec.Token(); err != nil {
				return nil, d.jsonErr(err, k, d.valueStart())
			}
		default:
			var skip json.RawMessage
			if err := d.value(&skip, k); err != nil {
				return nil, err
			}
		}
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.jsonErr(err, "", d.valueStart())
	}
	if !saw {
		return nil, d.pos(0, "", fmt.Errorf("%w: no \"Sections\" list", ErrNative))
	}
	return ev, nil
}

// readNativeSection decodes one section object.
func (d *decoder) readNativeSection(n int) (*nSection, error) {
	s := &nSection{at: d.valueStart()}
	field := "section " + strconv.Itoa(n)
	if err := d.delim('{', field); err != nil {
		return nil, err
	}
	for d.dec.More() {
		k, err := d.key()
		if err != nil {
			return nil, err
		}
		var num flexInt
		var dst any = &num
		switch k {
		case "Section name":
			var v text
			if err := d.value(&v, field+" name"); err != nil {
				return nil, err
			}
			s.Name = string(v)
			continue
		case "Section time control":
			var v text
			if err := d.value(&v, field+" "+k); err != nil {
				return nil, err
			}
			s.TimeControl = string(v)
			continue
		case "Prizes":
			s.prizesAt = d.valueStart()
			s.Prizes = &nPrizes{}
			dst = s.Prizes
		case "Players":
			if err := d.delim('[', field+" players"); err != nil {
				return nil, err
			}
			for d.dec.More() {
				if len(s.Players) == importers.MaxPlayers {
					return nil, d.pos(d.valueStart(), field+" players", fmt.Errorf("more than %d players: %w", importers.MaxPlayers, importers.ErrLimit))
				}
				s.playerAt = append(s.playerAt, d.valueStart())
				var p nPlayer
				if err := d.value(&p, fmt.Sprintf("%s player %d", field, len(s.Players)+1)); err != nil {
					return nil, err
				}
				if len(p.Results) > importers.MaxRounds {
					return nil, d.pos(s.playerAt[len(s.playerAt)-1], fmt.Sprintf("%s player %d", field, len(s.Players)+1),
						fmt.Errorf("more than %d results: %w", importers.MaxRounds, importers.ErrLimit))
				}
				s.Players = append(s.Players, p)
			}
			if _, err := d.dec.Token(); err != nil {
				return nil, d.jsonErr(err, field+" players", d.valueStart())
			}
			continue
		case "Type", "Rounds paired", "Rounds played", "Final round":
		default:
			var skip json.RawMessage
			dst = &skip
		}
		if err := d.value(dst, field+" "+k); err != nil {
			return nil, err
		}
		switch k {
		case "Type":
			s.Type = int(num)
		case "Rounds paired":
			s.RoundsPaired = int(num)
		case "Rounds played":
			s.RoundsPlayed = int(num)
		case "Final round":
			s.Final = int(num)
		}
	}
	if _, err := d.dec.Token(); err != nil {
		return nil, d.jsonErr(err, field, d.valueStart())
	}
	s.Name = strings.TrimSpace(s.Name)
	if s.Name == "" {
		s.Name = "Section " + strconv.Itoa(n)
	}
	return s, nil
}

// ErrNative is wrapped by the problems of a .sjson file that is not one.
var ErrNative = errors.New("not a SwissSys event file")

// importNative reads every section of a .sjson file.
func (d *decoder) importNative() ([]importers.Section, error) {
	ev, err := d.readNative()
	if err != nil {
		return nil, errors.Join(err)
	}
	if len(ev.Sections) == 0 {
		return nil, errors.Join(d.pos(0, "Sections", fmt.Errorf("%w: the file has no sections", ErrNative)))
	}
	players := 0
	for _, s := range ev.Sections {
		players += len(s.Players)
	}
	if players == 0 {
		return nil, errors.Join(d.pos(0, "Sections", fmt.Errorf("%w: no section has players", ErrNative)))
	}
	title, titleWarn := cleanTitle(string(ev.Overview.Title))
	out := make([]importers.Section, len(ev.Sections))
	for i, s := range ev.Sections {
		if len(s.Players) == 0 {
			out[i] = importers.Section{Name: s.Name, T: &engine.Tournament{Name: s.Name, Section: s.Name}}
			continue
		}
		b := &nativeBuilder{d: d, s: s, field: fmt.Sprintf("section %q", s.Name)}
		t := b.build(ev, title)
		if titleWarn != nil {
			b.warns = append([]*importers.ParseError{d.pos(max(bytes.Index(d.data, []byte(`"Tournament title"`)), 0), "Tournament title", titleWarn)}, b.warns...)
		}
		out[i] = importers.Section{Name: s.Name, T: t, Warnings: b.warns}
		if len(b.errs) > 0 {
			es := make([]error, len(b.errs))
			for k, e := range b.errs {
				es[k] = e
			}
			out[i].Err = errors.Join(es...)
			t.Unverified = len(b.errs)
		}
	}
	return importers.LeaveOutEmpty(d.src.Name, out), nil
}

// cleanTitle drops the replacement characters (U+FFFD) SwissSys leaves where it lost
// characters (an emoji typed into the title, say), with a warning.
func cleanTitle(s string) (string, error) {
	if !strings.ContainsRune(s, utf8.RuneError) {
		return strings.TrimSpace(s), nil
	}
	clean := strings.Join(strings.Fields(strings.ReplaceAll(s, string(utf8.RuneError), " ")), " ")
	return clean, fmt.Errorf("the event title %q holds characters SwissSys could not save (shown as \uFFFD); it is read as %q", strings.TrimSpace(s), clean)
}

// nativeBuilder holds the state of building one section.
type nativeBuilder struct {
	d     *decoder
	s     *nSection
	field string
	errs  []*importers.ParseError
	warns []*importers.ParseError
}

func (b *nativeBuilder) at(i int) int {
	if i >= 0 && i < len(b.s.playerAt) {
		return b.s.playerAt[i]
	}
	return b.s.at
}

func (b *nativeBuilder) fail(i int, what string, err error) {
	b.errs = append(b.errs, b.d.pos(b.at(i), strings.TrimSpace(b.field+" "+what), err))
}

func (b *nativeBuilder) warn(i int, what string, err error) {
	b.warns = append(b.warns, b.d.pos(b.at(i), strings.TrimSpace(b.field+" "+what), err))
}

// USDate turns a SwissSys date (2025-03-16, 12/19/25, 4/17/2026: SwissSys writes US
// month/day/year) into the model's YYYY/MM/DD; other text is kept as written.
func USDate(s string) string {
	s = strings.TrimSpace(s)
	var y, m, d int
	if a, rest, ok := strings.Cut(s, "-"); ok && len(a) == 4 {
		mm, dd, _ := strings.Cut(rest, "-")
		y, m, d = atoi(a), atoi(mm), atoi(dd)
	} else if a, rest, ok := strings.Cut(s, "/"); ok {
		dd, yy, _ := strings.Cut(rest, "/")
		m, d, y = atoi(a), atoi(dd), atoi(yy)
		if len(yy) == 2 && y >= 0 {
			y += 2000
		}
	}
	if y < 1900 || y > 2999 || m < 1 || m > 12 || d < 1 || d > 31 {
		return s
	}
	return fmt.Sprintf("%04d/%02d/%02d", y, m, d)
}

func atoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return -1
	}
	return n
}

// build turns the section into a tournament.
func (b *nativeBuilder) build(ev *nEvent, title string) *engine.Tournament {
	s := b.s
	t := &engine.Tournament{
		Name:        joinNonEmpty(" - ", title, s.Name),
		Section:     s.Name,
		City:        joinNonEmpty(", ", string(ev.Overview.City), string(ev.Overview.State)),
		StartDate:   USDate(string(ev.Overview.Start)),
		EndDate:     USDate(string(ev.Overview.End)),
		TimeControl: firstText(s.TimeControl, string(ev.Overview.TimeControl)),
		TypeText:    "Individual: Swiss-System (US Chess)",
		Scoring:     engine.DefaultScoring(),
	}
	if title == "" {
		t.Name = s.Name
	}
	n := len(s.Players)
	// Pairing numbers: "Pair number", 1 to n, each once; a file without them numbers the
	// players in order.
	index := map[int]int{}
	for i, p := range s.Players {
		pair := int(p.Pair)
		if pair == 0 {
			pair = i + 1
		}
		if pair < 1 || pair > importers.MaxPlayers {
			b.fail(i, fmt.Sprintf("player %d", i+1), fmt.Errorf("%w: pair number %d", ErrField, pair))
			return t
		}
		if k, dup := index[pair]; dup {
			b.fail(i, fmt.Sprintf("player %d", i+1), fmt.Errorf("%w: pair number %d is also player %d's", ErrField, pair, k+1))
			return t
		}
		index[pair] = i
	}
	rounds := max(s.RoundsPaired, s.Final)
	for _, p := range s.Players {
		for r := len(p.Results) - 1; r >= rounds; r-- {
			if code, _, _ := strings.Cut(p.Results[r], ";"); strings.Trim(code, "\x00 ~U") != "" {
				rounds = r + 1
				break
			}
		}
	}
	if rounds > 99 {
		b.fail(-1, "Final round", fmt.Errorf("%w: %d rounds (at most 99)", ErrField, rounds))
		return t
	}
	if n*rounds > importers.MaxPlayerRounds {
		b.fail(-1, "", fmt.Errorf("%d players x %d rounds: %w", n, rounds, importers.ErrLimit))
		return t
	}
	if s.RoundsPlayed < s.RoundsPaired {
		b.warn(-1, "Rounds played", fmt.Errorf("%d rounds paired, %d played: later results are pending", s.RoundsPaired, s.RoundsPlayed))
	}
	t.Rounds = rounds
	// "Final round" is the rounds planned: stated, unless results run past it.
	t.RoundsStated = s.Final > 0 && rounds == s.Final
	for i, p := range s.Players {
		t.Players = append(t.Players, b.player(i, p, rounds, index))
	}
	if s.Type == 1 {
		if engine.DetectKind(t) == engine.KindRoundRobin {
			t.TypeText = "Individual: Round-Robin (US Chess)"
		} else if s.RoundsPlayed > 0 {
			b.warn(-1, "Type", errors.New("the section is typed round robin but not every player met every other: read as a Swiss"))
		}
	}
	if len(b.errs) == 0 {
		for _, pr := range t.Validate() {
			if pr.Severity != engine.Error {
				continue
			}
			i := -1
			if k, ok := index[int(pr.Player)]; ok {
				i = k
			}
			what := ""
			if pr.Player != 0 {
				what = fmt.Sprintf("player %d", pr.Player)
			}
			if pr.Round > 0 {
				what = strings.TrimSpace(what + " round " + strconv.Itoa(pr.Round))
			}
			b.fail(i, what, fmt.Errorf("%w: %s", ErrGame, pr.Message))
		}
	}
	return t
}

func firstText(s ...string) string {
	for _, v := range s {
		if v = strings.TrimSpace(v); v != "" {
			return v
		}
	}
	return ""
}

// player converts one player; i is its index in the list.
func (b *nativeBuilder) player(i int, p nPlayer, rounds int, index map[int]int) engine.Player {
	id := int(p.Pair)
	if id == 0 {
		id = i + 1
	}
	where := fmt.Sprintf("player %d", id)
	pl := engine.Player{ID: engine.PlayerID(id), Name: strings.TrimSpace(string(p.Name)), Rating: int(p.Rating),
		Title: strings.TrimSpace(string(p.Title)), Club: strings.TrimSpace(string(p.Team))}
	if pl.Rating < 0 || pl.Rating > 9999 {
		b.fail(i, where+" Rating", fmt.Errorf("%w: %d is not a rating", ErrField, pl.Rating))
		pl.Rating = 0
	}
	state, club := strings.TrimSpace(string(p.State)), strings.TrimSpace(string(p.Club))
	if state == "" && len(club) == 2 && strings.ToUpper(club) == club {
		state = club // SwissSys's Club holds the state in US events
	}
	usid := strings.TrimSpace(string(p.ID))
	if usid != "" || state != "" || p.Exp1 != "" {
		pl.National = []engine.NationalRating{{Federation: "USA", ID: usid, Rating: pl.Rating, Origin: state, Expiry: USDate(string(p.Exp1))}}
	}
	if club != "" {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "club", Value: club})
	}
	if p.Rating2 != 0 {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "rating2", Value: strconv.Itoa(int(p.Rating2))})
	}
	if p.Provisional {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "provisional", Value: "true"})
	}
	if byes := strings.TrimSpace(string(p.Byes)); byes != "" {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "byes", Value: byes})
	}
	if p.Withdrew {
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "withdrew", Value: "true"})
	}
	if strings.Contains(pl.Name, "[") {
		// "Last [handle], First": an online event's name with the player's handle.
		pl.Attrs = append(pl.Attrs, engine.Attr{Key: "handle", Value: handle(pl.Name)})
	}
	pl.Rounds = make([]engine.Round, rounds)
	for r, code := range p.Results {
		if r >= rounds {
			break
		}
		rd, err := b.round(code, r, index)
		if err != nil {
			b.fail(i, fmt.Sprintf("%s round %d", where, r+1), err)
			continue
		}
		pl.Rounds[r] = rd
	}
	return pl
}

// handle returns the text between the first [ and the following ].
func handle(name string) string {
	_, rest, _ := strings.Cut(name, "[")
	h, _, _ := strings.Cut(rest, "]")
	return strings.TrimSpace(h)
}

// round reads one result code in round r (0-based).
func (b *nativeBuilder) round(code string, r int, index map[int]int) (engine.Round, error) {
	parts := strings.Split(code, ";")
	res := strings.ToUpper(strings.Trim(parts[0], "\x00 "))
	op := 0
	if len(parts) > 1 {
		if v, err := strconv.Atoi(strings.TrimSpace(parts[1])); err == nil && v > 0 {
			op = v
		}
	}
	color := engine.NoColor
	if len(parts) > 2 {
		switch strings.ToUpper(strings.TrimSpace(parts[2])) {
		case "W":
			color = engine.White
		case "B":
			color = engine.Black
		}
	}
	if op != 0 {
		if _, ok := index[op]; !ok {
			return engine.Round{}, fmt.Errorf("%w: opponent %d is not in the section", ErrField, op)
		}
	}
	switch res {
	case "+", "-", "=":
		if op == 0 {
			return engine.Round{}, fmt.Errorf("%w: %q without an opponent", ErrField, code)
		}
		result := map[string]engine.Result{"+": engine.Win, "-": engine.Loss, "=": engine.Draw}[res]
		return engine.Round{Opponent: engine.PlayerID(op), Color: color, Result: result}, nil
	case "X":
		return engine.Round{Opponent: engine.PlayerID(op), Result: engine.ForfeitWin}, nil
	case "F":
		return engine.Round{Opponent: engine.PlayerID(op), Result: engine.ForfeitLoss}, nil
	case "B":
		return engine.Round{Result: engine.PairingBye}, nil
	case "H":
		return engine.Round{Result: engine.HalfBye}, nil
	case "U":
		return engine.Round{Result: engine.ZeroBye}, nil
	case "", "~":
		if op != 0 && color != engine.NoColor && r < b.s.RoundsPaired && r >= b.s.RoundsPlayed {
			return engine.Round{Opponent: engine.PlayerID(op), Color: color, Result: engine.Pending}, nil
		}
		return engine.Round{}, nil
	}
	return engine.Round{}, fmt.Errorf("%w: result code %q (want +, -, =, X, F, B, H or U)", ErrField, parts[0])
}

// ReadPrizes returns the prizes the TD entered in SwissSys for each section of a .sjson
// file, as a fund over the event's sections (one prize list per section that has
// prizes), named after the file; nil when the file is not a .sjson or no section has a
// prize. Place prizes are 1st, 2nd, ... of the section; a class prize is for the ratings
// from its Bottom to its Top (both inclusive; Top 0 or 9999 is no upper limit), its
// places counted within the class in the order listed; a Description is the prize's
// trophy when it has no Value, else its label. Problems (a value that is not an amount)
// are returned with the prizes read.
func ReadPrizes(name string, data []byte) (*prizes.Fund, []*importers.ParseError) {
	data = bytes.TrimPrefix(data, []byte{0xEF, 0xBB, 0xBF})
	if !isNative(data) {
		return nil, nil
	}
	d := &decoder{src: importers.Source{Name: name}, data: data, dec: json.NewDecoder(bytes.NewReader(data)), native: true}
	d.dec.UseNumber()
	ev, err := d.readNative()
	if err != nil {
		return nil, nil
	}
	f := &prizes.Fund{Source: name, Name: cleanTitleOnly(string(ev.Overview.Title))}
	var probs []*importers.ParseError
	for _, s := range ev.Sections {
		if s.Prizes == nil || len(s.Players) == 0 {
			continue
		}
		line, col := d.lineCol(s.prizesAt)
		sf := prizes.SectionFund{Name: s.Name, Line: line, Column: col}
		bad := func(what string, err error) {
			probs = append(probs, d.pos(s.prizesAt, fmt.Sprintf("section %q Prizes %s", s.Name, what), err))
		}
		for k, pz := range s.Prizes.Place {
			p := prizes.Prize{Place: k + 1, Label: ordinal(k + 1), Kind: prizes.KindPlace, Line: line, Column: col}
			if !pz.fill(&p, bad, fmt.Sprintf("place prize %d", k+1)) {
				continue
			}
			sf.Prizes = append(sf.Prizes, p)
		}
		places := map[[2]int]int{}
		for k, pz := range s.Prizes.Class {
			lo, hi := int(pz.Bottom), int(pz.Top)
			if hi == 9999 {
				hi = 0
			}
			group := classGroup(lo, hi)
			key := [2]int{lo, hi}
			places[key]++
			p := prizes.Prize{Group: group, Place: places[key], Kind: prizes.KindRating, Line: line, Column: col,
				Eligibility: prizes.Eligibility{HasRating: true, RatingMin: lo, RatingMax: hi}}
			p.Label = group + " " + ordinal(p.Place)
			if hi != 0 && hi < lo {
				bad(fmt.Sprintf("class prize %d", k+1), fmt.Errorf("%w: Top %d is below Bottom %d", ErrField, hi, lo))
				continue
			}
			if !pz.fill(&p, bad, fmt.Sprintf("class prize %d", k+1)) {
				continue
			}
			sf.Prizes = append(sf.Prizes, p)
		}
		if len(sf.Prizes) > 0 {
			f.Sections = append(f.Sections, sf)
		}
	}
	if len(f.Sections) == 0 {
		return nil, probs
	}
	return f, probs
}

// fill sets the cash and trophy of p from the SwissSys prize; false when its value is
// not an amount (reported with bad).
func (pz nPrize) fill(p *prizes.Prize, bad func(string, error), what string) bool {
	desc := strings.TrimSpace(string(pz.Description))
	if v := strings.TrimSpace(string(pz.Value)); v != "" && v != "0" {
		cash, err := prizes.ParseMoney(v)
		if err != nil {
			bad(what, err)
			return false
		}
		p.Cash = cash
		if desc != "" {
			p.Label = desc
		}
	} else if desc != "" {
		p.Trophy = desc
	} else {
		return false // an empty row of the prize dialog
	}
	return true
}

// classGroup names a rating class: "U1600" (Bottom 0), "1600+" (no Top), "1400-1599".
func classGroup(lo, hi int) string {
	switch {
	case lo <= 0 && hi > 0:
		return "U" + strconv.Itoa(hi+1)
	case hi == 0:
		return strconv.Itoa(lo) + "+"
	}
	return strconv.Itoa(lo) + "-" + strconv.Itoa(hi)
}

// ordinal returns "1st", "2nd", "3rd", "4th", ...
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return strconv.Itoa(n) + suffix
}

func cleanTitleOnly(s string) string {
	t, _ := cleanTitle(s)
	return t
}

// lineCol returns the line and column of a byte offset.
func (d *decoder) lineCol(off int) (int, int) {
	pe := d.pos(off, "", nil)
	return pe.Line, pe.Column
}
