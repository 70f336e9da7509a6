package tables_test

import (
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"time"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver: go run needs no C toolchain

	"github.com/pegboard/pegboard/examples/web/tables"
)

// A server over a SQLite file: a table of cribbage for a person against
// the expert bot, the person's view, and the record refused until the end.
func ExampleNewServer() {
	dir, err := os.MkdirTemp("", "tables")
	if err != nil {
		log.Fatal(err)
	}
	defer os.RemoveAll(dir)
	db, err := tables.OpenSQLite(filepath.Join(dir, "tables.db"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	srv, err := tables.NewServer(db, tables.Options{})
	if err != nil {
		log.Fatal(err)
	}
	defer srv.Close()
	hs := httptest.NewServer(srv)
	defer hs.Close()

	res, err := http.Post(hs.URL+"/tables", "application/json",
		strings.NewReader(`{"game":"crib","options":{"hole":61},"seats":[{"name":"Ann"},{"bot":"expert"}]}`))
	if err != nil {
		log.Fatal(err)
	}
	var created struct {
		ID    string
		Seats []struct{ Name, Token, View string }
	}
	err = json.NewDecoder(res.Body).Decode(&created)
	res.Body.Close()
	if err != nil {
		log.Fatal(err)
	}
	fmt.Println(res.Status, created.Seats[0].Name, created.Seats[1].Name, created.Seats[1].Token == "")

	// The table deals and the bot discards in the background, after the
	// reply: a client learns of it on the socket, or by asking again.
	var view struct {
		Turn []int
		View struct{ Next string }
	}
	for deadline := time.Now().Add(time.Minute); fmt.Sprint(view.Turn) != "[0]" && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
		res, err = http.Get(hs.URL + created.Seats[0].View)
		if err != nil {
			log.Fatal(err)
		}
		err = json.NewDecoder(res.Body).Decode(&view)
		res.Body.Close()
		if err != nil {
			log.Fatal(err)
		}
	}
	fmt.Println(res.Status, view.View.Next, view.Turn)

	res, err = http.Get(hs.URL + "/tables/" + created.ID + "/record")
	if err != nil {
		log.Fatal(err)
	}
	res.Body.Close()
	fmt.Println(res.Status)
	// Output:
	// 201 Created Ann expert bot true
	// 200 OK discard [0]
	// 409 Conflict
}
