package engine

import (
	"errors"
	"reflect"
	"strings"
	"testing"
)

func TestParseOptions(t *testing.T) {
	tests := []struct {
		in      []string
		want    map[string]string
		wantErr string // the option an OptionSyntaxError names
	}{
		{nil, nil, ""},
		{[]string{"own-unplayed=ignore"}, map[string]string{"own-unplayed": "ignore"}, ""},
		{[]string{" Opp-Bye = draw ", "primary=gp"}, map[string]string{"opp-bye": "draw", "primary": "gp"}, ""},
		{[]string{"own-unplayed=ignore", "own-unplayed=win"}, map[string]string{"own-unplayed": "win"}, ""},
		{[]string{"cut="}, map[string]string{"cut": ""}, ""},
		{[]string{"a=b=c"}, map[string]string{"a": "b=c"}, ""},
		{[]string{"own-unplayed"}, nil, "own-unplayed"},
		{[]string{"=ignore"}, nil, "=ignore"},
		{[]string{"primary=gp", " =x"}, nil, " =x"},
	}
	for _, tt := range tests {
		got, err := ParseOptions(tt.in)
		var se *OptionSyntaxError
		switch {
		case tt.wantErr != "":
			if !errors.As(err, &se) || se.Option != tt.wantErr {
				t.Errorf("ParseOptions(%q) = %v, %v; want an OptionSyntaxError for %q", tt.in, got, err, tt.wantErr)
			}
		case err != nil || !reflect.DeepEqual(got, tt.want):
			t.Errorf("ParseOptions(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// FuzzParseOption checks the NAME=VALUE grammar: no input panics, a name read is
// lower case, trimmed and not blank, and writing the option back reads the same.
func FuzzParseOption(f *testing.F) {
	for _, s := range []string{"own-unplayed=ignore", " Opp-Bye = draw ", "cut=", "a=b=c", "=x", "primary", "", "\u00c9=\u00e9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, value, err := ParseOption(s)
		if err != nil {
			var se *OptionSyntaxError
			if !errors.As(err, &se) || se.Option != s {
				t.Fatalf("ParseOption(%q): %v", s, err)
			}
			return
		}
		if name == "" || name != strings.ToLower(strings.TrimSpace(name)) || value != strings.TrimSpace(value) {
			t.Fatalf("ParseOption(%q) = %q, %q", s, name, value)
		}
		if n2, v2, err := ParseOption(name + "=" + value); err != nil || n2 != name || v2 != value {
			t.Fatalf("ParseOption(%q) = %q, %q, %v; read back from %q, %q", name+"="+value, n2, v2, err, name, value)
		}
	})
}

func TestDateWords(t *testing.T) {
	for d, want := range map[Date]string{
		{2025, 10, 26}: "26 October 2025",
		{2025, 10, 0}:  "October 2025",
		{2005, 0, 0}:   "2005",
	} {
		if got := d.Words(); got != want {
			t.Errorf("%v.Words() = %q, want %q", d, got, want)
		}
	}
}

func TestOtherRulesErrorEdition(t *testing.T) {
	for rules, want := range map[string]bool{"fide": false, "uscf": false, "fide-2009": true, "fide-2026": true, "fide-2011": false} {
		if got := (&OtherRulesError{Msg: "x", Rules: rules}).Edition(); got != want {
			t.Errorf("rules %q: Edition() = %v, want %v", rules, got, want)
		}
	}
}
