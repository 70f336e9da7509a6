package main

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"
)

func TestRun(t *testing.T) {
	var out, errs bytes.Buffer
	start := time.Now()
	if code := run(context.Background(), []string{"-games", "4", "-seed", "3", "-worlds", "4"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	// A short run printed a progress line for each twentieth of it: now at
	// most one a second, and the last.
	if lines, most := strings.Count(errs.String(), "\n"), 1+int(time.Since(start)/time.Second); lines > most {
		t.Errorf("%d progress lines in a run of %v:\n%s", lines, time.Since(start), errs.String())
	}
	for _, want := range []string{"4 games", "expert: won", "analysis: won", "expert won "} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(errs.String(), "4 of 4 games") {
		t.Errorf("no progress line: %q", errs.String())
	}
}

func TestRefusesBadInput(t *testing.T) {
	for name, args := range map[string][]string{
		"no games":       {"-games", "0"},
		"not a number":   {"-games", "many"},
		"extra argument": {"more"},
		"unknown flag":   {"-x"},
	} {
		var out, errs bytes.Buffer
		if code := run(context.Background(), args, &out, &errs); code != 2 || out.Len() != 0 || errs.Len() == 0 {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", name, code, out.String(), errs.String())
		}
	}
	var out, errs bytes.Buffer
	if code := run(context.Background(), []string{"-h"}, &out, &errs); code != 0 {
		t.Errorf("-h: exit %d", code)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errs bytes.Buffer
	if code := run(ctx, []string{"-games", "50", "-q"}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "expert-vs:") {
		t.Errorf("cancelled: exit %d, stderr %q", code, errs.String())
	}
}
