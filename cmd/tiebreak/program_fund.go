package main

import (
	"context"
	"os"

	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// programFund returns, when no --fund was given (s.Fund is nil), the prize fund the
// event file at path holds ([pipeline.ProgramFund]: the prizes entered in SwissSys), with
// notes saying so; nil for standard input or a file that holds none.
func (e *env) programFund(ctx context.Context, s *settings, path string) (*pipeline.Fund, []string) {
	if s.Fund != nil || path == "-" || ctx.Err() != nil {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil // the event's own reading reports it
	}
	return pipeline.ProgramFund(path, data)
}
