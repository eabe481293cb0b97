//go:build unix

package interrupt

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
)

// TestRunCatchesSignals sends the test process a real SIGINT: Run catches it (the
// process goes on) and cancels the work's context with it.
func TestRunCatchesSignals(t *testing.T) {
	code, abandoned := Run(context.Background(), time.Hour, func(ctx context.Context) int {
		if err := syscall.Kill(os.Getpid(), syscall.SIGINT); err != nil {
			return 2
		}
		<-ctx.Done()
		if e, ok := errors.AsType[*Error](context.Cause(ctx)); !ok || e.Signal != os.Interrupt {
			return 3
		}
		return 0
	})
	if code != 0 || abandoned != nil {
		t.Errorf("got %d, abandoned %v", code, abandoned)
	}
}
