// Command trainer is a cribbage trainer in the terminal: three drills for
// a person at the keyboard.
//
//   - count: a hand (or crib) and its starter are shown, you type the count,
//     and the trainer says whether it is right and says the count aloud item by
//     item. With -muggins the bot calls muggins on an undercount and takes the
//     points you missed (ACC rule 10), and finds an overcount (rule 8.4c).
//   - discard: six cards are dealt (five with -players 3); you throw two (one),
//     and the trainer ranks your throw among every discard by its exact
//     expected points, hand and crib, and shows the best.
//   - peg: you play the cards against the analysis bot; after each card you
//     lay, the solver (which sees both hands, so its answer is exact with every
//     card known) shows the best card and what yours lost against it.
//
// Cards are typed as "5h", "JS", "10d", "ts" (any case, several on a line).
// q quits; the end of the input ends the session too; either way the trainer
// prints a summary. The same -seed and the same keys give the same screen;
// -echo prints each line read after its prompt, so that a session typed from
// a script reads like one at a terminal.
//
//	go run ./examples/trainer -drill count -muggins
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strings"
)

func main() {
	if err := run(os.Stdin, os.Stdout, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "trainer:", err)
		os.Exit(2)
	}
}

// errQuit ends the session when the person types q.
var errQuit = errors.New("quit")

// options are the command line's choices.
type options struct {
	drill   string // "count", "discard", "peg", or "" for the menu
	seed    uint64
	muggins bool
	players int // 2 or 3, for the discard drill
	echo    bool
}

const usageText = `Usage: trainer [flags]

A cribbage trainer in the terminal. Drills:
  count    a hand (or crib) and starter are shown; type the count
  discard  six cards are dealt (five with -players 3); throw two (one)
  peg      play the cards against a bot; the solver shows the best card

Type cards as 5h, JS, 10d or td (any case, several on a line); q quits.

Flags:
`

// parseArgs reads the command line. It returns flag.ErrHelp after printing
// the usage for -h.
func parseArgs(out io.Writer, args []string) (options, error) {
	fs := flag.NewFlagSet("trainer", flag.ContinueOnError)
	fs.SetOutput(out)
	drill := fs.String("drill", "", "the drill: count, discard or peg (default: a menu)")
	seed := fs.Uint64("seed", 0, "the seed of the deals, for an exact replay (default: a new one, printed)")
	muggins := fs.Bool("muggins", false, "count drill: muggins in effect (ACC rule 10): an undercount is the bot's")
	players := fs.Int("players", 2, "discard drill: 2 (deal six, throw two) or 3 (deal five, throw one)")
	echo := fs.Bool("echo", false, "print each line read after its prompt (for scripted input and transcripts)")
	fs.Usage = func() {
		fmt.Fprint(out, usageText)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	if fs.NArg() > 0 {
		return options{}, fmt.Errorf("unexpected argument %q (see -h)", fs.Arg(0))
	}
	o := options{drill: *drill, seed: *seed, muggins: *muggins, players: *players, echo: *echo}
	switch o.drill {
	case "", "count", "discard", "peg":
	default:
		return options{}, fmt.Errorf("-drill %q: choose count, discard or peg", o.drill)
	}
	if o.players != 2 && o.players != 3 {
		return options{}, fmt.Errorf("-players %d: choose 2 or 3", o.players)
	}
	seeded := false
	fs.Visit(func(f *flag.Flag) { seeded = seeded || f.Name == "seed" })
	if !seeded {
		o.seed = rand.Uint64() % 1_000_000
	}
	return o, nil
}

// run is the whole program: it reads the person's lines from in and writes
// the screen to out.
func run(in io.Reader, out io.Writer, args []string) error {
	o, err := parseArgs(out, args)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	t := &trainer{
		opts: o,
		in:   bufio.NewReader(in),
		out:  out,
		rng:  rand.New(rand.NewPCG(o.seed, 0x7472_6169_6e65_72)),
	}
	fmt.Fprintf(out, "Cribbage trainer, seed %d (replay with -seed %d). Type q to quit.\n", o.seed, o.seed)
	// A session ends only by q, the end of the input, or a failure.
	if err := t.session(); !errors.Is(err, errQuit) && !errors.Is(err, io.EOF) {
		return err
	}
	t.summary()
	return nil
}

// trainer is a session: the options, the console and the running tallies.
type trainer struct {
	opts options
	in   *bufio.Reader
	out  io.Writer
	rng  *rand.Rand

	count   countTally
	discard discardTally
	peg     pegTally
}

// session runs the chosen drill, or the menu.
func (t *trainer) session() error {
	if t.opts.drill != "" {
		return t.drill(t.opts.drill)
	}
	for {
		fmt.Fprintln(t.out, "\nDrills: 1 count, 2 discard, 3 peg.")
		line, err := t.ask("Which drill? ")
		if err != nil {
			return err
		}
		switch strings.ToLower(line) {
		case "1", "count", "c":
			return t.drill("count")
		case "2", "discard", "d":
			return t.drill("discard")
		case "3", "peg", "p":
			return t.drill("peg")
		default:
			t.say("Type 1, 2 or 3 (or q to quit).")
		}
	}
}

func (t *trainer) drill(name string) error {
	switch name {
	case "count":
		return t.countDrill()
	case "discard":
		return t.discardDrill()
	default:
		return t.pegDrill()
	}
}

// ask prints prompt and returns the next line, trimmed. It returns errQuit
// when the person types q (or quit) and io.EOF at the end of the input.
func (t *trainer) ask(prompt string) (string, error) {
	fmt.Fprint(t.out, prompt)
	raw, err := t.in.ReadString('\n')
	if err != nil && (raw == "" || err != io.EOF) { // a last line without a newline still counts
		fmt.Fprintln(t.out)
		return "", err
	}
	line := strings.TrimSpace(raw)
	if t.opts.echo {
		fmt.Fprintln(t.out, line)
	}
	if l := strings.ToLower(line); l == "q" || l == "quit" {
		return "", errQuit
	}
	return line, nil
}

// say prints a line.
func (t *trainer) say(format string, a ...any) {
	fmt.Fprintf(t.out, format+"\n", a...)
}

// summary prints the tallies of the drills played.
func (t *trainer) summary() {
	t.say("\nSummary:")
	lines := 0
	if c := t.count; c.asked > 0 {
		t.say("  counting: %d of %d right (%s)", c.right, c.asked, percent(c.right, c.asked))
		lines++
	}
	if d := t.discard; d.deals > 0 {
		t.say("  discards: %d of %d best, %.2f points lost a deal on average", d.best, d.deals, d.lost/float64(d.deals))
		lines++
	}
	if p := t.peg; p.lays > 0 {
		t.say("  pegging: %d of %d cards best, %d points lost against the solver", p.best, p.lays, p.lost)
		lines++
	}
	if lines == 0 {
		t.say("  nothing played.")
	}
}

func percent(a, b int) string {
	return fmt.Sprintf("%d%%", (200*a+b)/(2*b))
}

// clip shortens what a person typed for a message about it.
func clip(s string) string {
	if r := []rune(s); len(r) > 20 {
		return string(r[:20]) + "..."
	}
	return s
}
