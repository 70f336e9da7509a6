package main

import (
	"errors"
	"strings"
	"testing"

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
