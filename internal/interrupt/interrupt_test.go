package interrupt

import (
	"context"
	"errors"
	"os"
	"syscall"
	"testing"
	"time"
)

func TestError(t *testing.T) {
	for _, tc := range []struct {
		sig  os.Signal
		code int
		msg  string
	}{
		{os.Interrupt, 130, "interrupted by Ctrl-C (SIGINT); unfinished output was removed"},
		{syscall.SIGTERM, 143, "stopped by SIGTERM; unfinished output was removed"},
		{syscall.SIGHUP, 129, "stopped by hangup; unfinished output was removed"},
	} {
		e := &Error{tc.sig}
		if e.ExitCode() != tc.code || e.Error() != tc.msg {
			t.Errorf("%v: %d %q, want %d %q", tc.sig, e.ExitCode(), e.Error(), tc.code, tc.msg)
		}
	}
}

func TestCause(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	if err := Cause(ctx); err != nil {
		t.Errorf("live: %v", err)
	}
	stop := &Error{os.Interrupt}
	cancel(stop)
	if err := Cause(ctx); !errors.Is(err, stop) {
		t.Errorf("cancelled: %v, want the cause", err)
	}
}

// TestRun drives run with signals from a channel: work that returns on its own, work
// that returns once stopped (with the signal as its context's cause), work that never
// returns (abandoned after the grace period) and a second signal (abandoned at once).
func TestRun(t *testing.T) {
	never := make(chan struct{})
	defer close(never)
	for _, tc := range []struct {
		name      string
		sigs      []os.Signal
		grace     time.Duration
		work      func(context.Context) int
		code      int
		abandoned bool
	}{
		{"done", nil, time.Hour, func(context.Context) int { return 3 }, 3, false},
		{"stopped", []os.Signal{syscall.SIGTERM}, time.Hour, func(ctx context.Context) int {
			<-ctx.Done()
			if e, ok := errors.AsType[*Error](context.Cause(ctx)); !ok || e.Signal != syscall.SIGTERM {
				return 99
			}
			return 1
		}, 1, false},
		{"abandoned after grace", []os.Signal{os.Interrupt}, time.Millisecond, func(context.Context) int { <-never; return 0 }, 130, true},
		{"second signal", []os.Signal{syscall.SIGTERM, os.Interrupt}, time.Hour, func(context.Context) int { <-never; return 0 }, 143, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sigs := make(chan os.Signal, len(tc.sigs))
			for _, s := range tc.sigs {
				sigs <- s
			}
			code, abandoned := run(context.Background(), sigs, tc.grace, tc.work)
			if code != tc.code || (abandoned != nil) != tc.abandoned {
				t.Errorf("got %d, abandoned %v; want %d, abandoned %v", code, abandoned, tc.code, tc.abandoned)
			}
		})
	}
}

// TestRunKeepsValues checks that work's context carries the values of the one given.
func TestRunKeepsValues(t *testing.T) {
	type key struct{}
	ctx := context.WithValue(context.Background(), key{}, "v")
	code, _ := run(ctx, nil, time.Hour, func(ctx context.Context) int {
		if ctx.Value(key{}) != "v" {
			return 1
		}
		return 0
	})
	if code != 0 {
		t.Error("the value was lost")
	}
}
