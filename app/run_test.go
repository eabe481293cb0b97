package app

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// TestRunRefusesAddresses checks that Run listens on this computer only: an address
// another computer could reach, or one that is not HOST:PORT, is an *AddrError before
// anything listens.
func TestRunRefusesAddresses(t *testing.T) {
	for _, tc := range []struct {
		addr        string
		notLoopback bool
	}{
		{"8080", false},
		{"127.0.0.1", false},
		{"0.0.0.0:0", true},
		{"[::]:0", true},
		{"192.168.1.5:8080", true},
		{"example.com:80", true},
	} {
		err := Run(context.Background(), &fakeEngine{}, RunOptions{Addr: tc.addr, Ready: func(string) { t.Errorf("%s: ready", tc.addr) }})
		ae, ok := errors.AsType[*AddrError](err)
		if !ok || ae.Addr != tc.addr || ae.NotLoopback != tc.notLoopback {
			t.Errorf("%s: %v, want an *AddrError with NotLoopback %v", tc.addr, err, tc.notLoopback)
		}
	}
}

// TestRun serves the app on a free loopback port: Ready gets the page's address, which
// answers with the page, and the app stops when ctx is cancelled.
func TestRun(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	urls := make(chan string, 1)
	done := make(chan error, 1)
	go func() { done <- Run(ctx, &fakeEngine{}, RunOptions{Ready: func(url string) { urls <- url }}) }()
	var url string
	select {
	case url = <-urls:
	case err := <-done:
		t.Fatalf("Run: %v", err)
	}
	if !strings.HasPrefix(url, "http://127.0.0.1:") || !strings.Contains(url, "/?token=") {
		t.Fatalf("url %q", url)
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("GET the page: %s", resp.Status)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("Run: %v", err)
	}
}

// TestRunFollowRefused checks that a file that cannot be followed stops Run before it
// is ready.
func TestRunFollowRefused(t *testing.T) {
	err := Run(context.Background(), &fakeEngine{}, RunOptions{Follow: []string{"no/such/folder/event.trf"},
		Ready: func(string) { t.Error("ready") }})
	if err == nil || !strings.Contains(err.Error(), "no/such/folder") {
		t.Errorf("Run: %v, want the follow's error", err)
	}
}

func TestBrowserCommand(t *testing.T) {
	const url = "http://127.0.0.1:8080/?token=x"
	for _, tc := range []struct {
		goos string
		want []string
	}{
		{"windows", []string{"rundll32", "url.dll,FileProtocolHandler", url}},
		{"darwin", []string{"open", url}},
		{"linux", []string{"xdg-open", url}},
		{"freebsd", []string{"xdg-open", url}},
	} {
		name, args := browserCommand(tc.goos, url)
		if got := append([]string{name}, args...); !slices.Equal(got, tc.want) {
			t.Errorf("%s: %q, want %q", tc.goos, got, tc.want)
		}
	}
}
