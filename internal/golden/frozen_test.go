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
		var ev []string
		g, ev, _ = applyTally(g, a)
		evs = append(evs, ev...)
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
