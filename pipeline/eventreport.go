package pipeline

import (
	"context"
	"fmt"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
)

// ReportSiteFolder is the folder of the results site in a report's folder
// ([ReportOptions.Site]) and in a season's output folder.
const ReportSiteFolder = "site"

// ReportOptions say what [MakeReport] makes of an event.
type ReportOptions struct {
	// Plan ranks, pays and renders the sections ([Build]): its ranking, rating columns,
	// report files and exporter options, and Say, which hears the notes of the build
	// but for those that come back in [EventReport.Notes]. MakeReport sets its fund,
	// its report and site and that a section that cannot be used is left out.
	Plan Plan
	// Fund is the prize fund ([LoadFund]). Nil pays, for an event of one file, the
	// prizes that file holds ([FundToPay]: those a TD entered in SwissSys), and else
	// none.
	Fund *Fund
	// Site, when not nil, adds the event's results site, made with these options
	// ([site.Build]), below [ReportSiteFolder].
	Site *site.Options
}

// EventReport is the report of an event made in memory by [MakeReport], for
// [ReportFolder.Write].
type EventReport struct {
	// Files are every file of the report, slash-separated below its folder, in the
	// order they are listed: each section's files (in its folder when the event has
	// several), the site's pages below [ReportSiteFolder], then the prize files of the
	// whole event.
	Files []File
	// Notes are what the director should know of the fund ([NoteFund]: the prizes the
	// file holds, then what matching the fund found) and of each section built
	// ([NoteSection]), in that order.
	Notes []Note
	// ProgramFund says the fund paid is the one the event file holds; the first of
	// Notes says so.
	ProgramFund bool
	// LeftOut are the names of the sections that could not be used (not read, or
	// refused), which the report leaves out.
	LeftOut []string
}

// MakeReport makes the report of the event ev in memory, as 'tiebreak report' writes
// it and as a watched event's report is rewritten: the fund of o (else the prizes the
// event file holds) matched to every section once ([Event.MatchFund]), every section
// ranked, paid and rendered ([Build]) with the sections that cannot be used left out,
// the results site when o asks for it, and the prize files of the whole event. Nothing
// is written. Errors are those of matching the fund ([FundSectionsError]), of [Build]
// and of making the site.
func MakeReport(ctx context.Context, ev *Event, o ReportOptions) (*EventReport, error) {
	fund, notes, program := FundToPay(ctx, ev.Paths, o.Fund)
	rep := &EventReport{Notes: notes, ProgramFund: program}
	pay, err := ev.MatchFund(fund)
	if err != nil {
		return nil, err
	}
	p := o.Plan
	p.Pay, p.Report, p.LeftOut, p.Site = pay, true, true, o.Site != nil
	if p.Site {
		p.SiteFolder = EventSlug(ev.Paths[0])
	}
	outer := p.Say
	p.Say = func(n Note) {
		switch {
		case n.Kind == NoteFund || n.Kind == NoteSection:
			rep.Notes = append(rep.Notes, n)
		case outer != nil:
			outer(n)
		}
	}
	b, err := Build(ctx, ev, p)
	if err != nil {
		return nil, err
	}
	rep.LeftOut = b.LeftOut
	rep.Files = b.Files
	if p.Site {
		pages, err := site.Build(b.Site, *o.Site)
		if err != nil {
			return nil, fmt.Errorf("the site: %w", err)
		}
		for _, f := range pages {
			rep.Files = append(rep.Files, File{Name: ReportSiteFolder + "/" + f.Name, Data: f.Data})
		}
	}
	rep.Files = append(rep.Files, b.EventFiles...)
	return rep, nil
}

// ReportFolder writes a report made in memory into its folder ([ReportFolder.Write]).
type ReportFolder struct {
	// Guard decides whether the report of another event in the folder may be
	// replaced ([ReportGuard.CheckFolder]).
	Guard ReportGuard
	// Reads returns the input of the run that a path names, or "": such a file is
	// never written over. Nil when the run reads no file.
	Reads func(path string) string
}

// FinishError is the error of [ReportFolder.Write] once the report's files are in
// place: the folder could not be finished (a file of the previous report not removed,
// the list of the files written not written, or the run stopped just then).
type FinishError struct{ Err error }

func (e *FinishError) Error() string { return e.Err.Error() }
func (e *FinishError) Unwrap() error { return e.Err }

// Write writes files, a report ([EventReport.Files]), into the folder dir (created when
// needed), all or nothing, as 'tiebreak report' does. A folder holding the report of
// another event is refused as f.Guard says ([OtherReportError]), and so is one that a
// season's run wrote or another run is writing into (the errors of internal/outdir).
// Every file is staged before any is renamed into place; then the files of the
// previous report that this one does not make are removed and the list of the files
// written (the manifest) is written, so that a rerun removes its own files and nothing
// else: a failure then is a [FinishError]. A process stopped by a signal leaves nothing
// behind when ctx carries the run's registry of temporary files (see internal/outdir).
func (f ReportFolder) Write(ctx context.Context, dir string, files []File) error {
	if err := f.Guard.CheckFolder(dir, files); err != nil {
		return err
	}
	d, err := outdir.Open(ctx, dir, outdir.Options{Command: "report", Reads: f.Reads})
	if err != nil {
		return err
	}
	defer d.Close()
	out := make([]outdir.File, len(files))
	for i, file := range files {
		out[i] = outdir.File{Name: file.Name, Data: file.Data}
	}
	if err := d.WriteAll(ctx, out); err != nil {
		return err
	}
	if err := d.Finish(ctx, true); err != nil {
		return &FinishError{Err: err}
	}
	return nil
}
