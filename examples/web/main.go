// Command web is a cribbage table in the browser: a person plays ACC
// cribbage for two against a bot (the analysis bot or the random bot),
// counting their own hands and pegging their own scores, with muggins on or
// off, and the engine refereeing every claim as ACC rules 8, 9 and 10 say.
// The page draws the board, the hand, the count and the pile, the crib and
// the starter, and says each count of the show aloud. Games are kept in the
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
	fs.Usage = func() {
		fmt.Fprintf(stderr, "usage: web [-addr host:port] [-seed n]\n\n"+
			"Serves a cribbage table where you play ACC cribbage against a bot,\n"+
			"counting your own hands, with muggins on or off.\n\n")
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
	if *seed == 0 {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return err
		}
		*seed = binary.LittleEndian.Uint64(b[:]) | 1
	}
	srv := &http.Server{
		Addr:              *addr,
		Handler:           NewServer(*seed),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      30 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	log.Printf("cribbage table on http://%s/ (seed %d)", *addr, *seed)
	return srv.ListenAndServe()
}
