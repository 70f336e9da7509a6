//go:build !unix

package tables

import (
	"testing"
	"time"
)

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }

// loadServer is not offered here: the server runs in the benchmark's
// process.
func loadServer(b *testing.B, path string, tables int) (string, func() (loadStats, error)) {
	b.Skip("-load.process needs a unix system")
	return "", nil
}

// loadStats is what a table server in a process of its own would say.
type loadStats struct {
	Writes, Commits int64
	CPU             time.Duration
}
