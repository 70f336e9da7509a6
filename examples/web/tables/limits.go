package tables

import (
	"log"
	"time"
)

// Options are the server's limits; a zero field takes its default.
type Options struct {
	MaxTables   int           // tables stored; creating one more is refused (default 10000)
	MaxBody     int64         // bytes of a request body (default 16 KiB)
	MaxMessages int           // messages a reply or a burst on the socket carries (default 1000)
	Rate        float64       // requests a second a connection may make (default 20)
	Burst       int           // requests a connection may make at once (default 40)
	MaxSockets  int           // open WebSockets (default 1000)
	WriteWait   time.Duration // how long a socket write may take (default 10s)
	Logf        func(format string, args ...any)
}

func (o Options) withDefaults() Options {
	def := func(v *int, d int) {
		if *v <= 0 {
			*v = d
		}
	}
	def(&o.MaxTables, 10000)
	def(&o.MaxMessages, 1000)
	def(&o.Burst, 40)
	def(&o.MaxSockets, 1000)
	if o.MaxBody <= 0 {
		o.MaxBody = 16 << 10
	}
	if o.Rate <= 0 {
		o.Rate = 20
	}
	if o.WriteWait <= 0 {
		o.WriteWait = 10 * time.Second
	}
	if o.Logf == nil {
		o.Logf = log.Printf
	}
	return o
}

// bucket is a token bucket: a connection's requests.
type bucket struct {
	tokens float64
	last   time.Time
}

// allow takes a token from addr's bucket.
func (s *Server) allow(addr string) bool {
	s.limitMu.Lock()
	defer s.limitMu.Unlock()
	now := time.Now()
	b, ok := s.limits[addr]
	if !ok {
		if len(s.limits) > 10000 { // forget connections idle long enough to be full again
			for a, b := range s.limits {
				if now.Sub(b.last).Seconds()*s.opts.Rate > float64(s.opts.Burst) {
					delete(s.limits, a)
				}
			}
		}
		b = &bucket{tokens: float64(s.opts.Burst), last: now}
		s.limits[addr] = b
	}
	b.tokens = min(float64(s.opts.Burst), b.tokens+now.Sub(b.last).Seconds()*s.opts.Rate)
	b.last = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
