package app

import (
	"archive/zip"
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tiebreak-chess/tiebreak/internal/watch"
)

// fakeEngine answers as the commands would, recording what it was asked.
type fakeEngine struct {
	mu    sync.Mutex
	ins   []Inputs
	opts  []Options
	secs  []Section
	funds []string // the fund file's text at each report
}

func (f *fakeEngine) record(in Inputs, opts Options) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.ins = append(f.ins, in)
	f.opts = append(f.opts, opts)
	if in.Fund != "" {
		data, _ := os.ReadFile(in.Fund)
		f.funds = append(f.funds, string(data))
	}
}

func (f *fakeEngine) Check(_ context.Context, in Inputs, opts Options) ([]byte, error) {
	f.record(in, opts)
	type ev struct {
		File    string `json:"file"`
		Section string `json:"section,omitempty"`
		OK      bool   `json:"ok"`
	}
	var evs []ev
	for _, p := range in.Files {
		if strings.HasSuffix(p, ".json") {
			evs = append(evs, ev{p, "Open", true}, ev{p, "Under 1800", true})
			continue
		}
		evs = append(evs, ev{File: p, OK: true})
	}
	return json.Marshal(map[string]any{"events": evs})
}

func (f *fakeEngine) Standings(_ context.Context, in Inputs, opts Options, sec Section) ([]byte, error) {
	f.record(in, opts)
	f.mu.Lock()
	f.secs = append(f.secs, sec)
	f.mu.Unlock()
	return json.Marshal(map[string]string{"section": sec.Name, "file": filepath.Base(sec.File)})
}

func (f *fakeEngine) Prizes(_ context.Context, in Inputs, opts Options, sec Section) ([]byte, error) {
	f.record(in, opts)
	return []byte("prizes of " + sec.Name + " from " + in.Template + "\n"), nil
}

func (f *fakeEngine) Report(_ context.Context, in Inputs, opts Options, dir string) error {
	f.record(in, opts)
	files := map[string]string{"standings.csv": "Place,Name\n", ".tiebreak-files": "x\n", "open/prizes.csv": "p\n", "event.trf": "012 x\n"}
	return writeTree(dir, files)
}

func (f *fakeEngine) Site(_ context.Context, in Inputs, opts Options, dir string) error {
	f.record(in, opts)
	return writeTree(dir, map[string]string{"index.html": "<!doctype html>", "style.css": "body{}"})
}

func (f *fakeEngine) Choices() Choices {
	return Choices{Rules: []string{"uscf", "fide-2024"}, Templates: []string{"club-quad"}}
}

func (f *fakeEngine) Template(name string) ([]byte, error) { return []byte("# " + name + "\n"), nil }

func writeTree(dir string, files map[string]string) error {
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// testApp is a running app and what a client needs to reach it.
type testApp struct {
	s      *Server
	eng    *fakeEngine
	base   string // http://127.0.0.1:PORT
	stop   func() // stops the app and waits for it
	client *http.Client
}

func startApp(t *testing.T, change func(*Server)) *testApp {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	eng := &fakeEngine{}
	s, err := New(eng, ln.Addr())
	if err != nil {
		t.Fatal(err)
	}
	if change != nil {
		change(s)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, ln, s) }()
	var once sync.Once
	stop := func() {
		once.Do(func() {
			cancel()
			if err := <-done; err != nil {
				t.Errorf("Serve: %v", err)
			}
		})
	}
	t.Cleanup(stop)
	return &testApp{s: s, eng: eng, base: "http://" + ln.Addr().String(), stop: stop, client: &http.Client{}}
}

// do sends a request with the token as a Bearer header (unless auth is false).
func (a *testApp) do(t *testing.T, method, path string, body io.Reader, ctype string, auth bool) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, a.base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	if auth {
		req.Header.Set("Authorization", "Bearer "+a.s.Token())
	}
	resp, err := a.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, data
}

// part is one part of an upload: a file when name is set, else a text field.
type part struct{ field, name, text string }

func form(t *testing.T, parts ...part) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	for _, p := range parts {
		var w io.Writer
		var err error
		if p.name != "" {
			w, err = mw.CreateFormFile(p.field, p.name)
		} else {
			w, err = mw.CreateFormField(p.field)
		}
		if err != nil {
			t.Fatal(err)
		}
		if _, err := io.WriteString(w, p.text); err != nil {
			t.Fatal(err)
		}
	}
	if err := mw.Close(); err != nil {
		t.Fatal(err)
	}
	return &buf, mw.FormDataContentType()
}

func (a *testApp) upload(t *testing.T, parts ...part) eventReply {
	t.Helper()
	body, ctype := form(t, parts...)
	resp, data := a.do(t, "POST", "/api/events", body, ctype, true)
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("POST /api/events: %s %s", resp.Status, data)
	}
	var r eventReply
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestURLAndToken(t *testing.T) {
	a := startApp(t, nil)
	if len(a.s.Token()) != 43 || strings.Trim(a.s.Token(), "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		t.Errorf("token %q: want 43 URL-safe characters", a.s.Token())
	}
	if want := a.base + "/?token=" + a.s.Token(); a.s.URL() != want {
		t.Errorf("URL %q, want %q", a.s.URL(), want)
	}
	b := startApp(t, nil)
	if a.s.Token() == b.s.Token() {
		t.Error("two apps have the same token")
	}
}

func TestTokenWays(t *testing.T) {
	a := startApp(t, nil)
	tok := a.s.Token()
	tests := []struct {
		name string
		set  func(*http.Request)
		want int
	}{
		{"query parameter", func(r *http.Request) { r.URL.RawQuery = "token=" + tok }, 200},
		{"cookie", func(r *http.Request) { r.AddCookie(&http.Cookie{Name: cookieName, Value: tok}) }, 200},
		{"bearer", func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+tok) }, 200},
		{"none", func(*http.Request) {}, 403},
		{"wrong query parameter", func(r *http.Request) { r.URL.RawQuery = "token=" + tok[:42] + "x" }, 403},
		{"wrong cookie", func(r *http.Request) { r.AddCookie(&http.Cookie{Name: cookieName, Value: "x" + tok}) }, 403},
		{"wrong bearer", func(r *http.Request) { r.Header.Set("Authorization", "Bearer "+strings.ToUpper(tok)) }, 403},
		{"token as basic auth", func(r *http.Request) { r.SetBasicAuth("x", tok) }, 403},
		{"empty token", func(r *http.Request) { r.URL.RawQuery = "token=" }, 403},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", a.base+"/api/choices", nil)
			tc.set(req)
			resp, err := a.client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != tc.want {
				t.Errorf("status %d, want %d", resp.StatusCode, tc.want)
			}
		})
	}
	// The page opened with the token sets the cookie its own requests carry.
	req, _ := http.NewRequest("GET", a.base+"/?token="+tok, nil)
	resp, err := a.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	var c *http.Cookie
	for _, k := range resp.Cookies() {
		if k.Name == cookieName {
			c = k
		}
	}
	if c == nil || c.Value != tok || !c.HttpOnly || c.SameSite != http.SameSiteStrictMode {
		t.Errorf("page cookie %+v: want %s=token, HttpOnly, SameSite=Strict", c, cookieName)
	}
}

// TestForbidden: every route answers 403 without the token, with a foreign Origin or
// Host, or from another site, whatever else the request holds.
func TestForbidden(t *testing.T) {
	a := startApp(t, nil)
	ev := a.upload(t, part{"file", "event.trf", "012 x\n"}, part{"fund", "", "club-quad"})
	routes := []struct{ method, path string }{
		{"GET", "/"},
		{"GET", "/static/app.js"},
		{"GET", "/static/app.css"},
		{"GET", "/api/choices"},
		{"GET", "/api/templates/club-quad"},
		{"POST", "/api/events"},
		{"GET", "/api/events/" + ev.ID + "/standings"},
		{"GET", "/api/events/" + ev.ID + "/prizes"},
		{"GET", "/api/events/" + ev.ID + "/report.zip"},
		{"GET", "/api/events/" + ev.ID + "/site.zip"},
		{"GET", "/api/events/" + ev.ID + "/report"},
		{"GET", "/api/events/" + ev.ID + "/report/standings.csv"},
		{"GET", "/no/such/route"},
		{"GET", "/static/../../etc/passwd"},
	}
	port := strings.TrimPrefix(a.base, "http://127.0.0.1")
	cases := []struct {
		name string
		set  func(*http.Request)
	}{
		{"no token", func(*http.Request) {}},
		{"foreign origin", func(r *http.Request) { auth(r, a); r.Header.Set("Origin", "http://evil.example") }},
		{"origin of another port", func(r *http.Request) { auth(r, a); r.Header.Set("Origin", "http://127.0.0.1:1") }},
		{"null origin", func(r *http.Request) { auth(r, a); r.Header.Set("Origin", "null") }},
		{"foreign host", func(r *http.Request) { auth(r, a); r.Host = "evil.example" + port }},
		{"rebound host without port", func(r *http.Request) { auth(r, a); r.Host = "127.0.0.1" }},
		{"cross-site fetch", func(r *http.Request) { auth(r, a); r.Header.Set("Sec-Fetch-Site", "cross-site") }},
		{"fetch from another port", func(r *http.Request) { auth(r, a); r.Header.Set("Sec-Fetch-Site", "same-site") }},
	}
	for _, c := range cases {
		for _, rt := range routes {
			req, _ := http.NewRequest(rt.method, a.base+rt.path, strings.NewReader(""))
			c.set(req)
			resp, err := a.client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusForbidden {
				t.Errorf("%s: %s %s: status %d, want 403", c.name, rt.method, rt.path, resp.StatusCode)
			}
		}
	}
	// With the token and the app's own origin, each route answers.
	for _, rt := range routes[:len(routes)-2] {
		if rt.method == "POST" {
			continue
		}
		req, _ := http.NewRequest(rt.method, a.base+rt.path, nil)
		auth(req, a)
		req.Header.Set("Origin", a.base)
		req.Host = "localhost" + port
		resp, err := a.client.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s %s with the token: status %d, want 200", rt.method, rt.path, resp.StatusCode)
		}
	}
}

// errorOf returns the message of an error answer, else the answer.
func errorOf(data []byte) string {
	var e struct{ Error string }
	if json.Unmarshal(data, &e) == nil && e.Error != "" {
		return e.Error
	}
	return string(data)
}

func auth(r *http.Request, a *testApp) { r.Header.Set("Authorization", "Bearer "+a.s.Token()) }

func TestUploadLimits(t *testing.T) {
	a := startApp(t, func(s *Server) {
		s.limits = Limits{File: 100, Fund: 50, Request: 1000, Files: 3, Events: 20}
	})
	big := strings.Repeat("x", 101)
	tests := []struct {
		name   string
		parts  []part
		status int
		msg    string
	}{
		{"file over the budget", []part{{"file", "a.trf", big}}, 413, "a.trf is larger than 100 bytes"},
		{"file at the budget", []part{{"file", "a.trf", big[:100]}}, 201, ""},
		{"fund file over the budget", []part{{"file", "a.trf", "x"}, {"fund", "fund.yaml", big[:51]}}, 413, "the fund is larger than 50 bytes"},
		{"fund text over the budget", []part{{"file", "a.trf", "x"}, {"fund", "", big[:51]}}, 413, "larger than 50 bytes"},
		{"too many files", []part{{"file", "a.trf", "x"}, {"file", "b.trf", "x"}, {"file", "c.trf", "x"}, {"file", "d.trf", "x"}}, 413, "more than 3 files"},
		{"request over the budget", []part{{"file", "a.trf", big[:99]}, {"file", "b.trf", big[:99]}, {"file", "c.trf", big[:99]}, {"tiebreaks", "", strings.Repeat("y", 700)}}, 413, "larger than"},
		{"no file", []part{{"rules", "", "uscf"}}, 400, "no results file"},
		{"unknown rules", []part{{"file", "a.trf", "x"}, {"rules", "", "fide-1999"}}, 400, `rules "fide-1999": use one of uscf, fide-2024`},
		{"bad round", []part{{"file", "a.trf", "x"}, {"round", "", "five"}}, 400, `round "five"`},
		{"round beyond any event", []part{{"file", "a.trf", "x"}, {"round", "", "1000"}}, 400, `round "1000"`},
		{"unknown field", []part{{"file", "a.trf", "x"}, {"path", "", "/etc/passwd"}}, 400, `unknown field "path"`},
		{"two files of one name", []part{{"file", "a.trf", "x"}, {"file", "A.TRF", "x"}}, 400, "two files named"},
		{"no file name", []part{{"file", "", "x"}}, 400, "needs a file name"},
		{"hidden file name", []part{{"file", ".bashrc", "x"}}, 400, "needs a file name"},
		{"two funds", []part{{"file", "a.trf", "x"}, {"fund", "", "club-quad"}, {"fund", "", "club-quad"}}, 400, "two funds"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			body, ctype := form(t, tc.parts...)
			resp, data := a.do(t, "POST", "/api/events", body, ctype, true)
			if resp.StatusCode != tc.status || !strings.Contains(errorOf(data), tc.msg) {
				t.Errorf("status %d %s; want %d with %q", resp.StatusCode, data, tc.status, tc.msg)
			}
		})
	}
	resp, data := a.do(t, "POST", "/api/events", strings.NewReader("file=x"), "application/x-www-form-urlencoded", true)
	if resp.StatusCode != 400 || !strings.Contains(string(data), "multipart/form-data") {
		t.Errorf("url-encoded form: %d %s", resp.StatusCode, data)
	}
	// Nothing refused stays in the workspace: only the one accepted event.
	entries, err := os.ReadDir(a.s.Workspace())
	if err != nil {
		t.Fatal(err)
	}
	entries = slices.DeleteFunc(entries, func(e os.DirEntry) bool { return !e.IsDir() })
	if len(entries) != 1 {
		t.Errorf("workspace holds %d folders after one accepted upload, want 1", len(entries))
	}
}

// TestUploadNames: a file name from the request never leaves the event's folder.
func TestUploadNames(t *testing.T) {
	a := startApp(t, nil)
	for _, name := range []string{"../../escape.trf", `..\..\win.trf`, "/etc/abs.trf", "C:\\Users\\td\\event.trf"} {
		r := a.upload(t, part{"file", name, "x"})
		in := a.eng.ins[len(a.eng.ins)-1]
		if len(in.Files) != 1 || !strings.HasPrefix(in.Files[0], a.s.Workspace()+string(os.PathSeparator)) {
			t.Errorf("%q stored as %v, outside the workspace %s", name, in.Files, a.s.Workspace())
		}
		if want := filepath.Base(strings.ReplaceAll(name, `\`, "/")); r.Sections[0].File != want {
			t.Errorf("%q: section file %q, want %q", name, r.Sections[0].File, want)
		}
	}
	if _, err := os.Stat(filepath.Join(filepath.Dir(a.s.Workspace()), "escape.trf")); err == nil {
		t.Error("escape.trf was written beside the workspace")
	}
}

func TestEventAPI(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1700000000")
	a := startApp(t, nil)
	r := a.upload(t, part{"file", "spring.json", "{}"}, part{"tiebreaks", "", "uscf"}, part{"rules", "", "uscf"}, part{"round", "", "3"}, part{"fund", "", "club-quad"})
	if got := fmt.Sprint(r.Sections); got != "[{Open spring.json Open} {Under 1800 spring.json Under 1800}]" {
		t.Errorf("sections %s", got)
	}
	if !strings.Contains(string(r.Check), `"file": "spring.json"`) || strings.Contains(string(r.Check), a.s.Workspace()) {
		t.Errorf("check %s: want the file's own name, not the workspace", r.Check)
	}
	if got := a.eng.opts[0]; got != (Options{Rules: "uscf", Tiebreaks: "uscf", Round: 3}) {
		t.Errorf("options %+v", got)
	}
	if in := a.eng.ins[0]; in.Template != "club-quad" || in.Fund != "" {
		t.Errorf("fund %+v: want the template club-quad", in)
	}
	resp, data := a.do(t, "GET", "/api/events/"+r.ID+"/standings?section=Under%201800", nil, "", true)
	if resp.StatusCode != 200 || string(data) != `{"file":"spring.json","section":"Under 1800"}` {
		t.Errorf("standings: %d %s", resp.StatusCode, data)
	}
	resp, data = a.do(t, "GET", "/api/events/"+r.ID+"/prizes?section=Open", nil, "", true)
	if resp.StatusCode != 200 || string(data) != "prizes of Open from club-quad\n" {
		t.Errorf("prizes: %d %s", resp.StatusCode, data)
	}
	resp, data = a.do(t, "GET", "/api/events/"+r.ID+"/standings", nil, "", true)
	if resp.StatusCode != 404 || !strings.Contains(errorOf(data), `the sections are "Open", "Under 1800"`) {
		t.Errorf("standings without a section of two: %d %s", resp.StatusCode, data)
	}
	resp, _ = a.do(t, "GET", "/api/events/nosuchevent/report.zip", nil, "", true)
	if resp.StatusCode != 404 {
		t.Errorf("unknown event: %d", resp.StatusCode)
	}
	resp, zipped := a.do(t, "GET", "/api/events/"+r.ID+"/report.zip", nil, "", true)
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/zip" {
		t.Fatalf("report.zip: %s %s", resp.Status, zipped)
	}
	zr, err := zip.NewReader(bytes.NewReader(zipped), int64(len(zipped)))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		if f.Modified.Unix() != 1700000000 {
			t.Errorf("%s dated %v, want SOURCE_DATE_EPOCH", f.Name, f.Modified)
		}
	}
	if got := strings.Join(names, " "); got != "event.trf open/prizes.csv standings.csv" {
		t.Errorf("report.zip holds %s", got)
	}
	// The same event gives the same bytes; a new upload of the same files too.
	_, again := a.do(t, "GET", "/api/events/"+r.ID+"/report.zip", nil, "", true)
	r2 := a.upload(t, part{"file", "spring.json", "{}"}, part{"fund", "", "club-quad"})
	_, other := a.do(t, "GET", "/api/events/"+r2.ID+"/report.zip", nil, "", true)
	if !bytes.Equal(zipped, again) || !bytes.Equal(zipped, other) {
		t.Error("report.zip differs between downloads of the same files")
	}
	resp, data = a.do(t, "GET", "/api/events/"+r.ID+"/report", nil, "", true)
	if resp.StatusCode != 200 || errorOf(data) != "{\n  \"files\": [\n    \"event.trf\",\n    \"open/prizes.csv\",\n    \"standings.csv\"\n  ]\n}\n" {
		t.Errorf("report list: %s %s", resp.Status, data)
	}
	resp, data = a.do(t, "GET", "/api/events/"+r.ID+"/report/open/prizes.csv", nil, "", true)
	if resp.StatusCode != 200 || string(data) != "p\n" || resp.Header.Get("Content-Disposition") != `attachment; filename=open-prizes.csv` {
		t.Errorf("report file: %s %q %q", resp.Status, data, resp.Header.Get("Content-Disposition"))
	}
	for _, name := range []string{".tiebreak-files", "nothing.pdf", "open", "event.TRF"} {
		if resp, _ := a.do(t, "GET", "/api/events/"+r.ID+"/report/"+name, nil, "", true); resp.StatusCode != 404 {
			t.Errorf("report file %q: %s, want 404", name, resp.Status)
		}
	}
	resp, site := a.do(t, "GET", "/api/events/"+r.ID+"/site.zip", nil, "", true)
	if resp.StatusCode != 200 || !bytes.Contains(site, []byte("index.html")) {
		t.Errorf("site.zip: %s", resp.Status)
	}
}

func TestFundKinds(t *testing.T) {
	a := startApp(t, nil)
	yaml := "prizes:\n  - {place: 1, cash: 100}"
	a.upload(t, part{"file", "a.trf", "x"}, part{"fund", "", yaml})
	a.upload(t, part{"file", "a.trf", "x"}, part{"fund", "my-fund.yaml", yaml})
	a.upload(t, part{"file", "a.trf", "x"}, part{"fund", "", "  "})
	r := a.upload(t, part{"file", "a.trf", "x"}, part{"fund", "", yaml})
	a.do(t, "GET", "/api/events/"+r.ID+"/report.zip", nil, "", true)
	if want := []string{yaml + "\n", yaml, yaml + "\n", yaml + "\n"}; !slices.Equal(a.eng.funds, want) {
		t.Errorf("funds %q, want %q", a.eng.funds, want)
	}
	if in := a.eng.ins[2]; in.Fund != "" || in.Template != "" {
		t.Errorf("an empty fund field gave %+v", in)
	}
}

// TestWorkspace: the workspace is removed when the app stops, and old events are
// removed beyond the limit.
func TestWorkspace(t *testing.T) {
	a := startApp(t, func(s *Server) { s.limits.Events = 2 })
	var dirs []string
	for range 3 {
		a.upload(t, part{"file", "a.trf", "x"})
		dirs = append(dirs, filepath.Dir(a.eng.ins[len(a.eng.ins)-1].Files[0]))
	}
	if _, err := os.Stat(dirs[0]); !os.IsNotExist(err) {
		t.Errorf("the oldest event's folder is still there beyond the limit (%v)", err)
	}
	if _, err := os.Stat(dirs[2]); err != nil {
		t.Errorf("the newest event's folder: %v", err)
	}
	ws := a.s.Workspace()
	a.stop()
	if _, err := os.Stat(ws); !os.IsNotExist(err) {
		t.Errorf("workspace %s still there after the app stopped (%v)", ws, err)
	}
}

func TestPage(t *testing.T) {
	a := startApp(t, nil)
	resp, data := a.do(t, "GET", "/", nil, "", true)
	if resp.StatusCode != 200 || !bytes.Contains(data, []byte(`<html lang="en">`)) || resp.Header.Get("Content-Security-Policy") == "" {
		t.Errorf("page: %s, CSP %q", resp.Status, resp.Header.Get("Content-Security-Policy"))
	}
	for _, p := range []string{"/static/app.js", "/static/app.css"} {
		if resp, _ := a.do(t, "GET", p, nil, "", true); resp.StatusCode != 200 {
			t.Errorf("%s: %s", p, resp.Status)
		}
	}
	resp, data = a.do(t, "GET", "/api/templates/club-quad", nil, "", true)
	if resp.StatusCode != 200 || string(data) != "# club-quad\n" {
		t.Errorf("template: %s %q", resp.Status, data)
	}
	if resp, _ := a.do(t, "GET", "/api/templates/..%2f..%2fetc", nil, "", true); resp.StatusCode != 404 {
		t.Errorf("template outside the list: %s", resp.Status)
	}
}

// TestFollow: the page listening on /api/follow gets the followed file's event at once,
// then a new event each time the file is saved; without Follow the route says so.
func TestFollow(t *testing.T) {
	a := startApp(t, func(s *Server) {
		s.watchOpts = watch.Options{Poll: 20 * time.Millisecond, Settle: 40 * time.Millisecond}
	})
	resp, data := a.do(t, "GET", "/api/follow", nil, "", true)
	if resp.StatusCode != 404 || !strings.Contains(errorOf(data), "follows no file") {
		t.Errorf("follow without a file: %s %s", resp.Status, data)
	}
	path := filepath.Join(t.TempDir(), "live.trf")
	if err := os.WriteFile(path, []byte("012 round 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	run, err := a.s.Follow([]string{path}, Inputs{Template: "club-quad"}, Options{Rules: "uscf"})
	if err != nil {
		t.Fatal(err)
	}
	go func() { done <- run(ctx) }()
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Follow: %v", err)
		}
	}()
	req, _ := http.NewRequest("GET", a.base+"/api/follow", nil)
	auth(req, a)
	resp, err = a.client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("follow: %s %s", resp.Status, resp.Header.Get("Content-Type"))
	}
	sc := bufio.NewScanner(resp.Body)
	next := func() followMessage {
		t.Helper()
		for sc.Scan() {
			if data, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
				var m followMessage
				if err := json.Unmarshal([]byte(data), &m); err != nil {
					t.Fatal(err)
				}
				return m
			}
		}
		t.Fatalf("the stream ended: %v", sc.Err())
		return followMessage{}
	}
	first := next()
	if first.Event == nil || first.Error != "" || !slices.Equal(first.Files, []string{"live.trf"}) {
		t.Fatalf("first message %+v", first)
	}
	if err := os.WriteFile(path, []byte("012 round 2, a longer file\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	second := next()
	if second.Event == nil || second.Event.ID == first.Event.ID {
		t.Fatalf("after the save: %+v", second)
	}
	a.eng.mu.Lock()
	in, opts := a.eng.ins[len(a.eng.ins)-1], a.eng.opts[len(a.eng.opts)-1]
	a.eng.mu.Unlock()
	got, err := os.ReadFile(in.Files[0])
	if err != nil || string(got) != "012 round 2, a longer file\n" || in.Template != "club-quad" || opts.Rules != "uscf" {
		t.Errorf("the followed event holds %q (%v), %+v", got, err, in)
	}
}
