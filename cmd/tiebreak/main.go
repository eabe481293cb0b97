// Command tiebreak imports chess tournament results, ranks them with US Chess and FIDE
// tiebreaks, and exports standings, wall charts and prize reports.
package main

import (
	_ "github.com/go-pdf/fpdf"
	_ "github.com/gocarina/gocsv"
	_ "github.com/urfave/cli/v2"
	_ "github.com/xuri/excelize/v2"
	_ "golang.org/x/text/encoding/charmap"
)

func main() {}
