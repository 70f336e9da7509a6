package arena_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib/arena"
	"github.com/pegboard/pegboard/internal/must"
)

// A stored result reads back to the same value, which writes the same
// bytes, at every seating.
func TestPropResultRoundTrips(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		cfg, players := drawMatch(t, 3)
		r, err := arena.Play(context.Background(), cfg, players)
		if err != nil {
			t.Fatal(err)
		}
		roundTrip[arena.Result](t, r)
	})
}

func TestLadderRoundTrips(t *testing.T) {
	l := must.Get(arena.RoundRobin(context.Background(), arena.Config{Deals: 3, Seed: 9}, fast))(t)
	roundTrip[arena.Ladder](t, l)
}

// roundTrip checks that v written, read and written again gives the same
// bytes and the same exported value.
func roundTrip[T any](t interface {
	Helper()
	Fatalf(string, ...any)
}, v T) {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatalf("marshal: %v", err)
	}
	if bytes.Equal(data, []byte("{}")) {
		t.Fatalf("marshal gives {}")
	}
	var back T
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatalf("unmarshal %s: %v", data, err)
	}
	again, err := json.Marshal(back)
	if err != nil {
		t.Fatalf("marshal again: %v", err)
	}
	if diff := cmp.Diff(string(data), string(again)); diff != "" {
		t.Fatalf("written, read and written again (-first +again):\n%s", diff)
	}
}

// Stored results that no match could give are refused.
func TestRefusesTamperedResults(t *testing.T) {
	r := must.Get(arena.Play(context.Background(), arena.Config{Deals: 4, Seed: 3}, fast[2:4]))(t)
	good := string(must.Get(json.Marshal(r))(t))
	for name, edit := range map[string][2]string{
		"more wins":     {`"wins":`, `"wins":1`},
		"unknown field": {`"seats":`, `"colour":1,"seats":`},
		"no bots":       {`"bots":[`, `"bots":[],"x":[`},
		"games":         {`"games":8`, `"games":9`},
		"sides":         {`"sides":2`, `"sides":3`},
		"deals":         {`"deals":4`, `"deals":0`},
		"hole":          {`"hole":121`, `"hole":7`},
		"interval":      {`"win_ci95":[`, `"win_ci95":[2,`},
	} {
		bad := strings.Replace(good, edit[0], edit[1], 1)
		if bad == good {
			t.Fatalf("%s: no %q in %s", name, edit[0], good)
		}
		var back arena.Result
		if err := json.Unmarshal([]byte(bad), &back); !errors.Is(err, arena.ErrBadResult) {
			t.Errorf("%s: %s reads back with %v", name, bad, err)
		}
	}
	var l arena.Ladder
	for _, bad := range []string{`{}`, `{"deals":1,"matches":[],"ratings":[]}`, `[]`, `{"deals":1} x`} {
		if err := json.Unmarshal([]byte(bad), &l); err == nil {
			t.Errorf("a ladder %s reads back", bad)
		}
	}
}

// Whatever reads back as a result writes back to the bytes it reads as.
func FuzzResultJSON(f *testing.F) {
	r, err := arena.Play(context.Background(), arena.Config{Deals: 2, Seed: 1}, fast[:2])
	if err != nil {
		f.Fatal(err)
	}
	data, _ := json.Marshal(r)
	f.Add(data)
	f.Add([]byte(`{"seats":2}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		var r arena.Result
		if err := json.Unmarshal(data, &r); err != nil {
			return
		}
		roundTrip[arena.Result](t, r)
	})
}
