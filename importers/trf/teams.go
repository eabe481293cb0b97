package trf

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// ErrTeam is wrapped by the errors about team records.
var ErrTeam = errors.New("bad team record")

// rawLine is a record kept until finish decides how to read it.
type rawLine struct {
	line int
	raw  string
}

// parseTeamScoring reads 362, the team match points: code-value pairs "TW 2.0 TD 1.0
// TL 0.0" from column 5, in any order and spacing.
func (p *parser) parseTeamScoring(n int, r row) {
	ts := &p.t.TeamScoring
	fields := strings.Fields(r.rest(5))
	col := func(i int) int { return 5 + strings.Index(r.rest(5), fields[i]) }
	for i := 0; i < len(fields); i += 2 {
		code := strings.ToUpper(fields[i])
		if i+1 >= len(fields) {
			p.errorf(n, col(i), "match points", fmt.Errorf("%w: %s without a value", ErrTeam, code))
			return
		}
		v, err := parseScore(fields[i+1])
		if err != nil {
			p.errorf(n, col(i+1), "match points", fmt.Errorf("%w: %q", ErrScore, fields[i+1]))
			continue
		}
		switch code {
		case "TW":
			ts.MatchWin = &v
		case "TD":
			ts.MatchDraw = &v
		case "TL":
			ts.MatchLoss = &v
		default:
			p.errorf(n, col(i), "match points", fmt.Errorf("%w: unknown code %q (TW, TD, TL)", ErrTeam, fields[i]))
		}
	}
}

// parseTeamPAB reads 320: PAB match points 5-8, game points 10-13, then the team that
// had the PAB in each round at 15-17, 19-21, ... (000 or blank: none). Each round's
// number is read from its whole four-column slot (15-18, 19-22, ...), because the TEC's
// TRF-2025 sample right-aligns the numbers one column further.
func (p *parser) parseTeamPAB(n int, r row) {
	for _, f := range []struct {
		from, to int
		dst      **engine.Score
		name     string
	}{{5, 8, &p.t.TeamScoring.PABMatch, "PAB match points"}, {10, 13, &p.t.TeamScoring.PABGame, "PAB game points"}} {
		txt := strings.TrimSpace(r.col(f.from, f.to))
		if txt == "" {
			continue
		}
		v, err := parseScore(txt)
		if err != nil {
			p.errorf(n, f.from, f.name, fmt.Errorf("%w: %q", ErrScore, txt))
			continue
		}
		*f.dst = &v
	}
	last := lastNonBlank(r)
	for c, round := 15, 1; c <= last; c, round = c+4, round+1 {
		txt := r.col(c, c+3)
		id, ok := parseInt(txt)
		if !ok {
			p.errorf(n, c, "PAB team", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(txt)))
			continue
		}
		if id > 0 {
			p.t.TeamByes = append(p.t.TeamByes, engine.TeamBye{Round: round, Team: id, Kind: engine.PairingBye})
			p.teamRefs = append(p.teamRefs, teamRef{line: n, col: c, id: id})
		}
	}
}

// parseTeamForfeit reads 330: result 5-6 (+-, -+, --), round 8-10, teams 12-14 and 16-18.
func (p *parser) parseTeamForfeit(n int, r row) {
	f := engine.TeamForfeit{Result: r.col(5, 6)}
	switch f.Result {
	case "+-", "-+", "--":
	default:
		p.errorf(n, 5, "forfeit", fmt.Errorf("%w: result %q (use +-, -+ or --)", ErrTeam, f.Result))
		return
	}
	var ok [3]bool
	f.Round, ok[0] = parseInt(r.col(8, 10))
	f.White, ok[1] = parseInt(r.col(12, 14))
	f.Black, ok[2] = parseInt(r.col(16, 18))
	for i, c := range []int{8, 12, 16} {
		if !ok[i] || ([]int{f.Round, f.White, f.Black})[i] <= 0 {
			p.errorf(n, c, []string{"round", "team", "team"}[i], fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(c, c+2))))
			return
		}
	}
	if f.Round > MaxRounds {
		p.errorf(n, 8, "round", fmt.Errorf("%w: round %d", ErrTeam, f.Round))
		return
	}
	p.t.TeamForfeits = append(p.t.TeamForfeits, f)
	p.teamRefs = append(p.teamRefs, teamRef{line: n, col: 12, id: f.White}, teamRef{line: n, col: 16, id: f.Black})
}

// teamBye240 reads a 240 line of a team event: type at 5 (F, H, Z), round 7-9, team
// numbers from 11 every five columns.
func (p *parser) teamBye240(n int, r row) {
	var kind engine.Result
	switch r.at(5) {
	case 'F', 'f':
		kind = engine.FullBye
	case 'H', 'h':
		kind = engine.HalfBye
	case 'Z', 'z':
		kind = engine.ZeroBye
	default:
		p.errorf(n, 5, "bye type", fmt.Errorf("%w: %q (use F, H or Z)", ErrTeam, string(r.at(5))))
		return
	}
	round, ok := parseInt(r.col(7, 9))
	if !ok || round < 1 || round > MaxRounds {
		p.errorf(n, 7, "round", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(r.col(7, 9))))
		return
	}
	last := lastNonBlank(r)
	for c := 11; c <= last; c += 5 {
		txt := r.col(c, c+3)
		id, ok := parseInt(txt)
		if !ok {
			p.errorf(n, c, "team", fmt.Errorf("%w: %q", ErrNumber, strings.TrimSpace(txt)))
			continue
		}
		if id > 0 {
			p.t.TeamByes = append(p.t.TeamByes, engine.TeamBye{Round: round, Team: id, Kind: kind})
			p.teamRefs = append(p.teamRefs, teamRef{line: n, col: c, id: id})
		}
	}
}

// teamRef is a team number a record refers to, for checking once the teams are known.
type teamRef struct {
	line, col, id int
}

// finishTeams reads the team records once every line is read, and checks rosters and
// team references: a player in two teams is an error, a roster number with no player and
// a reference to an unknown team are warnings. In an event without teams, 240, 320, 330
// and 362 lines are kept verbatim.
func (p *parser) finishTeams() {
	t := p.t
	if len(t.Teams) == 0 {
		p.deferred = append(p.deferred, p.teamRecs...)
		return
	}
	for _, l := range p.teamRecs {
		r := newRow(l.raw)
		switch r.col(1, 3) {
		case "240":
			p.teamBye240(l.line, r)
		case "320":
			p.parseTeamPAB(l.line, r)
		case "330":
			p.parseTeamForfeit(l.line, r)
		case "362":
			p.parseTeamScoring(l.line, r)
		}
	}
	// Byes in round and team order: the order does not depend on which record (240 or
	// 320) came first, so a file written back reads the same.
	sort.SliceStable(t.TeamByes, func(a, b int) bool {
		if t.TeamByes[a].Round != t.TeamByes[b].Round {
			return t.TeamByes[a].Round < t.TeamByes[b].Round
		}
		if t.TeamByes[a].Team != t.TeamByes[b].Team {
			return t.TeamByes[a].Team < t.TeamByes[b].Team
		}
		return t.TeamByes[a].Kind < t.TeamByes[b].Kind
	})
	lines := p.team013
	if len(p.team310) > 0 {
		lines = p.team310
	}
	seen := map[engine.PlayerID]string{}
	ids := map[int]bool{}
	for _, tl := range lines {
		ids[tl.team.ID] = true
		for i, id := range tl.team.Members {
			col := tl.cols[i]
			if p.players[min(int(id), len(p.players)-1)] == 0 {
				p.warnf(tl.line, col, "team member", "team %s lists player %d, who has no 001 line", tl.team.Name, id)
			}
			if other, dup := seen[id]; dup {
				p.errorf(tl.line, col, "team member", fmt.Errorf("%w: player %d is in two teams, %s and %s", ErrTeam, id, other, tl.team.Name))
			}
			seen[id] = tl.team.Name
		}
	}
	for _, ref := range p.teamRefs {
		if !ids[ref.id] {
			p.warnf(ref.line, ref.col, "team", "no team has number %d", ref.id)
		}
	}
}
