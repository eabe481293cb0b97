package main

import (
	"context"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/lists"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// reportFlags are check's rating-report pre-flight flags, bound to o.
func reportFlags(o *checkOptions) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "for", Destination: &o.For, Usage: "also list what would make the rating report to `SYSTEM` (uscf or fide) be refused or held"},
		&cli.StringFlag{Name: "members", Destination: &o.Members, Usage: "with --for uscf: US Chess member look-up export (CSV: ID, Name, Expiry, Rating) to flag lapsed memberships, other names and ratings", TakesFile: true},
		&cli.StringFlag{Name: "players", Destination: &o.Players, Usage: "with --for fide: FIDE rating list (the TXT download) to flag unknown FIDE IDs, other names, federations and ratings", TakesFile: true},
	}
}

// newReportCheck reads the files of check's --for (forSystem, as given), --members and
// --players; nil without any of them.
func (e *env) newReportCheck(ctx context.Context, forSystem, members, players string) (*pipeline.RatingReportCheck, error) {
	system := strings.ToLower(forSystem)
	switch {
	case system == "" && members == "" && players == "":
		return nil, nil
	case system != "uscf" && system != "fide":
		if system == "" {
			return nil, usagef("check: --members and --players go with --for uscf and --for fide")
		}
		return nil, valueError("check: --for", forSystem, []string{"uscf", "fide"})
	case members != "" && system != "uscf":
		return nil, usagef("check: --members is the US Chess member list; use it with --for uscf")
	case players != "" && system != "fide":
		return nil, usagef("check: --players is the FIDE rating list; use it with --for fide")
	}
	rc := &pipeline.RatingReportCheck{System: system}
	var err error
	if members != "" {
		var data []byte
		if data, err = e.readList(ctx, "the members file", members); err == nil {
			rc.Members, err = lists.ReadMembers(members, data)
		}
		rc.Listed = true
	}
	if players != "" {
		var data []byte
		if data, err = e.readList(ctx, "the FIDE rating list", players); err == nil {
			rc.Players, err = lists.ReadFIDEList(players, data)
		}
		rc.Listed = true
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
