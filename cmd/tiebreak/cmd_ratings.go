package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/fide"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
	"github.com/tiebreak-chess/tiebreak/pipeline"
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
		Flags: append(append(inputFlags(),
			&cli.StringFlag{Name: "system", Usage: "rating `SYSTEM`: fide or uscf", DefaultText: "uscf for a US Chess event, else fide"},
			&cli.StringFlag{Name: "fide-rules", Usage: "FIDE Rating Regulations `VERSION`: 2024 or 2017", DefaultText: "the text in force on the start date"},
			&cli.StringSliceFlag{Name: "k", Usage: "FIDE: K factor of a player, as `NO=K` (start number; K at most 40, and K x rated games at most 700); repeat or separate with commas"},
			&cli.BoolFlag{Name: "rapid", Usage: "FIDE: a rapid or blitz event (K = 20 for everyone)"},
			&cli.BoolFlag{Name: "norms", Usage: "FIDE: instead of the cards, screen every player for GM, IM, WGM and WIM norms"},
			&cli.StringFlag{Name: "time-control", Usage: "US Chess: the time control `TC`, e.g. \"G/60;d5\"", DefaultText: "TRF 122"},
			&cli.StringSliceFlag{Name: "games", Usage: "US Chess: games a player's rating is based on, as `NO=N`", DefaultText: "established"},
			&cli.StringSliceFlag{Name: "floor", Usage: "US Chess: a player's rating floor, as `NO=RATING` (a whole hundred from 100 to 2200)", DefaultText: "100"},
			&cli.StringSliceFlag{Name: "option", Aliases: []string{"O"}, Usage: "US Chess: rule variant `NAME=VALUE`: bonus=B, the bonus threshold", DefaultText: "the rules of the event's end date"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: text, csv, or pdf (with --norms); default: from the -o extension, else text"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically) instead of standard output"},
		), pdfFlags()...),
		Action: func(c *cli.Context) error {
			return e.runRatings(c.Context, ratingsOptionsFrom(c), c.Args().Slice())
		},
	}
}

// ratingsOptions are the flags of ratings.
type ratingsOptions struct {
	// settings are the input and PDF flags.
	*settings
	// System is the rating system --system names, as given; empty, it follows the event.
	System string
	// FIDERules names the FIDE Rating Regulations (--fide-rules): 2024 or 2017.
	FIDERules string
	// K holds the --k entries, NO=K, as given.
	K []string
	// Rapid says whether --rapid makes the event rapid or blitz (K = 20 for everyone).
	Rapid bool
	// Norms says whether --norms screens the players for FIDE title norms instead.
	Norms bool
	// TimeControl is the US Chess time control --time-control gives; empty, the event's.
	TimeControl string
	// Games holds the --games entries, NO=N, as given.
	Games []string
	// Floors holds the --floor entries, NO=RATING, as given.
	Floors []string
	// Options holds the --option entries, NAME=VALUE, as given.
	Options []string
	// Format is the output format --format names; empty, it follows the extension of
	// Output, else text.
	Format string
	// Output is the file --output names; empty or "-" is standard output.
	Output string
}

// ratingsOptionsFrom reads the flags of ratings from c.
func ratingsOptionsFrom(c *cli.Context) ratingsOptions {
	return ratingsOptions{
		settings:    settingsFrom(c),
		System:      c.String("system"),
		FIDERules:   c.String("fide-rules"),
		K:           c.StringSlice("k"),
		Rapid:       c.Bool("rapid"),
		Norms:       c.Bool("norms"),
		TimeControl: c.String("time-control"),
		Games:       c.StringSlice("games"),
		Floors:      c.StringSlice("floor"),
		Options:     c.StringSlice("option"),
		Format:      c.String("format"),
		Output:      c.String("output"),
	}
}

// runRatings writes the rating cards (or norm screens) of the one event of args.
func (e *env) runRatings(ctx context.Context, opts ratingsOptions, args []string) error {
	path, err := eventArg(opts.command, args)
	if err != nil {
		return err
	}
	out := opts.Output
	format, err := ratingsFormat(opts.Format, out)
	if err != nil {
		return err
	}
	if format == "pdf" && !opts.Norms {
		return usagef("--format pdf writes the title norm certificates: add --norms (the rating cards are text or csv)")
	}
	if err := e.refuseTerminal("ratings", format, out, "norms.pdf"); err != nil {
		return err
	}
	system := strings.ToLower(opts.System)
	switch system {
	case "", "fide", "uscf":
	default:
		return choiceError(fmt.Sprintf("unknown rating system %q", opts.System), opts.System, []string{"fide", "uscf"}, "systems")
	}
	regs := fide.RatingRegulations(opts.FIDERules)
	switch regs {
	case "", fide.Regulations2024, fide.Regulations2017:
	default:
		return choiceError(fmt.Sprintf("unknown FIDE Rating Regulations %q", regs), string(regs), []string{"2024", "2017"}, "versions")
	}
	bonus, err := usChessOptions(opts.Options)
	if err != nil {
		return err
	}
	ev, err := e.load(ctx, opts.settings, path)
	if err != nil {
		return err
	}
	t := ev.T
	if system == "" {
		system = "fide"
		if t.IsUSEvent() {
			system = "uscf"
		}
	}
	var rep *exporters.RatingReport
	if system == "fide" {
		if bonus > 0 {
			return usagef("-O bonus=%d sets the US Chess bonus threshold; use it with --system uscf", bonus)
		}
		k, err := perPlayer(t, opts.K, "k", "K")
		if err != nil {
			return err
		}
		fo := fide.RatingOptions{Regulations: regs, K: k, RapidBlitz: opts.Rapid}
		if err := pipeline.CheckFIDEK(t, fo); err != nil {
			return ratingOptionError(err, "k")
		}
		rep, err = pipeline.FIDERatings(t, fo)
		if nf, ok := errors.AsType[*pipeline.NoFIDERatingsError](err); ok && nf.USChess {
			return fmt.Errorf("%w; for US Chess rating estimates use --system uscf", nf)
		}
		if err != nil {
			return err
		}
		if opts.Norms {
			if format == "csv" {
				return usagef("--norms prints the norm screens as text, or the certificates with --format pdf; not as csv")
			}
			pipeline.AddNorms(rep, rep.T)
		}
	} else {
		if opts.Norms {
			return usagef("--norms screens FIDE title norms; use it with --system fide")
		}
		if rep, err = usChessReport(t, opts, bonus); err != nil {
			return err
		}
	}
	pdf := exporters.Options{Generator: "tiebreak " + version}
	if err := e.pdfOptions(opts.settings, format, &pdf); err != nil {
		return err
	}
	return e.writeOutput(ctx, out, func(w io.Writer) error {
		if format == "pdf" {
			return pdfout.WriteNormCertificates(w, rep, pdf)
		}
		if format == "csv" {
			return csvout.WriteRatings(w, rep)
		}
		return textout.WriteRatings(w, rep)
	})
}

// usChessReport returns the US Chess estimates of t under the flags opts (--games,
// --time-control, --floor) and the bonus threshold bonus (0: the rules' own).
func usChessReport(t *engine.Tournament, opts ratingsOptions, bonus int) (*exporters.RatingReport, error) {
	games, err := perPlayer(t, opts.Games, "games", "N")
	if err != nil {
		return nil, err
	}
	tc := opts.TimeControl
	if tc == "" {
		tc = t.TimeControl
	}
	floors, err := perPlayer(t, opts.Floors, "floor", "RATING")
	if err != nil {
		return nil, err
	}
	if err := pipeline.CheckUSChessFloors(t, floors); err != nil {
		return nil, ratingOptionError(err, "floor")
	}
	rep, err := pipeline.USChessEstimates(t, tc, uscf.EstimateOptions{Games: games, Floors: floors, Bonus: bonus},
		pipeline.EstimateAsks{TimeControl: "--time-control", Games: "--games", Floor: "--floor"})
	if tce, ok := errors.AsType[*pipeline.TimeControlError](err); ok {
		return nil, fmt.Errorf("%w; give the time control with --time-control, e.g. \"G/60;d5\"", tce)
	}
	return rep, err
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

// ratingOptionError words the refusal of --k or --floor values (flag) outside the
// rules' limits: one line per value, "--k 1=400: a FIDE K factor is at most 40 ...".
func ratingOptionError(err error, flag string) error {
	var lines []string
	errs := unwrapAll(err)
	if errs == nil {
		errs = []error{err}
	}
	for _, e := range errs {
		if re, ok := errors.AsType[*pipeline.RatingOptionError](e); ok {
			lines = append(lines, fmt.Sprintf("--%s %d=%d: %s", flag, re.Player, re.Value, re.Limit))
		}
	}
	if len(lines) == 0 {
		return err
	}
	return fmt.Errorf("%s; nothing was rated", strings.Join(lines, "\n"))
}

// unwrapAll returns the errors err joins (errors.Join), or none.
func unwrapAll(err error) []error {
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		return j.Unwrap()
	}
	return nil
}

// usChessOptions reads the --option entries of ratings (NAME=VALUE, repeated or
// separated by commas): bonus=B, the US Chess bonus threshold (a whole number from 1).
// It returns 0 when none is given.
func usChessOptions(entries []string) (bonus int, err error) {
	for _, list := range entries {
		for _, entry := range strings.Split(list, ",") {
			name, val, _ := strings.Cut(strings.TrimSpace(entry), "=")
			if !strings.EqualFold(strings.TrimSpace(name), "bonus") {
				return 0, usagef("--option %q: ratings knows one option, bonus=B (the US Chess bonus threshold), e.g. -O bonus=12", entry)
			}
			b, err := strconv.Atoi(strings.TrimSpace(val))
			if err != nil || b < 1 || b > 100 {
				return 0, usagef("--option %q: the bonus threshold is a whole number, e.g. -O bonus=12", entry)
			}
			bonus = b
		}
	}
	return bonus, nil
}

// ratingsFlag is standings' --ratings.
func ratingsFlag() cli.Flag {
	return &cli.StringFlag{Name: "ratings", Usage: "add rating change and post-event rating columns for `SYSTEM` (fide, or uscf estimates); 'tiebreak ratings' shows how"}
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

// checkRatingsLoadFund checks the --ratings of s when ratingsSet (it was given) and
// loads the fund fundRef (--fund) into s.
func checkRatingsLoadFund(s *settings, ratingsSet bool, fundRef string) error {
	if ratingsSet {
		if err := checkRatingsSystem(s.Ratings); err != nil {
			return err
		}
	}
	var err error
	s.Fund, err = pipeline.LoadFund(fundRef)
	return err
}

// checkRatingsSystem refuses a --ratings value other than fide and uscf.
func checkRatingsSystem(system string) error {
	switch strings.ToLower(system) {
	case "fide", "uscf":
		return nil
	}
	return choiceError(fmt.Sprintf("--ratings %q: unknown rating system", system), system, []string{"fide", "uscf"}, "systems")
}
