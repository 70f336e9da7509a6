package progress

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

// clock is a clock a test moves by hand.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// TestShortRunPrintsOneLine: it was seen that a run of 0.3 s printed 20
// progress lines. Twenty lines in 0.3 s now give one: the last, which
// says how the run ended.
func TestShortRunPrintsOneLine(t *testing.T) {
	c := &clock{time.Unix(0, 0)}
	var out strings.Builder
	p := NewClock(&out, time.Second, c.now)
	for i := 1; i <= 20; i++ {
		c.t = c.t.Add(15 * time.Millisecond)
		fmt.Fprintf(p, "%d of 20\n", i)
	}
	if err := p.Flush(); err != nil {
		t.Fatal(err)
	}
	if out.String() != "20 of 20\n" {
		t.Errorf("printed %q", out.String())
	}
}

// A long run prints a line about once a period, and its last line.
func TestLongRunPrintsALineASecond(t *testing.T) {
	c := &clock{time.Unix(0, 0)}
	var out strings.Builder
	p := NewClock(&out, time.Second, c.now)
	for i := 1; i <= 20; i++ {
		c.t = c.t.Add(500 * time.Millisecond) // 10 s in all
		fmt.Fprintf(p, "%d of 20\n", i)
	}
	p.Flush()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 10 || lines[0] != "2 of 20" || lines[9] != "20 of 20" {
		t.Errorf("printed %q", lines)
	}
	// Flushing again prints nothing more.
	p.Flush()
	if strings.Count(out.String(), "\n") != 10 {
		t.Errorf("a second flush printed: %q", out.String())
	}
}

// Lines may come in pieces, and unended text comes out at the flush.
func TestPieces(t *testing.T) {
	c := &clock{time.Unix(0, 0)}
	var out strings.Builder
	p := NewClock(&out, time.Second, c.now)
	c.t = c.t.Add(2 * time.Second)
	p.Write([]byte("one "))
	p.Write([]byte("line\ntwo"))
	if out.String() != "one line\n" {
		t.Errorf("printed %q", out.String())
	}
	p.Flush()
	if out.String() != "one line\ntwo" {
		t.Errorf("printed %q", out.String())
	}
}

type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteError(t *testing.T) {
	c := &clock{time.Unix(0, 0)}
	p := NewClock(failing{}, time.Second, c.now)
	p.Write([]byte("held\n"))
	if err := p.Flush(); err == nil || err.Error() != "disk full" {
		t.Errorf("Flush: %v", err)
	}
	c.t = c.t.Add(time.Hour)
	if _, err := p.Write([]byte("x\n")); err == nil {
		t.Error("Write after a failure reports none")
	}
	if New(&strings.Builder{}) == nil {
		t.Error("New")
	}
}
