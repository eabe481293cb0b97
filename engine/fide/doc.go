// Package fide implements the FIDE Tie-Break Regulations (Handbook C.07) as an
// [engine.Family] named "fide": the individual tiebreaks of Arts. 6-10 with the modifiers
// of Art. 14, under every rule edition in use.
//
// # Codes
//
// Codes follow the TRF26 descriptor grammar parsed by [engine.ParseSpec] ("BH/C1",
// "bh-c1", "KS/L+1", "DE/P"): DE, WIN, WON, BPG, BWG, REP (alias GE), STD, TPN, PS, BH, FB,
// AOB, SB, KS, ARO, TPR, PTP, APRO, APPO and RTNG. Modifiers: /C1 /C2 (cut), /M1 /M2
// (median), /L+n /L-n (Koya limit), /P (forfeits count as games against the scheduled
// opponent) and, as in TieBreakServer, /U<rating> (the rating of unrated players, for the
// rating codes only). A modifier a code does not take is an error naming the ones it
// takes; team qualifiers (:MP, :GP) are rejected. Each file cites its article: de.go
// (Art. 6), counts.go and progressive.go (Art. 7), buchholz.go (Art. 8), sb.go and koya.go
// (Art. 9), rating.go and tables.go (Art. 10, B.02 tables 8.1.1 and 8.1.2), modifiers.go
// (Art. 14) and unplayed.go (Arts. 15-16, and the 2009 virtual opponent).
//
// # Editions
//
// engine.Rules.Edition selects the text: "2009" (in force until 31 Aug 2023: a player's
// own unplayed rounds count against a virtual opponent, Svon = SPR + (win - SfPR) +
// draw*(n - R), and opponents' unplayed games count as draws), "2023" and "2024" (the
// dummy opponent of 16.4 worth the player's own score, adjusted scores 16.3 for
// withdrawal rounds, the VUR cut exception 16.5; the two compute the same values) and
// "2026" (16.4 dummy capped at a draw per round, or at the scheduled opponent's adjusted
// score for forfeits; Buchholz family banned in round robins; forfeit losses unplayed for
// Art. 7 in round robins). An empty edition picks the text in force on the event's start
// date (TRF 042): before 1 Sep 2023 2009, before 1 Aug 2024 2023, before 1 Mar 2026 2024,
// otherwise 2026; an event without a readable date gets 2026, the current text.
//
// # Round robins
//
// In round robins (engine.Evaluation.Kind) forfeits count as games (15.2) for every
// tiebreak except the rating ones, and Art. 16 adjustments do not apply. Under 2026 rules
// BH, FB and AOB are rejected by [Family.New] when engine.Rules.Kind says round robin, and
// by [Check] when the kind was detected from the file.
//
// # Options
//
// unrated=N gives unrated players rating N in ARO, TPR, PTP, APRO, APPO and RTNG. C.07
// Art. 10 drops those tiebreaks when unrated players take part unless the regulations
// rate them; here they are computed anyway, leaving unrated opponents out of averages,
// and [Check] returns an error the command should show.
//
// de=rank (default) prints DE as TieBreakServer and Vega do: the position inside the
// tied group, 0 when DE cannot separate it. de=points prints the points scored among the
// tied players, as Swiss-Manager does; both orders are identical (see directEncounter).
//
// aro-cut=rating (default) follows the rule text: ARO counts only games played over the
// board (Art. 10.1, 15.2), and a cut (/C1, /C2, /M1, /M2, Art. 14) drops the lowest-rated
// opponents among them. aro-cut=unplayed-first reproduces Swiss-Manager (its ARO with
// "count unplayed"): each of the player's own unplayed rounds (byes, forfeits, absences)
// takes one cut before any opponent is dropped, so ARO/C1 of a player with a bye averages
// every opponent met.
//
// sb-unplayed=rule (default) follows the 2009 text for SB: an unplayed round counts as a
// game against the virtual opponent with the round's actual result ("for the round itself
// the result by forfeit will be considered as a normal result"): a pairing-allocated bye
// or forfeit win adds the whole virtual opponent's score, a forfeit loss or absence
// nothing. sb-unplayed=draw reproduces Swiss-Manager under the 2009 rules: each of the
// player's own unplayed rounds adds half the virtual opponent's score, as a draw would,
// whatever the bye or forfeit result was (the virtual opponent's score itself is the
// rule's). It applies to the 2009 rules only; other editions reject it.
//
// # Departures and choices
//
// Values are computed on immutable data and memoised per evaluation; Fore Buchholz works
// on its own copy of the final round (the state leak of specs §2.12 cannot happen). A
// forfeit loss without an opponent (TRF "0000 - -") counts as an absence, a forfeit win
// without one ("0000 - +") as a pairing-allocated bye. PTP for a full score is the highest opponent rating plus 800,
// mirroring the zero-score rule. FB takes a forfeit in the final round as a draw too,
// because the pairing was known. The package does no I/O.
package fide
