// Package jsonout writes the canonical JSON dump of a tournament: every field of the
// [engine.Tournament] model under stable snake_case names, scores as exact decimal strings
// ("2.5"), results as readable codes ("win", "half_bye"), and, when standings were
// computed, a "standings" section.
//
// The dump is deterministic (no maps with random order, no timestamps), so it is the golden
// target of importer tests and the yardstick of round trips: two tournaments are the same
// model exactly when [Canonical] returns the same bytes for both.
//
// Canonical form. A player's printed total ("declared") is omitted when it equals the total
// the model computes (rounds plus adjustments), because importers record any difference as
// an [engine.AdjustDeclared] adjustment; it appears only for a model that disagrees with
// itself. Empty strings and lists are omitted.
//
// The package does not read JSON back.
package jsonout
