// Package pipeline holds what tiebreak does with an event, for the tiebreak command and
// for any Go program that wants to do the same: the registries of every importer,
// exporter and tiebreak family ([Formats]), the choice of an input's importer
// ([Formats.Importer]), the checks an event passes before it is ranked ([Judge]:
// refusal on errors unless forced, the round chosen), the resolution of rules and
// tiebreaks that ranks an event ([Formats.Rank]: the rules the file declares, the
// tiebreak order it states (as SwissSys used, from a TRF 202 record), the rules' preset
// otherwise, only complete rounds, places by score group under US Chess rules), and what
// a report folder holds ([Formats.ReportFiles]). Team prizes are paid on the team
// standings turned into a [tiebreak/engine/prizes.TeamRanking] by [TeamRanking].
//
// The package never prints and never names a command-line flag. What the director
// should know comes back as notes ([Note]); errors are typed ([ChoiceError],
// [RulesError], [TiebreakError], [OptionSyntaxError], [UnknownFormatError],
// [RefusedError], [RoundError]) so that a command can word them in its flags and add
// hints.
//
// Prizes are paid with [tiebreak/engine/prizes.Allocate] from a fund read by
// [tiebreak/importers/fund]; documents are written by the exporters of [Formats]. The
// Example goes the whole way: load, rank, pay, write prizes.pdf.
package pipeline
