package tables

import (
	"context"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"runtime/pprof"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

var (
	loadTables  = flag.Int("load.tables", 500, "BenchmarkLoad: tables played at once (50 with -short)")
	loadActions = flag.Int("load.actions", 100, "BenchmarkLoad: persons' actions a table plays, about a game's (fewer if its game ends first)")
	loadWarmUp  = time.Second // BenchmarkLoad's steady latencies leave out the actions sent before it
	loadThink   = flag.Duration("load.think", 200*time.Millisecond, "BenchmarkLoad: a person's mean pause before acting (uniform from half to one and a half times it)")
	loadStagger = flag.Duration("load.stagger", 3*time.Second, "BenchmarkLoad: the tables' persons start spread over this time, about a deal's (0: all at once)")
	loadTrace   = flag.Bool("load.trace", false, "BenchmarkLoad: log the actions sent and their latencies each quarter second")
	loadViaPost = flag.Bool("load.post", false, "BenchmarkLoad: persons POST their actions instead of sending them on their sockets")
	loadProcess = flag.Bool("load.process", false, "BenchmarkLoad: run the server in a process of its own (unix), as a site would, instead of in the benchmark's")
)

// BenchmarkLoad is the table server under load: a real server on a
// loopback listener over a SQLite file (WAL, synchronous FULL), -load.tables
// cribbage tables (automatic scoring) played at once, each by two simulated
// persons. Each person holds its seat's WebSocket open and, when its seat is
// to act, picks a legal action from the seat's view (the first two cards to
// lay away; the first card that may be laid), pauses as a person would
// (-load.think on average; with no pause every table always has an action
// in flight, and the latency is only the tables over the throughput), and
// sends it on its socket (with -load.post, POSTs it). The tables start
// spread over -load.stagger, about a deal's time, as a site's tables start
// at their own times (with 0 they start at once, and every table's deal
// ends with the others' for as long as the run lasts). Each table stops
// after -load.actions accepted actions (or at its game's end), everything
// within a minute. It reports accepted actions a second and the latency
// from an action's sending to its message arriving on the other seat's
// socket (p50, p99), over the whole run and over the steady window in
// which every table plays (steady-*: the whole run's rate counts the
// tables' spread start and end), and the process's CPU time an action
// (server and clients together: what the figures cost, whatever else the
// machine runs), with what the process allocated an action, its
// collections and their CPU time an action. With -load.process the server runs in a process of its
// own (the test binary started as one, over a file made by OpenSQLite, as
// main makes it), as a site runs it, and the CPU time is both processes'.
// Like the program (examples/web), the benchmark runs with Procs Ps (at
// least 4: -test.cpu sets fewer in vain) and, unless GOGC is set, with
// GCPercent. Run it once:
//
//	go test ./examples/web/tables -run '^$' -bench BenchmarkLoad -benchtime 1x
func BenchmarkLoad(b *testing.B) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(Procs(runtime.GOMAXPROCS(0))))
	if os.Getenv("GOGC") == "" {
		defer debug.SetGCPercent(debug.SetGCPercent(GCPercent))
	}
	n := *loadTables
	if testing.Short() {
		n = min(n, 50)
	}
	for range b.N {
		runLoad(b, n, *loadActions)
	}
}

// loadSeat is one simulated person: its seat's token and what it has done.
type loadSeat struct {
	seat  int
	token string
}

// loadTbl is one table under load: the times each message arrived on
// each seat's socket and each seat's action was sent, by number.
type loadTbl struct {
	id      string
	ctx     context.Context // done once the table has taken its actions
	stop    context.CancelFunc
	mu      sync.Mutex
	zero    time.Time // the run's start, from which the times count
	arrived [2]loadTimes
	sent    [2]loadTimes
	taken   atomic.Int64 // actions accepted
}

// loadTimes are times from the run's start by message number (0: none).
// A slice with no pointers, which the collector does not scan: maps of
// time.Time were a sixth of the live heap of the process measured.
type loadTimes []time.Duration

func (ts *loadTimes) set(n int, d time.Duration) {
	for len(*ts) <= n {
		*ts = append(*ts, 0)
	}
	(*ts)[n] = max(d, 1)
}

func (ts loadTimes) at(n int) time.Duration {
	if n < 0 || n >= len(ts) {
		return 0
	}
	return ts[n]
}

// gcStats are the runtime's counts of what it allocated, its collections
// and the CPU time they took (runtime/metrics: an estimate).
type gcStats struct{ alloc, cycles, cpu float64 }

func readGCStats() gcStats {
	ms := []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/cycles/total:gc-cycles"}, {Name: "/cpu/classes/gc/total:cpu-seconds"}}
	metrics.Read(ms)
	return gcStats{float64(ms[0].Value.Uint64()), float64(ms[1].Value.Uint64()), ms[2].Value.Float64()}
}

func (g gcStats) sub(h gcStats) gcStats {
	return gcStats{g.alloc - h.alloc, g.cycles - h.cycles, g.cpu - h.cpu}
}

func runLoad(b *testing.B, tables, actions int) {
	b.StopTimer()
	path := filepath.Join(b.TempDir(), "tables.db")
	var base string
	var stats func() (loadStats, error) // the server's writes, commits and CPU time
	if *loadProcess {
		base, stats = loadServer(b, path, tables)
	} else {
		db := openDB(b, path)
		defer db.Close()
		var logged atomic.Int64
		srv, err := NewServer(db, Options{Rate: 1e9, Burst: 1e9, MaxSockets: 2*tables + 16, MaxTables: tables + 16,
			Logf: func(format string, args ...any) {
				if logged.Add(1) <= 5 {
					b.Logf(format, args...)
				}
			}})
		if err != nil {
			b.Fatal(err)
		}
		hs := httptest.NewServer(srv)
		defer func() {
			hs.CloseClientConnections()
			srv.Close()
			hs.Close()
		}()
		base = hs.URL
		stats = func() (loadStats, error) { // its CPU time is the process's
			return loadStats{Writes: srv.store.writes.Load(), Commits: srv.store.commits.Load()}, nil
		}
	}
	st0, err := stats()
	if err != nil {
		b.Fatal(err)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: 2*tables + 16, MaxIdleConns: 2*tables + 16}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()

	// The tables, made a few at a time (not timed).
	ts := make([]*loadTbl, tables)
	seats := make([][2]loadSeat, tables)
	var wg sync.WaitGroup
	work := make(chan int)
	for range 8 {
		wg.Go(func() {
			for i := range work {
				var reply createReply
				if err := loadPost(ctx, client, base+"/tables", createRequest{Game: "crib", Options: json.RawMessage(`{}`),
					Seats: []seatRequest{{Name: "Ann"}, {Name: "Bob"}}}, &reply); err != nil {
					b.Error(err)
					continue
				}
				ts[i] = &loadTbl{id: reply.ID}
				ts[i].ctx, ts[i].stop = context.WithCancel(ctx)
				for s := range 2 {
					seats[i][s] = loadSeat{seat: s, token: reply.Seats[s].Token}
				}
			}
		})
	}
	for i := range tables {
		work <- i
	}
	close(work)
	wg.Wait()
	if b.Failed() {
		return
	}

	// The persons: each opens its socket, then plays.
	var refused, failed atomic.Int64
	start, cpu0, gc0 := time.Now(), cpuTime(), readGCStats()
	b.StartTimer()
	for _, t := range ts {
		t.zero = start
	}
	for i := range tables {
		for s := range 2 {
			wg.Go(func() {
				// Labelled, so that a CPU profile tells the clients' share
				// (go tool pprof -tagfocus side=client) from the server's.
				pprof.Do(ctx, pprof.Labels("side", "client"), func(ctx context.Context) {
					time.Sleep(time.Duration(i) * *loadStagger / time.Duration(tables))
					if err := loadPlay(ctx, client, base, ts[i], seats[i][s], actions, *loadThink, &refused); err != nil {
						if failed.Add(1) <= 5 {
							b.Errorf("table %d seat %d: %v", i, s, err)
						}
					}
				})
			})
		}
	}
	wg.Wait()
	elapsed, cpu, gc := time.Since(start), cpuTime()-cpu0, readGCStats().sub(gc0)
	b.StopTimer()
	st, err := stats()
	if err != nil {
		b.Fatal(err)
	}
	cpu += st.CPU - st0.CPU // the server's, when it has a process of its own

	// The latencies of every action, and of those sent while every table
	// plays (steady): from a second after the last table's persons started
	// (at the start every person opens a socket and both seats of every
	// table lay away at once, a burst no steady table sees) until the first
	// table sent its last action.
	from, until := loadWarmUp+*loadStagger, elapsed
	for _, t := range ts {
		var end time.Duration
		for s := range 2 {
			for _, at := range t.sent[s] {
				end = max(end, at)
			}
		}
		until = min(until, end)
	}
	var lat, steady []time.Duration
	taken := 0
	for _, t := range ts {
		taken += int(t.taken.Load())
		for s := range 2 {
			for n, at := range t.sent[s] {
				if got := t.arrived[1-s].at(n); at > 0 && got > 0 {
					lat = append(lat, got-at)
					if at >= from && at <= until {
						steady = append(steady, got-at)
					}
				}
			}
		}
	}
	if len(lat) == 0 {
		b.Fatal("no action arrived")
	}
	if *loadTrace { // where in the run the slow actions were
		type bk struct{ l []time.Duration }
		bks := map[int]*bk{}
		for _, t := range ts {
			for s := range 2 {
				for n, at := range t.sent[s] {
					if got := t.arrived[1-s].at(n); at > 0 && got > 0 {
						i := int(at / (250 * time.Millisecond))
						if bks[i] == nil {
							bks[i] = &bk{}
						}
						bks[i].l = append(bks[i].l, got-at)
					}
				}
			}
		}
		for i := range 4 * 60 {
			if bks[i] == nil {
				continue
			}
			l := bks[i].l
			slices.Sort(l)
			b.Logf("t=%5.2fs sent %4d: p50 %6.1f ms, p99 %6.1f, max %6.1f", float64(i)/4, len(l), float64(l[len(l)/2])/1e6, float64(l[len(l)*99/100])/1e6, float64(l[len(l)-1])/1e6)
		}
	}
	slices.Sort(lat)
	pct := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))]) / float64(time.Millisecond) }
	b.ReportMetric(float64(taken)/elapsed.Seconds(), "actions/s")
	b.ReportMetric(pct(0.5), "p50-ms")
	b.ReportMetric(pct(0.99), "p99-ms")
	if len(steady) > 0 && until > from {
		b.ReportMetric(float64(len(steady))/(until-from).Seconds(), "steady-actions/s")
		slices.Sort(steady)
		b.ReportMetric(float64(steady[int(0.5*float64(len(steady)-1))])/float64(time.Millisecond), "steady-p50-ms")
		b.ReportMetric(float64(steady[int(0.99*float64(len(steady)-1))])/float64(time.Millisecond), "steady-p99-ms")
	}
	b.ReportMetric(float64(taken), "actions")
	if cpu > 0 { // the server's and the clients' CPU time, whatever else the machine runs
		b.ReportMetric(float64(cpu.Microseconds())/float64(taken), "cpu-us/action")
	}
	if !*loadProcess { // the collector's work, server's and clients' together
		b.ReportMetric(gc.alloc/float64(taken)/1024, "alloc-KB/action")
		b.ReportMetric(gc.cycles, "gc-cycles")
		b.ReportMetric(gc.cpu*1e6/float64(taken), "gc-cpu-us/action")
	}
	if c := st.Commits - st0.Commits; c > 0 {
		b.ReportMetric(float64(st.Writes-st0.Writes)/float64(c), "writes/commit")
	}
	if r := refused.Load(); r > int64(taken/100) {
		b.Errorf("%d actions refused of %d", r, taken)
	}
}
