package pegjokers_test

import (
	"flag"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/golden"
	"github.com/pegboard/pegboard/pegjokers"
)

var updateDiagrams = flag.Bool("update-diagrams", false, "write testdata/diagrams.txt afresh from Diagram as it is")

// TestDiagramGolden compares the diagrams of the golden pictures' positions
// (see svgGoldens) and of games part-way through, one waiting for a draw
// with an extra card owed, one over, with testdata/diagrams.txt; go test
// -run TestDiagramGolden -update-diagrams writes it afresh.
func TestDiagramGolden(t *testing.T) {
	var b strings.Builder
	for _, c := range svgGoldens {
		b.WriteString("== " + c.name + "\n" + pegjokers.MustParsePosition(c.position).Diagram())
	}
	b.WriteString("== zero position\n" + pegjokers.Position{}.Diagram())
	// A game of six in teams with missed draws, stopped while it waits for
	// a draw; and a game of two played to its end.
	g := newGame(t, pegjokers.DefaultRules, 6, pegjokers.Teams, 5)
	rng := cards.NewRand(5)
	for g.Turns() < 40 || !g.Owed(0) && !g.Owed(1) && !g.Owed(2) && !g.Owed(3) && !g.Owed(4) && !g.Owed(5) {
		g = randomStep(t, g, rng, 4)
	}
	for st, _ := g.Next(); st == pegjokers.StepPlay; st, _ = g.Next() {
		g = randomStep(t, g, rng, 4)
	}
	b.WriteString("== six teams, part-way\n" + g.Diagram())
	g = newGame(t, pegjokers.DefaultRules, 2, pegjokers.Solo, 8)
	for !g.Over() {
		g = randomStep(t, g, rng, 1000)
	}
	b.WriteString("== two solo, over\n" + g.Diagram())
	b.WriteString("== new game of three\n" + newGame(t, pegjokers.DefaultRules, 3, pegjokers.Solo, 1).Diagram())

	golden.Check(t, filepath.Join("testdata", "diagrams.txt"), []byte(b.String()), *updateDiagrams, "go test ./pegjokers -run TestDiagramGolden -update-diagrams")
}

func ExamplePosition_Diagram() {
	p := pegjokers.MustParsePosition("4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s f1 f2")
	fmt.Print(p.Diagram())
	// Output:
	// 4 pairs, Blue to move; teams Blue+White, Yellow+Orange
	//   seat     holes    0  3    8       17  start  finish
	// > Blue       0- 17  Y..:....B..W..B.Y.  BBB..  .....
	//   Yellow    18- 35  ...:....o.........  YYY..  .....
	//   White     36- 53  ...:....o.........  WWWW.  .....
	//   Orange    54- 71  ...:....o.........  OOO..  OO...
}
