package uscf

import (
	"errors"
	"strings"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
)

// TestCodesConstruct checks that every listed code and every preset's codes construct
// under the default rules and print as written.
func TestCodesConstruct(t *testing.T) {
	f := New()
	rules := engine.Rules{System: "uscf"}
	seen := map[string]bool{}
	for _, ci := range f.Codes() {
		if ci.Name == "" || ci.Definition == "" {
			t.Errorf("code %s lacks a name or definition", ci.Code)
		}
		seen[ci.Code] = true
		tb, err := f.New(engine.Spec{Name: ci.Code}, rules)
		if err != nil {
			t.Errorf("%s: %v", ci.Code, err)
			continue
		}
		if tb.Code() != ci.Code {
			t.Errorf("%s: Code() = %q", ci.Code, tb.Code())
		}
	}
	for _, p := range f.Presets() {
		if p.System != "uscf" || p.Source == "" {
			t.Errorf("preset %s: system %q, source %q", p.Name, p.System, p.Source)
		}
		for _, c := range p.Codes {
			if !seen[c] {
				t.Errorf("preset %s: code %s is not listed in Codes()", p.Name, c)
			}
		}
	}
	for _, o := range f.Options() {
		if len(o.Values) < 2 || o.Definition == "" {
			t.Errorf("option %s: values %q", o.Name, o.Values)
		}
	}
}

// TestPresets checks the preset orders the seeds and specs give.
func TestPresets(t *testing.T) {
	want := map[string]string{
		"uscf":       "MM SOLK CUM OCUM",
		"wscf":       "MM SOLK SB CUM",
		"cca":        "MM SOLK CUM OCUM",
		"mccl":       "MM CUM6 SOLK OCUM6",
		"mccl-rr":    "SB H2H",
		"ihsa":       "MM SOLK CUM OCUM",
		"uscf-rr":    "SB H2H KASH LOT",
		"scholastic": "MM SOLK SB CUM KASH H2H BLK LOT",
	}
	cat := engine.NewCatalogue()
	cat.Register(New())
	rules := engine.Rules{System: "uscf"}
	for name, codes := range want {
		tbs, err := cat.Resolve(name, rules, engine.KindSwiss)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		var got []string
		for _, tb := range tbs {
			got = append(got, tb.Code())
		}
		if strings.Join(got, " ") != codes {
			t.Errorf("%s = %q, want %q", name, got, codes)
		}
	}
	if got := New().DefaultPreset(engine.KindRoundRobin); got != "uscf-rr" {
		t.Errorf("round-robin default = %q", got)
	}
	if got := New().DefaultPreset(engine.KindSwiss); got != "uscf" {
		t.Errorf("Swiss default = %q", got)
	}
	if got := len(New().Presets()); got != len(want) {
		t.Errorf("%d presets, want %d", got, len(want))
	}
}

// TestErrors checks that bad codes, modifiers and option values are refused with a reason.
func TestErrors(t *testing.T) {
	cat := engine.NewCatalogue()
	cat.Register(New())
	for _, tc := range []struct {
		list    string
		options map[string]string
		want    string
	}{
		{"SOLK/C1", nil, "SOLK takes no modifiers"},
		{"MM:MP", nil, "no :MP qualifier"},
		{"LOT/C1", nil, "LOT accepts only /Sn"},
		{"ARO", nil, "unknown tiebreak"},
		{"uscf", map[string]string{"cumulative": "8th"}, "cumulative"},
		{"uscf", map[string]string{"lot-seed": "abc"}, "lot-seed"},
		{"uscf", map[string]string{"opp-unplayed": "zero"}, "opp-unplayed"},
		{"uscf", map[string]string{"bogus": "1"}, "bogus"},
	} {
		rules := engine.Rules{System: "uscf", Options: tc.options}
		_, err := cat.Resolve(tc.list, rules, engine.KindSwiss)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Resolve(%q, %v) = %v, want an error mentioning %q", tc.list, tc.options, err, tc.want)
		}
	}
	_, err := New().New(engine.Spec{Name: "ARO"}, engine.Rules{System: "uscf"})
	if !errors.Is(err, engine.ErrUnknownTiebreak) {
		t.Errorf("unknown code: %v, want ErrUnknownTiebreak", err)
	}
	_, err = New().New(engine.Spec{Name: "CUM"}, engine.Rules{System: "uscf", Options: map[string]string{"own-unplayed": "half"}})
	if err == nil {
		t.Error("own-unplayed=half accepted by New")
	}
}

// TestLot checks that the draw of lots is a reproducible permutation that depends on the
// seed, and that its code shows the seed.
func TestLot(t *testing.T) {
	tr := synth.Generate(synth.Config{Players: 40, Rounds: 5, Seed: 3})
	draw := func(seedOpt, code string) ([]engine.Score, string) {
		t.Helper()
		rules := engine.Rules{System: "uscf"}
		if seedOpt != "" {
			rules.Options = map[string]string{"lot-seed": seedOpt}
		}
		sp, err := engine.ParseSpec(code)
		if err != nil {
			t.Fatal(err)
		}
		tb, err := New().New(sp, rules)
		if err != nil {
			t.Fatal(err)
		}
		all := make([]int, len(tr.Players))
		for i := range all {
			all[i] = i
		}
		return tb.Compute(engine.NewEvaluation(tr, rules), all), tb.Code()
	}
	a, codeA := draw("42", "LOT")
	b, _ := draw("42", "LOT")
	c, codeC := draw("", "LOT/S42")
	d, codeD := draw("", "LOT")
	if codeA != "LOT/S42" || codeC != "LOT/S42" || codeD != "LOT" {
		t.Errorf("codes %q %q %q, want LOT/S42 LOT/S42 LOT", codeA, codeC, codeD)
	}
	seen := map[engine.Score]bool{}
	for _, v := range a {
		if v < engine.Point || v > engine.Points(len(a)) || seen[v] {
			t.Fatalf("draw %v is not a permutation of 1..%d", a, len(a))
		}
		seen[v] = true
	}
	same := func(x, y []engine.Score) bool {
		for i := range x {
			if x[i] != y[i] {
				return false
			}
		}
		return true
	}
	if !same(a, b) || !same(a, c) {
		t.Error("the same seed gave different draws")
	}
	if same(a, d) {
		t.Error("seeds 42 and 0 gave the same draw")
	}
	// SplitMix64's published first output for state 0 (Vigna's reference splitmix64.c),
	// so that a seed draws the same way on every machine and in every release.
	if got := splitMix64(0); got != 0xe220a8397b1dcdaf {
		t.Errorf("splitMix64(0) = %#x, want 0xe220a8397b1dcdaf", got)
	}
}
