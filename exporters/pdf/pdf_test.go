package pdfout

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gomono"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/exporters"
	csvout "github.com/tiebreak-chess/tiebreak/exporters/csv"
)

// pdftext returns the text of pages first..last (0 = to the end) with pdftotext -layout.
func pdftext(tb testing.TB, pdf []byte, first, last int) string {
	tb.Helper()
	bin := poppler(tb, "pdftotext")
	path := filepath.Join(tb.TempDir(), "in.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		tb.Fatal(err)
	}
	args := []string{"-layout", "-enc", "UTF-8"}
	if first > 0 {
		args = append(args, "-f", strconv.Itoa(first))
	}
	if last > 0 {
		args = append(args, "-l", strconv.Itoa(last))
	}
	out, err := exec.Command(bin, append(args, path, "-")...).Output()
	if err != nil {
		tb.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

// pdfinfo returns the fields pdfinfo prints.
func pdfinfo(tb testing.TB, pdf []byte) map[string]string {
	tb.Helper()
	bin := poppler(tb, "pdfinfo")
	path := filepath.Join(tb.TempDir(), "in.pdf")
	if err := os.WriteFile(path, pdf, 0o644); err != nil {
		tb.Fatal(err)
	}
	out, err := exec.Command(bin, path).Output()
	if err != nil {
		tb.Fatalf("pdfinfo: %v", err)
	}
	info := map[string]string{}
	for _, line := range strings.Split(string(out), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok {
			info[k] = strings.TrimSpace(v)
		}
	}
	return info
}

func openDoc(tb testing.TB) *exporters.Document {
	return rankedDoc(tb, loadTRF(tb, "../../testdata/open.trf"), "uscf")
}

func TestPaperSize(t *testing.T) {
	for _, tc := range []struct{ paper, want string }{
		{"", "612 x 792 pts (letter)"},
		{"letter", "612 x 792 pts (letter)"},
		{"A4", "595.28 x 841.89 pts (A4)"},
	} {
		doc := openDoc(t)
		doc.Opts.Paper = tc.paper
		info := pdfinfo(t, render(t, doc))
		if got := info["Page size"]; got != tc.want {
			t.Errorf("paper %q: page size %q, want %q", tc.paper, got, tc.want)
		}
	}
	doc := openDoc(t)
	doc.Opts.Paper = "legal"
	if err := New().Export(context.Background(), &bytes.Buffer{}, doc); err == nil || !strings.Contains(err.Error(), "use letter or a4") {
		t.Errorf("paper legal: error %v, want one naming letter and a4", err)
	}
}

// TestFontsEmbedded checks with pdffonts that every font is embedded, for the built-in
// fonts and for a font given as bytes.
func TestFontsEmbedded(t *testing.T) {
	bin := poppler(t, "pdffonts")
	for _, tc := range []struct {
		name string
		font []byte
		want int
	}{{"go fonts", nil, 2}, {"user font", gomono.TTF, 2}} {
		doc := openDoc(t)
		doc.Prizes = handAllocation(doc)
		doc.Opts.Font, doc.Opts.FontName = tc.font, "gomono.ttf"
		path := filepath.Join(t.TempDir(), "f.pdf")
		if err := os.WriteFile(path, render(t, doc), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(bin, path).Output()
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(string(out)), "\n")[2:]
		if len(lines) != tc.want {
			t.Errorf("%s: %d fonts, want %d:\n%s", tc.name, len(lines), tc.want, out)
		}
		for _, l := range lines {
			f := strings.Fields(l)
			// name type... encoding emb sub uni object ID: emb is the 5th field from the end.
			if len(f) < 6 || f[len(f)-5] != "yes" {
				t.Errorf("%s: font not embedded: %s", tc.name, l)
			}
		}
	}
}

func TestBadFont(t *testing.T) {
	for _, tc := range []struct {
		data []byte
		want string
	}{
		{[]byte("hello, world, not a font"), "not a TrueType font"},
		{append([]byte("OTTO"), make([]byte, 20)...), "CFF outlines"},
		{append([]byte("ttcf"), make([]byte, 20)...), "collection"},
		{append([]byte{0, 1, 0, 0}, make([]byte, 20)...), "not a usable TrueType font"},
	} {
		doc := openDoc(t)
		doc.Opts.Font, doc.Opts.FontName = tc.data, "bad.ttf"
		err := New().Export(context.Background(), &bytes.Buffer{}, doc)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "bad.ttf") {
			t.Errorf("font %q: error %v, want one with %q and the file name", tc.data[:4], err, tc.want)
		}
	}
}

// TestReproducible: the same document and time stamp give the same bytes; the time stamp
// is the creation date and is printed in the header.
func TestReproducible(t *testing.T) {
	doc := openDoc(t)
	doc.Prizes = handAllocation(doc)
	a := render(t, doc)
	for range 3 {
		if !bytes.Equal(a, render(t, openDocWithPrizes(t))) {
			t.Fatal("two renderings of the same document differ")
		}
	}
	doc.Opts.GeneratedAt = fixedTime.Add(time.Hour)
	if bytes.Equal(a, render(t, doc)) {
		t.Error("a different time stamp gave the same file")
	}
	info := pdfinfo(t, a)
	if got, want := info["CreationDate"], "Fri May  1 12:00:00 2026 UTC"; got != want {
		t.Errorf("CreationDate %q, want %q", got, want)
	}
	if got := pdftext(t, a, 1, 1); !strings.Contains(got, "Generated by tiebreak test on 2026-05-01 12:00 UTC") {
		t.Errorf("page 1 lacks the time stamp:\n%s", got)
	}
	// Without a time stamp nothing depends on the clock either.
	doc.Opts.GeneratedAt = time.Time{}
	b := render(t, doc)
	time.Sleep(1100 * time.Millisecond)
	if !bytes.Equal(b, render(t, doc)) {
		t.Error("without a time stamp, two renderings a second apart differ")
	}
}

func openDocWithPrizes(tb testing.TB) *exporters.Document {
	doc := openDoc(tb)
	doc.Prizes = handAllocation(doc)
	return doc
}

// TestNamesRoundTrip checks that names in Latin with diacritics, Greek and Cyrillic come
// back from pdftotext exactly as entered, with no glyph warning.
func TestNamesRoundTrip(t *testing.T) {
	doc := openDoc(t)
	var warnings []string
	doc.Opts.Warn = func(m string) { warnings = append(warnings, m) }
	text := pdftext(t, render(t, doc), 0, 0)
	for _, name := range []string{"Dvořák, Tomáš", "Ó Muireagáin, Siobhán", "Halvorsen, Øyvind", "Yılmaz, Şükrü", "Παπαδόπουλος, Γιώργος", "Иванова, Анна"} {
		if !strings.Contains(text, name) {
			t.Errorf("pdftotext lacks %q", name)
		}
	}
	for _, p := range doc.T.Players {
		if !strings.Contains(text, p.Name) {
			t.Errorf("pdftotext lacks player %q", p.Name)
		}
	}
	if len(warnings) > 0 {
		t.Errorf("unexpected warnings: %q", warnings)
	}
}

// TestMissingGlyphWarning: a name the font cannot print is a warning naming the player and
// the characters, and the file is still written with the rest of the name intact.
func TestMissingGlyphWarning(t *testing.T) {
	tn := loadTRF(t, "../../testdata/open.trf")
	tn.Players[2].Name = "Nakamura, 健二"
	tn.Players[3].Name = "Smile, 😀 Joy"
	doc := rankedDoc(t, tn, "uscf")
	var warnings []string
	doc.Opts.Warn = func(m string) { warnings = append(warnings, m) }
	pdf := render(t, doc)
	want := []string{
		"player #3 \u201cNakamura, 健二\u201d: the built-in Go fonts have no glyph for 健 (U+5065), 二 (U+4E8C); they print as placeholder boxes. Choose a TrueType font (.ttf) that has them.",
		"player #4 \u201cSmile, 😀 Joy\u201d: the built-in Go fonts have no glyph for 😀 (U+1F600); they print as placeholder boxes. Choose a TrueType font (.ttf) that has them.",
	}
	if fmt.Sprint(warnings) != fmt.Sprint(want) {
		t.Errorf("warnings\n%q\nwant\n%q", warnings, want)
	}
	got, err := GlyphWarnings(doc)
	if err != nil || fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("GlyphWarnings = %q, %v", got, err)
	}
	text := pdftext(t, pdf, 0, 0)
	// The characters stay in the text layer (copy and paste keep them) although the font
	// draws placeholder boxes; what fpdf cannot encode becomes U+FFFD, never "?".
	for _, s := range []string{"Nakamura, 健二", "Smile, \uFFFD Joy"} {
		if !strings.Contains(text, s) {
			t.Errorf("pdftotext lacks %q", s)
		}
	}
	if strings.Contains(text, "?") {
		t.Error("a character was replaced by ?")
	}
}

// TestEllipsis: text too long for its column is shortened with an ellipsis measured with
// the font, never drawn past the column, and reported through Options.Warn.
func TestEllipsis(t *testing.T) {
	tn := loadTRF(t, "../../testdata/open.trf")
	long := "Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh, Hubert Blaine Maximilian Bartholomew"
	tn.Players[0].Name = long
	doc := rankedDoc(t, tn, "uscf")
	var warnings []string
	doc.Opts.Warn = func(msg string) { warnings = append(warnings, msg) }
	text := pdftext(t, render(t, doc), 0, 0)
	// Never silently: the shortening is reported once, with the full text.
	if len(warnings) != 1 || !strings.HasPrefix(warnings[0], `"`+long+`" is too wide for its column and is printed shortened as "Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh, `) {
		t.Errorf("warnings %q, want one naming the shortened name", warnings)
	}
	if strings.Contains(text, long) {
		t.Error("the long name was printed in full")
	}
	if !regexp.MustCompile(`Wolfeschlegelsteinhausenbergerdorff-Featherstonehaugh, [A-Za-z ]+…`).MatchString(text) {
		t.Errorf("no shortened name with an ellipsis in:\n%s", text)
	}
	r, err := newRenderer(doc, goFonts())
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []float64{5, 20, 60, 150} {
		for _, bold := range []bool{false, true} {
			s := r.fit(long, w, bold, bodySize)
			if got := r.width(s, bold, bodySize); got > w && utf8.RuneCountInString(s) > 1 {
				t.Errorf("fit(%v, bold %v) = %q, %.1f pt wide", w, bold, s, got)
			}
		}
	}
}

// TestSharedPlaces: players equal on everything share a place, printed "3-5".
func TestSharedPlaces(t *testing.T) {
	doc := rankedDoc(t, loadTRF(t, "../../testdata/open.trf"), "none")
	text := pdftext(t, render(t, doc), 0, 0)
	for _, label := range []string{"1-5 ", "6-7 ", "8-16 "} {
		if !strings.Contains(text, label) {
			t.Errorf("standings lack the shared place %q", label)
		}
	}
	if !strings.Contains(text, "ranked by points only") {
		t.Error("header does not say the event is ranked by points only")
	}
}

// TestPagination: a 320-player event breaks over several pages, each with the page
// header, the repeated column titles and "Page n of N"; every player is printed once,
// and no row is split.
func TestPagination(t *testing.T) {
	for _, paper := range []string{"letter", "a4"} {
		doc := synthDoc(t, 320, 7)
		doc.Opts.Paper = paper
		doc.Prizes = handAllocation(doc)
		pdf := render(t, doc)
		n, _ := strconv.Atoi(pdfinfo(t, pdf)["Pages"])
		if n < 6 {
			t.Fatalf("%s: %d pages for 320 players", paper, n)
		}
		seen := map[string]int{}
		nameRe := regexp.MustCompile(`^\s*\d+(?:-\d+)?\s+(\d+)\s+(\S.*?\S)\s{2,}\d{3,4}\s`)
		for page := 1; page <= n; page++ {
			text := pdftext(t, pdf, page, page)
			for _, want := range []string{doc.T.Name, "US Chess rules \u00b7 tiebreaks in order: MM, SOLK, CUM, OCUM", fmt.Sprintf("Page %d of %d", page, n)} {
				if !strings.Contains(text, want) {
					t.Errorf("%s page %d lacks %q", paper, page, want)
				}
			}
			// The page header and footer say "Final standings" on every page; the table's
			// title is on a line of its own.
			loc := regexp.MustCompile(`(?m)^\s*Final standings( \(continued\))?\s*$`).FindStringIndex(text)
			standingsPage := loc != nil
			if standingsPage && page > 1 && page < n && !strings.Contains(text, "Final standings (continued)") {
				t.Errorf("%s page %d: no continued title", paper, page)
			}
			if standingsPage && !regexp.MustCompile(`Place\s+No\.\s+Name\s+Rating\s+Pts\s+MM\s+SOLK\s+CUM\s+OCUM`).MatchString(text) {
				t.Errorf("%s page %d lacks the column titles", paper, page)
			}
			standingsText := ""
			if standingsPage {
				standingsText = text[loc[1]:]
			}
			for _, line := range strings.Split(standingsText, "\n") {
				if m := nameRe.FindStringSubmatch(line); m != nil {
					seen[m[1]+" "+m[2]]++
				}
			}
		}
		for _, p := range doc.T.Players {
			if k := fmt.Sprintf("%d %s", p.ID, p.Name); seen[k] != 1 {
				t.Errorf("%s: player %q printed %d times", paper, k, seen[k])
			}
		}
	}
}

// TestWinnersInText: the text of the prize report holds every winner's name with the
// amount on the same line, in the prize list and on the award sheet, and the totals.
func TestWinnersInText(t *testing.T) {
	doc := prizeDoc(t, "../../testdata/open.trf", "../../testdata/open-fund.yaml")
	a := doc.Prizes
	text := pdftext(t, render(t, doc), 0, 0)
	lines := strings.Split(text, "\n")
	for _, aw := range a.Awards {
		name := doc.T.Players[aw.Player].Name
		want := aw.Amount.Format("USD")
		n := 0
		for _, l := range lines {
			if strings.Contains(l, name) && (aw.Amount == 0 || strings.Contains(l, want)) {
				n++
			}
		}
		// Prize list and award sheet; the pools table lists the share too.
		if n < 2 {
			t.Errorf("%s with %s on %d lines, want at least 2", name, want, n)
		}
	}
	for _, want := range []string{"Prize fund", a.Total.Format("USD"), "Paid", a.Paid.Format("USD"), "Not paid", a.Unpaid.Format("USD")} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q", want)
		}
	}
}

// TestPrizeCSVInText: for each prize event, the text of the PDF holds every winner of the
// prize CSV with their amount on one line, in the prize list and again on the award sheet.
func TestPrizeCSVInText(t *testing.T) {
	for _, ev := range prizeEvents {
		t.Run(ev.name, func(t *testing.T) {
			doc := prizeDoc(t, ev.event, ev.fund)
			var buf bytes.Buffer
			if err := csvout.NewPrizes().Export(context.Background(), &buf, doc); err != nil {
				t.Fatal(err)
			}
			records, err := csv.NewReader(&buf).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			col := map[string]int{}
			for i, h := range records[0] {
				col[h] = i
			}
			pdf := render(t, doc)
			all := pdftext(t, pdf, 0, 0)
			text, sheet, ok := strings.Cut(all, "Award sheet")
			if !ok {
				t.Fatal("no award sheet")
			}
			if len(records) < 2 {
				t.Fatal("the prize CSV has no winner")
			}
			for _, rec := range records[1:] {
				name, amount := rec[col["name"]], rec[col["amount"]]
				want := ""
				if amount != "" {
					m, err := prizes.ParseMoney(amount)
					if err != nil {
						t.Fatal(err)
					}
					want = m.Format(doc.Prizes.Fund.Currency)
				}
				for part, body := range map[string]string{"prize list": text, "award sheet": sheet} {
					if !lineWith(body, name, want) {
						t.Errorf("%s: no line with %q and %q", part, name, want)
					}
				}
			}
		})
	}
}

// lineWith reports whether a line of text holds every one of parts.
func lineWith(text string, parts ...string) bool {
	for _, l := range strings.Split(text, "\n") {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return true
		}
	}
	return false
}

// TestPrizeGlyphWarning: prize and trophy names the font cannot print are warned about
// too.
func TestPrizeGlyphWarning(t *testing.T) {
	doc := openDocWithPrizes(t)
	doc.Prizes.Fund.Prizes[0].Trophy = "冠军"
	got, err := GlyphWarnings(doc)
	want := "trophy \u201c冠军\u201d: the built-in Go fonts have no glyph for 冠 (U+51A0), 军 (U+519B); they print as placeholder boxes. Choose a TrueType font (.ttf) that has them."
	if err != nil || len(got) != 1 || got[0] != want {
		t.Errorf("GlyphWarnings = %q, %v; want [%q]", got, err, want)
	}
}

// TestEmptyEvent: an event without players, dates or a name still gives a valid PDF.
func TestEmptyEvent(t *testing.T) {
	doc := rankedDoc(t, &engine.Tournament{}, "uscf")
	doc.Prizes = &prizes.Allocation{Fund: &prizes.Fund{}, Standings: doc.Standings}
	text := pdftext(t, render(t, doc), 0, 0)
	for _, want := range []string{"Tournament", "0 players, 0 rounds", "No prize was awarded.", "Page 1 of 2", "Page 2 of 2"} {
		if !strings.Contains(text, want) {
			t.Errorf("text lacks %q:\n%s", want, text)
		}
	}
}

// TestTrophyOnlyFund: a fund without cash prints no amounts, totals or tax lines.
func TestTrophyOnlyFund(t *testing.T) {
	doc := prizeDoc(t, "../../testdata/open.trf", "scholastic-trophies")
	if r := (&renderer{doc: doc}); r.hasCash() {
		t.Fatal("the scholastic-trophies template has cash prizes; pick a trophy-only fund")
	}
	text := pdftext(t, render(t, doc), 0, 0)
	for _, bad := range []string{"$", "Amount", "Cash is never", "Totals", "when paid"} {
		if strings.Contains(text, bad) {
			t.Errorf("trophy-only report holds %q", bad)
		}
	}
	want := fmt.Sprintf("Total: %d winners", len(doc.Prizes.Awards))
	for _, w := range []string{"Trophies go by tiebreak order (rule 34)", want, "Each winner signs on receiving the award."} {
		if !strings.Contains(text, w) {
			t.Errorf("trophy-only report lacks %q", w)
		}
	}
}

// TestPrizeByPrizeAlone: a prize one player takes alone under the 32B3 exception reads
// "to NAME (32B3 exception)" in the prize-by-prize table, not "pooled, shared by 1".
func TestPrizeByPrizeAlone(t *testing.T) {
	doc := prizeDoc(t, "trf-derived/sharly-chess-events/championnat-de-france-rapide-2023.derived.trf", "weekend-swiss")
	text := pdftext(t, render(t, doc), 0, 0)
	if strings.Contains(text, "shared by 1 ") {
		t.Error(`the prize-by-prize table says "shared by 1"`)
	}
	if !lineWith(text, "U1800 1st", "$150.00", "to NEVES, Vincent (32B3 exception)") {
		t.Errorf("no line for U1800 1st taken alone by NEVES, Vincent under the exception:\n%s", text)
	}
}

// TestRulesLineNamesTheSource: the heading says where a stated order came from.
func TestRulesLineNamesTheSource(t *testing.T) {
	tour := &engine.Tournament{Players: []engine.Player{{ID: 1, Name: "A"}}}
	ev := engine.NewEvaluation(tour, engine.Rules{System: "uscf"})
	st := &engine.Standings{Eval: ev, Tiebreaks: []engine.Tiebreak{codeOnly("SOLK"), codeOnly("CUM")}}
	if got := rulesLine(st); got != "US Chess rules \u00b7 tiebreaks in order: SOLK, CUM" {
		t.Errorf("no source: %q", got)
	}
	st.Source = "as SwissSys used"
	if got := rulesLine(st); got != "US Chess rules \u00b7 tiebreaks as SwissSys used: SOLK, CUM" {
		t.Errorf("SwissSys: %q", got)
	}
}

// codeOnly is a tiebreak with a code and no values.
type codeOnly string

func (c codeOnly) Code() string { return string(c) }
func (c codeOnly) Compute(_ *engine.Evaluation, g []int) []engine.Score {
	return make([]engine.Score, len(g))
}
