package fide

import (
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// This file screens an event for title norms under the FIDE Title Regulations (Handbook
// B.01; article numbers of the 2017 text, 1.42-1.48, which the text applied from 1
// January 2024 numbers 1.4.2-1.4.8; the 35% minimum score is that text's 1.4.8 b): the
// numbers a chief arbiter checks
// before signing a norm certificate. It cannot see what the event file does not hold (the
// tournament's registration, its arbiters, the rating list of the month, titles awarded
// after the event began, the exemptions of 1.43 for national championships and team
// events, the bye rules of 1.42), so its answer is a screen, never the certificate.

// NormTitle is a title with norms.
type NormTitle string

// The titles with norms and their numbers (B.01 1.45-1.49).
const (
	GM  NormTitle = "GM"
	IM  NormTitle = "IM"
	WGM NormTitle = "WGM"
	WIM NormTitle = "WIM"
)

// normSpec holds a title's numbers: the performance to reach, the lowest average rating
// of the opponents, the rating floor one opponent may be raised to, and the titles that
// count as "the title sought or higher" for 1.45.
type normSpec struct {
	performance, average, floor int
	sought                      []string
}

var normSpecs = map[NormTitle]normSpec{
	GM:  {2600, 2380, 2200, []string{"GM"}},
	IM:  {2450, 2230, 2050, []string{"GM", "IM"}},
	WGM: {2400, 2180, 2000, []string{"GM", "IM", "WGM"}},
	WIM: {2250, 2030, 1850, []string{"GM", "IM", "WGM", "WIM"}},
}

// Performance returns the lowest performance rating a norm for the title needs (1.48).
func (n NormTitle) Performance() int { return normSpecs[n].performance }

// MinimumAverage returns the lowest average rating of the opponents a norm for the title
// needs (1.47).
func (n NormTitle) MinimumAverage() int { return normSpecs[n].average }

// titleHolders are the titles that count toward the half of the opponents 1.44 asks
// for (CM and WCM do not count).
var titleHolders = []string{"GM", "IM", "FM", "WGM", "WIM", "WFM"}

// NormUnrated is the rating an unrated opponent counts at in Ra. The Title Regulations
// applied from 1 January 2024, 1.4.6 d: "Unrated opponents not covered by 1.4.6b shall
// be considered to be rated 1400." (1.4.6 b and c: one opponent, the lowest rated, may be
// raised to the title's adjusted rating floor; that may be an unrated one.)
const NormUnrated = 1400

// normMinimumScore is the lowest fraction of the games a norm needs, in twentieths: the
// Title Regulations applied from 1 January 2024, 1.4.8 b: "The minimum score is 35% for
// all norms."
const normMinimumScore = 7 // 7/20 = 35%

// NormCheck is one player's screen for one title: every number behind the answer.
type NormCheck struct {
	Player       int // index
	Title        NormTitle
	Games        int          // games played over the board
	Points       engine.Score // scored in them
	Federations  int          // federations of the opponents other than the player's own
	OwnFed       int          // opponents from the player's federation
	MostOneFed   int          // opponents from the federation most represented
	TitleHolders int          // opponents holding GM, IM, FM, WGM, WIM or WFM
	Sought       int          // opponents holding the title sought or higher
	Unrated      int          // opponents without a rating (counted at NormUnrated)
	Raised       int          // the opponent raised to the floor (start number), or 0
	RaisedFrom   int
	Floor        int // the title's rating floor
	Ra           int // average rating of the opponents, after the floor
	Performance  int // Ra + dp
	Required     engine.Score
	Achieved     bool
	Missing      []string // each requirement not met, in words
}

// Norms screens every player for each norm title the player does not already hold or
// outrank (women's titles for women only), in start-number order.
func Norms(t *engine.Tournament) []NormCheck {
	idx := t.PlayerIndex()
	var out []NormCheck
	for i := range t.Players {
		for _, title := range normTitles(&t.Players[i]) {
			out = append(out, normCheck(t, idx, i, title))
		}
	}
	return out
}

// normTitles returns the norm titles player p can still earn.
func normTitles(p *engine.Player) []NormTitle {
	held := strings.ToUpper(strings.TrimSpace(p.Title))
	// TRF writes titles in lower case single letters too: g, m, wg, wm.
	switch held {
	case "G":
		held = "GM"
	case "M":
		held = "IM"
	case "WG":
		held = "WGM"
	case "WM":
		held = "WIM"
	}
	woman := strings.EqualFold(p.Sex, "w") || strings.EqualFold(p.Sex, "f")
	var out []NormTitle
	switch held {
	case "GM":
		return nil
	case "IM":
		return []NormTitle{GM}
	}
	out = append(out, GM, IM)
	if woman && held != "WGM" {
		out = append(out, WGM)
		if held != "WIM" {
			out = append(out, WIM)
		}
	}
	return out
}

func hasTitle(title string, list []string) bool {
	t := strings.ToUpper(strings.TrimSpace(title))
	switch t {
	case "G":
		t = "GM"
	case "M":
		t = "IM"
	case "F":
		t = "FM"
	case "WG":
		t = "WGM"
	case "WM":
		t = "WIM"
	case "WF":
		t = "WFM"
	}
	for _, l := range list {
		if t == l {
			return true
		}
	}
	return false
}

func normCheck(t *engine.Tournament, idx map[engine.PlayerID]int, i int, title NormTitle) NormCheck {
	spec := normSpecs[title]
	nc := NormCheck{Player: i, Title: title, Floor: spec.floor}
	opps := nc.countGames(t, idx)
	ratings := nc.countOpponents(t, opps, spec)
	nc.rate(t, opps, ratings, spec)
	nc.Missing = nc.missing(spec)
	nc.Achieved = len(nc.Missing) == 0
	return nc
}

// countGames sets the games played over the board in the event's rounds (1.42) and the
// points scored in them, and returns the opponents' indexes, a game each.
func (nc *NormCheck) countGames(t *engine.Tournament, idx map[engine.PlayerID]int) []int {
	var opps []int
	for r, rd := range t.Players[nc.Player].Rounds {
		if r >= t.Rounds || !rd.Result.Played() || rd.Result >= engine.WinUnrated {
			continue
		}
		j, ok := idx[rd.Opponent]
		if !ok {
			continue
		}
		opps = append(opps, j)
		switch rd.Result {
		case engine.Win:
			nc.Points += engine.Point
		case engine.Draw:
			nc.Points += engine.Half
		}
	}
	nc.Games = len(opps)
	return opps
}

// countOpponents sets the federation (1.43), title (1.44, 1.45) and unrated (1.46)
// counts of the opponents, and returns the rating each counts at: unrated ones at
// NormUnrated.
func (nc *NormCheck) countOpponents(t *engine.Tournament, opps []int, spec normSpec) []int {
	feds := map[string]int{}
	own := strings.ToUpper(strings.TrimSpace(t.Players[nc.Player].Federation))
	ratings := make([]int, len(opps))
	for k, j := range opps {
		o := &t.Players[j]
		f := strings.ToUpper(strings.TrimSpace(o.Federation))
		feds[f]++
		if f == own {
			nc.OwnFed++
		}
		if hasTitle(o.Title, titleHolders) {
			nc.TitleHolders++
		}
		if hasTitle(o.Title, spec.sought) {
			nc.Sought++
		}
		ratings[k] = o.Rating
		if o.Rating <= 0 {
			nc.Unrated++
			ratings[k] = NormUnrated
		}
	}
	for f, n := range feds {
		if f != own && f != "" {
			nc.Federations++
		}
		nc.MostOneFed = max(nc.MostOneFed, n)
	}
	return ratings
}

// rate raises the lowest-rated opponent to the title's floor where it is under it
// (1.46), and sets the average rating of the opponents (1.47), the performance (1.48)
// and the lowest score that reaches the norm's performance and its 35%.
func (nc *NormCheck) rate(t *engine.Tournament, opps, ratings []int, spec normSpec) {
	low := -1
	for k := range ratings {
		if low < 0 || ratings[k] < ratings[low] {
			low = k
		}
	}
	if low >= 0 && ratings[low] < spec.floor {
		nc.Raised, nc.RaisedFrom = int(t.Players[opps[low]].ID), ratings[low]
		ratings[low] = spec.floor
	}
	n := nc.Games
	if n == 0 {
		return
	}
	sum := 0
	for _, r := range ratings {
		sum += r
	}
	nc.Ra = roundDiv(sum, n)
	nc.Performance = nc.Ra + dp(roundDiv(int(nc.Points)*100, n*int(engine.Point)))
	nc.Required = -1
	for halves := 0; halves <= 2*n; halves++ {
		if nc.Ra+dp(roundDiv(halves*50, n)) >= spec.performance && 10*halves >= normMinimumScore*n {
			nc.Required = engine.Score(halves) * engine.Half
			break
		}
	}
}

// missing returns, in the TD's words with the article, every requirement the numbers
// do not meet.
func (nc *NormCheck) missing(spec normSpec) []string {
	var out []string
	miss := func(format string, args ...any) { out = append(out, fmt.Sprintf(format, args...)) }
	n, title := nc.Games, nc.Title
	if n < 9 {
		miss("%d games played over the board; a norm needs 9 (1.42)", n)
	}
	if nc.Federations < 2 {
		miss("%d federations other than the player's own; a norm needs 2 (1.43)", nc.Federations)
	}
	if 5*nc.OwnFed > 3*n {
		miss("%d of %d opponents from the player's federation; at most 3/5 (1.43)", nc.OwnFed, n)
	}
	if 3*nc.MostOneFed > 2*n {
		miss("%d of %d opponents from one federation; at most 2/3 (1.43)", nc.MostOneFed, n)
	}
	if 2*nc.TitleHolders < n {
		miss("%d of %d opponents hold a title (GM, IM, FM, WGM, WIM, WFM); at least half (1.44)", nc.TitleHolders, n)
	}
	if 3*nc.Sought < n || nc.Sought < 3 {
		miss("%d of %d opponents hold %s or a higher title; at least a third and at least 3 (1.45)", nc.Sought, n, title)
	}
	if 5*nc.Unrated > n {
		miss("%d of %d opponents unrated; at most a fifth (1.46)", nc.Unrated, n)
	}
	if nc.Ra < spec.average {
		miss("average rating of the opponents %d; %s needs %d (1.47)", nc.Ra, title, spec.average)
	}
	if n > 0 && 20*int(nc.Points) < normMinimumScore*n*int(engine.Point) {
		miss("%s of %d is under 35%%; every norm needs at least 35%% (1.4.8 b of the 2024 text)", nc.Points, n)
	}
	if n > 0 && nc.Performance < spec.performance {
		req := "no score reaches it"
		if nc.Required >= 0 {
			req = nc.Required.String() + " of " + fmt.Sprint(n) + " would"
		}
		miss("performance %d; %s needs %d (%s) (1.48)", nc.Performance, title, spec.performance, req)
	}
	return out
}
