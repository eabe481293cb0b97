package main

import (
	"math"
	"runtime/debug"
	"testing"
)

// TestTuneGC checks that tuneGC sets the collector's percent and soft memory limit only
// where the environment does not: GOGC and GOMEMLIMIT still win.
func TestTuneGC(t *testing.T) {
	oldPercent := debug.SetGCPercent(100)
	oldLimit := debug.SetMemoryLimit(math.MaxInt64)
	t.Cleanup(func() {
		debug.SetGCPercent(oldPercent)
		debug.SetMemoryLimit(oldLimit)
	})
	tests := []struct {
		name                   string
		env                    map[string]string
		wantPercent, wantLimit int64
	}{
		{"nothing set", nil, gcPercent, memoryLimit},
		{"GOGC set", map[string]string{"GOGC": "50"}, 100, memoryLimit},
		{"GOMEMLIMIT set", map[string]string{"GOMEMLIMIT": "1GiB"}, gcPercent, math.MaxInt64},
		{"both set", map[string]string{"GOGC": "off", "GOMEMLIMIT": "1GiB"}, 100, math.MaxInt64},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			debug.SetGCPercent(100)
			debug.SetMemoryLimit(math.MaxInt64)
			tuneGC(func(k string) string { return tc.env[k] })
			if got := debug.SetGCPercent(100); int64(got) != tc.wantPercent {
				t.Errorf("GC percent = %d, want %d", got, tc.wantPercent)
			}
			if got := debug.SetMemoryLimit(-1); got != tc.wantLimit {
				t.Errorf("memory limit = %d, want %d", got, tc.wantLimit)
			}
		})
	}
}
