package importers

import "github.com/tiebreak-chess/tiebreak/internal/limits"

// Limits on what one event may hold, from [limits] (shared with the internal codecs). A file
// declares numbers (a round count, a merged range, a column header) that would cost memory
// out of proportion to its size; importers check them against these maxima and against what
// the file actually holds, and report a limit hit as a positioned [ParseError] wrapping
// [ErrLimit].
const (
	MaxRounds       = limits.MaxRounds
	MaxPlayers      = limits.MaxPlayers
	MaxPlayerRounds = limits.MaxPlayerRounds
	MaxCells        = limits.MaxCells
	MaxColumns      = limits.MaxColumns
	MaxLines        = limits.MaxLines
)

// ErrLimit is wrapped by the errors reporting an input beyond one of the limits above.
var ErrLimit = limits.ErrLimit
