package main

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newPublishCommand(e *env) *cli.Command {
	o := publishOptions{settings: &settings{command: "publish"}}
	return &cli.Command{
		Name:      "publish",
		Usage:     "write a static results site (HTML) for the club's web page",
		ArgsUsage: "EVENT...",
		Description: `Ranks each EVENT as 'standings' does and writes a static site into the
folder -o SITE: index.html lists the events and their sections; per section
the standings with tiebreaks, places and how each tie was broken, the
crosstable in wall-chart notation, prizes when --fund is given, the team
standings of a team event, and a page per player with linked opponents.

The pages need no server, script or internet: open SITE/index.html, or copy
the folder to any web host. Every link is relative. With --base-url (the
address the folder will have on the web) SITE/qr.html is a sheet of QR codes
to print for the venue, and each page on it (the index, standings,
crosstables) carries its own code; player pages carry none.

SITE is replaced as a whole, only once every page was made; a folder that
publish did not make is refused. A file with several sections gets one
folder per section. Pages carry SOURCE_DATE_EPOCH's time when it is set, so
the same files give the same site. See docs/publish.md.

--ratings fide|uscf adds pre-rating, change and post-rating to the
standings and player pages, as 'standings --ratings' does (US Chess values
are estimates and say so; 'tiebreak ratings' shows the calculation).

Examples:
   tiebreak publish -o site testdata/open.trf
   tiebreak publish --fund fund.yaml -o site SpringOpen_SwissSysJSON.json
   tiebreak publish --base-url https://club.example/results/ -o site a.trf
   tiebreak publish --title "Club championship 2026" -o site a.trf b.trf
   tiebreak publish --ratings fide -o site event.trf

report --publish and batch --publish add the same site as DIR/site/.

Flags may come before or after EVENT.`,
		Flags: append(append(rankingFlags(o.settings), inputFlags(o.settings)...),
			&cli.StringFlag{Name: "fund", Destination: &o.FundRef, Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &o.Output, Usage: "write the site into the folder `SITE` (replaced as a whole)"},
			&cli.StringFlag{Name: "base-url", Destination: &o.Site.BaseURL, Usage: "the web address `URL` of SITE, for QR codes (none without it)"},
			&cli.StringFlag{Name: "title", Destination: &o.Site.Title, Usage: "the index page's `TITLE` (default: Results)"},
			&cli.BoolFlag{Name: "tv", Destination: &o.TV, Usage: "add tv.html, a self-refreshing view for a venue screen"},
			ratingsFlag(o.settings),
		),
		Action: action(e.runPublish, &o),
	}
}

// publishFlags are the flags report and batch take to add the site: --publish, and
// --base-url with whether it was given (refused without --publish).
func publishFlags(publish *bool, baseURL *string, baseURLSet *bool) []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "publish", Destination: publish, Usage: "also write the results site ('tiebreak publish') into site/ in the output folder"},
		&cli.StringFlag{Name: "base-url", Destination: baseURL, Action: seen[string](baseURLSet), Usage: "with --publish: the web address `URL` of that site/ folder, for QR codes"},
	}
}

// publishOptions are the flags of publish, each bound to its field.
type publishOptions struct {
	// settings are the ranking and input flags, --ratings among them.
	*settings
	// Site holds the site's --title and --base-url.
	Site siteFlags
	// FundRef is the prize fund --fund names: a YAML file or a template name.
	FundRef string
	// Output is the folder --output names for the site.
	Output string
	// TV says whether --tv adds tv.html, the view for a venue screen.
	TV bool
}

// runPublish writes the results site of the events of args into the folder opts
// names ([pipeline.BuildSite], [pipeline.SiteFolder.Replace]). A section that cannot
// be read is an error, or with --force is published from what could be read (marked
// unverified), or left out when nothing could be.
func (e *env) runPublish(ctx context.Context, opts publishOptions, args []string) error {
	if len(args) == 0 {
		return usagef("publish: missing EVENT (a file, or - for standard input)")
	}
	out := opts.Output
	if out == "" || out == "-" {
		return usagef("publish: say which folder to write the site into with -o SITE")
	}
	s := opts.settings
	if err := e.checkRatingsLoadFund(s, opts.RatingsSet, opts.FundRef); err != nil {
		return err
	}
	siteOpts, err := opts.Site.options()
	if err != nil {
		return err
	}
	siteOpts.TV = opts.TV
	plan, err := e.plan(s, false)
	if err != nil {
		return err
	}
	plan.LeftOut = s.Force
	plan.Say = func(n pipeline.Note) { e.sayBuildNote(s, n) }
	var openErr error // already worded
	built, err := pipeline.BuildSite(ctx, args, plan, s.Fund, siteOpts, func(path string) (*pipeline.Event, error) {
		ev, err := e.open(ctx, s, []string{path})
		openErr = err
		return ev, err
	})
	switch {
	case openErr != nil:
		return openErr
	case err != nil:
		return e.buildError(err)
	}
	if err := e.replaceSite(ctx, out, built.Files, built.Events, pipeline.ReportGuard{Force: s.Force}); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s\n", filepath.Join(out, "index.html"), plural(len(built.Files), "file"))
	return nil
}

// siteFlags are the flags of the site: publish's, and report's and batch's --publish.
type siteFlags struct {
	// Title is the site's title (--title); commands without the flag leave it empty.
	Title string
	// BaseURL is the web address of the site (--base-url), as given.
	BaseURL string
}

// options returns the site options of the flags: title, base URL and time stamp.
func (sf siteFlags) options() (site.Options, error) {
	at, err := generatedAt()
	if err != nil {
		return site.Options{}, err
	}
	opts := site.Options{Title: sf.Title, BaseURL: strings.TrimSpace(sf.BaseURL),
		Generator: "tiebreak " + version, GeneratedAt: at}
	if opts.BaseURL != "" && !strings.HasPrefix(opts.BaseURL, "http://") && !strings.HasPrefix(opts.BaseURL, "https://") {
		return opts, usagef("--base-url %q: give the full web address of the site, such as https://club.example/results/", opts.BaseURL)
	}
	return opts, nil
}

// sayBuildNote says a note of [pipeline.Build] on standard error as it comes.
func (e *env) sayBuildNote(s *settings, n pipeline.Note) {
	switch n.Kind {
	case pipeline.NoteFund, pipeline.NoteSection:
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n.Text)
	case pipeline.NoteLeftOut:
		fmt.Fprintf(e.stderr, "tiebreak: %s: left out (--force): %v\n", n.Section.Label(n.Section.Path), n.Err)
	default:
		e.sayRankingNote(s, n)
	}
}

// replaceSite writes files, the site of the events ids, into the folder dir, swapped in
// as a whole as guard allows ([pipeline.SiteFolder.Replace]), and words its errors'
// remedies.
func (e *env) replaceSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID, guard pipeline.ReportGuard) error {
	folder := pipeline.SiteFolder{Guard: guard, Reads: e.inputs.Reads,
		Warn: func(err error) { fmt.Fprintf(e.stderr, "tiebreak: warning: %v\n", err) }}
	return worded(folder.Replace(ctx, dir, files, ids))
}
