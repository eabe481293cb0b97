package main

import (
	"archive/zip"
	"bytes"
	"context"
	"io"
	"io/fs"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestAppArgs(t *testing.T) {
	tests := []struct {
		args          []string
		doubleClicked bool
		want          []string
	}{
		{[]string{`C:\tiebreak.exe`}, true, []string{`C:\tiebreak.exe`, "app"}},
		{[]string{"tiebreak"}, false, []string{"tiebreak"}},
		{[]string{"tiebreak", "standings", "event.trf"}, true, []string{"tiebreak", "standings", "event.trf"}},
		{[]string{"tiebreak", "--help"}, true, []string{"tiebreak", "--help"}},
	}
	for _, tc := range tests {
		if got := appArgs(tc.args, tc.doubleClicked); !slices.Equal(got, tc.want) {
			t.Errorf("appArgs(%q, %v) = %q, want %q", tc.args, tc.doubleClicked, got, tc.want)
		}
	}
}

func TestAppUsage(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"app", "--addr", "0.0.0.0:0"}, `app: --addr "0.0.0.0:0": the app listens on this computer only`},
		{[]string{"app", "--addr", "192.168.1.5:8080"}, "listens on this computer only"},
		{[]string{"app", "--addr", "8080"}, `app: --addr "8080": write HOST:PORT`},
		{[]string{"app", "-"}, "app: standard input cannot be watched"},
	}
	for _, tc := range tests {
		code, _, errOut := runCLI(t, tc.args...)
		if code != 2 || !strings.Contains(errOut, tc.want) {
			t.Errorf("%q: exit %d, %q; want 2 and %q", tc.args, code, errOut, tc.want)
		}
	}
	// A file to follow in no folder is an error before the app starts.
	code, out, errOut := runCLI(t, "app", "--no-browser", "no/such/folder/event.trf")
	if want := "tiebreak: cannot watch no/such/folder/event.trf: its folder no/such/folder does not exist\n"; code != 1 || out != "" || errOut != want {
		t.Errorf("follow in no folder: exit %d, %q, %q; want 1 and %q", code, out, errOut, want)
	}
}

// startAppCommand runs 'tiebreak app --no-browser --addr 127.0.0.1:0' and returns the
// URL it printed; the app stops (and must exit 0) when the test ends.
func startAppCommand(t *testing.T, follow ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var out, errOut lockedBuffer
	done := make(chan int, 1)
	go func() {
		done <- run(ctx, append([]string{"tiebreak", "app", "--no-browser", "--addr", "127.0.0.1:0"}, follow...), nil, &out, &errOut)
	}()
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("app exit %d: %s", code, errOut.String())
		}
	})
	for range 500 {
		if line, _, ok := strings.Cut(out.String(), "\n"); ok {
			url, found := strings.CutPrefix(line, "tiebreak app: open ")
			if !found || !strings.HasPrefix(url, "http://127.0.0.1:") || !strings.Contains(url, "/?token=") {
				t.Fatalf("app printed %q", line)
			}
			return url
		}
		select {
		case code := <-done:
			t.Fatalf("app exit %d: %s", code, errOut.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	t.Fatal("the app printed no URL")
	return ""
}

// appGet sends a request to the app with the token of url as a Bearer header.
func appRequest(t *testing.T, url, method, path string, body io.Reader, ctype string) (int, []byte) {
	t.Helper()
	base, token, _ := strings.Cut(url, "/?token=")
	req, err := http.NewRequest(method, base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, data
}

// uploadEvent posts files (paths) and fields to the app and returns the event's id.
func uploadEvent(t *testing.T, url string, files map[string]string, fields map[string]string) string {
	t.Helper()
	var buf bytes.Buffer
	mw := multipart.NewWriter(&buf)
	names := slices.Sorted(func(yield func(string) bool) {
		for k := range files {
			if !yield(k) {
				return
			}
		}
	})
	for _, field := range names {
		path := files[field]
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		w, err := mw.CreateFormFile(strings.TrimRight(field, "0123456789"), filepath.Base(path))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write(data)
	}
	for k, v := range fields {
		_ = mw.WriteField(k, v)
	}
	_ = mw.Close()
	code, data := appRequest(t, url, "POST", "/api/events", &buf, mw.FormDataContentType())
	if code != http.StatusCreated {
		t.Fatalf("POST /api/events: %d %s", code, data)
	}
	_, after, _ := strings.Cut(string(data), `"id": "`)
	id, _, _ := strings.Cut(after, `"`)
	return id
}

// zipFiles returns the files of a zip by name.
func zipFiles(t *testing.T, data []byte) map[string][]byte {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatalf("not a zip (%v): %.300s", err, data)
	}
	out := map[string][]byte{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name], err = io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// folderFiles returns the files of dir by slash-separated name, without bookkeeping
// files (.tiebreak-files, .tiebreak-lock).
func folderFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasPrefix(d.Name(), ".") {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		out[filepath.ToSlash(rel)], err = os.ReadFile(p)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// sameFiles reports every difference between what the app gave and what the command
// wrote.
func sameFiles(t *testing.T, what string, got, want map[string][]byte) {
	t.Helper()
	if len(want) == 0 {
		t.Fatalf("%s: the command wrote nothing", what)
	}
	for name, data := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("%s: %s missing from the app's zip", what, name)
		} else if !bytes.Equal(g, data) {
			t.Errorf("%s: %s differs from the command's (%d bytes, want %d)", what, name, len(g), len(data))
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s: the app's zip holds %s, which the command did not write", what, name)
		}
	}
}

// TestAppReportZip: through the API, report.zip holds byte for byte what 'tiebreak
// report --fund examples/fund.yaml -o out examples/event.trf' writes, and site.zip what
// 'tiebreak publish' writes; without the token every route is refused.
func TestAppReportZip(t *testing.T) {
	t.Setenv("SOURCE_DATE_EPOCH", "1778241600")
	url := startAppCommand(t)
	id := uploadEvent(t, url, map[string]string{"file": "../../examples/event.trf", "fund": "../../examples/fund.yaml"}, nil)
	code, zipped := appRequest(t, url, "GET", "/api/events/"+id+"/report.zip", nil, "")
	if code != 200 {
		t.Fatalf("report.zip: %d %s", code, zipped)
	}
	out := filepath.Join(t.TempDir(), "out")
	if code, _, errOut := runCLI(t, "report", "--fund", "../../examples/fund.yaml", "-o", out, "../../examples/event.trf"); code != 0 {
		t.Fatalf("report: exit %d: %s", code, errOut)
	}
	sameFiles(t, "report.zip", zipFiles(t, zipped), folderFiles(t, out))

	code, zipped = appRequest(t, url, "GET", "/api/events/"+id+"/site.zip", nil, "")
	if code != 200 {
		t.Fatalf("site.zip: %d %s", code, zipped)
	}
	site := filepath.Join(t.TempDir(), "site")
	if code, _, errOut := runCLI(t, "publish", "--fund", "../../examples/fund.yaml", "-o", site, "../../examples/event.trf"); code != 0 {
		t.Fatalf("publish: exit %d: %s", code, errOut)
	}
	sameFiles(t, "site.zip", zipFiles(t, zipped), folderFiles(t, site))

	noToken, _, _ := strings.Cut(url, "/?token=")
	for _, path := range []string{"/", "/api/choices", "/api/events/" + id + "/report.zip", "/api/events/" + id + "/site.zip", "/api/events/" + id + "/standings"} {
		if code, _ := appRequest(t, noToken, "GET", path, nil, ""); code != http.StatusForbidden {
			t.Errorf("%s without the token: %d, want 403", path, code)
		}
	}
}

// TestAppSections: a SwissSys file's sections, their standings as 'standings --format
// json --section S' writes them, and the check findings of a broken file.
func TestAppSections(t *testing.T) {
	url := startAppCommand(t)
	id := uploadEvent(t, url, map[string]string{"file": "../../examples/spring.json"}, map[string]string{"tiebreaks": "uscf"})
	code, data := appRequest(t, url, "GET", "/api/events/"+id+"/standings?section=Under%201800", nil, "")
	_, want, errOut := runCLI(t, "standings", "--format", "json", "--tiebreaks", "uscf", "--section", "Under 1800", "../../examples/spring.json")
	if code != 200 || string(data) != want {
		t.Errorf("standings: %d %.200s\nwant %.200s %s", code, data, want, errOut)
	}
	bad := uploadEvent(t, url, map[string]string{"file": "../../examples/broken.trf"}, nil)
	_ = bad
	_, data = appRequest(t, url, "GET", "/api/events/"+bad+"/report.zip", nil, "")
	if !strings.Contains(string(data), `"error"`) || strings.Contains(string(data), os.TempDir()) {
		t.Errorf("report of a broken event: %s", data)
	}
}
