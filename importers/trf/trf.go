package trf

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/importers"
)

// Sentinel errors wrapped by the parse errors this package reports.
var (
	ErrResultCode = errors.New("unknown result code")
	ErrColor      = errors.New("unknown colour")
	ErrNumber     = errors.New("not a number")
	ErrScore      = errors.New("not a score")
	ErrDuplicate  = errors.New("duplicate start number")
	ErrNoRecords  = errors.New("no TRF records found (TRF lines start with a record code such as 012 or 001; for a crosstable saved as text, read it as CSV)")
	ErrScoring    = errors.New("bad scoring record")
	ErrTooMany    = errors.New("too many rounds")
)

// MaxRounds is the most rounds a file may declare or a player line may hold.
const MaxRounds = 999

type importer struct{}

// New returns the TRF importer: name "trf", extensions .trf, .txt and .tab.
func New() importers.Importer { return importer{} }

func (importer) Name() string         { return "trf" }
func (importer) Extensions() []string { return []string{".trf", ".txt", ".tab"} }

// Description is the line for 'tiebreak formats'.
func (importer) Description() string {
	return "FIDE Tournament Report File, TRF16 or TRF26, with XX extensions"
}

// Sniff reports whether the first line that is neither blank nor a ### comment starts with
// a three-digit record tag and a blank ("012 ", "001 ") or is a known extension record
// (XXR, XXS, XXC, XXZ, XXA, XXP, BBW..., DAT).
func (importer) Sniff(head []byte) bool {
	text, _ := importers.DecodeText(head)
	for _, l := range importers.SplitLines(text) {
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "###") {
			continue
		}
		if len(l) < 3 {
			return false
		}
		tag := l[:3]
		sep := len(l) == 3 || l[3] == ' '
		if isDigits(tag) {
			return sep
		}
		return sep && isExtensionTag(tag)
	}
	return false
}

func isExtensionTag(tag string) bool {
	switch tag {
	case "XXR", "XXS", "XXC", "XXZ", "XXA", "XXP", "DAT",
		"BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		return true
	}
	return false
}

// parser holds the state of one import.
type parser struct {
	file     string
	pos      *importers.Positions // the caller's side table, or nil
	t        *engine.Tournament
	errs     []*importers.ParseError
	warns    []*importers.ParseError
	players  []int // start number -> line number of its 001 line (0: not seen)
	roundsAt int   // line of the XXR/142 record, 0 if none
	nrs      []nrsLine
	adjusts  []adjustLine
	team013  []teamLine
	team310  []teamLine
	teamRecs []rawLine // 240 320 330 362 lines: read in a team event, else kept verbatim
	deferred []rawLine // lines finish decided to keep verbatim
	teamRefs []teamRef // team numbers in 240, 320 and 330 lines
	known    bool      // at least one recognised record
	pabSet   bool      // a pairing-allocated bye value was given explicitly
	// accel holds each player's acceleration points per round (XXA), which a points
	// field may include but standings never count.
	accel map[engine.PlayerID][]engine.Score
	// scores and rounds are slabs that players' Declared and Rounds point into.
	scores []engine.Score
	rounds []engine.Round
	// recordLines holds the line number of each entry of t.Records.
	recordLines []int
}

type nrsLine struct {
	line   int
	id     engine.PlayerID
	rating engine.NationalRating
	raw    string
}

type adjustLine struct {
	line int
	raw  string
	kept bool // kept verbatim rather than interpreted
}

type teamLine struct {
	line int
	team engine.Team
	cols []int // column of each member
	raw  string
}

// sortByPosition orders parse errors by line, then column, keeping the order of equals.
func sortByPosition(es []*importers.ParseError) {
	sort.SliceStable(es, func(a, b int) bool {
		if es[a].Line != es[b].Line {
			return es[a].Line < es[b].Line
		}
		return es[a].Column < es[b].Column
	})
}

func (p *parser) errorf(line, col int, field string, err error) {
	p.errs = append(p.errs, &importers.ParseError{File: p.file, Line: line, Column: col, Field: field, Err: err})
}

func (p *parser) warnf(line, col int, field, format string, args ...any) {
	p.warns = append(p.warns, &importers.ParseError{File: p.file, Line: line, Column: col, Field: field, Err: fmt.Errorf(format, args...)})
}

// Import reads a whole TRF file.
func (importer) Import(src importers.Source) (*engine.Tournament, []*importers.ParseError, error) {
	dec := importers.Decode(src.Data)
	text := dec.Text
	p := &parser{
		warns:   dec.Warnings(src.Name),
		file:    src.Name,
		pos:     src.Positions,
		t:       &engine.Tournament{Scoring: engine.DefaultScoring()},
		players: make([]int, 10000),
	}
	if n := importers.CountLines(text); n > importers.MaxLines {
		return nil, p.warns, &importers.ParseError{File: p.file, Line: importers.MaxLines + 1, Column: 1,
			Err: fmt.Errorf("%d lines: %w (at most %d lines, those the program keeps without reading included: a TRF of 9999 players has about 30,000)", n, importers.ErrLimit, importers.MaxLines)}
	}
	lines := importers.SplitLines(text)
	// Size the player list, the declared totals and the rounds in one allocation each.
	n001, blocks := 0, 0
	for _, l := range lines {
		if strings.HasPrefix(l, "001 ") {
			n001++
			if len(l) > colRound1 {
				blocks += min((len(l)-colRound1)/roundStride+1, MaxRounds)
			}
		}
	}
	p.t.Players = make([]engine.Player, 0, n001)
	p.scores = make([]engine.Score, 0, n001)
	p.rounds = make([]engine.Round, 0, blocks)
	for i, l := range lines {
		if c := strings.IndexByte(l, 0); c >= 0 {
			// A TRF is plain text: a NUL is a binary file, or UTF-16 without its
			// byte-order mark that the decoder could not recognise.
			p.errs = append(p.errs, &importers.ParseError{File: p.file, Line: i + 1, Column: utf8.RuneCountInString(l[:c]) + 1,
				Err: errors.New("a NUL character: a TRF is plain text (save the file as UTF-8; a UTF-16 file needs its byte-order mark)")})
			continue
		}
		p.parseLine(i+1, l)
	}
	p.finish()
	sortByPosition(p.warns)
	sortByPosition(p.errs)
	if !p.known && len(p.errs) == 0 {
		p.errs = append(p.errs, &importers.ParseError{File: p.file, Err: ErrNoRecords})
	}
	if len(p.errs) > 0 {
		errs := make([]error, len(p.errs))
		for i, e := range p.errs {
			errs[i] = e
		}
		return nil, p.warns, errors.Join(errs...)
	}
	return p.t, p.warns, nil
}

// parseLine dispatches one line on its tag (columns 1-3).
func (p *parser) parseLine(n int, raw string) {
	if strings.TrimSpace(raw) == "" {
		return
	}
	r := newRow(raw)
	tag := r.col(1, 3)
	switch {
	case strings.HasPrefix(raw, "###"):
		if !p.statedOrder(raw) {
			p.keep(n, "###", raw)
		}
		return
	case isRuler(r):
		p.warnf(n, 1, "", "column ruler line skipped")
		return
	}
	if r.n > 3 && r.at(4) != ' ' {
		p.keepUnknown(n, r, raw)
		return
	}
	switch tag {
	case "001":
		p.known = true
		p.parsePlayer(n, r)
	case "012", "022", "032", "042", "052", "092", "102", "112", "122", "132", "142", "162", "192", "202", "212", "XXR":
		p.known = true
		p.parseHeader(n, tag, r)
	case "013":
		p.known = true
		p.parseTeam013(n, r, raw)
	case "310":
		p.known = true
		p.parseTeam310(n, r, raw)
	case "299":
		p.known = true
		p.parseAdjustment(n, r, raw)
	case "XXS":
		p.known = true
		p.parseXXS(n, r)
	case "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		p.known = true
		p.parseBB(n, tag, r)
	case "XXA":
		p.known = true
		p.keep(n, tag, raw)
		p.parseXXA(r)
	case "240", "320", "330", "362":
		p.known = true
		p.teamRecs = append(p.teamRecs, rawLine{line: n, raw: raw})
	case "250", "260", "300", "801", "802",
		"XXC", "XXZ", "XXP", "DAT":
		p.known = true
		p.keep(n, tag, raw)
	default:
		switch {
		case len(tag) == 3 && isDigits(tag) && tag[2] == '2':
			p.known = true
			p.keep(n, tag, raw) // a header record the model has no field for
		case isFederationTag(tag) && isLink(r.col(5, 8)):
			p.known = true
			p.parseNRS(n, tag, r, raw)
		default:
			p.keepUnknown(n, r, raw)
		}
	}
}

func (p *parser) keep(n int, tag, raw string) {
	p.t.Records = append(p.t.Records, engine.Record{Tag: tag, Line: raw})
	p.recordLines = append(p.recordLines, n)
}

func (p *parser) keepUnknown(n int, r row, raw string) {
	tag := ""
	if r.n >= 3 {
		tag = r.col(1, 3)
	}
	p.warnf(n, 1, "", "unknown record %q kept verbatim", tag)
	p.keep(n, tag, raw)
}

// isRuler reports whether a line is a column ruler: it starts with a blank, is digits
// from column 1 to 4 ("1234567890..."), or repeats one capital letter in columns 1-3
// ("DDD SSSS", "CCC SSS") without a start number in columns 5-8.
func isRuler(r row) bool {
	if r.at(1) == ' ' || r.at(1) == '\t' {
		return true
	}
	if r.n >= 4 && isDigits(r.col(1, 4)) {
		return true
	}
	a, b, c := r.at(1), r.at(2), r.at(3)
	return a >= 'A' && a <= 'Z' && a == b && b == c && !isLink(r.col(5, 8)) && !isExtensionTag(r.col(1, 3))
}

func isFederationTag(tag string) bool {
	if len(tag) != 3 || isExtensionTag(tag) {
		return false
	}
	for i := 0; i < 3; i++ {
		if tag[i] < 'A' || tag[i] > 'Z' {
			return false
		}
	}
	return true
}

// isLink reports whether s (columns 5-8 of a national rating line) is a start number.
func isLink(s string) bool {
	t := strings.TrimLeft(s, " ")
	return t != "" && len(s) == 4 && isDigits(t) && t != strings.Repeat("0", len(t))
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// finish resolves what needs the whole file: teams, national ratings, rounds, declared
// points.
func (p *parser) finish() {
	t := p.t
	if !sort.SliceIsSorted(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID }) {
		if xxcRank(t.Records) {
			t.LineOrder = make([]engine.PlayerID, len(t.Players))
			for i, pl := range t.Players {
				t.LineOrder[i] = pl.ID
			}
		}
		sort.SliceStable(t.Players, func(a, b int) bool { return t.Players[a].ID < t.Players[b].ID })
	}

	teams := p.team013
	if len(p.team310) > 0 {
		teams = p.team310
	}
	for _, tl := range teams {
		t.Teams = append(t.Teams, tl.team)
	}
	if len(p.team310) > 0 {
		for _, tl := range p.team013 {
			p.warnf(tl.line, 1, "", "013 team line kept verbatim: the 310 lines define the teams")
		}
	}
	p.finishTeams()

	idx := t.PlayerIndex()
	for _, nl := range p.nrs {
		i, ok := idx[nl.id]
		if !ok {
			p.warnf(nl.line, 5, "start number", "national rating record for unknown player %d kept verbatim", nl.id)
			continue
		}
		t.Players[i].National = append(t.Players[i].National, nl.rating)
	}
	p.applyDAT(idx)
	for i := range p.adjusts {
		al := &p.adjusts[i]
		if strings.TrimSpace(newRow(al.raw).col(6, 11)) != "" {
			al.kept = true
			p.warnf(al.line, 8, "match points", "team point assignment kept verbatim (its IDs are team numbers)")
			continue
		}
		errs := len(p.errs)
		adj := p.adjustmentsOf(al.line, al.raw)
		if len(adj) == 0 && len(p.errs) == errs {
			al.kept = true
			p.warnf(al.line, 24, "", "point assignment without start numbers kept verbatim")
		}
		t.Adjustments = append(t.Adjustments, adj...)
	}
	// Records whose meaning was deferred are merged back in file order.
	p.restoreDeferred()

	longest := 0
	for i := range t.Players {
		n := len(t.Players[i].Rounds)
		longest = max(longest, n)
		if n > t.Rounds && p.roundsAt > 0 {
			p.warnf(p.players[t.Players[i].ID], colRound1+roundStride*t.Rounds, "rounds", "player %d has %d rounds, more than the %d declared on line %d", t.Players[i].ID, n, t.Rounds, p.roundsAt)
		}
	}
	if rounds := max(t.Rounds, longest); len(t.Players)*rounds > importers.MaxPlayerRounds {
		line, col := p.roundsAt, 5
		if line == 0 || longest > t.Rounds {
			line, col = p.players[t.Players[len(t.Players)-1].ID], colID
		}
		p.errorf(line, col, "rounds", fmt.Errorf("%d players and %d rounds: %w (at most %d player-rounds)",
			len(t.Players), rounds, importers.ErrLimit, importers.MaxPlayerRounds))
		t.Rounds = longest // the event is refused: pad nothing
	}
	t.Normalize()

	// Totals so far: rounds plus 299 adjustments (start numbers are at most 9999).
	extra := make([]engine.Score, 10000)
	for _, a := range t.Adjustments {
		if a.Player > 0 && a.Player < 10000 {
			extra[a.Player] += a.Points
		}
	}
	for i := range t.Players {
		pl := &t.Players[i]
		if pl.Declared == nil {
			continue
		}
		diff := *pl.Declared - t.GamePoints(pl) - extra[pl.ID]
		if diff != 0 && p.isAcceleration(pl.ID, diff) {
			p.warnf(p.players[pl.ID], colPoints+1, "points", "points field includes %s acceleration points (XXA); not counted", diff)
			continue
		}
		if diff != 0 {
			t.Adjustments = append(t.Adjustments, engine.Adjustment{Player: pl.ID, Points: diff, Source: engine.AdjustDeclared})
		}
	}
}

// restoreDeferred puts the lines that finish decided to keep verbatim (unlinked national
// ratings, 013 lines beside 310 lines, team-event 299 lines) back into Records, in file
// order among the records already kept.
func (p *parser) restoreDeferred() {
	type kept struct {
		line int
		rec  engine.Record
	}
	var extra []kept
	idx := p.t.PlayerIndex()
	for _, nl := range p.nrs {
		if _, ok := idx[nl.id]; !ok {
			extra = append(extra, kept{nl.line, engine.Record{Tag: nl.rating.Federation, Line: nl.raw}})
		}
	}
	if len(p.team310) > 0 {
		for _, tl := range p.team013 {
			extra = append(extra, kept{tl.line, engine.Record{Tag: "013", Line: tl.raw}})
		}
	}
	for _, al := range p.adjusts {
		if al.kept {
			extra = append(extra, kept{al.line, engine.Record{Tag: "299", Line: al.raw}})
		}
	}
	for _, d := range p.deferred {
		extra = append(extra, kept{d.line, engine.Record{Tag: d.raw[:min(3, len(d.raw))], Line: d.raw}})
	}
	if len(extra) == 0 {
		return
	}
	// Records so far carry no line numbers; recover them from recordLines.
	all := make([]kept, 0, len(p.t.Records)+len(extra))
	for i, rec := range p.t.Records {
		all = append(all, kept{p.recordLines[i], rec})
	}
	all = append(all, extra...)
	sort.SliceStable(all, func(a, b int) bool { return all[a].line < all[b].line })
	p.t.Records = p.t.Records[:0]
	for _, k := range all {
		p.t.Records = append(p.t.Records, k.rec)
	}
}

// parseInt reads a right-aligned number field; blank is 0.
func parseInt(s string) (int, bool) {
	// Fast path: blanks, up to nine digits, blanks.
	i := 0
	for i < len(s) && s[i] == ' ' {
		i++
	}
	v, digits := 0, 0
	for ; i < len(s) && s[i] >= '0' && s[i] <= '9'; i++ {
		v = v*10 + int(s[i]-'0')
		digits++
	}
	for i < len(s) && s[i] == ' ' {
		i++
	}
	if i == len(s) && digits <= 9 {
		return v, true
	}
	// Other white space (tabs, no-break spaces) around the digits.
	t := strings.TrimSpace(s)
	if t == "" {
		return 0, true
	}
	if !isDigits(t) || len(t) > 9 {
		return 0, false
	}
	v, err := strconv.Atoi(t)
	return v, err == nil
}

// row gives 1-based character-column access to one line.
type row struct {
	s     string
	runes []rune // nil when s is ASCII
	n     int    // length in characters
}

func newRow(s string) row {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			rs := []rune(s)
			return row{s: s, runes: rs, n: len(rs)}
		}
	}
	return row{s: s, n: len(s)}
}

// col returns columns from..to (1-based, inclusive), clipped to the line.
func (r row) col(from, to int) string {
	if from < 1 {
		from = 1
	}
	if to > r.n {
		to = r.n
	}
	if from > to {
		return ""
	}
	if r.runes == nil {
		return r.s[from-1 : to]
	}
	return string(r.runes[from-1 : to])
}

// at returns the character at column c, or a blank beyond the line.
func (r row) at(c int) rune {
	if c < 1 || c > r.n {
		return ' '
	}
	if r.runes == nil {
		return rune(r.s[c-1])
	}
	return r.runes[c-1]
}

// rest returns the text from column c to the end of the line.
func (r row) rest(c int) string { return r.col(c, r.n) }

// xxcRank reports whether the records hold an XXC line with the word "rank": the JaVaFo
// and bbpPairings configuration that pairs by the order of the player lines.
func xxcRank(recs []engine.Record) bool {
	for _, r := range recs {
		if r.Tag == "XXC" && slices.Contains(strings.Fields(r.Line[3:]), "rank") {
			return true
		}
	}
	return false
}
