package testtool

import (
	"runtime"
	"testing"
	"time"
)

// The resource budget of one parse of a fuzzed input under BudgetInputSize bytes: the
// memory allocated (in total, an upper bound of the peak) and the wall time. Real events
// of that size allocate a few MB in milliseconds; the budget leaves room for a slow shared
// machine and for the limits (a workbook may expand to 64 MB), and none for a quadratic
// scan or a copy per token (the resource defects of issue 27 allocate or take far more).
const (
	BudgetInputSize = 64 << 10
	BudgetAlloc     = 256 << 20
	BudgetTime      = 10 * time.Second
)

// Budget runs parse, the parse of input, and fails tb when input is under
// BudgetInputSize bytes and parse allocated more than BudgetAlloc bytes or ran longer
// than BudgetTime. Fuzz targets wrap their parser call in it, so that every fuzz run
// also looks for inputs that exhaust memory or time, not only for panics.
func Budget(tb testing.TB, input []byte, parse func()) {
	tb.Helper()
	if len(input) >= BudgetInputSize {
		parse()
		return
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	start := time.Now()
	parse()
	took := time.Since(start)
	runtime.ReadMemStats(&after)
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > BudgetAlloc {
		tb.Errorf("a %d-byte input allocated %d MB, budget %d MB", len(input), alloc>>20, BudgetAlloc>>20)
	}
	if took > BudgetTime {
		tb.Errorf("a %d-byte input took %v, budget %v", len(input), took, BudgetTime)
	}
}
