package main

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/examples/web/tables"
)

func TestFlags(t *testing.T) {
	var out bytes.Buffer
	if err := run([]string{"-h"}, &out); err != nil {
		t.Errorf("-h: %v", err)
	}
	for _, want := range []string{"usage: web", "-addr", "localhost:8080", "-db", "pegboard-tables.db"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("-h does not say %q:\n%s", want, out.String())
		}
	}
	for _, args := range [][]string{{"-bogus"}, {"extra"}, {"-db", ""}, {"-seed", "1"}} {
		out.Reset()
		if err := run(args, &out); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
	c, help, err := parseFlags([]string{"-addr", "127.0.0.1:0", "-db", "x.db"}, io.Discard)
	if err != nil || help || c != (config{addr: "127.0.0.1:0", db: "x.db"}) {
		t.Errorf("parseFlags: %+v %v %v", c, help, err)
	}
	if _, err := openDB(filepath.Join(t.TempDir(), "a?b.db")); err == nil {
		t.Error("a -db file with a ? opened")
	}
}

// The server main.go runs: the table server over a SQLite file in WAL
// mode, serving the start page and opening a table that is still there
// when the file is opened again.
func TestServesTheTablesOverSQLite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "t.db")
	db, err := openDB(path)
	if err != nil {
		t.Fatal(err)
	}
	var mode string
	if err := db.QueryRow("PRAGMA journal_mode").Scan(&mode); err != nil || mode != "wal" {
		t.Errorf("journal mode %q %v, want wal", mode, err)
	}
	srv, err := tables.NewServer(db, tables.Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	res, err := http.Get(hs.URL + "/")
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(b), "Open a table") {
		t.Fatalf("the start page: %d\n%s", res.StatusCode, b)
	}
	res, err = http.Post(hs.URL+"/tables", "application/json", strings.NewReader(`{"game":"crib","options":{"claimed":true,"muggins":true},"seats":[{"name":"Ann"},{"bot":"miscount"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	b, _ = io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 201 {
		t.Fatalf("a person against the miscounting bot: %d %s", res.StatusCode, b)
	}
	id := string(b[strings.Index(string(b), `"id":"`)+6:][:32])
	hs.Close()
	srv.Close()
	db.Close()

	db, err = openDB(path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	srv, err = tables.NewServer(db, tables.Options{Logf: t.Logf})
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
	hs = httptest.NewServer(srv)
	defer hs.Close()
	res, err = http.Get(hs.URL + "/tables/" + id + "/watch")
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("the table after a restart: %d", res.StatusCode)
	}
}
