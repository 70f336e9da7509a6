package tables

import (
	"fmt"
	"log"
	"runtime"
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

	// BotDelay is the pause before each of the table's and the bots'
	// actions, for people watching them (default 0: none).
	BotDelay time.Duration
	// IdleAfter is how long a loaded table with no socket open and no
	// worker running stays in memory after its last use; it is then
	// unloaded and reloaded by replay when next asked for (default 10
	// minutes; negative: never for idleness alone).
	IdleAfter time.Duration
	// MaxLoaded is the most tables kept in memory: beyond it the least
	// recently used idle ones are unloaded (default 1000).
	MaxLoaded int
	// Grace is how long a person's seat with no socket open and no request
	// with its token stays theirs: after it, a stand-in bot plays the seat
	// until the person is back (default 60s; negative: no stand-ins).
	Grace time.Duration
	// StandIn names the stand-in bot's level for each game (default
	// "analysis" for crib and cribwars, "heuristic" for pegjokers); a game
	// with none has no stand-ins.
	StandIn map[string]string
	// Now is the clock of presence and idleness (default time.Now).
	Now func() time.Time
	// MaxThinking is the most bots thinking at once, over all tables; the
	// other tables' workers wait their turn (default the number of CPUs).
	MaxThinking int
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
	def(&o.MaxLoaded, 1000)
	def(&o.MaxThinking, runtime.NumCPU())
	if o.IdleAfter == 0 {
		o.IdleAfter = 10 * time.Minute
	}
	if o.Grace == 0 {
		o.Grace = time.Minute
	}
	standIn := map[string]string{"crib": "analysis", "cribwars": "analysis", "pegjokers": "heuristic"}
	for k, v := range o.StandIn {
		standIn[k] = v
	}
	o.StandIn = standIn
	if o.Now == nil {
		o.Now = time.Now
	}
	return o
}

// check refuses a stand-in level no bot of its game has.
func (o Options) check() error {
	for k, level := range o.StandIn {
		if kind, ok := kinds[k]; ok && !kind.Bot(level) {
			return fmt.Errorf("tables: no %s bot %q to stand in", k, level)
		}
	}
	return nil
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
