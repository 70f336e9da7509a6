// Command crib-save shows a game of ACC cribbage (or of Crib Wars, with
// -game cribwars) saved part way and resumed: it plays a seeded game
// between analysis bots half way, saves the game (its JSON) and its record
// (its text) to files, reads the saved game back, finishes it, and checks
// that the result is the game played without a stop and that the record
// replays to the saved game. The files are in a temporary directory,
// removed at the end, unless -dir, -save or -record says where to keep
// them. It also finishes a saved game, or replays a record, that it is
// given.
//
//	go run ./examples/crib-save                 # leaves no file behind
//	go run ./examples/crib-save -dir saved      # keeps saved/crib-save.json and saved/crib-save.txt
//	go run ./examples/crib-save -seed 7 -players 4 -save g.json -record g.txt
//	go run ./examples/crib-save -game cribwars -players 3
//	go run ./examples/crib-save -resume g.json
//	go run ./examples/crib-save -replay g.txt
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/examples/internal/savefiles"
)

const usage = `Usage:
  crib-save [-game crib|cribwars] [-seed N] [-players N] [-dir DIR] [-save FILE] [-record FILE]
  crib-save -resume FILE
  crib-save -replay FILE

Plays a seeded game of ACC cribbage (or of Crib Wars) between analysis
bots half way, saves the game (JSON) to -save and its record (text) to
-record, reads the saved game back and finishes it, and checks the result
against the game played without a stop. The files are written in a
temporary directory, removed at the end, unless -dir, -save or -record
says where to keep them. -resume finishes a saved game;
-replay plays a record again. Either game's files are read.

Flags:
`

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

// run runs the program and returns its exit status: 0, 1 for a failure,
// 2 for a command line it cannot use.
func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("crib-save", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {} // printed below: to stdout when asked for
	printUsage := func(w io.Writer) {
		fmt.Fprint(w, usage)
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
	kind := fs.String("game", "crib", "the game: crib (ACC cribbage) or cribwars (Crib Wars)")
	seed := fs.Uint64("seed", 1, "seed of the shuffles")
	players := fs.Int("players", 2, "players: 2, 3, 4 (two teams) or 6 (three teams)")
	dir := fs.String("dir", "", "directory to write the game and its record in, and keep them (default: a temporary one, removed at the end)")
	save := fs.String("save", "", "file to save the game to, half way, and keep (default: crib-save.json in -dir)")
	recPath := fs.String("record", "", "file to write the game's record to, and keep (default: crib-save.txt in -dir)")
	resume := fs.String("resume", "", "finish the saved game in this file")
	replay := fs.String("replay", "", "replay the record in this file")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			printUsage(stdout)
			return 0
		}
		printUsage(stderr)
		return 2
	}
	if fs.NArg() > 0 || *resume != "" && *replay != "" {
		fmt.Fprintf(stderr, "crib-save: unexpected %q\n", strings.Join(args, " "))
		printUsage(stderr)
		return 2
	}
	layouts := map[int]crib.Layout{2: crib.TwoPlayer(), 3: crib.ThreePlayer(), 4: crib.FourPlayer(), 6: crib.SixPlayer()}
	var err error
	switch {
	case *resume != "":
		err = resumeFile(stdout, *resume)
	case *replay != "":
		err = replayFile(stdout, *replay)
	default:
		k, ok := kinds[*kind]
		if !ok {
			fmt.Fprintf(stderr, "crib-save: -game %q: want crib or cribwars\n", *kind)
			return 2
		}
		l, ok := layouts[*players]
		if !ok {
			fmt.Fprintf(stderr, "crib-save: -players %d: want 2, 3, 4 or 6\n", *players)
			return 2
		}
		err = savefiles.In(stdout, "crib-save", *dir, *save, *recPath, func(f savefiles.Files) error {
			return saveAndResume(stdout, k, l, *seed, f)
		})
	}
	if err != nil {
		fmt.Fprintln(stderr, "crib-save:", err)
		return 1
	}
	return 0
}

func saveAndResume(w io.Writer, k kind, l crib.Layout, seed uint64, f savefiles.Files) error {
	start, err := k.newGame(l, seed)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s, %v, seed %d, analysis bots.\n", k.name, l, seed)
	whole, err := start.recording().finish()
	if err != nil {
		return err
	}
	n, err := whole.actions()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Played without a stop: %s, in %d actions.\n", whole.status(), n)

	// Half way.
	g := start.recording()
	for i := 0; i < n/2; i++ {
		if g, err = g.step(); err != nil {
			return err
		}
	}
	fmt.Fprintf(w, "Stopped after action %d: %s.\n", n/2, g.status())
	data, err := g.save()
	if err != nil {
		return err
	}
	if err := os.WriteFile(f.Save, append(data, '\n'), 0o644); err != nil {
		return err
	}
	text, err := g.record()
	if err != nil {
		return err
	}
	if err := os.WriteFile(f.Rec, text, 0o644); err != nil {
		return err
	}
	fmt.Fprintf(w, "Saved the game to %s (%d bytes) and its record to %s (%d lines).\n", f.Show(f.Save), len(data)+1, f.Show(f.Rec), bytes.Count(text, []byte("\n")))

	loaded, err := load(f.Save)
	if err != nil {
		return err
	}
	replayed, err := replayed(f.Rec)
	if err != nil {
		return err
	}
	if again, err := replayed.save(); err != nil || !bytes.Equal(again, data) {
		return fmt.Errorf("the record in %s does not replay to the saved game", f.Show(f.Rec))
	}
	fmt.Fprintf(w, "Read %s back, and replayed %s: both are the game saved.\n", f.Show(f.Save), f.Show(f.Rec))
	end, err := loaded.finish()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "Finished the saved game: %s.\n", end.status())
	a, err1 := end.save()
	b, err2 := whole.save()
	if err1 != nil || err2 != nil || !bytes.Equal(a, b) {
		return errors.New("the resumed game is not the game played without a stop")
	}
	fmt.Fprintln(w, "The resumed game is the game played without a stop.")
	return nil
}

// load reads a saved game of either kind.
func load(path string) (game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	k := kinds["crib"]
	if bytes.Contains(data[:min(len(data), 60)], []byte(`"pegboard cribwars game"`)) {
		k = kinds["cribwars"]
	}
	g, err := k.load(data)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return g, nil
}

// replayed reads and replays a record of either kind.
func replayed(path string) (game, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	k := kinds["crib"]
	if bytes.HasPrefix(data, []byte("pegboard cribwars ")) {
		k = kinds["cribwars"]
	}
	g, err := k.replay(data)
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", path, err)
	}
	return g, nil
}

func resumeFile(w io.Writer, path string) error {
	g, err := load(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s: %s.\n", path, g.status())
	if g, err = g.finish(); err != nil {
		return err
	}
	fmt.Fprintf(w, "Finished by analysis bots: %s.\n", g.status())
	return nil
}

func replayFile(w io.Writer, path string) error {
	g, err := replayed(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%s replays to: %s.\n", path, g.status())
	return nil
}
