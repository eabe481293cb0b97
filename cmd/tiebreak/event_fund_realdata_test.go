package main

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/swisssys"
)

// realSwissSysEvents returns the multi-section SwissSys results files of the real US
// events in testdata/real/uscf.
func realSwissSysEvents(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("..", "..", "testdata", "real", "uscf", "*", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	var multi []string
	for _, f := range files {
		if len(sectionNamesOf(t, f)) > 1 {
			multi = append(multi, f)
		}
	}
	if len(multi) < 7 {
		t.Fatalf("found %d multi-section SwissSys files, want the 7 of testdata/real/uscf", len(multi))
	}
	return multi
}

// sectionNamesOf returns the names of the sections of a SwissSys results file.
func sectionNamesOf(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	src, err := importers.Read(path, f)
	if err != nil {
		t.Fatal(err)
	}
	secs, err := swisssys.New().ImportSections(src)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, s := range secs {
		names = append(names, s.Name)
	}
	return names
}

// sectionsFund writes a fund with a prize list for every section named, based on more
// entries than any of the events has, so that every amount depends on the count.
func sectionsFund(t *testing.T, names []string) string {
	t.Helper()
	var b strings.Builder
	b.WriteString("name: Test\nbased_on: {entries: 400}\nsections:\n")
	for _, n := range names {
		fmt.Fprintf(&b, "  %q:\n    - {place: 1, cash: 250, trophy: \"First\"}\n    - {place: 2, cash: 125}\n    - {place: 3, cash: 60}\n    - {class: U1200, place: 1, cash: 40}\n", n)
	}
	p := filepath.Join(t.TempDir(), "fund.yaml")
	if err := os.WriteFile(p, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// runOK runs tiebreak with args and returns its standard output; a non-zero exit fails.
func runOK(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut); code != 0 {
		t.Fatalf("tiebreak %s: exit %d: %s", strings.Join(args, " "), code, errOut.String())
	}
	return out.String()
}

// TestSectionPaysAsTheWholeEvent: printing one section's prize list never changes an
// amount. For every section of every real multi-section SwissSys file, 'prizes --section
// S' pays exactly what the whole file's 'prizes' pays section S (based_on counts the
// whole event either way), and says how much was counted.
func TestSectionPaysAsTheWholeEvent(t *testing.T) {
	for _, path := range realSwissSysEvents(t) {
		names := sectionNamesOf(t, path)
		fund := sectionsFund(t, names)
		whole, err := csv.NewReader(strings.NewReader(runOK(t, "prizes", "-q", "--fund", fund, "--format", "csv", path))).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		bySection := map[string][]string{}
		for _, rec := range whole[1:] {
			bySection[rec[0]] = append(bySection[rec[0]], strings.Join(rec[1:], ","))
		}
		for _, name := range names {
			one, err := csv.NewReader(strings.NewReader(runOK(t, "prizes", "-q", "--fund", fund, "--format", "csv", "--section", name, path))).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			var rows []string
			for _, rec := range one[1:] {
				rows = append(rows, strings.Join(rec, ","))
			}
			if got, want := strings.Join(rows, "\n"), strings.Join(bySection[name], "\n"); got != want {
				t.Errorf("%s, section %s:\n--section pays\n%s\nthe whole file pays\n%s", filepath.Base(path), name, got, want)
			}
			if len(rows) == 0 {
				t.Errorf("%s, section %s: nobody paid", filepath.Base(path), name)
			}
		}
	}
}

// TestFundWithoutSectionsOnSeveralSections: report and prizes follow the one rule for a
// fund without sections: on a file of several sections, in the same words, and both pay
// the section --section picks, based on the whole event.
func TestFundWithoutSectionsOnSeveralSections(t *testing.T) {
	path := realSwissSysEvents(t)[0]
	plain := filepath.Join(t.TempDir(), "plain.yaml")
	if err := os.WriteFile(plain, []byte("name: Plain\nbased_on: {entries: 400}\nprizes:\n  - {place: 1, cash: 250}\n  - {place: 2, cash: 125}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, args := range [][]string{
		{"prizes", "--fund", plain, path},
		{"report", "--fund", plain, "-o", t.TempDir(), path},
		{"publish", "--fund", plain, "-o", filepath.Join(t.TempDir(), "site"), path},
	} {
		var out, errOut bytes.Buffer
		code := run(context.Background(), append([]string{"tiebreak"}, args...), nil, &out, &errOut)
		if code != 2 {
			t.Errorf("%s: exit %d, want 2 (the fund must say its sections): %s", args[0], code, errOut.String())
		}
		msg := strings.TrimSpace(errOut.String())
		if !strings.Contains(msg, "has no sections: but the event has") || !strings.Contains(msg, "(choose one with --section NAME)") {
			t.Errorf("%s: %s", args[0], msg)
		}
		msgs = append(msgs, msg[strings.Index(msg, "plain.yaml"):])
	}
	for _, m := range msgs[1:] {
		if m != msgs[0] {
			t.Errorf("the commands word the rule differently:\n%s\n%s", msgs[0], m)
		}
	}
	section := sectionNamesOf(t, path)[0]
	prizes := runOK(t, "prizes", "-q", "--fund", plain, "--format", "csv", "--section", section, path)
	dir := t.TempDir()
	runOK(t, "report", "-q", "--fund", plain, "--section", section, "-o", dir, path)
	got, err := os.ReadFile(filepath.Join(dir, "prizes.csv"))
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != prizes {
		t.Errorf("report --section pays\n%s\nprizes --section pays\n%s", got, prizes)
	}
	if !strings.Contains(prizes, ",") || strings.Count(prizes, "\n") < 2 {
		t.Errorf("nobody paid: %s", prizes)
	}
}

// TestMultiSectionFundOnEveryPath: a fund with sections: on the 9-section Greater Boston
// Open pays the same from publish, watch --once --publish and report --publish: each
// exits 0 and writes the same prize pages.
func TestMultiSectionFundOnEveryPath(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600")
	gbo := filepath.Join("..", "..", "testdata", "real", "uscf", "swisssys-2025-10-90th-greater-boston-open", "90th_Greater_Boston_Open.swisssys-nach.redacted.json")
	fund := filepath.Join("testdata", "fixtures", "sections-fund.yaml")
	dir := t.TempDir()
	published, watched, reported := filepath.Join(dir, "publish"), filepath.Join(dir, "watch"), filepath.Join(dir, "report")
	// A SwissSys JSON does not state its planned rounds; watched without them, the event
	// would say "after round 4" where the others say it looks final.
	runOK(t, "publish", "-q", "--rounds", "4", "--fund", fund, "-o", published, gbo)
	runOK(t, "watch", "--once", "--settle", "1ms", "--publish", "--rounds", "4", "--fund", fund, "-o", watched, gbo)
	runOK(t, "report", "-q", "--publish", "--rounds", "4", "--fund", fund, "-o", reported, gbo)
	// Each section's page of the site holds its prizes.
	pages, err := filepath.Glob(filepath.Join(published, "*", "*", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) != 9 {
		t.Fatalf("%d section pages, want one for each of the 9 sections", len(pages))
	}
	for _, p := range pages {
		rel, _ := filepath.Rel(published, p)
		want, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(want), "$") && !strings.Contains(rel, "extra-games") {
			t.Errorf("%s pays nothing", rel)
		}
		for _, other := range []string{filepath.Join(watched, rel), filepath.Join(reported, "site", rel)} {
			got, err := os.ReadFile(other)
			if err != nil {
				t.Errorf("%v", err)
				continue
			}
			if string(got) != string(want) {
				t.Errorf("%s differs from publish's %s", other, rel)
			}
		}
	}
}
