package trf

import (
	"github.com/tiebreak-chess/tiebreak/engine"
	"github.com/tiebreak-chess/tiebreak/internal/trfx"
)

// applyDAT reads Tornelo's TRFx DAT lines (kept verbatim in t.Records): GROUP is the
// player's school or team, which becomes the club (school team standings group players by
// it) when the file gives none; ID:USCF is the US Chess member ID, which becomes the
// player's US Chess national record (or its ID, when an NRS line gave the record without
// one); another ID:XXX is kept as an attribute. Other types (EMAIL, ...) stay as records.
func (p *parser) applyDAT(idx map[engine.PlayerID]int) {
	t := p.t
	for k, rec := range t.Records {
		if rec.Tag != "DAT" {
			continue
		}
		line := 0
		if k < len(p.recordLines) {
			line = p.recordLines[k]
		}
		d, ok := trfx.ParseDAT(rec.Line)
		if !ok || d.Data == "" {
			continue
		}
		i, ok := idx[engine.PlayerID(d.Player)]
		if !ok {
			if d.Type == trfx.Group || d.Type == trfx.USCF {
				p.warnf(line, 5, "start number", "DAT line for unknown player %d kept verbatim", d.Player)
			}
			continue
		}
		pl := &t.Players[i]
		switch {
		case d.Type == trfx.Group:
			if pl.Club == "" {
				pl.Club = d.Data
			}
		case d.Type == trfx.USCF:
			p.uscfID(pl, d.Data, line)
		case len(d.Type) > 3 && d.Type[:3] == "ID:":
			pl.Attrs = append(pl.Attrs, engine.Attr{Key: d.Type, Value: d.Data})
		}
	}
}

// uscfID gives player pl the US Chess ID id from a DAT line.
func (p *parser) uscfID(pl *engine.Player, id string, line int) {
	for j := range pl.National {
		nr := &pl.National[j]
		if nr.Federation != "USA" {
			continue
		}
		switch nr.ID {
		case "":
			nr.ID = id
		case id:
		default:
			p.warnf(line, 10, "ID:USCF", "US Chess ID %s differs from the national rating record's %s; the record's is used", id, nr.ID)
		}
		return
	}
	pl.National = append(pl.National, engine.NationalRating{Federation: "USA", ID: id})
}
