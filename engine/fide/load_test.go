package fide

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"tiebreak/engine"
)

// realdata returns the shared realdata folder next to the repository root, or skips.
func realdata(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			p := filepath.Join(dir, "..", "shared", "realdata")
			if _, err := os.Stat(p); err != nil {
				t.Skip("shared/realdata not found next to the repository")
			}
			return p
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Skip("repository root not found")
		}
		dir = parent
	}
}

// loadTRF reads the parts of a TRF16 file the tiebreaks need: 042, 092, XXR and the 001
// player lines. It stays minimal on purpose (the importers/trf package is the real
// parser); the reference files are plain TRF16.
func loadTRF(t testing.TB, path string) *engine.Tournament {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	tr := &engine.Tournament{Scoring: engine.DefaultScoring()}
	for _, line := range strings.Split(strings.ReplaceAll(string(data), "\r", "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, "042 "):
			tr.StartDate = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "092 "):
			tr.TypeText = strings.TrimSpace(line[4:])
		case strings.HasPrefix(line, "202 "):
			tr.Tiebreaks = append(tr.Tiebreaks, strings.TrimSpace(line[4:]))
		case strings.HasPrefix(line, "XXR "):
			tr.Rounds, _ = strconv.Atoi(strings.TrimSpace(line[4:]))
		case strings.HasPrefix(line, "001 "):
			tr.Players = append(tr.Players, parsePlayer(t, line))
		}
	}
	tr.Normalize()
	return tr
}

func field(line string, from, to int) string {
	if from > len(line) {
		return ""
	}
	return strings.TrimSpace(line[from-1 : min(to, len(line))])
}

func parsePlayer(t testing.TB, line string) engine.Player {
	id, err := strconv.Atoi(field(line, 5, 8))
	if err != nil {
		t.Fatalf("bad player line %q", line)
	}
	p := engine.Player{ID: engine.PlayerID(id), Name: field(line, 15, 47)}
	p.Rating, _ = strconv.Atoi(field(line, 49, 52))
	results := map[byte]engine.Result{'1': engine.Win, '=': engine.Draw, '0': engine.Loss,
		'W': engine.WinUnrated, 'D': engine.DrawUnrated, 'L': engine.LossUnrated,
		'+': engine.ForfeitWin, '-': engine.ForfeitLoss, 'F': engine.FullBye, 'H': engine.HalfBye,
		'Z': engine.ZeroBye, 'U': engine.PairingBye, ' ': engine.Pending}
	for col := 92; col+7 <= len(line)+1; col += 10 {
		block := line[col-1 : min(col+7, len(line))]
		for len(block) < 8 {
			block += " "
		}
		opp, _ := strconv.Atoi(strings.TrimSpace(block[:4]))
		var rd engine.Round
		rd.Opponent = engine.PlayerID(opp)
		switch block[5] {
		case 'w':
			rd.Color = engine.White
		case 'b':
			rd.Color = engine.Black
		}
		res, ok := results[block[7]]
		if !ok {
			t.Fatalf("player %d: result %q", id, block[7])
		}
		if res == engine.Pending && opp == 0 {
			res = engine.NoResult
		}
		rd.Result = res
		p.Rounds = append(p.Rounds, rd)
	}
	return p
}

// readCSV reads a reference CSV into rows keyed by header.
func readCSV(t testing.TB, path string) []map[string]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	recs, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	var rows []map[string]string
	for _, rec := range recs[1:] {
		row := map[string]string{}
		for i, h := range recs[0] {
			if i < len(rec) {
				row[h] = rec[i]
			}
		}
		rows = append(rows, row)
	}
	return rows
}

// tiebreakFor builds one FIDE tiebreak from a code under a rules string such as
// "fide-2024", with options.
func tiebreakFor(t testing.TB, code, rules string, opts map[string]string) engine.Tiebreak {
	t.Helper()
	r, err := engine.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	r.Options = opts
	sp, err := engine.ParseSpec(code)
	if err != nil {
		t.Fatal(err)
	}
	tb, err := New().New(sp, r)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// valuesOf returns tb's value for every player, indexed like Tournament.Players. Group
// tiebreaks are applied through engine.Rank to the groups tied on points.
func valuesOf(ev *engine.Evaluation, tb engine.Tiebreak) []engine.Score {
	if g, ok := tb.(engine.GroupTiebreak); ok && g.DependsOnGroup() {
		st := engine.Rank(ev, []engine.Tiebreak{tb})
		out := make([]engine.Score, len(ev.T.Players))
		for _, row := range st.Rows {
			out[row.Player] = row.Values[0]
		}
		return out
	}
	return tb.Compute(ev, allPlayers(ev))
}
