//go:build !leaderboard

package main

import seasonin "tiebreak/importers/season"

// writeLeaderboard writes nothing until package engine/season is merged; then
// batch_season.go (build tag leaderboard) replaces this file, which is deleted.
func (b *batchRun) writeLeaderboard([]seasonEvent, *seasonin.Scoring) error { return nil }
