//go:build unix

package tables

import (
	"context"
	"fmt"
	"net/http"
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used, user and system.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// loadServer starts a table server for tables under load on the SQLite
// file path in a process of its own (the test binary, see tabled) and
// returns its address and a function that reads its statistics.
func loadServer(b *testing.B, path string, tables int) (string, func() (loadStats, error)) {
	c := startTabled(b, path, fmt.Sprint(tabledLoadEnv, "=", tables))
	return c.base, func() (loadStats, error) {
		var st loadStats
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, "GET", c.base+"/debug/load", nil)
		if err != nil {
			return st, err
		}
		return st, loadGet(req, &st)
	}
}
