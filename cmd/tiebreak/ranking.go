package main

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/engine"
	"tiebreak/engine/fide"
	"tiebreak/exporters"
)

// rankingFlags are the flags that choose rules and tiebreaks.
func rankingFlags() []cli.Flag {
	return []cli.Flag{
		&cli.StringFlag{Name: "rules", Aliases: []string{"r"}, Usage: "rulebook (`RULES`): uscf, fide (edition by the event date), fide-2009, fide-2023, fide-2024 or fide-2026; default: fide when the file declares FIDE tiebreaks or pairings, else uscf"},
		&cli.StringFlag{Name: "tiebreaks", Aliases: []string{"t"}, Usage: "tiebreak codes, names or a preset, comma-separated (`LIST`): MM,SOLK,CUM,OCUM or \"Modified Median,Solkoff\" or uscf or BH/C1,BH,SB; none for points only; default: the file's list, else the rules' preset ('tiebreak tiebreaks' lists them)"},
		&cli.StringFlag{Name: "type", Usage: "event `TYPE`: swiss or rr (round robin); default: from the file"},
		&cli.StringFlag{Name: "places", Usage: "places the standings print (`HOW`): score (score groups, 2-5 ordered by the tiebreaks, as prize lists print them) or rank (1 to N after the tiebreaks); default: score under US Chess rules, rank under FIDE"},
		&cli.StringSliceFlag{Name: "option", Aliases: []string{"O"}, Usage: "rule variant `NAME=VALUE`, repeatable: -O own-unplayed=ignore ('tiebreak tiebreaks' lists them)"},
	}
}

// ranking resolves rules and tiebreaks for t from the flags and ranks it. Unless --round
// chose the rounds, only complete rounds count: rounds planned, paired without results
// or still partly entered are cut off ([engine.Tournament.Cut]), so the standings and
// every rule that depends on the number of rounds see the rounds played
// ([engine.Progress]). The standings' Eval.T is the event ranked.
func (e *env) ranking(s *settings, t *engine.Tournament) (*engine.Standings, error) {
	if n := t.Progress().Complete; !s.roundSet && n < t.Rounds {
		t = t.Cut(n)
	}
	rules, list, err := e.resolveRules(s, t)
	if err != nil {
		return nil, err
	}
	source := e.statedSource(s, t, rules, list)
	ev := engine.NewEvaluation(t, rules)
	var tbs []engine.Tiebreak
	if !strings.EqualFold(list, "none") {
		tbs, err = e.formats.Catalogue.Resolve(list, rules, ev.Kind)
		if err != nil {
			return nil, e.tiebreakError(err, list, rules, ev.Kind)
		}
		if note := bhNote(list, rules, s.rules != ""); note != "" && !s.quiet {
			fmt.Fprintf(e.stderr, "tiebreak: note: %s\n", note)
		}
	}
	if rules.System == "fide" {
		// Some FIDE restrictions depend on the event itself: Buchholz in a detected round
		// robin (2026), rating tiebreaks with unrated players.
		if err := fide.Check(ev, tbs); err != nil {
			return nil, err
		}
	}
	st := engine.Rank(ev, tbs)
	st.Source = source
	switch p := strings.ToLower(strings.TrimSpace(s.places)); p {
	case "":
		st.PlaceByScore(rules.System == "uscf")
	case "score", "rank":
		st.PlaceByScore(p == "score")
	default:
		return nil, valueError("--places", s.places, []string{"score", "rank"})
	}
	return st, nil
}

// statedSource returns where the tiebreak order list comes from when the file stated it
// ("as SwissSys used", "from the file's 202 record"), or "". When the user's --tiebreaks differs
// from the order the file states, it says so once per run.
func (e *env) statedSource(s *settings, t *engine.Tournament, rules engine.Rules, list string) string {
	var stated, by string
	switch {
	case len(t.StatedTiebreaks) > 0 && rules.System == t.StatedRules:
		stated, by = strings.Join(t.StatedTiebreaks, ","), "as "+t.StatedBy+" used"
	case rules.System == "fide" && fide.DeclaredList(t) != "":
		stated, by = fide.DeclaredList(t), "from the file's 202 record"
	default:
		return ""
	}
	if strings.TrimSpace(s.tiebreaks) == "" {
		if list == stated {
			return by
		}
		return ""
	}
	if !sameCodes(list, stated) && !s.quiet && !e.orderNoted {
		e.orderNoted = true
		fmt.Fprintf(e.stderr, "tiebreak: note: the file's tiebreak order (%s: %s) differs from --tiebreaks %s; using --tiebreaks\n",
			by, strings.ReplaceAll(stated, ",", ", "), list)
	}
	return ""
}

// sameCodes reports whether two comma-separated code lists are the same, ignoring case
// and spaces.
func sameCodes(a, b string) bool {
	norm := func(s string) string { return strings.ToUpper(strings.ReplaceAll(s, " ", "")) }
	return norm(a) == norm(b)
}

// resolveRules returns the rules and the tiebreak list to use for t.
func (e *env) resolveRules(s *settings, t *engine.Tournament) (engine.Rules, string, error) {
	list := strings.TrimSpace(s.tiebreaks)
	var rules engine.Rules
	switch r := s.rules; {
	case r != "":
		var err error
		if rules, err = engine.ParseRules(r); err != nil {
			return rules, "", rulesError(err)
		}
	default:
		rules.System = "uscf"
		if saysFIDE(t) {
			rules.System = "fide"
		}
		// A preset of another family ("--tiebreaks fide" on a US file) brings its rules.
		if p, ok := e.formats.Catalogue.Preset(strings.Split(list, ",")[0]); ok {
			rules.System = p.System
		}
	}
	switch typ := strings.ToLower(s.typ); typ {
	case "":
	case "swiss":
		rules.Kind = engine.KindSwiss
	case "rr", "roundrobin", "round-robin":
		rules.Kind = engine.KindRoundRobin
	default:
		return rules, "", valueError("--type", typ, []string{"swiss", "rr"})
	}
	for _, o := range s.options {
		k, v, ok := strings.Cut(o, "=")
		if !ok || k == "" {
			return rules, "", usagef("--option %q: write NAME=VALUE", o)
		}
		if rules.Options == nil {
			rules.Options = map[string]string{}
		}
		rules.Options[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	if rules.System == "fide" && rules.Edition == "" {
		rules.Edition = fide.EditionFor(t)
	}
	if list == "" && rules.System == t.StatedRules && len(t.StatedTiebreaks) > 0 {
		stated := strings.Join(t.StatedTiebreaks, ",")
		if _, err := e.formats.Catalogue.Resolve(stated, rules, engine.DetectKind(t)); err == nil {
			list = stated
		} else {
			fmt.Fprintf(e.stderr, "tiebreak: the tiebreak order %s used (%s) cannot be used (%v); using the default preset\n", t.StatedBy, stated, err)
		}
	}
	if list == "" && rules.System == "fide" && fide.DeclaredList(t) != "" {
		list = fide.DeclaredList(t)
		if _, err := e.formats.Catalogue.Resolve(list, rules, engine.DetectKind(t)); err != nil {
			fmt.Fprintf(e.stderr, "tiebreak: the file's tiebreak list %q cannot be used (%v); using the default preset\n", list, err)
			list = ""
		}
	}
	return rules, list, nil
}

// saysFIDE reports whether the file declares FIDE rules: a TRF26 192 system code starting
// with FIDE, a 202/212 tiebreak list, a 092 type that names FIDE, or a stated order of
// FIDE codes (a chess-results legend).
func saysFIDE(t *engine.Tournament) bool {
	return t.StatedRules == "fide" || strings.HasPrefix(strings.ToUpper(t.TypeCode), "FIDE") ||
		len(t.Tiebreaks) > 0 || len(t.StandingsDef) > 0 ||
		strings.Contains(strings.ToUpper(t.TypeText), "FIDE")
}

// exportOptions returns the exporter options for standings st.
func (e *env) exportOptions(st *engine.Standings) exporters.Options {
	return exporters.Options{Generator: "tiebreak " + version, Definitions: e.formats.Definitions(st.Eval.Rules), Context: e.ctx}
}
