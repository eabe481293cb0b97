// Package jsonwire is the canonical JSON document of an event, the one set of structs the
// json importer decodes and the json exporter encodes (docs/formats.md describes the
// fields). Empty fields are left out when writing; a missing field reads as empty.
// Standings and Ratings are output only: the importer checks their shape and ignores them.
package jsonwire

// Document is one event (one section): the header, the scoring, the players with their
// rounds, the teams, adjustments and verbatim records, and on output the standings.
type Document struct {
	Name           string   `json:"name"`
	Section        string   `json:"section,omitempty"`
	City           string   `json:"city,omitempty"`
	Federation     string   `json:"federation,omitempty"`
	StartDate      string   `json:"start_date,omitempty"`
	EndDate        string   `json:"end_date,omitempty"`
	ChiefArbiter   string   `json:"chief_arbiter,omitempty"`
	DeputyArbiters []string `json:"deputy_arbiters,omitempty"`
	TimeControl    string   `json:"time_control,omitempty"`
	TypeText       string   `json:"type_text,omitempty"`
	TypeCode       string   `json:"type_code,omitempty"`
	Rounds         int      `json:"rounds"`
	// PlannedRounds is the number of rounds the event plans: those stated, else those
	// the event held before being cut after a round. The exporter writes it always; a
	// file without it (written by an older version) leaves the planned rounds unknown.
	PlannedRounds int      `json:"planned_rounds,omitempty"`
	RoundDates    []string `json:"round_dates,omitempty"`
	Scoring       *Scoring `json:"scoring"`
	Tiebreaks     []string `json:"tiebreaks,omitempty"`
	StandingsDef  []string `json:"standings_def,omitempty"`
	// StatedTiebreaks, StatedRules and StatedBy are the tiebreak order a results
	// program stated outside TRF26 202 ([engine.Tournament.StatedTiebreaks]).
	StatedTiebreaks []string      `json:"stated_tiebreaks,omitempty"`
	StatedRules     string        `json:"stated_rules,omitempty"`
	StatedBy        string        `json:"stated_by,omitempty"`
	Players         []Player      `json:"players"`
	Teams           []Team        `json:"teams,omitempty"`
	TeamScoring     *TeamScoring  `json:"team_scoring,omitempty"`
	TeamByes        []TeamBye     `json:"team_byes,omitempty"`
	TeamForfeits    []TeamForfeit `json:"team_forfeits,omitempty"`
	Adjustments     []Adjustment  `json:"adjustments,omitempty"`
	Records         []Record      `json:"records,omitempty"`
	Unverified      int           `json:"unverified,omitempty"`
	// Unknown lists the player-rounds the source held nothing for (a PGN file's byes and
	// forfeits), read as not paired.
	Unknown []PlayerRound `json:"unknown,omitempty"`
	// LineOrder is the order of a TRF's player lines when it declares XXC rank and lists
	// them out of start-number order.
	LineOrder []int      `json:"line_order,omitempty"`
	Standings *Standings `json:"standings,omitempty"`
	Ratings   *Ratings   `json:"ratings,omitempty"`
}

// Scoring is the points of each result; empty strings keep the defaults.
type Scoring struct {
	WinWhite    string `json:"win_white"`
	WinBlack    string `json:"win_black"`
	DrawWhite   string `json:"draw_white"`
	DrawBlack   string `json:"draw_black"`
	LossWhite   string `json:"loss_white"`
	LossBlack   string `json:"loss_black"`
	ForfeitWin  string `json:"forfeit_win"`
	ForfeitLoss string `json:"forfeit_loss"`
	FullBye     string `json:"full_bye"`
	HalfBye     string `json:"half_bye"`
	ZeroBye     string `json:"zero_bye"`
	PairingBye  string `json:"pairing_bye"`
}

// Player is one player and the rounds they played.
type Player struct {
	ID           int        `json:"id"`
	Name         string     `json:"name"`
	Sex          string     `json:"sex,omitempty"`
	Title        string     `json:"title,omitempty"`
	Rating       int        `json:"rating,omitempty"`
	Federation   string     `json:"federation,omitempty"`
	FIDEID       string     `json:"fide_id,omitempty"`
	Birth        string     `json:"birth,omitempty"`
	Total        string     `json:"total"`
	Declared     string     `json:"declared,omitempty"`
	DeclaredRank int        `json:"declared_rank,omitempty"`
	Club         string     `json:"club,omitempty"`
	National     []National `json:"national,omitempty"`
	Attrs        []Attr     `json:"attrs,omitempty"`
	Rounds       []Round    `json:"rounds"`
}

// National is a national rating and ID of a player.
type National struct {
	Federation string `json:"federation"`
	Rating     int    `json:"rating,omitempty"`
	ID         string `json:"id,omitempty"`
	Class      string `json:"class,omitempty"`
	Origin     string `json:"origin,omitempty"`
	Expiry     string `json:"expiry,omitempty"`
}

// Attr is a column the source had that the model has no field for.
type Attr struct {
	Key   string `json:"key"`
	Value string `json:"value"`
}

// Round is one round of a player: opponent, colour and result code.
type Round struct {
	Round    int    `json:"round"`
	Opponent int    `json:"opponent,omitempty"`
	Color    string `json:"color"`
	Result   string `json:"result"`
}

// Team is one team and its members.
type Team struct {
	ID         int    `json:"id"`
	Name       string `json:"name"`
	Nickname   string `json:"nickname,omitempty"`
	Members    []int  `json:"members"`
	DeclaredMP string `json:"declared_mp,omitempty"`
	DeclaredGP string `json:"declared_gp,omitempty"`
}

// TeamScoring is TRF26 362 and 320: empty strings were not declared.
type TeamScoring struct {
	MatchWin  string `json:"match_win,omitempty"`
	MatchDraw string `json:"match_draw,omitempty"`
	MatchLoss string `json:"match_loss,omitempty"`
	PABMatch  string `json:"pab_match,omitempty"`
	PABGame   string `json:"pab_game,omitempty"`
}

// TeamBye is a bye of a whole team in a round.
type TeamBye struct {
	Round int    `json:"round"`
	Team  int    `json:"team"`
	Kind  string `json:"kind"` // PAB, FPB, HPB, ZPB
}

// TeamForfeit is a team match forfeited as a whole.
type TeamForfeit struct {
	Round  int    `json:"round"`
	White  int    `json:"white"`
	Black  int    `json:"black"`
	Result string `json:"result"`
}

// Adjustment is a points adjustment and where it came from (record or declared).
type Adjustment struct {
	Player int    `json:"player"`
	Round  int    `json:"round,omitempty"`
	Points string `json:"points"`
	Source string `json:"source"`
	Code   string `json:"code,omitempty"`
	Note   string `json:"note,omitempty"`
}

// Record is a line of the source kept verbatim.
type Record struct {
	Tag  string `json:"tag,omitempty"`
	Line string `json:"line"`
}

// Standings is the standings of a standings dump: where the event stands, the tiebreaks and
// one row per player.
type Standings struct {
	// Status is where the event stands ("Final standings", "Standings after round 3");
	// Final is true only for final standings.
	Status    string        `json:"status"`
	Final     bool          `json:"final"`
	Tiebreaks []string      `json:"tiebreaks"`
	Rows      []StandingRow `json:"rows"`
}

// StandingRow is one player of the standings.
type StandingRow struct {
	Place     string            `json:"place"`
	Rank      string            `json:"rank"` // after the tiebreaks; place may be the score group's
	ID        int               `json:"id"`
	Name      string            `json:"name"`
	Points    string            `json:"points"`
	Tiebreaks map[string]string `json:"tiebreaks,omitempty"`
}

// Ratings is the "ratings" section of a standings dump made with --ratings: the rating
// system, whether the values are estimates, the rules and assumptions, and one entry per
// player in start-number order with the values as the ratings CSV gives them.
type Ratings struct {
	System   string          `json:"system"`
	Estimate bool            `json:"estimate"`
	Basis    []string        `json:"basis"`
	Players  []RatingsPlayer `json:"players"`
}

// RatingsPlayer is one player of the ratings section.
type RatingsPlayer struct {
	ID          int    `json:"id"`
	Rating      int    `json:"rating,omitempty"`
	K           string `json:"k,omitempty"`
	RatedGames  int    `json:"rated_games"`
	RatedPoints string `json:"rated_points"`
	Expected    string `json:"expected,omitempty"`
	Change      string `json:"change,omitempty"`
	NewRating   int    `json:"new_rating,omitempty"`
	Performance *int   `json:"performance,omitempty"` // nil without rated games; 0 is a performance
	Note        string `json:"note,omitempty"`
}

// PlayerRound is one player's round (1-based).
type PlayerRound struct {
	Player int `json:"player"`
	Round  int `json:"round"`
}
