package pipeline

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/lists"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
)

// FIDERatings runs the FIDE rating calculation of t and formats it for the outputs. It
// rates from FIDE ratings only: an event whose ratings are US Chess ratings
// ([fide.USChessRatings]), or in which nobody has a rating, is refused with a
// [NoFIDERatingsError].
func FIDERatings(t *engine.Tournament, o fide.RatingOptions) (*exporters.RatingReport, error) {
	if us := fide.USChessRatings(t); us || fide.Rated(t) == 0 {
		return nil, &NoFIDERatingsError{USChess: us}
	}
	if o.Regulations == "" {
		o.Regulations = fide.RegulationsFor(t)
	}
	kText := "K: rating and birth year (8.3.3)"
	switch {
	case o.RapidBlitz:
		kText = "K: 20, rapid/blitz (8.3.3)"
	case len(o.K) > 0:
		kText += ", " + strconv.Itoa(len(o.K)) + " set by the director"
	}
	rep := &exporters.RatingReport{T: t, System: "FIDE", Basis: []string{
		o.Regulations.TitleFor(t) + ".",
		"Expected score: table 8.1.2, " + o.Regulations.FourHundredRule(t) + ". " + kText + ".",
		"Games against unrated opponents are not rated. Performance: Ra + dp (8.1.1).",
	}}
	rep.Legend = "FIDE rating changes, " + o.Regulations.TitleFor(t) + "; expected scores from table 8.1.2 with " + o.Regulations.FourHundredRule(t) + "; games against unrated opponents not rated; for an unrated player the post-event rating is the initial rating (8.2) where the event completes one."
	if note := o.Regulations.EditionNote(t); note != "" {
		rep.Basis = slices.Insert(rep.Basis, 1, note)
		rep.Legend += " " + note
	}
	hundredths := func(c int) string { return engine.Score(c * 100).String() }
	for i, r := range fide.Ratings(t, o) {
		row := exporters.RatingRow{Player: i, Rating: r.Rating, Points: r.Points, NewRating: r.NewRating,
			Performance: r.Performance, Note: r.Note}
		if r.Initial {
			row.Note = "initial rating (8.2)"
		}
		if r.Rating > 0 {
			row.K, row.KNote = strconv.Itoa(r.K), string(r.KSource)
			row.Expected = engine.Score(r.Expected * 100).Format(2)
			row.Change = hundredths(r.Change)
		}
		for _, g := range r.Games {
			rg := exporters.RatingGame{Round: g.Round, Opponent: g.Opponent, OpponentRating: g.OpponentRating, Points: g.Points}
			if r.Rating > 0 {
				rg.Expected = engine.Score(g.Expected * 100).Format(2)
				rg.Change = hundredths(g.Change)
			}
			row.Games = append(row.Games, rg)
		}
		rep.Rows = append(rep.Rows, row)
	}
	return rep, nil
}

// NoFIDERatingsError is an event in which no player has a FIDE rating (its ratings are
// US Chess ratings, or it has none): FIDE rating changes cannot be computed.
type NoFIDERatingsError struct {
	// USChess says whether the file's ratings are US Chess ratings.
	USChess bool
}

func (e *NoFIDERatingsError) Error() string {
	if e.USChess {
		return "the ratings in this file are US Chess ratings, not FIDE ratings, and FIDE rating changes are computed from FIDE ratings only"
	}
	return "no player of this event has a FIDE rating: FIDE rating changes are computed from FIDE ratings only"
}

// Remedies are, for US Chess ratings, US Chess rating estimates.
func (e *NoFIDERatingsError) Remedies() []remedy.Remedy {
	if e.USChess {
		return []remedy.Remedy{remedy.UseUSChess}
	}
	return nil
}

// EstimateAsks names, in the basis of a US Chess estimate, how the director gives
// what the estimate otherwise assumes: the time control, each player's games before
// the event, a rating floor above 100 (a command names its flags). An empty field is
// worded plainly ("give the time control").
type EstimateAsks struct {
	TimeControl, Games, Floor string
}

// USChessEstimates runs the US Chess rating estimate of t for the time control tc and
// formats it for the outputs (every line says these are estimates); ask names how the
// director gives what it assumes.
func USChessEstimates(t *engine.Tournament, tc string, o uscf.EstimateOptions, ask EstimateAsks) (*exporters.RatingReport, error) {
	ask.TimeControl = cmp.Or(ask.TimeControl, "the time control")
	ask.Games = cmp.Or(ask.Games, "games given")
	ask.Floor = cmp.Or(ask.Floor, "given")
	sys, mm, ss, ok := uscf.SystemFor(tc)
	var system []string
	legendSystem := string(sys) + " rating system"
	switch {
	case strings.TrimSpace(tc) == "":
		system = []string{"Time control not in the file: estimated as regular (give " + ask.TimeControl + ")."}
		legendSystem = "regular rating system assumed (time control not in the file)"
	case !ok:
		return nil, &TimeControlError{TimeControl: tc}
	case sys == uscf.Dual:
		system = []string{fmt.Sprintf("Time control %s (%d+%d): dual-rated, regular and quick;", tc, mm, ss),
			"estimated from the one US Chess rating in the file."}
		legendSystem = "dual-rated event, estimated from the one US Chess rating in the file"
	default:
		system = []string{fmt.Sprintf("Time control %s (%d+%d): %s rating system.", tc, mm, ss, sys)}
	}
	rules, rulesLines := usChessRules(t, o.Bonus)
	o.Bonus = rules.Bonus
	basis := append(append([]string{"ESTIMATES, not official ratings: US Chess rating system (Glickman & Doan 2020)."}, rulesLines...), system...)
	basis = append(basis, "Assumed: rated players established (unless "+ask.Games+"), unrated from 1300,",
		"floor 100 only unless "+ask.Floor+" (higher floors need the player's history).",
		"Rtg: each opponent at its intermediate rating (the paper's Step 4), as Step 5 rates.")
	rep := &exporters.RatingReport{T: t, System: "US Chess", Estimate: true, Basis: basis,
		Legend: "ESTIMATES, not official ratings: US Chess rating system (Glickman & Doan 2020), " + legendSystem +
			", bonus threshold " + strconv.Itoa(rules.Bonus) +
			"; rated players taken as established, unrated players from 1300, floor 100 only unless given."}
	for i, r := range uscf.Estimates(t, o) {
		row := exporters.RatingRow{Player: i, Rating: r.Rating, Points: r.Points, Performance: r.Performance}
		if len(r.Games) > 0 {
			row.NewRating = r.NewRating
			if r.Rating > 0 {
				row.Change = strconv.Itoa(r.NewRating - r.Rating)
			}
			row.Note = string(r.Formula) + " formula"
			if r.Formula == uscf.Standard {
				row.K = fmt.Sprintf("%.2f", r.K)
				row.KNote = fmt.Sprintf("N' %.2f", r.Effective)
				row.Expected = fmt.Sprintf("%.2f", r.Expected)
				if r.Bonus > 0 {
					row.Note += fmt.Sprintf(", bonus %.2f", r.Bonus)
				}
			}
		}
		for _, g := range r.Games {
			rg := exporters.RatingGame{Round: g.Round, Opponent: g.Opponent, OpponentRating: int(g.OpponentRating + 0.5), Points: g.Points}
			if r.Formula == uscf.Standard {
				rg.Expected = fmt.Sprintf("%.2f", g.Expected)
			}
			row.Games = append(row.Games, rg)
		}
		rep.Rows = append(rep.Rows, row)
	}
	return rep, nil
}

// usChessRules returns the US Chess rating rules an estimate of t uses and the lines that
// say so: those in force on the event's end date (its start date when the file gives no
// end), the latest when the file has no date, or the bonus threshold bonus when the
// director set one (bonus > 0).
func usChessRules(t *engine.Tournament, bonus int) (uscf.Rules, []string) {
	end := uscf.EventEnd(t)
	inForce := uscf.RulesOn(end)
	when := "the event's date is not in the file: the latest rules"
	if !end.IsZero() {
		when = "in force for an event ending " + end.Words()
	}
	if bonus > 0 && bonus != inForce.Bonus {
		r := inForce
		r.Bonus = bonus
		return r, []string{fmt.Sprintf("Bonus threshold %d, set by the director; %s:", bonus, when), inForce.String() + "."}
	}
	return inForce, []string{fmt.Sprintf("%s (%s).", inForce, when)}
}

// RatingSystems are the rating systems a rating report can be made for.
var RatingSystems = []string{"fide", "uscf"}

// Ratings returns the rating report of system ("fide" or "uscf") for t, as the rating
// columns of standings, wall charts and sites show it: FIDE rating changes or US Chess
// estimates with the defaults and the file's time control.
func Ratings(system string, t *engine.Tournament) (*exporters.RatingReport, error) {
	switch strings.ToLower(system) {
	case "fide":
		return FIDERatings(t, fide.RatingOptions{})
	case "uscf":
		return USChessEstimates(t, t.TimeControl, uscf.EstimateOptions{}, EstimateAsks{})
	}
	return nil, &ChoiceError{Setting: "ratings", Value: system, Choices: RatingSystems}
}

// TimeControlError is a time control US Chess does not rate (faster than G/5), or that
// cannot be read.
type TimeControlError struct{ TimeControl string }

func (e *TimeControlError) Error() string {
	return fmt.Sprintf("time control %q: US Chess rates games from G/5 (main time plus delay or increment of 5 or more)", e.TimeControl)
}

// Remedies are giving the time control.
func (e *TimeControlError) Remedies() []remedy.Remedy { return []remedy.Remedy{remedy.GiveTimeControl} }

// AddNorms screens every player of t for FIDE title norms and adds to rep, for printing,
// the norms reached (with their certificates) and the norm performances that missed on
// the other requirements.
func AddNorms(rep *exporters.RatingReport, t *engine.Tournament) {
	rep.NormsBasis = []string{
		"A screen under the FIDE Title Regulations (B.01, articles 1.42-1.48): the chief",
		"arbiter's certificate decides. Not seen in the file: the event's registration, its",
		"arbiters, titles awarded since the start, the exemptions of 1.43 and the bye rules",
		fmt.Sprintf("of 1.42. Unrated opponents count at %d; one opponent is raised to the floor.", fide.NormUnrated),
	}
	for _, nc := range fide.Norms(t) {
		rep.NormsScreened++
		if !nc.Achieved && (nc.Games < 9 || nc.Performance < nc.Title.Performance()) {
			continue
		}
		ra := fmt.Sprintf("average rating of the opponents %d", nc.Ra)
		if nc.Raised != 0 {
			ra += fmt.Sprintf(" (player %d's %d raised to the %d floor)", nc.Raised, nc.RaisedFrom, nc.Floor)
		}
		req := "no score reaches it"
		if nc.Required >= 0 {
			req = nc.Required.String() + " needed"
		}
		rep.Norms = append(rep.Norms, exporters.NormRow{Player: nc.Player, Title: string(nc.Title), Achieved: nc.Achieved,
			Numbers: []string{
				fmt.Sprintf("%d games, %s; %s; performance %d (%s)", nc.Games, nc.Points.PointsText(), ra, nc.Performance, req),
				fmt.Sprintf("federations besides the player's: %d; from the player's: %d; most from one: %d", nc.Federations, nc.OwnFed, nc.MostOneFed),
				fmt.Sprintf("title holders: %d; holding %s or a higher title: %d; unrated: %d", nc.TitleHolders, nc.Title, nc.Sought, nc.Unrated),
			},
			Missing: nc.Missing, Cert: normCertificate(t, nc)})
	}
}

// normCertificate returns what the certificate of nc prints: the numbers of the screen
// and the games it counted (played over the board, in the event's rounds), each opponent
// at the rating the norm counts. It returns nil when the games found do not add up to
// the screen's numbers, so that no certificate prints other numbers than the screen.
func normCertificate(t *engine.Tournament, nc fide.NormCheck) *exporters.NormCertificate {
	idx := t.PlayerIndex()
	p := &t.Players[nc.Player]
	c := &exporters.NormCertificate{Games: nc.Games, Points: nc.Points, Federations: nc.Federations, OwnFed: nc.OwnFed,
		MostOneFed: nc.MostOneFed, TitleHolders: nc.TitleHolders, Sought: nc.Sought, Unrated: nc.Unrated,
		UnratedAt: fide.NormUnrated, Raised: nc.Raised, RaisedFrom: nc.RaisedFrom, Floor: nc.Floor, Ra: nc.Ra,
		MinRa: nc.Title.MinimumAverage(), Performance: nc.Performance, MinRp: nc.Title.Performance(), Required: nc.Required}
	raised := nc.Raised == 0
	sum := 0
	var points engine.Score
	for r, rd := range p.Rounds {
		if r >= t.Rounds || !rd.Result.Played() || rd.Result >= engine.WinUnrated {
			continue
		}
		j, ok := idx[rd.Opponent]
		if !ok {
			continue
		}
		o := normGame(t, j, r, rd.Result)
		if o.Rating == 0 {
			o.Rating = fide.NormUnrated
		}
		if !raised && int(t.Players[j].ID) == nc.Raised && o.Rating == nc.RaisedFrom {
			o.Rating, raised = nc.Floor, true
		}
		sum += o.Rating
		points += o.Points
		c.Opponents = append(c.Opponents, o)
	}
	n := len(c.Opponents)
	if n != nc.Games || points != nc.Points || !raised || n == 0 || (2*sum+n)/(2*n) != nc.Ra {
		return nil
	}
	return c
}

// normGame returns the game of round r (0-based) against player j with result res,
// the opponent at the rating of the file.
func normGame(t *engine.Tournament, j, r int, res engine.Result) exporters.NormOpponent {
	o := exporters.NormOpponent{Round: r + 1, Player: j, Rating: t.Players[j].Rating}
	switch res {
	case engine.Win:
		o.Points = engine.Point
	case engine.Draw:
		o.Points = engine.Half
	}
	return o
}

// RatingReportCheck is what an event is checked against before its rating report is
// sent (check --for): the federation's own refusals, and its list of players when one
// was given.
type RatingReportCheck struct {
	// System is the federation: "uscf" or "fide".
	System string
	// Members is the US Chess member look-up (System uscf), when Listed.
	Members []uscf.Member
	// Players is the FIDE rating list (System fide), when Listed.
	Players []fide.ListPlayer
	// Listed says whether a list of players was given, so that t is compared with it.
	Listed bool
}

// Problems returns what would make the rating report of t refused or held: the
// federation's report checks, then the players that differ from its list. A nil check
// (no report to check) finds nothing.
func (c *RatingReportCheck) Problems(t *engine.Tournament) []engine.Problem {
	if c == nil {
		return nil
	}
	if c.System == "fide" {
		out := fide.ReportProblems(t)
		if c.Listed {
			out = append(out, fide.ListProblems(t, c.Players)...)
		}
		return out
	}
	out := uscf.ReportProblems(t)
	if c.Listed {
		out = append(out, uscf.MemberProblems(t, c.Members)...)
	}
	return out
}

// ReportCheckFiles names what the check of a rating report reads: the federation For
// (uscf or fide, in any case) and its list of players, the US Chess member look-up
// export (Members, a file name) or the FIDE rating list (Players).
type ReportCheckFiles struct{ For, Members, Players string }

// Open returns the check of the rating report f names; nil when f names nothing. Its
// list is read whole within the importers' budget, opened told first (the run notes
// the file as an input); one that cannot be read is a [ReadError]. An unknown
// federation is a [ChoiceError] of setting "for"; a list without its federation a
// [ListForError].
func (f ReportCheckFiles) Open(ctx context.Context, opened func(path string)) (*RatingReportCheck, error) {
	system := strings.ToLower(f.For)
	switch {
	case system == "" && f.Members == "" && f.Players == "":
		return nil, nil
	case system != "" && system != "uscf" && system != "fide":
		return nil, &ChoiceError{Setting: "for", Value: f.For, Choices: []string{"uscf", "fide"}}
	case f.Members != "" && system != "uscf":
		return nil, &ListForError{List: "members", For: system}
	case f.Players != "" && system != "fide":
		return nil, &ListForError{List: "players", For: system}
	}
	rc := &RatingReportCheck{System: system, Listed: f.Members != "" || f.Players != ""}
	var data []byte
	var err error
	switch {
	case f.Members != "":
		if data, err = readList(ctx, "the members file", f.Members, opened); err == nil {
			rc.Members, err = lists.ReadMembers(f.Members, data)
		}
	case f.Players != "":
		if data, err = readList(ctx, "the FIDE rating list", f.Players, opened); err == nil {
			rc.Players, err = lists.ReadFIDEList(f.Players, data)
		}
	}
	return rc, err
}

// readList reads the list file path, which what names, whole within the importers'
// budget, telling opened once it is open.
func readList(ctx context.Context, what, path string, opened func(string)) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, FileError(what, path, err)
	}
	defer f.Close()
	opened(path)
	src, err := importers.ReadContext(ctx, path, f)
	return src.Data, err
}

// ListForError is a list of players given for a rating report without its
// federation: List is "members" (US Chess) or "players" (FIDE); For is the federation
// named, "" for none.
type ListForError struct{ List, For string }

func (e *ListForError) Error() string {
	if e.List == "members" {
		return "the US Chess member list is for a US Chess rating report"
	}
	return "the FIDE rating list is for a FIDE rating report"
}
