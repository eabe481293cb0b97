// Package limits holds the maxima every reader checks while reading, shared by the importers
// and the internal codecs (package importers re-exports them).
package limits

import "errors"

// Limits on what one event may hold. A file declares numbers (a round count, a merged
// range, a column header) that would cost memory out of proportion to its size; importers
// check them against these maxima and against what the file actually holds, and report a
// limit hit as a positioned error wrapping [ErrLimit].
const (
	// MaxRounds is the most rounds an event may have (TRF round numbers have three digits).
	MaxRounds = 999
	// MaxPlayers is the most players an event may have (TRF start numbers have four digits).
	MaxPlayers = 9999
	// MaxPlayerRounds bounds players times rounds: 9999 players may play 200 rounds, 2000
	// players 999.
	MaxPlayerRounds = 2_000_000
	// MaxCells is the most cells (CSV fields, spreadsheet cells after filling merged
	// ranges) read from one table.
	MaxCells = 1_000_000
	// MaxColumns is the most fields one row of a table may have: every round and a few
	// dozen player columns.
	MaxColumns = 2048
	// MaxLines is the most lines a line-based results file (TRF) may have, counting the
	// lines the program keeps without reading them (comments, XXC, unknown records): an
	// event of 9999 players with national and team records has about 30,000. The lines
	// are counted before any is split out, so a file of ignored lines costs its own size
	// twice (the bytes and their text), not a record per line.
	MaxLines = 200_000
)

// ErrLimit is wrapped by the errors reporting an input beyond one of the limits above.
var ErrLimit = errors.New("beyond what this program reads")
