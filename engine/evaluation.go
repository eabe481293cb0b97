package engine

import (
	"cmp"
	"slices"
	"sync"
)

// Entry is one player's round as tiebreaks read it.
type Entry struct {
	Opponent int // index into Tournament.Players; -1 when there is none
	Color    Color
	Result   Result
	Points   Score // under the tournament's scoring
}

// Played reports whether the round was a game over the board.
func (e Entry) Played() bool { return e.Result.Played() }

// Evaluation is the read-only view tiebreaks compute from: the tournament, the rules in
// force, each player's rounds resolved to player indexes, and totals. It memoises values
// that several tiebreaks share (opponents' adjusted scores, for example); memoised values
// must be treated as immutable, which is what keeps one tiebreak from changing another.
type Evaluation struct {
	T       *Tournament
	Rules   Rules
	Kind    Kind      // resolved: Rules.Kind, else the header, else the pairings
	Entries [][]Entry // [player index][round index]
	Totals  []Score   // final totals including adjustments

	index []int32 // player index by ID; -1 where no player has that ID

	mu   sync.Mutex
	memo map[string]any
}

// NewEvaluation prepares t for ranking under rules. t must not change afterwards.
func NewEvaluation(t *Tournament, rules Rules) *Evaluation {
	ev := &Evaluation{T: t, Rules: rules, memo: map[string]any{}}
	maxID := PlayerID(0)
	for _, p := range t.Players {
		maxID = max(maxID, p.ID)
	}
	ev.index = make([]int32, maxID+1)
	for i := range ev.index {
		ev.index[i] = -1
	}
	for i, p := range t.Players {
		if p.ID > 0 && ev.index[p.ID] < 0 {
			ev.index[p.ID] = int32(i)
		}
	}
	ev.Entries = make([][]Entry, len(t.Players))
	ev.Totals = make([]Score, len(t.Players))
	flat := make([]Entry, len(t.Players)*t.Rounds)
	for i := range t.Players {
		p := &t.Players[i]
		row := flat[i*t.Rounds : (i+1)*t.Rounds : (i+1)*t.Rounds]
		for r := 0; r < t.Rounds; r++ {
			var rd Round
			if r < len(p.Rounds) {
				rd = p.Rounds[r]
			}
			opp := -1
			if j, ok := ev.IndexOf(rd.Opponent); ok {
				opp = j
			}
			row[r] = Entry{Opponent: opp, Color: rd.Color, Result: rd.Result, Points: t.Scoring.Points(rd)}
			ev.Totals[i] += row[r].Points
		}
		ev.Entries[i] = row
	}
	for _, a := range t.Adjustments {
		if i, ok := ev.IndexOf(a.Player); ok {
			ev.Totals[i] += a.Points
		}
	}
	ev.Kind = rules.Kind
	if ev.Kind == KindUnknown {
		ev.Kind = DetectKind(t)
	}
	return ev
}

// IndexOf returns the index in Tournament.Players of the player with the given ID.
func (ev *Evaluation) IndexOf(id PlayerID) (int, bool) {
	if id <= 0 || int(id) >= len(ev.index) || ev.index[id] < 0 {
		return 0, false
	}
	return int(ev.index[id]), true
}

// Memo returns the value stored under key, computing it with f the first time.
func (ev *Evaluation) Memo(key string, f func() any) any {
	ev.mu.Lock()
	v, ok := ev.memo[key]
	ev.mu.Unlock()
	if ok {
		return v
	}
	v = f()
	ev.mu.Lock()
	ev.memo[key] = v
	ev.mu.Unlock()
	return v
}

// MaxPoints returns the most points a player could score: rounds times a win.
func (ev *Evaluation) MaxPoints() Score { return ev.T.Scoring.Win().MulInt(ev.T.Rounds) }

// DetectKind decides Swiss or round robin: from TRF26 192 or 092 text when they say, else
// round robin when every player met every other player at least once (double round robins
// included), else Swiss.
func DetectKind(t *Tournament) Kind {
	if k := kindFromText(t.TypeCode); k != KindUnknown {
		return k
	}
	if k := kindFromText(t.TypeText); k != KindUnknown {
		return k
	}
	n := len(t.Players)
	if n < 2 {
		return KindSwiss
	}
	idx := t.PlayerIndex()
	for i, p := range t.Players {
		met := make(map[int]bool, n)
		for _, r := range p.Rounds {
			if j, ok := idx[r.Opponent]; ok && r.Opponent != 0 && j != i {
				met[j] = true
			}
		}
		if len(met) < n-1 {
			return KindSwiss
		}
	}
	return KindRoundRobin
}

func kindFromText(s string) Kind {
	u := upperASCII(s)
	switch {
	case u == "":
		return KindUnknown
	case containsAny(u, "ROUNDROBIN", "ROUND ROBIN", "ROUND-ROBIN", "BERGER", "ALL-PLAY-ALL", "ALL PLAY ALL", "RUNDENTURNIER", "SCHEVENINGEN"):
		return KindRoundRobin
	case containsAny(u, "SWISS", "DUTCH", "BURSTEIN", "DUBOV", "LIM", "SCHWEIZER"):
		return KindSwiss
	}
	return KindUnknown
}

func upperASCII(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

func containsAny(s string, subs ...string) bool {
	for _, x := range subs {
		if len(x) <= len(s) {
			for i := 0; i+len(x) <= len(s); i++ {
				if s[i:i+len(x)] == x {
					return true
				}
			}
		}
	}
	return false
}

// PointOrder returns player indexes sorted by total descending, then by start number.
func (ev *Evaluation) PointOrder() []int {
	order := make([]int, len(ev.T.Players))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		if c := cmp.Compare(ev.Totals[b], ev.Totals[a]); c != 0 {
			return c
		}
		return cmp.Compare(ev.T.Players[a].ID, ev.T.Players[b].ID)
	})
	return order
}
