package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	pdfout "github.com/tiebreak-chess/tiebreak/exporters/pdf"
	textout "github.com/tiebreak-chess/tiebreak/exporters/text"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

func newTeamsCommand(e *env) *cli.Command {
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
		Flags: append(append(append(rankingFlags(), inputFlags()...), pdfFlags()...),
			&cli.IntFlag{Name: "best", Usage: "school teams: score each school by its best `N` individual scores (0: all)", DefaultText: "off: teams play matches"},
			&cli.IntFlag{Name: "top", Usage: "list only the teams placed `N` or better (ties included)", DefaultText: "all"},
			&cli.StringFlag{Name: "format", Aliases: []string{"f"}, Usage: "output `FORMAT`: text, csv, json, xlsx or pdf; default: from the -o extension, else text"},
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically) instead of standard output"},
			&cli.BoolFlag{Name: "explain", Usage: "also show which tiebreak separated which teams"},
		),
		Action: func(c *cli.Context) error {
			return e.runTeams(c.Context, teamsOptionsFrom(c), c.Args().Slice())
		},
	}
}

// teamsOptions are the flags of teams.
type teamsOptions struct {
	// settings are the ranking, input and PDF flags.
	*settings
	// Best is the number of individual scores each school counts (--best; 0: all).
	Best int
	// BestSet says whether --best was given: school teams are then scored from the
	// individual event instead of team matches.
	BestSet bool
	// Top lists only the teams placed Top or better (--top); 0 lists all.
	Top int
	// Format is the output format --format names; empty, it follows the extension of
	// Output, else text.
	Format string
	// Output is the file --output names; empty or "-" is standard output.
	Output string
	// Explain says whether --explain asks which tiebreak separated which teams.
	Explain bool
}

// teamsOptionsFrom reads the flags of teams from c.
func teamsOptionsFrom(c *cli.Context) teamsOptions {
	return teamsOptions{
		settings: settingsFrom(c),
		Best:     c.Int("best"),
		BestSet:  c.IsSet("best"),
		Top:      c.Int("top"),
		Format:   c.String("format"),
		Output:   c.String("output"),
		Explain:  c.Bool("explain"),
	}
}

// runTeams ranks the teams of the one event of args and writes their standings.
func (e *env) runTeams(ctx context.Context, opts teamsOptions, args []string) error {
	path, err := eventArg(opts.command, args)
	if err != nil {
		return err
	}
	out := opts.Output
	format, err := teamFormat(opts.Format, out)
	if err != nil {
		return err
	}
	if err := e.refuseTerminal("teams", format, out, "teams."+format); err != nil {
		return err
	}
	s := opts.settings
	ev, err := e.load(ctx, s, path)
	if err != nil {
		return err
	}
	t := ev.T
	var ts *pipeline.TeamStandings
	if opts.BestSet {
		ts, err = e.schoolStandings(ctx, s, ev, opts.Best)
	} else {
		ts, err = e.teamStandings(s, path, t)
	}
	if err != nil {
		return err
	}
	st, rulesText := ts.Standings, ts.RulesText
	if n := opts.Top; n > 0 {
		rows := st.Rows[:0:0]
		for _, r := range st.Rows {
			if r.Place <= n {
				rows = append(rows, r)
			}
		}
		st.Rows = rows
	}
	explain := opts.Explain
	pdfOpts := exporters.Options{Generator: "tiebreak " + version}
	if err := e.pdfOptions(s, format, &pdfOpts); err != nil {
		return err
	}
	err = e.writeOutput(ctx, out, func(w io.Writer) error {
		switch format {
		case "csv":
			return csvout.WriteTeams(w, st)
		case "json":
			return jsonout.WriteTeams(w, st, func(pi int) int { return int(t.Players[pi].ID) })
		case "xlsx":
			return xlsxout.WriteTeams(ctx, w, &exporters.Document{T: t, Teams: st, Opts: exporters.Options{Generator: "tiebreak " + version}}, xlsxout.Config{})
		case "pdf":
			return pdfout.WriteTeams(w, &exporters.Document{T: t, Teams: st, Opts: pdfOpts})
		}
		if err := textout.WriteTeams(w, t, st, rulesText); err != nil {
			return err
		}
		if explain {
			return textout.WriteTeamExplanation(w, st)
		}
		return nil
	})
	if err == nil && explain && format != "text" {
		err = textout.WriteTeamExplanation(e.stderr, st)
	}
	return err
}

func teamFormat(format, out string) (string, error) {
	if format == "" && out != "" && out != "-" {
		switch ext := strings.ToLower(filepath.Ext(out)); ext {
		case ".csv", ".json", ".xlsx", ".pdf":
			return ext[1:], nil
		case ".txt":
			return "text", nil
		}
		return "", usagef("cannot tell the format from %q; add --format (text, csv, json, xlsx, pdf)", filepath.Base(out))
	}
	switch f := strings.ToLower(format); f {
	case "":
		return "text", nil
	case "text", "csv", "json", "xlsx", "pdf":
		return f, nil
	}
	return "", choiceError(fmt.Sprintf("unknown format %q", format), format, []string{"text", "csv", "json", "xlsx", "pdf"}, "formats")
}

// teamError words an error of ranking teams in the flags' words, with hints.
func teamError(err error) error {
	var ce *pipeline.ChoiceError
	var te *pipeline.TeamTiebreakError
	var oe *pipeline.OptionSyntaxError
	switch {
	case errors.As(err, &ce) && ce.Setting == pipeline.SettingTeamRules:
		return valueError("teams: --rules", ce.Value, ce.Choices)
	case errors.As(err, &te):
		return teamTiebreakError(te.Err)
	case errors.As(err, &oe):
		return usagef("--option %q: write NAME=VALUE", oe.Option)
	}
	return err
}

// teamStandings ranks a team-vs-team event, read from path, under the flags.
func (e *env) teamStandings(s *settings, path string, t *engine.Tournament) (*pipeline.TeamStandings, error) {
	st, notes, err := pipeline.RankTeams(t, pipeline.TeamSettings{Rules: s.Rules, Tiebreaks: s.Tiebreaks,
		Options: s.Options, RoundRobin: pipeline.RoundRobin(s.Type)})
	e.sayNotes(s, notes...)
	if err != nil {
		return nil, teamError(err)
	}
	notes, err = pipeline.TeamProblems(path, st.Problems)
	e.sayNotes(s, notes...)
	if err != nil {
		return nil, err
	}
	return st, nil
}

// schoolStandings ranks the school teams of an individual event, read from path, each
// school by its best individual scores (0: all).
func (e *env) schoolStandings(ctx context.Context, s *settings, ev *event, best int) (*pipeline.TeamStandings, error) {
	tm, err := pipeline.EventTeams(ev.T)
	if err != nil {
		return nil, err
	}
	if best < 0 {
		return nil, usagef("--best %d: give the number of scores that count, or 0 for all", best)
	}
	ind, err := e.rank(s, ev, nil, false, "")
	if err != nil {
		return nil, err
	}
	st, notes, err := pipeline.RankSchools(ev.Path, ind.Standings, tm, best)
	e.sayNotes(s, notes...)
	return st, err
}

// sayNotes says the notes of the pipeline on standard error, in the flags' words
// ([env.sayRankingNote]).
func (e *env) sayNotes(s *settings, notes ...pipeline.Note) {
	for _, n := range notes {
		e.sayRankingNote(s, n)
	}
}
