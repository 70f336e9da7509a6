package tables

import (
	"fmt"
	"log"
	"net"
	"net/http"
	"net/netip"
	"runtime"
	"strings"
	"time"
)

// Options are the server's limits; a zero field takes its default.
type Options struct {
	MaxTables   int           // tables stored; creating one more is refused (default 10000)
	MaxBody     int64         // bytes of a request body (default 16 KiB)
	MaxMessages int           // messages a reply or a burst on the socket carries (default 1000)
	Rate        float64       // requests a second a client address may make (default 20)
	Burst       int           // requests a client address may make at once (default 40)
	MaxSockets  int           // open WebSockets (default 1000), each about 64 KiB of goroutine stacks
	WriteWait   time.Duration // how long a socket may take to write the messages waiting (default 10s)
	Logf        func(format string, args ...any)

	// BotDelay is the pause before each bot's action and each run of the
	// table's own steps (taken together), for people watching them
	// (default 0: none).
	BotDelay time.Duration
	// IdleAfter is how long a loaded table with no socket open and no
	// worker running stays in memory after its last use; it is then
	// unloaded and reloaded by replay when next asked for (default 10
	// minutes; negative: never for idleness alone).
	IdleAfter time.Duration
	// MaxLoaded is the most tables kept in memory: beyond it the least
	// recently used idle ones are unloaded (default 1000).
	MaxLoaded int
	// SnapshotEvery: a snapshot of the game is stored with every action
	// that ends a deal (or the game) and with every SnapshotEvery-th
	// action (default 64; negative: no snapshots, every load replays the
	// whole record and the history is never trimmed). A loaded table keeps
	// in memory the steps since its second-latest snapshot (since its
	// latest one just after a load).
	SnapshotEvery int
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

	// TrustedProxies are the proxies in front of the server, as CIDRs
	// ("10.0.0.0/8", "::1/128") or single addresses. A request from one
	// of them is limited by the client address it forwards: the last
	// address in X-Forwarded-For that is not a trusted proxy's (the
	// addresses before it are the client's word, and a client could
	// forge them). Without it, or from any other address, a request is
	// limited by its connection's IP address (its port left out).
	TrustedProxies []string
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
	if o.SnapshotEvery == 0 {
		o.SnapshotEvery = 64
	}
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

// parseProxies reads TrustedProxies.
func parseProxies(cidrs []string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, c := range cidrs {
		p, err := netip.ParsePrefix(strings.TrimSpace(c))
		if err != nil {
			a, aerr := netip.ParseAddr(strings.TrimSpace(c))
			if aerr != nil {
				return nil, fmt.Errorf("tables: trusted proxy %q is neither a CIDR nor an address", c)
			}
			p = netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen())
		}
		if p.Addr().Is4In6() {
			p = netip.PrefixFrom(p.Addr().Unmap(), max(p.Bits()-96, 0))
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// parseAddr reads an address as a connection's RemoteAddr or a proxy's
// X-Forwarded-For gives it: "1.2.3.4", "1.2.3.4:5678", "::1", "[::1]:80".
func parseAddr(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if a, err := netip.ParseAddr(s); err == nil {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	if a, err := netip.ParseAddr(strings.Trim(s, "[]")); err == nil {
		return a.Unmap(), true
	}
	return netip.Addr{}, false
}

// clientAddr returns the address r's rate is limited by: its connection's
// IP address, or, when that is a trusted proxy's, the last address in
// X-Forwarded-For that is not (every address trusted: the first). An entry
// that is not an address is taken as the client's, as written.
func clientAddr(r *http.Request, proxies []netip.Prefix) string {
	trusted := func(a netip.Addr) bool {
		for _, p := range proxies {
			if p.Contains(a) {
				return true
			}
		}
		return false
	}
	peer, ok := parseAddr(r.RemoteAddr)
	if !ok {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			return r.RemoteAddr
		}
		return host
	}
	if !trusted(peer) {
		return peer.String()
	}
	var hops []string
	for _, h := range r.Header.Values("X-Forwarded-For") {
		hops = append(hops, strings.Split(h, ",")...)
	}
	client := peer.String()
	for i := len(hops) - 1; i >= 0; i-- {
		a, ok := parseAddr(hops[i])
		if !ok {
			return strings.TrimSpace(hops[i])
		}
		client = a.String()
		if !trusted(a) {
			break
		}
	}
	return client
}

// bucket is a token bucket: a client address's requests.
type bucket struct {
	tokens float64
	last   time.Time
}

// allow takes a token from the bucket of addr (a client address).
func (s *Server) allow(addr string) bool {
	s.limitMu.Lock()
	defer s.limitMu.Unlock()
	now := time.Now()
	b, ok := s.limits[addr]
	if !ok {
		if len(s.limits) > 10000 { // forget addresses idle long enough to be full again
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

// Procs is the number of goroutines the table server is best run with
// running at once (runtime.GOMAXPROCS) when cores are available to it: as
// many as the cores, and at least 4. With fewer, the garbage collector's
// mark work takes a P for part of each cycle and every P that finds
// nothing to run at that instant, while goroutines woken meanwhile (the
// sockets' and the writer's) wait in a busy P's queue: on two cores, under
// BenchmarkLoad, four Ps cut the 99th percentile by about a third to a
// half, for about a tenth more CPU time (README). The program sets it
// (examples/web, unless GOMAXPROCS is set); a package never does.
func Procs(cores int) int {
	return max(cores, 4)
}

// GCPercent is the garbage collector's target the table server is run
// with (runtime/debug.SetGCPercent, GOGC): a collection each time the heap
// has grown by half of what was live after the last, not by all of it as
// by default, for a heap at its peak a quarter smaller. Under BenchmarkLoad
// on two cores it first brought the 99th percentile down (eight pairs of
// runs against 100: the lower seven times, 29–74 ms against 42–86 ms);
// since a socket's goroutines keep their stacks (keepStack) the two give
// the same tail (nine pairs: 22–39 ms against 18–38), 50 for about 28 µs
// of the collector's CPU an action against 17. The program sets it
// (examples/web, unless GOGC is set); a package never does.
const GCPercent = 50
