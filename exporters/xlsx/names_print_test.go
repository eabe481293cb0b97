package xlsxout

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
	"github.com/tiebreak-chess/tiebreak/internal/testtool"
)

// printFonts are the fonts LibreOffice may print a workbook's Arial in: Liberation Sans
// (Arial's metrics, the usual case on Linux) and DejaVu Sans alone (a machine without
// it). Each is a set of font files, found in the directories the Debian packages
// fonts-liberation2, fonts-liberation and fonts-dejavu-core install.
var printFonts = []struct {
	name, pkg string
	globs     []string
}{
	{"liberation", "fonts-liberation2", []string{
		"/usr/share/fonts/truetype/liberation2/LiberationSans-*.ttf",
		"/usr/share/fonts/truetype/liberation/LiberationSans-*.ttf",
	}},
	{"dejavu", "fonts-dejavu-core", []string{"/usr/share/fonts/truetype/dejavu/DejaVuSans*.ttf"}},
}

// fontConfig writes a fontconfig file offering only the fonts matching the first glob
// that matches (DejaVu Sans Mono and Condensed left out), and returns its path. When
// none is installed the test is skipped, or fails under CI.
func fontConfig(t *testing.T, name, pkg string, globs []string) string {
	t.Helper()
	dir := t.TempDir()
	fonts := filepath.Join(dir, "fonts")
	if err := os.Mkdir(fonts, 0o755); err != nil {
		t.Fatal(err)
	}
	var found []string
	for _, g := range globs {
		if found, _ = filepath.Glob(g); len(found) > 0 {
			break
		}
	}
	n := 0
	for _, f := range found {
		base := filepath.Base(f)
		if strings.Contains(base, "Mono") || strings.Contains(base, "Condensed") || strings.Contains(base, "Light") {
			continue
		}
		if err := os.Symlink(f, filepath.Join(fonts, base)); err != nil {
			t.Fatal(err)
		}
		n++
	}
	if n == 0 {
		if testtool.InCI() {
			t.Fatalf("no %s font installed (Debian package %s)", name, pkg)
		}
		t.Skipf("no %s font installed: install the Debian package %s", name, pkg)
	}
	conf := filepath.Join(dir, "fonts.conf")
	xml := `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><dir>` + fonts + `</dir><cachedir>` + filepath.Join(dir, "cache") + `</cachedir></fontconfig>
`
	if err := os.WriteFile(conf, []byte(xml), 0o644); err != nil {
		t.Fatal(err)
	}
	return conf
}

// printedText converts the workbooks to PDF with LibreOffice under the fontconfig file
// and returns the text of each (pdftotext -layout), by name. With TIEBREAK_PDF_DIR set,
// the PDFs are kept there as name-label.pdf, to be looked at.
func printedText(t *testing.T, label, fontsConf string, books map[string][]byte) map[string]string {
	t.Helper()
	soffice, pdftotext := testtool.Require(t, "soffice"), testtool.Require(t, "pdftotext")
	dir := t.TempDir()
	args := []string{"-env:UserInstallation=file://" + filepath.ToSlash(filepath.Join(dir, "profile")), "--headless", "--convert-to", "pdf", "--outdir", dir}
	for name, data := range books {
		path := filepath.Join(dir, name+".xlsx")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, path)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, soffice, args...)
	cmd.Env = append(os.Environ(), "FONTCONFIG_FILE="+fontsConf)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice: %v\n%s", err, out)
	}
	texts := map[string]string{}
	for name := range books {
		pdf := filepath.Join(dir, name+".pdf")
		if keep := os.Getenv("TIEBREAK_PDF_DIR"); keep != "" {
			if data, err := os.ReadFile(pdf); err == nil {
				_ = os.WriteFile(filepath.Join(keep, name+"-"+label+".pdf"), data, 0o644)
			}
		}
		out, err := exec.Command(pdftotext, "-layout", pdf, "-").Output()
		if err != nil {
			t.Fatalf("pdftotext %s: %v", name, err)
		}
		texts[name] = string(out)
	}
	return texts
}

// namedBook is a printed workbook and the names it must print whole.
type namedBook struct {
	data  []byte
	names []string
}

// namesBooks exports the wall chart, standings and team sheets of a Latin, a Greek and
// a mixed (accented Latin, Greek, Cyrillic) event: the 581-player Championnat de France
// rapide, the Friendship Cup (Greek team names) and the README's sample.
func namesBooks(t *testing.T) map[string]namedBook {
	t.Helper()
	cfg := Config{Print: []string{"wallchart", "standings", "teams"}}
	books := map[string]namedBook{}
	add := func(name string, doc *exporters.Document) {
		_, data := export(t, []*exporters.Document{doc}, cfg)
		var names []string
		for i := range doc.T.Players {
			names = append(names, doc.T.Players[i].Name)
		}
		if doc.Teams != nil {
			for _, tm := range doc.Teams.Teams {
				names = append(names, tm.Name)
			}
		}
		// The event and section name, as each page header prints it.
		names = append(names, wrapWords(doc.T.Name, 80)...)
		books[name] = namedBook{data: data, names: names}
	}
	rd := trftest.RealData(t)
	add("france-rapide", rankedDoc(t, loadTRF(t, filepath.Join(rd, "trf-derived/sharly-chess-events/championnat-de-france-rapide-2023.derived.trf")), "uscf"))
	add("friendship-cup", teamDoc(t))
	add("sample", rankedDoc(t, loadTRF(t, filepath.Join("..", "..", "examples", "event.trf")), "uscf"))
	return books
}

// cutNames returns the names the printed text lacks. A name counts once per book; the
// wall chart and the standings each print it, so it must be whole in both.
func cutNames(text string, names []string, times int) []string {
	var cut []string
	for _, n := range names {
		if strings.Count(text, n) < times {
			cut = append(cut, n)
		}
	}
	return cut
}

// TestNamesPrintWhole prints the wall chart, standings and team sheets of a Latin, a
// Greek and a Cyrillic event through LibreOffice, once with Liberation Sans (Arial's
// metrics) and once with DejaVu Sans alone, and requires every player and team name
// and the event and section name of the page header whole in the PDF text, twice (wall chart and standings; team standings and team
// crosstable). It then makes every column 10% narrower and requires that the widest
// names are cut in Liberation Sans, so that the test cannot pass by a lucky font (in
// DejaVu Sans alone LibreOffice widens a column by its wider digit, and a 10% narrower
// column still holds the names, so the narrower columns are printed in Liberation Sans
// only).
func TestNamesPrintWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("converting with LibreOffice is slow")
	}
	books := namesBooks(t)
	widthScale = 0.9
	narrow := namesBooks(t)
	widthScale = 1
	for _, fc := range printFonts {
		t.Run(fc.name, func(t *testing.T) {
			data := map[string][]byte{}
			for name, b := range books {
				data[name] = b.data
			}
			// The narrower columns are printed in Arial's metrics only, where the
			// widths are exact (in DejaVu Sans they keep room to spare, see above).
			liberation := fc.name == "liberation"
			if liberation {
				for name, b := range narrow {
					data["narrow-"+name] = b.data
				}
			}
			texts := printedText(t, fc.name, fontConfig(t, fc.name, fc.pkg, fc.globs), data)
			for name, b := range books {
				if cut := cutNames(texts[name], b.names, 2); len(cut) > 0 {
					t.Errorf("%s: %d of %d names cut or missing, first %q", name, len(cut), len(b.names), cut[0])
				}
			}
			for name, b := range narrow {
				if !liberation {
					break
				}
				cut := cutNames(texts["narrow-"+name], b.names, 2)
				t.Logf("columns 10%% narrower: %s prints %d of %d names cut", name, len(cut), len(b.names))
				if len(cut) == 0 {
					t.Errorf("%s: with every column 10%% narrower no name is cut in Arial's metrics: the test cannot fail", name)
				}
			}
		})
	}
}
