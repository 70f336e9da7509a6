package crib_test

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/crib/bot"
	"github.com/pegboard/pegboard/internal/golden"
)

var updateReport = flag.Bool("update-report", false, "write testdata/selfplay afresh from RunSelfPlay as it is")

// TestSelfPlayReportGolden keeps the reports of small seeded runs (two
// players, three, and four in partnerships) in testdata/selfplay, so that
// every count and measure a run takes (wins, skunks, losing scores, the
// final margin, the points of the play, hands and crib) is checked to the
// figure; go test -run TestSelfPlayReportGolden -update-report writes it
// afresh.
func TestSelfPlayReportGolden(t *testing.T) {
	var out strings.Builder
	for _, run := range []struct {
		name  string
		rules crib.Rules
		bots  []crib.Strategy
	}{
		{"two players", crib.Rules{}, []crib.Strategy{bot.Analysis{}, bot.Random{}}},
		{"three players to 61", crib.Rules{Layout: crib.ThreePlayer(), GameHole: 61}, []crib.Strategy{bot.Analysis{}, bot.Random{}, bot.Analysis{}}},
		{"four in partnerships", crib.Rules{Layout: crib.FourPlayer()}, []crib.Strategy{bot.Random{}, bot.Analysis{}}},
	} {
		rep, err := crib.RunSelfPlay(context.Background(), crib.SelfPlay{Rules: run.rules, Games: 30, Seed: 5}, run.bots)
		if err != nil {
			t.Fatalf("%s: %v", run.name, err)
		}
		fmt.Fprintf(&out, "== %s\n%s\n", run.name, rep)
	}
	golden.Check(t, filepath.Join("testdata", "selfplay", "reports.txt"), []byte(out.String()), *updateReport, "go test ./crib -run TestSelfPlayReportGolden -update-report")
}
