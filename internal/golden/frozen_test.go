package golden

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// A counter game for Frozen: its record is a start and numbers to add.
type (
	add     int
	counter struct{ N, Start int }
	tally   struct {
		Start   int
		Names   []string
		Actions []add
	}
)

func (a add) String() string { return "add " + strconv.Itoa(int(a)) }

func parseTally(r io.Reader) (tally, error) {
	data, err := io.ReadAll(r)
	if err != nil {
		return tally{}, err
	}
	var rec tally
	for line := range strings.Lines(string(data)) {
		k, v, _ := strings.Cut(strings.TrimSpace(line), " ")
		n, _ := strconv.Atoi(v)
		switch k {
		case "start":
			rec.Start = n
		case "names":
			rec.Names = strings.Split(v, ",")
		case "add":
			rec.Actions = append(rec.Actions, add(n))
		default:
			return tally{}, fmt.Errorf("%q", line)
		}
	}
	return rec, nil
}

func replayTally(rec tally) (counter, []string, error) {
	g := counter{N: rec.Start, Start: rec.Start}
	var evs []string
	for _, a := range rec.Actions {
		next, ev, err := applyTally(g, a)
		if err != nil {
			return g, evs, err
		}
		g, evs = next, append(evs, ev...)
	}
	return g, evs, nil
}

func applyTally(g counter, a add) (counter, []string, error) {
	if a < 0 {
		return g, nil, errors.New("no subtracting")
	}
	g.N += int(a)
	return g, []string{fmt.Sprint("now ", g.N)}, nil
}

func tallyEvents(evs []string) ([]byte, error) { return []byte(strings.Join(evs, ";")), nil }

// recordOf keeps no actions: the game's record starts where it is.
func recordOf(g counter) (tally, error) { return tally{Start: g.N}, nil }

func tallyText(rec tally) ([]byte, error) {
	return fmt.Appendf(nil, "start %d names %s adds %v\n", rec.Start, strings.Join(rec.Names, ","), rec.Actions), nil
}

func TestFrozen(t *testing.T) {
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "records"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "records", "a.txt"), []byte("start 2\nnames Ann,Ben\nadd 3\nadd 4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(update bool) bool {
		r := &recorder{TB: t}
		frozen(r, dir, parseTally, replayTally, applyTally, tallyEvents, recordOf, tallyText, update)
		return r.failed
	}
	if !run(false) {
		t.Error("a missing frozen.txt passed")
	}
	if run(true) || run(false) {
		t.Fatal("the file written afresh does not pass")
	}
	got, err := os.ReadFile(filepath.Join(dir, "frozen.txt"))
	if err != nil {
		t.Fatal(err)
	}
	// The start is the game before the actions, each step its action's
	// text, and the record the last game's with the names read.
	want := Steps("a.txt", []byte(`{"N":2,"Start":2}`), []Step{
		{Action: "add 3", Events: []byte("now 5"), Game: []byte(`{"N":5,"Start":2}`)},
		{Action: "add 4", Events: []byte("now 9"), Game: []byte(`{"N":9,"Start":2}`)},
	}, []byte("start 9 names Ann,Ben adds []\n"))
	if string(got) != string(want) {
		t.Errorf("frozen.txt:\n%s\nwant\n%s", got, want)
	}
	// A stored form that changes, or an action refused, fails.
	if err := os.WriteFile(filepath.Join(dir, "records", "a.txt"), []byte("start 2\nadd 3\nadd 5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if !run(false) {
		t.Error("a changed step passed")
	}
	if err := os.WriteFile(filepath.Join(dir, "records", "a.txt"), []byte("start 2\nadd -1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if !run(true) {
		t.Error("a refused action passed")
	}
}

// TestFrozenField: a record without the fields Frozen needs fails.
func TestFrozenField(t *testing.T) {
	r := &recorder{TB: t}
	var rec struct{ Actions []int }
	if field[[]add](r, &rec, "Actions"); !r.failed {
		t.Error("an Actions field of another type passed")
	}
	r = &recorder{TB: t}
	if field[[]string](r, &rec, "Names"); !r.failed {
		t.Error("a missing Names field passed")
	}
	r = &recorder{TB: t}
	n := 3
	if field[[]string](r, &n, "Names"); !r.failed {
		t.Error("a record that is no struct passed")
	}
	if p := field[[]int](t, &rec, "Actions"); p != &rec.Actions {
		t.Error("the field's address is not returned")
	}
}

// TestRecords: a corpus of tallies written afresh, then read back, each
// replayed to a game that is over and written back byte for byte.
func TestRecords(t *testing.T) {
	t.Chdir(t.TempDir())
	corpus := map[string]func(*testing.T) tally{
		"a.txt": func(*testing.T) tally { return tally{Start: 1, Actions: []add{2, 3}} },
		"b.txt": func(*testing.T) tally { return tally{Start: 4, Actions: []add{5}} },
	}
	over := func(g counter, last string) bool { return g.N > 5 && last == fmt.Sprint("now ", g.N) }
	// The tallies' text is the form parseTally reads.
	text := func(rec tally) ([]byte, error) {
		b := fmt.Appendf(nil, "start %d\n", rec.Start)
		for _, a := range rec.Actions {
			b = fmt.Appendf(b, "%v\n", a)
		}
		return b, nil
	}
	Records(t, corpus, true, parseTally, replayTally, text, over)
	Records(t, corpus, false, parseTally, replayTally, text, over)
	if data, err := os.ReadFile(filepath.Join("testdata", "records", "b.txt")); err != nil || string(data) != "start 4\nadd 5\n" {
		t.Errorf("b.txt holds %q, %v", data, err)
	}
	// A game not over, a record that writes back otherwise, one that does
	// not read or replay, fail.
	for _, c := range []struct {
		data string
		text func(tally) ([]byte, error)
	}{
		{"start 1\nadd 2\n", text},
		{"start 9\n", text},
		{"start 4\nadd 5\n", tallyText},
		{"jump 4\n", text},
		{"start 4\nadd -5\n", text},
	} {
		r := &recorder{TB: t}
		replays(r, []byte(c.data), parseTally, replayTally, c.text, over)
		if !r.failed {
			t.Errorf("%q passed", c.data)
		}
	}
	// A game whose last event is not of the type that ends a game fails.
	r := &recorder{TB: t}
	if replays(r, []byte("start 4\nadd 5\n"), parseTally, replayTally, text, func(counter, int) bool { return true }); !r.failed {
		t.Error("a game ending in an event of another type passed")
	}
}
