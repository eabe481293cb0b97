package engine

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// PlayerID is a player's starting rank (pairing number), 1 to 9999. 0 means no opponent.
type PlayerID int

// Kind says whether an event is a Swiss or a round robin.
type Kind uint8

// The kinds of event. KindUnknown means "decide from the header or the pairings".
const (
	KindUnknown Kind = iota
	KindSwiss
	KindRoundRobin
)

// String returns "swiss", "rr" or "".
func (k Kind) String() string {
	switch k {
	case KindSwiss:
		return "swiss"
	case KindRoundRobin:
		return "rr"
	}
	return ""
}

// Tournament is one event (or one section of an event) with every player's rounds.
// Header fields keep the text as the source wrote it (dates included), so that a file
// imported and exported again is unchanged; helpers such as [ParseDate] interpret it.
type Tournament struct {
	Name           string   // TRF 012; "Event - Section" for one section of several
	Section        string   // the section's own name when the source holds several; else ""
	City           string   // TRF 022
	Federation     string   // TRF 032
	StartDate      string   // TRF 042, as written
	EndDate        string   // TRF 052, as written
	ChiefArbiter   string   // TRF 102
	DeputyArbiters []string // TRF 112, one per line
	TimeControl    string   // TRF 122, free text
	TypeText       string   // TRF 092, free text ("Individual: Swiss-System")
	TypeCode       string   // TRF26 192 ("FIDE_DUTCH_2025", "FIDE_ROUNDROBIN")
	Rounds         int      // number of rounds (XXR / 142, else the longest player line)
	RoundDates     []string // TRF 132, one per round, as written
	Scoring        Scoring  // point values (TRF26 162, XXS, BB?)
	Tiebreaks      []string // TRF26 202: the declared tiebreak codes, as written
	StandingsDef   []string // TRF26 212: full standings definition ("PTS", ...)
	// RoundsStated is true when Rounds is the number of rounds the event plans as
	// something stated it: the file (TRF XXR or 142, a crosstable's "Rd. 5/7", the
	// metadata of a file this program wrote) or the director ([Tournament.PlanRounds]).
	// When false, Rounds is only the longest player line and the planned rounds are not
	// known; see [Tournament.Progress].
	RoundsStated bool
	// StatedTiebreaks is the tiebreak order a results program wrote in the file outside
	// TRF26 202 (SwissSys's per-section titles, a chess-results legend), as codes of the
	// rulebook StatedRules names ("uscf": "SOLK", "CUM"; "fide": "DE", "BH/C1");
	// StatedBy names the program ("SwissSys", "chess-results"). Rankers use it when no
	// order is given.
	StatedTiebreaks []string
	StatedBy        string
	StatedRules     string
	// ReportFields keeps the US Chess rating report's event fields that no other field
	// holds, by DBF field name ("H_AFF_ID", "H_ZIPCODE", "H_OTHER_TD", "H_SENDCROS",
	// "H_COUNTRY", "H_EVENT_ID"), and the section's declared fields ("S_R_SYSTEM",
	// "S_SCH_LVL", "S_GR_PRIX", "S_GP_PTS", "S_FIDE", blank ones too), so that a report
	// read and written again keeps them.
	ReportFields map[string]string
	// RatingsOf names the federation whose ratings [Player.Rating] holds when they are
	// not FIDE ratings: "USA" for the files of US Chess programs (SwissSys, the US Chess
	// DBF rating report), whose rating is the player's US Chess rating. "" means the
	// ratings are what the format says (FIDE ratings in a TRF).
	RatingsOf string
	Players   []Player // in starting-rank order
	Teams     []Team
	// TeamScoring, TeamByes and TeamForfeits are the team-event records of TRF26 (362,
	// 320, 240, 330): what the file says about match scoring, byes and forfeited matches.
	TeamScoring  TeamScoring
	TeamByes     []TeamBye
	TeamForfeits []TeamForfeit
	Adjustments  []Adjustment
	// Records holds source lines the model does not interpret (TRF 240, 250, 260, 300-330,
	// 80x, XXC, XXP, DAT, comments, ...) verbatim and in file order, so exporters of the same
	// format can write them back.
	Records []Record
	// LineOrder is the order of the player lines in a TRF source that declares "XXC rank"
	// and lists its players in another order than their start numbers: bbpPairings and
	// JaVaFo then pair by line position, so a TRF written back keeps that order. It is nil
	// otherwise (lines in start-number order).
	LineOrder []PlayerID
	// Unverified is the number of problems (errors found by [Tournament.Validate]) a user
	// chose to override when loading the event; exporters then mark their output
	// "unverified: N problems". It is 0 for an event that passed its checks.
	Unverified int
	// Ongoing is true for an event followed while it is played (tiebreak watch) or used
	// as it stood after a round the director chose: when its planned rounds are not
	// stated, its standings are never called final, only "after round N".
	Ongoing bool
	// Unknown lists the player-rounds the source holds nothing for without saying the
	// player was not paired: a PGN file holds games only, so a bye, a forfeit or an absence
	// is simply not there. They are read as not paired (no points), never as a bye or a
	// forfeit, and [Progress] counts them so that every output says so.
	Unknown []PlayerRound
	// whole is the event this one was cut from ([Tournament.Cut]), for [Tournament.Progress];
	// nil for an event as imported.
	whole *Tournament
}

// Player is one participant with a result for every round.
type Player struct {
	ID         PlayerID
	Name       string // "Lastname, Firstname" as written; UTF-8, never transliterated
	Sex        string // "m", "w" (or as written when unusual, e.g. "f")
	Title      string // "GM", "WFM", "g", ... as written, trimmed
	Rating     int    // FIDE rating; 0 = unrated
	Federation string
	FIDEID     string
	Birth      string // as written: "1990/05/17", "1978", "1978.05.03"
	// Declared is the point total the source printed, when it printed one. It is what the
	// file says, not what the games add up to; see [Tournament.Validate].
	Declared     *Score
	DeclaredRank int // rank printed by the source; 0 when absent
	Club         string
	National     []NationalRating
	Rounds       []Round // exactly Tournament.Rounds entries once normalised
	// Attrs keeps columns an importer did not map (CSV/XLSX), in source order.
	Attrs []Attr
}

// NationalRating is a national federation's rating record for a player (TRF NRS line, or a
// US Chess ID and rating from a crosstable).
type NationalRating struct {
	Federation string // "USA"
	Rating     int
	ID         string
	Class      string // cols 11-13 of an NRS line
	Origin     string // cols 54-56: state or region
	// Expiry is the membership's expiry date as the source gives it (SwissSys's Exp1),
	// written YYYY/MM/DD; "" when the source does not say.
	Expiry string
}

// Attr is one extra player attribute kept from the source.
type Attr struct{ Key, Value string }

// Color is the colour a player had (or was scheduled to have) in a round.
type Color uint8

// Colours. NoColor is used for byes and for forfeits whose colour the source omits.
const (
	NoColor Color = iota
	White
	Black
)

// String returns "w", "b" or "-".
func (c Color) String() string {
	switch c {
	case White:
		return "w"
	case Black:
		return "b"
	}
	return "-"
}

// Result is what happened to one player in one round, from that player's point of view.
type Result uint8

// Results. The comment gives the TRF code.
const (
	NoResult    Result = iota // not paired and nothing recorded (TRF blank); 0 points
	Win                       // 1: won over the board
	Draw                      // =
	Loss                      // 0
	WinUnrated                // W: won, game lasted less than one move (counts as played, not rated)
	DrawUnrated               // D
	LossUnrated               // L
	ForfeitWin                // +: opponent did not show (opponent may be 0)
	ForfeitLoss               // -: did not show; both sides "-" is a double forfeit
	FullBye                   // F: requested or administrative full-point bye
	HalfBye                   // H: half-point bye
	ZeroBye                   // Z: zero-point bye, known absence, withdrawn
	PairingBye                // U: pairing-allocated bye (odd player out), at most one per round
	Pending                   // paired, result not yet entered (TRF result column blank)
)

// Played reports whether the round was a game over the board (including the TRF W/D/L
// "less than one move" results).
func (r Result) Played() bool { return r >= Win && r <= LossUnrated }

// IsBye reports whether r is a bye of any kind (F, H, Z, U) or no pairing at all.
func (r Result) IsBye() bool { return r == NoResult || (r >= FullBye && r <= PairingBye) }

// IsForfeit reports whether r is a forfeit win or loss.
func (r Result) IsForfeit() bool { return r == ForfeitWin || r == ForfeitLoss }

// Opposite returns the result the opponent must have for r: Win for Loss, ForfeitLoss for
// ForfeitWin, and so on. Byes and NoResult return themselves.
func (r Result) Opposite() Result {
	switch r {
	case Win:
		return Loss
	case Loss:
		return Win
	case WinUnrated:
		return LossUnrated
	case LossUnrated:
		return WinUnrated
	case ForfeitWin:
		return ForfeitLoss
	}
	return r
}

// Round is one player's round: the opponent (0 for none), the colour and the result.
type Round struct {
	Opponent PlayerID
	Color    Color
	Result   Result
}

// Team is a team with its members in board order (TRF 013 / 310).
type Team struct {
	ID       int
	Name     string
	Nickname string
	Members  []PlayerID
	// DeclaredMP and DeclaredGP are the match and game points the source printed (TRF26
	// 310 cols 55-60 and 62-67), when it printed them.
	DeclaredMP, DeclaredGP *Score
}

// TeamScoring holds the team scoring a file declares; nil fields were not declared.
type TeamScoring struct {
	MatchWin, MatchDraw, MatchLoss *Score // TRF26 362 TW, TD, TL
	PABMatch, PABGame              *Score // TRF26 320 cols 5-8 and 10-13
}

// TeamBye is a team's bye in one round: Kind is PairingBye (TRF26 320), FullBye, HalfBye
// or ZeroBye (TRF26 240 F, H, Z).
type TeamBye struct {
	Round int // 1-based
	Team  int // Team.ID
	Kind  Result
}

// TeamForfeit is a forfeited match (TRF26 330): Result is "+-" (the first team wins),
// "-+" (the second team wins) or "--" (double forfeit).
type TeamForfeit struct {
	Round        int // 1-based
	White, Black int // Team.ID
	Result       string
}

// AdjustmentSource says where a point adjustment came from.
type AdjustmentSource uint8

// Adjustment sources.
const (
	// AdjustRecord is an explicit adjustment record in the source (TRF26 299).
	AdjustRecord AdjustmentSource = iota + 1
	// AdjustDeclared is the difference between the total the source printed and the total
	// of the player's rounds: kept, never silently dropped, and reported as a warning.
	AdjustDeclared
)

// Adjustment adds Points (possibly negative) to a player's total outside any game.
type Adjustment struct {
	Player PlayerID
	Round  int   // 0 = not tied to a round
	Points Score // signed
	Source AdjustmentSource
	Code   string // TRF 299 type column (W D L F H Z + - or blank), when Source is AdjustRecord
	Note   string
}

// PlayerRound is one player's round (1-based).
type PlayerRound struct {
	Player PlayerID
	Round  int
}

// Record is a source line kept verbatim.
type Record struct {
	Tag  string // first three characters ("240", "XXC", "###"); "" for anything else
	Line string // the whole line without its line end
}

// CheckLineOrder drops [Tournament.LineOrder] unless it names every player exactly once,
// so that a line order read from another file (a crosstable's metadata, a JSON dump)
// never loses or repeats a player.
func (t *Tournament) CheckLineOrder() {
	if len(t.LineOrder) == 0 {
		return
	}
	ok := len(t.LineOrder) == len(t.Players)
	if ok {
		idx := t.PlayerIndex()
		seen := make(map[PlayerID]bool, len(t.LineOrder))
		for _, id := range t.LineOrder {
			if _, in := idx[id]; !in || seen[id] {
				ok = false
				break
			}
			seen[id] = true
		}
	}
	if !ok {
		t.LineOrder = nil
	}
}

// PlayerIndex returns a map from player ID to index in t.Players.
func (t *Tournament) PlayerIndex() map[PlayerID]int {
	m := make(map[PlayerID]int, len(t.Players))
	for i, p := range t.Players {
		m[p.ID] = i
	}
	return m
}

// Player returns the player with the given ID, or nil.
func (t *Tournament) Player(id PlayerID) *Player {
	// Players are normally sorted by ID with ID == index+1; try that first.
	if i := int(id) - 1; i >= 0 && i < len(t.Players) && t.Players[i].ID == id {
		return &t.Players[i]
	}
	for i := range t.Players {
		if t.Players[i].ID == id {
			return &t.Players[i]
		}
	}
	return nil
}

// GamePoints returns the points a player earned from rounds alone.
func (t *Tournament) GamePoints(p *Player) Score {
	var s Score
	for _, r := range p.Rounds {
		s += t.Scoring.Points(r)
	}
	return s
}

// Total returns a player's total: the points from rounds plus every adjustment.
func (t *Tournament) Total(p *Player) Score {
	s := t.GamePoints(p)
	for _, a := range t.Adjustments {
		if a.Player == p.ID {
			s += a.Points
		}
	}
	return s
}

// Totals returns every player's total, indexed like t.Players.
func (t *Tournament) Totals() []Score {
	out := make([]Score, len(t.Players))
	idx := t.PlayerIndex()
	for i := range t.Players {
		out[i] = t.GamePoints(&t.Players[i])
	}
	for _, a := range t.Adjustments {
		if i, ok := idx[a.Player]; ok {
			out[i] += a.Points
		}
	}
	return out
}

// Normalize pads or trims every player's rounds to t.Rounds (raising t.Rounds to the
// longest line first) so that every player has exactly one entry per round.
func (t *Tournament) Normalize() {
	for _, p := range t.Players {
		if len(p.Rounds) > t.Rounds {
			t.Rounds = len(p.Rounds)
		}
	}
	for i := range t.Players {
		p := &t.Players[i]
		for len(p.Rounds) < t.Rounds {
			p.Rounds = append(p.Rounds, Round{})
		}
	}
}

// resultCodes are the machine-readable result codes of the canonical JSON form, indexed
// by Result.
var resultCodes = [...]string{
	NoResult:    "none",
	Win:         "win",
	Draw:        "draw",
	Loss:        "loss",
	WinUnrated:  "win_unrated",
	DrawUnrated: "draw_unrated",
	LossUnrated: "loss_unrated",
	ForfeitWin:  "forfeit_win",
	ForfeitLoss: "forfeit_loss",
	FullBye:     "full_bye",
	HalfBye:     "half_bye",
	ZeroBye:     "zero_bye",
	PairingBye:  "pairing_bye",
	Pending:     "pending",
}

// Code returns the machine-readable code of r ("win", "half_bye", "pending"), as the
// canonical JSON form writes it.
func (r Result) Code() string {
	if int(r) < len(resultCodes) {
		return resultCodes[r]
	}
	return "result_" + strconv.Itoa(int(r))
}

// ParseResultCode returns the result whose [Result.Code] is code.
func ParseResultCode(code string) (Result, bool) {
	for r, c := range resultCodes {
		if c == code {
			return Result(r), true
		}
	}
	return NoResult, false
}

// CheckStatedOrder reports why codes, rules and by cannot be a stated tiebreak order
// ([Tournament.StatedTiebreaks], StatedRules and StatedBy), or nil: there is at least one
// code, each a word without spaces, commas, brackets or '#'; the rules are "uscf" or
// "fide"; the program is named on one line, without brackets. Files that carry the
// order (TRF comments, CSV metadata, JSON) write and read only such orders.
func CheckStatedOrder(codes []string, rules, by string) error {
	if len(codes) == 0 {
		return errors.New("the stated tiebreak order has no code")
	}
	for _, c := range codes {
		if c == "" || strings.ContainsAny(c, " \t\r\n,()#") {
			return fmt.Errorf("stated tiebreak code %q: write a code such as SOLK or BH/C1", c)
		}
	}
	if rules != "uscf" && rules != "fide" {
		return fmt.Errorf("stated tiebreak rules %q: uscf or fide", rules)
	}
	if strings.TrimSpace(by) == "" || strings.ContainsAny(by, "()\r\n") {
		return fmt.Errorf("stated tiebreak program %q: a name on one line, without brackets", by)
	}
	return nil
}
