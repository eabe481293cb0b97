// Package season reads the settings files of `tiebreak batch`: a season.yaml at the top
// of a folder of events (defaults for every event below it, and the season
// leaderboard's scoring) and a sidecar <event>.yaml beside one event (overriding them
// for that event).
//
// Like package fund, the file is read as a YAML node tree, so every key and value is
// checked where it stands: an unknown key, a bad value or a missing fund file is an
// [importers.ParseError] naming file, line and column.
//
//	rules: uscf
//	tiebreaks: [MM, SOLK, CUM, OCUM]   # or a preset: tiebreaks: uscf, or preset: uscf
//	options: {own-unplayed: ignore}    # -O NAME=VALUE
//	fund: weekend-swiss                # a template, a file beside this one, or the fund itself
//	outputs: [standings.csv, prizes.pdf]
//	paper: a4
//	leaderboard: {by: place, table: [10, 8, 6, 5, 4, 3, 2, 1], participation: 1, best: 5}
package season

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"go.yaml.in/yaml/v3"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	board "github.com/tiebreak-chess/tiebreak/engine/season"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/importers/internal/yamlnode"
	"github.com/tiebreak-chess/tiebreak/internal/limits"
	"github.com/tiebreak-chess/tiebreak/internal/suggest"
	"github.com/tiebreak-chess/tiebreak/templates"
)

// MaxSize bounds a settings file; real ones are a few hundred bytes.
const MaxSize = 1 << 20

// maxTable bounds the leaderboard's points table.
const maxTable = 1000

// Outputs are the files a batch can write per event, the values of outputs:.
var Outputs = []string{"standings.csv", "standings.txt", "wallchart.xlsx", "event.trf",
	"standings.pdf", "prizes.csv", "prizes.pdf", "teams.csv"}

// Keys lists the keys of a sidecar file with a one-line meaning; a season.yaml also
// takes leaderboard.
var Keys = [][2]string{
	{"rules", "uscf, fide, fide-2009, fide-2023, fide-2024, fide-2026"},
	{"tiebreaks", "codes, names or a preset: [MM, SOLK, CUM] or uscf"},
	{"preset", "a tiebreak preset: uscf, fide, ... (instead of tiebreaks)"},
	{"type", "swiss or rr"},
	{"places", "score (groups, 2-5) or rank (1 to N)"},
	{"options", "rule variants: {own-unplayed: ignore} (-O NAME=VALUE)"},
	{"fund", "prize fund: a template name, a file beside this one, a mapping, or none"},
	{"outputs", "the files to write: [standings.csv, prizes.pdf, ...] (default: all)"},
	{"paper", "letter or a4"},
	{"font", "a TrueType font file beside this one"},
	{"from", "the input format, as tiebreak formats lists them"},
	{"sheet", "the spreadsheet sheet to read"},
	{"force", "true: rank events with errors anyway, marked unverified"},
	{"rounds", "the number of rounds the event plans, when its file does not say"},
}

// leaderboardKey is the key only a season.yaml has.
var leaderboardKey = [2]string{"leaderboard", "season leaderboard scoring: {by, table, participation, best, ties}"}

// LeaderboardKeys lists the keys of leaderboard:.
var LeaderboardKeys = [][2]string{
	{"by", "place (points by final place, the default) or points (game points)"},
	{"table", "points for 1st, 2nd, ...: [10, 8, 6, 5, 4, 3, 2, 1] (the default)"},
	{"participation", "points for each event played (default 0)"},
	{"best", "count only the best N events (default 0: all)"},
	{"ties", "split (tied players share the places' points, the default) or tiebreak"},
}

// Settings are the event settings of one file. A field left empty (nil for Fund, Outputs,
// Force and Leaderboard) was not given, so the level above applies.
type Settings struct {
	File                     string // the file, for messages
	Rules, Tiebreaks, Type   string
	Places                   string   // "score", "rank" or ""
	Options                  []string // NAME=VALUE
	Fund                     *Fund
	Outputs                  []string
	Paper, Font, From, Sheet string // Font is a path (relative ones resolved beside the file)
	Force                    *bool
	Rounds                   int            // the planned rounds; 0 when not given
	Leaderboard              *board.Scoring // season.yaml only: the leaderboard scoring
}

// Fund is the fund: value. None is "fund: none" (no prizes, overriding a season's fund).
type Fund struct {
	Ref  string // for messages: "season.yaml:4:7 (weekend-swiss)"
	Fund *prizes.Fund
	Opts prizes.Options
	None bool
}

// ParseSeason reads a season.yaml. name is used in messages; relative fund and font paths
// are resolved in the folder dir.
func ParseSeason(name, dir string, data []byte) (*Settings, error) {
	return parse(name, dir, data, true)
}

// ParseSidecar reads a sidecar <event>.yaml (no leaderboard).
func ParseSidecar(name, dir string, data []byte) (*Settings, error) {
	return parse(name, dir, data, false)
}

// parser reads one settings file; positions in its errors are those of the file.
type parser struct {
	yamlnode.Reader
	dir string // the file's folder, for relative paths
}

func parse(name, dir string, data []byte, season bool) (*Settings, error) {
	p := &parser{Reader: yamlnode.Reader{File: name}, dir: dir}
	s := &Settings{File: name}
	if len(data) > MaxSize {
		return nil, p.Errf(0, 0, "", "the file is larger than %d bytes; is it a settings file?", MaxSize)
	}
	text, _ := importers.DecodeText(data)
	dec := yaml.NewDecoder(strings.NewReader(text))
	var doc yaml.Node
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return s, nil // an empty file changes nothing
		}
		return nil, importers.YAMLError(p.File, text, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return nil, p.Errf(extra.Line, extra.Column, "", "a settings file holds one YAML document; remove the second '---'")
	}
	if doc.Kind != yaml.DocumentNode || len(doc.Content) == 0 {
		return s, nil
	}
	root := yamlnode.Resolve(doc.Content[0])
	if root != nil && root.Kind == yaml.ScalarNode && root.Tag == "!!null" {
		return s, nil // only comments
	}
	known := Keys
	if season {
		known = append(append([][2]string{}, Keys...), leaderboardKey)
	}
	kvs, err := p.Pairs(root, filepath.Base(name), known)
	if err != nil {
		if !season {
			err = p.noLeaderboard(root, err)
		}
		return nil, err
	}
	var tiebreaks *yaml.Node
	for _, kv := range kvs {
		switch kv[0].Value {
		case "tiebreaks", "preset":
			if tiebreaks != nil {
				return nil, p.Errf(kv[0].Line, kv[0].Column, "", "give tiebreaks or preset, not both")
			}
			tiebreaks = kv[0]
		}
		if err := p.setting(s, kv[0], kv[1]); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// noLeaderboard explains a leaderboard: key in a sidecar.
func (p *parser) noLeaderboard(root *yaml.Node, err error) error {
	if root == nil || root.Kind != yaml.MappingNode {
		return err
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		if k := root.Content[i]; k.Value == "leaderboard" {
			return p.Errf(k.Line, k.Column, "", "leaderboard: belongs in the season.yaml at the top of the folder, not beside one event")
		}
	}
	return err
}

// setting reads one top-level key.
func (p *parser) setting(s *Settings, k, v *yaml.Node) error {
	var err error
	switch k.Value {
	case "rules":
		s.Rules, err = p.Scalar(k, v)
	case "tiebreaks":
		s.Tiebreaks, err = p.list(k, v)
	case "preset":
		s.Tiebreaks, err = p.Scalar(k, v)
	case "type":
		s.Type, err = p.Word(k, v, "swiss", "rr")
	case "places":
		s.Places, err = p.Word(k, v, "score", "rank")
	case "options":
		s.Options, err = p.options(k, v)
	case "fund":
		s.Fund, err = p.fund(k, v)
	case "outputs":
		s.Outputs, err = p.outputs(k, v)
	case "paper":
		s.Paper, err = p.Word(k, v, "letter", "a4")
	case "font":
		var f string
		if f, err = p.Scalar(k, v); err == nil {
			s.Font = p.beside(f)
			if _, serr := os.Stat(s.Font); serr != nil {
				err = p.Errf(v.Line, v.Column, k.Value, "no font file %s", s.Font)
			}
		}
	case "from":
		s.From, err = p.Scalar(k, v)
	case "sheet":
		s.Sheet, err = p.Scalar(k, v)
	case "force":
		var b bool
		if b, err = p.Boolean(k, v); err == nil {
			s.Force = &b
		}
	case "rounds":
		s.Rounds, err = p.Integer(k, v, 1, limits.MaxRounds)
	case "leaderboard":
		s.Leaderboard, err = p.leaderboard(v)
	}
	return err
}

// beside resolves a relative path in the settings file's folder.
func (p *parser) beside(path string) string {
	if filepath.IsAbs(path) {
		return path
	}
	return filepath.Join(p.dir, path)
}

// list reads a list of words, or one comma-separated string, as "A,B,C".
func (p *parser) list(k, v *yaml.Node) (string, error) {
	if v.Kind != yaml.SequenceNode {
		return p.Scalar(k, v)
	}
	var items []string
	for _, item := range v.Content {
		s, err := p.Scalar(k, yamlnode.Resolve(item))
		if err != nil {
			return "", err
		}
		items = append(items, s)
	}
	if len(items) == 0 {
		return "", p.Errf(v.Line, v.Column, k.Value, "the list is empty; write none for points only")
	}
	return strings.Join(items, ","), nil
}

// options reads {name: value} or [name=value, ...].
func (p *parser) options(k, v *yaml.Node) ([]string, error) {
	var out []string
	switch v.Kind {
	case yaml.MappingNode:
		for i := 0; i+1 < len(v.Content); i += 2 {
			kk, vv := yamlnode.Resolve(v.Content[i]), yamlnode.Resolve(v.Content[i+1])
			name, err := p.Scalar(k, kk)
			if err != nil {
				return nil, err
			}
			val, err := p.Scalar(kk, vv)
			if err != nil {
				return nil, err
			}
			out = append(out, name+"="+val)
		}
	case yaml.SequenceNode:
		for _, item := range v.Content {
			item = yamlnode.Resolve(item)
			s, err := p.Scalar(k, item)
			if err != nil {
				return nil, err
			}
			if _, _, err := engine.ParseOption(s); err != nil {
				return nil, p.Errf(item.Line, item.Column, k.Value, "%q: write NAME=VALUE", s)
			}
			out = append(out, s)
		}
	default:
		return nil, p.Errf(v.Line, v.Column, k.Value, "write the options as a mapping, {own-unplayed: ignore}")
	}
	return out, nil
}

// fund reads a template name, a file beside the settings file, "none", or a mapping.
func (p *parser) fund(k, v *yaml.Node) (*Fund, error) {
	at := fmt.Sprintf("%s:%d:%d", p.File, v.Line, v.Column)
	if v.Kind == yaml.MappingNode {
		f, o, err := fund.ParseNode(p.File, v)
		if err != nil {
			return nil, err
		}
		return &Fund{Ref: at, Fund: f, Opts: o}, nil
	}
	ref, err := p.Scalar(k, v)
	if err != nil {
		return nil, err
	}
	if strings.EqualFold(ref, "none") {
		return &Fund{Ref: at, None: true}, nil
	}
	path := p.beside(ref)
	data, rerr := importers.ReadSideFile(path, importers.MaxSideFileSize)
	switch {
	case rerr == nil:
		f, o, err := fund.Parse(path, data)
		if err != nil {
			return nil, err
		}
		return &Fund{Ref: path, Fund: f, Opts: o}, nil
	case !errors.Is(rerr, os.ErrNotExist):
		return nil, p.Errf(v.Line, v.Column, k.Value, "cannot read the fund: %v", rerr)
	}
	name := strings.TrimSuffix(ref, ".yaml")
	tdata, ok := templates.Fund(name)
	if !ok {
		return nil, p.Errf(v.Line, v.Column, k.Value, "no fund file %s and no template %q (templates: %s)", path, ref, strings.Join(templates.FundNames(), ", "))
	}
	f, o, err := fund.Parse(name+".yaml (template)", tdata)
	if err != nil {
		return nil, err
	}
	return &Fund{Ref: name, Fund: f, Opts: o}, nil
}

// outputs reads the list of files to write.
func (p *parser) outputs(k, v *yaml.Node) ([]string, error) {
	if v.Kind != yaml.SequenceNode {
		return nil, p.Errf(v.Line, v.Column, k.Value, "write a list: [standings.csv, prizes.pdf]")
	}
	out := []string{}
	for _, item := range v.Content {
		item = yamlnode.Resolve(item)
		s, err := p.Scalar(k, item)
		if err != nil {
			return nil, err
		}
		found := false
		for _, o := range Outputs {
			if strings.EqualFold(s, o) {
				out, found = append(out, o), true
			}
		}
		if !found {
			return nil, p.Errf(item.Line, item.Column, k.Value, "no output %q%s (outputs: %s)", s, hint(s, Outputs), strings.Join(Outputs, ", "))
		}
	}
	return out, nil
}

// leaderboard reads the leaderboard mapping.
func (p *parser) leaderboard(v *yaml.Node) (*board.Scoring, error) {
	kvs, err := p.Pairs(v, "leaderboard", LeaderboardKeys)
	if err != nil {
		return nil, err
	}
	s := &board.Scoring{}
	for _, kv := range kvs {
		k, v := kv[0], kv[1]
		var err error
		switch k.Value {
		case "by":
			s.By, err = p.Word(k, v, "place", "points")
		case "table":
			s.Table, err = p.table(k, v)
		case "participation":
			s.Participation, err = p.score(k, v)
		case "best":
			s.BestN, err = p.Integer(k, v, 0, 10000)
		case "ties":
			s.Ties, err = p.Word(k, v, "split", "score", "tiebreak")
		}
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}

// table reads the points for 1st, 2nd, ...: a list of non-negative numbers, not
// increasing.
func (p *parser) table(k, v *yaml.Node) ([]engine.Score, error) {
	if v.Kind != yaml.SequenceNode || len(v.Content) == 0 {
		return nil, p.Errf(v.Line, v.Column, k.Value, "write the points for 1st, 2nd, ... as a list: [10, 8, 6, 5, 4, 3, 2, 1]")
	}
	if len(v.Content) > maxTable {
		return nil, p.Errf(v.Line, v.Column, k.Value, "more than %d places", maxTable)
	}
	var out []engine.Score
	for i, item := range v.Content {
		item = yamlnode.Resolve(item)
		sc, err := p.score(k, item)
		if err != nil {
			return nil, err
		}
		if i > 0 && sc > out[i-1] {
			return nil, p.Errf(item.Line, item.Column, k.Value, "place %d gets more points (%s) than place %d (%s)", i+1, sc, i, out[i-1])
		}
		out = append(out, sc)
	}
	return out, nil
}

// score reads a non-negative number of points: 10, 2.5, 1½.
func (p *parser) score(k, v *yaml.Node) (engine.Score, error) {
	s, err := p.Scalar(k, v)
	if err != nil {
		return 0, err
	}
	sc, err := engine.ParseScore(s)
	if err != nil || sc < 0 || sc > engine.Points(1_000_000) {
		return 0, p.Errf(v.Line, v.Column, k.Value, "%q: write a number of points from 0, such as 10 or 2.5", s)
	}
	return sc, nil
}

// hint returns ` (did you mean "csv"?)` for a near miss of one of names, else "".
func hint(s string, names []string) string {
	if q := suggest.DidYouMean(s, names); q != "" {
		return " (" + q + ")"
	}
	return ""
}
