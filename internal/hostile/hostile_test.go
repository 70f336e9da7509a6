package hostile_test

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/internal/hostile"
	"github.com/pegboard/pegboard/internal/hostile/testdata/fake"
)

// TestFakeWalk walks the fake package, which has one of each fault. It
// fails, as it should, so it runs only inside TestWalkCatchesEachFault.
func TestFakeWalk(t *testing.T) {
	if os.Getenv("HOSTILE_FAKE") != "1" {
		t.Skip("run by TestWalkCatchesEachFault")
	}
	piles := rapid.Custom(func(t *rapid.T) fake.Pile {
		return fake.PileOf(rapid.SliceOfN(rapid.IntRange(0, 9), 2, 5).Draw(t, "cards")...)
	})
	hostile.Walk(t, hostile.Package{
		Dir:       "testdata/fake",
		Sentinels: []error{fake.ErrRange},
		Funcs: []any{fake.Good, fake.PileOf, fake.Pile.Len, fake.Pile.All, (*fake.Pile).Push, fake.Panics, fake.Hangs,
			fake.Unknown, fake.Sorts, fake.Pile.Top, (*fake.Pile).Drop, fake.Pile.Scramble, fake.Lazy,
			(*fake.Pile).Len, fake.Good, strings.ToUpper, func() {},
			hostile.Func{Fn: fake.Small, Gens: []hostile.Generator{hostile.Gen(rapid.IntRange(0, 9))}, Replace: true},
			hostile.Func{Fn: fake.Slow, Deadline: 2 * time.Second}, fake.Slower},
		Panics:    []any{fake.MustGood},
		Elsewhere: []any{fake.Other},
		// 7 is the number that makes Hangs hang: drawn half the time.
		Gens:     []hostile.Generator{hostile.Gen(rapid.Just(7)), hostile.Gen(piles)},
		Deadline: 200 * time.Millisecond,
	})
}

func TestWalkCatchesEachFault(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the test binary again")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestFakeWalk$", "-test.v", "-rapid.nofailfile")
	cmd.Env = append(os.Environ(), "HOSTILE_FAKE=1")
	out, err := cmd.CombinedOutput()
	if err == nil {
		t.Fatalf("the walk of the fake package passed:\n%s", out)
	}
	text := string(out)
	for _, want := range []string{
		// The table.
		"(*fake.Pile).Len has a value receiver: list it as fake.Pile.Len",
		"fake.Good is listed twice",
		"strings.ToUpper is not an exported function or method expression of package fake",
		"TestFakeWalk.func2 is not an exported function or method expression of package fake",
		"1 exported functions and methods of package fake are not in the walk's table:\n        \tfake.Forgotten,",
		// The faults, each printed as the call that shows it.
		"--- FAIL: TestFakeWalk/fake.Panics ",
		"fake.Panics(0x", // the stack names the function
		"fake.Panics(",
		"fake.go:", // the stack names the line
		"hang: fake.Hangs(7) did not return within 200ms",
		`returned an error that matches no sentinel: surprise (*errors.errorString)`,
		"changed argument 1: arg1[",
		"fake.Pile{}.Top()\n",
		"panic: runtime error: index out of range [-1]",
		"changed the receiver (the call returned an error): (*recv).cards: was nil, now set",
		"fake.Pile{cards:[]int{",
		"}}.Scramble()\n",
		"changed the receiver: recv.cards[0]:",
		"panic: runtime error: index out of range [3] with length 3",
		"--- FAIL: TestFakeWalk/fake.Hangs ",
		"--- FAIL: TestFakeWalk/fake.Unknown ",
		"--- FAIL: TestFakeWalk/fake.Sorts ",
		"--- FAIL: TestFakeWalk/fake.Pile.Top ",
		"--- FAIL: TestFakeWalk/fake.Pile.Drop ",
		"--- FAIL: TestFakeWalk/fake.Pile.Scramble ",
		"--- FAIL: TestFakeWalk/fake.Lazy ",
		// The fine functions pass.
		"--- PASS: TestFakeWalk/fake.Good ",
		"--- PASS: TestFakeWalk/fake.PileOf ",
		"--- PASS: TestFakeWalk/fake.Pile.Len ",
		"--- PASS: TestFakeWalk/fake.Pile.All ",
		"--- PASS: TestFakeWalk/fake.Pile.Push ",
		"--- PASS: TestFakeWalk/fake.MustGood ",
		"--- PASS: TestFakeWalk/fake.Small ", // only 0..9, as its own Gens say
		"--- PASS: TestFakeWalk/fake.Slow ",  // within its own deadline
		"hang: fake.Slower() did not return within 200ms",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("the walk's output lacks %q", want)
		}
	}
	if t.Failed() {
		t.Logf("output:\n%s", text)
	}
}

// TestPick: Pick draws an item of a drawn value, or none.
func TestPick(t *testing.T) {
	lists := rapid.SampledFrom([][]int{nil, {1, 2}, {3}})
	rapid.Check(t, func(t *rapid.T) {
		if n := hostile.Pick(lists, func(l []int) []int { return l }, -1).Draw(t, "n"); n < -1 || n == 0 || n > 3 {
			t.Fatalf("picked %d", n)
		}
	})
}

// TestMadeAndText: Made draws what is made of a drawn value, or none;
// Text its text, or none.
func TestMadeAndText(t *testing.T) {
	ints := rapid.IntRange(-3, 3)
	half := func(n int) (int, error) {
		if n%2 != 0 {
			return 0, errors.New("odd")
		}
		return n / 2, nil
	}
	text := func(n int) ([]byte, error) {
		if n < 0 {
			return []byte("junk"), errors.New("negative")
		}
		return []byte(strconv.Itoa(n)), nil
	}
	rapid.Check(t, func(t *rapid.T) {
		if n := hostile.Made(ints, half, 9).Draw(t, "half"); n != 9 && (n < -1 || n > 1) {
			t.Fatalf("made %d", n)
		}
		if s := hostile.Text(ints, text).Draw(t, "text"); s != "junk" && (len(s) != 1 || s[0] < '0' || s[0] > '3') {
			t.Fatalf("text %q", s)
		}
	})
}

// TestPlays: a counter played on by ones, its record kept by adding 100
// one time in two, stops where its player has no action (at 10) or where a
// refusal stops it (at 7).
func TestPlays(t *testing.T) {
	seven := errors.New("seven")
	player := func(*rapid.T, int) func(int) (int, bool) {
		return func(g int) (int, bool) { return 1, g%100 < 10 }
	}
	apply := func(g, a int) (int, []string, error) {
		if g%100 == 7 {
			return g, nil, seven
		}
		return g + a, []string{strconv.Itoa(g + a)}, nil
	}
	stop := func(err error) bool { return errors.Is(err, seven) }
	record := func(g int) int { return g + 100 }
	rapid.Check(t, func(t *rapid.T) {
		for start, last := range map[int]int{2: 7, 8: 10} {
			p := hostile.Plays(rapid.Just(start), record, 20, player, apply, stop).Draw(t, "played")
			n := len(p.Actions)
			if len(p.Events) != n || p.Game%100 != start+n || p.Game%100 > last || p.Game/100 > 1 {
				t.Fatalf("from %d: played %+v", start, p)
			}
		}
	})
}

// shape is an interface that values and pointers of square satisfy.
type (
	shape  interface{ Area() int }
	square int
)

func (s square) Area() int { return int(s * s) }

// TestForms: a value as it is, a pointer to it, or a nil pointer; a nil
// interface as it is.
func TestForms(t *testing.T) {
	seen := map[string]bool{}
	rapid.Check(t, func(t *rapid.T) {
		switch s := hostile.Forms(rapid.Just[shape](square(3))).Draw(t, "shape").(type) {
		case square:
			seen["value"] = true
			if s != 3 {
				t.Fatalf("drew %v", s)
			}
		case *square:
			if s == nil {
				seen["nil"] = true
			} else if seen["pointer"] = true; *s != 3 {
				t.Fatalf("drew a pointer to %v", *s)
			}
		default:
			t.Fatalf("drew %#v", s)
		}
		if s := hostile.Forms(rapid.Just[shape](nil)).Draw(t, "nil"); s != nil {
			t.Fatalf("drew %#v for nil", s)
		}
	})
	if !seen["value"] || !seen["pointer"] || !seen["nil"] {
		t.Errorf("forms drawn: %v", seen)
	}
}

type named string

func (n named) Describe(names []string) string {
	if len(names) > 0 && n == "" {
		return names[0]
	}
	return string(n)
}

// TestFewNames: an event that describes itself as nothing is reported.
func TestFewNames(t *testing.T) {
	hostile.FewNames(t, []named{"x", "y"})
	r := &errRecorder{TB: t}
	hostile.FewNames(r, []named{""})
	if r.n != 1 {
		t.Errorf("%d reports, want 1 (for no names)", r.n)
	}
}

type errRecorder struct {
	testing.TB
	n int
}

func (r *errRecorder) Helper()               { r.TB.Helper() }
func (r *errRecorder) Errorf(string, ...any) { r.n++ }
