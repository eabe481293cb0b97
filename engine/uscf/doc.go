// Package uscf implements the US Chess tiebreaks of rule 34 of the US Chess Federation's
// Official Rules of Chess (7th edition) as an [engine.Family] named "uscf".
//
// Codes (see [New] and Family.Codes for the one-line definitions):
//
//	MM      Modified Median (34E1)             MED     Median / Harkness (34E1, seed 003)
//	SOLK    Solkoff (34E2); BH is an alias     CUM     Cumulative (34E3)
//	OCUM    Cumulative of opposition (34E4)    H2H     result between tied players (34E5)
//	BLK     most games with Black (34E6)       KASH    Kashdan 4-2-1-0 (34E7)
//	SB      Sonneborn-Berger (34E8)            AVGOPP  average rating of opposition
//	PERF    performance rating                 LOT     seeded draw of lots
//	CUM6    Cumulative, 6th-edition wording    OCUM6   opposition cumulative of CUM6 values
//
// # Shared definitions
//
// The adjusted score of an opponent is the opponent's total with every round the opponent
// did not play over the board (any bye, a forfeit won or lost, a round not paired or missed
// after withdrawing) re-scored as half a point (34E1; seed 000; specs §1.3). The tied
// player's own unplayed rounds count as opponents with adjusted score 0. MM, MED, SOLK and
// SB use adjusted scores. A forfeit is unplayed for both sides, and a game paired but
// without a result yet counts as unplayed. Plus, even and minus scores compare the
// player's total with half the maximum possible score (rounds times a win).
//
// SwissSys 11 computes Modified Median, Solkoff, Cumulative, Cumulative of opposition,
// Kashdan and most blacks exactly this way: the package reproduces all 4,847 values it
// printed for 53 sections of real US Chess events (testdata/real/uscf).
//
// # Options (rule variants)
//
// Every option departs from the rulebook text and, under rule 1B1, must be announced
// before round 1. Defaults follow the 7th edition (seed 000).
//
//   - opp-unplayed=half|actual: "half" (default) scores an opponent's unplayed rounds as ½
//     (34E1). "actual" uses opponents' real totals in MM, MED, SOLK and SB, and their
//     Cumulative without the bye subtraction in OCUM.
//   - own-unplayed=zero|ignore: "zero" (default) counts each of the player's own unplayed
//     rounds as an opponent scoring 0 (34E1, last paragraph), which MM may then discard.
//     "ignore" leaves those rounds out of the list, so MM discards only real opponents.
//   - cumulative=7th|6th: "7th" (default) subtracts from the Cumulative sum the points of
//     every unplayed round: 1 per forfeit win or full-point bye, ½ per half-point bye
//     (34E3, 7th edition, seed 000). "6th" subtracts only for unplayed wins and full-point
//     byes (34E3 as worded in the 6th edition, seed 004). The codes CUM6 and OCUM6 select
//     the 6th-edition wording for one tiebreak whatever the option says; the mccl preset
//     uses them.
//   - lot-seed=N: the seed of the draw of lots (LOT), 0 by default. The same seed and the
//     same start numbers always give the same draw; LOT/Sn sets the seed for one code.
//
// # Values
//
// Every value is an [engine.Score]. Counts (BLK, KASH, H2H) are whole points; AVGOPP and
// PERF are ratings rounded half away from zero to a whole number and print without
// decimals. H2H, a group tiebreak, gives each tied player the number of players of the
// group it places below it on head-to-head, and 0 to everyone when it cannot separate the
// group. LOT gives the whole field distinct values from n (first) down to 1.
//
// Team tiebreaks (US Chess 34G2 USAT and the IHSA team tiebreak of seed 003) live in
// package teams.
//
// The package computes values only; ordering players by them is [engine.Rank].
package uscf
