package xlsxout

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestVeryLongEventName is issue 27 defect 7: an event name of about 150 characters took
// the page header past Excel's 255 characters and failed the wall chart, the report and
// the batch event, though the name is promised never to be cut. The details and the
// sheet kind give way first; only a name longer than a header holds is cut, with "…".
func TestVeryLongEventName(t *testing.T) {
	words := strings.Fields("Forty-Second Annual Greater Metropolitan Area Scholastic Adult Senior Junior Open & Rapid Blitz Chess Championship Festival Memorial Cup")
	for _, c := range []struct {
		length  int
		details bool // the city is still in the header
		cut     bool
	}{{120, true, false}, {150, true, false}, {190, false, false}, {300, false, true}} {
		var name string
		for i := 0; len(name) < c.length; i++ {
			name = strings.TrimSpace(name + " " + words[i%len(words)])
		}
		tn := &engine.Tournament{Name: name, City: "Springfield", Scoring: engine.DefaultScoring()}
		f, _ := export(t, []*exporters.Document{{T: tn}}, Config{})
		hf, err := f.GetHeaderFooter("Wall chart")
		if err != nil {
			t.Fatal(err)
		}
		if n := utf16Len(hf.OddHeader); n > maxHeaderFooter {
			t.Errorf("%d characters: the header is %d long", len(name), n)
		}
		head := regexp.MustCompile(`&"[^"]*"&\d+ ?`).ReplaceAllString(hf.OddHeader, "")
		head = strings.ReplaceAll(strings.TrimPrefix(head, "&L"), "&&", "&")
		text := strings.Join(strings.Split(strings.Split(head, "&R")[0], "\n"), " ")
		switch {
		case c.cut:
			if !strings.HasSuffix(text, "…") || !strings.HasPrefix(name, strings.TrimSuffix(text, "…")) {
				t.Errorf("%d characters: header %q, want the name cut with …", len(name), text)
			}
		case c.details && text != name+" Springfield", !c.details && text != name:
			t.Errorf("%d characters: header %q, want the whole name (details %v)", len(name), text, c.details)
		}
	}
}
