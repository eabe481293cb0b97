// Package prizes pays a prize fund on final standings: US Chess rule 32 cash splitting
// (32B1 one cash prize per player, 32B2 equal shares, 32B3 pooling with its exception and
// the 7th-edition cap, 32B4 priorities), class and under prizes (33B, 33C), unrated
// players (28D), based-on funds, rounding, and trophies by tiebreak order. [Allocate] is
// the entry point; every decision is recorded in the [Allocation] it returns (which
// prizes were pooled for which tie, and why), and [Allocation.Verify] checks the
// properties every allocation must have.
//
// Money is integer cents ([Money]); no float is used. The package imports only the
// standard library: fund files are read by importers/fund.
//
// # Algorithm (docs/specs.md §1.17)
//
// Cash prizes are paid score group by score group, from the top. For a group (players
// equal on points, in tiebreak order) and the prizes still open:
//
//  1. The sharers are the players of the group eligible for at least one open prize.
//  2. The pool is the most valuable set of open prizes that can go to distinct sharers,
//     each to one eligible for it: at most one prize per tied player (32B3). It is found
//     exactly, by taking prizes greedily by value and keeping each that still leaves a
//     matching (the prizes form a transversal matroid). Among prizes of equal value the
//     32B4 order decides: a place prize before a rating-restricted one, the highest
//     class first (a higher upper limit, then a higher lower limit), rating prizes before
//     unrated and other (age, sex) prizes, then the lower place, then fund order.
//  3. The 32B3 exception: for each set of sharers who alone are eligible for some open
//     prizes, the best pool of only those prizes is divided among that set. If that pays
//     each of them more than an equal share of the whole pool, they take it; the highest
//     such share is applied first, the set and its prizes leave the group, and the rest
//     is pooled again, until nothing changes (the National Open case: the U2300 player
//     takes U2300 outright, the four U2400 players divide U2400, the others share the
//     place prizes).
//  4. The pool is divided equally (32B2). With the 7th-edition cap, a sharer whose share
//     would exceed the largest open prize they could win alone gets that prize's amount,
//     and the others divide the rest, repeated until nobody exceeds.
//  5. The pooled prizes are consumed; the others flow down to later score groups, so a
//     class prize nobody above could win goes to the best score group with an eligible
//     player. A prize still open at the end is unawarded, with the reason.
//
// A player thus receives one cash award (32B1). Trophies are given after the cash: place
// trophies in place order, then the others in 32B4 order, each to the highest-ranked
// eligible player (standings order, i.e. tiebreak order) who may still take one.
//
// # Choices the rulebook leaves open, and what this package does
//
//   - Which set the exception compares: the share of the whole pool before the cap
//     (total / sharers), as the worked examples do. Options.NoException turns the
//     exception off.
//   - The 7th-edition cap ("no player may receive more than the largest amount they
//     could be eligible for without the split") is on by default; Options.NoCap follows
//     the 6th edition. With the cap, the SwissSys 32B3 case pays the 2495 player $536 and
//     the three U2400 players $817 each; without it, $746.75 each as SwissSys 8 did.
//   - Rounding: Fund.Rounding to the cent or to whole units. The part of a pool that does
//     not divide goes one unit each to the sharers first in tiebreak order, so the shares
//     add up to the pool (Options.Remainder = RemainderTiebreak); RemainderUnpaid rounds
//     every share down and leaves the rest unpaid.
//   - Unrated players (28D): eligible for place prizes and prizes for unrated players only
//     (Fund.Unrated = UnratedPlace); a prize opens to them with "U1800/Unrated" or the
//     prize's unrated flag; UnratedAll lets them win every prize. Unrated is never rating
//     0.
//   - A cash limit for unrated players (Fund.UnratedMax; flyers: "unrated may not win
//     more than $300"): 28D has no procedure for it, so this follows the TD forum one.
//     An unrated share above the limit is cut to it after the split; what is held back
//     goes first to the rated players of the same pool, then to the next score groups
//     (added to their pool), each raised at most to what they would have won had the
//     unrated players not played; what finds nobody stays unpaid, with a note. So the
//     fund adds up to the cent and no rated player gets less than without the limit.
//     The limit is absolute (not cut by a based-on reduction). ExcessUnpaid leaves what
//     is held back unpaid for the director, as SwissSys does.
//   - Which rating decides classes: Fund.Ratings. RatingAuto uses the US Chess rating
//     ([engine.Player.USChessRating]) for US events (federation USA, a US Chess rating
//     record, or a type line naming US Chess) and the FIDE rating otherwise.
//   - Ages: taken on Eligibility.AgeOn, else the event's start date, in whole years; a
//     birth year alone counts as 1 January of that year; a player without a birth date
//     cannot win an age prize (and a note says how many have none).
//   - Based-on funds: the entries received are Fund.Actual, else the players in the
//     event. Each prize is cut in the same proportion and rounded down to the rounding
//     unit; a fund over $500 is never cut below 50%, one of $500 or less is cut strictly
//     in proportion ("Just the Rules: A Prize Fund Quiz"). An announced guarantee
//     (Fund.Guaranteed, "60% guaranteed") raises that floor, for any fund size; prizes
//     the fund guarantees (Prize.Guaranteed, "1st prize guaranteed") are paid in full.
//   - Trophies: one per player unless Fund.Trophies.Multiple; cash winners may also take
//     trophy-only prizes unless Fund.Trophies.NotWithCash.
//   - Split methods other than 32B3: SplitHort pays half of each pooled prize in
//     tiebreak order (the prize each sharer would take in that order) and divides the
//     other half equally; SplitTiebreak does not split and pays the prizes in tiebreak
//     order. Neither applies the exception or the cap, which are US Chess rules.
package prizes
