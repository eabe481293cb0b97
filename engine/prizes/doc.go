// Package prizes pays a prize fund on final standings: US Chess rule 32 cash splitting
// (32B1 one cash prize per player, 32B2 equal shares, 32B3 pooling with its exception and
// the 7th-edition cap, 32B4 priorities), class and under prizes (33B, 33C), unrated
// players (28D), based-on funds, rounding, and trophies by tiebreak order. The algorithm
// is the one of docs/specs.md §1.17; [Allocate] is the entry point and every decision is
// recorded in the [Allocation] it returns (which prizes were pooled for which tie, and
// why).
//
// Money is integer cents ([Money]); no float is used. The package imports only the
// standard library: fund files are read by importers/fund.
package prizes
