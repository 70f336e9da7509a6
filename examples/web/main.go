// Command web is a cribbage table in the browser: a person plays ACC
// cribbage for two against a bot (the analysis bot or the random bot),
// counting their own hands and pegging their own scores, with muggins on or
// off, and the engine refereeing every claim as ACC rules 8, 9 and 10 say:
// the bot corrects an overpeg and, with muggins, takes the points missed.
// The person accepts each count of the bot's or challenges it (muggins, or
// an overpeg found); a bot that miscounts (chosen on the start page, its
// rate set by -miscount) misses a combination in some of its counts, for
// the person to catch. The page draws the board, the hand, the count and
// the pile, the crib and the starter, and says each count of the show
// aloud. Everything the page shows is built from the person's seat's view
// of the game (crib.View, crib.SeenBy): the bot's cards stay hidden. Games are kept in the
// server's memory, each at its own address (/game/ID), so a player can leave
// and come back while the server runs.
//
//	go run ./examples/web                 # then open http://localhost:8080
//	go run ./examples/web -addr :9000 -seed 42
//
// It is installable: go install github.com/pegboard/pegboard/examples/web@latest.
package main

import (
	"crypto/rand"
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "web:", err)
		os.Exit(2)
	}
}

// run reads the flags and serves until the server fails.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("web", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "localhost:8080", "the address to serve on")
	seed := fs.Uint64("seed", 0, "the seed the games are dealt from (0: a random seed)")
	miscount := fs.Float64("miscount", defaultMiscount, "the share of its counts (0 to 1) in which the miscounting bot, a choice on the start page, misses a fifteen, a pair, a run, the flush or his nobs")
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: web [-addr host:port] [-seed n]\n\n"+
			"Serves a cribbage table where you play ACC cribbage against a bot,\n"+
			"counting your own hands, with muggins on or off. You accept the bot's\n"+
			"counts or challenge them; a bot that miscounts may be chosen.\n\n")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if err == flag.ErrHelp {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected arguments: %v", fs.Args())
	}
	if !(*miscount >= 0 && *miscount <= 1) {
		return fmt.Errorf("-miscount %g: a share from 0 to 1", *miscount)
	}
	if *seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return err
		}
		*seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	srv := &http.Server{
		Addr:              *addr,
		Handler:           NewServer(*seed, *miscount),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	log.Printf("cribbage table on http://%s/ (seed %d)", *addr, *seed)
	return srv.ListenAndServe()
}
