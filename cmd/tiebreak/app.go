package main

import (
	"context"
	"errors"
	"io"
	"runtime"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/cmd/internal/cliargs"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/internal/termsafe"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// version is the release; set with -ldflags "-X main.version=v1.2.3".
var version = "0.1.0-dev"

// env is what commands need from the process: standard streams and the registries.
type env struct {
	temps          *outdir.Temps
	stdin          io.Reader
	stdout, stderr io.Writer
	streams        *termsafe.Streams // stdout and stderr are its Stdout and Stderr
	inputs         outdir.Inputs     // the files the run reads: no output replaces them
	formats        *pipeline.Formats
	orderNoted     bool // the note that --tiebreaks differs from the file's order was printed
}

// run builds the app, fixes the argument order and runs it, returning the exit status.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := newEnv(ctx, stdin, stdout, stderr)
	app := newApp(e)
	args, err := cliargs.Permute(app, args)
	if err == nil {
		err = app.RunContext(ctx, args)
	}
	if uc, ok := errors.AsType[*cliargs.UnknownCommandError](err); ok {
		err = usagef("%v", uc)
	} else if errors.Is(err, cliargs.ErrNoCommand) {
		err = &silentError{usagef("%v", err)}
	}
	return e.finish(ctx, err)
}

func newApp(e *env) *cli.App {
	cliargs.InstallHelp()
	app := &cli.App{
		Name:    "tiebreak",
		Usage:   "chess tournament standings with US Chess and FIDE tiebreaks",
		Version: version + " (" + runtime.Version() + ")",
		Description: `tiebreak reads the results file a pairing program wrote (FIDE TRF from
Swiss-Manager, Vega, JaVaFo, bbpPairings, lichess, chess-results, SwissSys;
CSV or XLSX crosstables), checks it, ranks the players with the tiebreaks
your event announced, and writes standings, wall charts, TRF, CSV or JSON.

Examples:
   tiebreak standings event.trf
   tiebreak standings -t MM,SOLK,CUM,OCUM -o standings.csv event.trf
   tiebreak standings --rules fide-2024 --tiebreaks fide --explain event.trf
   tiebreak check *.trf
   tiebreak convert -o event.json event.trf
   tiebreak wallchart -o wallchart.xlsx event.trf

EXIT STATUS
   0    success
   1    an error: unreadable or invalid input, a failed check, a failed write
   2    a usage error: unknown command or flag, missing argument
   3    batch: some events failed (the others were written; see summary.csv)
   130  stopped by Ctrl-C (SIGINT)
   143  stopped by SIGTERM

DOCUMENTATION
   'tiebreak COMMAND --help' for each command. In the tiebreak source folder:
   README.md (a TD's guide), examples/ (the files its examples use), and
   docs/: commands.md (every command's help; man page tiebreak.1), usage.md,
   formats.md, outputs.md, funds.md, tiebreaks.md, batch.md, development.md.`,
		Writer:          e.stdout,
		ErrWriter:       e.stderr,
		HideHelpCommand: true,
		ExitErrHandler:  func(*cli.Context, error) {},
		Action:          cliargs.Root(e.stderr), // no command at all: exit status 2

		OnUsageError: func(c *cli.Context, err error, _ bool) error {
			if c == nil {
				return usagef("%s", cliargs.UsageMessage(nil, err))
			}
			return usagef("%s", cliargs.UsageMessage(c.Command, err))
		},
		Commands: []*cli.Command{
			newStandingsCommand(e),
			newWallchartCommand(e),
			newConvertCommand(e),
			newPrizesCommand(e),
			newTemplatesCommand(e),
			newAwardsCommand(e),
			newCheckCommand(e),
			newFormatsCommand(e),
			newTiebreaksCommand(e),
			newGenerateCommand(e),
			newTeamsCommand(e),
			newRatingsCommand(e),
			newReportCommand(e),
			newBatchCommand(e),
			newPublishCommand(e),
			newWatchCommand(e),
			newAppCommand(e),
		},
	}
	for _, c := range app.Commands {
		c.OnUsageError = app.OnUsageError
	}
	return app
}
