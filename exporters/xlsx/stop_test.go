package xlsxout

import (
	"bytes"
	"context"
	"errors"
	"io"
	"path/filepath"
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/teams"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// TestExportStopsWithItsContext checks that every way of writing a workbook stops with
// the cause of the cancellation of the ctx it is given, and writes nothing.
func TestExportStopsWithItsContext(t *testing.T) {
	doc := rankedDoc(t, loadTRF(t, filepath.Join("..", "..", "testdata", "open.trf")), "uscf")
	team := rankedDoc(t, loadTRF(t, filepath.Join("..", "..", "examples", "usat.trf")), "uscf")
	e, _ := teams.Build(team.T, teams.DefaultScoring())
	ev := teams.NewEval(e, teams.Rules{System: "fide", Edition: "2024"})
	tbs, err := teams.Resolve("BH:MP", ev.Rules)
	if err != nil {
		t.Fatal(err)
	}
	team.Teams = teams.Rank(ev, tbs)
	for _, tc := range []struct {
		name  string
		write func(ctx context.Context, w io.Writer) error
	}{
		{"Export", func(ctx context.Context, w io.Writer) error { return New().Export(ctx, w, doc) }},
		{"WriteWorkbook", func(ctx context.Context, w io.Writer) error {
			return WriteWorkbook(ctx, w, []*exporters.Document{doc, doc}, Config{})
		}},
		{"WriteTeams", func(ctx context.Context, w io.Writer) error {
			return WriteTeams(ctx, w, team, Config{})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var live bytes.Buffer
			if err := tc.write(context.Background(), &live); err != nil || live.Len() == 0 {
				t.Fatalf("live ctx: %d bytes, err = %v", live.Len(), err)
			}
			cause := errors.New("stopped by the caller")
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(cause)
			var stopped bytes.Buffer
			if err := tc.write(ctx, &stopped); !errors.Is(err, cause) {
				t.Errorf("err = %v, want the ctx's cause", err)
			}
			if stopped.Len() != 0 {
				t.Errorf("wrote %d bytes after the ctx was cancelled", stopped.Len())
			}
		})
	}
}
