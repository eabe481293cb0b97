// Package teams computes team standings: team-vs-team events rebuilt from their board
// games, and school teams formed from an individual event.
//
// # Team events
//
// [Build] turns an [engine.Tournament] with teams (TRF 013/310, or a Team column) into an
// [Event]: for every team and round a [Slot] with the opposing team, the boards in board
// order (a player's position in the roster among the team's players present that round,
// docs/teams.md §1) and the match and game points under a [Scoring]. The TRF26 team
// records held in the tournament decide what board games cannot: 362 (match points), 320
// (the PAB value and the PAB team of each round), 240 (team byes) and 330 (forfeited
// matches). Without a 320 record the one team not paired in a round is the PAB. Build
// never panics on inconsistent data; it returns [Problem]s.
//
// # Tiebreaks
//
// Codes use the TRF26 grammar of [engine.ParseSpec]. FIDE C.07 Arts. 11-13 (editions 2024
// and 2026): MP, GP, MPVGP (13.1), BH with :MP or :GP and /C1 /C2 /M1 /M2 (Art. 8 on
// the team scores), EMMSB, EMGSB, EGMSB, EGGSB with /C1 /C2 (13.2), SSSC with /Kn (13.4),
// DE, EDE and the 2026 chains EDEBT, EDEBB, EDET, EDEB (13.3), BC, TBR and BBE (Art. 12);
// /P counts forfeited matches as played. Unplayed rounds follow Art. 16 as TieBreakServer
// reads it for teams (docs/teams.md §3): opponents' scores are adjusted for
// withdrawal-type unplayed rounds (16.3), an own unplayed round is a dummy opponent worth
// the team's own score (16.4; in 2026 at most a draw per round, or the forfeit opponent's
// adjusted score), and a cut removes a voluntarily unplayed round first (16.5).
// Swiss-Manager's variants are options: opp-bye=draw and team-cut=bye-first.
//
// US Chess: USAT, rule 34G2, and IHSA, the Illinois state final tiebreak of seed 003
// ([IHSAMatch]).
//
// [Rank] orders teams by the primary score and the tiebreaks as [engine.Rank] orders
// players: each tiebreak only within groups still tied, shared places when everything is
// equal.
//
// # School teams
//
// [SchoolStandings] ranks the schools of an individual event by the sum of each school's
// best N scores, then by the sums of the counting players' individual tiebreaks.
//
// The package imports only the standard library and package engine.
package teams
