// Package pgn imports a whole event written as PGN: the games file organisers and
// broadcasts publish, and that lichess, chess.com, Vega and ChessBase export.
//
// # What a game gives
//
// Each game record gives a pairing: the round (the Round tag), White and Black, and the
// result. Round is read as "3", "3.1" (round 3, board 1) or "1.2"; the first number is the
// round. Two players who meet twice in one round with Round tags that differ after the
// point ("1.1" and "1.2") play a knock-out match, which tiebreak does not rank: the event
// is refused with one sentence. A game with no round ("?", "", or no tag)
// is an error: its place in the event cannot be known.
//
// The Result tag wins over the movetext's termination marker (Vega writes the result in
// the tag and "*" after the moves); when both hold a finished result and they differ, the
// tag is used with a warning. A game whose result is "*" is paired and not finished: the
// round is in progress, as in the other formats. A Termination tag that says "forfeit"
// makes a 1-0 or 0-1 a forfeit.
//
// Records that are not games are skipped with a warning: a ChessForge workbook header
// (ChessForgeWorkbook tag), a chapter that is not a game (ContentType other than "Model
// Game", such as "Study Tree"), and a record naming neither player.
//
// # Players
//
// A player is known by the FIDE ID (WhiteFideId/BlackFideId) when the game gives one,
// else by the exact name; a name without an ID joins the one player with that name and
// an ID. Two players whose names differ only in case, accents, punctuation or word order
// are kept apart with a warning. PGN has no start numbers: players are numbered by rating
// (the first Elo the file gives them), highest first, then by name, and a warning says so.
// WhiteTitle, WhiteFed and WhiteTeam give the title, federation and team.
//
// # Rounds without a game
//
// PGN holds games only: a bye, a forfeit or an absence is simply not there. A player with
// no game in a round is read as not paired in that round (no points), never as a bye or a
// forfeit, and each such player-round is a warning naming the player and the round, so
// that the TD can say what happened (see docs/formats.md).
//
// # Several events
//
// Games are grouped by their Event tag, in the order the events first appear; each
// event is a section of the file ([importers.SectionImporter]), chosen by its name.
package pgn

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Importer reads PGN.
type Importer struct{}

// New returns the PGN importer.
func New() importers.SectionImporter { return Importer{} }

// Name returns "pgn".
func (Importer) Name() string { return "pgn" }

// Extensions returns ".pgn".
func (Importer) Extensions() []string { return []string{".pgn"} }

// Description is the line for 'tiebreak formats'.
func (Importer) Description() string {
	return "PGN games of a whole event (lichess, chess.com, Vega, ChessBase, broadcasts; several events)"
}

// Sniff reports whether head starts, after blank lines, comments and escape lines, with
// a tag pair such as [Event "...".
func (Importer) Sniff(head []byte) bool {
	s := string(head)
	s = strings.TrimPrefix(s, "\uFEFF")
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		switch {
		case strings.HasPrefix(s, "%") || strings.HasPrefix(s, ";"):
			i := strings.IndexAny(s, "\r\n")
			if i < 0 {
				return false
			}
			s = s[i:]
			continue
		case strings.HasPrefix(s, "{"):
			i := strings.IndexByte(s, '}')
			if i < 0 {
				return false
			}
			s = s[i+1:]
			continue
		}
		break
	}
	if !strings.HasPrefix(s, "[") {
		return false
	}
	s = strings.TrimLeft(s[1:], " \t")
	n := 0
	for n < len(s) && isNameByte(s[n]) {
		n++
	}
	if n == 0 {
		return false
	}
	return strings.HasPrefix(strings.TrimLeft(s[n:], " \t"), `"`)
}

// Import returns the event src.Opts.Section names, or the only one.
func (im Importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	return importers.ImportSection(src, im.ImportSections)
}

// Errors wrapped by the problems the importer reports.
var (
	ErrKnockout = errors.New("a knock-out")
	ErrGame     = errors.New("bad game")
	ErrNoGames  = errors.New("no games")
)

// ImportSections reads every event of src.
func (Importer) ImportSections(src importers.Source) ([]importers.Section, error) {
	dec := importers.Decode(src.Data)
	warns := dec.Warnings(src.Name)
	recs, swarns, err := scan(src.Name, dec.Text)
	if err != nil {
		return nil, err
	}
	warns = append(warns, swarns...)
	var events []*event
	byName := map[string]*event{}
	skipped := 0
	for _, r := range recs {
		if why := notAGame(r); why != "" {
			if skipped++; skipped <= maxWarningsKind {
				warns = append(warns, &importers.ParseError{File: src.Name, Line: int(r.at.line), Column: int(r.at.col),
					Err: fmt.Errorf("this record is not a game (%s); it is skipped", why)})
			}
			continue
		}
		name := r.get(tagEvent).val
		if name == "?" {
			name = ""
		}
		ev := byName[name]
		if ev == nil {
			ev = &event{name: name}
			byName[name] = ev
			events = append(events, ev)
		}
		ev.games = append(ev.games, r)
	}
	if skipped > maxWarningsKind {
		warns = append(warns, &importers.ParseError{File: src.Name, Line: 1,
			Err: fmt.Errorf("and %d more records that are not games, skipped", skipped-maxWarningsKind)})
	}
	if len(events) == 0 {
		return nil, errors.Join(&importers.ParseError{File: src.Name, Line: 1,
			Err: fmt.Errorf("%w: the file holds no games (a PGN file of a whole event lists every game with its Round, White, Black and Result tags)", ErrNoGames)})
	}
	out := make([]importers.Section, len(events))
	for i, ev := range events {
		name := ev.name
		if name == "" {
			name = "(no event name)"
		}
		b := &builder{file: src.Name, ev: ev}
		if i == 0 {
			b.warns = warns
		}
		if len(events) == 1 {
			b.positions = src.Positions
		}
		t, errs := b.build()
		out[i] = importers.Section{Name: name, T: t, Warnings: b.warns}
		if len(errs) > 0 {
			out[i].Err = joinErrs(errs)
			if t != nil {
				t.Unverified = len(errs)
			}
		}
	}
	if len(events) > 1 {
		// The file's own warnings (encoding, skipped records) belong to every event.
		for i := 1; i < len(out); i++ {
			out[i].Warnings = append(append([]*importers.ParseError(nil), warns...), out[i].Warnings...)
		}
	}
	return out, nil
}

// notAGame says why r is not a game, or "" when it is one.
func notAGame(r *record) string {
	switch {
	case r.get(tagWorkbook).set:
		return "a ChessForge workbook header"
	case r.get(tagContentType).set && r.get(tagContentType).val != "" && !strings.EqualFold(r.get(tagContentType).val, "Model Game"):
		if r.get(tagChapterTitle).val != "" {
			return fmt.Sprintf("a %q chapter, %q", r.get(tagContentType).val, r.get(tagChapterTitle).val)
		}
		return fmt.Sprintf("a %q record", r.get(tagContentType).val)
	case name(r.get(tagWhite).val) == "" && name(r.get(tagBlack).val) == "":
		return "it names neither player"
	}
	return ""
}

// name returns a player name tag's value, "" for the PGN unknown "?".
func name(s string) string {
	s = strings.TrimSpace(s)
	if s == "?" || s == "-" {
		return ""
	}
	return s
}

// event is the games of one Event tag.
type event struct {
	name  string
	games []*record
}

// side is one player's side of one game.
type side struct {
	name, fideID, title, fed, team string
	elo                            int
	at                             pos
}

// player is one player of an event while it is built.
type player struct {
	side           // the first game's details: name, FIDE ID, title, ...
	key   string   // "id:" and the FIDE ID, or "name:" and the name
	names []string // other spellings met with the same FIDE ID
	id    engine.PlayerID
	teams []string
}

// game is one game read from a record.
type game struct {
	rec          *record
	round, sub   int
	hasSub       bool
	white, black *player
	wres, bres   engine.Result
}

// builder builds one event.
type builder struct {
	file      string
	ev        *event
	positions *importers.Positions
	warns     []*importers.ParseError
	errs      []*importers.ParseError
	moreErrs  int            // errors left out (see maxErrors)
	counts    map[string]int // warnings by kind (see allow)
	kinds     []string       // the kinds counted, in the order met
	players   []*player
	byKey     map[string]*player
}

func (b *builder) warn(at pos, field string, err error) {
	b.warns = append(b.warns, &importers.ParseError{File: b.file, Line: int(at.line), Column: int(at.col), Field: field, Err: err})
}

func (b *builder) fail(at pos, field string, err error) {
	if len(b.errs) >= maxErrors {
		b.moreErrs++
		return
	}
	b.errs = append(b.errs, &importers.ParseError{File: b.file, Line: int(at.line), Column: int(at.col), Field: field, Err: err})
}

// Bounds on what one event reports, so that a file of a million bad games costs no
// more than a few thousand messages: the errors, and the warnings of each kind (results
// that disagree, player-rounds without a game). What is left out is counted in a last
// message.
const (
	maxErrors       = 1000
	maxWarningsKind = 100
)

// allow counts a warning of kind and reports whether it is still to be written.
func (b *builder) allow(kind string) bool {
	if b.counts == nil {
		b.counts = map[string]int{}
	}
	if b.counts[kind] == 0 {
		b.kinds = append(b.kinds, kind)
	}
	b.counts[kind]++
	return b.counts[kind] <= maxWarningsKind
}

// summarize adds a last warning for each kind with warnings left out, and a last error
// when errors were.
func (b *builder) summarize(at pos) {
	for _, k := range b.kinds {
		if n := b.counts[k] - maxWarningsKind; n > 0 {
			b.warn(at, "", fmt.Errorf("and %d more warnings like the %d above (%s)", n, maxWarningsKind, warningKinds[k]))
		}
	}
	if b.moreErrs > 0 {
		b.errs = append(b.errs, &importers.ParseError{File: b.file, Line: int(at.line), Column: int(at.col),
			Err: fmt.Errorf("%w: and %d more errors after these %d", ErrGame, b.moreErrs, maxErrors)})
	}
}

// warningKinds words the kinds of warning [builder.allow] counts.
var warningKinds = map[string]string{
	"result":  "results of the Result tag and the moves",
	"unknown": "players without a game in a round",
	"empty":   "rounds without games",
}

// sideOf returns White's (white true) or Black's details in r.
func sideOf(r *record, white bool) side {
	if white {
		return side{name: name(r.get(tagWhite).val), fideID: fideID(r.get(tagWhiteFideID).val), title: r.get(tagWhiteTitle).val,
			fed: r.get(tagWhiteFed).val, team: r.get(tagWhiteTeam).val, elo: elo(r.get(tagWhiteElo).val), at: r.get(tagWhite).at}
	}
	return side{name: name(r.get(tagBlack).val), fideID: fideID(r.get(tagBlackFideID).val), title: r.get(tagBlackTitle).val,
		fed: r.get(tagBlackFed).val, team: r.get(tagBlackTeam).val, elo: elo(r.get(tagBlackElo).val), at: r.get(tagBlack).at}
}

// fideID returns a FIDE ID tag's value, "" for none ("0", "?", "-").
func fideID(s string) string {
	s = strings.TrimSpace(s)
	if strings.Trim(s, "0") == "" || s == "?" || s == "-" {
		return ""
	}
	return s
}

// elo returns an Elo tag's value, 0 when it is not a rating.
func elo(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 || n > 4000 {
		return 0
	}
	return n
}

func (b *builder) build() (*engine.Tournament, []*importers.ParseError) {
	t, refused := b.buildEvent()
	if refused != nil {
		return nil, []*importers.ParseError{refused}
	}
	b.summarize(b.ev.games[0].at)
	return t, b.errs
}

// buildEvent builds the event, or returns the one error that refuses it (a knock-out,
// no round anywhere); the other problems are in b.errs and b.warns.
func (b *builder) buildEvent() (*engine.Tournament, *importers.ParseError) {
	b.byKey = map[string]*player{}
	// Players with a FIDE ID first, so that a name without one can join them.
	for _, r := range b.ev.games {
		for _, white := range []bool{true, false} {
			if sd := sideOf(r, white); sd.fideID != "" && sd.name != "" {
				b.join("id:"+sd.fideID, sd)
			}
		}
	}
	withID := map[string][]*player{}
	for _, p := range b.players {
		withID[p.name] = append(withID[p.name], p)
	}
	if err := b.noRounds(); err != nil {
		return nil, err
	}
	var games []*game
	for _, r := range b.ev.games {
		g := &game{rec: r}
		ok := true
		for _, white := range []bool{true, false} {
			sd := sideOf(r, white)
			var p *player
			switch {
			case sd.name == "":
				b.fail(sd.at, "", fmt.Errorf("%w: the game names no %s player", ErrGame, colour(white)))
				ok = false
			case sd.fideID != "":
				p = b.byKey["id:"+sd.fideID]
			case len(withID[sd.name]) == 1:
				p = withID[sd.name][0]
			default:
				p = b.join("name:"+sd.name, sd)
			}
			if p == nil && ok {
				ok = false
			}
			if white {
				g.white = p
			} else {
				g.black = p
			}
		}
		if len(b.players) > importers.MaxPlayers {
			b.errs = append(b.errs, &importers.ParseError{File: b.file, Line: int(r.at.line), Column: int(r.at.col),
				Err: fmt.Errorf("%w: more than %d players", importers.ErrLimit, importers.MaxPlayers)})
			return nil, nil
		}
		if !b.roundOf(g) {
			ok = false
		}
		if !b.resultOf(g) {
			ok = false
		}
		if ok && g.white == g.black {
			b.fail(r.get(tagWhite).at, "", fmt.Errorf("%w: %s plays against themself", ErrGame, g.white.name))
			ok = false
		}
		if ok {
			games = append(games, g)
		}
	}
	if len(b.errs) > 0 && len(games) == 0 {
		return nil, nil
	}
	rounds := 0
	for _, g := range games {
		rounds = max(rounds, g.round)
	}
	if len(b.players)*rounds > importers.MaxPlayerRounds {
		at := b.ev.games[0].at
		b.errs = append(b.errs, &importers.ParseError{File: b.file, Line: int(at.line), Column: int(at.col),
			Err: fmt.Errorf("%w: %d players and %d rounds", importers.ErrLimit, len(b.players), rounds)})
		return nil, nil
	}
	if err := b.knockout(games); err != nil {
		return nil, err
	}
	b.nearDuplicates()
	return b.tournament(games, rounds), nil
}

func colour(white bool) string {
	if white {
		return "White"
	}
	return "Black"
}

// join returns the player of key, adding it from sd when new.
func (b *builder) join(key string, sd side) *player {
	if p := b.byKey[key]; p != nil {
		if sd.name != p.name && !contains(p.names, sd.name) {
			p.names = append(p.names, sd.name)
		}
		if p.elo == 0 {
			p.elo = sd.elo
		}
		if sd.team != "" && !contains(p.teams, sd.team) {
			p.teams = append(p.teams, sd.team)
		}
		return p
	}
	p := &player{key: key, side: sd}
	if sd.team != "" {
		p.teams = []string{sd.team}
	}
	b.players = append(b.players, p)
	b.byKey[key] = p
	return p
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// noRounds returns one error when no game of the event gives its round (chess.com and
// some databases write Round "-" or "?" throughout), rather than one per game.
func (b *builder) noRounds() *importers.ParseError {
	if len(b.ev.games) < 2 {
		return nil
	}
	for _, r := range b.ev.games {
		if v := r.get(tagRound).val; v != "" && v != "?" && v != "-" {
			return nil
		}
	}
	first := b.ev.games[0]
	return &importers.ParseError{File: b.file, Line: int(first.at.line), Column: int(first.at.col), Field: "Round",
		Err: fmt.Errorf("%w: none of the %d games gives its round (Round %q); tiebreak needs the round of every game: write it in each game's Round tag, or read the event from the pairing program's own file",
			ErrGame, len(b.ev.games), first.get(tagRound).val)}
}

// roundOf reads the game's Round tag.
func (b *builder) roundOf(g *game) bool {
	r := g.rec
	v := r.get(tagRound).val
	at := r.get(tagRound).at
	if !r.get(tagRound).set {
		at = r.at
	}
	if v == "" || v == "?" || v == "-" {
		b.fail(at, "Round", fmt.Errorf("%w: the game has no round number (Round %q); tiebreak needs the round of every game: write it in the Round tag", ErrGame, v))
		return false
	}
	parts := strings.Split(v, ".")
	nums := make([]int, 0, 2)
	for _, p := range parts[:min(len(parts), 2)] {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || len(p) > 6 {
			b.fail(at, "Round", fmt.Errorf("%w: Round %q is not a round number (3), a round and a board (3.1) or a match and a game (1.2)", ErrGame, v))
			return false
		}
		nums = append(nums, n)
	}
	if nums[0] < 1 {
		b.fail(at, "Round", fmt.Errorf("%w: Round %q: rounds are numbered from 1", ErrGame, v))
		return false
	}
	if nums[0] > importers.MaxRounds {
		b.fail(at, "Round", fmt.Errorf("%w: round %d; at most %d rounds", importers.ErrLimit, nums[0], importers.MaxRounds))
		return false
	}
	g.round = nums[0]
	if len(nums) > 1 {
		g.sub, g.hasSub = nums[1], true
	}
	return true
}

// resultOf reads the game's result: the Result tag over the movetext's marker.
func (b *builder) resultOf(g *game) bool {
	r := g.rec
	tagRes, moveRes := r.get(tagResult).val, r.end.val
	res := tagRes
	switch {
	case !r.get(tagResult).set || tagRes == "":
		res = moveRes
		if res == "" {
			if b.allow("result") {
				b.warn(r.at, "Result", errors.New("the game has no result, neither a Result tag nor one after the moves; it is read as not finished (*)"))
			}
			res = "*"
		}
	case finished(tagRes) && finished(moveRes) && norm1(tagRes) != norm1(moveRes) && b.allow("result"):
		b.warn(r.end.at, "Result", fmt.Errorf("the Result tag says %s and the moves end with %s; the tag is used", tagRes, moveRes))
	case tagRes == "*" && finished(moveRes) && b.allow("result"):
		b.warn(r.get(tagResult).at, "Result", fmt.Errorf("the Result tag says * (not finished) and the moves end with %s; the tag is used", moveRes))
	}
	forfeit := strings.Contains(strings.ToLower(r.get(tagTermination).val), "forfeit")
	switch norm1(res) {
	case "1-0":
		g.wres, g.bres = engine.Win, engine.Loss
	case "0-1":
		g.wres, g.bres = engine.Loss, engine.Win
	case "1/2-1/2":
		g.wres, g.bres = engine.Draw, engine.Draw
		forfeit = false
	case "*":
		g.wres, g.bres = engine.Pending, engine.Pending
		forfeit = false
	case "+/-", "+-", "+:-":
		g.wres, g.bres = engine.ForfeitWin, engine.ForfeitLoss
	case "-/+", "-+", "-:+":
		g.wres, g.bres = engine.ForfeitLoss, engine.ForfeitWin
	case "-/-", "--", "-:-":
		g.wres, g.bres = engine.ForfeitLoss, engine.ForfeitLoss
	default:
		at := r.get(tagResult).at
		if !r.get(tagResult).set {
			at = r.end.at
		}
		b.fail(at, "Result", fmt.Errorf("%w: result %q is not 1-0, 0-1, 1/2-1/2 or *", ErrGame, res))
		return false
	}
	if forfeit {
		g.wres, g.bres = forfeitOf(g.wres), forfeitOf(g.bres)
	}
	return true
}

func forfeitOf(r engine.Result) engine.Result {
	switch r {
	case engine.Win:
		return engine.ForfeitWin
	case engine.Loss:
		return engine.ForfeitLoss
	}
	return r
}

// norm1 writes a result the one way: "½-½" is "1/2-1/2".
func norm1(s string) string {
	if s == "½-½" {
		return "1/2-1/2"
	}
	return s
}

func finished(s string) bool {
	switch norm1(s) {
	case "1-0", "0-1", "1/2-1/2":
		return true
	}
	return false
}

// knockout refuses an event in which two players meet twice in one round with Round
// tags that differ after the point (1.1 and 1.2: the games of a match), and reports a
// player with two games in one round otherwise.
func (b *builder) knockout(games []*game) *importers.ParseError {
	type slot struct {
		p     *player
		round int
	}
	seen := map[slot]*game{}
	var twice []func() // the errors of players with two games, reported unless refused
	for _, g := range games {
		for _, p := range []*player{g.white, g.black} {
			k := slot{p, g.round}
			first := seen[k]
			if first == nil {
				seen[k] = g
				continue
			}
			same := first.white == g.white && first.black == g.black || first.white == g.black && first.black == g.white
			if same && first.hasSub && g.hasSub && first.sub != g.sub {
				return &importers.ParseError{File: b.file, Line: int(g.rec.get(tagRound).at.line), Column: int(g.rec.get(tagRound).at.col), Field: "Round",
					Err: fmt.Errorf("%w: %s plays games %s (line %d) and %s in round %d, the games of a match; tiebreak ranks Swiss and round-robin events, not knock-outs or matches",
						ErrKnockout, p.name, first.rec.get(tagRound).val, first.rec.get(tagRound).at.line, g.rec.get(tagRound).val, g.round)}
			}
			twice = append(twice, func() {
				b.fail(g.rec.get(tagRound).at, "Round", fmt.Errorf("%w: %s has a second game in round %d (the first is on line %d)", ErrGame, p.name, g.round, first.rec.get(tagRound).at.line))
			})
		}
	}
	for _, report := range twice {
		report()
	}
	return nil
}

// nearDuplicates warns about players whose names differ only in case, accents,
// punctuation or word order, and about a FIDE ID written with several names.
func (b *builder) nearDuplicates() {
	folded := map[string]*player{}
	for _, p := range b.players {
		if len(p.names) > 0 {
			b.warn(p.at, "", fmt.Errorf("FIDE ID %s is written with the names %q and %q; they are read as one player", p.fideID, p.name, strings.Join(p.names, `", "`)))
		}
		if len(p.teams) > 1 {
			b.warn(p.at, "", fmt.Errorf("%s plays for the teams %q; the first is used", p.name, strings.Join(p.teams, `", "`)))
		}
		f := foldName(p.name)
		if q := folded[f]; q != nil && f != "" {
			b.warn(p.at, "", fmt.Errorf("%q (line %d) and %q (line %d) may be the same player; they are read as two (give both a FIDE ID, or write the name the same way)", q.name, q.at.line, p.name, p.at.line))
			continue
		}
		folded[f] = p
	}
}

// foldName returns name without case, accents, punctuation and word order.
func foldName(s string) string {
	var words []string
	var w strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			w.WriteRune(r)
		default:
			if w.Len() > 0 {
				words = append(words, w.String())
				w.Reset()
			}
		}
	}
	if w.Len() > 0 {
		words = append(words, w.String())
	}
	sort.Strings(words)
	return strings.Join(words, " ")
}

// tournament makes the event of the games.
func (b *builder) tournament(games []*game, rounds int) *engine.Tournament {
	// Start numbers: rating, highest first, then name.
	order := append([]*player(nil), b.players...)
	sort.SliceStable(order, func(i, j int) bool {
		if order[i].elo != order[j].elo {
			return order[i].elo > order[j].elo
		}
		return order[i].name < order[j].name
	})
	first := b.ev.games[0]
	t := &engine.Tournament{Name: b.ev.name, Rounds: rounds, Scoring: engine.DefaultScoring()}
	if site := name(first.get(tagSite).val); site != "" {
		t.City = site
	}
	t.Players = make([]engine.Player, len(order))
	for i, p := range order {
		p.id = engine.PlayerID(i + 1)
		club := ""
		if len(p.teams) > 0 {
			club = p.teams[0]
		}
		t.Players[i] = engine.Player{ID: p.id, Name: p.name, Title: p.title, Rating: p.elo, Federation: p.fed,
			FIDEID: p.fideID, Club: club, Rounds: make([]engine.Round, rounds)}
		b.positions.SetPlayer(p.id, p.at.position())
		b.positions.ReserveRounds(p.id, rounds)
	}
	played := make([]bool, rounds+1)
	var dates []string
	roundDate := make([]string, rounds+1)
	roundDateMixed := make([]bool, rounds+1)
	for _, g := range games {
		w, bl := &t.Players[g.white.id-1], &t.Players[g.black.id-1]
		if w.Rounds[g.round-1] != (engine.Round{}) || bl.Rounds[g.round-1] != (engine.Round{}) {
			continue // a second game in the round, reported already
		}
		w.Rounds[g.round-1] = engine.Round{Opponent: g.black.id, Color: engine.White, Result: g.wres}
		bl.Rounds[g.round-1] = engine.Round{Opponent: g.white.id, Color: engine.Black, Result: g.bres}
		at := g.rec.get(tagResult).at
		if !g.rec.get(tagResult).set {
			at = g.rec.get(tagRound).at
		}
		b.positions.SetRound(g.white.id, g.round, at.position())
		b.positions.SetRound(g.black.id, g.round, at.position())
		played[g.round] = true
		if d := g.rec.get(tagDate).val; d != "" && !strings.Contains(d, "?") {
			dates = append(dates, d)
			switch {
			case roundDate[g.round] == "":
				roundDate[g.round] = d
			case roundDate[g.round] != d:
				roundDateMixed[g.round] = true
			}
		}
	}
	if d := first.get(tagEventDate).val; d != "" && !strings.Contains(d, "?") {
		t.StartDate = d
	} else if len(dates) > 0 {
		sort.Strings(dates)
		t.StartDate = dates[0]
	}
	if len(dates) > 0 {
		sort.Strings(dates)
		t.EndDate = dates[len(dates)-1]
	}
	anyDate := false
	for r := 1; r <= rounds; r++ {
		if roundDate[r] != "" && !roundDateMixed[r] {
			anyDate = true
		}
	}
	if anyDate {
		t.RoundDates = make([]string, rounds)
		for r := 1; r <= rounds; r++ {
			if !roundDateMixed[r] {
				t.RoundDates[r-1] = roundDate[r]
			}
		}
	}
	b.teams(t, order)
	b.warn(first.at, "", fmt.Errorf("PGN has no start numbers: the %d players are numbered by rating, highest first, then by name", len(order)))
	b.unknown(t, order, played, first.at)
	return t
}

// unknown lists the player-rounds without a game: not paired, never a bye or a forfeit,
// and said so in a warning for each, in the model ([engine.Tournament.Unknown], which
// every output's progress line counts) and in a comment record per round, which the
// converted files (TRF, CSV and XLSX crosstables) carry.
func (b *builder) unknown(t *engine.Tournament, order []*player, played []bool, at pos) {
	n := 0
	for i := range t.Players {
		for _, rd := range t.Players[i].Rounds {
			if rd.Result == engine.NoResult {
				n++
			}
		}
	}
	if n == 0 {
		return
	}
	t.Unknown = make([]engine.PlayerRound, 0, n)
	for r := 1; r < len(played); r++ {
		if !played[r] && b.allow("empty") {
			b.warn(at, "", fmt.Errorf("round %d has no games in the file: every player is read as not paired in it (no points)", r))
		}
		for i := range t.Players {
			p := &t.Players[i]
			if p.Rounds[r-1].Result != engine.NoResult {
				continue
			}
			t.Unknown = append(t.Unknown, engine.PlayerRound{Player: p.ID, Round: r})
			if played[r] && b.allow("unknown") {
				b.warn(order[i].at, "", &UnknownRoundError{Name: p.Name, PlayerRound: engine.PlayerRound{Player: p.ID, Round: r}})
			}
		}
	}
	RefreshUnknownRecords(t)
}

// UnknownRoundError is the warning for a player-round without a game: kept typed so that
// once the director has said what happened ([engine.Tournament.FillUnknown]) the warning
// can be dropped.
type UnknownRoundError struct {
	Name string
	engine.PlayerRound
}

func (e *UnknownRoundError) Error() string {
	return fmt.Sprintf("%s has no game in round %d: the file does not say whether it was a bye, a forfeit or an absence, so it is read as not paired (no points) until you say which", e.Name, e.Round)
}

// FilledWarnings drops from warnings those on player-rounds that t no longer holds as
// unknown: the director has filled them in.
func FilledWarnings(t *engine.Tournament, warnings []*importers.ParseError) []*importers.ParseError {
	unknown := make(map[engine.PlayerRound]bool, len(t.Unknown))
	for _, u := range t.Unknown {
		unknown[u] = true
	}
	return slices.DeleteFunc(warnings, func(w *importers.ParseError) bool {
		var ur *UnknownRoundError
		return errors.As(w, &ur) && !unknown[ur.PlayerRound]
	})
}

// unknownRecordPrefix begins the comment record of a round's unknown player-rounds.
const unknownRecordPrefix = "### PGN round "

// RefreshUnknownRecords makes t's comment records on unknown player-rounds (one a round,
// "### PGN round 3: no game in the file for 7, 12 (unknown: ...)") say what
// [engine.Tournament.Unknown] holds now: after the director has filled some of them in,
// a converted file must not call a filled round unknown.
func RefreshUnknownRecords(t *engine.Tournament) {
	t.Records = slices.DeleteFunc(t.Records, func(r engine.Record) bool {
		return r.Tag == "###" && strings.HasPrefix(r.Line, unknownRecordPrefix)
	})
	unknown := slices.Clone(t.Unknown)
	slices.SortStableFunc(unknown, func(a, b engine.PlayerRound) int { return a.Round - b.Round })
	var line []byte
	for i := 0; i < len(unknown); {
		r := unknown[i].Round
		line = fmt.Appendf(line[:0], unknownRecordPrefix+"%d: no game in the file for ", r)
		for j := i; i < len(unknown) && unknown[i].Round == r; i++ {
			if i > j {
				line = append(line, ", "...)
			}
			line = strconv.AppendInt(line, int64(unknown[i].Player), 10)
		}
		line = append(line, " (unknown: a bye, a forfeit or an absence; read as not paired)"...)
		t.Records = append(t.Records, engine.Record{Tag: "###", Line: string(line)})
	}
}

// teams makes the event's teams from WhiteTeam and BlackTeam, in the order they first
// appear, with their players in start-number order.
func (b *builder) teams(t *engine.Tournament, order []*player) {
	index := map[string]int{}
	for _, r := range b.ev.games {
		for _, name := range []string{r.get(tagWhiteTeam).val, r.get(tagBlackTeam).val} {
			if _, ok := index[name]; name != "" && !ok {
				index[name] = len(t.Teams)
				t.Teams = append(t.Teams, engine.Team{ID: len(t.Teams) + 1, Name: name})
			}
		}
	}
	for _, p := range order {
		if len(p.teams) > 0 {
			k := index[p.teams[0]]
			t.Teams[k].Members = append(t.Teams[k].Members, p.id)
		}
	}
}
