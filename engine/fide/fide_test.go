package fide

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"

	"github.com/tiebreak-chess/tiebreak/importers/trf/trftest"
)

func TestNew(t *testing.T) {
	tests := []struct {
		code  string
		rules engine.Rules
		want  string // canonical code, or the error text expected
		err   error
	}{
		{code: "bh-c1", rules: engine.Rules{System: "fide"}, want: "BH/C1"},
		{code: "BH/M2/P", rules: engine.Rules{System: "fide", Edition: "2024"}, want: "BH/M2/P"},
		{code: "GE", rules: engine.Rules{System: "fide", Edition: "2023"}, want: "GE"},
		{code: "KS/L+1", rules: engine.Rules{System: "fide"}, want: "KS/L+1"},
		{code: "ARO/C1/U1400", rules: engine.Rules{System: "fide"}, want: "ARO/C1/U1400"},
		{code: "WIN/C1", rules: engine.Rules{System: "fide"}, want: "WIN/C1: modifier /C1 not accepted (accepted: none)"},
		{code: "DE/C1", rules: engine.Rules{System: "fide"}, want: "DE/C1: modifier /C1 not accepted (accepted: /P)"},
		{code: "BH/C3", rules: engine.Rules{System: "fide"}, want: "BH/C3: cut /C3: use /C1 or /C2"},
		{code: "BH:MP", rules: engine.Rules{System: "fide"}, want: "BH:MP: qualifier :MP applies to team events only (use 'tiebreak teams')"},
		{code: "MM", rules: engine.Rules{System: "fide"}, err: engine.ErrUnknownTiebreak},
		{code: "BH", rules: engine.Rules{System: "fide", Edition: "2026", Kind: engine.KindRoundRobin}, err: ErrRules},
		{code: "AOB", rules: engine.Rules{System: "fide", Edition: "2026", Kind: engine.KindRoundRobin}, err: ErrRules},
		{code: "BH", rules: engine.Rules{System: "fide", Edition: "2024", Kind: engine.KindRoundRobin}, want: "BH"},
		{code: "SB", rules: engine.Rules{System: "fide", Options: map[string]string{"de": "both"}}, want: `option de="both": use rank or points`},
	}
	for _, tc := range tests {
		t.Run(tc.code, func(t *testing.T) {
			sp, err := engine.ParseSpec(tc.code)
			if err != nil {
				t.Fatal(err)
			}
			tb, err := New().New(sp, tc.rules)
			switch {
			case tc.err != nil:
				if !errors.Is(err, tc.err) {
					t.Fatalf("got %v, want %v", err, tc.err)
				}
			case err != nil:
				if err.Error() != tc.want {
					t.Fatalf("got error %q, want %q", err, tc.want)
				}
			case tb.Code() != tc.want:
				t.Fatalf("got %s, want %s", tb.Code(), tc.want)
			}
		})
	}
}

func TestEditionFor(t *testing.T) {
	tests := []struct{ date, want string }{
		{"", "2026"},
		{"2005/07/28", "2009"},
		{"2023/08/31", "2009"},
		{"2023/09/01", "2023"},
		{"2024/07/31", "2023"},
		{"2024/08/01", "2024"},
		{"2026/02/28", "2024"},
		{"2026/03/01", "2026"},
		{"28. 07. 2005", "2009"},
	}
	for _, tc := range tests {
		if got := EditionFor(&engine.Tournament{StartDate: tc.date}); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.date, got, tc.want)
		}
	}
}

func TestCatalogue(t *testing.T) {
	c := engine.NewCatalogue()
	c.Register(New())
	tests := []struct {
		list  string
		rules engine.Rules
		kind  engine.Kind
		want  string
	}{
		{"", engine.Rules{System: "fide"}, engine.KindSwiss, "BH/C1,BH,SB,DE,WIN,BWG"},
		{"", engine.Rules{System: "fide"}, engine.KindRoundRobin, "DE,WIN,SB,KS"},
		{"fide-rr,ARO", engine.Rules{System: "fide", Options: map[string]string{"unrated": "1000"}}, engine.KindSwiss, "DE,WIN,SB,KS,ARO"},
		{"BH/C1,bh-m1", engine.Rules{System: "fide", Options: map[string]string{"de": "points"}}, engine.KindSwiss, "BH/C1,BH/M1"},
	}
	for _, tc := range tests {
		tbs, err := c.Resolve(tc.list, tc.rules, tc.kind)
		if err != nil {
			t.Fatalf("%q: %v", tc.list, err)
		}
		var codes []string
		for _, tb := range tbs {
			codes = append(codes, tb.Code())
		}
		if got := strings.Join(codes, ","); got != tc.want {
			t.Errorf("%q: got %s, want %s", tc.list, got, tc.want)
		}
	}
	if _, err := c.Resolve("BH", engine.Rules{System: "fide", Options: map[string]string{"unrated": "x"}}, engine.KindSwiss); err == nil {
		t.Error("unrated=x accepted")
	}
}

func TestCheck(t *testing.T) {
	tr := trftest.Load(t, filepath.Join(tecDir(t), "tec-exercise-swiss-16p-5r.derived.trf"))
	tr.Players[4].Rating = 0
	rr := trftest.Load(t, filepath.Join(tecDir(t), "tec-exercise-roundrobin-6p-5r.derived.trf"))
	tests := []struct {
		name  string
		tr    *engine.Tournament
		rules string
		opts  map[string]string
		codes []string
		bad   int
	}{
		{"unrated player", tr, "fide", nil, []string{"BH", "ARO", "TPR/U1200", "RTNG"}, 2},
		{"unrated option", tr, "fide", map[string]string{"unrated": "1200"}, []string{"ARO", "APRO"}, 0},
		{"rr 2026 buchholz", rr, "fide-2026", nil, []string{"BH", "FB", "SB"}, 2},
		{"rr 2024 buchholz", rr, "fide-2024", nil, []string{"BH", "FB", "SB"}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var tbs []engine.Tiebreak
			for _, c := range tc.codes {
				tbs = append(tbs, tiebreakFor(t, c, tc.rules, tc.opts))
			}
			ev := engine.NewEvaluation(tc.tr, engine.Rules{System: "fide"})
			err := Check(ev, tbs)
			n := 0
			if err != nil {
				n = len(strings.Split(err.Error(), "\n"))
			}
			if n != tc.bad || err != nil && !errors.Is(err, ErrRules) {
				t.Fatalf("got %d problems (%v), want %d", n, err, tc.bad)
			}
		})
	}
}

func TestDeclaredList(t *testing.T) {
	tr := &engine.Tournament{Tiebreaks: []string{"EDET/P,EMGSB/C1/P", " BH:MP/C1/P , MPvGP"}}
	if got, want := DeclaredList(tr), "EDET/P,EMGSB/C1/P,BH:MP/C1/P,MPvGP"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got := DeclaredList(&engine.Tournament{}); got != "" {
		t.Errorf("got %q for no 202 record", got)
	}
}
