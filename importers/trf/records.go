package trf

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// parseHeader reads the header records the model has fields for.
func (p *parser) parseHeader(n int, tag string, r row) {
	t := p.t
	v := strings.TrimSpace(r.rest(5))
	switch tag {
	case "012":
		t.Name = v
	case "022":
		t.City = v
	case "032":
		t.Federation = v
	case "042":
		t.StartDate = v
	case "052":
		t.EndDate = v
	case "092":
		t.TypeText = v
	case "102":
		t.ChiefArbiter = v
	case "112":
		if v != "" {
			t.DeputyArbiters = append(t.DeputyArbiters, v)
		}
	case "122":
		t.TimeControl = v
	case "132":
		t.RoundDates = roundDates(r)
	case "142", "XXR":
		rounds, ok := parseInt(v)
		if !ok || v == "" {
			p.errorf(n, 5, "rounds", fmt.Errorf("%w: %q", ErrNumber, v))
			return
		}
		if rounds > MaxRounds {
			p.errorf(n, 5, "rounds", fmt.Errorf("%w: %d (at most %d)", ErrTooMany, rounds, MaxRounds))
			return
		}
		if p.roundsAt > 0 && rounds != t.Rounds {
			p.warnf(n, 5, "rounds", "%d, but line %d said %d; the last one is used", rounds, p.roundsAt, t.Rounds)
		}
		t.Rounds, t.RoundsStated, p.roundsAt = rounds, true, n
	case "162":
		p.parse162(n, r)
	case "192":
		t.TypeCode = v
	case "202":
		t.Tiebreaks = splitCodes(v)
	case "212":
		t.StandingsDef = splitCodes(v)
	}
}

// roundDates reads the 132 record: one date per round block. Each date is taken from the
// ten columns around its block (91-100, 101-110, ...), so dates written one column off
// are still read. Dates are trimmed of every kind of space (a non-breaking space is no
// date), and blank dates after the last date are dropped.
func roundDates(r row) []string {
	var out []string
	last := lastNonBlank(r)
	for b := colRound1 - 1; b <= last; b += roundStride {
		out = append(out, strings.TrimSpace(r.col(b, b+roundStride-1)))
	}
	for len(out) > 0 && out[len(out)-1] == "" {
		out = out[:len(out)-1]
	}
	return out
}

func splitCodes(v string) []string {
	if v == "" {
		return nil
	}
	parts := strings.Split(v, ",")
	out := make([]string, 0, len(parts))
	for _, s := range parts {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// scoreField is one scoring assignment: which Scoring fields a code sets.
type scoreField func(s *engine.Scoring) []*engine.Score

var (
	winFields = func(s *engine.Scoring) []*engine.Score {
		return []*engine.Score{&s.WinWhite, &s.WinBlack, &s.ForfeitWin, &s.FullBye}
	}
	drawFields = func(s *engine.Scoring) []*engine.Score {
		return []*engine.Score{&s.DrawWhite, &s.DrawBlack, &s.HalfBye}
	}
	lossFields = func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.LossWhite, &s.LossBlack} }
	pabField   = func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.PairingBye} }
)

// xxsCodes are the JaVaFo XXS codes, including the W and D shortcuts.
var xxsCodes = map[string]scoreField{
	"WW":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.WinWhite} },
	"BW":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.WinBlack} },
	"WD":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.DrawWhite} },
	"BD":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.DrawBlack} },
	"WL":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.LossWhite} },
	"BL":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.LossBlack} },
	"ZPB": func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ZeroBye} },
	"HPB": func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.HalfBye} },
	"FPB": func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.FullBye} },
	"PAB": pabField,
	"FW":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ForfeitWin} },
	"FL":  func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ForfeitLoss} },
	"W":   winFields,
	"D":   drawFields,
}

// bbCodes are the bbpPairings BB? records. BBW also sets the pairing-allocated bye
// unless a PAB value was given.
var bbCodes = map[string]scoreField{
	"BBW": winFields,
	"BBD": drawFields,
	"BBL": lossFields,
	"BBZ": func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ZeroBye} },
	"BBF": func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ForfeitLoss} },
	"BBU": pabField,
}

// codes162 are the TRF26 162 codes (Z is bbpPairings' spelling of A).
var codes162 = map[byte]scoreField{
	'W': winFields,
	'D': drawFields,
	'L': lossFields,
	'A': func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ZeroBye, &s.ForfeitLoss} },
	'Z': func(s *engine.Scoring) []*engine.Score { return []*engine.Score{&s.ZeroBye, &s.ForfeitLoss} },
	'P': pabField,
}

func (p *parser) assign(f scoreField, v engine.Score) {
	for _, ptr := range f(&p.t.Scoring) {
		*ptr = v
	}
}

// parseXXS reads "XXS CODE=value CODE=value ...".
func (p *parser) parseXXS(n int, r row) {
	text := r.rest(5)
	for _, tok := range strings.Fields(text) {
		col := 5 + strings.Index(text, tok) // column of this token (XXS lines are ASCII)
		code, val, ok := strings.Cut(tok, "=")
		f, known := xxsCodes[strings.ToUpper(code)]
		if !ok || !known {
			p.errorf(n, col, "scoring", fmt.Errorf("%w: %q", ErrScoring, tok))
			continue
		}
		s, err := engine.ParseScore(val)
		if err != nil {
			p.errorf(n, col+len(code)+1, "scoring", fmt.Errorf("%w: %q", ErrScore, val))
			continue
		}
		p.assign(f, s)
		if strings.EqualFold(code, "PAB") {
			p.pabSet = true
		}
		text = strings.Replace(text, tok, strings.Repeat(" ", len(tok)), 1)
	}
}

// parseBB reads a bbpPairings "BBW  1.0" record.
func (p *parser) parseBB(n int, tag string, r row) {
	v := strings.TrimSpace(r.rest(5))
	s, err := engine.ParseScore(v)
	if err != nil {
		p.errorf(n, 5, "scoring", fmt.Errorf("%w: %q", ErrScore, v))
		return
	}
	p.assign(bbCodes[tag], s)
	switch tag {
	case "BBU":
		p.pabSet = true
	case "BBW":
		if !p.pabSet {
			p.t.Scoring.PairingBye = s
		}
	}
}

// parse162 reads the TRF26 scoring record: a code at column 6 and its points at 7-10,
// then more pairs every nine columns. It is read as a sequence of a one-letter code and
// the number after it ("W 3.0", "W11.5"), so that pairs written a column off are still
// understood.
func (p *parser) parse162(n int, r row) {
	text := r.rest(5)
	rs := []rune(text)
	var win *engine.Score
	pSet := false
	for i := 0; i < len(rs); {
		if rs[i] == ' ' {
			i++
			continue
		}
		codeCol := 5 + i
		code := rs[i]
		i++
		for i < len(rs) && rs[i] == ' ' {
			i++
		}
		j := i
		for j < len(rs) && rs[j] != ' ' {
			j++
		}
		num := string(rs[i:j])
		i = j
		if code >= 'a' && code <= 'z' {
			code -= 'a' - 'A'
		}
		if code == 'X' {
			p.warnf(n, codeCol, "scoring", "code X (unknown result) is not supported; ignored")
			continue
		}
		f, ok := codes162[byte(code)]
		if code > 'Z' || !ok {
			p.errorf(n, codeCol, "scoring", fmt.Errorf("%w: code %q", ErrScoring, code))
			continue
		}
		s, err := engine.ParseScore(num)
		if err != nil {
			p.errorf(n, codeCol+1, "scoring", fmt.Errorf("%w: %q", ErrScore, num))
			continue
		}
		p.assign(f, s)
		switch code {
		case 'W':
			v := s
			win = &v
		case 'P':
			pSet = true
			p.pabSet = true
		}
	}
	if win != nil && !pSet && !p.pabSet {
		p.t.Scoring.PairingBye = *win
	}
}

// parseTeam013 reads "013 name(5-36) member member ..." (members at 37-40, 42-45, ...).
func (p *parser) parseTeam013(n int, r row, raw string) {
	tm := engine.Team{ID: len(p.team013) + 1, Name: strings.TrimSpace(r.col(5, 36))}
	members, cols := p.members(n, r, 37)
	tm.Members = members
	p.team013 = append(p.team013, teamLine{line: n, team: tm, cols: cols, raw: raw})
}

// parseTeam310 reads a TRF26 team line: number 5-7, name 9-40, nickname 42-46, members
// from 74-77 in steps of five.
func (p *parser) parseTeam310(n int, r row, raw string) {
	idText := r.col(5, 7)
	id, ok := parseInt(idText)
	if !ok || id <= 0 {
		p.errorf(n, 5, "team number", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(idText)))
		return
	}
	tm := engine.Team{ID: id, Name: strings.TrimSpace(r.col(9, 40)), Nickname: strings.TrimSpace(r.col(42, 46))}
	members, cols := p.members(n, r, 74)
	tm.Members = members
	for _, f := range []struct {
		from, to int
		dst      **engine.Score
		name     string
	}{{55, 60, &tm.DeclaredMP, "match points"}, {62, 67, &tm.DeclaredGP, "game points"}} {
		if txt := strings.TrimSpace(r.col(f.from, f.to)); txt != "" {
			v, err := parseScore(txt)
			if err != nil {
				p.errorf(n, f.from, f.name, fmt.Errorf("%w: %q", ErrScore, txt))
				continue
			}
			*f.dst = &v
		}
	}
	p.team310 = append(p.team310, teamLine{line: n, team: tm, cols: cols, raw: raw})
}

// members reads start numbers in four-column fields every five columns from column from,
// and the column of each. Zero or blank slots are skipped.
func (p *parser) members(n int, r row, from int) ([]engine.PlayerID, []int) {
	var out []engine.PlayerID
	var cols []int
	last := lastNonBlank(r)
	for c := from; c <= last; c += 5 {
		txt := r.col(c, c+3)
		v, ok := parseInt(txt)
		if !ok {
			p.errorf(n, c, "team member", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(txt)))
			continue
		}
		if v != 0 {
			out = append(out, engine.PlayerID(v))
			cols = append(cols, c)
		}
	}
	return out, cols
}

// parseAdjustment records a 299 line; it is interpreted in finish, once it is known
// whether the event has teams.
func (p *parser) parseAdjustment(n int, r row, raw string) {
	p.adjusts = append(p.adjusts, adjustLine{line: n, raw: raw})
}

// adjustmentsOf reads a 299 line: type at 5 (W D L F H Z + - or blank), match points at
// 8-11, points at 14-17 (read from 12 for longer values), round at 20-22 (000 or blank:
// all rounds), then start numbers at 24-27, 29-32, ...
func (p *parser) adjustmentsOf(n int, raw string) []engine.Adjustment {
	r := newRow(raw)
	code := r.at(5)
	if code != ' ' && !strings.ContainsRune("WDLFHZ+-", code) {
		p.errorf(n, 5, "type", fmt.Errorf("%w %q", ErrResultCode, code))
		return nil
	}
	pts := strings.TrimSpace(r.col(12, 17))
	s, err := engine.ParseScore(pts)
	if err != nil {
		p.errorf(n, 14, "points", fmt.Errorf("%w: %q", ErrScore, pts))
		return nil
	}
	round, ok := parseInt(r.col(19, 22))
	if !ok {
		p.errorf(n, 20, "round", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(19, 22))))
		return nil
	}
	var out []engine.Adjustment
	ids, _ := p.members(n, r, 24)
	for _, id := range ids {
		a := engine.Adjustment{Player: id, Round: round, Points: s, Source: engine.AdjustRecord}
		if code != ' ' {
			a.Code = string(code)
		}
		out = append(out, a)
	}
	return out
}

// parseNRS reads a national rating record: federation at 1-3, start number at 5-8, class
// at 11-13, rating at 49-52, origin at 54-56 and national ID at 58-68.
func (p *parser) parseNRS(n int, tag string, r row, raw string) {
	id, _ := parseInt(r.col(5, 8))
	nr := engine.NationalRating{
		Federation: tag,
		Class:      strings.TrimSpace(r.col(11, 13)),
		Origin:     strings.TrimSpace(r.col(54, 56)),
		ID:         strings.TrimSpace(r.col(58, 68)),
	}
	rt, ok := parseInt(r.col(49, 52))
	if !ok {
		p.errorf(n, 49, "national rating", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(49, 52))))
		return
	}
	nr.Rating = rt
	p.nrs = append(p.nrs, nrsLine{line: n, id: engine.PlayerID(id), rating: nr, raw: raw})
}

// parseXXA reads a JaVaFo acceleration line, "XXA NNNN pp.p pp.p ...": the start number
// at 5-8, then the fictitious points of each round. The line itself is kept verbatim;
// the values only serve to recognise a points field that includes them.
func (p *parser) parseXXA(r row) {
	id, ok := parseInt(r.col(5, 8))
	if !ok || id <= 0 || id > 9999 {
		return
	}
	var vals []engine.Score
	for _, f := range strings.Fields(r.rest(9)) {
		v, err := engine.ParseScore(f)
		if err != nil {
			return
		}
		vals = append(vals, v)
	}
	if p.accel == nil {
		p.accel = map[engine.PlayerID][]engine.Score{}
	}
	p.accel[engine.PlayerID(id)] = vals
}

// isAcceleration reports whether diff, the excess of a player's points field over the
// rounds, is acceleration: one round's XXA value, or the values summed up to some round.
func (p *parser) isAcceleration(id engine.PlayerID, diff engine.Score) bool {
	var sum engine.Score
	for _, v := range p.accel[id] {
		sum += v
		if v == diff || sum == diff {
			return true
		}
	}
	return false
}

// statedOrderLine is the comment this program writes for a tiebreak order a results
// program stated outside the 202 record ([engine.Tournament.StatedTiebreaks]):
//
//	### tiebreak order: SOLK,MM,CUM,OCUM (uscf, as SwissSys used)
//
// Other programs skip it as a comment; this one reads the order, its rulebook and the
// program back.
var statedOrderLine = regexp.MustCompile(`^### tiebreak order: ([^ ,()]+(?:,[^ ,()]+)*) \((uscf|fide), as ([^()]+) used\)\s*$`)

// statedOrder reads a "### tiebreak order" comment into the event; it reports false
// for any other comment, which is then kept verbatim.
func (p *parser) statedOrder(raw string) bool {
	g := statedOrderLine.FindStringSubmatch(raw)
	if g == nil || len(p.t.StatedTiebreaks) > 0 {
		return false
	}
	codes, by := strings.Split(g[1], ","), strings.TrimSpace(g[3])
	if engine.CheckStatedOrder(codes, g[2], by) != nil {
		return false
	}
	p.t.StatedTiebreaks, p.t.StatedRules, p.t.StatedBy = codes, g[2], by
	return true
}
