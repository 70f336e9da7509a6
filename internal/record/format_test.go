package record_test

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/internal/codec"
	"github.com/pegboard/pegboard/internal/game"
	"github.com/pegboard/pegboard/internal/record"
)

// A toy game: a count that actions add to, up to a limit.
type toyRecord struct {
	Limit   int
	Names   []string
	Seed    uint64
	Actions []int
	at      record.Lines
}

var toyFormat = &record.Format[toyRecord, int]{
	Pkg: "toy", Game: "toy", Version: 1,
	Fields: []record.Field[toyRecord]{
		{Key: "limit",
			Write: func(r *toyRecord) (string, bool, error) { return strconv.Itoa(r.Limit), true, nil },
			Read: func(r *toyRecord, v string) (err error) {
				r.Limit, err = strconv.Atoi(v)
				return err
			}},
		record.NamesField("toy", func(r *toyRecord) *[]string { return &r.Names }, func(*toyRecord) int { return 2 }),
		record.SeedField(func(r *toyRecord) *uint64 { return &r.Seed }, func(*toyRecord) bool { return true }),
	},
	Required: []string{"limit"},
	Check: func(r *toyRecord, seen map[string]int) (int, error) {
		if r.Limit < 0 {
			return seen["limit"], fmt.Errorf("a limit below zero")
		}
		return seen["seed"], nil
	},
	Actions: func(r *toyRecord) (*[]int, *record.Lines) { return &r.Actions, &r.at },
	ParseAction: func(s string) (int, error) {
		n, ok := codec.Number(strings.TrimPrefix(s, "add "))
		if !ok || !strings.HasPrefix(s, "add ") {
			return 0, fmt.Errorf("%q is not an action", s)
		}
		return n, nil
	},
	ActionText: func(n int) ([]byte, error) { return []byte("add " + strconv.Itoa(n)), nil },
}

func replay(rec toyRecord) (int, []string, error) {
	return record.Replay(toyFormat, rec,
		func(r toyRecord) (int, error) {
			if r.Seed == 13 {
				return 0, errors.New("an unlucky seed")
			}
			return 0, nil
		},
		func(n, a int) (int, []string, error) {
			if n+a > 10 {
				return n, nil, errors.New("past the limit")
			}
			return n + a, []string{fmt.Sprint("now ", n+a)}, nil
		})
}

func TestFormat(t *testing.T) {
	rec := toyRecord{Limit: 10, Names: []string{"Ann", "Ben"}, Seed: 7, Actions: []int{1, 2, 3}}
	text, err := toyFormat.Marshal(rec)
	want := "pegboard toy 1\nlimit: 10\nnames: Ann, Ben\nseed: 7\n\nadd 1\nadd 2\nadd 3\n"
	if err != nil || string(text) != want {
		t.Fatalf("Marshal = %q, %v", text, err)
	}
	back, err := toyFormat.Parse(strings.NewReader(string(text)))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(rec, back, cmp.AllowUnexported(toyRecord{})); !strings.Contains(diff, "at:") && diff != "" {
		t.Errorf("read back: %s", diff)
	}
	n, evs, err := replay(back)
	if err != nil || n != 6 || len(evs) != 3 {
		t.Errorf("Replay = %d %v %v", n, evs, err)
	}
	// An action refused names its line, as read and as it would be written.
	back.Actions = append(back.Actions, 9)
	if _, _, err := replay(back); err == nil || err.Error() != "toy: line 9: bad record: 9: past the limit" {
		t.Errorf("Replay read: %v", err)
	}
	rec.Actions = []int{9, 9}
	if _, _, err := replay(rec); err == nil || err.Error() != "toy: line 7: bad record: 9: past the limit" {
		t.Errorf("Replay made: %v", err)
	}
	if _, _, err := replay(toyRecord{Seed: 13}); err == nil || err.Error() != "toy: line 3: bad record: an unlucky seed" {
		t.Errorf("Replay start: %v", err)
	}
	var le *record.LineError
	_, _, err = replay(rec)
	if !errors.As(err, &le) || !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("%v is not a bad record on a line", err)
	}
}

func TestFormatRefuses(t *testing.T) {
	for in, want := range map[string]string{
		"pegboard toy 1\nlimit: 1\ncolour: red\n":   `toy: line 3: bad record: invalid syntax: no header "colour" (limit, names, seed)`,
		"pegboard toy 1\nseed: 1\n":                 "toy: line 1: bad record: a record has a limit header",
		"pegboard toy 1\nlimit: -1\n":               "toy: line 2: bad record: a limit below zero",
		"pegboard toy 1\nlimit: x\n":                `toy: line 2: bad record: limit: strconv.Atoi: parsing "x": invalid syntax`,
		"pegboard toy 1\nlimit: 1\nnames: a, , b\n": "toy: line 3: bad record: names: invalid syntax: an empty name",
		"pegboard toy 1\nlimit: 1\nnames: a, " + strings.Repeat("b", record.MaxName+1) + "\n": "toy: line 3: bad record: names: invalid syntax: a name of more than 100 bytes",
		"pegboard toy 1\nlimit: 1\n\nadd 1\nsubtract 2\n":                                     `toy: line 5: bad record: "subtract 2" is not an action`,
		"pegboard toy 2\n":   `toy: bad record: invalid syntax: line 1: not a pegboard record: format version "2" (this reader knows 1 to 1)`,
		"pegboard chess 1\n": `toy: bad record: invalid syntax: line 1: not a pegboard record: a record of "chess", not "toy"`,
	} {
		_, err := toyFormat.Parse(strings.NewReader(in))
		if err == nil || err.Error() != want {
			t.Errorf("Parse(%q):\n got %v\nwant %s", in, err, want)
		}
	}
	if _, err := toyFormat.Parse(nil); err == nil || err.Error() != "toy: bad record: reading a record from a nil io.Reader" {
		t.Errorf("nil reader: %v", err)
	}
	big := "pegboard toy 1\nlimit: 1\n" + strings.Repeat("#", codec.MaxJSON)
	if _, err := toyFormat.Parse(strings.NewReader(big)); err == nil || err.Error() != "toy: bad record: more than 1048576 bytes" {
		t.Errorf("big: %v", err)
	}
	if _, err := toyFormat.Marshal(toyRecord{Names: []string{"Ann"}}); err == nil || err.Error() != "toy: bad record: 1 name for 2 seats" {
		t.Errorf("names: %v", err)
	}
	// The longest name writes and reads back; one byte more does neither.
	long := strings.Repeat("x", record.MaxName)
	if text, err := toyFormat.Marshal(toyRecord{Names: []string{"Ann", long}}); err != nil {
		t.Errorf("a name of %d bytes: %v", len(long), err)
	} else if back, err := toyFormat.Parse(strings.NewReader(string(text))); err != nil || back.Names[1] != long {
		t.Errorf("a name of %d bytes reads back as %q, %v", len(long), back.Names, err)
	}
	if _, err := toyFormat.Marshal(toyRecord{Names: []string{"Ann", long + "x"}}); err == nil {
		t.Errorf("a name of %d bytes writes", len(long)+1)
	}
	if _, err := toyFormat.WriteTo(toyRecord{}, nil); !errors.Is(err, game.ErrZeroValue) {
		t.Errorf("nil writer: %v", err)
	}
	if err := toyFormat.Unmarshal(nil, "toyRecord", nil); !errors.Is(err, game.ErrBadRecord) {
		t.Errorf("nil target: %v", err)
	}
}

func TestLog(t *testing.T) {
	l := record.Begin[int]("start")
	a := l.Add(1).Add(2)
	b := a.Add(3)
	c := a.Add(4) // shares a's past
	for _, x := range []struct {
		l    *record.Log[int, string]
		want []int
	}{{l, []int{}}, {a, []int{1, 2}}, {b, []int{1, 2, 3}}, {c, []int{1, 2, 4}}} {
		s, acts := x.l.Read()
		if s != "start" || !cmp.Equal(acts, x.want) {
			t.Errorf("Read = %q %v, want %v", s, acts, x.want)
		}
	}
}

// TestKeep: a game's log starts at the game without the log it kept; a
// nil log is a game that keeps no record.
func TestKeep(t *testing.T) {
	type toyGame struct {
		n   int
		log *record.Log[int, toyGame]
	}
	old := record.Begin[int](toyGame{n: 1}).Add(5)
	g := toyGame{n: 2, log: old}
	g.log = record.Keep(g, func(g *toyGame) **record.Log[int, toyGame] { return &g.log })
	start, acts, err := g.log.Add(3).Kept("toy")
	if err != nil || start.n != 2 || start.log != nil || !cmp.Equal(acts, []int{3}) {
		t.Errorf("Kept = %+v %v %v", start, acts, err)
	}
	var none *record.Log[int, toyGame]
	if _, _, err := none.Kept("toy"); !errors.Is(err, game.ErrBadRecord) || err.Error() != "toy: bad record: the game keeps no record: make it with Recording" {
		t.Errorf("Kept of no log: %v", err)
	}
}

// TestStart: a record starts from the game its start holds, checked, or
// else from the game it deals; either keeps its record from there.
func TestStart(t *testing.T) {
	type toyGame struct{ n, recording int }
	recording := func(g toyGame) toyGame { g.recording++; return g }
	dealt := func() (toyGame, error) { return toyGame{n: 1}, nil }
	bad := errors.New("bad")
	check := func(g toyGame) error {
		if g.n < 0 {
			return bad
		}
		return nil
	}
	for _, c := range []struct {
		saved *toyGame
		want  toyGame
		err   error
	}{{nil, toyGame{1, 1}, nil}, {&toyGame{n: 7}, toyGame{7, 1}, nil}, {&toyGame{n: -1}, toyGame{-1, 1}, bad}} {
		g, err := record.Start(c.saved, dealt, recording, check)
		if g != c.want || err != c.err {
			t.Errorf("Start(%v) = %v, %v; want %v, %v", c.saved, g, err, c.want, c.err)
		}
	}
	saved := toyGame{n: 7}
	if _, _ = record.Start(&saved, dealt, recording, check); saved.recording != 0 {
		t.Error("Start changed the saved game")
	}
}

// TestSeatNames: a run's game is named seat by seat by its entrants, or not
// at all when an entrant's name is one a record cannot hold.
func TestSeatNames(t *testing.T) {
	side := func(s int) int { return []int{1, 0}[s%2] }
	if got, want := record.SeatNames([]string{"ann", "ben"}, 3, side), []string{"ben", "ann", "ben"}; !cmp.Equal(got, want) {
		t.Errorf("SeatNames: %s", cmp.Diff(want, got))
	}
	if got := record.SeatNames([]string{"a, b", "ben"}, 2, side); got != nil {
		t.Errorf("a name holding a comma: %q, want none", got)
	}
}
