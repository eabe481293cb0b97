package csvout

import (
	"bufio"
	"github.com/tiebreak-chess/tiebreak/internal/xtab"
	"io"
	"strconv"

	"github.com/tiebreak-chess/tiebreak/engine/season"
)

// WritePayees writes the season's ledger of cash prizes as CSV. The contract scripts
// rely on is a header
//
//	name,uscf_id,fide_id,events,total,tax_form
//
// then one row per person paid cash in the season, in name order, matched across events
// as the leaderboard matches players. uscf_id and fide_id are empty when unknown; events
// is the number of events the person was paid in; total is the season's cash with a
// decimal point and two decimals ("746.75"); tax_form is "yes" when the total reaches
// the tax-form threshold (fund key tax_form_at), "no" below it, and empty when no fund
// of the season set one (withTaxForm false). No cell starts with = + - or @: such text
// gets a leading apostrophe.
func WritePayees(w io.Writer, payees []season.Payee, withTaxForm bool) error {
	bw := bufio.NewWriter(w)
	b := []byte("name,uscf_id,fide_id,events,total,tax_form\n")
	for i := range payees {
		p := &payees[i]
		b = appendCSVText(b, xtab.GuardCell(p.Name))
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(p.USChessID))
		b = append(b, ',')
		b = appendCSVText(b, xtab.GuardCell(p.FIDEID))
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(len(p.Payments)), 10)
		b = append(b, ',')
		b = p.Total.Append(b)
		b = append(b, ',')
		switch {
		case !withTaxForm:
		case p.TaxForm:
			b = append(b, "yes"...)
		default:
			b = append(b, "no"...)
		}
		b = append(b, '\n')
		if _, err := bw.Write(b); err != nil {
			return err
		}
		b = b[:0]
	}
	return bw.Flush()
}
