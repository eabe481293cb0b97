// Package fund reads prize-fund files (YAML) into a [prizes.Fund] and the allocation
// [prizes.Options], and finds the ready-made funds embedded in package templates.
//
// The file is read as a YAML node tree, not decoded into structs, so every key and value
// is checked where it stands: an unknown key (a typo that would silently drop a prize), a
// bad value or an impossible prize is an [importers.ParseError] naming file, line and
// column.
//
//	currency: USD
//	rounding: cent            # or dollar
//	based_on: {entries: 125}  # optional; actual entries = players in the event unless 'actual: N';
//	                          # 'guaranteed: 60%' pays at least 60% whatever the entries
//	unrated: place            # 28D default; 'all' lets unrated players win any prize
//	unrated_max: 300          # optional: no unrated player receives more (unrated_excess: next|unpaid)
//	split: equal              # 32B3 pooling (default), 'hort' or 'tiebreak' (no split)
//	tax_form_at: 600          # flag awards from this amount
//	prizes:
//	  - {place: 1, cash: 500, trophy: "Champion"}
//	  - {class: U1800, place: 1, cash: 150}
//	  - {name: "Top Junior", age_max: 18, trophy: "Top Junior"}
//	  - {team: true, place: 1, trophy: "1st Place Team"}
//	teams: {best: 4}          # how teams are ranked for team prizes (school teams: best N)
package fund

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/internal/yamlnode"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// MaxSize bounds a fund file; real funds are a few kilobytes.
const MaxSize = 1 << 20

// maxPrizes bounds the prizes of one fund, its sections counted with them: the largest
// real funds have a few hundred prizes over a dozen sections. A list used by several
// sections through a YAML alias counts once per section, and the whole fund is counted
// before any prize is read, so a small file cannot make a large fund.
const maxPrizes = 1000

// Keys lists the top-level keys of a fund file with a one-line meaning, for help texts.
var Keys = [][2]string{
	{"name", "title for reports"},
	{"section", "the section the fund is for (informational)"},
	{"currency", "ISO code, USD (default), EUR, GBP, ..."},
	{"rounding", "cent (default) or dollar: what each share is rounded to"},
	{"based_on", "{entries: N, actual: N, guaranteed: 60%}: N expected"},
	{"unrated", "place (28D, default) or all"},
	{"unrated_max", "most cash an unrated player receives: 300"},
	{"unrated_excess", "next (default: to the next in line) or unpaid"},
	{"split", "equal (32B3, default), hort or tiebreak"},
	{"ratings", "auto (US Chess for US events, else FIDE), uscf or fide"},
	{"tax_form_at", "flag awards of this amount or more (US: 600)"},
	{"trophies", "one (default) or multiple trophies per player"},
	{"trophy_with_cash", "true (default) or false: cash winners take trophies"},
	{"exception", "true (default) or false: the 32B3 exception"},
	{"cap", "true (default, 7th ed.) or false (6th ed.): the 32B3 cap"},
	{"remainder", "tiebreak (default) or unpaid: cents that do not divide"},
	{"teams", "how teams are ranked for team prizes (keys below)"},
	{"prizes", "the list of prizes"},
	{"sections", "one fund, several sections: {Open: [prizes], U1800: [..]}"},
	{"every_section", "true: pay the prizes: list in each section (default: no)"},
}

// PrizeKeys lists the keys of one prize.
var PrizeKeys = [][2]string{
	{"place", "place within the group, from 1 (default 1)"},
	{"cash", "amount: 500, 162.50, \"$1,379\""},
	{"trophy", "name of a trophy or other indivisible award"},
	{"class", "U1800, 1600-1799, 2000+, Expert, unrated, U1800/Unrated"},
	{"name", "the prize's name (\"Top Junior\"); default: class and place"},
	{"age_max", "oldest eligible age (inclusive)"},
	{"age_min", "youngest eligible age (inclusive)"},
	{"age_on", "date ages are taken on; default the event's start date"},
	{"sex", "w or m"},
	{"unrated", "true: open to unrated players too (28D keeps them out)"},
	{"team", "true: a team prize, paid from the team standings"},
	{"guaranteed", "true: paid in full whatever the entries (based_on)"},
}

// TeamKeys lists the keys of the fund's teams: mapping.
var TeamKeys = [][2]string{
	{"best", "school teams: each school's best N scores count"},
	{"tiebreaks", "team tiebreaks, as the teams command takes them"},
	{"rules", "team rules, as the teams command takes them"},
	{"split", "equal (default: tied teams share cash) or tiebreak"},
}

// Parse reads a fund file. name is used in error messages (file:line:col).
func Parse(name string, data []byte) (*prizes.Fund, prizes.Options, error) {
	p := &parser{yamlnode.Reader{File: name, Prepare: joinSplitAmounts}}
	f, o := &prizes.Fund{Source: name}, prizes.Options{}
	if len(data) > MaxSize {
		return nil, o, p.Errf(0, 0, "", "the file is larger than %d bytes; is it a prize fund?", MaxSize)
	}
	text, _ := importers.DecodeText(data)
	dec := yaml.NewDecoder(strings.NewReader(text))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, o, p.Errf(0, 0, "", "the file is empty; see 'tiebreak templates' for examples")
		}
		return nil, o, importers.YAMLError(p.File, text, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, o, p.Errf(extra.Line, extra.Column, "", "a fund file holds one YAML document; remove the second '---'")
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return nil, o, p.Errf(0, 0, "", "the file is empty; see 'tiebreak templates' for examples")
	}
	root := doc.Content[0]
	if err := p.fund(root, f, &o); err != nil {
		return nil, o, err
	}
	return f, o, nil
}

// ParseNode reads a fund written as a YAML mapping inside another file (the fund: key of
// a season.yaml). file names that file in error messages, with the node's positions.
func ParseNode(file string, n *yaml.Node) (*prizes.Fund, prizes.Options, error) {
	p := &parser{yamlnode.Reader{File: file, Prepare: joinSplitAmounts}}
	f, o := &prizes.Fund{Source: file}, prizes.Options{}
	if err := p.fund(n, f, &o); err != nil {
		return nil, o, err
	}
	return f, o, nil
}

// Load reads the fund ref names: a file path, or the name of an embedded template
// ("weekend-swiss") when no such file exists.
func Load(ref string) (*prizes.Fund, prizes.Options, error) {
	data, err := importers.ReadSideFile(ref, importers.MaxSideFileSize)
	if err == nil {
		return Parse(ref, data)
	}
	if !errors.Is(err, os.ErrNotExist) {
		return nil, prizes.Options{}, fmt.Errorf("cannot read the prize fund: %w", err)
	}
	name := strings.TrimSuffix(ref, ".yaml")
	if tdata, ok := templates.Fund(name); ok {
		return Parse(name+".yaml (template)", tdata)
	}
	hint := ""
	if q := suggest.DidYouMean(name, templates.FundNames()); q != "" {
		hint = "; " + q
	}
	return nil, prizes.Options{}, fmt.Errorf("no fund file or template %q%s (templates: %s; 'tiebreak templates' prints them)",
		ref, hint, strings.Join(templates.FundNames(), ", "))
}

// parser reads one fund file.
type parser struct {
	yamlnode.Reader
}

func (p *parser) money(k, v *yaml.Node) (prizes.Money, error) {
	s, err := p.Scalar(k, v)
	if err != nil {
		return 0, err
	}
	m, err := prizes.ParseMoney(s)
	if err != nil {
		return 0, p.Errf(v.Line, v.Column, k.Value, "%q is not an amount: write 500, 162.50 or \"$1,379\"", s)
	}
	return m, nil
}

// fundRead is what reading the top-level mapping fills in: the fund, the allocation
// options, and the keys whose checks wait until every key is read.
type fundRead struct {
	f                        *prizes.Fund
	o                        *prizes.Options
	prizes, sections, excess [2]*yaml.Node
	every                    *yaml.Node // the every_section key, when given
}

// fundKeyReader reads the value v of the top-level key k.
type fundKeyReader func(p *parser, k, v *yaml.Node, r *fundRead) error

// fundKeyReaders reads each key of [Keys]; TestEveryKeyIsRead checks that none is missing.
var fundKeyReaders = map[string]fundKeyReader{
	"name": func(p *parser, k, v *yaml.Node, r *fundRead) (err error) {
		r.f.Name, err = p.Scalar(k, v)
		return err
	},
	"section": func(p *parser, k, v *yaml.Node, _ *fundRead) error {
		_, err := p.Scalar(k, v)
		return err
	},
	"currency": (*parser).currency,
	"rounding": wordKey(func(r *fundRead) *prizes.Rounding { return &r.f.Rounding },
		[]string{"cent", "dollar"}, []prizes.Rounding{prizes.RoundCent, prizes.RoundDollar}),
	"based_on": func(p *parser, _, v *yaml.Node, r *fundRead) error {
		return p.basedOn(v, r.f)
	},
	"unrated": wordKey(func(r *fundRead) *prizes.UnratedPolicy { return &r.f.Unrated },
		[]string{"place", "all"}, []prizes.UnratedPolicy{prizes.UnratedPlace, prizes.UnratedAll}),
	"unrated_max": func(p *parser, k, v *yaml.Node, r *fundRead) (err error) {
		r.f.UnratedMax, err = p.money(k, v)
		if err == nil && r.f.UnratedMax == 0 {
			err = p.Errf(v.Line, v.Column, k.Value, "a limit of 0 keeps unrated players from every cash prize; write a positive amount, or use a prize for unrated players")
		}
		return err
	},
	"unrated_excess": func(p *parser, k, v *yaml.Node, r *fundRead) error {
		r.excess = [2]*yaml.Node{k, v}
		s, err := p.Word(k, v, "next", "unpaid")
		if err == nil && s == "unpaid" {
			r.f.UnratedExcess = prizes.ExcessUnpaid
		}
		return err
	},
	"split": wordKey(func(r *fundRead) *prizes.SplitMethod { return &r.f.Split },
		[]string{"equal", "hort", "tiebreak"}, []prizes.SplitMethod{prizes.SplitEqual, prizes.SplitHort, prizes.SplitTiebreak}),
	"ratings": wordKey(func(r *fundRead) *prizes.RatingSource { return &r.f.Ratings },
		[]string{"auto", "uscf", "fide"}, []prizes.RatingSource{prizes.RatingAuto, prizes.RatingUSChess, prizes.RatingFIDE}),
	"tax_form_at": func(p *parser, k, v *yaml.Node, r *fundRead) (err error) {
		r.f.TaxFormAt, err = p.money(k, v)
		return err
	},
	"trophies": wordKey(func(r *fundRead) *bool { return &r.f.Trophies.Multiple },
		[]string{"one", "multiple"}, []bool{false, true}),
	"trophy_with_cash": func(p *parser, k, v *yaml.Node, r *fundRead) error {
		b, err := p.Boolean(k, v)
		r.f.Trophies.NotWithCash = !b
		return err
	},
	"exception": func(p *parser, k, v *yaml.Node, r *fundRead) error {
		b, err := p.Boolean(k, v)
		r.o.NoException = !b
		return err
	},
	"cap": func(p *parser, k, v *yaml.Node, r *fundRead) error {
		b, err := p.Boolean(k, v)
		r.o.NoCap = !b
		return err
	},
	"remainder": wordKey(func(r *fundRead) *prizes.RemainderPolicy { return &r.o.Remainder },
		[]string{"tiebreak", "unpaid"}, []prizes.RemainderPolicy{prizes.RemainderTiebreak, prizes.RemainderUnpaid}),
	"teams": func(p *parser, k, v *yaml.Node, r *fundRead) error {
		return p.teams(k, v, r.f)
	},
	"prizes": func(_ *parser, k, v *yaml.Node, r *fundRead) error {
		r.prizes = [2]*yaml.Node{k, v}
		return nil
	},
	"sections": func(_ *parser, k, v *yaml.Node, r *fundRead) error {
		r.sections = [2]*yaml.Node{k, v}
		return nil
	},
	"every_section": func(p *parser, k, v *yaml.Node, r *fundRead) (err error) {
		r.every = k
		r.f.EverySection, err = p.Boolean(k, v)
		return err
	},
}

// wordKey returns the reader of a key whose value is one of words (ignoring case; the
// error lists them in this order), which sets the field at returns to values[i] for
// words[i].
func wordKey[T any](at func(r *fundRead) *T, words []string, values []T) fundKeyReader {
	return func(p *parser, k, v *yaml.Node, r *fundRead) error {
		s, err := p.Word(k, v, words...)
		if err == nil {
			*at(r) = values[slices.Index(words, s)]
		}
		return err
	}
}

// fund reads the top-level mapping: each key with its reader, then the prizes (one list or
// one per section), then the checks that involve several keys.
func (p *parser) fund(root *yaml.Node, f *prizes.Fund, o *prizes.Options) error {
	kvs, err := p.Pairs(root, "the fund", Keys)
	if err != nil {
		return err
	}
	r := &fundRead{f: f, o: o}
	for _, kv := range kvs {
		if err := fundKeyReaders[kv[0].Value](p, kv[0], kv[1], r); err != nil {
			return err
		}
	}
	if err := p.fundPrizes(root, r); err != nil {
		return err
	}
	return p.checkFund(root, r)
}

// currency reads the currency: key, a three-letter ISO code written in capitals.
func (p *parser) currency(k, v *yaml.Node, r *fundRead) error {
	s, err := p.Scalar(k, v)
	if err != nil {
		return err
	}
	if len(s) != 3 || strings.ToUpper(s) != strings.Map(func(c rune) rune {
		if c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			return c &^ 0x20
		}
		return -1
	}, s) {
		err = p.Errf(v.Line, v.Column, k.Value, "%q: write a three-letter ISO code such as USD or EUR", s)
	}
	r.f.Currency = strings.ToUpper(s)
	return err
}

// fundPrizes reads the prizes: list, or the sections: mapping of a fund over several
// sections; a fund has exactly one of them.
func (p *parser) fundPrizes(root *yaml.Node, r *fundRead) error {
	switch {
	case r.prizes[0] != nil && r.sections[0] != nil:
		k := r.sections[0]
		return p.Errf(k.Line, k.Column, "sections", "the fund has both prizes: and sections:; move the prizes into their section")
	case r.sections[0] != nil && r.every != nil:
		return p.Errf(r.every.Line, r.every.Column, "every_section", "every_section: is for a fund with one prizes: list; a fund with sections: already lists each section's prizes")
	case r.sections[0] != nil:
		return p.sections(r.sections[1], r.f)
	case r.prizes[0] == nil:
		return p.Errf(root.Line, root.Column, "", "the fund has no 'prizes:' list (or 'sections:' for several sections)")
	default:
		return p.prizes(r.prizes[0], r.prizes[1], r.f)
	}
}

// checkFund checks what involves several keys: count: players needs sections,
// unrated_excess needs unrated_max, a guaranteed prize needs based_on and teams: needs a
// team prize.
func (p *parser) checkFund(root *yaml.Node, r *fundRead) error {
	f := r.f
	if f.Count == prizes.CountPlayers && len(f.Sections) == 0 && !f.EverySection {
		return p.Errf(root.Line, root.Column, "count", "count: players applies to a fund over several sections (sections:, or every_section: true)")
	}
	if k := r.excess[0]; k != nil && f.UnratedMax == 0 {
		return p.Errf(k.Line, k.Column, k.Value, "unrated_excess says where money the unrated limit holds back goes; add unrated_max: or remove it")
	}
	all := f.Prizes
	for _, sec := range f.Sections {
		all = append(all[:len(all):len(all)], sec.Prizes...)
	}
	for _, pz := range all {
		if pz.Guaranteed && f.BasedOn == 0 {
			return p.Errf(pz.Line, pz.Column, "guaranteed", "the fund is not based on entries, so every prize is paid in full; remove guaranteed or add based_on:")
		}
	}
	if f.Teams.Line > 0 && !f.HasTeamPrizes() {
		return p.Errf(f.Teams.Line, f.Teams.Column, "teams", "no prize is a team prize; add team: true to the team prizes or remove teams:")
	}
	return nil
}

// teams reads the teams: mapping: how teams are ranked for team prizes.
func (p *parser) teams(k, v *yaml.Node, f *prizes.Fund) error {
	kvs, err := p.Pairs(v, "teams", TeamKeys)
	if err != nil {
		return err
	}
	f.Teams.Line, f.Teams.Column = k.Line, k.Column
	for _, kv := range kvs {
		k, v := kv[0], kv[1]
		switch k.Value {
		case "best":
			f.Teams.Best, err = p.Integer(k, v, 1, 1000)
		case "tiebreaks":
			f.Teams.Tiebreaks, err = p.list(k, v)
		case "rules":
			f.Teams.Rules, err = p.Scalar(k, v)
		case "split":
			var s string
			if s, err = p.Word(k, v, "equal", "tiebreak"); err == nil && s == "tiebreak" {
				f.Teams.Split = prizes.SplitTiebreak
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// list reads a comma-separated value or a YAML list of words: "USAT" or [BH:MP, EGGSB].
func (p *parser) list(k, v *yaml.Node) (string, error) {
	if v.Kind != yaml.SequenceNode {
		return p.Scalar(k, v)
	}
	var words []string
	for _, item := range v.Content {
		item = yamlnode.Resolve(item)
		s, err := p.Scalar(k, item)
		if err != nil {
			return "", err
		}
		words = append(words, s)
	}
	if len(words) == 0 {
		return "", p.Errf(v.Line, v.Column, k.Value, "the list is empty")
	}
	return strings.Join(words, ","), nil
}

func (p *parser) basedOn(v *yaml.Node, f *prizes.Fund) error {
	if n := yamlnode.Resolve(v); n != nil && n.Kind == yaml.ScalarNode {
		ex, ok := yamlnode.ExampleNumber(n.Value, 1, 1_000_000)
		if !ok {
			ex = 60
		}
		return p.Errf(v.Line, v.Column, "based_on", "%q: based_on takes keys: write based_on: {entries: %d} (and actual: or guaranteed: when needed)", n.Value, ex)
	}
	kvs, err := p.Pairs(v, "based_on", [][2]string{{"entries", ""}, {"actual", ""}, {"guaranteed", ""}, {"count", ""}})
	if err != nil {
		return err
	}
	for _, kv := range kvs {
		switch kv[0].Value {
		case "entries":
			f.BasedOn, err = p.Integer(kv[0], kv[1], 1, 1_000_000)
		case "actual":
			f.Actual, err = p.Integer(kv[0], kv[1], 1, 1_000_000)
		case "guaranteed":
			f.Guaranteed, err = p.percent(kv[0], kv[1])
		case "count":
			var s string
			if s, err = p.Word(kv[0], kv[1], "entries", "players"); err == nil && s == "players" {
				f.Count = prizes.CountPlayers
			}
		}
		if err != nil {
			return err
		}
	}
	if f.BasedOn == 0 {
		return p.Errf(v.Line, v.Column, "based_on", "say how many entries the fund is based on: based_on: {entries: 60}")
	}
	return nil
}

// percent reads a percentage ("60%", "60", "62.5%") in hundredths of a percent, from
// 0.01% to 100%.
func (p *parser) percent(k, v *yaml.Node) (int, error) {
	s, err := p.Scalar(k, v)
	if err != nil {
		return 0, err
	}
	t := strings.TrimSpace(strings.TrimSuffix(s, "%"))
	whole, frac, hasFrac := strings.Cut(t, ".")
	bad := whole == "" || len(whole) > 3 || len(frac) > 2 || hasFrac && frac == ""
	n := 0
	for _, c := range whole + frac + strings.Repeat("0", 2-min(2, len(frac))) {
		if c < '0' || c > '9' {
			bad = true
			break
		}
		n = n*10 + int(c-'0')
	}
	if bad || n < 1 || n > 10000 {
		return 0, p.Errf(v.Line, v.Column, k.Value, "%q: write a percentage from 1%% to 100%%, such as 60%%", s)
	}
	return n, nil
}

// sections reads the sections: mapping of a fund over several sections: each section's
// name (as the event names it, or its slug) and its prize list.
func (p *parser) sections(v *yaml.Node, f *prizes.Fund) error {
	v = yamlnode.Resolve(v)
	if v.Kind != yaml.MappingNode || len(v.Content) == 0 {
		return p.Errf(v.Line, v.Column, "sections", "sections must map each section's name to its prizes: {Open: [{place: 1, cash: 500}]}")
	}
	if err := p.countSections(v); err != nil {
		return err
	}
	seen := map[string]int{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		k, pv := yamlnode.Resolve(v.Content[i]), yamlnode.Resolve(v.Content[i+1])
		if k == nil || pv == nil {
			continue
		}
		if k.Kind != yaml.ScalarNode || strings.TrimSpace(k.Value) == "" {
			return p.Errf(k.Line, k.Column, "sections", "a section's name must be plain text")
		}
		name := strings.TrimSpace(k.Value)
		key := importers.Slug(name)
		if prev, dup := seen[key]; dup {
			return p.Errf(k.Line, k.Column, "sections", "section %q is listed twice (first at line %d)", name, prev)
		}
		seen[key] = k.Line
		sf := *f
		sf.Prizes, sf.Sections = nil, nil
		if err := p.prizes(k, pv, &sf); err != nil {
			return err
		}
		f.Sections = append(f.Sections, prizes.SectionFund{Name: name, Prizes: sf.Prizes, Line: k.Line, Column: k.Column})
	}
	return nil
}

// countSections checks the sections: mapping v against [maxPrizes] before any section is
// read: each section counts one, and its prize list as many as it holds, however often an
// alias (*name) repeats it.
func (p *parser) countSections(v *yaml.Node) error {
	n := 0
	for i := 1; i < len(v.Content); i += 2 {
		n++
		if pv := yamlnode.Resolve(v.Content[i]); pv != nil && pv.Kind == yaml.SequenceNode {
			n += len(pv.Content)
		}
	}
	if n > maxPrizes {
		return p.Errf(v.Line, v.Column, "sections", "%d prizes in %d sections (a list named with & and used again with * counts each time it is used); a fund holds at most %d prizes and sections together: split it into one fund per section",
			n-len(v.Content)/2, len(v.Content)/2, maxPrizes)
	}
	return nil
}

// prizes reads the prize list and checks it as a whole.
func (p *parser) prizes(k, v *yaml.Node, f *prizes.Fund) error {
	if v.Kind != yaml.SequenceNode {
		return p.Errf(v.Line, v.Column, "prizes", "prizes must be a list, one '- {place: 1, cash: 500}' per prize")
	}
	if len(v.Content) == 0 {
		return p.Errf(v.Line, v.Column, "prizes", "the list is empty")
	}
	if len(v.Content) > maxPrizes {
		return p.Errf(v.Line, v.Column, "prizes", "more than %d prizes", maxPrizes)
	}
	type key struct {
		group string
		place int
	}
	first := map[key]int{}
	labels := map[string]int{}
	for _, item := range v.Content {
		pz, err := p.prize(yamlnode.Resolve(item))
		if err != nil {
			return err
		}
		if line, dup := labels[strings.ToLower(pz.Label)]; dup {
			return p.Errf(pz.Line, pz.Column, "", "%s is listed twice (first at line %d); give one of them another place or a name", pz.Label, line)
		}
		labels[strings.ToLower(pz.Label)] = pz.Line
		first[key{strings.ToLower(pz.Group), pz.Place}] = pz.Line
		f.Prizes = append(f.Prizes, pz)
	}
	for _, pz := range f.Prizes {
		for n := 1; n < pz.Place; n++ {
			if _, ok := first[key{strings.ToLower(pz.Group), n}]; !ok {
				return p.Errf(pz.Line, pz.Column, "", "%s is listed but %s is not", pz.Label, prizes.DefaultLabel(pz.Group, n))
			}
		}
	}
	if err := f.Validate(); err != nil {
		return p.Errf(v.Line, v.Column, "prizes", "%s", strings.TrimPrefix(err.Error(), "prizes: "))
	}
	return nil
}

// prizeRead is what reading one prize's mapping fills in: the prize, and the class and
// name that are applied once every key is read.
type prizeRead struct {
	pz          *prizes.Prize
	class, name string
	classNode   *yaml.Node
}

// prizeKeyReader reads the value v of the prize key k.
type prizeKeyReader func(p *parser, k, v *yaml.Node, r *prizeRead) error

// prizeKeyReaders reads each key of [PrizeKeys]; TestEveryKeyIsRead checks that none is
// missing.
var prizeKeyReaders = map[string]prizeKeyReader{
	"place": prizeInteger(func(pz *prizes.Prize) *int { return &pz.Place }, 1, 10000),
	"cash": func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		r.pz.Cash, err = p.money(k, v)
		return err
	},
	"trophy": func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		r.pz.Trophy, err = p.Scalar(k, v)
		if err == nil && r.pz.Trophy == "" {
			err = p.Errf(v.Line, v.Column, k.Value, "name the trophy, or leave the key out")
		}
		return err
	},
	"class": func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		r.class, err = p.Scalar(k, v)
		r.classNode = v
		return err
	},
	"name": func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		r.name, err = p.Scalar(k, v)
		return err
	},
	"age_max": prizeInteger(func(pz *prizes.Prize) *int { return &pz.Eligibility.AgeMax }, 1, 150),
	"age_min": prizeInteger(func(pz *prizes.Prize) *int { return &pz.Eligibility.AgeMin }, 1, 150),
	"age_on": func(p *parser, k, v *yaml.Node, r *prizeRead) error {
		s, err := p.Scalar(k, v)
		if err != nil {
			return err
		}
		if d := engine.ParseDate(s); d.IsZero() || d.Month == 0 {
			err = p.Errf(v.Line, v.Column, k.Value, "%q is not a date: write 2026-03-14", s)
		}
		r.pz.Eligibility.AgeOn = s
		return err
	},
	"sex": func(p *parser, k, v *yaml.Node, r *prizeRead) error {
		s, err := p.Word(k, v, "w", "m", "f")
		if err == nil {
			if s == "f" {
				s = "w"
			}
			r.pz.Eligibility.Sex = s
		}
		return err
	},
	"unrated":    prizeBoolean(func(pz *prizes.Prize) *bool { return &pz.Eligibility.Unrated }),
	"team":       prizeBoolean(func(pz *prizes.Prize) *bool { return &pz.Team }),
	"guaranteed": prizeBoolean(func(pz *prizes.Prize) *bool { return &pz.Guaranteed }),
}

// prizeInteger returns the reader of a prize key whose value is a whole number from lo
// to hi, stored in the field at returns.
func prizeInteger(at func(pz *prizes.Prize) *int, lo, hi int) prizeKeyReader {
	return func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		*at(r.pz), err = p.Integer(k, v, lo, hi)
		return err
	}
}

// prizeBoolean returns the reader of a prize key whose value is true or false, stored in
// the field at returns.
func prizeBoolean(at func(pz *prizes.Prize) *bool) prizeKeyReader {
	return func(p *parser, k, v *yaml.Node, r *prizeRead) (err error) {
		*at(r.pz), err = p.Boolean(k, v)
		return err
	}
}

// prize reads one prize: each key with its reader, then what the team, class and name
// keys make of it, the checks of the prize as a whole and its label.
func (p *parser) prize(n *yaml.Node) (prizes.Prize, error) {
	var pz prizes.Prize
	if n == nil {
		return pz, p.Errf(0, 0, "", "empty prize")
	}
	pz.Line, pz.Column = n.Line, n.Column
	kvs, err := p.Pairs(n, "a prize", PrizeKeys)
	if err != nil {
		return pz, err
	}
	pz.Place = 1
	r := &prizeRead{pz: &pz}
	for _, kv := range kvs {
		if err := prizeKeyReaders[kv[0].Value](p, kv[0], kv[1], r); err != nil {
			return pz, err
		}
	}
	if pz.Team {
		if err := p.teamPrize(kvs, r); err != nil {
			return pz, err
		}
	}
	if r.class != "" {
		if err := p.applyClass(r); err != nil {
			return pz, err
		}
	}
	restricted := pz.Eligibility.AgeMin > 0 || pz.Eligibility.AgeMax > 0 || pz.Eligibility.Sex != ""
	if restricted && pz.Kind != prizes.KindUnrated {
		pz.Kind = prizes.KindOther
	}
	if err := p.checkPrize(n, r, restricted); err != nil {
		return pz, err
	}
	r.setLabel()
	return pz, nil
}

// teamPrize checks that a team prize has no key that applies to players only; without a
// name, it is in the group "Team".
func (p *parser) teamPrize(kvs [][2]*yaml.Node, r *prizeRead) error {
	for _, kv := range kvs {
		switch kv[0].Value {
		case "class", "age_max", "age_min", "age_on", "sex", "unrated":
			return p.Errf(kv[0].Line, kv[0].Column, kv[0].Value, "a team prize goes to a team: %s does not apply; remove it, or make a prize for players", kv[0].Value)
		}
	}
	if r.name == "" {
		r.pz.Group = "Team"
	}
	return nil
}

// applyClass sets the prize's eligibility, kind and group from its class: key, keeping
// the age, sex and unrated keys read beside it.
func (p *parser) applyClass(r *prizeRead) error {
	pz := r.pz
	el, kind, err := prizes.ParseClass(r.class)
	if err != nil {
		return p.Errf(r.classNode.Line, r.classNode.Column, "class", "%v", err)
	}
	el.AgeMin, el.AgeMax, el.AgeOn, el.Sex = pz.Eligibility.AgeMin, pz.Eligibility.AgeMax, pz.Eligibility.AgeOn, pz.Eligibility.Sex
	el.Unrated = el.Unrated || pz.Eligibility.Unrated
	pz.Eligibility, pz.Kind = el, kind
	pz.Group = r.class
	if kind == prizes.KindUnrated {
		pz.Group = "Unrated"
	}
	if r.name != "" {
		pz.Group = r.name
	}
	return nil
}

// checkPrize checks the prize as a whole: its ages, that an age or sex prize has a name,
// that a place prize does not say unrated, and that it awards something. restricted says
// the prize has an age or sex condition.
func (p *parser) checkPrize(n *yaml.Node, r *prizeRead, restricted bool) error {
	pz := r.pz
	el := pz.Eligibility
	switch {
	case el.AgeOn != "" && el.AgeMin == 0 && el.AgeMax == 0:
		return p.Errf(n.Line, n.Column, "age_on", "age_on needs age_max or age_min")
	case el.AgeMin > 0 && el.AgeMax > 0 && el.AgeMin > el.AgeMax:
		return p.Errf(n.Line, n.Column, "", "age_min %d is above age_max %d: nobody can win this prize", el.AgeMin, el.AgeMax)
	case restricted && r.class == "" && r.name == "":
		return p.Errf(n.Line, n.Column, "", "give an age or sex prize a name, e.g. name: \"Top Junior\"")
	case pz.Kind == prizes.KindPlace && el.Unrated:
		return p.Errf(n.Line, n.Column, "unrated", "place prizes are always open to unrated players; remove 'unrated'")
	case pz.Cash == 0 && pz.Trophy == "":
		return p.Errf(n.Line, n.Column, "", "the prize has neither cash nor a trophy")
	}
	return nil
}

// setLabel names the prize: by its name (with the place after the first; a named prize
// without a group is in the group of its name), or by its group and place ("U1800 2nd").
func (r *prizeRead) setLabel() {
	pz := r.pz
	if r.name == "" {
		pz.Label = prizes.DefaultLabel(pz.Group, pz.Place)
		return
	}
	pz.Label = r.name
	if pz.Group == "" {
		pz.Group = r.name
	}
	if pz.Place > 1 {
		pz.Label = r.name + " " + prizes.Ordinal(pz.Place)
	}
}

// Describe returns the fund's keys and the prize keys as help text.
func Describe() string {
	var b bytes.Buffer
	b.WriteString("Fund keys:\n")
	for _, k := range Keys {
		fmt.Fprintf(&b, "  %-17s %s\n", k[0], k[1])
	}
	b.WriteString("Prize keys:\n")
	for _, k := range PrizeKeys {
		fmt.Fprintf(&b, "  %-17s %s\n", k[0], k[1])
	}
	b.WriteString("Keys of teams:\n")
	for _, k := range TeamKeys {
		fmt.Fprintf(&b, "  %-17s %s\n", k[0], k[1])
	}
	return b.String()
}
