package tables

// keptStack is the stack a socket's goroutines hold while they wait (see
// keepStack).
const keptStack = 8 << 10

// keepStack calls wait, which waits, with keptStack bytes of the calling
// goroutine's stack in use beneath it.
//
// A socket's goroutines wait with little of their stacks in use (on the
// network, on the table) and then, to take an action or build a seat's
// view, call down through the game for some 16 KiB. The collector halves a
// goroutine's stack when it finds less than a quarter of it in use, so
// every collection shrank every socket's stacks and the next action grew
// them again, each time copying them (under BenchmarkLoad, ending that
// churn halved the collector's CPU). Waiting beneath keptStack bytes keeps
// a quarter of a 32 KiB stack in use, so it stays as it is, at the cost of
// that much stack for a socket that never needed it.
//
//go:noinline
func keepStack(wait func()) {
	var pad [keptStack]byte
	holdStack(pad[:])
	wait()
}

// holdStack keeps b, a keepStack's pad, in its frame.
//
//go:noinline
func holdStack(b []byte) { b[0] = 0 }
