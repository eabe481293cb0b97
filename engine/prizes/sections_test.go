package prizes

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// TestSectionFunds checks a fund over several sections: entries counted over every
// section (each entry, or each person once), each section cut in the same proportion,
// and the $500 rule of based-on funds applied to the whole fund, not to one section
// ("'Based-On' prize funds of $500 or less must pay out prizes in proportion", Just the
// Rules: A Prize Fund Quiz).
func TestSectionFunds(t *testing.T) {
	open := standings(t, []entry{{"Ada, A", 2000, "3", ""}, {"Bo, B", 1900, "2", ""}, {"Cy, C", 1800, "1", ""}})
	low := standings(t, []entry{{"Di, D", 1500, "3", ""}, {"Bo, B", 1400, "2", ""}})
	ts := []*engine.Tournament{open.Eval.T, low.Eval.T, nil}
	if n := Entries(ts, CountEntries); n != 5 {
		t.Errorf("entries %d, want 5", n)
	}
	if n := Entries(ts, CountPlayers); n != 4 { // Bo, B played both sections
		t.Errorf("players %d, want 4", n)
	}
	f := &Fund{Name: "Spring", BasedOn: 10, Sections: []SectionFund{
		{Name: "Open", Prizes: []Prize{place(1, "400"), place(2, "200")}},
		{Name: "U1600", Prizes: []Prize{place(1, "300")}},
	}}
	if _, err := Allocate(open, f, Options{}); err == nil {
		t.Error("Allocate paid a fund with sections")
	}
	// $900 over both sections: 5 entries of 10 is 50%. Each section alone is $500 or
	// less, but the fund is not: the 50% floor would apply below 5 entries.
	a := mustAllocate(t, open, f.ForSection(0, 5), Options{})
	b := mustAllocate(t, low, f.ForSection(1, 5), Options{})
	if got := paid(a) + " | " + paid(b); got != "Ada, A=200.00 Bo, B=100.00 | Di, D=150.00" {
		t.Errorf("paid %s", got)
	}
	if a.Fund.Name != "Spring, Open" || a.Reduction.Actual != 5 || a.Reduction.Small || b.Reduction.Percent != 5000 {
		t.Errorf("fund %q reduction %+v %+v", a.Fund.Name, a.Reduction, b.Reduction)
	}
	// 3 entries of 10: 30%, but the whole fund is over $500, so the floor pays 50%.
	c := mustAllocate(t, low, f.ForSection(1, 3), Options{})
	if paid(c) != "Di, D=150.00" || !c.Reduction.Floor {
		t.Errorf("paid %s, reduction %+v", paid(c), c.Reduction)
	}
	s := Summarize(f, 5, []*Allocation{a, b})
	if s.Announced != money("900") || s.Total != money("450") || s.Paid != money("450") || s.Unpaid != 0 || s.Reduction == nil || len(s.Unmatched) != 0 {
		t.Errorf("summary %+v", s)
	}
	if s := Summarize(f, 5, []*Allocation{a, nil}); s.Total != money("300") || len(s.Unmatched) != 1 || s.Unmatched[0] != "U1600" {
		t.Errorf("summary %+v", s)
	}
}
