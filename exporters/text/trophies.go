package textout

import (
	"fmt"
	"io"
	"strings"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// WriteTrophyOrders prints the trophy order sheet of the fund f for people: per section
// of orders ([prizes.Fund.TrophyOrders]) each engraving text with how many to order and
// the prizes it is for, the section's count, and the total when there are several
// sections.
func WriteTrophyOrders(w io.Writer, f *prizes.Fund, orders []prizes.TrophyOrder) error {
	title := f.Name
	if title == "" {
		title = f.Source
	}
	fmt.Fprintf(w, "Trophy order sheet: %s\n", title)
	if len(orders) == 0 {
		_, err := fmt.Fprintln(w, "The fund names no trophies.")
		return err
	}
	total := 0
	for _, o := range orders {
		name := o.Section
		if name == "" {
			name = "(the fund's one section)"
		}
		fmt.Fprintf(w, "\nSection: %s\n", name)
		width := len("Engraving")
		for _, l := range o.Lines {
			width = max(width, len([]rune(l.Engraving)))
		}
		fmt.Fprintf(w, "  %5s  %-*s  %s\n", "Count", width, "Engraving", "For")
		for _, l := range o.Lines {
			what := strings.Join(l.Prizes, "; ")
			if l.Team {
				what += " (team)"
			}
			fmt.Fprintf(w, "  %5d  %s%s  %s\n", l.Count, l.Engraving, strings.Repeat(" ", width-len([]rune(l.Engraving))), what)
		}
		fmt.Fprintf(w, "  %5d  in all\n", o.Total)
		total += o.Total
	}
	if len(orders) > 1 {
		_, err := fmt.Fprintf(w, "\nTotal: %d trophies in %d sections\n", total, len(orders))
		return err
	}
	return nil
}
