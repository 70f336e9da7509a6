// Command web is the pegboard table server: people play cribbage (ACC,
// for two: scored for them, or counting and pegging their own with
// muggins on or off), Crib Wars and Pegs and Jokers online, against each
// other and against bots, every table saved in a SQLite file as it is
// played (package tables: the JSON API, the WebSocket push and the pages).
//
// The start page (/) opens a table: the game, its options, and each seat a
// person, a seat left open for a friend, or a bot (for cribbage, a bot
// that miscounts some of its hands may be chosen, for the person to catch
// with muggins). It gives a link for the person's own seat, one to share
// for each open seat, and one to watch. A seat's page shows the board, the
// seat's cards to click, what to do next and what happened, as that seat
// sees it and nothing more, and follows the game live. A seat's token is
// carried in its link's fragment (#seat=0&token=…), which a browser never
// sends to a server, and is sent only as an Authorization header.
//
//	go run ./examples/web                         # then open http://localhost:8080
//	go run ./examples/web -addr :9000 -db games.db
//
// The tables outlive the server: run it again on the same -db file and
// every table goes on where it was. It is installable:
// go install github.com/pegboard/pegboard/examples/web@latest.
//
// Unless GOMAXPROCS is set, it runs at least four goroutines at once
// (tables.Procs): on a machine of one or two cores that keeps the garbage
// collector's cycles from holding up the sockets. Unless GOGC is set it
// collects garbage when the heap has grown by half (tables.GCPercent), for
// a smaller heap.
package main

import (
	"database/sql"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver: go run needs no C toolchain

	"github.com/pegboard/pegboard/examples/web/tables"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(2)
	}
}

// config is what the flags say.
type config struct {
	addr, db string
}

// parseFlags reads the flags; help is true for -h, which prints the usage.
func parseFlags(args []string, stderr io.Writer) (c config, help bool, err error) {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.addr, "addr", "localhost:8080", "the address to serve on")
	fs.StringVar(&c.db, "db", "pegboard-tables.db", "the SQLite file the tables are kept in (made if missing)")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: web [-addr host:port] [-db file]\n\n"+
			"Serves the pegboard table server: open a table of cribbage, Crib Wars\n"+
			"or Pegs and Jokers at http://ADDR/, seat people and bots, share a\n"+
			"link for each open seat, play live. Tables are kept in the -db file\n"+
			"and go on when the server is run again.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return c, true, nil
		}
		return c, false, err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return c, false, fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	if c.db == "" {
		return c, false, fmt.Errorf("-db: a file name is needed")
	}
	return c, false, nil
}

// openDB opens the SQLite file path as the table server's store wants it
// (tables.OpenSQLite: WAL, each commit synced to the disk before an action
// is acknowledged, a writer waiting up to five seconds for another, a new
// file made with small pages).
func openDB(path string) (*sql.DB, error) {
	if strings.ContainsAny(path, "?#") {
		return nil, fmt.Errorf("-db %q: a file name without ? or #", path)
	}
	return tables.OpenSQLite(path)
}

// botDelay is the bots' pause before each action at the tables people use.
const botDelay = 300 * time.Millisecond

// run reads the flags and serves until the server fails.
func run(args []string, stderr io.Writer) error {
	c, help, err := parseFlags(args, stderr)
	if err != nil || help {
		return err
	}
	if os.Getenv("GOMAXPROCS") == "" { // see tables.Procs
		runtime.GOMAXPROCS(tables.Procs(runtime.GOMAXPROCS(0)))
	}
	if os.Getenv("GOGC") == "" { // see tables.GCPercent
		debug.SetGCPercent(tables.GCPercent)
	}
	db, err := openDB(c.db)
	if err != nil {
		return err
	}
	defer db.Close()
	// The bots pause before each action, so that people see them play.
	ts, err := tables.NewServer(db, tables.Options{Logf: log.Printf, BotDelay: botDelay})
	if err != nil {
		return err
	}
	defer ts.Close()
	srv := &http.Server{
		Addr:              c.addr,
		Handler:           ts,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		MaxHeaderBytes:    64 << 10,
		// No WriteTimeout: a table's socket stays open while it is played.
	}
	log.Printf("pegboard tables on http://%s/ (kept in %s)", c.addr, c.db)
	return srv.ListenAndServe()
}
