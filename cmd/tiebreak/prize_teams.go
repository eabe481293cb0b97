package main

import (
	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/engine/prizes"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// pay pays the fund fs on the standings st of ev as [pipeline.Formats.Pay] does (team
// prizes on the teams ranked under the fund's teams: settings) and says its notes.
func (e *env) pay(s *settings, ev *event, st *engine.Standings, fs *pipeline.Fund) (*prizes.Allocation, error) {
	a, notes, err := e.formats.Pay(s.Ranking(), ev.Path, ev.T, st, fs)
	e.sayNotes(s, notes)
	return a, err
}

// sayNotes says the notes of the pipeline on standard error, in the flags' words
// ([env.sayRankingNote]).
func (e *env) sayNotes(s *settings, notes []pipeline.Note) {
	for _, n := range notes {
		e.sayRankingNote(s, n)
	}
}
