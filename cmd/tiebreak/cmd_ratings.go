package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/engine/uscf"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	pdfout "tiebreak/exporters/pdf"
	textout "tiebreak/exporters/text"
)

func newRatingsCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "ratings",
		Usage:     "FIDE rating changes or US Chess rating estimates for an event",
		ArgsUsage: "EVENT",
		Description: `Prints a card per player, in start-number order: each rated game with the
opponent's rating, the result and the expected score, then the rating
change, the new rating and the performance rating.

--system fide (the default unless the event is a US Chess event) follows
the FIDE Rating Regulations (B.02) in force on the event's start date, or
the ones --fide-rules names: 2024 (from 1 March 2024) or 2017 (1 July 2017
to 29 February 2024). Expected scores come from table 8.1.2 with the
400-point rule; K from 8.3.3: 40 under 18 (by birth year) and under 2300,
20 under 2400, 10 from 2400, 20 for everyone with --rapid, capped so that
K x games <= 700. The K of 40 for new players needs their history: give it
with --k, or in a K column of a CSV or XLSX crosstable. A game against an
unrated opponent does not change a rated player's rating; an unrated player
gets an initial rating (8.2) from 5 games against rated opponents.

--system uscf prints ESTIMATES, not official ratings, under the US Chess
rating system (Glickman & Doan, 2020 revision) for the rating system of
the time control (TRF 122, or --time-control): blitz, quick, dual or
regular. Rated players count as established unless --games gives the
games their rating is based on; unrated players start from 1300; floors
above 100 need the player's history: give them with --floor.

CSV contract (--format csv): the header (one line)
   no,name,rating,k,rated_games,rated_points,
   expected,change,new_rating,performance
then one row per player in start-number order; expected is the sum of
expected scores over the rated games, two decimals; change as the system
rounds it (FIDE tenths or hundredths, US Chess whole points); blank where
a value does not apply (no rating, no rated game).

--norms screens every player for GM, IM, WGM and WIM norms under the FIDE
Title Regulations (B.01 1.42-1.48: 9 games, federations, title holders,
unrated opponents, the rating floor, average rating and performance) and
prints the norms reached and the norm performances that missed, with the
numbers; the chief arbiter's certificate decides. With --format pdf (or -o
FILE.pdf) it writes a certificate page per norm reached, laid out like
FIDE's form IT1 for the chief arbiter to check and sign; a norm in an event
with rounds still to play is marked PROVISIONAL.

Examples:
   tiebreak ratings event.trf
   tiebreak ratings --system fide --format csv event.trf
   tiebreak ratings --system fide --k 12=40,15=40 --rapid event.trf
   tiebreak ratings --system uscf --time-control "G/60;d5" event.trf
   tiebreak ratings --system uscf --games 7=4 -o ratings.csv event.trf
   tiebreak ratings --system fide --norms event.trf   (title norm screen)
   tiebreak ratings --system fide --norms -o norms.pdf event.trf

Flags may come before or after EVENT.`,
		Flags: append(append(inputFlags(),
			&cli.StringFlag{Name: "system", Usage: "rating `SYSTEM`: fide or uscf", DefaultText: "uscf for a US Chess event, else fide"},
			&cli.StringFlag{Name: "fide-rules", Usage: "FIDE Rating Regulations `VERSION`: 2024 or 2017", DefaultText: "the text in force on the start date"},
			&cli.StringSliceFlag{Name: "k", Usage: "FIDE: K factor of a player, as `NO=K` (start number); repeat or separate with commas"},
			&cli.BoolFlag{Name: "rapid", Usage: "FIDE: a rapid or blitz event (K = 20 for everyone)"},
			&cli.BoolFlag{Name: "norms", Usage: "FIDE: instead of the cards, screen every player for GM, IM, WGM and WIM norms"},
			&cli.StringFlag{Name: "time-control", Usage: "US Chess: the time control `TC`, e.g. \"G/60;d5\"", DefaultText: "TRF 122"},
			&cli.StringSliceFlag{Name: "games", Usage: "US Chess: games a player's rating is based on, as `NO=N`", DefaultText: "established"},
			&cli.StringSliceFlag{Name: "floor", Usage: "US Chess: a player's rating floor, as `NO=RATING`", DefaultText: "100"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: text, csv, or pdf (with --norms); default: from the -o extension, else text"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically) instead of standard output"},
		), pdfFlags()...),
		Action: func(c *cli.Context) error { return e.runRatings(c) },
	}
}

func (e *env) runRatings(c *cli.Context) error {
	path, err := oneEvent(c)
	if err != nil {
		return err
	}
	out := c.String("output")
	format, err := ratingsFormat(c.String("format"), out)
	if err != nil {
		return err
	}
	if format == "pdf" && !c.Bool("norms") {
		return usagef("--format pdf writes the title norm certificates: add --norms (the rating cards are text or csv)")
	}
	if err := e.refuseTerminal("ratings", format, out, "norms.pdf"); err != nil {
		return err
	}
	system := strings.ToLower(c.String("system"))
	switch system {
	case "", "fide", "uscf":
	default:
		return choiceError(fmt.Sprintf("unknown rating system %q", c.String("system")), c.String("system"), []string{"fide", "uscf"}, "systems")
	}
	regs := fide.RatingRegulations(c.String("fide-rules"))
	switch regs {
	case "", fide.Regulations2024, fide.Regulations2017:
	default:
		return choiceError(fmt.Sprintf("unknown FIDE Rating Regulations %q", regs), string(regs), []string{"2024", "2017"}, "versions")
	}
	ev, err := e.load(settingsFrom(c), path)
	if err != nil {
		return err
	}
	e.noteWarnings(ev)
	t := ev.t
	if system == "" {
		system = "fide"
		if t.IsUSEvent() {
			system = "uscf"
		}
	}
	var rep *exporters.RatingReport
	if system == "fide" {
		k, err := perPlayer(t, c.StringSlice("k"), "k", "K")
		if err != nil {
			return err
		}
		rep = fideReport(t, fide.RatingOptions{Regulations: regs, K: k, RapidBlitz: c.Bool("rapid")})
		if c.Bool("norms") {
			if format == "csv" {
				return usagef("--norms prints the norm screens as text, or the certificates with --format pdf; not as csv")
			}
			addNorms(rep, t)
		}
	} else {
		if c.Bool("norms") {
			return usagef("--norms screens FIDE title norms; use it with --system fide")
		}
		games, err := perPlayer(t, c.StringSlice("games"), "games", "N")
		if err != nil {
			return err
		}
		tc := c.String("time-control")
		if tc == "" {
			tc = t.TimeControl
		}
		floors, err := perPlayer(t, c.StringSlice("floor"), "floor", "RATING")
		if err != nil {
			return err
		}
		rep, err = uscfReport(t, tc, uscf.EstimateOptions{Games: games, Floors: floors})
		if err != nil {
			return err
		}
	}
	opts := exporters.Options{Generator: "tiebreak " + version}
	if err := e.pdfOptions(settingsFrom(c), format, &opts); err != nil {
		return err
	}
	return e.writeOutput(out, func(w io.Writer) error {
		if format == "pdf" {
			return pdfout.WriteNormCertificates(w, rep, opts)
		}
		if format == "csv" {
			return csvout.WriteRatings(w, rep)
		}
		return textout.WriteRatings(w, rep)
	})
}

// ratingsFormat returns the output format: --format, else the -o extension, else text.
func ratingsFormat(format, out string) (string, error) {
	if format == "" && out != "" && out != "-" {
		switch strings.ToLower(filepath.Ext(out)) {
		case ".csv":
			return "csv", nil
		case ".txt":
			return "text", nil
		case ".pdf":
			return "pdf", nil
		}
		return "", usagef("cannot tell the format from %q; add --format (text, csv or pdf)", filepath.Base(out))
	}
	switch f := strings.ToLower(format); f {
	case "":
		return "text", nil
	case "text", "csv", "pdf":
		return f, nil
	}
	return "", choiceError(fmt.Sprintf("unknown format %q", format), format, []string{"text", "csv", "pdf"}, "formats")
}

// perPlayer reads NO=VALUE entries (start number, positive whole number), given as
// repeated flags or separated by commas, into a map by player index.
func perPlayer(t *engine.Tournament, entries []string, flag, what string) (map[int]int, error) {
	if len(entries) == 0 {
		return nil, nil
	}
	idx := t.PlayerIndex()
	out := map[int]int{}
	for _, list := range entries {
		for _, entry := range strings.Split(list, ",") {
			no, val, ok := strings.Cut(strings.TrimSpace(entry), "=")
			n, err1 := strconv.Atoi(strings.TrimSpace(no))
			v, err2 := strconv.Atoi(strings.TrimSpace(val))
			if !ok || err1 != nil || err2 != nil || v <= 0 {
				return nil, usagef("--%s %q: write the start number, '=' and %s, e.g. --%s 12=%s", flag, entry, what, flag, map[string]string{"K": "40", "N": "4", "RATING": "1600"}[what])
			}
			i, found := idx[engine.PlayerID(n)]
			if !found {
				return nil, usagef("--%s %q: the event has no player with start number %d", flag, entry, n)
			}
			out[i] = v
		}
	}
	return out, nil
}

// fideReport runs the FIDE calculation and formats it.
func fideReport(t *engine.Tournament, o fide.RatingOptions) *exporters.RatingReport {
	if o.Regulations == "" {
		o.Regulations = fide.RegulationsFor(t)
	}
	kText := "K: rating and birth year (8.3.3)"
	switch {
	case o.RapidBlitz:
		kText = "K: 20, rapid/blitz (8.3.3)"
	case len(o.K) > 0:
		kText += ", " + strconv.Itoa(len(o.K)) + " by --k"
	}
	rep := &exporters.RatingReport{T: t, System: "FIDE", Basis: []string{
		o.Regulations.TitleFor(t) + ".",
		"Expected score: table 8.1.2, " + o.Regulations.FourHundredRule(t) + ". " + kText + ".",
		"Games against unrated opponents are not rated. Performance: Ra + dp (8.1.1).",
	}}
	rep.Legend = "FIDE rating changes, " + o.Regulations.TitleFor(t) + "; expected scores from table 8.1.2 with " + o.Regulations.FourHundredRule(t) + "; games against unrated opponents not rated; for an unrated player the post-event rating is the initial rating (8.2) where the event completes one."
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
	return rep
}

// uscfReport runs the US Chess estimate for the time control tc and formats it.
func uscfReport(t *engine.Tournament, tc string, o uscf.EstimateOptions) (*exporters.RatingReport, error) {
	sys, mm, ss, ok := uscf.SystemFor(tc)
	var system []string
	legendSystem := string(sys) + " rating system"
	switch {
	case strings.TrimSpace(tc) == "":
		system = []string{"Time control not in the file: estimated as regular (give --time-control)."}
		legendSystem = "regular rating system assumed (time control not in the file)"
	case !ok:
		return nil, fmt.Errorf("time control %q: US Chess rates games from G/5 (main time plus delay or increment of 5 or more); give the time control with --time-control, e.g. \"G/60;d5\"", tc)
	case sys == uscf.Dual:
		system = []string{fmt.Sprintf("Time control %s (%d+%d): dual-rated, regular and quick;", tc, mm, ss),
			"estimated from the one US Chess rating in the file."}
		legendSystem = "dual-rated event, estimated from the one US Chess rating in the file"
	default:
		system = []string{fmt.Sprintf("Time control %s (%d+%d): %s rating system.", tc, mm, ss, sys)}
	}
	basis := append([]string{"ESTIMATES, not official ratings: US Chess rating system (Glickman & Doan 2020)."}, system...)
	basis = append(basis, "Assumed: rated players established (unless --games), unrated from 1300,",
		"floor 100 only unless --floor (higher floors need the player's history).",
		"Rtg: each opponent at its intermediate rating (the paper's Step 4), as Step 5 rates.")
	rep := &exporters.RatingReport{T: t, System: "US Chess", Estimate: true, Basis: basis,
		Legend: "ESTIMATES, not official ratings: US Chess rating system (Glickman & Doan 2020), " + legendSystem +
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

// ratingsFlag is standings' --ratings.
func ratingsFlag() cli.Flag {
	return &cli.StringFlag{Name: "ratings", Usage: "add rating change and post-event rating columns for `SYSTEM` (fide, or uscf estimates); 'tiebreak ratings' shows how"}
}

// standingsRatings returns the rating report standings --ratings asks for, or nil.
// Formats without rating columns (trf) are refused rather than written without them.
func standingsRatings(c *cli.Context, format string, t *engine.Tournament) (*exporters.RatingReport, error) {
	if !c.IsSet("ratings") {
		return nil, nil
	}
	if format != "text" && format != "csv" && format != "json" && format != "pdf" && format != "xlsx" {
		return nil, usagef("--ratings adds rating columns to text, csv, json, pdf and xlsx standings, not %s; run 'tiebreak ratings' for the rating cards", format)
	}
	return ratingReport(c.String("ratings"), t)
}

// ratingReport returns the rating report of --ratings SYSTEM for t: FIDE rating changes
// or US Chess estimates with the defaults and the file's time control.
func ratingReport(system string, t *engine.Tournament) (*exporters.RatingReport, error) {
	if err := checkRatingsSystem(system); err != nil {
		return nil, err
	}
	if strings.ToLower(system) == "fide" {
		return fideReport(t, fide.RatingOptions{}), nil
	}
	return uscfReport(t, t.TimeControl, uscf.EstimateOptions{})
}

// checkRatingsSystem refuses a --ratings value other than fide and uscf.
func checkRatingsSystem(system string) error {
	switch strings.ToLower(system) {
	case "fide", "uscf":
		return nil
	}
	return choiceError(fmt.Sprintf("--ratings %q: unknown rating system", system), system, []string{"fide", "uscf"}, "systems")
}

// addNorms screens every player for title norms and keeps, for printing, the norms
// reached and the norm performances that missed on the other requirements.
func addNorms(rep *exporters.RatingReport, t *engine.Tournament) {
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
