package arena_test

import (
	"context"
	"io"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/arena"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/hostile"
)

// configs draws configurations as a hostile caller gives them, with few
// deals: a run's length is work the caller asks for.
func configs() *rapid.Generator[arena.Config] {
	return rapid.Custom(func(t *rapid.T) arena.Config {
		cfg := arena.Config{
			Rules:   cribtest.Rules().Draw(t, "rules"),
			Deals:   rapid.IntRange(-2, 3).Draw(t, "deals"),
			Seed:    rapid.Uint64().Draw(t, "seed"),
			Workers: rapid.IntRange(-2, 3).Draw(t, "workers"),
			Anchor:  rapid.IntRange(-1, 4).Draw(t, "anchor"),
		}
		if rapid.Bool().Draw(t, "progress") {
			cfg.Progress = io.Discard
		}
		if rapid.Bool().Draw(t, "records") {
			cfg.Records = func(int, int, crib.Record) {}
		}
		return cfg
	})
}

// pools draws lists of quick bots, a nil one among them now and then.
func pools() *rapid.Generator[[]crib.Strategy] {
	return rapid.SliceOfN(rapid.SampledFrom([]crib.Strategy{bot.Random{}, bot.Scripted{}, bot.Calculated{}, bot.Analysis{}, nil}), 0, 4)
}

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile).
func TestHostile(t *testing.T) {
	contexts := rapid.Custom(func(t *rapid.T) context.Context {
		if rapid.Bool().Draw(t, "cancelled") {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			return ctx
		}
		return context.Background()
	})
	runs := []hostile.Generator{hostile.Gen(configs()), hostile.Gen(pools()), hostile.Gen(contexts)}
	r, err := arena.Play(context.Background(), arena.Config{Deals: 2, Seed: 1}, fast[:2])
	if err != nil {
		t.Fatal(err)
	}
	l, err := arena.RoundRobin(context.Background(), arena.Config{Deals: 2, Seed: 1}, fast[:3])
	if err != nil {
		t.Fatal(err)
	}
	hostile.Walk(t, hostile.Package{
		Dir:       ".",
		Sentinels: []error{crib.ErrBadRules, crib.ErrStrategy, crib.ErrTurnLimit, arena.ErrBadResult, context.Canceled},
		Funcs: []any{
			hostile.Func{Fn: arena.Play, Gens: runs, Replace: true, Deadline: 20 * time.Second},
			hostile.Func{Fn: arena.RoundRobin, Gens: runs, Replace: true, Deadline: 20 * time.Second},
			arena.Result.String, arena.Ladder.String, (*arena.Result).UnmarshalJSON, (*arena.Ladder).UnmarshalJSON,
		},
		Gens:    []hostile.Generator{hostile.Gen(rapid.Just(r)), hostile.Gen(rapid.Just(l))},
		Mutable: nil,
	})
}
