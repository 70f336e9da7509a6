package gametest_test

import (
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/internal/game/gametest"
	"github.com/pegboard/pegboard/internal/must"
)

// TestRecords: the hook keeps each record by its number. (Calls that
// overlap, which it reports, cannot be made to overlap at will here; the
// runners' tests run it under their own runners.)
func TestRecords(t *testing.T) {
	hook, got := gametest.Records[string](t)
	hook(1, "a")
	hook(2, "b")
	hook(1, "c")
	if len(got) != 2 || got[1] != "c" || got[2] != "b" {
		t.Errorf("kept %v", got)
	}
}

// A toy record: numbers to add, refused past 100.
func parseSum(r io.Reader) ([]int, error) {
	var ns []int
	for {
		var n int
		switch _, err := fmt.Fscan(r, &n); {
		case err == io.EOF:
			return ns, nil
		case err != nil:
			return nil, err
		}
		ns = append(ns, n)
	}
}

func replaySum(ns []int) (int, []string, error) {
	sum := 0
	var ev []string
	for _, n := range ns {
		if sum += n; sum > 100 {
			return sum, ev, errors.New("past 100")
		}
		ev = append(ev, strconv.Itoa(sum))
	}
	return sum, ev, nil
}

// fatals keeps whether a helper failed the test, and stops it there.
type fatals struct {
	must.TB
	failed bool
}

func (f *fatals) Helper()               {}
func (f *fatals) Fatalf(string, ...any) { f.failed = true; runtime.Goexit() }
func (f *fatals) Fatal(...any)          { f.failed = true; runtime.Goexit() }

// TestReplay: a record's text is read and replayed; a text that does not
// read, or does not replay, fails the test.
func TestReplay(t *testing.T) {
	rec, sum, ev := gametest.Replay(t, []byte("1 2\n3"), parseSum, replaySum)
	if len(rec) != 3 || sum != 6 || strings.Join(ev, " ") != "1 3 6" {
		t.Errorf("Replay = %v %d %v", rec, sum, ev)
	}
	if sum, ev := gametest.Replayer(parseSum, replaySum)(t, "4 5"); sum != 9 || strings.Join(ev, " ") != "4 9" {
		t.Errorf("Replayer = %d %v", sum, ev)
	}
	for _, text := range []string{"1 x", "99 2"} {
		f := &fatals{TB: t}
		done := make(chan struct{})
		go func() {
			defer close(done)
			gametest.Replay(f, []byte(text), parseSum, replaySum)
		}()
		<-done
		if !f.failed {
			t.Errorf("%q passed", text)
		}
	}
}

// A toy game that keeps a record, or none.
type sumGame struct{ rec []int }

func (g sumGame) Record() (sumRecord, error) {
	if g.rec == nil {
		return nil, errors.New("no record")
	}
	return sumRecord(g.rec), nil
}

type sumRecord []int

func (r sumRecord) MarshalText() ([]byte, error) {
	if len(r) > 3 {
		return nil, errors.New("too long")
	}
	return []byte(fmt.Sprint([]int(r))), nil
}

// failsIn reports whether f fails the test it is given.
func failsIn(t *testing.T, f func(t must.TB)) bool {
	ft := &fatals{TB: t}
	done := make(chan struct{})
	go func() {
		defer close(done)
		f(ft)
	}()
	<-done
	return ft.failed
}

// TestRecordAndText: a game's record and a record's text, or the test
// failed when there is none.
func TestRecordAndText(t *testing.T) {
	if got := gametest.Text(t, gametest.Record(t, sumGame{[]int{1, 2}})); got != "[1 2]" {
		t.Errorf("Text(Record) = %q", got)
	}
	if !failsIn(t, func(t must.TB) { gametest.Record(t, sumGame{}) }) {
		t.Error("a game keeping no record passed")
	}
	if !failsIn(t, func(t must.TB) { gametest.Text(t, sumRecord{1, 2, 3, 4}) }) {
		t.Error("a record refusing to write passed")
	}
}
