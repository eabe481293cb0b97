package pipeline

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters"
)

func TestPDFOptions(t *testing.T) {
	font := filepath.Join(t.TempDir(), "My Font.ttf")
	if err := os.WriteFile(font, []byte("ttf bytes"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("SOURCE_DATE_EPOCH", "1767225600")
	for _, tc := range []struct {
		name     string
		s        Settings
		paper    string
		fontName string
		err      string
	}{
		{name: "defaults"},
		{name: "a4 in capitals", s: Settings{Paper: " A4 "}, paper: "a4"},
		{name: "unknown paper", s: Settings{Paper: "legal"}, err: `paper "legal": use letter or a4`},
		{name: "font", s: Settings{Font: font}, fontName: "My Font.ttf"},
		{name: "missing font", s: Settings{Font: font + ".gone"}, err: "cannot read the font: "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var o exporters.Options
			err := tc.s.PDFOptions(&o)
			if tc.err != "" {
				if err == nil || len(err.Error()) < len(tc.err) || err.Error()[:len(tc.err)] != tc.err {
					t.Fatalf("error %v, want %q...", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			want := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
			if o.Paper != tc.paper || o.FontName != tc.fontName || !o.HandOut || !o.GeneratedAt.Equal(want) {
				t.Errorf("got paper %q font %q hand-out %v at %v; want %q %q true %v", o.Paper, o.FontName, o.HandOut, o.GeneratedAt, tc.paper, tc.fontName, want)
			}
		})
	}
}

func TestGeneratedAtRefusesABadEpoch(t *testing.T) {
	for _, v := range []string{"soon", "-1", "253402300800"} {
		t.Setenv("SOURCE_DATE_EPOCH", v)
		_, err := GeneratedAt()
		var ee *EpochError
		if !errors.As(err, &ee) || ee.Value != v {
			t.Errorf("SOURCE_DATE_EPOCH=%q: error %v, want an EpochError", v, err)
		}
	}
	t.Setenv("SOURCE_DATE_EPOCH", " ")
	if at, err := GeneratedAt(); err != nil || time.Since(at) > time.Minute {
		t.Errorf("blank SOURCE_DATE_EPOCH: %v, %v; want now", at, err)
	}
}
