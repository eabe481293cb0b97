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
	"strings"

	"go.yaml.in/yaml/v3"

	"tiebreak/engine"
	"tiebreak/engine/prizes"
	"tiebreak/importers"
	"tiebreak/importers/internal/yamlnode"
	"tiebreak/internal/suggest"
	"tiebreak/templates"
)

// MaxSize bounds a fund file; real funds are a few kilobytes.
const MaxSize = 1 << 20

// maxPrizes bounds the prizes of one fund; the largest real funds have a few hundred.
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
	{"tiebreaks", "team tiebreaks as for 'tiebreak teams --tiebreaks'"},
	{"rules", "team rules as for 'tiebreak teams --rules'"},
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

// fund reads the top-level mapping.
func (p *parser) fund(root *yaml.Node, f *prizes.Fund, o *prizes.Options) error {
	kvs, err := p.Pairs(root, "the fund", Keys)
	if err != nil {
		return err
	}
	var prizesNode, excessNode, sectionsNode [2]*yaml.Node
	for _, kv := range kvs {
		k, v := kv[0], kv[1]
		var err error
		switch k.Value {
		case "name":
			f.Name, err = p.Scalar(k, v)
		case "section":
			_, err = p.Scalar(k, v)
		case "currency":
			var s string
			if s, err = p.Scalar(k, v); err == nil {
				if len(s) != 3 || strings.ToUpper(s) != strings.Map(func(r rune) rune {
					if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
						return r &^ 0x20
					}
					return -1
				}, s) {
					err = p.Errf(v.Line, v.Column, k.Value, "%q: write a three-letter ISO code such as USD or EUR", s)
				}
				f.Currency = strings.ToUpper(s)
			}
		case "rounding":
			var s string
			if s, err = p.Word(k, v, "cent", "dollar"); err == nil && s == "dollar" {
				f.Rounding = prizes.RoundDollar
			}
		case "based_on":
			err = p.basedOn(v, f)
		case "unrated":
			var s string
			if s, err = p.Word(k, v, "place", "all"); err == nil && s == "all" {
				f.Unrated = prizes.UnratedAll
			}
		case "unrated_max":
			f.UnratedMax, err = p.money(k, v)
			if err == nil && f.UnratedMax == 0 {
				err = p.Errf(v.Line, v.Column, k.Value, "a limit of 0 keeps unrated players from every cash prize; write a positive amount, or use a prize for unrated players")
			}
		case "unrated_excess":
			excessNode = kv
			var s string
			if s, err = p.Word(k, v, "next", "unpaid"); err == nil && s == "unpaid" {
				f.UnratedExcess = prizes.ExcessUnpaid
			}
		case "split":
			var s string
			if s, err = p.Word(k, v, "equal", "hort", "tiebreak"); err == nil {
				f.Split = map[string]prizes.SplitMethod{"equal": prizes.SplitEqual, "hort": prizes.SplitHort, "tiebreak": prizes.SplitTiebreak}[s]
			}
		case "ratings":
			var s string
			if s, err = p.Word(k, v, "auto", "uscf", "fide"); err == nil {
				f.Ratings = map[string]prizes.RatingSource{"auto": prizes.RatingAuto, "uscf": prizes.RatingUSChess, "fide": prizes.RatingFIDE}[s]
			}
		case "tax_form_at":
			f.TaxFormAt, err = p.money(k, v)
		case "trophies":
			var s string
			if s, err = p.Word(k, v, "one", "multiple"); err == nil {
				f.Trophies.Multiple = s == "multiple"
			}
		case "trophy_with_cash":
			var b bool
			b, err = p.Boolean(k, v)
			f.Trophies.NotWithCash = !b
		case "exception":
			var b bool
			b, err = p.Boolean(k, v)
			o.NoException = !b
		case "cap":
			var b bool
			b, err = p.Boolean(k, v)
			o.NoCap = !b
		case "remainder":
			var s string
			if s, err = p.Word(k, v, "tiebreak", "unpaid"); err == nil && s == "unpaid" {
				o.Remainder = prizes.RemainderUnpaid
			}
		case "teams":
			err = p.teams(k, v, f)
		case "prizes":
			prizesNode = kv
		case "sections":
			sectionsNode = kv
		}
		if err != nil {
			return err
		}
	}
	switch {
	case prizesNode[0] != nil && sectionsNode[0] != nil:
		k := sectionsNode[0]
		return p.Errf(k.Line, k.Column, "sections", "the fund has both prizes: and sections:; move the prizes into their section")
	case sectionsNode[0] != nil:
		if err := p.sections(sectionsNode[1], f); err != nil {
			return err
		}
	case prizesNode[0] == nil:
		return p.Errf(root.Line, root.Column, "", "the fund has no 'prizes:' list (or 'sections:' for several sections)")
	default:
		if err := p.prizes(prizesNode[0], prizesNode[1], f); err != nil {
			return err
		}
	}
	if f.Count == prizes.CountPlayers && len(f.Sections) == 0 {
		return p.Errf(root.Line, root.Column, "count", "count: players applies to a fund over several sections (sections:)")
	}
	if k := excessNode[0]; k != nil && f.UnratedMax == 0 {
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

// prize reads one prize.
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
	var class, name string
	var classNode *yaml.Node
	for _, kv := range kvs {
		k, v := kv[0], kv[1]
		var err error
		switch k.Value {
		case "place":
			pz.Place, err = p.Integer(k, v, 1, 10000)
		case "cash":
			pz.Cash, err = p.money(k, v)
		case "trophy":
			pz.Trophy, err = p.Scalar(k, v)
			if err == nil && pz.Trophy == "" {
				err = p.Errf(v.Line, v.Column, k.Value, "name the trophy, or leave the key out")
			}
		case "class":
			class, err = p.Scalar(k, v)
			classNode = v
		case "name":
			name, err = p.Scalar(k, v)
		case "age_max":
			pz.Eligibility.AgeMax, err = p.Integer(k, v, 1, 150)
		case "age_min":
			pz.Eligibility.AgeMin, err = p.Integer(k, v, 1, 150)
		case "age_on":
			var s string
			if s, err = p.Scalar(k, v); err == nil {
				if d := engine.ParseDate(s); d.IsZero() || d.Month == 0 {
					err = p.Errf(v.Line, v.Column, k.Value, "%q is not a date: write 2026-03-14", s)
				}
				pz.Eligibility.AgeOn = s
			}
		case "sex":
			var s string
			if s, err = p.Word(k, v, "w", "m", "f"); err == nil {
				if s == "f" {
					s = "w"
				}
				pz.Eligibility.Sex = s
			}
		case "unrated":
			pz.Eligibility.Unrated, err = p.Boolean(k, v)
		case "team":
			pz.Team, err = p.Boolean(k, v)
		case "guaranteed":
			pz.Guaranteed, err = p.Boolean(k, v)
		}
		if err != nil {
			return pz, err
		}
	}
	if pz.Team {
		for _, kv := range kvs {
			switch kv[0].Value {
			case "class", "age_max", "age_min", "age_on", "sex", "unrated":
				return pz, p.Errf(kv[0].Line, kv[0].Column, kv[0].Value, "a team prize goes to a team: %s does not apply; remove it, or make a prize for players", kv[0].Value)
			}
		}
		if name == "" {
			pz.Group = "Team"
		}
	}
	if class != "" {
		el, kind, err := prizes.ParseClass(class)
		if err != nil {
			return pz, p.Errf(classNode.Line, classNode.Column, "class", "%v", err)
		}
		el.AgeMin, el.AgeMax, el.AgeOn, el.Sex = pz.Eligibility.AgeMin, pz.Eligibility.AgeMax, pz.Eligibility.AgeOn, pz.Eligibility.Sex
		el.Unrated = el.Unrated || pz.Eligibility.Unrated
		pz.Eligibility, pz.Kind = el, kind
		pz.Group = class
		if kind == prizes.KindUnrated {
			pz.Group = "Unrated"
		}
		if name != "" {
			pz.Group = name
		}
	}
	restricted := pz.Eligibility.AgeMin > 0 || pz.Eligibility.AgeMax > 0 || pz.Eligibility.Sex != ""
	if restricted && pz.Kind != prizes.KindUnrated {
		pz.Kind = prizes.KindOther
	}
	if pz.Eligibility.AgeOn != "" && pz.Eligibility.AgeMin == 0 && pz.Eligibility.AgeMax == 0 {
		return pz, p.Errf(n.Line, n.Column, "age_on", "age_on needs age_max or age_min")
	}
	if pz.Eligibility.AgeMin > 0 && pz.Eligibility.AgeMax > 0 && pz.Eligibility.AgeMin > pz.Eligibility.AgeMax {
		return pz, p.Errf(n.Line, n.Column, "", "age_min %d is above age_max %d: nobody can win this prize", pz.Eligibility.AgeMin, pz.Eligibility.AgeMax)
	}
	if restricted && class == "" && name == "" {
		return pz, p.Errf(n.Line, n.Column, "", "give an age or sex prize a name, e.g. name: \"Top Junior\"")
	}
	if pz.Kind == prizes.KindPlace && pz.Eligibility.Unrated {
		return pz, p.Errf(n.Line, n.Column, "unrated", "place prizes are always open to unrated players; remove 'unrated'")
	}
	if pz.Cash == 0 && pz.Trophy == "" {
		return pz, p.Errf(n.Line, n.Column, "", "the prize has neither cash nor a trophy")
	}
	switch {
	case name != "":
		pz.Label = name
		if pz.Group == "" {
			pz.Group = name
		}
		if pz.Place > 1 {
			pz.Label = name + " " + prizes.Ordinal(pz.Place)
		}
	default:
		pz.Label = prizes.DefaultLabel(pz.Group, pz.Place)
	}
	return pz, nil
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
