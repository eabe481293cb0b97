// Package testtool finds the external programs some tests run (poppler's PDF tools,
// LibreOffice, Chromium). When one is missing the test is skipped with a reason that
// names the Debian package to install, except under CI (the environment variable CI is
// "true"), where a missing tool fails the test: CI installs them all, so CI never skips.
package testtool

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// debianPackages maps each program tests may run to the Debian package that installs it.
var debianPackages = map[string]string{
	"pdfinfo":   "poppler-utils",
	"pdffonts":  "poppler-utils",
	"pdftotext": "poppler-utils",
	"pdftoppm":  "poppler-utils",
	"soffice":   "libreoffice-calc",
	"chromium":  "chromium",
}

// Require returns the path of the program name. When it is not installed the test is
// skipped, saying which Debian package provides it, or fails when CI is "true".
func Require(tb testing.TB, name string) string {
	tb.Helper()
	pkg, ok := debianPackages[name]
	if !ok {
		tb.Fatalf("testtool: %s is not a program tests may run; add it with its Debian package", name)
	}
	path, err := exec.LookPath(name)
	if err == nil {
		return path
	}
	if InCI() {
		tb.Fatalf("%s is not installed and CI=true: install the Debian package %s (CI must not skip)", name, pkg)
	}
	tb.Skipf("%s is not installed: install the Debian package %s to run this test (skipped)", name, pkg)
	return ""
}

// InCI reports whether the tests run under CI (the environment variable CI is "true").
func InCI() bool {
	return os.Getenv("CI") == "true"
}

// WriteFile writes data to path, making its folder, and stops the test on failure.
func WriteFile(tb testing.TB, path string, data []byte) {
	tb.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		tb.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		tb.Fatal(err)
	}
}
