// Package trf reads FIDE Tournament Report Files (TRF16 and TRF26) and the de-facto
// extensions written by JaVaFo, bbpPairings, Tornelo and others into an [engine.Tournament].
//
// Fields are sliced by character (rune) column after [importers.Decode], so UTF-8, UTF-8
// with a BOM, UTF-16 and Windows-1252/Latin-1 files all line up; a warning names each line
// whose bytes were not UTF-8. CR, LF and CRLF line ends
// are accepted. Every malformed line is reported as an [importers.ParseError] with its
// file, line, character column and field, all of them at once; things that are accepted
// but worth a look (ruler lines, realigned columns, dummy bye players, ...) are returned
// as warnings in the same form.
//
// # What is interpreted
//
//   - Headers 012 022 032 042 052 092 102 112 122 132 142 192 202 212, and XXR.
//   - Scoring: TRF26 162, JaVaFo XXS and bbpPairings BBW BBD BBL BBZ BBF BBU, applied in
//     file order (the last assignment wins).
//   - 001 player lines, including the points (cols 81-84, kept in Player.Declared) and
//     rank (cols 86-89) fields and every round block (cols 92-99 + 10k).
//   - Teams: 310 (TRF26) lines, else 013 (TRF16) lines. When a file has both, the 310 lines
//     define the teams and the 013 lines are kept verbatim. A 310 line's match and game
//     points (55-60, 62-67) are kept as the team's declared totals.
//   - Team records, in an event with teams: 362 (TW TD TL match points), 320 (PAB match
//     and game points, then the PAB team of each round in four-column slots from 15), 240
//     (team byes F H Z: round 7-9, team numbers from 11) and 330 (forfeited matches). A
//     player listed in two teams is an error; a roster number without a 001 line and a
//     record naming an unknown team are warnings. Without teams these lines are kept
//     verbatim.
//   - National rating records (a federation code such as "USA" in cols 1-3 and a start
//     number in cols 5-8) into Player.National.
//   - 299 point assignments into [engine.AdjustRecord] adjustments (type at 5, points at
//     14-17, round at 20-22, start numbers from 24). A line with match points (8-11) is a
//     team assignment whose IDs are team numbers: it is kept verbatim with a warning.
//
// The number of rounds is the XXR or 142 value, else the longest player line (a longer
// line raises it, with a warning); every player then has exactly that many rounds. At most
// [MaxRounds] rounds are accepted. An XXR or 142 record states the planned rounds
// ([engine.Tournament.RoundsStated]); without one they are not known.
//
// The comment "### tiebreak order: SOLK,MM,CUM,OCUM (uscf, as SwissSys used)", which the
// TRF exporter writes for a tiebreak order a results program stated, is read into
// [engine.Tournament.StatedTiebreaks], StatedRules and StatedBy instead of being kept.
//
// Every other line (062 072 082 152 172 182 222 352, 250 260 300 801 802,
// XXC XXZ XXA XXP, DAT, ### comments, unknown records) is kept verbatim in
// Tournament.Records, in file order, so that a TRF exporter writes it back. Column ruler
// lines (starting with a blank, "123...", "DDD SSSS ...") are skipped with a warning.
//
// # Result mapping
//
// Round blocks map to [engine.Result] as follows (letters in any case):
//
//	code  with an opponent          without one (0000, blank)
//	1 = 0 Win / Draw / Loss         FullBye / HalfBye / ZeroBye, with a warning
//	W D L WinUnrated / DrawUnrated  FullBye / HalfBye / ZeroBye, with a warning
//	      / LossUnrated
//	+ -   ForfeitWin / ForfeitLoss  ForfeitWin / ForfeitLoss (opponent 0): "0000 - +" and
//	                                lichess "       -" are kept as written
//	F H U FullBye / HalfBye /       FullBye / HalfBye / PairingBye
//	Z     ZeroBye, with a warning   ZeroBye
//	blank Pending (paired, result   NoResult ("0000 -  ", a colour-only or an all-blank
//	      not entered)              cell, a missing block)
//
// NoResult and ZeroBye are both worth the zero-point-bye value; NoResult keeps the
// difference between "nothing recorded" and an explicit Z. A colour in a bye cell is kept.
//
// # Declared points
//
// The points field is what the file says, not necessarily what the rounds add up to (ICU
// files count "0000 -" byes as ½ only there). When it differs from the rounds plus any 299
// adjustments, the difference is kept as an [engine.AdjustDeclared] adjustment; the score
// is never silently changed, and [engine.Tournament.Validate] reports it. The one
// exception is acceleration: when a player has an XXA line and the difference is one of
// its values (or their running sum), the points field included fictitious acceleration
// points, which never enter standings; that is reported as a warning instead.
//
// # Column drift
//
// Each 001 line is checked: the round blocks must have an opponent number, a colour
// (w, b, -, blank) at col 97 + 10k and a known result code, and the points field must be a
// number. When the columns after the name do not line up but do so shifted by up to three
// characters (a name one character too long, a mis-encoded name), the line is read
// realigned with a warning. A name starting at column 16 (lichess) is read as is.
//
// The package does not validate pairings (see [engine.Tournament.Validate]) and does not
// compute standings.
package trf
