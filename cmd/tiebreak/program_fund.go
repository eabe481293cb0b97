package main

import (
	"context"
	"io"
	"os"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// programFund returns, when no --fund was given (s.Fund is nil), the prize fund the
// event file at path holds ([pipeline.ProgramFund]: the prizes entered in SwissSys), with
// notes saying so; nil for standard input or a file that holds none. Only a file whose
// start says it may hold prizes is read whole (again).
func (e *env) programFund(ctx context.Context, s *settings, path string) (*pipeline.Fund, []string) {
	if s.Fund != nil || path == "-" || ctx.Err() != nil {
		return nil, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, nil // the event's own reading reports it
	}
	defer f.Close()
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	if !pipeline.MayHoldProgramFund(head[:n]) {
		return nil, nil
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return nil, nil
	}
	src, err := importers.Read(path, f)
	if err != nil {
		return nil, nil
	}
	return pipeline.ProgramFund(path, src.Data)
}
