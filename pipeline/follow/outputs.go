package follow

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

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

// writeReport makes the report of the save read ([pipeline.MakeReport]) and writes it
// into dir.
func (f *Follower) writeReport(ctx context.Context, ev *Event, read *pipeline.Event, dir string) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	plan := *f.o.Report
	f.stamp(&plan.PDF.GeneratedAt)
	plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: ev.Path, Note: n}) }
	rep, err := pipeline.MakeReport(ctx, read, pipeline.ReportOptions{Plan: plan, Fund: fund})
	if err != nil {
		return err
	}
	for i, n := range rep.Notes {
		f.say(&BuildNote{Path: ev.Path, Fund: i == 0 && rep.ProgramFund, Note: n})
	}
	if err := f.o.Writer.WriteReport(ctx, dir, rep.Files); err != nil {
		return err
	}
	if len(rep.LeftOut) > 0 {
		return &LeftOutError{Sections: rep.LeftOut}
	}
	return nil
}

// Notice returns the line the site's pages show: "" when every event's latest save
// was used, else "last updated after round 4, 21:14; event.trf saved 21:20 is
// unreadable: line 37: ..." for each event whose latest save was not ([Event.State]).
func (f *Follower) Notice() string {
	var parts []string
	for _, ev := range f.order {
		if ev.Problem != nil {
			parts = append(parts, ev.State())
		}
	}
	return strings.Join(parts, " | ")
}

// writeSite builds and writes the site of the last good copy of every event
// ([pipeline.BuildSite]).
func (f *Follower) writeSite(ctx context.Context) error {
	fund, err := pipeline.LoadFund(f.o.Fund)
	if err != nil {
		return err
	}
	var good []*Event
	var paths []string
	for _, ev := range f.order {
		if ev.Good {
			good, paths = append(good, ev), append(paths, ev.good)
		}
	}
	if len(good) == 0 {
		return nil
	}
	cur := -1 // the event being built
	plan := *f.o.Site
	plan.LeftOut = f.o.Load.Judging.Force
	plan.Say = func(n pipeline.Note) { f.say(&BuildNote{Path: good[cur].Path, Site: true, Note: n}) }
	opts := f.o.SiteOptions
	opts.Notice = f.Notice()
	f.stamp(&opts.GeneratedAt)
	built, err := pipeline.BuildSite(ctx, paths, plan, fund, opts, func(string) (*pipeline.Event, error) {
		cur++
		return good[cur].loaded, nil
	})
	if err != nil {
		return err
	}
	dir := f.o.Out
	if f.o.Report != nil {
		dir = filepath.Join(f.o.Out, SiteFolder)
	}
	return f.o.Writer.WriteSite(ctx, dir, built.Files, built.Events)
}

// StatusText returns the status file: the header, then a line per event saying where
// it stands ([Event.State]).
func (f *Follower) StatusText() string {
	var b strings.Builder
	b.WriteString(f.o.StatusHeader)
	for _, ev := range f.order {
		if ev.Good || ev.Problem != nil {
			fmt.Fprintf(&b, "%s: %s\n", ev.Path, ev.State())
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
	out := &tailWriter{n: 4 * CommandOutputMax} // room for spaces at the end
	cmd.Stdout, cmd.Stderr = out, out
	err := cmd.Run()
	if stopped(ctx) != nil {
		return
	}
	f.say(&CommandRun{Err: err, Output: tail(strings.TrimSpace(string(out.buf)), CommandOutputMax)})
}

// tailWriter keeps the end of what is written to it, at least its last n bytes and at
// most 2n, so that a command printing without end takes no more memory.
type tailWriter struct {
	buf []byte
	n   int
}

func (w *tailWriter) Write(p []byte) (int, error) {
	w.buf = append(w.buf, p...)
	if len(w.buf) > 2*w.n {
		w.buf = append(w.buf[:0], w.buf[len(w.buf)-w.n:]...)
	}
	return len(p), nil
}

// CommandOutputMax is how much of the end of what [Options.Command] printed a
// [CommandRun] holds.
const CommandOutputMax = 500

// tail returns the last n bytes of text or fewer, starting at a whole character.
func tail(text string, n int) string {
	if len(text) <= n {
		return text
	}
	text = text[len(text)-n:]
	for len(text) > 0 && !utf8.RuneStart(text[0]) {
		text = text[1:]
	}
	return text
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
