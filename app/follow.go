package app

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/watch"
)

// follower keeps the latest event read from the followed files and the pages listening.
type follower struct {
	mu     sync.Mutex
	names  []string // the followed files' names, for the page
	latest []byte   // the last message, JSON
	subs   map[chan []byte]bool
}

// followMessage is what GET /api/follow sends each time the followed files were read.
type followMessage struct {
	Files   []string    `json:"files"`
	Updated string      `json:"updated"` // when they were read, RFC 3339
	Event   *eventReply `json:"event,omitempty"`
	Error   string      `json:"error,omitempty"` // why they could not be read; the last event stays
}

// Follow makes the app follow the files paths (named on the command line, never by a
// request): the returned function, until ctx is done, reads them whenever the pairing
// program has saved them and they settled, as 'tiebreak watch' does, makes each reading
// a new event with in's fund and opts, and sends it to the pages listening on GET
// /api/follow. Pages may listen as soon as Follow returns.
func (s *Server) Follow(paths []string, in Inputs, opts Options) (func(ctx context.Context) error, error) {
	w, err := watch.New(paths, s.watchOpts)
	if err != nil {
		return nil, err
	}
	f := &follower{subs: map[chan []byte]bool{}}
	for _, p := range paths {
		f.names = append(f.names, filepath.Base(p))
	}
	s.mu.Lock()
	s.follow = f
	s.mu.Unlock()
	return func(ctx context.Context) error { return s.follow1(ctx, w, f, paths, in, opts) }, nil
}

func (s *Server) follow1(ctx context.Context, w *watch.Watcher, f *follower, paths []string, in Inputs, opts Options) error {
	err := w.Run(ctx, false, func([]string) error {
		msg := followMessage{Files: f.names, Updated: time.Now().Format(time.RFC3339)}
		reply, err := s.readFollowed(ctx, paths, in, opts)
		if err != nil {
			msg.Error = err.Error()
		}
		msg.Event = reply
		data, err := json.Marshal(msg)
		if err != nil {
			return err
		}
		f.send(data)
		return nil
	})
	if ctx.Err() != nil {
		return nil
	}
	return err
}

// readFollowed copies the followed files into a new event and checks it.
func (s *Server) readFollowed(ctx context.Context, paths []string, in Inputs, opts Options) (*eventReply, error) {
	ev, err := s.newEvent()
	if err != nil {
		return nil, err
	}
	ev.opts = opts
	ev.in.Fund, ev.in.Template = in.Fund, in.Template
	for _, p := range paths {
		src, err := os.Open(p)
		if err != nil {
			_ = os.RemoveAll(ev.dir)
			return nil, err
		}
		dst := filepath.Join(ev.inDir, filepath.Base(p))
		err = saveLimited(dst, src, s.limits.File, filepath.Base(p))
		src.Close()
		if err != nil {
			_ = os.RemoveAll(ev.dir)
			return nil, err
		}
		ev.in.Files = append(ev.in.Files, dst)
	}
	reply, err := s.checkEvent(ctx, ev)
	if err != nil {
		_ = os.RemoveAll(ev.dir)
		return nil, err
	}
	return reply, nil
}

// send gives data to every page listening, and keeps it for those that come later.
func (f *follower) send(data []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.latest = data
	for c := range f.subs {
		select {
		case c <- data:
		default: // a page that does not keep up gets the next one
		}
	}
}

func (f *follower) subscribe() (chan []byte, []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	c := make(chan []byte, 1)
	f.subs[c] = true
	return c, f.latest
}

func (f *follower) unsubscribe(c chan []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	delete(f.subs, c)
}

// followEvents answers GET /api/follow: server-sent events, one "event" message each
// time the followed files were read, the latest first.
func (s *Server) followEvents(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	f := s.follow
	s.mu.Unlock()
	if f == nil {
		fail(w, &apiError{http.StatusNotFound, "the app follows no file: start it with the file to follow (tiebreak app event.trf)"})
		return
	}
	flusher, ok := w.(http.Flusher)
	if !ok {
		fail(w, fmt.Errorf("this connection cannot stream"))
		return
	}
	c, latest := f.subscribe()
	defer f.unsubscribe(c)
	w.Header().Set("Content-Type", "text/event-stream")
	w.WriteHeader(http.StatusOK)
	write := func(data []byte) bool {
		_, err := fmt.Fprintf(w, "event: event\ndata: %s\n\n", data)
		flusher.Flush()
		return err == nil
	}
	if latest != nil && !write(latest) {
		return
	}
	flusher.Flush()
	for {
		select {
		case <-r.Context().Done():
			return
		case data := <-c:
			if !write(data) {
				return
			}
		}
	}
}
