package app

import (
	"syscall"
	"unsafe"
)

// DoubleClicked reports whether the program was started by a double-click in Explorer
// rather than typed in a terminal, so that, given no arguments, it should run the app:
// its console window is its own, shared with no other process (cmd.exe, PowerShell).
func DoubleClicked() bool {
	proc := syscall.NewLazyDLL("kernel32.dll").NewProc("GetConsoleProcessList")
	if proc.Find() != nil {
		return false
	}
	var ids [2]uint32
	n, _, _ := proc.Call(uintptr(unsafe.Pointer(&ids[0])), uintptr(len(ids)))
	return n == 1
}
