// Package pipeline holds what tiebreak does with an event, for the tiebreak command and
// for any Go program that wants to do the same.
//
// The event is the unit, and data flows down once:
//
//	Open(ctx, paths, LoadOptions)  -> *Event      every section of one file, or one
//	                                              section per file; each judged
//	event.MatchFund(fund)          -> *EventPay   the fund matched once; based_on over
//	                                              every section loaded
//	Build(ctx, event, Plan)        -> *Built      every section ranked and paid, its
//	                                              files made in memory, none written
//	MakeReport(ctx, event, ReportOptions)
//	                               -> *EventReport the fund (else the prizes the file
//	                                              holds) matched, Build, the site
//	ReportFolder.Write(ctx, dir, files)           the report written all or nothing
//
// [Open] reads and judges every section ([Event], [Section], [Loaded]): a section that
// cannot be read, or that [Judge] refuses, carries its error and the others go on;
// [Import] reads without judging (check reports; batch judges each section as it
// builds it). [Event.MatchFund] applies [MatchFund] to the whole event, also when one
// section of a file was picked, so that printing one section never changes an amount.
// [Build] is the one report builder: report, publish, watch, batch and prizes differ
// only in their [Plan] (the report files, the site sections, which sections may be
// left out), and it returns the files ([File]: a path relative to the output folder
// and the bytes) for the caller to write, all or nothing, where it likes.
// [MakeReport] is the report of an event as report and watch make it (the fund, else
// the prizes a SwissSys file holds, the site when asked for), and [ReportFolder.Write]
// writes it as they do: the report of another event refused, all or nothing, with the
// list of the files written so that a rerun removes its own old files. It never
// prints: what the director should know reaches [Plan.Say] as [Note] values, in order,
// so that a command words them in its flags and a program in its menus. A Plan is a
// value, not a builder object: what differs between commands is data, and a Go
// program fills the same fields.
//
// The package also holds:
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
//   - teams ([Teams], which ranks [RankTeams] team matches or [RankSchools] the school
//     teams of an individual event, [WallchartTeams] for the wall chart's team sheets);
//   - rating reports ([RatingsReport]: FIDE rating changes with the norm screen, or US
//     Chess estimates, under typed [RatingsOptions], read from what a director writes
//     by [RatingsText.Options]);
//   - what check reports of each section ([CheckSection], and [WriteCheckJSON] for its
//     JSON contract) and the list of byes a PGN file lacks ([LoadByes]);
//   - sites ([BuildSite], and [SiteFolder.Replace], which swaps a site folder in as a
//     whole) and multi-file exports ([ExportFiles], the US Chess rating report);
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
// A season of events, each built as above into one output folder, is run by
// [github.com/tiebreak-chess/tiebreak/pipeline/batch].
//
// The package never prints and never names a command-line flag. What the director
// should know comes back as notes ([Note]; [Note.Worded] lets a program say how its
// users choose a round); errors are typed ([ChoiceError], [RulesError],
// [TiebreakError], [OptionSyntaxError], [UnknownFormatError], [RefusedError],
// [RoundError], [PlannedError], [TeamTiebreakError], [TeamDataError],
// [NoSectionsError], [FileSectionsError], [FilesSectionError], [FundSectionsError],
// [RankError], [SectionError], [ByesFileError], [FolderError], [ReadError]) so that a
// command can word them in its flags and add hints. Where the director has a way out,
// the error names it as a [github.com/tiebreak-chess/tiebreak/internal/remedy.Remedy]
// (or the setting it is about), which each front end words in its own controls.
//
// Prizes are paid with [github.com/tiebreak-chess/tiebreak/engine/prizes.Allocate] from a fund read by
// [LoadFund] ([github.com/tiebreak-chess/tiebreak/importers/fund]); documents are written by the exporters of
// [Formats]. The Example goes the whole way for one section: load, rank, pay, write
// prizes.pdf; ExampleBuild does it for a file of nine sections and a fund over them;
// ExampleMakeReport writes the report of a SwissSys file paid the prizes it holds.
package pipeline
