// Package app is the local web application of 'tiebreak app': a page a tournament
// director opens in the browser to read results files, see what check says, see the
// standings, fill in a prize fund and download the report and the results site, and the
// HTTP interface the page uses, which scripts can use too (docs/app.md).
//
// The app decides nothing: every answer comes from an [Engine], the pipeline behind the
// commands, so a download holds, byte for byte, what the commands write. The app keeps
// the uploads in a temporary workspace removed by [Server.Close], listens on the loopback
// interface, and answers 403 to any request without its token or from a foreign page.
package app

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/scratch"
	"github.com/tiebreak-chess/tiebreak/internal/watch"
)

// Server is the app: the page, the API and the workspace holding the uploads.
type Server struct {
	engine Engine
	token  string
	hosts  map[string]bool // the Host values a request may carry
	origin string          // the page's origin: http://host:port
	ws     *workspace
	limits Limits
	mux    *http.ServeMux

	// watchOpts tune how Follow watches its files.
	watchOpts watch.Options

	mu     sync.Mutex
	events map[string]*event
	order  []string  // event ids, oldest first
	follow *follower // the followed files, when Follow runs
}

// Limits bound what one upload may hold; [DefaultLimits] are the parsers' budgets.
type Limits struct {
	// File is the most bytes one results file may have.
	File int64
	// Fund is the most bytes a prize-fund YAML may have.
	Fund int64
	// Request is the most bytes one upload may have, every part included.
	Request int64
	// Files is the most results files one upload may hold.
	Files int
	// Events is how many events the workspace keeps; the oldest is removed first.
	Events int
}

// New returns the app for the listener address addr (the page's URL names it), with a
// fresh token and an empty workspace under the system's temporary folder.
func New(eng Engine, addr net.Addr) (*Server, error) {
	token, err := newToken()
	if err != nil {
		return nil, err
	}
	ws, err := newWorkspace()
	if err != nil {
		return nil, err
	}
	s := &Server{engine: eng, token: token, ws: ws, limits: DefaultLimits(), events: map[string]*event{}}
	s.hosts, s.origin = allowedHosts(addr)
	s.routes()
	return s, nil
}

// URL is the address the director opens, with the token.
func (s *Server) URL() string { return s.origin + "/?token=" + s.token }

// Token is the secret every request carries.
func (s *Server) Token() string { return s.token }

// Workspace is the temporary folder holding the uploads and outputs.
func (s *Server) Workspace() string { return s.ws.dir }

// Close removes the workspace and everything in it.
func (s *Server) Close() error { return s.ws.remove() }

// Serve answers requests on ln until ctx is cancelled, then stops, waits a moment for
// the requests under way and removes the workspace.
func Serve(ctx context.Context, ln net.Listener, s *Server) error {
	hs := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       time.Minute,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	done := make(chan error, 1)
	go func() { done <- hs.Serve(ln) }()
	var err error
	select {
	case <-ctx.Done():
		stop, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		_ = hs.Shutdown(stop)
		cancel()
		err = <-done
	case err = <-done:
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	if cerr := s.Close(); err == nil {
		err = cerr
	}
	return err
}

// newToken returns 32 random bytes in URL-safe base64 (43 characters).
func newToken() (string, error) {
	b := make([]byte, 32)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("cannot make the app's token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// allowedHosts returns the Host values a request to addr may carry (the address itself,
// and localhost for a loopback address) and the origin of the page.
func allowedHosts(addr net.Addr) (map[string]bool, string) {
	hosts := map[string]bool{addr.String(): true}
	origin := "http://" + addr.String()
	if ta, ok := addr.(*net.TCPAddr); ok {
		port := fmt.Sprint(ta.Port)
		if ta.IP.IsLoopback() {
			hosts[net.JoinHostPort("localhost", port)] = true
		}
		if ta.IP.IsUnspecified() {
			origin = "http://" + net.JoinHostPort("127.0.0.1", port)
			hosts[net.JoinHostPort("127.0.0.1", port)] = true
			hosts[net.JoinHostPort("localhost", port)] = true
		}
	}
	return hosts, origin
}

// workspace is the temporary folder of the app's uploads and outputs: a scratch folder,
// locked while the app runs, so that the next run of tiebreak removes it if the app was
// killed outright (it holds the players' names and IDs).
type workspace struct {
	dir     string
	scratch *scratch.Dir
	mu      sync.Mutex
}

func newWorkspace() (*workspace, error) {
	sd, err := scratch.Make("", "tiebreak-app-")
	if err != nil {
		return nil, fmt.Errorf("cannot make the app's temporary folder: %w", err)
	}
	return &workspace{dir: sd.Path, scratch: sd}, nil
}

// mkdir makes a new empty folder in the workspace, its name starting with prefix.
func (w *workspace) mkdir(prefix string) (string, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.dir == "" {
		return "", errors.New("the app is stopping")
	}
	return os.MkdirTemp(w.dir, prefix)
}

// remove removes the workspace; later mkdir calls fail.
func (w *workspace) remove() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.dir == "" {
		return nil
	}
	err := w.scratch.Remove()
	w.dir = ""
	return err
}

// scrub removes the workspace folder dir from text: a check report names the files it
// read, which the director knows by their own names.
func scrub(text []byte, dir string) []byte {
	if dir == "" {
		return text
	}
	sep := string(os.PathSeparator)
	for _, p := range []string{dir + sep, strings.ReplaceAll(dir+sep, `\`, `\\`)} {
		text = []byte(strings.ReplaceAll(string(text), p, ""))
	}
	return text
}
