// Command release builds the release archives of tiebreak (scripts/release runs it):
// static binaries for windows, darwin and linux on amd64 and arm64, built with
// CGO_ENABLED=0 and -trimpath with the version stamped (-X main.version), each packed
// with a short README (and the licence, when the repository has a LICENSE file) into
// tiebreak-VERSION-OS-ARCH.zip (Windows) or .tar.gz, and SHA256SUMS over the archives.
// It needs the Go toolchain only; the version comes from $VERSION, else 'git describe'.
// Archive entries are dated $SOURCE_DATE_EPOCH (else 1 January 1980), so the same
// sources give the same archives.
package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"
)

// targets are the systems a release is built for.
var targets = []struct{ goos, goarch string }{
	{"windows", "amd64"}, {"windows", "arm64"},
	{"darwin", "amd64"}, {"darwin", "arm64"},
	{"linux", "amd64"}, {"linux", "arm64"},
}

const readme = `tiebreak %s (%s/%s)

tiebreak reads the results file a chess pairing program wrote (TRF, SwissSys,
US Chess DBF, PGN, SwissChess, CSV, XLSX or HTML crosstables), checks it, ranks
the players with US Chess or FIDE tiebreaks, pays the prize fund, and writes
standings, wall charts, prize reports with award sheets, rating reports and a
results web site.

To start: %s
The app opens in your web browser; choose your event's file there. Close the
window (or press Ctrl-C in it) to stop; nothing stays behind.

In a terminal:
   tiebreak app                     the same page
   tiebreak standings event.trf     the standings
   tiebreak report --fund weekend-swiss -o out event.trf
   tiebreak --help                  every command

Documentation: https://github.com/tiebreak-chess/tiebreak (README.md, docs/).
%s`

func main() {
	if len(os.Args) != 2 || strings.HasPrefix(os.Args[1], "-") {
		fmt.Fprintln(os.Stderr, "usage: scripts/release OUTDIR   (VERSION=v1.2.3 to set the version)")
		os.Exit(2)
	}
	if err := release(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func release(out string) error {
	version, err := releaseVersion()
	if err != nil {
		return err
	}
	licence, err := os.ReadFile("LICENSE")
	note := ""
	switch {
	case errors.Is(err, os.ErrNotExist):
		licence = nil
		note = "\nThe repository has no LICENSE file yet, so this archive holds none.\n"
		fmt.Fprintln(os.Stderr, "release: note: no LICENSE file in the repository; the archives hold none")
	case err != nil:
		return err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	build, err := os.MkdirTemp("", "tiebreak-release-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(build)
	var sums []string
	for _, tg := range targets {
		exe, start := "tiebreak", startText(tg.goos)
		if tg.goos == "windows" {
			exe += ".exe"
		}
		bin := filepath.Join(build, tg.goos+"-"+tg.goarch, exe)
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version="+version, "-o", bin, "./cmd/tiebreak")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+tg.goos, "GOARCH="+tg.goarch)
		cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			return fmt.Errorf("build %s/%s: %w", tg.goos, tg.goarch, err)
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return err
		}
		base := fmt.Sprintf("tiebreak-%s-%s-%s", version, tg.goos, tg.goarch)
		files := []file{
			{base + "/" + exe, data, 0o755},
			{base + "/README.txt", []byte(lineEnds(fmt.Sprintf(readme, version, tg.goos, tg.goarch, start, note), tg.goos)), 0o644},
		}
		if licence != nil {
			files = append(files, file{base + "/LICENSE", licence, 0o644})
		}
		name := base + ".tar.gz"
		write := writeTarGz
		if tg.goos == "windows" {
			name, write = base+".zip", writeZip
		}
		archive, err := write(files)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, name), archive, 0o644); err != nil {
			return err
		}
		sums = append(sums, fmt.Sprintf("%x  %s", sha256.Sum256(archive), name))
		fmt.Printf("%s  %d bytes\n", filepath.Join(out, name), len(archive))
	}
	sort.Slice(sums, func(i, j int) bool { return sums[i][66:] < sums[j][66:] })
	if err := os.WriteFile(filepath.Join(out, "SHA256SUMS"), []byte(strings.Join(sums, "\n")+"\n"), 0o644); err != nil {
		return err
	}
	fmt.Println(filepath.Join(out, "SHA256SUMS"))
	return nil
}

// startText says how a director starts the app on goos without a terminal.
func startText(goos string) string {
	switch goos {
	case "windows":
		return "double-click tiebreak.exe."
	case "darwin":
		return "double-click tiebreak (the first time, right-click it and choose Open:\nthe program is not signed)."
	}
	return "run 'tiebreak app' (from a terminal or a launcher)."
}

// releaseVersion is $VERSION, else what 'git describe' says.
func releaseVersion() (string, error) {
	if v := os.Getenv("VERSION"); v != "" {
		return v, nil
	}
	out, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil {
		return "", errors.New("no version: set VERSION=v1.2.3 (git describe is not available here)")
	}
	return strings.TrimSpace(string(out)), nil
}

func lineEnds(text, goos string) string {
	if goos == "windows" {
		return strings.ReplaceAll(text, "\n", "\r\n")
	}
	return text
}

// file is one entry of an archive.
type file struct {
	name string
	data []byte
	mode int64
}

// modTime is the date of every archive entry.
func modTime() time.Time {
	if n, err := strconv.ParseInt(os.Getenv("SOURCE_DATE_EPOCH"), 10, 64); err == nil && n >= 315532800 {
		return time.Unix(n, 0).UTC()
	}
	return time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC)
}

func writeZip(files []file) ([]byte, error) {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, f := range files {
		h := &zip.FileHeader{Name: f.name, Method: zip.Deflate, Modified: modTime()}
		h.SetMode(os.FileMode(f.mode))
		w, err := zw.CreateHeader(h)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(f.data); err != nil {
			return nil, err
		}
	}
	err := zw.Close()
	return buf.Bytes(), err
}

func writeTarGz(files []file) ([]byte, error) {
	var buf bytes.Buffer
	gz, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	tw := tar.NewWriter(gz)
	for _, f := range files {
		h := &tar.Header{Name: f.name, Mode: f.mode, Size: int64(len(f.data)), ModTime: modTime(), Typeflag: tar.TypeReg, Format: tar.FormatPAX}
		if err := tw.WriteHeader(h); err != nil {
			return nil, err
		}
		if _, err := io.Copy(tw, bytes.NewReader(f.data)); err != nil {
			return nil, err
		}
	}
	if err := tw.Close(); err != nil {
		return nil, err
	}
	err = gz.Close()
	return buf.Bytes(), err
}
