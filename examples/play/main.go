// Command play is a card table in the terminal: a person plays a whole game
// against the library's bots, typing their own decisions.
//
//	go run ./examples/play                          # ACC cribbage, two players
//	go run ./examples/play -players 4               # cribbage in partnerships
//	go run ./examples/play -game cribwars -players 3
//	go run ./examples/play -game pegjokers -players 4
//	go install github.com/pegboard/pegboard/examples/play@latest
//
// In cribbage and Crib Wars the person discards, cuts, lays their own cards
// and pegs their own scores, hands and crib included (claimed scoring): the
// bots call muggins on points the person misses, and an overpeg is
// corrected, as ACC rules 8 to 10 have it; the person accepts the bots'
// counts or challenges them. The bots count truly, or with -miscount RATE
// miss a combination (a fifteen, a pair, a run...) in that share of their
// counts (bot.Miscounter), for the person to call muggins on. Every card
// and count shown is the person's seat's view of the game. In Pegs and
// Jokers the person types each play in the move notation. "save FILE"
// saves the game (any of the three), -resume FILE takes it up again, q
// quits (offering to save a game of cribbage).
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

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/internal/game"
)

func main() {
	if err := run(os.Stdin, os.Stdout, os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "play:", err)
		os.Exit(2)
	}
}

const usage = `play: a card game against the bots, in the terminal.

Usage:
  play [-game crib|cribwars|pegjokers] [-players N] [-seed N] [-name NAME] [-miscount RATE]
  play -resume FILE [-miscount RATE]

Games:
  crib       ACC cribbage (the default): 2 players, or 3, 4 (partners) or 6
             (three partnerships); you discard, cut, lay your cards, say go,
             and peg your own scores, hands and crib too: the bots call
             muggins on points you miss and correct an overpeg (ACC rules
             8 to 10). You accept each count of a bot's or challenge it:
             with -miscount 0.3 the bots miss a fifteen, a pair, a run, the
             flush or his nobs in 30% of their counts, and you may call
             muggins on them.
  cribwars   Crib Wars on the 363-hole board, 2, 3, 4 or 6 players, scored as
             cribbage is (muggins only in Muggers Alley); you also move your
             peg out of a penalty box and take or decline points offered.
  pegjokers  Pegs and Jokers, 2 to 8 players (-teams solo, pairs or teams);
             type a card and its move in the move notation ("QH s",
             "7H t8+3 t39+4>f4", "5C pass").

At any prompt: "?" or "help" lists what you may type, "save FILE" saves the
game, "q" quits (in cribbage, offering to save first). Cards are shown as
5♥ 10♦ and typed as 5h, 10d, QS, A♠ (any case).

Flags:
`

// options are the command line's choices.
type options struct {
	game     string
	players  int
	teams    string
	seed     uint64
	name     string
	resume   string
	miscount float64
}

func run(in io.Reader, out io.Writer, args []string) error {
	fs := flag.NewFlagSet("play", flag.ContinueOnError)
	fs.SetOutput(out)
	var o options
	fs.StringVar(&o.game, "game", "crib", "the game: crib, cribwars or pegjokers")
	fs.IntVar(&o.players, "players", 0, "players, you and the bots (default 2; 4 for pegjokers)")
	fs.StringVar(&o.teams, "teams", "", "pegjokers seating: solo, pairs or teams (default pairs for 4, 6, 8 players)")
	fs.Uint64Var(&o.seed, "seed", 0, "seed of the deal and the bots: the same seed and the same answers give the same game (0: a new seed)")
	fs.StringVar(&o.name, "name", "Ann", "your name")
	fs.StringVar(&o.resume, "resume", "", "take up the game saved in this file")
	fs.Float64Var(&o.miscount, "miscount", 0, "cribbage: the share of their counts (0 to 1) in which the bots miss a combination, for you to call muggins on (0: they count exactly)")
	fs.Usage = func() {
		fmt.Fprint(out, usage)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected arguments %q (see -h)", fs.Args())
	}
	if !(o.miscount >= 0 && o.miscount <= 1) {
		return fmt.Errorf("-miscount %g: a share from 0 to 1, as 0.3", o.miscount)
	}
	t := newTerm(in, out)
	var err error
	if o.resume != "" {
		err = resume(t, o)
	} else {
		if o.seed == 0 {
			o.seed = rand.Uint64()>>1 | 1
		}
		switch o.game {
		case "crib", "cribbage":
			err = newCrib(t, o, false)
		case "cribwars":
			err = newCrib(t, o, true)
		case "pegjokers":
			err = newPegJokers(t, o)
		default:
			return fmt.Errorf("unknown game %q: crib, cribwars or pegjokers", o.game)
		}
	}
	switch {
	case errors.Is(err, errQuit):
		fmt.Fprintln(out, "Goodbye.")
		return nil
	case errors.Is(err, errEOF):
		fmt.Fprintln(out, "\nEnd of input: the game stops here.")
		return nil
	}
	return err
}

// names returns the names at the table: the person's, then the bots'.
func names(person string, n int) []string {
	bots := []string{"Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"}
	out := []string{person}
	for _, b := range bots {
		if len(out) == n {
			break
		}
		if !strings.EqualFold(b, person) {
			out = append(out, b)
		}
	}
	return out
}

// seatRands returns a random source for each seat's bot, drawn from seed and
// the number of actions already taken (so a resumed game is exact too).
func seatRands(seed uint64, steps, n int) []*rand.Rand {
	return game.SeatRands(cards.NewRand(seed+uint64(steps)*0x9e3779b97f4a7c15), n)
}

var (
	errQuit = errors.New("quit")
	errEOF  = errors.New("end of input")
)

// term is the person's terminal: it prints prompts and reads answers, and
// handles what every prompt accepts (help, save, quit).
type term struct {
	in        *bufio.Reader
	out       io.Writer
	save      func(path string) error // nil: the game cannot be saved
	offerSave bool                    // q offers to save first
}

func newTerm(in io.Reader, out io.Writer) *term {
	return &term{in: bufio.NewReader(in), out: out}
}

func (t *term) printf(format string, a ...any) { fmt.Fprintf(t.out, format, a...) }

// ask prints prompt and passes each line typed to do until do accepts it
// (returns nil); a refusal is printed and the prompt comes again. help(arg)
// is printed on "?" or "help" (arg: what follows them). "save FILE" saves, "q" quits (errQuit), and the
// end of input is errEOF.
func (t *term) ask(prompt string, help func(arg string) string, do func(line string) error) error {
	for {
		fmt.Fprint(t.out, prompt)
		line, err := t.readLine()
		if errors.Is(err, errLong) {
			t.printf("  %v\n", err)
			continue
		}
		if err != nil {
			return err
		}
		word, arg, _ := strings.Cut(line, " ")
		switch strings.ToLower(word) {
		case "q", "quit", "exit":
			return t.quit()
		case "?", "help":
			t.printf("%s\n  Also: save FILE (save the game), q (quit).\n", help(strings.TrimSpace(arg)))
			continue
		case "save":
			t.saveTo(strings.TrimSpace(arg))
			continue
		}
		err = do(line)
		if err == nil {
			return nil
		}
		if errors.Is(err, errQuit) || errors.Is(err, errEOF) {
			return err
		}
		t.printf("  %s\n", err)
	}
}

// maxLine is the longest line a prompt reads; a longer one is refused.
const maxLine = 1024

var errLong = fmt.Errorf("that line is longer than %d characters: nothing typed at a prompt is so long", maxLine)

// readLine reads a line typed, trimmed; errEOF at the end of the input.
// A line too long is read to its end and refused (errLong).
func (t *term) readLine() (string, error) {
	var line []byte
	long := false
	for {
		part, more, err := t.in.ReadLine()
		if err == io.EOF && (len(line) > 0 || long) {
			break
		}
		if err == io.EOF {
			return "", errEOF
		}
		if err != nil {
			return "", err
		}
		if len(line)+len(part) > maxLine {
			long = true
		} else {
			line = append(line, part...)
		}
		if !more {
			break
		}
	}
	if long {
		return "", errLong
	}
	return strings.TrimSpace(string(line)), nil
}

// fixed is a help that is always text.
func fixed(text string) func(string) string { return func(string) string { return text } }

func (t *term) saveTo(path string) {
	switch {
	case t.save == nil:
		t.printf("  This game cannot be saved.\n")
	case path == "":
		t.printf("  Say where: save FILE.\n")
	default:
		if err := t.save(path); err != nil {
			t.printf("  Not saved: %v\n", err)
			return
		}
		t.printf("  Saved to %s; go on, or take it up later with -resume %s.\n", path, path)
	}
}

// quit quits, offering first to save the game when the table says so: a
// file name saves it, Enter (or q, n) quits without saving.
func (t *term) quit() error {
	if !t.offerSave || t.save == nil {
		return errQuit
	}
	for {
		fmt.Fprint(t.out, "Save the game before you go? Type a file name to save it to, or Enter to quit without saving: ")
		line, err := t.readLine()
		if errors.Is(err, errLong) {
			t.printf("  %v\n", err)
			continue
		}
		if errors.Is(err, errEOF) {
			t.printf("\n")
			return errQuit
		}
		if err != nil {
			return err
		}
		switch strings.ToLower(line) {
		case "", "q", "n", "no":
			return errQuit
		}
		if err := t.save(line); err != nil {
			t.printf("  Not saved: %v\n", err)
			continue
		}
		t.printf("  Saved to %s; take it up later with -resume %s.\n", line, line)
		return errQuit
	}
}
