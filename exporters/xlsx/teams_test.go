package xlsxout

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// teamDoc loads the Friendship Cup and ranks its teams (FIDE 2024, BH:MP then EGGSB).
func teamDoc(t *testing.T) *exporters.Document {
	t.Helper()
	tn := loadTRF(t, filepath.Join(trftest.RealData(t), "reference", "friendship-cup-2024-team", "friendship-cup-2024-heraklion.trf"))
	e, _ := teams.Build(tn, teams.DefaultScoring())
	ev := teams.NewEval(e, teams.Rules{System: "fide", Edition: "2024"})
	tbs, err := teams.Resolve("BH:MP,EGGSB", ev.Rules)
	if err != nil {
		t.Fatal(err)
	}
	doc := rankedDoc(t, tn, "uscf")
	doc.Teams = teams.Rank(ev, tbs)
	return doc
}

// TestTeamSheets checks the team sheets, alone (teams --format xlsx) and in the wall chart.
func TestTeamSheets(t *testing.T) {
	doc := teamDoc(t)
	var buf bytes.Buffer
	if err := WriteTeams(context.Background(), &buf, doc, Config{}); err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := strings.Join(f.GetSheetList(), "|"); got != "Team standings|Team crosstable" {
		t.Errorf("sheets %s", got)
	}
	for _, c := range []struct{ sheet, cell, want string }{
		{"Team standings", "C1", "Team"}, {"Team standings", "F1", "BH:MP"}, {"Team standings", "C2", "ΟΑΑΗ"},
		{"Team standings", "D2", "11"}, {"Team standings", "E2", "24.5"}, {"Team standings", "G2", "547.75"},
		{"Team crosstable", "F1", "R1"}, {"Team crosstable", "C2", "ΟΑΑΗ"}, {"Team crosstable", "F2", "10b4"},
		{"Team crosstable", "G2", "6w4½"},
	} {
		if got, _ := f.GetCellValue(c.sheet, c.cell); got != c.want {
			t.Errorf("%s!%s = %q, want %q", c.sheet, c.cell, got, c.want)
		}
	}
	rows, _ := f.GetRows("Team crosstable")
	pabs := 0
	for _, r := range rows {
		for _, v := range r {
			if v == "PAB" {
				pabs++
			}
		}
	}
	if pabs != 7 {
		t.Errorf("%d PAB cells, want one per round (7)", pabs)
	}
	wall, _ := export(t, []*exporters.Document{doc}, Config{})
	if got := strings.Join(wall.GetSheetList(), "|"); got != "Wall chart|Standings|Crosstable|Team standings|Team crosstable|Legend" {
		t.Errorf("wall chart sheets %s", got)
	}
	legend, _ := wall.GetRows("Legend")
	found := false
	for _, r := range legend {
		if len(r) == 2 && r[0] == "2. EGGSB" && strings.HasPrefix(r[1], "Extended SB, GP x GP: ") {
			found = true
		}
	}
	if !found {
		t.Error("the legend does not define the team tiebreak EGGSB")
	}
	if !testing.Short() {
		soffice, pdftotext := testtool.Require(t, "soffice"), testtool.Require(t, "pdftotext")
		dir := t.TempDir()
		x := filepath.Join(dir, "teams.xlsx")
		if err := os.WriteFile(x, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		profile := "-env:UserInstallation=file://" + filepath.ToSlash(filepath.Join(dir, "profile"))
		if out, err := exec.CommandContext(ctx, soffice, profile, "--headless", "--convert-to", "pdf", "--outdir", dir, x).CombinedOutput(); err != nil {
			t.Fatalf("soffice: %v\n%s", err, out)
		}
		text, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, "teams.pdf"), "-").Output()
		if err != nil {
			t.Fatal(err)
		}
		for _, tm := range doc.Teams.Teams {
			if strings.Count(string(text), tm.Name) < 2 {
				t.Errorf("the printed team sheets lack %q twice", tm.Name)
			}
		}
		for _, want := range []string{"Team standings", "Team crosstable", "Page 1 of 2", "10b4"} {
			if !strings.Contains(string(text), want) {
				t.Errorf("PDF text lacks %q", want)
			}
		}
	}
}
