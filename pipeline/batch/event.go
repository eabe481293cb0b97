package batch

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/internal/outdir"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// eventRun is the work on one event: its hooks and what it gave so far.
type eventRun struct {
	r   *run
	ev  *Event
	h   Hooks
	res *result
}

// word returns err worded by the hooks for stage.
func (e *eventRun) word(stage Stage, err error) error {
	if e.h.Word == nil {
		return err
	}
	return e.h.Word(stage, err)
}

// fail records the failure err of the event, or of its section written into folder.
func (e *eventRun) fail(folder string, err error) {
	e.res.rows = append(e.res.rows, pipeline.FailedRow(folder, e.ev.Path, err))
	if e.h.Failed != nil {
		e.h.Failed(folder, err)
	}
}

// process reads, judges, ranks and writes the event ev. Whatever goes wrong, a panic
// included, fails this event alone.
func (r *run) process(ctx context.Context, ev *Event) (res *result) {
	e := &eventRun{r: r, ev: ev, res: &result{}}
	res = e.res
	defer func() {
		if v := recover(); v != nil {
			e.fail(ev.Folder, &PanicError{Path: ev.Path, Value: v})
		}
	}()
	if r.Hooks != nil {
		e.h = r.Hooks(ev)
	}
	if ev.err != nil {
		e.fail(ev.Folder, ev.err)
		return res
	}
	s := ev.Settings
	loaded, err := pipeline.Import(ctx, ev.Path, pipeline.LoadOptions{Formats: r.Formats, From: s.From, Sheet: s.Sheet,
		Judging: s.Judging(), Read: e.h.Read})
	if err != nil {
		e.fail(ev.Folder, e.word(StageLoad, err))
		return res
	}
	pay, err := loaded.MatchFund(s.Fund)
	if err != nil {
		e.fail(ev.Folder, e.word(StageFund, err))
		return res
	}
	var plan pipeline.Plan
	if e.h.Plan != nil {
		plan, err = e.h.Plan(s)
	} else {
		plan, err = DefaultPlan(r.Formats, s)
	}
	if err != nil {
		e.fail(ev.Folder, err)
		return res
	}
	e.build(ctx, loaded, plan, pay)
	return res
}

// build builds the event loaded as plan says, paid as pay, and writes its files.
func (e *eventRun) build(ctx context.Context, loaded *pipeline.Event, plan pipeline.Plan, pay *pipeline.EventPay) {
	ev, r := e.ev, e.r
	secs, folders := loaded.Sections, loaded.Folders()
	folder := func(i int) string {
		if folders[i] != "" {
			return ev.Folder + "/" + folders[i]
		}
		return ev.Folder
	}
	// A section that fails is told as it fails, and gets its summary row in section
	// order.
	failed := make([]error, len(secs))
	index := func(sec *pipeline.Section) int {
		for i := range secs {
			if &secs[i] == sec {
				return i
			}
		}
		return 0
	}
	j := ev.Settings.Judging()
	plan.Pay, plan.Report, plan.Judge, plan.LeftOut, plan.KeepGoing = pay, true, &j, true, true
	plan.Site, plan.SiteFolder, plan.SiteNamed = r.Site != nil, ev.Folder, true
	plan.Say = func(n pipeline.Note) {
		var err error
		switch n.Kind {
		case pipeline.NoteLeftOut:
			err = n.Err
			if !n.Section.Judged && !strings.HasPrefix(err.Error(), ev.Path) {
				err = fmt.Errorf("%s: %w", n.Section.Label(ev.Path), err)
			}
		case pipeline.NoteFailed:
			var se *pipeline.SectionError
			if err = e.word(StageBuild, n.Err); !errors.As(n.Err, &se) {
				err = fmt.Errorf("%s: %w", n.Section.Label(ev.Path), err)
			}
		default:
			if e.h.Say != nil {
				e.h.Say(n)
			}
		}
		if err != nil {
			i := index(n.Section)
			failed[i] = err
			if e.h.Failed != nil {
				e.h.Failed(folder(i), err)
			}
		}
	}
	built, err := pipeline.Build(ctx, loaded, plan)
	if err != nil {
		e.fail(ev.Folder, e.word(StageBuild, err))
		return
	}
	for i, rk := range built.Ranked {
		if err := failed[i]; err != nil {
			e.res.rows = append(e.res.rows, pipeline.FailedRow(folder(i), ev.Path, err))
			continue
		}
		if rk == nil {
			continue
		}
		if err := r.write(ctx, rk.Files, ev.Folder); err != nil {
			e.fail(folder(i), e.word(StageWrite, err))
			continue
		}
		l := secs[i].Loaded
		e.res.rows = append(e.res.rows, pipeline.SummaryRow(folder(i), l.Path, rk.Standings, l.WarningCount()+len(pipeline.ProgressNotes(l.T))))
		se := seasonEvent{SeasonEvent: pipeline.NewSeasonEvent(folder(i), l.Path, rk.Standings, rk.Prizes)}
		if rk.Site != nil {
			se.site, se.siteFiles, se.siteErr = e.writeSitePart(ctx, *rk.Site)
		}
		e.res.events = append(e.res.events, se)
	}
	if len(built.EventFiles) > 0 {
		if err := r.write(ctx, built.EventFiles, ev.Folder); err != nil {
			e.fail(ev.Folder, e.word(StageWrite, err))
		}
	}
}

// writeSitePart renders the pages of one section of the site and writes them into the
// site's folder at once; it returns the part, without its pages, for [site.Finish], and
// how many pages were written.
func (e *eventRun) writeSitePart(ctx context.Context, sec site.Section) (*site.Part, int, error) {
	part, err := site.RenderSection(sec, *e.r.Site)
	if err != nil {
		return nil, 0, &SiteError{Err: err}
	}
	n := len(part.Files)
	if err := e.r.write(ctx, siteFiles(part.Files), ""); err != nil {
		return nil, 0, e.word(StageWrite, err)
	}
	part.Drop()
	return part, n, nil
}

// SiteFolder is the folder of the site in the output folder.
const SiteFolder = pipeline.ReportSiteFolder

// siteFiles returns the files of the site as written below [SiteFolder].
func siteFiles(files []exporters.File) []pipeline.File {
	out := make([]pipeline.File, len(files))
	for i, f := range files {
		out[i] = pipeline.File{Name: SiteFolder + "/" + f.Name, Data: f.Data}
	}
	return out
}

// write writes files into the output folder, below folder ("" for none), all or none.
func (r *run) write(ctx context.Context, files []pipeline.File, folder string) error {
	out := make([]outdir.File, len(files))
	for i, f := range files {
		out[i] = outdir.File{Name: f.Name, Data: f.Data}
		if folder != "" {
			out[i].Name = folder + "/" + f.Name
		}
	}
	return r.out.WriteAll(ctx, out)
}
