package pipeline

import (
	"bytes"
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
)

// TestPrizeList checks what the prizes list of the nine-section Greater Boston Open
// holds in each format, paid from a fund with sections:, whole and for one section
// picked: a section's amounts are the same either way (based_on counts every section
// loaded), several sections refuse JSON, and a section with no fund to pay it is a
// NoPrizesError.
func TestPrizeList(t *testing.T) {
	const path = "../testdata/real/uscf/swisssys-2025-10-90th-greater-boston-open/90th_Greater_Boston_Open.swisssys-nach.redacted.json"
	ctx := context.Background()
	fund, err := LoadFund("testdata/sections-fund.yaml")
	if err != nil {
		t.Fatal(err)
	}
	f := NewFormats()
	list := func(section, format string) (string, *PrizeList, error) {
		t.Helper()
		ev, err := Open(ctx, []string{path}, LoadOptions{Section: section})
		if err != nil {
			t.Fatal(err)
		}
		ex, ok := f.Prizes.Lookup(format)
		if !ok {
			t.Fatalf("no prizes format %s", format)
		}
		l, err := Plan{Formats: f}.PrizeList(ctx, ev, fund, ex)
		if err != nil {
			return "", nil, err
		}
		var buf bytes.Buffer
		if err := l.Write(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.String(), l, nil
	}

	whole, l, err := list("", "text")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(whole, "Prize fund over 8 sections") || len(l.Notes) == 0 {
		t.Errorf("the whole event's text starts %q, notes %q", whole[:min(len(whole), 60)], l.Notes)
	}
	csv, _, err := list("", "csv")
	if err != nil || !strings.HasPrefix(csv, "section,") {
		t.Errorf("the whole event's CSV starts %q (%v)", csv[:min(len(csv), 40)], err)
	}
	if pdf, _, err := list("", "pdf"); err != nil || !strings.HasPrefix(pdf, "%PDF-") {
		t.Errorf("the whole event's PDF: %v", err)
	}
	var oe *OneSectionFormatError
	if _, _, err := list("", "json"); !errors.As(err, &oe) {
		t.Errorf("JSON of nine sections: %v, want a OneSectionFormatError", err)
	}

	// One section picked is paid as in the whole event: its CSV rows are the whole
	// event's rows of that section, without the section column.
	premier, l, err := list("Premier", "csv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(premier), "\n")
	if len(lines) < 2 || l.Write == nil {
		t.Fatalf("Premier's CSV: %q", premier)
	}
	for _, row := range lines[1:] {
		if !strings.Contains(csv, "\nPremier,"+row+"\n") {
			t.Errorf("Premier's row %q is not the whole event's", row)
		}
	}
	// The notes of paying one section are said beside any list but text shown as it is
	// written, which prints them: the weekend-swiss template's Top Junior, in an event
	// without a start date.
	swiss, err := LoadFund("weekend-swiss")
	if err != nil {
		t.Fatal(err)
	}
	noDate, err := Open(ctx, []string{"../engine/uscf/testdata/seed000-cumulative.trf"}, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	for _, format := range []string{"text", "csv"} {
		ex, _ := f.Prizes.Lookup(format)
		l, err := Plan{Formats: f}.PrizeList(ctx, noDate, swiss, ex)
		if err != nil || len(l.Paid) == 0 || !strings.Contains(l.Paid[0], "Top Junior") {
			t.Fatalf("%s: %v, paid notes %q", format, err, l.Paid)
		}
		all := slices.Concat(l.Notes, l.Paid)
		if shown := l.Said(true); format == "text" && !slices.Equal(shown, l.Notes) || format != "text" && !slices.Equal(shown, all) {
			t.Errorf("%s shown: said %q", format, shown)
		}
		if got := l.Said(false); !slices.Equal(got, all) {
			t.Errorf("%s written to a file: said %q", format, got)
		}
	}

	// Without a fund there is nothing to pay.
	ev, err := Open(ctx, []string{path}, LoadOptions{Section: "Premier"})
	if err != nil {
		t.Fatal(err)
	}
	ex, _ := f.Prizes.Lookup("text")
	var np *NoPrizesError
	if _, err := (Plan{Formats: f}).PrizeList(ctx, ev, nil, ex); !errors.As(err, &np) || np.Section != "Premier" {
		t.Errorf("no fund: %v, want a NoPrizesError naming Premier", err)
	}
}
