package exporters

import "strconv"

// SummaryRow is one line of the summary of a batch run: one input file, or one section
// of a file with several.
type SummaryRow struct {
	Event    string // the output folder ("a-x", "open/under-1800"); empty when none was made
	File     string // the input file as found
	Status   string // "ok", "failed", or "skipped" (a file batch does not read; Error says why)
	Players  int    // 0 when unknown (the file could not be read)
	Rounds   int    // rounds with results
	Winner   string // the name of the player placed 1st, "A; B" when shared
	Warnings int
	Error    string // why the event failed, with its position in the file
}

// SummaryHeader is the header of the summary CSV, a contract for scripts.
var SummaryHeader = []string{"event", "file", "status", "players", "rounds", "winner", "warnings", "error"}

// Cells returns the row's values in the order of SummaryHeader; counts are empty for a
// file that could not be read.
func (r SummaryRow) Cells() []string {
	count := func(n int) string {
		if n == 0 && r.Status != "ok" {
			return ""
		}
		return strconv.Itoa(n)
	}
	return []string{r.Event, r.File, r.Status, count(r.Players), count(r.Rounds), r.Winner, strconv.Itoa(r.Warnings), r.Error}
}

// CountOf returns n and the noun, plural but for one: "1 guaranteed prize", "2
// guaranteed prizes".
func CountOf(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return strconv.Itoa(n) + " " + noun + "s"
}
