package main

import (
	"errors"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

func TestDemoIsDeterministic(t *testing.T) {
	var a, b strings.Builder
	if err := run(&a, 12, false, false, nil); err != nil {
		t.Fatal(err)
	}
	if err := run(&b, 12, false, false, nil); err != nil {
		t.Fatal(err)
	}
	if a.String() != b.String() {
		t.Fatal("the same seed printed two different demos")
	}
	for _, want := range []string{"The three best discards", "a double run of three is sixteen", "Crib "} {
		if !strings.Contains(a.String(), want) {
			t.Errorf("demo output lacks %q:\n%s", want, a.String())
		}
	}
}

func TestScoresTypedHand(t *testing.T) {
	var out strings.Builder
	if err := run(&out, 0, false, false, []string{"5h", "5c", "5s", "jd", "5D"}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "and one for his nobs is twenty-nine") || !strings.Contains(out.String(), "total 29") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestAdvisesSix(t *testing.T) {
	var out strings.Builder
	if err := run(&out, 0, false, true, strings.Fields("5H 5C JD 4S 6S 9H")); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), " 1. keep 5♥ 5♣ 4♠ 6♠, throw J♦ 9♥") || strings.Count(out.String(), "keep") != 15 {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestRefusesBadInput(t *testing.T) {
	var out strings.Builder
	if err := run(&out, 0, false, false, []string{"5H", "5X"}); !errors.Is(err, cards.ErrSyntax) {
		t.Errorf("bad card: %v", err)
	}
	if err := run(&out, 0, false, false, []string{"5H", "5C"}); err == nil {
		t.Error("two cards accepted")
	}
	if err := run(&out, 0, false, false, strings.Fields("5H 5H 5S JD 5D")); !errors.Is(err, score.ErrDuplicate) {
		t.Errorf("duplicate: %v", err)
	}
}

// TestDemoIsNotAlwaysTheSameHand: it was seen that show always dealt the
// same hand. Without -seed the deal is seeded from the clock, and the seed
// is printed; -seed with that seed deals the same hand again, and -seed N
// is the same deal every time.
func TestDemoIsNotAlwaysTheSameHand(t *testing.T) {
	show := func(at time.Time, args ...string) (string, string) {
		t.Helper()
		var out, errs strings.Builder
		if code := cli(args, &out, &errs, func() time.Time { return at }); code != 0 {
			t.Fatalf("%q: exit %d: %s", args, code, errs.String())
		}
		return out.String(), errs.String()
	}
	first := func(s string) string { return s[:strings.Index(s, "\n")] }
	seedOf := regexp.MustCompile(`^You deal yourself .* \(seed (\d+): show -seed (\d+) deals it again\)\.$`)
	hands := map[string]bool{}
	for i := range 5 {
		out, _ := show(time.Unix(1_700_000_000, int64(i)*7_919_000))
		m := seedOf.FindStringSubmatch(first(out))
		if m == nil || m[1] != m[2] {
			t.Fatalf("the deal does not print its seed: %q", first(out))
		}
		hands[first(out)] = true
		// The seed printed deals it again, at any time.
		again, _ := show(time.Unix(42, 0), "-seed", m[1])
		if again != out {
			t.Errorf("-seed %s deals otherwise:\n%s\nnot\n%s", m[1], again, out)
		}
	}
	if len(hands) < 4 {
		t.Errorf("five runs at five times dealt %d hands: %v", len(hands), hands)
	}
	// -seed N is the same deal whenever it is run.
	a, _ := show(time.Unix(1, 0), "-seed", "12")
	b, _ := show(time.Unix(2_000_000_000, 5), "-seed", "12")
	if a != b || !strings.HasPrefix(a, "You deal yourself ") || !strings.Contains(a, "(seed 12: show -seed 12 deals it again)") {
		t.Errorf("-seed 12 twice:\n%s\n%s", a, b)
	}
	// Cards given are shown as ever, and -h and bad flags say how to use it.
	if out, _ := show(time.Now(), "5h", "5c", "5s", "jd", "5D"); !strings.Contains(out, "total 29") {
		t.Errorf("cards: %s", out)
	}
	var out, errs strings.Builder
	if code := cli([]string{"-h"}, &out, &errs, time.Now); code != 0 || !strings.Contains(errs.String(), "usage: show [-seed N]") {
		t.Errorf("-h: exit %d, %q", code, errs.String())
	}
	if code := cli([]string{"-colour"}, &out, &errs, time.Now); code != 2 {
		t.Errorf("-colour: exit %d", code)
	}
	if code := cli([]string{"5H", "5X"}, &out, &errs, time.Now); code != 2 || !strings.Contains(errs.String(), "show: ") {
		t.Errorf("a bad card: exit %d, %q", code, errs.String())
	}
	if timeSeed(time.Unix(0, 0)) == 0 || timeSeed(time.Unix(0, 999_999)) == 0 {
		t.Error("a seed of 0 from the time")
	}
}
