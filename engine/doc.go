// Package engine holds the tournament model, its validation, and the ranking frame that
// orders players by points and tiebreaks.
//
// The model ([Tournament], [Player], [Round]) is what every importer produces and every
// exporter consumes. Points and tiebreak values are [Score] values: fixed-point numbers in
// ten-thousandths of a point, so half and quarter points, Sonneborn-Berger products and
// two-decimal team tiebreaks are all exact. No float64 is used in ranking.
//
// Tiebreaks themselves live in family packages (engine/uscf, engine/fide) that implement
// [Family]; a [Catalogue] resolves codes such as "BH/C1" or preset names such as "uscf" to
// [Tiebreak] values, and [Rank] applies them only within groups of players still tied.
//
// Events in progress: [Tournament.RoundsPlayed] counts the rounds that have results,
// [Tournament.PendingRounds] names rounds paired without results, and [Tournament.Cut]
// gives the event as it stood after a round, so that every rule depending on the number
// of rounds sees the rounds played. [Tournament.Unverified] marks an event ranked despite
// the errors [Tournament.Validate] found.
//
// The package does no I/O and imports only the standard library.
package engine
