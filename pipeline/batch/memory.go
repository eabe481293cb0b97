package batch

import (
	"os"
	"runtime/debug"
)

// MemoryLimit is the soft memory limit ([debug.SetMemoryLimit]) that suits a season's
// run, 200 MiB. A season keeps little of each event, but the garbage collector's pacing
// lets the events in flight grow the heap well past what is live: a 2,000-event season
// peaked at 261 to 324 MB without it, at 225 MB with it, for about 6% more CPU
// (docs/development.md). It is soft: an event that needs more memory gets it, the
// collector only runs more often.
const MemoryLimit = 200 << 20

// LimitMemory sets the process's soft memory limit to [MemoryLimit] for a run, unless
// the GOMEMLIMIT environment variable sets one, and returns the function that puts
// back the limit before. [Run] never sets it itself: the limit is the whole process's,
// so its caller decides (the tiebreak batch command does; a program that runs a season
// beside other work may not).
func LimitMemory() (restore func()) {
	if os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	before := debug.SetMemoryLimit(MemoryLimit)
	return func() { debug.SetMemoryLimit(before) }
}
