package tables

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// crashChildEnv names the database the child of TestAcknowledgedSurvivesKill
// appends to.
const crashChildEnv = "PEGBOARD_TABLES_CRASH_DB"

// An append acknowledged survives the process being killed: a child process
// appends to eight tables at once, printing each acknowledgment, and is
// killed (SIGKILL: no chance to flush or close anything) mid-stream; every
// action it acknowledged is in the file after. (A machine's crash is the
// disk's to survive: synchronous(FULL) syncs the log before a commit
// returns.)
func TestAcknowledgedSurvivesKill(t *testing.T) {
	if path := os.Getenv(crashChildEnv); path != "" {
		crashChild(t, path)
		return
	}
	path := filepath.Join(t.TempDir(), "t.db")
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestAcknowledgedSurvivesKill$")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	acked := map[string]int{}
	sc := bufio.NewScanner(out)
	for lines := 0; lines < 300 && sc.Scan(); {
		var id string
		var n int
		if _, err := fmt.Sscan(sc.Text(), &id, &n); err != nil {
			continue // the test framework's own lines
		}
		acked[id] = max(acked[id], n)
		lines++
	}
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	for sc.Scan() { // what it printed before it died was acknowledged too
		var id string
		var n int
		if _, err := fmt.Sscan(sc.Text(), &id, &n); err == nil {
			acked[id] = max(acked[id], n)
		}
	}
	_ = cmd.Wait()
	if len(acked) == 0 {
		t.Fatal("the child acknowledged nothing")
	}
	db := openDB(t, path)
	defer db.Close()
	s := openStore(t, db)
	for id, n := range acked {
		_, acts, err := s.LoadTable(context.Background(), id)
		if err != nil {
			t.Fatalf("table %s: %v", id, err)
		}
		if len(acts) < n {
			t.Errorf("table %s: %d actions stored, %d acknowledged", id, len(acts), n)
		}
	}
}

// crashChild appends to eight tables until it is killed (or 30 s pass),
// printing "table n" once action n of a table is acknowledged.
func crashChild(t *testing.T, path string) {
	ctx := context.Background()
	db := openDB(t, path)
	s := openStore(t, db)
	var mu sync.Mutex
	w := bufio.NewWriter(os.Stdout)
	deadline := time.Now().Add(30 * time.Second)
	var wg sync.WaitGroup
	for i := range 8 {
		id := fmt.Sprint("k", i)
		newTableRow(t, s, id)
		wg.Go(func() {
			for n := 1; time.Now().Before(deadline); n++ {
				if err := s.Append(ctx, id, ActionRow{N: n, Seat: 0, Action: "x", Accepted: time.Now()}); err != nil {
					t.Error(err)
					return
				}
				mu.Lock()
				fmt.Fprintln(w, id, n)
				w.Flush()
				mu.Unlock()
			}
		})
	}
	wg.Wait()
}
