package follow

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/tiebreak-chess/tiebreak/exporters/site"
	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/pipeline"
)

// stamp sets *at to the time stamp of the files made now, unless there is no
// [Options.Stamp].
func (f *Follower) stamp(at *time.Time) {
	if f.o.Stamp != nil {
		*at = f.o.Stamp()
	}
}

// writeReport builds the report of the copy cand, read as read, and writes it into dir.
func (f *Follower) writeReport(ctx context.Context, ev *Event, cand string, read *pipeline.Event, dir string) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	if fund == nil {
		// No fund named: the prizes the TD entered in the pairing program, if any.
		var notes []string
		fund, notes = pipeline.ReadProgramFund(cand)
		for i, n := range notes {
			f.say(&BuildNote{Path: ev.Path, Fund: i == 0 && fund != nil, Note: pipeline.Note{Kind: pipeline.NoteFund, Text: n}})
		}
	}
	pay, err := read.MatchFund(fund)
	if err != nil {
		return err
	}
	plan := *f.o.Report
	plan.Pay, plan.Report, plan.LeftOut, plan.Site = pay, true, true, false
	f.stamp(&plan.PDF.GeneratedAt)
	plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: ev.Path, Note: n}) }
	b, err := pipeline.Build(ctx, read, plan)
	if err != nil {
		return err
	}
	if err := f.o.Writer.WriteReport(ctx, dir, append(b.Files, b.EventFiles...)); err != nil {
		return err
	}
	if len(b.LeftOut) > 0 {
		return &LeftOutError{Sections: b.LeftOut}
	}
	return nil
}

// Notice returns the line the site's pages show: "" when every event's latest save
// was used, else "last updated after round 4, 21:14; event.trf saved 21:20 is
// unreadable: line 37: ..." for each event whose latest save was not.
func (f *Follower) Notice() string {
	var parts []string
	for _, ev := range f.order {
		if ev.Problem == nil {
			continue
		}
		last := "no outputs yet"
		if ev.Good {
			last = "last updated " + ev.Progress()
		}
		parts = append(parts, last+"; "+f.o.Word(ev.Problem))
	}
	return strings.Join(parts, " | ")
}

// writeSite builds and writes the site of the last good copy of every event.
func (f *Follower) writeSite(ctx context.Context) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	if !slices.ContainsFunc(f.order, func(ev *Event) bool { return ev.Good }) {
		return nil
	}
	var secs []site.Section
	folders := map[string]bool{}
	for _, ev := range f.order {
		if !ev.Good {
			continue
		}
		pay, err := ev.loaded.MatchFund(fund)
		if err != nil {
			return err
		}
		plan := *f.o.Site
		plan.Pay, plan.Site, plan.LeftOut = pay, true, f.o.Load.Judging.Force
		plan.SiteFolder = pipeline.UniqueFolder(pipeline.EventSlug(ev.good), folders)
		plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: ev.Path, Site: true, Note: n}) }
		b, err := pipeline.Build(ctx, ev.loaded, plan)
		if err != nil {
			return err
		}
		secs = append(secs, b.Site...)
	}
	opts := f.o.SiteOptions
	opts.Notice = f.Notice()
	f.stamp(&opts.GeneratedAt)
	files, err := site.Build(secs, opts)
	if err != nil {
		return err
	}
	var ids []pipeline.EventID
	for _, sec := range secs {
		t := sec.Doc.T
		id := pipeline.EventID{Name: strings.TrimSpace(pipeline.EventTitle(t.Name, t.Section)), Date: strings.TrimSpace(t.StartDate)}
		if !slices.Contains(ids, id) {
			ids = append(ids, id)
		}
	}
	dir := f.o.Out
	if f.o.Report != nil {
		dir = filepath.Join(f.o.Out, SiteFolder)
	}
	return f.o.Writer.WriteSite(ctx, dir, files, ids)
}

// StatusText returns the status file: the header, then per event its last update and
// why its latest save was not used.
func (f *Follower) StatusText() string {
	var b strings.Builder
	b.WriteString(f.o.StatusHeader)
	for _, ev := range f.order {
		switch {
		case ev.Problem != nil && ev.Good:
			fmt.Fprintf(&b, "%s: last updated %s; %s\n", ev.Path, ev.Progress(), f.o.Word(ev.Problem))
		case ev.Problem != nil:
			fmt.Fprintf(&b, "%s: no outputs yet; %s\n", ev.Path, f.o.Word(ev.Problem))
		case ev.Good:
			fmt.Fprintf(&b, "%s: updated %s\n", ev.Path, ev.Progress())
		}
	}
	return b.String()
}

// writeStatus writes the status file.
func (f *Follower) writeStatus(ctx context.Context) error {
	if err := os.MkdirAll(f.o.Out, 0o755); err != nil {
		return err
	}
	return f.o.Writer.WriteFile(ctx, filepath.Join(f.o.Out, f.o.StatusFile), []byte(f.StatusText()))
}

// runCommand runs the command through the shell; its failure is reported, not fatal.
func (f *Follower) runCommand(ctx context.Context) {
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", f.o.Command)
	cmd.Env = append(os.Environ(), "TIEBREAK_OUTPUT="+f.o.Out)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	err := cmd.Run()
	if stopped(ctx) != nil {
		return
	}
	f.say(&CommandRun{Err: err, Output: buf.String()})
}

// copyInput copies from to to, refusing a file larger than the importers read.
func copyInput(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return fmt.Errorf("cannot read %s: %w", from, errors.Unwrap(err))
	}
	defer in.Close()
	out, err := os.Create(to)
	if err != nil {
		return err
	}
	n, err := io.Copy(out, io.LimitReader(in, importers.MaxInputSize+1))
	if cerr := out.Close(); err == nil {
		err = cerr
	}
	if err == nil && n > importers.MaxInputSize {
		err = fmt.Errorf("%s: larger than %d MiB", from, importers.MaxInputSize>>20)
	}
	return err
}
