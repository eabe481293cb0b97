package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/internal/scratch"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// siteMarker is the file in every site publish writes: a folder holding it may be
// replaced by the next publish; any other folder is refused.
const siteMarker = ".tiebreak-site"

func newPublishCommand(e *env) *cli.Command {
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
		Flags: append(append(rankingFlags(), inputFlags()...),
			&cli.StringFlag{Name: "fund", Usage: "prize fund: a YAML `FILE` or a template name (see 'tiebreak templates')"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write the site into the folder `SITE` (replaced as a whole)"},
			&cli.StringFlag{Name: "base-url", Usage: "the web address `URL` of SITE, for QR codes (none without it)"},
			&cli.StringFlag{Name: "title", Usage: "the index page's `TITLE` (default: Results)"},
			&cli.BoolFlag{Name: "tv", Usage: "add tv.html, a self-refreshing view for a venue screen"},
			ratingsFlag(),
			// watch: the status line of a save it could not use, on every page.
			&cli.StringFlag{Name: "watch-notice", Hidden: true, Usage: "a `LINE` every page shows under its heading"},
		),
		Action: func(c *cli.Context) error {
			return e.runPublish(c.Context, publishOptionsFrom(c), c.Args().Slice())
		},
	}
}

// publishFlags are the flags report and batch take to add the site.
func publishFlags() []cli.Flag {
	return []cli.Flag{
		&cli.BoolFlag{Name: "publish", Usage: "also write the results site ('tiebreak publish') into site/ in the output folder"},
		&cli.StringFlag{Name: "base-url", Usage: "with --publish: the web address `URL` of that site/ folder, for QR codes"},
	}
}

// publishOptions are the flags of publish.
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
	// WatchNotice is the line the hidden --watch-notice puts on every page (for watch).
	WatchNotice string
	// RatingsSet says whether --ratings was given, so that its system is checked.
	RatingsSet bool
	// OwnFolder replaces the site of any event: watch owns the folder, and its event
	// may change its name between saves.
	OwnFolder bool
}

// publishOptionsFrom reads the flags of publish from c.
func publishOptionsFrom(c *cli.Context) publishOptions {
	return publishOptions{
		settings:    settingsFrom(c),
		Site:        siteFlagsFrom(c),
		FundRef:     c.String("fund"),
		Output:      c.String("output"),
		TV:          c.Bool("tv"),
		WatchNotice: c.String("watch-notice"),
		RatingsSet:  c.IsSet("ratings"),
	}
}

// runPublish writes the results site of the events of args into the folder opts names.
func (e *env) runPublish(ctx context.Context, opts publishOptions, args []string) error {
	if len(args) == 0 {
		return usagef("publish: missing EVENT (a file, or - for standard input)")
	}
	out := opts.Output
	if out == "" || out == "-" {
		return usagef("publish: say which folder to write the site into with -o SITE")
	}
	s := opts.settings
	if err := checkRatingsLoadFund(s, opts.RatingsSet, opts.FundRef); err != nil {
		return err
	}
	return e.writeSite(ctx, opts, args, func(path string) (*pipeline.Event, error) {
		return e.open(ctx, s, []string{path})
	})
}

// writeSite builds the site of the events of paths, each opened by open when its turn
// comes, and writes it into the folder opts names.
func (e *env) writeSite(ctx context.Context, opts publishOptions, paths []string, open func(path string) (*pipeline.Event, error)) error {
	s, out := opts.settings, opts.Output
	siteOpts, err := opts.Site.options()
	if err != nil {
		return err
	}
	siteOpts.TV, siteOpts.Notice = opts.TV, opts.WatchNotice
	var secs []site.Section
	events := map[string]bool{}
	for _, path := range paths {
		ev, err := open(path)
		if err != nil {
			return err
		}
		ef, err := e.matchFund(s, ev)
		if err != nil {
			return err
		}
		folder := pipeline.UniqueFolder(pipeline.EventSlug(path), events)
		got, err := e.siteSections(ctx, s, ev, ef, folder)
		if err != nil {
			return err
		}
		secs = append(secs, got...)
	}
	files, err := site.Build(secs, siteOpts)
	if err != nil {
		return err
	}
	var ids []pipeline.EventID
	for _, sec := range secs {
		t := sec.Doc.T
		if id := (pipeline.EventID{Name: strings.TrimSpace(pipeline.EventTitle(t.Name, t.Section)), Date: strings.TrimSpace(t.StartDate)}); !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	guard := pipeline.ReportGuard{Force: s.Force, OwnFolder: opts.OwnFolder}
	if err := e.replaceSite(ctx, out, files, ids, guard); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s\n", filepath.Join(out, "index.html"), plural(len(files), "file"))
	return nil
}

// siteFolder is the folder of the site in the output folder of report and batch.
const siteFolder = "site"

// siteFiles builds the site of report --publish and batch --publish: the files to
// write below siteFolder, with the season leaderboard lb when not nil.
func siteFiles(sf siteFlags, secs []site.Section, lb *season.Leaderboard) ([]renderedFile, error) {
	opts, err := sf.options()
	if err != nil {
		return nil, err
	}
	opts.Season = lb
	files, err := site.Build(secs, opts)
	if err != nil {
		return nil, fmt.Errorf("the site: %w", err)
	}
	out := make([]renderedFile, len(files))
	for i, f := range files {
		out[i] = renderedFile{name: siteFolder + "/" + f.Name, data: f.Data}
	}
	return out, nil
}

// siteFlags are the flags of the site: publish's, and report's and batch's --publish.
type siteFlags struct {
	// Title is the site's title (--title); commands without the flag leave it empty.
	Title string
	// BaseURL is the web address of the site (--base-url), as given.
	BaseURL string
}

// siteFlagsFrom reads the site's flags from c; flags a command does not have read as empty.
func siteFlagsFrom(c *cli.Context) siteFlags {
	return siteFlags{Title: c.String("title"), BaseURL: c.String("base-url")}
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

// siteSections builds the site sections of the event ev below folder
// ([pipeline.Build]); a section that cannot be read is an error, or with --force is
// published from what could be read (marked unverified), or left out when nothing
// could be.
func (e *env) siteSections(ctx context.Context, s *settings, ev *pipeline.Event, ef *pipeline.EventPay, folder string) ([]site.Section, error) {
	plan, err := e.plan(s, false)
	if err != nil {
		return nil, err
	}
	plan.Pay, plan.Site, plan.SiteFolder, plan.LeftOut = ef, true, folder, s.Force
	plan.Say = func(n pipeline.Note) { e.sayBuildNote(s, n) }
	b, err := pipeline.Build(ctx, ev, plan)
	var se *pipeline.SectionError
	if errors.As(err, &se) && se.Section.Loaded == nil {
		return nil, fmt.Errorf("%s: %w; nothing was written: add --force to publish the other sections, or pick one with --section", se.Section.Label(se.Section.Path), se.Err)
	}
	if err != nil {
		return nil, e.buildError(err)
	}
	return b.Site, nil
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

// siteLinkTarget returns the folder a symbolic link dir names (a link to the folder the
// web server serves, ~/public_html: the site replaces that folder, and the link stays),
// or dir itself when it is not a link.
func siteLinkTarget(dir string) (string, error) {
	fi, err := os.Lstat(dir)
	if err != nil || fi.Mode()&fs.ModeSymlink == 0 {
		return dir, nil
	}
	target, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return "", fmt.Errorf("cannot write the site into %s: it is a link that leads nowhere (%w); nothing was written (point it at a folder, or choose another with -o)", dir, err)
	}
	if st, err := os.Stat(target); err != nil || !st.IsDir() {
		return "", fmt.Errorf("cannot write the site into %s: it is a link to %s, which is not a folder; nothing was written (choose another folder with -o)", dir, target)
	}
	return target, nil
}

// replaceableSite reports whether dir exists, and returns an error when it may not be
// replaced by the site of the events ids: a file, a folder publish did not make, the
// site of other events (as guard decides), or a folder holding an input of the run.
func (e *env) replaceableSite(dir string, ids []pipeline.EventID, guard pipeline.ReportGuard) (bool, error) {
	fi, err := os.Lstat(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("cannot write the site into %s: %w", dir, err)
	}
	if !fi.IsDir() {
		return false, fmt.Errorf("cannot write the site into %s: it is a file; nothing was written (choose another folder with -o)", dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return false, fmt.Errorf("cannot read %s: %w", dir, err)
	}
	if len(entries) > 0 {
		marker, err := os.ReadFile(filepath.Join(dir, siteMarker))
		if err != nil {
			return false, fmt.Errorf("cannot replace %s: it was not made by 'tiebreak publish' (no %s in it); nothing was written: choose a new or empty folder with -o", dir, siteMarker)
		}
		var other *pipeline.OtherEventError
		if errors.As(guard.CheckSite(pipeline.SiteMarkerEvents(marker), ids), &other) {
			return false, fmt.Errorf("%s holds the site of another event, %s; this is %s; nothing was written.\nWrite into another folder with -o, or add --force to replace that site", dir, other.Old, other.New)
		}
	}
	var reads string
	// The callback returns nil: the walk only looks for a file this command reads.
	_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && reads == "" {
			reads = e.readsFile(p)
		}
		return nil
	})
	if reads != "" {
		return false, fmt.Errorf("cannot replace %s: it holds %s, which this command reads; nothing was written (choose another folder with -o)", dir, reads)
	}
	return true, nil
}

// replaceSite writes files into a new folder beside dir and swaps it in, so that dir is
// the old site or the new one, never a mix. An existing dir must be empty or a site
// publish made (it holds siteMarker), and must not hold an input of the run.
func (e *env) replaceSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID, guard pipeline.ReportGuard) (err error) {
	dir, err = siteLinkTarget(filepath.Clean(dir))
	if err != nil {
		return err
	}
	parent := filepath.Dir(dir)
	// The new site is made in a locked scratch folder beside dir, the old one moved into
	// it to be removed; a run killed outright leaves that folder, which the next run
	// removes (putting back an old site that was moved aside but not replaced).
	prefix := "." + filepath.Base(dir) + ".new"
	scratch.Sweep(parent, prefix, func(stale string) {
		if _, err := os.Lstat(dir); errors.Is(err, fs.ErrNotExist) {
			_ = os.Rename(filepath.Join(stale, "old"), dir) // best effort: the rerun writes the site anyway
		}
	})
	existing, err := e.replaceableSite(dir, ids, guard)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(parent, 0o755); err != nil {
		return fmt.Errorf("cannot create %s: %w", parent, err)
	}
	work, err := scratch.Make(parent, prefix)
	if err != nil {
		return writeError(dir, err)
	}
	defer func() {
		if rerr := work.Remove(); rerr != nil && err == nil {
			fmt.Fprintf(e.stderr, "tiebreak: warning: a temporary folder is left in %s: %v (the next run removes it)\n", work.Path, rerr)
		}
	}()
	tmp := filepath.Join(work.Path, "site")
	if err := os.Mkdir(tmp, 0o777&^umask()); err != nil {
		return writeError(dir, err)
	}
	if err := os.Chmod(tmp, 0o777&^umask()); err != nil {
		return writeError(dir, err)
	}
	// Each folder made once, the files synced once for all before the rename publishes them.
	if err := writeSiteTree(ctx, tmp, files, ids); err != nil {
		if stop := stopped(ctx); stop != nil {
			return stop
		}
		return writeError(dir, err)
	}
	if !existing {
		if err := os.Rename(tmp, dir); err != nil {
			return writeError(dir, err)
		}
		return nil
	}
	old := filepath.Join(work.Path, "old")
	if err := os.Rename(dir, old); err != nil {
		return writeError(dir, err)
	}
	if err := os.Rename(tmp, dir); err != nil {
		_ = os.Rename(old, dir) // best effort: put the previous site back; the error below is what the TD sees
		return writeError(dir, err)
	}
	return nil
}
