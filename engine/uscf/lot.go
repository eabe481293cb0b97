package uscf

import (
	"sort"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine"
)

// lot is the draw of lots (the rulebook's coin flip, the last resort). Each player's
// ticket is a 64-bit hash (SplitMix64) of the seed and the player's start number; the
// player with the highest ticket ranks first. The draw therefore depends only on the seed
// and the start numbers, is the same on every machine and Go version, and can be re-run
// by anyone who knows the seed, which the code prints unless it is the default 0
// ("LOT/S42"). Values run from n (first) down to 1.
type lot struct {
	code string
	seed uint64
}

// Code returns the code with its seed, so standings show how to reproduce the draw.
func (t lot) Code() string {
	if t.seed == 0 || t.code != "LOT" {
		return t.code
	}
	return "LOT/S" + strconv.FormatUint(t.seed, 10)
}

// DependsOnGroup reports true: lots are drawn only among players still tied, and the
// standings show a value only for them.
func (lot) DependsOnGroup() bool { return true }

// LastResort reports true: the draw of lots is shown only when it decided something.
func (lot) LastResort() bool { return true }

// Compute returns each member's place in the draw, counted from the bottom.
func (t lot) Compute(ev *engine.Evaluation, group []int) []engine.Score {
	all := ev.Memo("uscf:LOT:"+strconv.FormatUint(t.seed, 10), func() any {
		n := len(ev.T.Players)
		tickets := make([]uint64, n)
		order := make([]int, n)
		for i := range order {
			order[i] = i
			tickets[i] = splitMix64(t.seed ^ splitMix64(uint64(ev.T.Players[i].ID)))
		}
		sort.Slice(order, func(a, b int) bool {
			ta, tb := tickets[order[a]], tickets[order[b]]
			if ta != tb {
				return ta > tb
			}
			return ev.T.Players[order[a]].ID < ev.T.Players[order[b]].ID
		})
		out := make([]engine.Score, n)
		for k, i := range order {
			out[i] = engine.Points(n - k)
		}
		return out
	}).([]engine.Score)
	return pick(all, group)
}

// splitMix64 is the SplitMix64 finaliser (Steele, Lea and Flood 2014).
func splitMix64(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
