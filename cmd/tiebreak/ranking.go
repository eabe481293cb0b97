package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// rankingFlags are the flags that choose rules and tiebreaks, bound to s.
func rankingFlags(s *settings) []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "rules", Aliases: []string{"r"}, Destination: &s.Rules, Action: layer(&s.Given.Rules), Usage: "rulebook (`RULES`): uscf, fide (edition by the event date), fide-2009, fide-2023, fide-2024 or fide-2026; default: fide when the file declares FIDE tiebreaks or pairings, else uscf"},
		&cli.StringFlag{Name: "tiebreaks", Aliases: []string{"t"}, Destination: &s.Tiebreaks, Action: layer(&s.Given.Tiebreaks), Usage: "tiebreak codes, names or a preset, comma-separated (`LIST`): MM,SOLK,CUM,OCUM or \"Modified Median,Solkoff\" or uscf or BH/C1,BH,SB; none for points only; default: the file's list, else the rules' preset ('tiebreak tiebreaks' lists them)"},
		&cli.StringFlag{Name: "type", Destination: &s.Type, Action: layer(&s.Given.Type), Usage: "event `TYPE`: swiss or rr (round robin); default: from the file"},
		&cli.StringFlag{Name: "places", Destination: &s.Places, Action: layer(&s.Given.Places), Usage: "places the standings print (`HOW`): score (score groups, 2-5 ordered by the tiebreaks, as prize lists print them) or rank (1 to N after the tiebreaks); default: score under US Chess rules, rank under FIDE"},
		&cli.StringSliceFlag{Name: "option", Aliases: []string{"O"}, Destination: &s.options, Usage: "rule variant `NAME=VALUE`, repeatable: -O own-unplayed=ignore ('tiebreak tiebreaks' lists them)",
			Action: func(_ *cli.Context, v []string) error { s.Options, s.Given.Options = v, v; return nil }},
	}
}

// rank ranks the one section ev under the ranking flags of s as the report builder
// ranks each section ([pipeline.Plan.Rank]): it pays fs (nil for none), ranks the teams
// the wall chart shows with teams, adds the rating columns of the system ratings ("" for
// none), says the notes on standard error (the one that --tiebreaks differs from the
// file's order once per run; none with --quiet but those saying the file's order cannot
// be used) and words the errors in flags. The document is the one every exporter
// writes ([pipeline.Plan.SectionDocument]).
func (e *env) rank(s *settings, ev *event, fs *pipeline.Fund, teams bool, ratings string) (*exporters.Document, error) {
	rk, err := s.Ranking()
	if err != nil {
		return nil, e.rankingError(err)
	}
	p := pipeline.Plan{Formats: e.formats, Ranking: rk, Ratings: ratings, NoTeams: !teams,
		Export: exporters.Options{Generator: "tiebreak " + version}}
	r, _, err := p.Rank(&pipeline.Section{Path: ev.Path, Loaded: ev}, fs, func(n pipeline.Note) { e.sayRankingNote(s, n) })
	if err != nil {
		return nil, e.buildError(err)
	}
	return p.SectionDocument(r), nil
}

// sayRankingNote says one note of the ranking in the flags' words.
func (e *env) sayRankingNote(s *settings, n pipeline.Note) {
	switch n.Kind {
	case pipeline.NoteBuchholz:
		if !s.Quiet {
			fmt.Fprintf(e.stderr, "tiebreak: note: BH under US Chess rules is Solkoff (SOLK, nothing cut); for FIDE's Buchholz add --rules fide\n")
		}
	case pipeline.NoteOrderDiffers:
		if !s.Quiet && !e.orderNoted {
			e.orderNoted = true
			fmt.Fprintf(e.stderr, "tiebreak: note: the file's tiebreak order (%s: %s) differs from --tiebreaks %s; using --tiebreaks\n",
				n.By, strings.ReplaceAll(n.Stated, ",", ", "), n.List)
		}
	default:
		fmt.Fprintf(e.stderr, "tiebreak: %s\n", n)
	}
}

// rankingError words an error of the ranking, of teams among them, in the flags' words,
// with hints.
func (e *env) rankingError(err error) error {
	var ce *pipeline.ChoiceError
	var oe *pipeline.OptionSyntaxError
	var re *pipeline.RulesError
	var ur *engine.UnknownRulesError
	var ee *engine.EditionError
	var te *pipeline.TiebreakError
	var tte *pipeline.TeamTiebreakError
	var be *pipeline.BestError
	switch {
	case errors.As(err, &ce):
		return settingError(ce)
	case errors.As(err, &oe):
		return usagef("--option %q: write NAME=VALUE", oe.Option)
	case errors.As(err, &re) && errors.As(re.Err, &ur):
		return choiceError(fmt.Sprintf("unknown rules %q", ur.Rules), ur.Rules, engine.RulesNames, "rules")
	case errors.As(err, &re) && errors.As(re.Err, &ee):
		return usagef("--rules %s: %s", ee.Rules, ee.Reason)
	case errors.As(err, &re):
		return usagef("%v", re.Err)
	case errors.As(err, &te):
		return e.tiebreakError(te)
	case errors.As(err, &tte):
		return teamTiebreakError(tte.Err)
	case errors.As(err, &be):
		return usagef("--best %d: give the number of scores that count, or 0 for all", be.Best)
	}
	return err
}
