// Package batch runs a season: every event file found below folders, each reported
// into its own folder of one output folder, then the season's own files. It is what the
// tiebreak batch command does, for any Go program that wants the same.
//
// [Run] takes a [Plan] and goes once through these steps:
//
//   - discovery: every file given, and every file below each folder given that an
//     importer claims, in path order, with the season.yaml files and sidecars that apply
//     to it and the folder it is written into ([Event]); the files skipped, and why;
//   - settings: each event's [pipeline.Settings] are Plan.Defaults, then each season.yaml
//     from the top folder down, then its sidecar, then Plan.Given
//     ([pipeline.Settings.Apply]);
//   - each event, by Plan.Workers workers at once: read ([pipeline.Import]), its fund
//     matched ([pipeline.Event.MatchFund]), built by the one report builder
//     ([pipeline.Build]), every section judged as it is built, and its files written
//     into the output folder all or nothing ([outdir.Dir.WriteAll]). An event, or one
//     section of it, that cannot be read, ranked or written fails alone, a panic
//     included; the others go on. Of an event written only a
//     [pipeline.SeasonEvent] is kept (and its part of the site, its pages already
//     written), so that a season's memory does not grow with its events' rankings;
//   - the summary (summary.csv and summary.xlsx), the season leaderboard (season.csv,
//     .xlsx, .pdf), the ledger of cash prizes (payees.csv, .pdf) and, with Plan.Site,
//     the rest of the site; then the folder's manifest.
//
// Run never prints and nothing here names a command-line flag: what happens comes back,
// in path order whatever the number of workers, as [Update] values through
// Plan.Progress, which a [Log] prints as plain lines (the tiebreak batch command's log);
// what each event's build should tell the director reaches the [Hooks] the caller gives
// for it, which also word its errors; the run's errors are typed ([NoEventsError],
// [StoppedError], and the errors of [outdir] for the folder), and the season files
// that could not be made are in the [Result] ([Result.Err], with a [FailedError] when
// only events failed). A context is passed to each call that needs one, never kept.
// [LimitMemory] sets the soft memory limit that suits a season, for a caller that owns
// its process.
//
// It is a package of its own, above [pipeline], because a season is many events: the
// worker pool, the output folder it owns, discovery and the season's files are not part
// of building one event, and a program that reports one event never needs them.
package batch
