package main

import (
	"context"
	"errors"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// reportFlags are check's rating-report pre-flight flags, bound to f.
func reportFlags(f *pipeline.ReportCheckFiles) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "for", Destination: &f.For, Usage: "also list what would make the rating report to `SYSTEM` (uscf or fide) be refused or held"},
		&cli.StringFlag{Name: "members", Destination: &f.Members, Usage: "with --for uscf: US Chess member look-up export (CSV: ID, Name, Expiry, Rating) to flag lapsed memberships, other names and ratings", TakesFile: true},
		&cli.StringFlag{Name: "players", Destination: &f.Players, Usage: "with --for fide: FIDE rating list (the TXT download) to flag unknown FIDE IDs, other names, federations and ratings", TakesFile: true},
	}
}

// newReportCheck reads the files of check's --for, --members and --players
// ([pipeline.ReportCheckFiles.Open]); nil without any of them.
func (e *env) newReportCheck(ctx context.Context, f pipeline.ReportCheckFiles) (*pipeline.RatingReportCheck, error) {
	rc, err := f.Open(func(path string) ([]byte, error) {
		what := "the members file"
		if path == f.Players {
			what = "the FIDE rating list"
		}
		return e.readList(ctx, what, path)
	})
	if ce, ok := errors.AsType[*pipeline.ChoiceError](err); ok {
		return nil, valueError("check: --for", ce.Value, ce.Choices)
	}
	switch le, ok := errors.AsType[*pipeline.ListForError](err); {
	case ok && le.For == "":
		return nil, usagef("check: --members and --players go with --for uscf and --for fide")
	case ok && le.List == "members":
		return nil, usagef("check: --members is the US Chess member list; use it with --for uscf")
	case ok:
		return nil, usagef("check: --players is the FIDE rating list; use it with --for fide")
	}
	return rc, err
}

// readList reads a list file whole, within the input size limit.
func (e *env) readList(ctx context.Context, what, path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, pipeline.FileError(what, path, err)
	}
	defer f.Close()
	e.inputs.Add(path)
	src, err := importers.ReadContext(ctx, path, f)
	if err != nil {
		return nil, err
	}
	return src.Data, nil
}
