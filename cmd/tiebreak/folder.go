package main

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// folderOptions are the flags that the commands writing a folder for events (report,
// publish, watch and batch) share, each bound to its field, with the settings of the
// command's other flags.
type folderOptions struct {
	*settings
	// Out is the folder -o names; Fund the prize fund --fund names (a YAML file or a
	// template name), FundSet whether --fund was given.
	Out, Fund string
	FundSet   bool
	// Publish says whether the results site is written (--publish; publish always).
	// Site holds the site's --title, --base-url and --tv; siteFlag names one of the
	// first two when given, which is refused without the site.
	Publish  bool
	Site     site.Options
	siteFlag string
	// arg and dir are the words of the usage errors for the command's arguments
	// ("EVENT", "FILE or FOLDER") and for its folder ("DIR", the placeholder of -o).
	arg, dir string
}

// newFolderOptions returns the options of command, which names its arguments arg and
// its folder dir in its usage errors.
func newFolderOptions(command, arg, dir string) folderOptions {
	return folderOptions{settings: &settings{command: command}, arg: arg, dir: dir}
}

// addSite is the usage of --publish where it adds the site to the command's files.
const addSite = "also write the results site ('tiebreak publish') into site/ in the output folder"

// flags returns the flags of f: -o (its usage out), --fund and --ratings, then the
// site's: --publish (its usage publish; "" for the publish command, which takes --tv
// instead), --base-url and --title.
func (f *folderOptions) flags(out, publish string) []cli.Flag {
	given := func(name string) func(*cli.Context, string) error {
		return func(*cli.Context, string) error { f.siteFlag = cmp.Or(f.siteFlag, name); return nil }
	}
	flags := []cli.Flag{
		&cli.StringFlag{Name: "fund", Destination: &f.Fund, Action: seen[string](&f.FundSet), Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
		&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Destination: &f.Out, Usage: out},
		ratingsFlag(f.settings),
	}
	with := ""
	if publish != "" {
		with = "with --publish: "
		flags = append(flags, &cli.BoolFlag{Name: "publish", Destination: &f.Publish, Usage: publish})
	} else {
		flags = append(flags, &cli.BoolFlag{Name: "tv", Destination: &f.Site.TV, Usage: "add tv.html, a self-refreshing view for a venue screen"})
	}
	return append(flags,
		&cli.StringFlag{Name: "base-url", Destination: &f.Site.BaseURL, Action: given("base-url"), Usage: with + "the web address `URL` of the site, for QR codes (none without it)"},
		&cli.StringFlag{Name: "title", Destination: &f.Site.Title, Action: given("title"), Usage: with + "the index page's `TITLE` (default: Results)"})
}

// start checks the flags of f and the arguments args as every command writing a
// folder does, and completes them: it checks --ratings, loads the fund into the
// settings and, with the site, makes its options (the time stamp, the base URL checked).
func (e *env) start(f *folderOptions, args []string) error {
	switch {
	case len(args) == 0:
		return usagef("%s: missing %s", f.command, f.arg)
	case f.Out == "" || f.Out == "-":
		return usagef("%s: say which folder to write into with -o %s", f.command, f.dir)
	case f.siteFlag != "" && !f.Publish:
		return usagef("%s: --%s is for the site: add --publish", f.command, f.siteFlag)
	}
	if f.Publish {
		var err error
		f.Site.Generator, f.Site.BaseURL = "tiebreak "+version, strings.TrimSpace(f.Site.BaseURL)
		if f.Site.GeneratedAt, err = generatedAt(); err != nil {
			return err
		}
		if err := site.CheckOptions(f.Site); err != nil {
			return usagef("%s: --base-url: %v", f.command, err)
		}
	}
	if f.RatingsSet {
		if err := checkRatingsSystem(f.Ratings); err != nil {
			return err
		}
	}
	var err error
	f.settings.Fund, err = e.loadFund(f.Fund) // the file noted as an input: no output replaces it
	return err
}

// sayNote says a note of building an event's files or site ([pipeline.Plan.Say]) on
// standard error; program marks the note that says the prizes the event file holds are
// paid.
func (e *env) sayNote(s *settings, n pipeline.Note, program bool) {
	switch {
	case program:
		fmt.Fprintf(e.stderr, "tiebreak: note: %s; --fund FILE pays another fund\n", n.Text)
	case n.Kind == pipeline.NoteFund || n.Kind == pipeline.NoteSection:
		fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", n.Text)
	case n.Kind == pipeline.NoteLeftOut && s.Force:
		fmt.Fprintf(e.stderr, "tiebreak: %s: left out (--force): %v\n", n.Section.Label(n.Section.Path), n.Err)
	case n.Kind == pipeline.NoteLeftOut:
		fmt.Fprintf(e.stderr, "tiebreak: %s: not written: %v\n", n.Section.Label(n.Section.Path), n.Err)
	case n.Kind == pipeline.NoteJudged:
		_ = e.sayJudged(s, n.Section) // a refusal becomes the section's error
	default:
		e.sayRankingNote(s, n)
	}
}
