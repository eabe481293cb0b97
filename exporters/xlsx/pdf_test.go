package xlsxout

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tiebreak/exporters"

	"tiebreak/importers/trf/trftest"
)

// TestPDF converts the wall charts of the golden events with LibreOffice and checks with
// pdftotext that the printed pages hold every name and round-1 result, the page header
// and the page numbers. It is skipped when soffice or pdftotext is missing.
func TestPDF(t *testing.T) {
	if testing.Short() {
		t.Skip("converting with LibreOffice is slow")
	}
	soffice, err := exec.LookPath("soffice")
	if err != nil {
		t.Skip("soffice not installed")
	}
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		t.Skip("pdftotext not installed")
	}
	rd := trftest.RealData(t)
	dir := t.TempDir()
	for _, ev := range goldenEvents {
		t.Run(ev.name, func(t *testing.T) {
			tn := loadTRF(t, filepath.Join(rd, ev.path))
			_, data := export(t, []*exporters.Document{rankedDoc(t, tn, ev.tiebreaks)}, Config{})
			xlsx := filepath.Join(dir, ev.name+".xlsx")
			if err := os.WriteFile(xlsx, data, 0o644); err != nil {
				t.Fatal(err)
			}
			// A private profile keeps parallel or stale LibreOffice instances out of the way.
			profile := "-env:UserInstallation=file://" + filepath.ToSlash(filepath.Join(dir, "profile"))
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			out, err := exec.CommandContext(ctx, soffice, profile, "--headless", "--convert-to", "pdf", "--outdir", dir, xlsx).CombinedOutput()
			pdf := strings.TrimSuffix(xlsx, ".xlsx") + ".pdf"
			if _, statErr := os.Stat(pdf); err != nil || statErr != nil {
				t.Fatalf("soffice: %v %v\n%s", err, statErr, out)
			}
			text, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
			if err != nil {
				t.Fatalf("pdftotext: %v", err)
			}
			got := string(text)
			for _, want := range []string{"Wall chart", "Standings", "Crosstable", "Legend", "Page 1 of", tn.Name} {
				if !strings.Contains(got, want) {
					t.Errorf("PDF text lacks %q", want)
				}
			}
			for _, p := range tn.Players {
				if !strings.Contains(got, p.Name) {
					t.Errorf("PDF text lacks player %q", p.Name)
				}
				if cell := wallCell(p.Rounds[0]); !strings.Contains(got, cell) {
					t.Errorf("PDF text lacks #%d's round-1 result %q", p.ID, cell)
				}
			}
		})
	}
}
