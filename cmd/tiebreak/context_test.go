package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline/batch"
	"github.com/tiebreak-chess/tiebreak/pipeline/follow"
)

// TestRunStopsWithItsContext checks that a command's cancellation comes from the ctx its
// run function is given, not from the process: each run with a cancelled ctx (in an env
// whose own context is live) ends with the cause and writes nothing.
func TestRunStopsWithItsContext(t *testing.T) {
	const event = "../../testdata/open.trf"
	for _, tc := range []struct {
		name string
		run  func(e *env, ctx context.Context, out string) error
	}{
		{"standings", func(e *env, ctx context.Context, out string) error {
			return e.runStandings(ctx, standingsOptions{settings: &settings{command: "standings"}, fileOutput: fileOutput{Output: filepath.Join(out, "s.csv")}}, []string{event})
		}},
		{"report", func(e *env, ctx context.Context, out string) error {
			return e.runReport(ctx, folderOptions{settings: &settings{command: "report"}, Out: out}, []string{event})
		}},
		{"publish", func(e *env, ctx context.Context, out string) error {
			return e.runPublish(ctx, folderOptions{settings: &settings{command: "publish"}, Out: out, Publish: true}, []string{event})
		}},
		{"batch", func(e *env, ctx context.Context, out string) error {
			return e.runBatch(ctx, batchOptions{folderOptions: folderOptions{settings: &settings{command: "batch"}, Out: out}, plan: batch.Plan{Workers: 1}}, []string{event})
		}},
		{"watch", func(e *env, ctx context.Context, out string) error {
			return e.runWatch(ctx, watchOptions{folderOptions: folderOptions{settings: &settings{command: "watch"}, Out: out}, WriteReport: true,
				Follow: follow.Options{Once: true, Settle: time.Millisecond}}, []string{event})
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stderr bytes.Buffer
			e := newEnv(context.Background(), nil, io.Discard, &stderr)
			cause := errors.New("stopped by the caller")
			ctx, cancel := context.WithCancelCause(context.Background())
			cancel(cause)
			out := filepath.Join(t.TempDir(), "out")
			if err := tc.run(e, ctx, out); !errors.Is(err, cause) {
				t.Errorf("err = %v, want the ctx's cause", err)
			}
			var written []string
			_ = filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
				if err == nil && !d.IsDir() && filepath.Base(p) != outdir.LockName {
					written = append(written, p)
				}
				return nil
			})
			if len(written) > 0 {
				t.Errorf("wrote %v", written)
			}
		})
	}
}
