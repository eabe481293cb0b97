package app

import (
	"context"
	"fmt"
	"net"
	"os/exec"
	"runtime"
)

// RunOptions say how [Run] serves the app.
type RunOptions struct {
	// Addr is the address to listen on, HOST:PORT, on this computer only (127.0.0.1,
	// ::1 or localhost); port 0 picks a free one. "" is 127.0.0.1:0.
	Addr string
	// Follow are the files the page follows ([Server.Follow]); none when empty.
	Follow []string
	// Ready is called with the page's address, token included ([Server.URL]), once the
	// app listens and before it answers: the moment to print it or open a browser.
	Ready func(url string)
	// FollowStopped is called, from another goroutine, when following the files stops
	// before the app does; nil ignores it.
	FollowStopped func(error)
}

// AddrError refuses an address [Run] cannot listen on: not HOST:PORT, or (NotLoopback)
// an address other computers could reach.
type AddrError struct {
	Addr        string
	NotLoopback bool
}

func (e *AddrError) Error() string {
	if e.NotLoopback {
		return fmt.Sprintf("cannot listen on %s: the app listens on this computer only (127.0.0.1 or ::1)", e.Addr)
	}
	return fmt.Sprintf("cannot listen on %q: the address is HOST:PORT (127.0.0.1:8080)", e.Addr)
}

// Run serves the app of eng on the loopback address opts.Addr until ctx is cancelled,
// following the files opts.Follow, then removes its workspace ([Serve]).
func Run(ctx context.Context, eng Engine, opts RunOptions) error {
	addr := opts.Addr
	if addr == "" {
		addr = "127.0.0.1:0"
	}
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return &AddrError{Addr: addr}
	}
	if ip := net.ParseIP(host); host != "localhost" && (ip == nil || !ip.IsLoopback()) {
		return &AddrError{Addr: addr, NotLoopback: true}
	}
	var lc net.ListenConfig
	ln, err := lc.Listen(ctx, "tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	s, err := New(eng, ln.Addr())
	if err != nil {
		_ = ln.Close()
		return err
	}
	if len(opts.Follow) > 0 {
		follow, err := s.Follow(opts.Follow, Inputs{}, Options{})
		if err != nil {
			_ = ln.Close()
			_ = s.Close()
			return err
		}
		go func() {
			if err := follow(ctx); err != nil && opts.FollowStopped != nil {
				opts.FollowStopped(err)
			}
		}()
	}
	if opts.Ready != nil {
		opts.Ready(s.URL())
	}
	if err := Serve(ctx, ln, s); err != nil {
		return fmt.Errorf("the app stopped: %w", err)
	}
	return nil
}

// OpenBrowser opens url in the default browser without waiting for it.
func OpenBrowser(url string) error {
	name, args := browserCommand(runtime.GOOS, url)
	cmd := exec.Command(name, args...)
	if err := cmd.Start(); err != nil {
		return err
	}
	go func() { _ = cmd.Wait() }()
	return nil
}

// browserCommand is the program that opens url in the default browser of the system
// goos, and its arguments.
func browserCommand(goos, url string) (string, []string) {
	switch goos {
	case "windows":
		return "rundll32", []string{"url.dll,FileProtocolHandler", url}
	case "darwin":
		return "open", []string{url}
	}
	return "xdg-open", []string{url}
}
