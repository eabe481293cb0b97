package main

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/engine/teams"
	"tiebreak/exporters"
	csvout "tiebreak/exporters/csv"
	jsonout "tiebreak/exporters/json"
	pdfout "tiebreak/exporters/pdf"
	textout "tiebreak/exporters/text"
	xlsxout "tiebreak/exporters/xlsx"
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
		Action: func(c *cli.Context) error { return e.runTeams(c) },
	}
}

func (e *env) runTeams(c *cli.Context) error {
	path, err := oneEvent(c)
	if err != nil {
		return err
	}
	out := c.String("output")
	format, err := teamFormat(c.String("format"), out)
	if err != nil {
		return err
	}
	if err := e.refuseTerminal("teams", format, out, "teams."+format); err != nil {
		return err
	}
	ev, err := e.load(settingsFrom(c), path)
	if err != nil {
		return err
	}
	e.noteWarnings(ev)
	t := ev.t
	var st *teams.Standings
	var rulesText string
	if c.IsSet("best") {
		st, rulesText, err = e.schoolStandings(c, t)
	} else {
		st, rulesText, err = e.teamStandings(c, t)
	}
	if err != nil {
		return err
	}
	if n := c.Int("top"); n > 0 {
		rows := st.Rows[:0:0]
		for _, r := range st.Rows {
			if r.Place <= n {
				rows = append(rows, r)
			}
		}
		st.Rows = rows
	}
	explain := c.Bool("explain")
	pdfOpts := exporters.Options{Generator: "tiebreak " + version}
	if err := e.pdfOptions(settingsFrom(c), format, &pdfOpts); err != nil {
		return err
	}
	err = e.writeOutput(out, func(w io.Writer) error {
		switch format {
		case "csv":
			return csvout.WriteTeams(w, st)
		case "json":
			return jsonout.WriteTeams(w, st, func(pi int) int { return int(t.Players[pi].ID) })
		case "xlsx":
			return xlsxout.WriteTeams(w, &exporters.Document{T: t, Teams: st, Opts: exporters.Options{Generator: "tiebreak " + version}}, xlsxout.Config{})
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

// eventTeams returns the event's teams: its team records, else its Team/School column.
func eventTeams(t *engine.Tournament) ([]engine.Team, error) {
	if len(t.Teams) > 0 {
		return t.Teams, nil
	}
	if tm := teams.FromClubs(t); len(tm) > 0 {
		return tm, nil
	}
	return nil, errors.New("the event has no teams: a TRF needs 013 or 310 team lines, a crosstable a Team or School column")
}

// teamProblems reports build problems: warnings to standard error, errors as one error.
func (e *env) teamProblems(path string, probs []teams.Problem) error {
	var errs []string
	for _, p := range probs {
		if p.Error {
			errs = append(errs, "  "+p.Msg)
			continue
		}
		fmt.Fprintf(e.stderr, "tiebreak: %s: warning: %s\n", path, p.Msg)
	}
	if len(errs) > 0 {
		return fmt.Errorf("%s: the team data is inconsistent; fix the file:\n%s", path, strings.Join(errs, "\n"))
	}
	return nil
}

// teamStandings ranks a team-vs-team event under the flags.
func (e *env) teamStandings(c *cli.Context, t *engine.Tournament) (*teams.Standings, string, error) {
	opts := map[string]string{}
	for _, o := range c.StringSlice("option") {
		k, v, ok := strings.Cut(o, "=")
		if !ok || k == "" {
			return nil, "", usagef("--option %q: write NAME=VALUE", o)
		}
		opts[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	rr := false
	switch strings.ToLower(c.String("type")) {
	case "rr", "roundrobin", "round-robin":
		rr = true
	}
	st, text, probs, err := e.rankTeams(t, c.String("rules"), c.String("tiebreaks"), opts, rr)
	if err != nil {
		return nil, "", err
	}
	if err := e.teamProblems(c.Args().First(), probs); err != nil {
		return nil, "", err
	}
	return st, text, nil
}

// rankTeams builds and ranks the teams of t under a --rules value, a tiebreak list and
// options; it returns the standings, a description of the rules and the build problems.
func (e *env) rankTeams(t *engine.Tournament, rulesName, list string, opts map[string]string, rr bool) (*teams.Standings, string, []teams.Problem, error) {
	rules := teams.Rules{System: "fide", Options: opts, RoundRobin: rr}
	sc := teams.DefaultScoring()
	weighted := false
	switch r := strings.ToLower(strings.TrimSpace(rulesName)); r {
	case "", "fide":
		rules.Edition = fide.EditionFor(t)
	case "fide-2023", "fide-2024":
		rules.Edition = "2024"
	case "fide-2026":
		rules.Edition = "2026"
	case "uscf", "us", "uschess":
		rules.System, sc = "uscf", teams.USScoring()
	case "ihsa":
		rules.System, sc, weighted = "uscf", teams.USScoring(), true
	default:
		return nil, "", nil, valueError("teams: --rules", r, []string{"fide", "fide-2024", "fide-2026", "uscf", "ihsa"})
	}
	if rules.Edition != "2026" && rules.System == "fide" {
		rules.Edition = "2024" // the team articles of 2023 and 2024 agree; 2009 had none of them
	}
	if _, err := teams.Resolve("MP", rules); err != nil { // validates the options
		return nil, "", nil, teamTiebreakError(err)
	}
	sc.ApplyRecords(t.TeamScoring)
	sc.Weighted = weighted
	if err := sc.ApplyOptions(opts, t.TeamScoring); err != nil {
		return nil, "", nil, teamTiebreakError(err)
	}
	rules.Primary = strings.ToUpper(opts["primary"])
	tt := *t
	var err error
	if tt.Teams, err = eventTeams(t); err != nil {
		return nil, "", nil, err
	}
	ev, probs := teams.Build(&tt, sc)
	list = strings.TrimSpace(list)
	if list == "" && strings.EqualFold(rulesName, "ihsa") {
		list = "ihsa"
	}
	if list == "" && rules.System == "fide" && fide.DeclaredList(t) != "" {
		if _, err := teams.Resolve(fide.DeclaredList(t), rules); err == nil {
			list = fide.DeclaredList(t)
		} else {
			fmt.Fprintf(e.stderr, "tiebreak: the file's tiebreak list %q cannot be used for teams (%v); using the default\n", fide.DeclaredList(t), err)
		}
	}
	var tbs []*teams.Tiebreak
	if !strings.EqualFold(list, "none") {
		if tbs, err = teams.Resolve(list, rules); err != nil {
			return nil, "", nil, teamTiebreakError(err)
		}
	}
	eval := teams.NewEval(ev, rules)
	text := "FIDE " + rules.Edition + " team rules"
	if rules.System == "uscf" {
		text = "US Chess team rules"
	}
	text += ", " + eval.Rules.Primary + " first"
	return teams.Rank(eval, tbs), text, probs, nil
}

// wallchartTeams returns the team standings the wall chart shows for an event with team
// records (013/310): under US Chess team rules when --rules says uscf, else under FIDE
// rules with the file's tiebreak list or the fide-team preset; nil when the teams did not
// play team matches (school teams, inconsistent data).
func (e *env) wallchartTeams(path string, t *engine.Tournament, rulesFlag string) *teams.Standings {
	if len(t.Teams) == 0 {
		return nil
	}
	name := strings.ToLower(rulesFlag)
	if !strings.HasPrefix(name, "us") && name != "fide-2026" {
		name = "fide"
	}
	st, _, probs, err := e.rankTeams(t, name, "", nil, false)
	if err != nil {
		return nil
	}
	for _, p := range probs {
		if p.Error {
			fmt.Fprintf(e.stderr, "tiebreak: %s: no team sheets in the wall chart: %s (see 'tiebreak teams')\n", path, p.Msg)
			return nil
		}
	}
	return st
}

// schoolStandings ranks the school teams of an individual event.
func (e *env) schoolStandings(c *cli.Context, t *engine.Tournament) (*teams.Standings, string, error) {
	tm, err := eventTeams(t)
	if err != nil {
		return nil, "", err
	}
	best := c.Int("best")
	if best < 0 {
		return nil, "", usagef("--best %d: give the number of scores that count, or 0 for all", best)
	}
	ind, err := e.ranking(settingsFrom(c), t)
	if err != nil {
		return nil, "", err
	}
	return e.rankSchools(c.Args().First(), ind, tm, best)
}

// rankSchools ranks the school teams tm on the individual standings ind, the best best
// scores of each counting; it returns the standings and a description of the rules.
func (e *env) rankSchools(path string, ind *engine.Standings, tm []engine.Team, best int) (*teams.Standings, string, error) {
	st, probs := teams.SchoolStandings(ind, tm, best)
	if err := e.teamProblems(path, probs); err != nil {
		return nil, "", err
	}
	n := "all scores"
	if best > 0 {
		n = fmt.Sprintf("best %d scores", best)
	}
	return st, "school teams (" + n + ", sums of individual " + ind.Eval.Rules.String() + " tiebreaks)", nil
}
