package main

import (
	"context"
	"fmt"
	"path/filepath"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/internal/words"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newPublishCommand(e *env) *cli.Command {
	o := newFolderOptions("publish", "EVENT (a file, or - for standard input)", "SITE")
	o.Publish = true
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
			o.flags("write the site into the folder `SITE` (replaced as a whole)", "")...),
		Action: action(e.runPublish, &o),
	}
}

// runPublish writes the results site of the events of args into the folder opts
// names ([pipeline.BuildSite], [pipeline.SiteFolder.Replace]). A section that cannot
// be read is an error, or with --force is published from what could be read (marked
// unverified), or left out when nothing could be.
func (e *env) runPublish(ctx context.Context, opts folderOptions, args []string) error {
	if err := e.start(&opts, args); err != nil {
		return err
	}
	s := opts.settings
	plan, err := e.plan(s, false)
	if err != nil {
		return err
	}
	plan.LeftOut = s.Force
	var openErr error // already worded
	built, err := pipeline.BuildSite(ctx, args, plan, s.Fund, opts.Site, func(path string) (*pipeline.Event, error) {
		ev, err := e.open(ctx, s, []string{path}, false)
		openErr = err
		return ev, err
	})
	switch {
	case openErr != nil:
		return openErr
	case err != nil:
		return e.buildError(err)
	}
	if err := e.replaceSite(ctx, opts.Out, built.Files, built.Events, pipeline.ReportGuard{Force: s.Force}); err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "wrote %s: %s\n", filepath.Join(opts.Out, "index.html"), words.Plural(len(built.Files), "file"))
	return nil
}

// replaceSite writes files, the site of the events ids, into the folder dir, swapped in
// as a whole as guard allows ([pipeline.SiteFolder.Replace]), and words its errors'
// remedies.
func (e *env) replaceSite(ctx context.Context, dir string, files []exporters.File, ids []pipeline.EventID, guard pipeline.ReportGuard) error {
	folder := pipeline.SiteFolder{Guard: guard, Reads: e.inputs.Reads,
		Warn: func(err error) { fmt.Fprintf(e.stderr, "tiebreak: warning: %v\n", err) }}
	return worded(folder.Replace(ctx, dir, files, ids))
}
