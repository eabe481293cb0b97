package jsonin_test

import (
	"bytes"
	"context"
	"errors"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
	"os"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/exporters"
	jsonout "github.com/tiebreak-chess/tiebreak/exporters/json"
	"github.com/tiebreak-chess/tiebreak/importers"
	jsonin "github.com/tiebreak-chess/tiebreak/importers/json"
)

func canonical(t testing.TB, tr *engine.Tournament) []byte {
	t.Helper()
	b, err := jsonout.Canonical(tr)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func importJSON(data []byte) (*engine.Tournament, []*importers.ParseError, error) {
	return jsonin.New().Import(importers.Source{Name: "e.json", Data: data})
}

// TestReadsBackTheCanonicalDump reads the exporter's golden dump and a synthetic event
// with byes, forfeits and withdrawals, and requires the same dump back, byte for byte.
func TestReadsBackTheCanonicalDump(t *testing.T) {
	golden, err := os.ReadFile("../../exporters/json/testdata/canonical.golden.json")
	if err != nil {
		t.Fatal(err)
	}
	tr, warns, err := importJSON(golden)
	if err != nil || len(warns) > 0 {
		t.Fatalf("import: %v %v", err, warns)
	}
	if got := canonical(t, tr); !bytes.Equal(got, golden) {
		t.Errorf("golden dump does not read back identically:\n%s", got)
	}
	syn := synth.Generate(synth.Config{Players: 41, Rounds: 7, Seed: 3})
	syn.Unverified = 2
	want := canonical(t, syn)
	back, _, err := importJSON(want)
	if err != nil {
		t.Fatal(err)
	}
	if got := canonical(t, back); !bytes.Equal(got, want) {
		t.Error("synthetic event does not read back identically")
	}
	// A standings section (standings --format json) is output only and is ignored.
	var buf bytes.Buffer
	ev := engine.NewEvaluation(syn, engine.Rules{System: "uscf"})
	if err := jsonout.New().Export(context.Background(), &buf, &exporters.Document{T: syn, Standings: engine.Rank(ev, nil)}); err != nil {
		t.Fatal(err)
	}
	if back, _, err = importJSON(buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	if got := canonical(t, back); !bytes.Equal(got, want) {
		t.Error("dump with standings does not read back as the model")
	}
}

func TestSniff(t *testing.T) {
	tests := []struct {
		head string
		want bool
	}{
		{"{\n  \"name\": \"x\"", true},
		{"\ufeff{\"name\":\"x\"}", true},
		{`{"players": [], "scoring": {}}`, true},
		{`{"other": 1}`, false},
		{"012 Event", false},
		{"", false},
	}
	for _, tc := range tests {
		if got := jsonin.New().Sniff([]byte(tc.head)); got != tc.want {
			t.Errorf("Sniff(%q) = %v", tc.head, got)
		}
	}
}

// TestErrors checks that bad files are refused with positioned, readable messages.
func TestErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"syntax", "{\n  \"name\": \"x\",\n  \"rounds\": ]\n}", "e.json:3:13: not valid JSON"},
		{"type", "{\n  \"name\": \"x\",\n  \"rounds\": \"nine\"\n}", "e.json:3:13: rounds: bad value: want a whole number, not a JSON string"},
		{"unknown key", `{"name": "x", "colour": "w"}`, `unknown field "colour"`},
		{"two values", `{"name": "x"} {}`, "more than one JSON value"},
		{"result", `{"name":"x","rounds":1,"players":[{"id":1,"name":"A","total":"0","rounds":[{"round":1,"color":"w","result":"won"}]}]}`, `player 1 round 1: bad value: unknown result "won"`},
		{"colour", `{"name":"x","rounds":1,"players":[{"id":1,"name":"A","total":"0","rounds":[{"round":1,"color":"x","result":"none"}]}]}`, `colour "x"`},
		{"round order", `{"name":"x","rounds":1,"players":[{"id":1,"name":"A","total":"0","rounds":[{"round":2,"color":"-","result":"none"}]}]}`, "listed as round 2"},
		{"id", `{"name":"x","players":[{"id":0,"name":"A","total":"0","rounds":[]}]}`, "start number 0"},
		{"duplicate", `{"name":"x","players":[{"id":1,"name":"A","total":"0","rounds":[]},{"id":1,"name":"B","total":"0","rounds":[]}]}`, "used twice"},
		{"score", `{"name":"x","scoring":{"win_white":"one"}}`, `scoring win_white: bad value: "one"`},
		{"rounds", `{"name":"x","rounds":100000}`, "100000 rounds"},
		{"source", `{"name":"x","adjustments":[{"player":1,"points":"1","source":"magic"}]}`, `source "magic"`},
		{"latin-1", "{\"name\": \"M\xedche\xe1l\"}", "not UTF-8"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, _, err := importJSON([]byte(tc.data))
			if err == nil {
				t.Fatal("accepted")
			}
			var pe *importers.ParseError
			if !errors.As(err, &pe) {
				t.Errorf("%v is not a ParseError", err)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q does not contain %q", err, tc.want)
			}
		})
	}
}

// TestEditedTotal keeps a hand-edited total as the TRF importer keeps a printed one: a
// declared total with an adjustment, which Validate reports (once: the importer does not
// warn as well).
func TestEditedTotal(t *testing.T) {
	data := `{"name":"x","rounds":1,"players":[{"id":1,"name":"A","total":"0.5","rounds":[{"round":1,"color":"-","result":"full_bye"}]}]}`
	tr, warns, err := importJSON([]byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(warns) != 0 {
		t.Errorf("warnings %v, want none (Validate reports the total)", warns)
	}
	probs := tr.Validate()
	if len(probs) != 1 || probs[0].String() != "warning: player 1: declared total 0.5 differs from the rounds (1); kept as an adjustment of -0.5" {
		t.Errorf("Validate = %v", probs)
	}
	if got := tr.Total(&tr.Players[0]); got != engine.MustScore("0.5") {
		t.Errorf("total %s, want the 0.5 the file says", got)
	}
}

func FuzzImport(f *testing.F) {
	if golden, err := os.ReadFile("../../exporters/json/testdata/canonical.golden.json"); err == nil {
		f.Add(golden)
	}
	if std, err := os.ReadFile("../../exporters/json/testdata/standings.golden.json"); err == nil {
		f.Add(std)
	}
	small, _ := jsonout.Canonical(synth.Generate(synth.Config{Players: 5, Rounds: 3, Seed: 1}))
	f.Add(small)
	f.Add([]byte(`{"name":"x","rounds":2,"players":[{"id":2,"name":"B","total":"9","declared":"1","rounds":[{"round":1,"opponent":7,"color":"b","result":"pending"}]}],"adjustments":[{"player":3,"round":5,"points":"-0.5","source":"record"}],"teams":[{"id":1,"name":"T","members":[2,9]}]}`))
	f.Add([]byte(`{"name":"x","rounds":1,"planned_rounds":3,"stated_tiebreaks":["SOLK","MM"],"stated_rules":"uscf","stated_by":"SwissSys","players":[{"id":1,"name":"A","total":"0","rounds":[{"round":1,"color":"-","result":"none"}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		testtool.Budget(t, data, func() {
			tr, _, err := jsonin.New().Import(importers.Source{Name: "f.json", Data: data, Positions: importers.NewPositions()})
			if err != nil {
				return
			}
			// Whatever was accepted can be validated, ranked and dumped, and the dump reads
			// back as the same model.
			tr.Validate()
			engine.Rank(engine.NewEvaluation(tr, engine.Rules{System: "uscf"}), nil)
			dump := canonical(t, tr)
			back, _, err := importJSON(dump)
			if err != nil {
				t.Fatalf("own dump refused: %v\n%s", err, dump)
			}
			if got := canonical(t, back); !bytes.Equal(got, dump) {
				t.Fatalf("dump does not read back identically:\n%s\n---\n%s", dump, got)
			}
		})
	})
}

// TestPositions checks that the importer records where each player and round object
// starts, so consistency problems can name a line.
func TestPositions(t *testing.T) {
	data := "{\n  \"name\": \"x\",\n  \"rounds\": 2,\n  \"players\": [\n    {\n      \"id\": 1, \"name\": \"A\", \"total\": \"1\",\n" +
		"      \"rounds\": [\n        {\"round\": 1, \"opponent\": 2, \"color\": \"w\", \"result\": \"win\"},\n" +
		"        {\"round\": 2, \"color\": \"-\", \"result\": \"none\"}\n      ]\n    },\n" +
		"    {\"id\": 2, \"name\": \"B\", \"total\": \"0\", \"rounds\": [{\"round\": 1, \"opponent\": 3, \"color\": \"b\", \"result\": \"loss\"}]}\n  ]\n}\n"
	ps := importers.NewPositions()
	if _, _, err := jsonin.New().Import(importers.Source{Name: "e.json", Data: []byte(data), Positions: ps}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id, round int
		want      string
	}{{1, 0, "5:5"}, {1, 1, "8:9"}, {1, 2, "9:9"}, {2, 0, "12:5"}, {2, 1, "12:53"}} {
		if got, _ := ps.Of(engine.PlayerID(tc.id), tc.round); got.String() != tc.want {
			t.Errorf("player %d round %d at %q, want %q", tc.id, tc.round, got, tc.want)
		}
	}
}

// TestReadsBackASectionDump reads the dump of one section of a multi-section event: the
// exporter writes "section" (and "ratings" with --ratings), which the importer once
// refused as unknown fields because it had its own copy of the document structs.
func TestReadsBackASectionDump(t *testing.T) {
	syn := synth.Generate(synth.Config{Players: 12, Rounds: 4, Seed: 5})
	syn.Section = "Reserve"
	want := canonical(t, syn)
	if !bytes.Contains(want, []byte(`"section": "Reserve"`)) {
		t.Fatalf("the dump has no section:\n%.300s", want)
	}
	back, _, err := importJSON(want)
	if err != nil {
		t.Fatal(err)
	}
	if back.Section != "Reserve" {
		t.Errorf("section %q, want Reserve", back.Section)
	}
	if got := canonical(t, back); !bytes.Equal(got, want) {
		t.Error("section dump does not read back identically")
	}
	withRatings := bytes.Replace(want, []byte(`"players": [`), []byte(`"ratings": {"system": "uscf", "estimate": true, "basis": [], "players": []}, "players": [`), 1)
	if _, _, err := importJSON(withRatings); err != nil {
		t.Errorf("a dump with a ratings section: %v", err)
	}
}

// TestPlannedAndStatedReadBack writes a 7-round event cut after round 3, with no planned
// rounds stated and the tiebreak order SwissSys stated, and reads it back: 7 planned
// rounds, now stated ("after round 3"), and the same order, rulebook and program. A
// file planning fewer rounds than it holds is refused.
func TestPlannedAndStatedReadBack(t *testing.T) {
	syn := synth.Generate(synth.Config{Players: 12, Rounds: 7, Seed: 5})
	syn.RoundsStated = false
	syn.StatedTiebreaks, syn.StatedRules, syn.StatedBy = []string{"SOLK", "MM"}, "uscf", "SwissSys"
	data := canonical(t, syn.Cut(3))
	if !bytes.Contains(data, []byte(`"planned_rounds": 7`)) {
		t.Fatalf("no planned_rounds 7 in\n%s", data)
	}
	back, _, err := importJSON(data)
	if err != nil {
		t.Fatal(err)
	}
	if back.Rounds != 7 || !back.RoundsStated || back.Progress().String() != "Standings after round 3" {
		t.Errorf("read back: %d rounds, stated %v, %q", back.Rounds, back.RoundsStated, back.Progress())
	}
	if strings.Join(back.StatedTiebreaks, ",") != "SOLK,MM" || back.StatedRules != "uscf" || back.StatedBy != "SwissSys" {
		t.Errorf("stated order %v %q %q", back.StatedTiebreaks, back.StatedRules, back.StatedBy)
	}
	bad := bytes.Replace(data, []byte(`"planned_rounds": 7`), []byte(`"planned_rounds": 2`), 1)
	if _, _, err := importJSON(bad); err == nil || !strings.Contains(err.Error(), "2 planned rounds (3 to 999)") {
		t.Errorf("planned 2 of 3 rounds held: %v", err)
	}
}

// TestPositionsMinified places players and rounds on a document of one line, with
// characters of two bytes before them: columns count characters.
func TestPositionsMinified(t *testing.T) {
	data := `{"name":"é","rounds":1,"players":[{"id":1,"name":"Ö","total":"0","rounds":[{"round":1,"result":"none"}]},{"id":2,"name":"B","total":"0","rounds":[{"round":1,"result":"none"}]}]}`
	ps := importers.NewPositions()
	if _, _, err := jsonin.New().Import(importers.Source{Name: "e.json", Data: []byte(data), Positions: ps}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id, round int
		want      string
	}{{1, 0, "1:35"}, {1, 1, "1:76"}, {2, 0, "1:106"}, {2, 1, "1:147"}} {
		if got, _ := ps.Of(engine.PlayerID(tc.id), tc.round); got.String() != tc.want {
			t.Errorf("player %d round %d at %q, want %q", tc.id, tc.round, got, tc.want)
		}
	}
}
