package main

import (
	"io"
	"path/filepath"
	"strings"

	"github.com/urfave/cli/v2"

	"tiebreak/exporters"
)

func newWallchartCommand(e *env) *cli.Command {
	return &cli.Command{
		Name:      "wallchart",
		Usage:     "write a printable XLSX wall chart with standings and crosstable",
		ArgsUsage: "EVENT",
		Description: `Writes an XLSX workbook a TD can print and post: a wall chart in pairing-number order
(US Chess notation W12, L5, D3, H, B, U, X, F with colour and running score), the
standings with shared places and every tiebreak, a crosstable by place, and a legend
naming the rules and each tiebreak. A team event (013 or 310 team lines) also
gets team standings and a team crosstable ('tiebreak teams' for other rules).
Pages are landscape, one page wide, with repeated header rows. The same workbook comes from 'standings --format xlsx'.

Examples:
   tiebreak wallchart event.trf                 (writes event.xlsx)
   tiebreak wallchart --tiebreaks uscf -o wall.xlsx event.trf
   tiebreak wallchart --round 3 -o after-round-3.xlsx event.trf`,
		Flags: append(append(rankingFlags(), inputFlags()...),
			&cli.StringFlag{Name: "output", Aliases: []string{"o"}, Usage: "write to `FILE` (atomically); default: EVENT with .xlsx"},
		),
		Action: func(c *cli.Context) error {
			path, err := oneEvent(c)
			if err != nil {
				return err
			}
			out := c.String("output")
			if out == "" {
				if path == "-" {
					return usagef("wallchart: reading standard input, say where to write with -o")
				}
				out = strings.TrimSuffix(path, filepath.Ext(path)) + ".xlsx"
			}
			ex, ok := e.formats.standings.Lookup("xlsx")
			if !ok {
				return usagef("this build has no XLSX writer")
			}
			ev, err := e.load(c, path)
			if err != nil {
				return err
			}
			st, err := e.ranking(c, ev.t)
			if err != nil {
				return err
			}
			doc := &exporters.Document{T: ev.t, Standings: st, Opts: e.exportOptions(st)}
			doc.Teams = e.wallchartTeams(path, ev.t, c.String("rules"))
			return e.writeOutput(out, func(w io.Writer) error { return ex.Export(w, doc) })
		},
	}
}
