package app

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"mime/multipart"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode"

	"github.com/tiebreak-chess/tiebreak/importers"
	"github.com/tiebreak-chess/tiebreak/importers/fund"
	"github.com/tiebreak-chess/tiebreak/internal/limits"
)

// DefaultLimits are the budgets of the parsers: a results file as large as the importers
// read, a fund as large as the fund reader reads.
func DefaultLimits() Limits {
	return Limits{
		File:    importers.MaxInputSize,
		Fund:    fund.MaxSize,
		Request: importers.MaxInputSize + fund.MaxSize + 1<<20,
		Files:   64,
		Events:  20,
	}
}

// event is one upload: its files, options and what check said.
type event struct {
	id       string
	dir      string // the event's folder in the workspace
	inDir    string // the uploaded files
	in       Inputs
	opts     Options
	sections []Section // File is the uploaded file's name

	mu     sync.Mutex
	report []byte // report.zip, once made
	site   []byte // site.zip, once made
}

// eventReply is the answer to POST /api/events.
type eventReply struct {
	ID       string          `json:"id"`
	Sections []sectionReply  `json:"sections"`
	Check    json.RawMessage `json:"check"`
}

// sectionReply names a section: the value of standings?section=.
type sectionReply struct {
	Section string `json:"section"`
	File    string `json:"file"`
	Name    string `json:"name,omitempty"`
}

func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.page)
	m.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(staticFS())))
	m.HandleFunc("GET /api/choices", s.choices)
	m.HandleFunc("POST /api/events", s.createEvent)
	m.HandleFunc("GET /api/events/{id}/standings", s.standings)
	m.HandleFunc("GET /api/events/{id}/prizes", s.prizes)
	m.HandleFunc("GET /api/events/{id}/report.zip", s.reportZip)
	m.HandleFunc("GET /api/events/{id}/report", s.reportList)
	m.HandleFunc("GET /api/events/{id}/report/{name...}", s.reportFile)
	m.HandleFunc("GET /api/events/{id}/site.zip", s.siteZip)
	m.HandleFunc("GET /api/templates/{name}", s.template)
	m.HandleFunc("GET /api/follow", s.followEvents)
	s.mux = m
}

// apiError is an answer in words: a status and the message the director reads.
type apiError struct {
	status int
	msg    string
}

func (e *apiError) Error() string { return e.msg }

func badRequest(format string, args ...any) error {
	return &apiError{http.StatusBadRequest, fmt.Sprintf(format, args...)}
}

// fail writes err as JSON {"error": ...} with its status (422 for the engine's refusals).
func fail(w http.ResponseWriter, err error) {
	status := http.StatusUnprocessableEntity
	var ae *apiError
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &ae):
		status = ae.status
	case errors.As(err, &mbe):
		status = http.StatusRequestEntityTooLarge
		err = fmt.Errorf("the upload is larger than %d MiB", mbe.Limit>>20)
	}
	writeJSON(w, status, map[string]string{"error": err.Error()})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(append(data, '\n'))
}

func (s *Server) choices(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, s.engine.Choices())
}

// template answers the YAML of a built-in prize-fund template, for the page to show.
func (s *Server) template(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if !slices.Contains(s.engine.Choices().Templates, name) {
		fail(w, &apiError{http.StatusNotFound, fmt.Sprintf("no prize-fund template %q", name)})
		return
	}
	data, err := s.engine.Template(name)
	if err != nil {
		fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "text/yaml; charset=utf-8")
	_, _ = w.Write(data)
}

// createEvent stores the uploaded files, checks them and answers the event's id, its
// sections and the check report.
func (s *Server) createEvent(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, s.limits.Request)
	ev, err := s.readUpload(r)
	if err != nil {
		if ev != nil {
			_ = os.RemoveAll(ev.dir)
		}
		fail(w, err)
		return
	}
	reply, err := s.checkEvent(r.Context(), ev)
	if err != nil {
		_ = os.RemoveAll(ev.dir)
		fail(w, err)
		return
	}
	writeJSON(w, http.StatusCreated, reply)
}

// checkEvent checks the files of ev, keeps it and returns the answer that names it.
func (s *Server) checkEvent(ctx context.Context, ev *event) (*eventReply, error) {
	check, err := s.engine.Check(ctx, ev.in, ev.opts)
	if err != nil {
		return nil, ev.words(err)
	}
	check = scrub(check, ev.inDir)
	ev.sections, err = checkSections(check, ev.in.Files, ev.inDir)
	if err != nil {
		return nil, err
	}
	s.keep(ev)
	reply := &eventReply{ID: ev.id, Check: check, Sections: []sectionReply{}}
	for _, sec := range ev.sections {
		reply.Sections = append(reply.Sections, sectionReply{Section: sectionKey(sec, len(ev.in.Files)), File: sec.File, Name: sec.Name})
	}
	return reply, nil
}

// keep adds ev to the events, removing the oldest beyond the limit.
func (s *Server) keep(ev *event) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.events[ev.id] = ev
	s.order = append(s.order, ev.id)
	for len(s.order) > s.limits.Events {
		old := s.events[s.order[0]]
		delete(s.events, s.order[0])
		s.order = s.order[1:]
		_ = os.RemoveAll(old.dir)
	}
}

// newEvent makes a new event with its folder in the workspace.
func (s *Server) newEvent() (*event, error) {
	dir, err := s.ws.mkdir("event-")
	if err != nil {
		return nil, err
	}
	id, err := newToken()
	if err != nil {
		return nil, err
	}
	ev := &event{id: id[:16], dir: dir, inDir: filepath.Join(dir, "in")}
	if err := os.Mkdir(ev.inDir, 0o700); err != nil {
		return ev, err
	}
	return ev, nil
}

// readUpload reads the multipart form of POST /api/events into a new event folder.
func (s *Server) readUpload(r *http.Request) (*event, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, badRequest("send the files as multipart/form-data (file parts named file)")
	}
	ev, err := s.newEvent()
	if err != nil {
		return ev, err
	}
	names := map[string]bool{}
	for {
		p, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return ev, err
		}
		if err := s.readPart(ev, p, names); err != nil {
			return ev, err
		}
	}
	if len(ev.in.Files) == 0 {
		return ev, badRequest("no results file: send one or more file parts named file")
	}
	return ev, nil
}

// readPart reads one part of the upload.
func (s *Server) readPart(ev *event, p *multipart.Part, names map[string]bool) error {
	defer p.Close()
	field := p.FormName()
	switch field {
	case "file":
		if len(ev.in.Files) == s.limits.Files {
			return &apiError{http.StatusRequestEntityTooLarge, fmt.Sprintf("more than %d files in one upload", s.limits.Files)}
		}
		name, err := uploadName(p.FileName())
		if err != nil {
			return err
		}
		if names[strings.ToLower(name)] {
			return badRequest("two files named %q: rename one", name)
		}
		names[strings.ToLower(name)] = true
		path := filepath.Join(ev.inDir, name)
		if err := saveLimited(path, p, s.limits.File, name); err != nil {
			return err
		}
		ev.in.Files = append(ev.in.Files, path)
	case "fund":
		return s.readFund(ev, p)
	case "tiebreaks", "rules", "round":
		v, err := readField(p, 1024)
		if err != nil {
			return err
		}
		return ev.setOption(field, v, s.engine.Choices())
	default:
		return badRequest("unknown field %q: the fields are file, fund, tiebreaks, rules and round", field)
	}
	return nil
}

// readFund reads the fund: a YAML file part, a YAML text field or a template's name.
func (s *Server) readFund(ev *event, p *multipart.Part) error {
	if ev.in.Fund != "" || ev.in.Template != "" {
		return badRequest("two funds: send one fund field")
	}
	path := filepath.Join(ev.dir, "fund.yaml")
	if p.FileName() != "" {
		if err := saveLimited(path, p, s.limits.Fund, "the fund"); err != nil {
			return err
		}
		ev.in.Fund = path
		return nil
	}
	v, err := readField(p, s.limits.Fund)
	if err != nil {
		return err
	}
	v = strings.TrimSpace(v)
	switch {
	case v == "":
	case slices.Contains(s.engine.Choices().Templates, v):
		ev.in.Template = v
	default:
		if err := os.WriteFile(path, []byte(v+"\n"), 0o600); err != nil {
			return err
		}
		ev.in.Fund = path
	}
	return nil
}

// setOption sets the option field to v, one of the choices.
func (ev *event) setOption(field, v string, c Choices) error {
	v = strings.TrimSpace(v)
	switch field {
	case "rules":
		if v != "" && !slices.Contains(c.Rules, v) {
			return badRequest("rules %q: use one of %s", v, strings.Join(c.Rules, ", "))
		}
		ev.opts.Rules = v
	case "tiebreaks":
		ev.opts.Tiebreaks = v
	case "round":
		if v == "" {
			return nil
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > limits.MaxRounds {
			return badRequest("round %q: a number from 1 to %d, or empty for every round", v, limits.MaxRounds)
		}
		ev.opts.Round = n
	}
	return nil
}

// uploadName returns the file name a part gives, as the folder stores it; a name with a
// folder keeps its last element only.
func uploadName(name string) (string, error) {
	name = strings.ReplaceAll(name, `\`, "/")
	if i := strings.LastIndex(name, "/"); i >= 0 {
		name = name[i+1:]
	}
	if name == "" || name == "." || name == ".." || strings.HasPrefix(name, ".") || len(name) > 200 {
		return "", badRequest("a file part needs a file name (event.trf)")
	}
	for _, r := range name {
		if unicode.IsControl(r) || strings.ContainsRune(`<>:"|?*`, r) {
			return "", badRequest("the file name %q has a character no folder takes", name)
		}
	}
	return name, nil
}

// saveLimited writes r to path, refusing more than limit bytes.
func saveLimited(path string, r io.Reader, limit int64, what string) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return err
	}
	n, err := io.Copy(f, io.LimitReader(r, limit+1))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return err
	}
	if n > limit {
		return &apiError{http.StatusRequestEntityTooLarge, fmt.Sprintf("%s is larger than %s, the most the readers take", what, size(limit))}
	}
	return nil
}

func size(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// readField reads a text field of at most limit bytes.
func readField(r io.Reader, limit int64) (string, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return "", err
	}
	if int64(len(data)) > limit {
		return "", &apiError{http.StatusRequestEntityTooLarge, fmt.Sprintf("a field is larger than %s", size(limit))}
	}
	return string(data), nil
}

// checkSections lists the sections the check report names, in its order: every
// section of every file.
func checkSections(check []byte, files []string, inDir string) ([]Section, error) {
	var rep struct {
		Events []struct {
			File    string `json:"file"`
			Section string `json:"section"`
		} `json:"events"`
	}
	if err := json.Unmarshal(check, &rep); err != nil {
		return nil, fmt.Errorf("cannot read the check report: %w", err)
	}
	var out []Section
	for _, e := range rep.Events {
		name := filepath.Base(e.File)
		if !slices.Contains(files, filepath.Join(inDir, name)) {
			continue
		}
		out = append(out, Section{File: name, Name: e.Section})
	}
	return out, nil
}

// sectionKey is how standings?section= names sec: its name, else its file's name.
func sectionKey(sec Section, files int) string {
	if sec.Name != "" && files == 1 {
		return sec.Name
	}
	if sec.Name != "" {
		return sec.File + ": " + sec.Name
	}
	return sec.File
}

// words returns the engine's error as the director reads it: the files named as they
// were uploaded, without the workspace's folders.
func (ev *event) words(err error) error {
	var ae *apiError
	if errors.As(err, &ae) {
		return err
	}
	return errors.New(string(scrub(scrub([]byte(err.Error()), ev.inDir), ev.dir)))
}

// find returns the event of the request's {id}.
func (s *Server) find(r *http.Request) (*event, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ev, ok := s.events[r.PathValue("id")]
	if !ok {
		return nil, &apiError{http.StatusNotFound, "no such event: upload it again (POST /api/events)"}
	}
	return ev, nil
}

// standings answers the standings JSON of one section (?section=, as the event's
// sections name it; may be left out for an event of one section).
func (s *Server) standings(w http.ResponseWriter, r *http.Request) {
	s.ofSection(w, r, "application/json; charset=utf-8", s.engine.Standings)
}

// prizes answers the prize list of one section (?section= as for standings), as text.
func (s *Server) prizes(w http.ResponseWriter, r *http.Request) {
	s.ofSection(w, r, "text/plain; charset=utf-8", func(ctx context.Context, in Inputs, opts Options, sec Section) ([]byte, error) {
		if in.Fund == "" && in.Template == "" {
			return nil, &apiError{http.StatusNotFound, "no prize fund: upload the event again with a fund"}
		}
		return s.engine.Prizes(ctx, in, opts, sec)
	})
}

// ofSection answers what get makes of the section ?section= names.
func (s *Server) ofSection(w http.ResponseWriter, r *http.Request, ctype string, get func(context.Context, Inputs, Options, Section) ([]byte, error)) {
	ev, err := s.find(r)
	if err != nil {
		fail(w, err)
		return
	}
	want := r.URL.Query().Get("section")
	var keys []string
	for _, sec := range ev.sections {
		key := sectionKey(sec, len(ev.in.Files))
		keys = append(keys, key)
		if key == want || (want == "" && len(ev.sections) == 1) {
			sec.File = filepath.Join(ev.inDir, sec.File)
			data, err := get(r.Context(), ev.in, ev.opts, sec)
			if err != nil {
				fail(w, ev.words(err))
				return
			}
			w.Header().Set("Content-Type", ctype)
			_, _ = w.Write(data)
			return
		}
	}
	fail(w, &apiError{http.StatusNotFound, fmt.Sprintf("no section %q: the sections are %s", want, strings.Join(quoted(keys), ", "))})
}

func quoted(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = strconv.Quote(s)
	}
	return out
}

func (s *Server) reportZip(w http.ResponseWriter, r *http.Request) {
	s.zipOf(w, r, "report", func(ev *event) *[]byte { return &ev.report }, s.engine.Report)
}

// reportEntries returns the files of the event's report, made once.
func (s *Server) reportEntries(r *http.Request) ([]*zip.File, error) {
	ev, err := s.find(r)
	if err != nil {
		return nil, err
	}
	ev.mu.Lock()
	if ev.report == nil {
		ev.report, err = s.makeZip(r, ev, "report", s.engine.Report)
	}
	data := ev.report
	ev.mu.Unlock()
	if err != nil {
		return nil, err
	}
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	return zr.File, nil
}

// reportList answers the names of the report's files: {"files": [...]}.
func (s *Server) reportList(w http.ResponseWriter, r *http.Request) {
	files, err := s.reportEntries(r)
	if err != nil {
		fail(w, err)
		return
	}
	names := []string{}
	for _, f := range files {
		names = append(names, f.Name)
	}
	writeJSON(w, http.StatusOK, map[string][]string{"files": names})
}

// reportFile answers one file of the report, looked up by name among its files.
func (s *Server) reportFile(w http.ResponseWriter, r *http.Request) {
	files, err := s.reportEntries(r)
	if err != nil {
		fail(w, err)
		return
	}
	name := r.PathValue("name")
	for _, f := range files {
		if f.Name != name {
			continue
		}
		rc, err := f.Open()
		if err != nil {
			fail(w, err)
			return
		}
		defer rc.Close()
		ctype := mime.TypeByExtension(path.Ext(name))
		if ctype == "" || strings.HasPrefix(ctype, "text/html") {
			ctype = "application/octet-stream"
		}
		w.Header().Set("Content-Type", ctype)
		w.Header().Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": strings.ReplaceAll(name, "/", "-")}))
		_, _ = io.Copy(w, rc)
		return
	}
	fail(w, &apiError{http.StatusNotFound, fmt.Sprintf("the report has no file %q", name)})
}

func (s *Server) siteZip(w http.ResponseWriter, r *http.Request) {
	s.zipOf(w, r, "site", func(ev *event) *[]byte { return &ev.site }, s.engine.Site)
}

// zipOf answers the zip of the folder make writes for the event, made once.
func (s *Server) zipOf(w http.ResponseWriter, r *http.Request, name string, cache func(*event) *[]byte, write func(ctx context.Context, in Inputs, opts Options, dir string) error) {
	ev, err := s.find(r)
	if err != nil {
		fail(w, err)
		return
	}
	ev.mu.Lock()
	data := *cache(ev)
	if data == nil {
		data, err = s.makeZip(r, ev, name, write)
		*cache(ev) = data
	}
	ev.mu.Unlock()
	if err != nil {
		fail(w, err)
		return
	}
	w.Header().Set("Content-Type", "application/zip")
	w.Header().Set("Content-Disposition", `attachment; filename="`+name+`.zip"`)
	w.Header().Set("Content-Length", strconv.Itoa(len(data)))
	_, _ = w.Write(data)
}

func (s *Server) makeZip(r *http.Request, ev *event, name string, write func(ctx context.Context, in Inputs, opts Options, dir string) error) ([]byte, error) {
	dir, err := os.MkdirTemp(ev.dir, name+"-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, name)
	if err := write(r.Context(), ev.in, ev.opts, out); err != nil {
		return nil, ev.words(err)
	}
	return zipFolder(os.DirFS(out))
}

// walkFiles lists the regular files of fsys, sorted, leaving out the bookkeeping files
// and folders whose names start with a dot.
func walkFiles(fsys fs.FS) ([]string, error) {
	var names []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() {
			names = append(names, p)
		}
		return nil
	})
	slices.Sort(names)
	return names, err
}
