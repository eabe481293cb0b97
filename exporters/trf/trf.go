package trfout

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/trfx"
)

type exporter struct {
	name    string
	ext     string
	version string // "" = from Options.TRFVersion
}

// New returns the TRF exporter: name "trf", extension ".trf". It writes TRF16 unless
// the document's Opts.TRFVersion is "26".
func New() exporters.Exporter { return exporter{name: "trf", ext: ".trf"} }

// New26 returns an exporter that always writes TRF26: name "trf26", extension ".trf26".
func New26() exporters.Exporter { return exporter{name: "trf26", ext: ".trf26", version: "26"} }

func (e exporter) Name() string         { return e.name }
func (e exporter) Extensions() []string { return []string{e.ext} }
func (e exporter) Description() string {
	if e.version == "26" {
		return "FIDE Tournament Report File, TRF26 (TRF-2026)"
	}
	return "FIDE Tournament Report File, TRF16 or TRF26"
}

// Export writes doc.T as TRF with CRLF line ends.
func (e exporter) Export(w io.Writer, doc *exporters.Document) error {
	if doc == nil || doc.T == nil {
		return fmt.Errorf("no tournament to export")
	}
	v := e.version
	if v == "" {
		v = doc.Opts.TRFVersion
	}
	switch v {
	case "", "16":
		v = "16"
	case "26":
	default:
		return fmt.Errorf("unknown TRF version %q (16 or 26)", v)
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	wr := &writer{w: bw, t: doc.T, v26: v == "26"}
	if doc.Standings != nil {
		wr.ranks = make(map[engine.PlayerID]int, len(doc.Standings.Rows))
		for _, row := range doc.Standings.Rows {
			if row.Player >= 0 && row.Player < len(doc.T.Players) {
				wr.ranks[doc.T.Players[row.Player].ID] = row.Place
			}
		}
	}
	if err := wr.write(); err != nil {
		return err
	}
	return bw.Flush()
}

// Field widths of the names TRF holds: a longer name is cut to the width.
const (
	nameWidth     = 33 // player name, 001 columns 15-47
	teamWidth     = 32 // team name, 013 columns 5-36 and 310 columns 9-40
	nicknameWidth = 5  // team nickname, 310 columns 42-46
)

// Warnings lists the names Export cuts to their TRF field, one line each: "player 12:
// name "..." is 41 characters; TRF holds 33: written as "...".
func (exporter) Warnings(doc *exporters.Document) []string {
	if doc == nil || doc.T == nil {
		return nil
	}
	var out []string
	check := func(what, field, v string, width int) {
		if n := utf8.RuneCountInString(v); n > width {
			out = append(out, fmt.Sprintf("%s: %s %q is %d characters; TRF holds %d: written as %q", what, field, v, n, width, cutRunes(v, width)))
		}
	}
	for _, p := range doc.T.Players {
		check(fmt.Sprintf("player %d", p.ID), "name", p.Name, nameWidth)
	}
	for _, tm := range doc.T.Teams {
		check(fmt.Sprintf("team %d", tm.ID), "name", tm.Name, teamWidth)
		check(fmt.Sprintf("team %d", tm.ID), "nickname", tm.Nickname, nicknameWidth)
	}
	return out
}

// cutRunes returns the first n characters of s.
func cutRunes(s string, n int) string {
	i := 0
	for k := range s {
		if i == n {
			return s[:k]
		}
		i++
	}
	return s
}

type writer struct {
	w     *bufio.Writer
	t     *engine.Tournament
	v26   bool
	ranks map[engine.PlayerID]int
	err   error
	buf   grid   // the line under construction, reused
	out   []byte // its encoding, reused
	pts   []byte // a points field, reused
	// datUSCF maps start numbers to the US Chess IDs of the kept DAT ID:USCF lines; nil
	// until [writer.fromDAT] first needs it.
	datUSCF map[engine.PlayerID]string
}

// grid returns the reused line buffer, blank and width characters wide.
func (wr *writer) grid(width int) grid {
	if cap(wr.buf) < width {
		wr.buf = make(grid, width)
	}
	g := wr.buf[:width]
	for i := range g {
		g[i] = ' '
	}
	return g
}

// emit writes a grid line without its trailing blanks, with a CRLF.
func (wr *writer) emit(g grid) {
	if wr.err != nil {
		return
	}
	n := len(g)
	for n > 0 && g[n-1] == ' ' {
		n--
	}
	wr.out = wr.out[:0]
	for _, r := range g[:n] {
		wr.out = utf8.AppendRune(wr.out, r)
	}
	if wr.breaks(string(wr.out)) {
		return
	}
	wr.out = append(wr.out, '\r', '\n')
	if _, err := wr.w.Write(wr.out); err != nil {
		wr.err = err
	}
}

// line writes one line (trailing blanks removed) with a CRLF.
func (wr *writer) line(s string) {
	if wr.err != nil {
		return
	}
	s = strings.TrimRight(s, " ")
	if wr.breaks(s) {
		return
	}
	if _, err := wr.w.WriteString(s); err != nil {
		wr.err = err
		return
	}
	if _, err := wr.w.WriteString("\r\n"); err != nil {
		wr.err = err
	}
}

// breaks reports (and records as the writer's error) whether line s holds a line break or
// a NUL character (which the TRF importer refuses):
// a TRF record is one line, so a name or a kept record with a line break in it cannot be
// written.
func (wr *writer) breaks(s string) bool {
	if !strings.ContainsAny(s, "\r\n\x00") {
		return false
	}
	tag := s
	if len(tag) > 3 {
		tag = tag[:3]
	}
	what := "a line break"
	if strings.Contains(s, "\x00") {
		what = "a NUL character" // which the TRF importer refuses
	}
	wr.err = fmt.Errorf("a %q record would hold %s (%q); TRF fields cannot, remove it from the event", tag, what, s)
	return true
}

// raw writes a kept record exactly as it was read.
func (wr *writer) raw(s string) {
	if wr.err != nil || wr.breaks(s) {
		return
	}
	if _, err := wr.w.WriteString(s + "\r\n"); err != nil {
		wr.err = err
	}
}

func (wr *writer) header(tag, v string) {
	if v != "" {
		wr.line(tag + " " + v)
	}
}

func (wr *writer) write() error {
	t := wr.t
	wr.line("012 " + t.Name)
	wr.header("022", t.City)
	wr.header("032", t.Federation)
	wr.header("042", trfDate(t.StartDate, false))
	wr.header("052", trfDate(t.EndDate, false))
	wr.header("092", t.TypeText)
	wr.header("102", t.ChiefArbiter)
	for _, d := range t.DeputyArbiters {
		wr.header("112", d)
	}
	wr.header("122", t.TimeControl)
	if len(t.RoundDates) > 0 {
		wr.roundDates()
	}
	// The planned rounds: those stated, else the rounds the event held before any cut,
	// so that a file cut after a round reads back as the event in progress.
	if planned, _ := t.Planned(); planned > 0 {
		tag := "XXR "
		if wr.v26 {
			tag = "142 "
		}
		wr.line(tag + strconv.Itoa(planned))
	}
	if !t.Scoring.IsDefault() {
		if s, ok := scoring162(t.Scoring); ok && wr.v26 {
			wr.line(s)
		} else {
			wr.line(scoringXXS(t.Scoring))
		}
	}
	wr.header("192", t.TypeCode)
	wr.header("202", strings.Join(t.Tiebreaks, ","))
	wr.header("212", strings.Join(t.StandingsDef, ","))
	if engine.CheckStatedOrder(t.StatedTiebreaks, t.StatedRules, t.StatedBy) == nil {
		// A comment other programs skip; the TRF importer reads it back.
		wr.line("### tiebreak order: " + strings.Join(t.StatedTiebreaks, ",") + " (" + t.StatedRules + ", as " + t.StatedBy + " used)")
	}
	for _, r := range t.Records {
		wr.raw(r.Line)
	}
	totals := t.Totals()
	order := startOrder(t)
	for _, i := range order {
		if err := wr.player(&t.Players[i], totals[i]); err != nil {
			return err
		}
	}
	wr.teams()
	wr.teamRecords()
	for _, i := range order {
		wr.national(&t.Players[i])
	}
	for _, a := range t.Adjustments {
		if a.Source == engine.AdjustRecord {
			if err := wr.adjustment(a); err != nil {
				return err
			}
		}
	}
	return wr.err
}

// startOrder returns player indexes in start-number order, or in the source's line order
// ([engine.Tournament.LineOrder]) when it has one for exactly these players.
func startOrder(t *engine.Tournament) []int {
	if order, ok := lineOrder(t); ok {
		return order
	}
	order := make([]int, len(t.Players))
	sorted := true
	for i := range order {
		order[i] = i
		if i > 0 && t.Players[i].ID < t.Players[i-1].ID {
			sorted = false
		}
	}
	if !sorted {
		sort.SliceStable(order, func(a, b int) bool { return t.Players[order[a]].ID < t.Players[order[b]].ID })
	}
	return order
}

// roundsToWrite is the number of round blocks a player's line needs: trailing rounds with
// nothing recorded (no opponent, no colour, no result) are left off.
func roundsToWrite(p *engine.Player) int {
	n := len(p.Rounds)
	for n > 0 && p.Rounds[n-1] == (engine.Round{}) {
		n--
	}
	return n
}

// grid is a line under construction, addressed by 1-based character column.
type grid []rune

func newGrid(width int) grid {
	g := make(grid, width)
	for i := range g {
		g[i] = ' '
	}
	return g
}

// put writes s left-aligned from column c, cut to width characters.
func (g grid) put(c, width int, s string) {
	i := 0
	for _, ch := range s {
		if i >= width || c-1+i >= len(g) {
			break
		}
		g[c-1+i] = ch
		i++
	}
}

// right writes s right-aligned in columns c..c+width-1; longer text spills left into
// the blank separator before the field (readers take points from column 80, for example).
func (g grid) right(c, width int, s string) {
	n := utf8.RuneCountInString(s)
	g.put(c+width-n, n, s)
}

// num writes v right-aligned in columns c..c+width-1, spilling left like right.
func (g grid) num(c, width, v int) {
	var tmp [20]byte
	b := strconv.AppendInt(tmp[:0], int64(v), 10)
	start := c + width - len(b)
	for i, ch := range b {
		if k := start - 1 + i; k >= 0 && k < len(g) {
			g[k] = rune(ch)
		}
	}
}

func (g grid) String() string { return string(g) }

// trfDate writes a date as TRF does, whatever form the model holds it in (an ISO date
// read from JSON, "28.07.2005" from a TRF written elsewhere): "2026/04/17" in the
// header, "26/04/17" for a round date (short, when the two-digit year reads back as the
// same year). A date that is not a full one is written as it is.
func trfDate(s string, short bool) string {
	iso, ok := exporters.FullISODate(s)
	if !ok { // not a date, or not a whole one: kept as written
		return s
	}
	if short {
		// Two-digit years only where they read back as the same year (fuzz finding:
		// year 0100 came back as 2000); other years are written in full.
		yy := strings.ReplaceAll(iso[2:], "-", "/")
		if back, ok := exporters.FullISODate(yy); ok && back == iso {
			return yy
		}
	}
	return strings.ReplaceAll(iso, "-", "/")
}

func (wr *writer) roundDates() {
	t := wr.t
	g := wr.grid(91 + 10*len(t.RoundDates))
	g.put(1, 3, "132")
	for k, d := range t.RoundDates {
		d = trfDate(d, true)
		if utf8.RuneCountInString(d) <= 8 {
			g.put(92+10*k, 8, d)
		} else {
			g.put(91+10*k, 10, d) // longer dates use the blanks around the block
		}
	}
	wr.emit(g)
}

func (wr *writer) player(p *engine.Player, total engine.Score) error {
	n := roundsToWrite(p)
	g := wr.grid(89 + 10*n)
	g.put(1, 3, "001")
	if p.ID <= 0 || p.ID > 9999 {
		return fmt.Errorf("start number %d does not fit in four columns", p.ID)
	}
	g.num(5, 4, int(p.ID))
	g.put(10, 1, p.Sex)
	g.right(11, 3, cut(p.Title, 3))
	g.put(15, nameWidth, p.Name)
	if p.Rating != 0 {
		if p.Rating < 0 || p.Rating > 9999 {
			return fmt.Errorf("player %d: rating %d does not fit in four columns", p.ID, p.Rating)
		}
		g.num(49, 4, p.Rating)
	}
	g.put(54, 3, p.Federation)
	g.right(58, 11, cut(p.FIDEID, 11))
	g.put(70, 10, p.Birth)
	if p.Declared != nil {
		total = *p.Declared
	}
	wr.pts = appendPoints(wr.pts[:0], total)
	if len(wr.pts) > 5 {
		return fmt.Errorf("player %d: total %s does not fit in the points field", p.ID, wr.pts)
	}
	for i, ch := range wr.pts {
		g[85-len(wr.pts)+i-1] = rune(ch) // right-aligned in 81-84, spilling into 80
	}
	// Computed standings, when given, write their ranks; otherwise the source's ranks
	// (never invented ones).
	rank := p.DeclaredRank
	if r := wr.ranks[p.ID]; r > 0 {
		rank = r
	}
	if rank > 0 && rank <= 9999 {
		g.num(86, 4, rank)
	}
	for k := 0; k < n; k++ {
		rd := p.Rounds[k]
		b := 92 + 10*k
		if rd.Opponent < 0 || rd.Opponent > 9999 {
			return fmt.Errorf("player %d round %d: opponent %d does not fit in four columns", p.ID, k+1, rd.Opponent)
		}
		if rd.Opponent == 0 {
			g.put(b, 4, "0000")
		} else {
			g.num(b, 4, int(rd.Opponent))
		}
		g.put(b+5, 1, rd.Color.String())
		g.put(b+7, 1, resultCode(rd.Result))
	}
	wr.emit(g)
	return nil
}

// cut returns the last width characters of s when it is longer (right-aligned fields keep
// their end).
func cut(s string, width int) string {
	rs := []rune(s)
	if len(rs) <= width {
		return s
	}
	return string(rs[len(rs)-width:])
}

// points formats a total for cols 81-84: one decimal ("11.5"), more when needed.
func points(s engine.Score) string { return string(appendPoints(nil, s)) }

// appendPoints appends the points text of s to dst without allocating for the usual
// one-decimal values.
func appendPoints(dst []byte, s engine.Score) []byte {
	if s.RoundTo(1) != s {
		return append(dst, s.String()...)
	}
	if s < 0 {
		dst = append(dst, '-')
		s = -s
	}
	dst = strconv.AppendInt(dst, int64(s/engine.Point), 10)
	return append(dst, '.', byte('0'+s%engine.Point/(engine.Point/10)))
}

// resultCodes are the TRF codes written for each result; NoResult and Pending are blank.
var resultCodes = [...]string{
	engine.NoResult: " ", engine.Win: "1", engine.Draw: "=", engine.Loss: "0",
	engine.WinUnrated: "W", engine.DrawUnrated: "D", engine.LossUnrated: "L",
	engine.ForfeitWin: "+", engine.ForfeitLoss: "-", engine.FullBye: "F",
	engine.HalfBye: "H", engine.ZeroBye: "Z", engine.PairingBye: "U", engine.Pending: " ",
}

func resultCode(r engine.Result) string {
	if int(r) < len(resultCodes) {
		return resultCodes[r]
	}
	return " "
}

// teams writes the teams: 310 lines in TRF26; 013 lines in TRF16, unless a team has a
// nickname or a number other than its position (which only 310 can carry) or 013 lines
// were kept verbatim (a file that had both).
func (wr *writer) teams() {
	t := wr.t
	if len(t.Teams) == 0 {
		return
	}
	use310 := wr.v26
	if !use310 {
		for i, tm := range t.Teams {
			if tm.Nickname != "" || tm.ID != i+1 || tm.DeclaredMP != nil || tm.DeclaredGP != nil {
				use310 = true
			}
		}
		for _, r := range t.Records {
			if r.Tag == "013" {
				use310 = true
			}
		}
	}
	for _, tm := range t.Teams {
		var g grid
		if use310 {
			g = wr.grid(73 + 5*len(tm.Members))
			g.put(1, 3, "310")
			g.num(5, 3, tm.ID)
			g.put(9, teamWidth, tm.Name)
			g.put(42, nicknameWidth, tm.Nickname)
			for _, f := range []struct {
				col  int
				v    *engine.Score
				what string
			}{{55, tm.DeclaredMP, "match points"}, {62, tm.DeclaredGP, "game points"}} {
				if f.v == nil {
					continue
				}
				s, ok := teamScore(*f.v, 6)
				if !ok && wr.err == nil {
					wr.err = fmt.Errorf("team %d: %s %s do not fit in the six columns of a 310 record", tm.ID, f.what, f.v)
				}
				g.right(f.col, 6, s)
			}
			for i, m := range tm.Members {
				g.num(74+5*i, 4, int(m))
			}
		} else {
			g = wr.grid(36 + 5*len(tm.Members))
			g.put(1, 3, "013")
			g.put(5, teamWidth, tm.Name)
			for i, m := range tm.Members {
				g.num(37+5*i, 4, int(m))
			}
		}
		wr.emit(g)
	}
}

// national writes a player's national rating records (layout of 001 up to col 79 with
// the federation in cols 1-3).
func (wr *writer) national(p *engine.Player) {
	for _, nr := range p.National {
		if !isFederation(nr.Federation) || wr.fromDAT(p.ID, nr) {
			continue
		}
		g := wr.grid(79)
		g.put(1, 3, nr.Federation)
		g.num(5, 4, int(p.ID))
		g.put(10, 1, p.Sex)
		g.right(11, 3, cut(nr.Class, 3))
		g.put(15, nameWidth, p.Name)
		if nr.Rating > 0 && nr.Rating <= 9999 {
			g.num(49, 4, nr.Rating)
		}
		g.put(54, 3, nr.Origin)
		g.right(58, 11, cut(nr.ID, 11))
		g.put(70, 10, p.Birth)
		wr.emit(g)
	}
}

func isFederation(s string) bool {
	if len(s) != 3 {
		return false
	}
	switch s {
	case "XXR", "XXS", "XXC", "XXZ", "XXA", "XXP", "DAT", "BBW", "BBD", "BBL", "BBZ", "BBF", "BBU":
		return false
	}
	for i := 0; i < 3; i++ {
		if s[i] < 'A' || s[i] > 'Z' {
			return false
		}
	}
	return true
}

// adjustment writes a 299 line: type at 5, points at 14-17 (longer values use the blanks
// at 12-13), round at 20-22, player at 24-27.
func (wr *writer) adjustment(a engine.Adjustment) error {
	pts := points(a.Points)
	if len(pts) > 6 || a.Round < 0 || a.Round > 9999 || a.Player <= 0 || a.Player > 9999 {
		return fmt.Errorf("point adjustment %+v does not fit in a 299 record", a)
	}
	g := wr.grid(27)
	g.put(1, 3, "299")
	if len(a.Code) == 1 {
		g.put(5, 1, a.Code)
	}
	g.right(14, 4, pts)
	g.right(20, 3, fmt.Sprintf("%03d", a.Round))
	g.num(24, 4, int(a.Player))
	wr.emit(g)
	return nil
}

// scoring162 returns the TRF26 162 record for s, when 162 can express it (its codes group
// several results under one value). Each code sits at column 6 + 9k with its points at
// 7-10 + 9k.
func scoring162(s engine.Scoring) (string, bool) {
	if s.WinWhite != s.WinBlack || s.WinWhite != s.ForfeitWin || s.WinWhite != s.FullBye ||
		s.DrawWhite != s.DrawBlack || s.DrawWhite != s.HalfBye ||
		s.LossWhite != s.LossBlack || s.ZeroBye != s.ForfeitLoss {
		return "", false
	}
	pairs := []struct {
		code string
		v    engine.Score
	}{{"W", s.WinWhite}, {"D", s.DrawWhite}, {"L", s.LossWhite}, {"A", s.ZeroBye}, {"P", s.PairingBye}}
	g := newGrid(10 + 9*(len(pairs)-1))
	g.put(1, 3, "162")
	for k, f := range pairs {
		v := points(f.v)
		if len(v) > 4 {
			return "", false
		}
		g.put(6+9*k, 1, f.code)
		g.right(7+9*k, 4, v)
	}
	return g.String(), true
}

// scoringXXS returns the JaVaFo XXS record for s, with every code spelled out.
func scoringXXS(s engine.Scoring) string {
	return "XXS WW=" + s.WinWhite.String() + " BW=" + s.WinBlack.String() +
		" WD=" + s.DrawWhite.String() + " BD=" + s.DrawBlack.String() +
		" WL=" + s.LossWhite.String() + " BL=" + s.LossBlack.String() +
		" ZPB=" + s.ZeroBye.String() + " HPB=" + s.HalfBye.String() +
		" FPB=" + s.FullBye.String() + " PAB=" + s.PairingBye.String() +
		" FW=" + s.ForfeitWin.String() + " FL=" + s.ForfeitLoss.String()
}

// teamScore formats match or game points with one decimal ("11.5"), or more when needed,
// or without the ".0" when that would not fit in width characters; ok is false when even
// that does not fit.
func teamScore(v engine.Score, width int) (string, bool) {
	s := v.String()
	if v.RoundTo(1) == v {
		if f := v.Format(1); utf8.RuneCountInString(f) <= width {
			s = f // "12.0", as programs write it, when it fits
		}
	}
	return s, utf8.RuneCountInString(s) <= width
}

// teamRecords writes the team scoring (362), the team PABs (320), the team byes (240) and
// the forfeited matches (330).
func (wr *writer) teamRecords() {
	wr.teamScoringRecord()
	wr.teamPABRecords()
	wr.teamByeRecords()
	for _, f := range wr.t.TeamForfeits {
		wr.line(fmt.Sprintf("330 %-2s %03d %03d %03d", f.Result, f.Round, f.White, f.Black))
	}
}

// teamScoringRecord writes the match points of a win, draw and loss (362), when the
// event gives any.
func (wr *writer) teamScoringRecord() {
	ts := wr.t.TeamScoring
	if ts.MatchWin == nil && ts.MatchDraw == nil && ts.MatchLoss == nil {
		return
	}
	var parts []string
	for _, f := range []struct {
		code string
		v    *engine.Score
	}{{"TW", ts.MatchWin}, {"TD", ts.MatchDraw}, {"TL", ts.MatchLoss}} {
		if f.v != nil {
			v, _ := teamScore(*f.v, math.MaxInt) // a free-form field
			parts = append(parts, f.code+" "+v)
		}
	}
	wr.line("362 " + strings.Join(parts, " "))
}

// teamPABRecords writes the teams' pairing-allocated byes (320): one team per round per
// line, a second PAB in a round on a second line; the first line gives the points a PAB
// scores.
func (wr *writer) teamPABRecords() {
	t, ts := wr.t, wr.t.TeamScoring
	pabs, rounds := teamPABLines(t)
	if len(pabs) == 0 && (ts.PABMatch != nil || ts.PABGame != nil) {
		pabs = append(pabs, nil)
	}
	for k, line := range pabs {
		for len(line) < rounds {
			line = append(line, 0)
		}
		g := wr.grid(13 + 4*len(line))
		g.put(1, 3, "320")
		for _, f := range []struct {
			col  int
			v    *engine.Score
			what string
		}{{5, ts.PABMatch, "match points"}, {10, ts.PABGame, "game points"}} {
			if k != 0 || f.v == nil {
				continue
			}
			v, ok := teamScore(*f.v, 4)
			if !ok && wr.err == nil {
				wr.err = fmt.Errorf("the pairing-allocated bye's %s %s do not fit in the four columns of a 320 record", f.what, f.v)
			}
			g.right(f.col, 4, v)
		}
		for r, team := range line {
			g.put(15+4*r, 3, fmt.Sprintf("%03d", team))
		}
		wr.emit(g)
	}
}

// teamPABLines returns the 320 lines' teams ([line][round], 0 for none) and the rounds
// they cover: the event's, or more when a PAB is recorded for a later round.
func teamPABLines(t *engine.Tournament) ([][]int, int) {
	var pabs [][]int
	rounds := t.Rounds
	for _, b := range t.TeamByes {
		if b.Kind != engine.PairingBye || b.Round < 1 {
			continue
		}
		rounds = max(rounds, b.Round)
		k := 0
		for k < len(pabs) && len(pabs[k]) >= b.Round && pabs[k][b.Round-1] != 0 {
			k++
		}
		if k == len(pabs) {
			pabs = append(pabs, nil)
		}
		for len(pabs[k]) < b.Round {
			pabs[k] = append(pabs[k], 0)
		}
		pabs[k][b.Round-1] = b.Team
	}
	return pabs, rounds
}

// teamByeRecords writes the teams' other byes (240): one line per kind and round, teams
// in the order recorded.
func (wr *writer) teamByeRecords() {
	type key struct {
		kind  engine.Result
		round int
	}
	var keys []key
	byKey := map[key][]int{}
	for _, b := range wr.t.TeamByes {
		if b.Kind == engine.PairingBye {
			continue
		}
		k := key{b.Kind, b.Round}
		if _, ok := byKey[k]; !ok {
			keys = append(keys, k)
		}
		byKey[k] = append(byKey[k], b.Team)
	}
	for _, k := range keys {
		ids := byKey[k]
		g := wr.grid(9 + 5*len(ids))
		g.put(1, 3, "240")
		g.put(5, 1, map[engine.Result]string{engine.FullBye: "F", engine.HalfBye: "H", engine.ZeroBye: "Z"}[k.kind])
		g.put(7, 3, fmt.Sprintf("%03d", k.round))
		for i, id := range ids {
			g.put(11+5*i, 4, fmt.Sprintf("%04d", id))
		}
		wr.emit(g)
	}
}

// lineOrder returns the player indexes in t.LineOrder, when it names every player once.
func lineOrder(t *engine.Tournament) ([]int, bool) {
	if len(t.LineOrder) == 0 || len(t.LineOrder) != len(t.Players) {
		return nil, false
	}
	idx := t.PlayerIndex()
	order := make([]int, 0, len(t.Players))
	seen := make([]bool, len(t.Players))
	for _, id := range t.LineOrder {
		i, ok := idx[id]
		if !ok || seen[i] {
			return nil, false
		}
		seen[i] = true
		order = append(order, i)
	}
	return order, true
}

// fromDAT reports whether nr is exactly what a Tornelo DAT ID:USCF line among the kept
// records says (a US Chess record with the ID and nothing else): that line is written
// back verbatim, so no national rating record is written for it.
func (wr *writer) fromDAT(id engine.PlayerID, nr engine.NationalRating) bool {
	if nr.Federation != "USA" || nr.ID == "" || nr.Rating != 0 || nr.Class != "" || nr.Origin != "" {
		return false
	}
	if wr.datUSCF == nil {
		wr.datUSCF = map[engine.PlayerID]string{}
		for _, r := range wr.t.Records {
			if d, ok := trfx.ParseDAT(r.Line); ok && r.Tag == "DAT" && d.Type == trfx.USCF {
				if _, dup := wr.datUSCF[engine.PlayerID(d.Player)]; !dup {
					wr.datUSCF[engine.PlayerID(d.Player)] = d.Data
				}
			}
		}
	}
	return wr.datUSCF[id] == nr.ID
}
