package bot_test

import (
	"io"
	"testing"
	"time"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/crib/cribtest"
	"github.com/pegboard/pegboard/internal/hostile"
)

// expertBots draws expert bots of a few worlds a lay: the number of worlds
// is work the caller asks for, each taking a solve.
func expertBots() hostile.Generator {
	return hostile.Gen(rapid.Custom(func(t *rapid.T) bot.Expert {
		return bot.Expert{Worlds: rapid.IntRange(-2, 16).Draw(t, "worlds")}
	}))
}

// TestHostile throws hostile arguments at every exported function and
// method of the package (see package internal/hostile), with real views of
// real deals among them.
func TestHostile(t *testing.T) {
	slow := func(fn any) hostile.Func { return hostile.Func{Fn: fn, Deadline: 20 * time.Second} }
	hostile.Walk(t, hostile.Package{
		Dir: ".",
		Sentinels: []error{crib.ErrBadRules, crib.ErrBadSeat, crib.ErrZeroValue, crib.ErrBadRecord, crib.ErrBadCards,
			crib.ErrBadPosition},
		Funcs: []any{
			slow(bot.Analysis.Discard), slow(bot.Analysis.Lay), bot.Analysis.String,
			slow(bot.Random.Discard), slow(bot.Random.Lay), bot.Random.String,
			slow(bot.Scripted.Discard), slow(bot.Scripted.Lay), bot.Scripted.String,
			slow(bot.Calculated.Discard), slow(bot.Calculated.Lay), bot.Calculated.String,
			hostile.Func{Fn: bot.Expert.Discard, Gens: []hostile.Generator{expertBots()}, Replace: true, Deadline: 20 * time.Second},
			hostile.Func{Fn: bot.Expert.Lay, Gens: []hostile.Generator{expertBots()}, Replace: true, Deadline: 20 * time.Second},
			bot.Expert.String, bot.WinChance, bot.WriteWinChanceSVG, bot.Miscounter.Count, bot.Miscounter.String,
		},
		Gens: []hostile.Generator{
			hostile.Gen(cribtest.DiscardViews()),
			hostile.Gen(cribtest.LayViews()),
			hostile.Gen(rapid.Just(io.Discard)),
		},
	})
}
