// Package cwlog prints seeded games of Crib Wars deal by deal, for the
// example programs cribwars-three and cribwars-teams.
package cwlog

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

// Setup is what differs between the example programs.
type Setup struct {
	Command string          // the program's name, for its usage line
	Title   string          // the first line, with %d for the seed
	Names   []string        // the players, by seat
	Layout  crib.Layout     // the seating
	Players []crib.Strategy // the bots, by seat
	Seed    uint64          // the seed when none is given
}

// Main reads the command line ([-v] [seed]) and plays the game to standard
// output.
func Main(s Setup) {
	verbose := flag.Bool("v", false, "print every event of the game")
	flag.Usage = func() {
		out := flag.CommandLine.Output()
		fmt.Fprintf(out, "usage: %s [-v] [seed]\n\n", s.Command)
		fmt.Fprintf(out, "Plays one seeded game of Crib Wars between bots and prints it deal by deal.\n")
		fmt.Fprintf(out, "The seed is a whole number (%d when none is given).\n\n", s.Seed)
		flag.PrintDefaults()
	}
	flag.Parse()
	seed := s.Seed
	if flag.NArg() > 1 {
		flag.Usage()
		os.Exit(2)
	}
	if flag.NArg() == 1 {
		n, err := strconv.ParseUint(flag.Arg(0), 10, 64)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: the seed %q is not a whole number\n\n", s.Command, flag.Arg(0))
			flag.Usage()
			os.Exit(2)
		}
		seed = n
	}
	if err := Play(os.Stdout, s, seed, *verbose); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// Play plays one seeded game of s on the default board and prints it to w:
// deal by deal, every score that lands on a special hole with what the hole
// did, the penalty box, and a summary of each deal; with verbose, every event.
func Play(w io.Writer, s Setup, seed uint64, verbose bool) error {
	g, err := cribwars.NewGame(cribwars.Config{Layout: s.Layout}, seed)
	if err != nil {
		return err
	}
	b := g.Track()
	fmt.Fprintf(w, s.Title+"\n", seed)
	fmt.Fprintf(w, "The board: %s, %d holes, Muggers Alley 1-%d; slides %s, time traps %s, green shortcuts %s, penalty boxes %s.\n",
		b.Name(), b.Holes(), cribwars.MuggersAlley, slides(b), paths(b, cribwars.TimeTrap), paths(b, cribwars.Advance), boxes(b))
	l := &logger{w: w, verbose: verbose, names: s.Names, sides: s.Layout.Sides}
	_, err = cribwars.PlayGame(g, s.Players, cards.NewRand(seed), l.event)
	return err
}

func slides(b cribwars.Track) string {
	var s []string
	for _, sl := range b.Slides() {
		s = append(s, fmt.Sprintf("%d->%d", sl.From, sl.To))
	}
	return strings.Join(s, " ")
}

func boxes(b cribwars.Track) string {
	var s []string
	for _, h := range b.PenaltyBoxes() {
		s = append(s, fmt.Sprint(h))
	}
	return strings.Join(s, " ")
}

func paths(b cribwars.Track, kind cribwars.Special) string {
	var s []string
	for _, p := range b.Paths() {
		if p.Kind == kind {
			s = append(s, fmt.Sprintf("%d->%d", p.At, p.Rejoin))
		}
	}
	return strings.Join(s, " ")
}

// logger prints a game deal by deal.
type logger struct {
	w       io.Writer
	verbose bool
	names   []string // by seat
	sides   int

	head    string   // the deal's first line, printed with the starter
	out     uint8    // the seats sitting out the deal
	play    []int    // points pegged in the play, by side
	show    []string // the show, in counting order
	last    string   // the last score pegged, printed if a special hole acted on it
	printed bool     // last has been printed
}

func (l *logger) say(indent, s string) { fmt.Fprintf(l.w, "%s%s\n", indent, s) }

func (l *logger) event(e crib.Event) {
	if l.verbose {
		l.say("  ", e.Describe(l.names))
		return
	}
	switch e := e.(type) {
	case crib.DealerCut:
		l.say("", e.Describe(l.names))
	case crib.SatOut:
		l.say("", "")
		l.say("", e.Describe(l.names))
		l.out = 1 // the blank line is printed
	case crib.Dealt:
		if l.out == 0 {
			l.say("", "")
		}
		l.out = e.Out
		l.head = fmt.Sprintf("Deal %d: %s deals", e.Deal, l.names[e.Dealer])
		l.play, l.show = make([]int, l.sides), nil
	case crib.StarterTurned:
		l.say("", fmt.Sprintf("%s; %s cuts the %s.", l.head, l.names[e.Cutter], e.Starter.Unicode()))
		l.head = ""
	case cribwars.Pegged:
		sc := e.Score
		switch sc.Kind {
		case crib.ScorePlay, crib.ScoreGo, crib.ScoreLast:
			l.play[sc.Side] += sc.Points
		case crib.ScoreHand:
			l.show = append(l.show, fmt.Sprintf("%s %d", l.names[sc.Seat], sc.Points))
		case crib.ScoreCrib:
			l.show = append(l.show, fmt.Sprintf("crib %d", sc.Points))
		}
		l.last, l.printed = e.Describe(l.names), false
		if sc.Kind == crib.ScoreHeels || sc.Rule == cribwars.LeaveBoxRule {
			l.say("  ", l.last)
			l.printed = true
		}
	case cribwars.TrackEvent, cribwars.BoxMoved, cribwars.SentToBox, cribwars.NotPegged:
		if !l.printed {
			l.say("  ", l.last)
			l.printed = true
		}
		l.say("    ", e.Describe(l.names))
	case crib.Folded, cribwars.MissedMove:
		l.say("    ", e.Describe(l.names))
	case cribwars.DealOver:
		l.summary()
		l.say("  ", e.Describe(l.names))
		l.out = 0
	case cribwars.GameOver:
		l.summary()
		l.say("", "")
		l.say("", e.Describe(l.names))
	}
}

// summary prints what the deal's play and show scored.
func (l *logger) summary() {
	var play []string
	for s, p := range l.play {
		if l.out&(1<<s) == 0 {
			play = append(play, fmt.Sprintf("%s %d", l.side(s), p))
		}
	}
	line := "The play: " + strings.Join(play, ", ") + "."
	if len(l.show) > 0 {
		line += " The show: " + strings.Join(l.show, ", ") + "."
	}
	l.say("  ", line)
}

// side names a side by its players: "Ann", or "Ann & Dan".
func (l *logger) side(s int) string {
	var who []string
	for seat := s; seat < len(l.names); seat += l.sides {
		who = append(who, l.names[seat])
	}
	return strings.Join(who, " & ")
}
