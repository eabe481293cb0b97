package main

import (
	"syscall"
	"unsafe"
)

// doubleClicked says whether the program was started from Explorer rather than typed
// in a terminal: its console window is its own, shared with no other process (cmd.exe,
// PowerShell).
func doubleClicked() bool {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")
	if proc.Find() != nil {
		return false
	}
	var ids [2]uint32
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&ids[0])), uintptr(len(ids)))
	return n == 1
}
