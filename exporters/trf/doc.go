// Package trfout writes a tournament as a FIDE Tournament Report File: TRF16 by default,
// TRF26 when Options.TRFVersion is "26" (or with the exporter from [New26]).
//
// Layout. Lines end in CRLF; fields sit at their exact character columns, padded with
// blanks, and trailing blanks are trimmed. The header records the model holds come first
// (012 022 032 042 052 092 102 112 122 132), then the planned rounds (TRF26: 142; TRF16:
// XXR), always: those stated, else the rounds the event held before any cut after a
// round, so that a file cut after round 3 of 5 reads back as standing after round 3. Then
// the scoring when it is not the default (TRF26: 162 when its grouped codes can express
// it, else XXS; TRF16: XXS), 192, 202 and 212, the tiebreak order a results program
// stated ([engine.Tournament.StatedTiebreaks]) as the comment "### tiebreak order:
// SOLK,MM,CUM,OCUM (uscf, as SwissSys used)", which the TRF importer reads back and
// other programs skip, then the records the importer kept verbatim, in
// their order and byte for byte (### comments included, in TRF16 too). Then come the 001 lines in start-number order, the teams (310 in TRF26;
// 013 in TRF16 unless a team needs 310 for its number or nickname), national rating records and 299 point assignments.
//
// Points and rank. The points field (cols 81-84) holds the total the source declared
// (Player.Declared), else the player's total: the rounds under the scoring plus every
// adjustment. Importers keep the two equal by recording any difference as an
// [engine.AdjustDeclared] adjustment, which is thus written as declared and re-imported as
// the same adjustment (the TRF importer's one exception is a points field that includes
// XXA acceleration points, written back as it was). [engine.AdjustRecord] adjustments are written as 299 lines. The rank field
// holds the declared rank, else the place from the document's standings, else is blank.
//
// Round blocks. Trailing rounds with nothing recorded are left off (no empty trailing
// block is written). A round with nothing recorded inside the line is "0000 -  " with a
// blank result, which reads back as nothing recorded; Pending is the opponent, colour
// and a blank result.
//
// Names longer than 33 characters are cut to 33; other fields cannot be longer once read
// from TRF. The package does not compute standings.
package trfout
