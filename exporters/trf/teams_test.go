package trfout_test

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
	trfout "github.com/tiebreak-chess/tiebreak/exporters/trf"
	xlsxout "github.com/tiebreak-chess/tiebreak/exporters/xlsx"
	"github.com/tiebreak-chess/tiebreak/importers"
	csvin "github.com/tiebreak-chess/tiebreak/importers/csv"
	"github.com/tiebreak-chess/tiebreak/importers/trf"
	xlsxin "github.com/tiebreak-chess/tiebreak/importers/xlsx"
)

// TestTeamRecordsRoundTrip reads a TRF26 team event with every team record (310 with
// declared totals, 320, 240, 330, 362), writes it as TRF26 and TRF16 and reads it back:
// the teams and team records are unchanged, and the TRF26 text is the input's.
func TestTeamRecordsRoundTrip(t *testing.T) {
	data, err := os.ReadFile("../../importers/trf/testdata/team-records.trf")
	if err != nil {
		t.Fatal(err)
	}
	tr, warns, err := trf.New().Import(importers.Source{Name: "team-records.trf", Data: data})
	if err != nil || len(warns) > 0 {
		t.Fatalf("import: %v %v", err, warns)
	}
	for _, ex := range []exporters.Exporter{trfout.New26(), trfout.New()} {
		var out bytes.Buffer
		if err := ex.Export(context.Background(), &out, &exporters.Document{T: tr}); err != nil {
			t.Fatal(err)
		}
		back, _, err := trf.New().Import(importers.Source{Name: "back.trf", Data: out.Bytes()})
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []struct {
			name      string
			got, want any
		}{
			{"teams", back.Teams, tr.Teams}, {"scoring", back.TeamScoring, tr.TeamScoring},
			{"byes", back.TeamByes, tr.TeamByes}, {"forfeits", back.TeamForfeits, tr.TeamForfeits},
			{"players", back.Players, tr.Players},
		} {
			if !reflect.DeepEqual(f.got, f.want) {
				t.Errorf("%s: %s changed:\n got %+v\nwant %+v", ex.Name(), f.name, f.got, f.want)
			}
		}
		if ex.Name() == "trf26" {
			norm := func(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "\r\n", "\n") }
			want := norm(string(data))
			got := norm(out.String())
			for _, line := range strings.Split(want, "\n") {
				if strings.HasPrefix(line, "3") || strings.HasPrefix(line, "240") {
					if !strings.Contains(got, line) {
						t.Errorf("trf26 lost the line %q:\n%s", line, got)
					}
				}
			}
		}
	}
}

// TestTeamRecordsScore: the records give the match points the 310 lines declare.
func TestTeamRecordsScore(t *testing.T) {
	data, err := os.ReadFile("../../importers/trf/testdata/team-records.trf")
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: "team-records.trf", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	sc := teams.DefaultScoring()
	sc.ApplyRecords(tr.TeamScoring)
	e, probs := teams.Build(tr, sc)
	if len(probs) > 0 {
		t.Errorf("problems: %+v", probs)
	}
	kinds := map[string]string{"Aces": "played +F played", "Dragons": "played PAB played", "Eagles": "PAB played HPB", "Castles": "played -F played"}
	for ti, tm := range e.Teams {
		mp, gp := e.Totals(ti)
		if mp != *tr.Teams[ti].DeclaredMP || gp != *tr.Teams[ti].DeclaredGP {
			t.Errorf("%s: %s MP %s GP, declared %s %s", tm.Name, mp, gp, *tr.Teams[ti].DeclaredMP, *tr.Teams[ti].DeclaredGP)
		}
		if want, ok := kinds[tm.Name]; ok {
			var got []string
			for _, s := range e.Slots[ti] {
				got = append(got, s.Kind.String())
			}
			if strings.Join(got, " ") != want {
				t.Errorf("%s rounds %v, want %s", tm.Name, got, want)
			}
		}
	}
	_ = engine.Point
}

// TestTeamRecordsThroughCrosstables: the team records survive the CSV and XLSX
// crosstables (their metadata lines) and back.
func TestTeamRecordsThroughCrosstables(t *testing.T) {
	data, err := os.ReadFile("../../importers/trf/testdata/team-records.trf")
	if err != nil {
		t.Fatal(err)
	}
	tr, _, err := trf.New().Import(importers.Source{Name: "team-records.trf", Data: data})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		ex exporters.Exporter
		im importers.Importer
	}{{csvout.NewCrosstable(), csvin.New()}, {xlsxout.NewCrosstable(), xlsxin.New()}} {
		var out bytes.Buffer
		if err := c.ex.Export(context.Background(), &out, &exporters.Document{T: tr}); err != nil {
			t.Fatal(err)
		}
		back, _, err := c.im.Import(importers.Source{Name: "back" + c.ex.Extensions()[0], Data: out.Bytes()})
		if err != nil {
			t.Fatalf("%s: %v", c.ex.Name(), err)
		}
		for _, f := range []struct {
			name      string
			got, want any
		}{
			{"teams", back.Teams, tr.Teams}, {"scoring", back.TeamScoring, tr.TeamScoring},
			{"byes", back.TeamByes, tr.TeamByes}, {"forfeits", back.TeamForfeits, tr.TeamForfeits},
		} {
			if !reflect.DeepEqual(f.got, f.want) {
				t.Errorf("%s: %s changed:\n got %+v\nwant %+v", c.ex.Name(), f.name, f.got, f.want)
			}
		}
	}
}
