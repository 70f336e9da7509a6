package tables

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// TestKeepStack: a goroutine that grew its stack and then waits under
// keepStack keeps it through collections (its frames stay where they
// were), where one that waits otherwise has it shrunk and moved (the
// premise: if the runtime stops shrinking stacks, keepStack is not needed).
func TestKeepStack(t *testing.T) {
	if strings.Contains(os.Getenv("GODEBUG"), "gcshrinkstackoff=1") {
		t.Skip("the runtime shrinks no stacks")
	}
	for _, keep := range []bool{true, false} {
		moved := make(chan bool)
		parked, wake := make(chan struct{}), make(chan struct{})
		go func() {
			growStack(28) // some 16 KiB, as an action's call through a game
			var here byte
			before := uintptr(unsafe.Pointer(&here))
			wait := func() {
				close(parked)
				<-wake
			}
			if keep {
				keepStack(wait)
			} else {
				wait()
			}
			moved <- uintptr(unsafe.Pointer(&here)) != before
		}()
		<-parked
		for range 4 {
			runtime.GC()
		}
		close(wake)
		if got := <-moved; got == keep {
			t.Errorf("keepStack %v: the stack moved %v", keep, got)
		}
	}
}

// growStack calls itself n deep, each frame about 600 bytes.
//
//go:noinline
func growStack(n int) byte {
	var b [512]byte
	b[n%len(b)] = byte(n)
	if n == 0 {
		return b[0]
	}
	return growStack(n-1) + b[(n+1)%len(b)]
}
