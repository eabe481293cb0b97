package prizes

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/synth"
	"github.com/tiebreak-chess/tiebreak/engine/uscf"
)

// rankUS ranks t with the US Chess default tiebreaks.
func rankUS(t testing.TB, tr *engine.Tournament) *engine.Standings {
	t.Helper()
	cat := engine.NewCatalogue()
	cat.Register(uscf.New())
	rules := engine.Rules{System: "uscf"}
	ev := engine.NewEvaluation(tr, rules)
	tbs, err := cat.Resolve("MM,SOLK,CUM,OCUM", rules, ev.Kind)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Rank(ev, tbs)
}

// randomEvent is a synthetic Swiss with some unrated players.
func randomEvent(rng *rand.Rand, seed uint64) *engine.Tournament {
	tr := synth.Generate(synth.Config{Players: 6 + rng.IntN(120), Rounds: 3 + rng.IntN(6), Seed: seed})
	for i := range tr.Players {
		if rng.IntN(100) < 6 {
			tr.Players[i].Rating = 0
		}
		if rng.IntN(100) < 10 {
			tr.Players[i].Birth = ""
		} else if rng.IntN(2) == 0 {
			tr.Players[i].Birth = fmt.Sprintf("%d/%02d/%02d", 1950+rng.IntN(70), 1+rng.IntN(12), 1+rng.IntN(28))
		}
	}
	return tr
}

// randomFund builds a plausible but varied fund: place prizes, class and under prizes,
// an unrated prize, age prizes, trophies, and random policies.
func randomFund(rng *rand.Rand) (*Fund, Options) {
	f := &Fund{}
	amount := func(maxDollars int) Money {
		m := Dollars(int64(1 + rng.IntN(maxDollars)))
		if rng.IntN(4) == 0 {
			m += Money(rng.IntN(100))
		}
		return m
	}
	places := rng.IntN(8)
	top := 200 + rng.IntN(2000)
	for n := 1; n <= places; n++ {
		p := Prize{Label: Ordinal(n), Place: n, Cash: amount(top/n + 1)}
		if rng.IntN(3) == 0 {
			p.Trophy = "Trophy " + Ordinal(n)
		}
		if rng.IntN(10) == 0 {
			p.Cash = 0
			p.Trophy = "Trophy " + Ordinal(n)
		}
		f.Prizes = append(f.Prizes, p)
	}
	classes := []string{"U2200", "U2000", "U1800", "U1600", "U1400", "U1200", "1600-1799", "B", "C", "Expert", "2000+", "U1500/Unrated"}
	for _, c := range classes {
		if rng.IntN(3) != 0 {
			continue
		}
		for n := 1; n <= 1+rng.IntN(3); n++ {
			p := class(c, n, "1")
			p.Cash = amount(top/3 + 1)
			if rng.IntN(5) == 0 {
				p.Trophy = "Top " + c
			}
			f.Prizes = append(f.Prizes, p)
		}
	}
	if rng.IntN(2) == 0 {
		p := class("unrated", 1, "1")
		p.Cash = amount(100)
		f.Prizes = append(f.Prizes, p)
	}
	if rng.IntN(2) == 0 {
		f.Prizes = append(f.Prizes, Prize{Label: "Top Junior", Group: "Top Junior", Place: 1, Cash: amount(150), Trophy: "Top Junior",
			Kind: KindOther, Eligibility: Eligibility{AgeMax: 18 + rng.IntN(30)}})
	}
	if rng.IntN(3) == 0 {
		f.Prizes = append(f.Prizes, Prize{Label: "Top Senior", Group: "Top Senior", Place: 1, Trophy: "Top Senior",
			Kind: KindOther, Eligibility: Eligibility{AgeMin: 50 + rng.IntN(20), Unrated: rng.IntN(2) == 0}})
	}
	if len(f.Prizes) == 0 {
		f.Prizes = append(f.Prizes, place(1, "100"))
	}
	f.Rounding = Rounding(rng.IntN(2))
	f.Unrated = UnratedPolicy(rng.IntN(2))
	f.Split = SplitMethod(rng.IntN(5) % 3) // mostly equal
	f.Trophies = TrophyPolicy{Multiple: rng.IntN(3) == 0, NotWithCash: rng.IntN(3) == 0}
	if rng.IntN(3) == 0 {
		f.BasedOn = 10 + rng.IntN(200)
	}
	o := Options{NoException: rng.IntN(5) == 0, NoCap: rng.IntN(5) == 0, Remainder: RemainderPolicy(rng.IntN(4) / 3)}
	if rng.IntN(3) == 0 {
		f.UnratedMax = Money(rng.IntN(200)+1) * 100
		f.UnratedExcess = ExcessPolicy(rng.IntN(3) / 2)
	}
	if f.BasedOn > 0 && rng.IntN(2) == 0 {
		f.Guaranteed = 2500 * rng.IntN(5)
		f.Prizes[rng.IntN(len(f.Prizes))].Guaranteed = true
	}
	return f, o
}

// result is an allocation keyed by start number, for comparing runs.
func result(a *Allocation) map[engine.PlayerID]string {
	out := map[engine.PlayerID]string{}
	for _, aw := range a.Awards {
		out[a.Standings.Eval.T.Players[aw.Player].ID] = fmt.Sprintf("%s|%s|%v", aw.Amount, aw.Label, aw.Trophies)
	}
	return out
}

// TestProperties checks the properties on generated events with random funds:
// Verify (never more than the fund, one cash prize per player, eligibility, no eligible
// player left without cash beside an unpaid prize, equal shares, one prize per sharer),
// and that the result does not depend on the order of players in the file.
func TestProperties(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 60
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		rng := rand.New(rand.NewPCG(seed, 99))
		tr := randomEvent(rng, seed)
		f, o := randomFund(rng)
		a, err := Allocate(rankUS(t, tr), f, o)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if err := a.Verify(); err != nil {
			t.Errorf("seed %d: %v", seed, err)
			continue
		}
		for _, aw := range a.Awards {
			if f.UnratedMax > 0 && a.Rating(aw.Player) == 0 && aw.Amount > f.UnratedMax {
				t.Errorf("seed %d: unrated %d gets %s over the limit %s", seed, aw.Player, aw.Amount, f.UnratedMax)
			}
		}
		if a.Paid+a.Unpaid != a.Total || a.Total > a.Announced {
			t.Errorf("seed %d: paid %s + unpaid %s != total %s (announced %s)", seed, a.Paid, a.Unpaid, a.Total, a.Announced)
		}
		// The same event with the players listed in another order.
		shuffled := *tr
		shuffled.Players = append([]engine.Player(nil), tr.Players...)
		rng.Shuffle(len(shuffled.Players), func(i, j int) {
			shuffled.Players[i], shuffled.Players[j] = shuffled.Players[j], shuffled.Players[i]
		})
		b, err := Allocate(rankUS(t, &shuffled), f, o)
		if err != nil {
			t.Fatal(err)
		}
		ra, rb := result(a), result(b)
		if len(ra) != len(rb) {
			t.Errorf("seed %d: %d winners, %d after shuffling", seed, len(ra), len(rb))
		}
		for id, v := range ra {
			if rb[id] != v {
				t.Errorf("seed %d: player %d gets %s, after shuffling %s", seed, id, v, rb[id])
			}
		}
	}
}

// TestVerifyCatches makes sure Verify is not a test that cannot fail: each tampering
// with a correct allocation is reported.
func TestVerifyCatches(t *testing.T) {
	st := standings(t, swissSysEntries)
	f := swissSysFund
	for _, tc := range []struct {
		name   string
		tamper func(a *Allocation)
	}{
		{"paid more than the fund", func(a *Allocation) { a.Awards[0].Amount += 1; a.Paid += 1 }},
		{"unequal shares", func(a *Allocation) { a.Pools[0].Shares[1] += 5; a.Pools[0].Shares[2] -= 5 }},
		{"two awards", func(a *Allocation) { a.Awards = append(a.Awards, a.Awards[0]) }},
		{"ineligible winner", func(a *Allocation) { a.Awards[0].Prizes = []int{5} }},
		{"too many prizes in a pool", func(a *Allocation) { a.Pools[0].Prizes = append(a.Pools[0].Prizes, 4) }},
		{"unpaid prize with an eligible player without cash", func(a *Allocation) {
			a.Prizes[4].Unawarded = true
			a.Awards = a.Awards[:len(a.Awards)-1]
			a.Paid -= money("230")
			a.Unpaid += money("230")
		}},
	} {
		a, err := Allocate(st, &f, Options{NoCap: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := a.Verify(); err != nil {
			t.Fatalf("untampered: %v", err)
		}
		tc.tamper(a)
		if a.Verify() == nil {
			t.Errorf("%s: not caught", tc.name)
		}
	}
}
