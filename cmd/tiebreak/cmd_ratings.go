package main

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/remedy"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newRatingsCommand(e *env) *cli.Command {
	o := ratingsOptions{settings: &settings{command: "ratings"}}
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
Only FIDE ratings count: a file whose ratings are US Chess ratings
(SwissSys, US Chess DBF) is refused, and an event that started before
1 July 2017 is rated by the 2017 text, which the heading says.

--system uscf prints ESTIMATES, not official ratings, under the US Chess
rating system (Glickman & Doan, 2020 revision) for the rating system of
the time control (TRF 122, or --time-control): blitz, quick, dual or
regular. Rated players count as established unless --games gives the
games their rating is based on; unrated players start from 1300; floors
above 100 need the player's history: give them with --floor. The bonus
threshold is the one in force on the event's end date (12 before May
2017, 14 from 1 May 2017, 12 from 1 February 2023, 10 from 2025; the
latest when the file has no date); -O bonus=B reproduces a rating run
made with another.

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
   tiebreak ratings --system uscf -O bonus=14 event.trf
   tiebreak ratings --system fide --norms event.trf   (title norm screen)
   tiebreak ratings --system fide --norms -o norms.pdf event.trf

Flags may come before or after EVENT.`,
		Flags: slices.Concat(inputFlags(o.settings), []cli.Flag{
			&cli.StringFlag{Name: "system", Destination: &o.Text.System, Usage: "rating `SYSTEM`: fide or uscf", DefaultText: "uscf for a US Chess event, else fide"},
			&cli.StringFlag{Name: "fide-rules", Destination: &o.Text.Regulations, Usage: "FIDE Rating Regulations `VERSION`: 2024 or 2017", DefaultText: "the text in force on the start date"},
			&cli.StringSliceFlag{Name: "k", Action: into(&o.Text.K), Usage: "FIDE: K factor of a player, as `NO=K` (start number; K at most 40, and K x rated games at most 700); repeat or separate with commas"},
			&cli.BoolFlag{Name: "rapid", Destination: &o.Text.Rapid, Usage: "FIDE: a rapid or blitz event (K = 20 for everyone)"},
			&cli.BoolFlag{Name: "norms", Destination: &o.Text.Norms, Usage: "FIDE: instead of the cards, screen every player for GM, IM, WGM and WIM norms"},
			&cli.StringFlag{Name: "time-control", Destination: &o.Text.TimeControl, Usage: "US Chess: the time control `TC`, e.g. \"G/60;d5\"", DefaultText: "TRF 122"},
			&cli.StringSliceFlag{Name: "games", Action: into(&o.Text.Games), Usage: "US Chess: games a player's rating is based on, as `NO=N`", DefaultText: "established"},
			&cli.StringSliceFlag{Name: "floor", Action: into(&o.Text.Floors), Usage: "US Chess: a player's rating floor, as `NO=RATING` (a whole hundred from 100 to 2200)", DefaultText: "100"},
			&cli.StringSliceFlag{Name: "option", Aliases: []string{"O"}, Action: into(&o.Text.Variants), Usage: "US Chess: rule variant `NAME=VALUE`: bonus=B, the bonus threshold", DefaultText: "the rules of the event's end date"},
		}, o.fileOutput.flags(e.formats.Ratings, " (with --norms)"), pdfFlags(o.settings)),
		Action: action(e.runRatings, &o),
	}
}

// ratingsOptions are the flags of ratings, each bound to its field.
type ratingsOptions struct {
	// settings are the input and PDF flags.
	*settings
	// Text holds the rating flags as given, read by [pipeline.RatingsText.Options].
	Text pipeline.RatingsText
	fileOutput
}

// runRatings writes the rating cards (or norm screens) of the one event of args.
func (e *env) runRatings(ctx context.Context, opts ratingsOptions, args []string) error {
	ex, err := e.exporter("ratings", e.formats.Ratings, opts.fileOutput)
	if err != nil {
		return err
	}
	norms := opts.Text.Norms
	switch format := ex.Name(); {
	case format == "pdf" && !norms:
		return usagef("--format pdf writes the title norm certificates: add --norms (the rating cards are text or csv)")
	case format == "csv" && norms:
		return usagef("--norms prints the norm screens as text, or the certificates with --format pdf; not as csv")
	}
	ro, err := opts.Text.Options()
	ro.Asks = pipeline.EstimateAsks{TimeControl: "--time-control", Games: settingFlags[remedy.Games], Floor: settingFlags[remedy.Floor]}
	if err != nil {
		return ratingsError(err)
	}
	ev, err := e.loadArg(ctx, opts.settings, args)
	if err != nil {
		return err
	}
	rep, err := pipeline.RatingsReport(ev.T, ro)
	if err != nil {
		return ratingsError(err)
	}
	doc := &exporters.Document{T: ev.T, Ratings: rep, Opts: exporters.Options{Generator: "tiebreak " + version}}
	return e.export(ctx, opts.settings, opts.Output, ex, doc, nil)
}

// ratingsError words an error of [pipeline.RatingsReport] in the flags of ratings: the
// flag of the setting it is about and its remedies ([worded]); the values the rules'
// limits refuse, one a line.
func ratingsError(err error) error {
	if ce, ok := errors.AsType[*pipeline.ChoiceError](err); ok {
		return settingError(ce)
	}
	if le, ok := errors.AsType[*pipeline.RatingLimitsError](err); ok {
		var lines []string
		for _, re := range le.Limits() {
			lines = append(lines, fmt.Sprintf("%s %d=%d: %s", settingFlags[le.Value.Setting()], re.Player, re.Value, re.Limit))
		}
		return fmt.Errorf("%s; nothing was rated", strings.Join(lines, "\n"))
	}
	return worded(err)
}

// ratingsFlag is standings' --ratings, bound to s.
func ratingsFlag(s *settings) cli.Flag {
	return &cli.StringFlag{Name: "ratings", Destination: &s.Ratings, Usage: "add rating change and post-event rating columns for `SYSTEM` (fide, or uscf estimates); 'tiebreak ratings' shows how",
		Action: func(_ *cli.Context, v string) error { s.RatingsSet, s.Given.Ratings = true, &v; return nil }}
}

// standingsRatings returns the rating system standings --ratings asks for in format
// ("" when it was not given, set false); formats without rating columns (trf) are
// refused rather than written without them.
func standingsRatings(set bool, system, format string) (string, error) {
	if !set {
		return "", nil
	}
	if format != "text" && format != "csv" && format != "json" && format != "pdf" && format != "xlsx" {
		return "", usagef("--ratings adds rating columns to text, csv, json, pdf and xlsx standings, not %s; run 'tiebreak ratings' for the rating cards", format)
	}
	return system, nil
}

// checkRatingsSystem refuses a --ratings value other than fide and uscf.
func checkRatingsSystem(system string) error {
	if slices.Contains(pipeline.RatingSystems, strings.ToLower(system)) {
		return nil
	}
	return choiceError(fmt.Sprintf("--ratings %q: unknown rating system", system), system, pipeline.RatingSystems, "systems")
}
