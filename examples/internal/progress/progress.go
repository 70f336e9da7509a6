// Package progress lets the programs pass on a run's progress lines now
// and then rather than all: the library's runs write a line each twentieth
// of a run, twenty lines for a run of a third of a second.
package progress

import (
	"bytes"
	"io"
	"sync"
	"time"
)

// Every is how often a [Writer] made by [New] passes a line on.
const Every = time.Second

// Writer passes whole lines on to its writer, at most one each period: a
// line that comes sooner than a period after the start, or after the last
// line passed on, is held back, and replaced by the next one. [Writer.Flush]
// passes on the line held back, if any: a run's last line, which says how it
// ended, is never lost. It is safe for use by several goroutines.
type Writer struct {
	mu     sync.Mutex
	w      io.Writer
	every  time.Duration
	now    func() time.Time
	last   time.Time // when the last line was passed on, or the start
	part   []byte    // a line begun and not yet ended
	held   []byte    // the last whole line held back
	failed error
}

// New returns a Writer passing lines on to w at most once a second.
func New(w io.Writer) *Writer { return NewClock(w, Every, time.Now) }

// NewClock returns a Writer passing lines on to w at most once every
// period, by the clock now (for tests, a clock of their own).
func NewClock(w io.Writer, every time.Duration, now func() time.Time) *Writer {
	return &Writer{w: w, every: every, now: now, last: now()}
}

// Write takes text of any length; each line it ends is passed on or held
// back. It reports the error of the writer, if passing a line on failed.
func (p *Writer) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.part = append(p.part, b...)
	for {
		i := bytes.IndexByte(p.part, '\n')
		if i < 0 {
			break
		}
		line := append([]byte(nil), p.part[:i+1]...)
		p.part = p.part[i+1:]
		if t := p.now(); t.Sub(p.last) >= p.every {
			p.last = t
			p.held = nil
			p.pass(line)
		} else {
			p.held = line
		}
	}
	return len(b), p.failed
}

// Flush passes on the line held back, and any unended text, and reports
// the first error in passing lines on.
func (p *Writer) Flush() error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.held != nil {
		p.pass(p.held)
		p.held = nil
		p.last = p.now()
	}
	if len(p.part) > 0 {
		p.pass(p.part)
		p.part = nil
	}
	return p.failed
}

func (p *Writer) pass(line []byte) {
	if p.failed != nil {
		return
	}
	_, p.failed = p.w.Write(line)
}
