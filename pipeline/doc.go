// Package pipeline holds what tiebreak does with an event, for the tiebreak command and
// for any Go program that wants to do the same:
//
//   - the registries of every importer, exporter and tiebreak family ([Formats]) and the
//     choice of an input's importer ([Formats.Importer]);
//   - the settings of a run ([Settings]) and their layering in a batch ([Layer],
//     [Settings.Apply], [SettingsLayer]: the defaults, then each season.yaml from the
//     top folder down, then the event's sidecar, then the flags given);
//   - the checks an event passes before it is ranked ([Judge]: refusal on errors unless
//     forced, the round chosen) and what the director is told once it is loaded
//     ([EventNotes]: the warnings counted, the round in progress);
//   - the resolution of rules and tiebreaks that ranks an event ([Formats.Rank]: the
//     rules the file declares, the tiebreak order it states (as SwissSys used, from a TRF
//     202 record), the rules' preset otherwise, only complete rounds, places by score
//     group under US Chess rules; rule options NAME=VALUE read by
//     [github.com/tiebreak-chess/tiebreak/engine.ParseOptions]);
//   - teams ([RankTeams] for team matches, [RankSchools] for the school teams of an
//     individual event, [WallchartTeams] for the wall chart's team sheets);
//   - prizes ([Formats.Pay], which ranks the teams that team prizes are paid on with
//     [Formats.FundTeams]); every fund is matched to the sections of the event once, by
//     the one rule every command follows ([MatchFund]: a fund with sections: pays each
//     section from its own list, a fund without pays the one section printed or, with
//     every_section: true, each section from a copy of its list; based_on counts every
//     section loaded, whatever is printed), and paid section by section ([EventFund]);
//   - what a report folder holds ([Formats.ReportFiles], [EventFund.EventPrizeFiles])
//     and the folders of a report's sections and of a batch's events
//     ([SectionFolders], [EventFolders]).
//
// The package never prints and never names a command-line flag. What the director
// should know comes back as notes ([Note]; [Note.Worded] lets a program say how its
// users choose a round); errors are typed ([ChoiceError], [RulesError],
// [TiebreakError], [OptionSyntaxError], [UnknownFormatError], [RefusedError],
// [RoundError], [TeamTiebreakError], [TeamDataError]) so that a command can word them
// in its flags and add hints.
//
// Prizes are paid with [github.com/tiebreak-chess/tiebreak/engine/prizes.Allocate] from a fund read by
// [LoadFund] ([github.com/tiebreak-chess/tiebreak/importers/fund]); documents are written by the exporters of
// [Formats]. The Example goes the whole way: load, rank, pay, write prizes.pdf.
package pipeline
