//go:build !unix

package tables

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
