package main

import (
	"context"
	"io"
	"slices"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/exporters"
	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newTeamsCommand(e *env) *cli.Command {
	o := teamsOptions{settings: &settings{command: "teams"}}
	return &cli.Command{
		Name:      "teams",
		Usage:     "rank the teams of a team event, or the schools of a scholastic",
		ArgsUsage: "EVENT",
		Description: `Team-vs-team events (a TRF with 013 or 310 team lines, or a crosstable with a
Team or School column): matches are rebuilt from the board games, board
numbers from roster order among the players present. Teams are ranked by
match points (-O primary=gp for game points), then by the team tiebreaks:
FIDE C.07 Arts. 11-13 (--rules fide-2024 or fide-2026), US Chess 34G2 USAT
(--rules uscf) or the IHSA tiebreak with boards weighted 12 down to 5
(--rules ihsa). TRF26 records 362, 320, 240 and 330 set match points, the
team bye value, team byes and forfeited matches; -O options override them.
See 'tiebreak tiebreaks'.

School teams (--best N): a school's score is the sum of its best N individual
scores, its tiebreaks the sums of those players' individual tiebreaks
(--rules and --tiebreaks then choose the individual ones). Players in no team
are ignored.

CSV contract: header place,team,mp,gp then one column per tiebreak code; one
row per team in final order; shared places as 3-5. School teams: mp empty, gp
the team score.

Examples:
   tiebreak teams olympiad.trf
   tiebreak teams --rules fide-2024 -t EDE,EMGSB/C1,BH:MP/C1,MPVGP e.trf
   tiebreak teams --tiebreaks BH:MP,EGGSB -O opp-bye=draw --format csv e.trf
   tiebreak teams --rules uscf --tiebreaks USAT -O usat=double usate.trf
   tiebreak teams --rules ihsa --explain state-final.trf
   tiebreak teams --best 4 --tiebreaks MM,SOLK,CUM --top 3 scholastic.csv
   tiebreak teams --format xlsx -o teams.xlsx e.trf
   tiebreak teams -o teams.pdf e.trf     (standings and board results)

Flags may come before or after EVENT.`,
		Flags: slices.Concat(rankingFlags(o.settings), inputFlags(o.settings), pdfFlags(o.settings), []cli.Flag{
			&cli.IntFlag{Name: "best", Destination: &o.Teams.Best, Action: seen[int](&o.Teams.Schools), Usage: "school teams: score each school by its best `N` individual scores (0: all)", DefaultText: "off: teams play matches"},
			&cli.IntFlag{Name: "top", Destination: &o.Teams.Top, Usage: "list only the teams placed `N` or better (ties included)", DefaultText: "all"},
			&cli.BoolFlag{Name: "explain", Destination: &o.Explain, Usage: "also show which tiebreak separated which teams"},
		}, o.fileOutput.flags(e.formats.Teams, "")),
		Action: action(e.runTeams, &o),
	}
}

// teamsOptions are the flags of teams, each bound to its field.
type teamsOptions struct {
	// settings are the ranking, input and PDF flags.
	*settings
	// Teams holds --best (Best, and Schools when given) and --top.
	Teams pipeline.TeamsOptions
	fileOutput
	// Explain says whether --explain asks which tiebreak separated which teams.
	Explain bool
}

// runTeams ranks the teams of the one event of args and writes their standings.
func (e *env) runTeams(ctx context.Context, opts teamsOptions, args []string) error {
	ex, err := e.exporter("teams", e.formats.Teams, opts.fileOutput)
	if err != nil {
		return err
	}
	s := opts.settings
	ev, err := e.loadArg(ctx, s, args)
	if err != nil {
		return err
	}
	to, err := s.Teams(e.formats, opts.Teams)
	if err != nil {
		return e.rankingError(err)
	}
	ts, err := pipeline.Teams(ev, to, func(n pipeline.Note) { e.sayRankingNote(s, n) })
	if err != nil {
		return e.rankingError(e.buildError(err))
	}
	st := ts.Standings
	doc := &exporters.Document{T: ev.T, Teams: st, TeamRules: ts.RulesText, Opts: exporters.Options{Generator: "tiebreak " + version}}
	var explain func(io.Writer) error
	if opts.Explain {
		explain = func(w io.Writer) error { return textout.WriteTeamExplanation(w, st) }
	}
	return e.export(ctx, s, opts.Output, ex, doc, explain)
}
