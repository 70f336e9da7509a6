package main

import (
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// person is a scripted person at the table: it reads the screen, and at each
// prompt types the next line of its script, or, when the script is done,
// what its policy answers. It ends the input (EOF) after max lines.
type person struct {
	screen *strings.Builder
	script []string
	policy func(screen string) string
	typed  []string
	max    int
	rest   []byte // the part of the line typed that b could not hold
}

// Read types one line: the table reads a line only when it waits at a
// prompt, so the screen then ends with the prompt.
func (p *person) Read(b []byte) (int, error) {
	if len(p.rest) > 0 {
		n := copy(b, p.rest)
		p.rest = p.rest[n:]
		return n, nil
	}
	if len(p.typed) >= p.max {
		return 0, io.EOF
	}
	var line string
	if len(p.script) > 0 {
		line, p.script = p.script[0], p.script[1:]
	} else if p.policy != nil {
		line = p.policy(p.screen.String())
	} else {
		return 0, io.EOF
	}
	p.typed = append(p.typed, line)
	p.screen.WriteString(line + "\n") // echo, as a terminal does
	n := copy(b, line+"\n")
	p.rest = []byte(line + "\n")[n:]
	return n, nil
}

// play runs the table with args, the script typed first, then policy's
// answers, and returns the screen.
func play(t *testing.T, args []string, script []string, policy func(string) string) string {
	t.Helper()
	var screen strings.Builder
	p := &person{screen: &screen, script: script, policy: policy, max: 5000}
	if err := run(p, &screen, args); err != nil {
		t.Fatalf("run %v: %v\n%s", args, err, tail(screen.String(), 40))
	}
	return screen.String()
}

// tail returns the last n lines of s.
func tail(s string, n int) string {
	lines := strings.Split(s, "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// lastLines returns the last two lines of the screen: the prompt and the
// line above it.
func lastLines(screen string) (above, prompt string) {
	lines := strings.Split(screen, "\n")
	prompt = lines[len(lines)-1]
	if len(lines) > 1 {
		above = lines[len(lines)-2]
	}
	return above, prompt
}

var (
	yourCards = regexp.MustCompile(`Your cards: ([^;\n]*)`)
	mayLay    = regexp.MustCompile(`you may lay ([^.]*)\.`)
	laidCount = regexp.MustCompile(`You laid \S+: count \d+ \(([^)]*)\)`)
	countHand = regexp.MustCompile(`Count your (hand|crib): (.*) with the starter (\S+): $`)
)

// cribPolicy plays the person's seat simply and honestly: it throws its
// first cards, lays the first card it may, cuts where the table likes,
// counts hands and crib truly, and pegs each card's own points (the go and
// last card it forgets, for the bots to take by muggins).
func cribPolicy(screen string) string {
	above, prompt := lastLines(screen)
	switch {
	case strings.Contains(prompt, "to the crib"):
		cs := strings.Fields(yourCards.FindStringSubmatch(above)[1])
		n := 2
		if strings.Contains(prompt, "Lay away 1") {
			n = 1
		}
		return strings.Join(cs[:n], " ")
	case strings.HasPrefix(prompt, "Cut the pack"):
		return ""
	case strings.HasPrefix(prompt, "Lay a card"):
		return strings.Fields(mayLay.FindStringSubmatch(above)[1])[0]
	case strings.HasPrefix(prompt, "Say go"):
		return "go"
	case strings.Contains(prompt, "What do you peg?"):
		if m := laidCount.FindStringSubmatch(prompt); m != nil {
			return itoa(score.Play(cards.MustParseList(m[1])))
		}
		return "2" // his heels
	case countHand.MatchString(prompt):
		m := countHand.FindStringSubmatch(prompt)
		four := [4]cards.Card(cards.MustParseList(m[2]))
		if m[1] == "crib" {
			return itoa(score.Crib(four, cards.MustParse(m[3])))
		}
		return itoa(score.Hand(four, cards.MustParse(m[3])))
	case strings.HasPrefix(prompt, "Accept "):
		return ""
	case strings.Contains(prompt, "(y/n)"):
		return "y"
	case strings.Contains(prompt, "penalty box"):
		return "out"
	}
	return "q" // a prompt the policy does not know: stop
}

func itoa(n int) string { return strconv.Itoa(max(0, n)) }

// pjPolicy asks for the legal plays, then types the first one listed.
func pjPolicy(screen string) string {
	_, prompt := lastLines(screen)
	if !strings.HasPrefix(prompt, "Your play") {
		return "q"
	}
	lines := strings.Split(screen, "\n")
	if len(lines) < 3 || !strings.HasPrefix(lines[len(lines)-3], "  Also: save") {
		return "?"
	}
	i := strings.LastIndex(screen, "  Legal plays:\n")
	first, _, _ := strings.Cut(screen[i+len("  Legal plays:\n"):], "\n")
	play, _, _ := strings.Cut(first, " — ")
	return strings.TrimSpace(play)
}
