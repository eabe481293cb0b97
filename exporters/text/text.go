// Package textout writes standings as an aligned plain-text table for terminals, and the
// --explain account of how each tie was broken.
package textout

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/exporters"
)

// Text is the terminal standings table.
type Text struct{}

// New returns the text writer.
func New() Text { return Text{} }

// Name returns "text".
func (Text) Name() string { return "text" }

// Extensions returns ".txt".
func (Text) Extensions() []string { return []string{".txt"} }

// Description describes the output.
func (Text) Description() string { return "aligned standings table for the terminal" }

// Export writes the title line and the table.
func (Text) Export(w io.Writer, doc *exporters.Document) error {
	st := doc.Standings
	if st == nil {
		return errors.New("no standings to write")
	}
	t := doc.T
	var codes []string
	for _, tb := range st.Tiebreaks {
		codes = append(codes, tb.Code())
	}
	title := t.Name
	if title == "" {
		title = "Standings"
	}
	tbText := "points only"
	if len(codes) > 0 {
		tbText = "tiebreaks " + strings.Join(codes, ", ")
		if st.Source != "" {
			tbText = "tiebreaks " + st.Source + ": " + strings.Join(codes, ", ")
		}
	}
	fmt.Fprintf(w, "%s: %s\n%s rules, %s\n", title, exporters.Progress(doc), exporters.RulesName(st.Eval.Rules), tbText)
	if mark := exporters.Unverified(t); mark != "" {
		fmt.Fprintf(w, "%s (ranked despite errors in the file; 'tiebreak check' lists them)\n", strings.ToUpper(mark[:1])+mark[1:])
	}
	rat := ratingColumns(doc.Ratings)
	if doc.Ratings != nil {
		fmt.Fprintln(w, rat.legend)
	}
	fmt.Fprintln(w)

	header := append([]string{"Place", "No.", "Name", "Rtg", "Pts"}, codes...)
	header = append(header, rat.header...)
	rows := [][]string{header}
	for _, row := range st.Rows {
		p := &t.Players[row.Player]
		cells := []string{row.PlaceLabel(), strconv.Itoa(int(p.ID)), p.Name, ratingText(exporters.DisplayRating(p)), row.Points.String()}
		for k, tb := range st.Tiebreaks {
			if row.IsBlank(k) {
				cells = append(cells, "") // a group tiebreak not applied to this player
				continue
			}
			cells = append(cells, exporters.FormatValue(tb, row.Values[k]))
		}
		cells = append(cells, rat.cells(row.Player)...)
		rows = append(rows, cells)
	}
	leftAligned := map[int]bool{0: true, 2: true}
	return writeTable(w, rows, leftAligned)
}

func ratingText(r int) string {
	if r == 0 {
		return "-"
	}
	return strconv.Itoa(r)
}

// writeTable writes rows with columns padded to their widest cell; columns in left are
// left-aligned, the others right-aligned. Widths count characters, not bytes.
func writeTable(w io.Writer, rows [][]string, left map[int]bool) error {
	var widths []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			if n := utf8.RuneCountInString(c); n > widths[i] {
				widths[i] = n
			}
		}
	}
	var b strings.Builder
	for _, r := range rows {
		b.Reset()
		for i, c := range r {
			pad := strings.Repeat(" ", widths[i]-utf8.RuneCountInString(c))
			if i > 0 {
				b.WriteString("  ")
			}
			if left[i] {
				b.WriteString(c)
				if i < len(r)-1 {
					b.WriteString(pad)
				}
			} else {
				b.WriteString(pad + c)
			}
		}
		b.WriteByte('\n')
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
	}
	return nil
}

// WriteExplanation writes, for every group of players tied on points, each tiebreak that
// was applied to it and the values compared: "MM: Doe, John (3) 12.5 > Roe, Rich (5) 11".
// A ">" means the tiebreak separated the neighbours, "=" that it did not.
func WriteExplanation(w io.Writer, st *engine.Standings) error {
	t := st.Eval.T
	if len(st.Steps) == 0 {
		_, err := io.WriteString(w, "\nNo ties on points: no tiebreak was needed.\n")
		return err
	}
	place := map[int]engine.Row{}
	for _, r := range st.Rows {
		place[r.Player] = r
	}
	// Steps come level by level; regroup them by the points group they belong to, keeping
	// each group's steps in tiebreak order.
	steps := append([]engine.Step(nil), st.Steps...)
	sort.SliceStable(steps, func(i, j int) bool {
		return place[steps[i].Players[0]].Points > place[steps[j].Players[0]].Points
	})
	var b strings.Builder
	b.WriteString("\nHow ties were broken (\">\" separates, \"=\" does not):\n")
	if st.Source != "" {
		fmt.Fprintf(&b, "Tiebreak order %s (the file states it).\n", st.Source)
	}
	for _, s := range steps {
		if s.Level == 0 {
			first := place[s.Players[0]]
			fmt.Fprintf(&b, "\nTied on %s:\n", first.Points.PointsText())
		}
		fmt.Fprintf(&b, "  %s%s: ", strings.Repeat("  ", s.Level), s.Code)
		for i, p := range s.Players {
			if i > 0 {
				if s.Values[i] == s.Values[i-1] {
					b.WriteString(" = ")
				} else {
					b.WriteString(" > ")
				}
			}
			fmt.Fprintf(&b, "%s (%d) %s", t.Players[p].Name, t.Players[p].ID, exporters.FormatValue(st.Tiebreaks[s.Level], s.Values[i]))
		}
		b.WriteByte('\n')
		if x, ok := st.Tiebreaks[s.Level].(engine.Explainer); ok {
			fmt.Fprintf(&b, "  %s  note: %s\n", strings.Repeat("  ", s.Level), x.Meaning(s.Values))
		}
	}
	var shared []string
	for i := 0; i < len(st.Rows); {
		j := i
		for j < len(st.Rows) && st.Rows[j].Place == st.Rows[i].Place {
			j++
		}
		if j-i > 1 {
			var names []string
			for _, r := range st.Rows[i:j] {
				names = append(names, fmt.Sprintf("%s (%d)", t.Players[r.Player].Name, t.Players[r.Player].ID))
			}
			shared = append(shared, fmt.Sprintf("  %s: %s", st.Rows[i].RankLabel(), strings.Join(names, ", ")))
		}
		i = j
	}
	if len(shared) > 0 {
		b.WriteString("\nStill tied after every tiebreak (place shared):\n")
		b.WriteString(strings.Join(shared, "\n") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
