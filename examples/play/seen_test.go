package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// What people saw at the terminal table, each checked as a person sees it:
// scripted keystrokes, the screen read back.

var (
	goPrompt  = regexp.MustCompile(`(?m)^Count (\d+)(?: \(([^)]*)\))?\. (\w+) holds (\d+) cards?[^\n]*none fits\.\nSay go: $`)
	asciiCard = regexp.MustCompile(`\b(?:10|[2-9AJQK])[CDHS]\b`)
	botClaim  = regexp.MustCompile(`(?m)^Bob claims (\d+)(.*)$`)
	laidOut   = regexp.MustCompile(`Bob lays out the (hand|crib): (.*) with (\S+)\.\nBob claims (\d+) for the (?:hand|crib)\.\n`)
)

// Seen: "Bob lays 9♣: 30. / The count starts again; Ann leads. / Count 0.
// Your cards: 3S 5C; none fits. / Say go:". The go prompt says the count
// the person cannot lay on, and the cards of it; the count starts again
// only after the go and the claims of the card; the prompts say how many
// cards the opponent holds.
func TestGoPromptShowsTheCountBeforeTheReset(t *testing.T) {
	prompts := 0
	for seed := 1; seed <= 6; seed++ {
		screen := play(t, []string{"-seed", strconv.Itoa(seed)}, nil, cribPolicy)
		finished(t, screen)
		lines := strings.Split(screen, "\n")
		restarted := false // the count started again since the last card laid
		for i, l := range lines {
			switch {
			case regexp.MustCompile(`^\w+ lays \S+: \d+\.$`).MatchString(l):
				restarted = false
			case strings.HasPrefix(l, "The count starts again"):
				restarted = true
			case strings.HasPrefix(l, "Say go: "):
				prompts++
				text := lines[i-1] + "\nSay go: "
				m := goPrompt.FindStringSubmatch(text)
				if m == nil {
					t.Fatalf("seed %d: the go prompt is %q", seed, text)
				}
				count, _ := strconv.Atoi(m[1])
				sum := 0
				for _, c := range cards.MustParseList(m[2]) {
					sum += score.Value(c)
				}
				if count == 0 || sum != count {
					t.Errorf("seed %d: go said on %q: a count of %d, its cards %d", seed, text, count, sum)
				}
				for _, c := range strings.Fields(yourCards.FindStringSubmatch(lines[i-1])[1]) {
					if count+score.Value(cards.MustParse(c)) <= 31 {
						t.Errorf("seed %d: %s fits on %d, yet the prompt says none fits", seed, c, count)
					}
				}
				if restarted {
					t.Errorf("seed %d: the count started again before the go that causes it:\n%s", seed, strings.Join(lines[max(0, i-6):i+1], "\n"))
				}
			}
		}
		wants(t, screen, "Bob holds 4 cards.", "Bob holds 1 card.")
	}
	if prompts == 0 {
		t.Fatal("no game asked the person to say go")
	}
}

// muggler plays as cribPolicy does and, at each count of Bob's it is asked
// to accept, counts the cards laid out itself: muggins for what Bob missed,
// else it accepts.
func muggler(calls *int) func(string) string {
	answered := 0 // counts of Bob's answered
	return func(screen string) string {
		_, prompt := lastLines(screen)
		if !strings.HasPrefix(prompt, "Accept Bob's count") {
			return cribPolicy(screen)
		}
		ms := laidOut.FindAllStringSubmatch(screen, -1)
		if len(ms) == answered {
			return "" // called already: accept
		}
		answered = len(ms)
		m := ms[len(ms)-1]
		four := [4]cards.Card(cards.MustParseList(m[2]))
		truth := score.Hand(four, cards.MustParse(m[3]))
		if m[1] == "crib" {
			truth = score.Crib(four, cards.MustParse(m[3]))
		}
		claimed, _ := strconv.Atoi(m[4])
		if claimed < truth {
			*calls++
			return fmt.Sprintf("m %d", truth-claimed)
		}
		return ""
	}
}

// Seen: "Ann accepts the hand count." printed for the person, who could
// never challenge a count, and bots that never miss. With -miscount the
// bots miss combinations; the person is asked to accept each count of
// theirs and calls muggins on the misses, taking the points (ACC rule
// 10.4c); a bot's count is not said before the person answers.
func TestPersonAcceptsOrCallsMugginsOnABot(t *testing.T) {
	calls := 0
	screen := play(t, []string{"-seed", "3", "-miscount", "0.5"}, nil, muggler(&calls))
	finished(t, screen)
	wants(t, screen, "The bots miss a combination in 50% of their counts that score",
		"Accept Bob's count (Enter), call muggins for points missed (m N), or find an overpeg (o): \nAnn accepts the hand count.\n")
	if calls == 0 {
		t.Fatal("the miscounting bot never missed a point")
	}
	if got := strings.Count(screen, `Ann calls "muggins for `); got != calls {
		t.Errorf("%d calls typed, %d on the screen", calls, got)
	}
	if !regexp.MustCompile(`Ann calls "muggins for \d+" on Bob and takes \d+ \(rule 10\.4a\)\.\nAnn pegs \d+ for muggins`).MatchString(screen) {
		t.Errorf("no muggins taken by the person:\n%s", tail(screen, 30))
	}
	// The count said aloud comes after the answer, never before.
	for _, m := range regexp.MustCompile(`Bob lays out the (?:hand|crib)[^\n]*\n(?:[^\n]*\n){0,3}?Accept`).FindAllString(screen, -1) {
		if strings.Contains(m, "fifteen") || strings.Contains(m, "pair") {
			t.Errorf("the count is said before the person answers:\n%s", m)
		}
	}
	// A wrong call is a penalty: Bob takes what was asked (rule 10.4a).
	wrong := play(t, []string{"-seed", "3"}, nil, func(screen string) string {
		if _, prompt := lastLines(screen); strings.HasPrefix(prompt, "Accept Bob's count") {
			return "m 2"
		}
		return cribPolicy(screen)
	})
	wants(t, wrong, `Ann calls "muggins for 2" on Bob: no muggins; Bob takes the 2`)
	// Bad answers are refused and asked again.
	bad := play(t, []string{"-seed", "3"}, nil, func(screen string) string {
		if _, prompt := lastLines(screen); strings.HasPrefix(prompt, "Accept Bob's count") && !strings.Contains(screen, "m N for muggins") {
			return "maybe"
		}
		if _, prompt := lastLines(screen); strings.HasPrefix(prompt, "Accept Bob's count") && !strings.Contains(screen, "say how many points Bob missed") {
			return "m lots"
		}
		return cribPolicy(screen)
	})
	wants(t, bad, `"maybe": press Enter to accept, m N for muggins, o for an overpeg`, "say how many points Bob missed: m and a number from 1 to 29, as m 2")
}

// Seen: "Type the 1 cards to lay away", a bad cut depth without the range
// allowed, prompts that show 6C while events show 6♣, "Bob claims 2." for
// nothing said, no score during a deal.
func TestTableWordsAndCards(t *testing.T) {
	three := play(t, []string{"-seed", "5", "-players", "3"}, []string{"?", "q", ""}, nil)
	wants(t, three, "  Type the 1 card to lay away, as 5h 10d (or 5♥ 10♦).\n")

	cut := play(t, []string{"-seed", "3"}, []string{"AS 3C", "99", "3", "x", "36"}, nil)
	wants(t, cut, "  a cut 99 deep leaves fewer than four cards in a packet: cut 4 to 36 deep in these 40 cards\n",
		"  a cut 3 deep leaves fewer than four cards in a packet: cut 4 to 36 deep",
		`  "x" is not a depth: press Enter, or type a number from 4 to 36`,
		"Ann cuts; the starter is")

	screen := play(t, []string{"-seed", "3"}, nil, cribPolicy)
	finished(t, screen)
	// Cards are shown one way: no card is written as 6C anywhere the table
	// prints (cribPolicy types them as they are shown), yet typed so they
	// are taken (TestCribBadInput types AS 3C).
	if m := asciiCard.FindAllString(screen, 5); m != nil {
		t.Errorf("cards shown as %q", m)
	}
	for _, m := range botClaim.FindAllStringSubmatch(screen, -1) {
		if !strings.HasPrefix(m[2], " for ") {
			t.Errorf("Bob claims %s%s: for what?", m[1], m[2])
		}
	}
	wants(t, screen, "Bob claims 2 for a pair.", "for the go.", "Bob claims 6 for the hand.")
	// After every score the score line, before anything is asked.
	lines := strings.Split(screen, "\n")
	for i, l := range lines {
		if !regexp.MustCompile(` pegs (?:back )?\d+.*: \d+ to \d+\.$`).MatchString(l) {
			continue
		}
		for j := i + 1; ; j++ {
			if strings.HasPrefix(lines[j], "Score: ") || strings.HasPrefix(lines[j], "End of deal") || strings.Contains(lines[j], " wins") {
				break
			}
			if strings.HasSuffix(lines[j], ": ") || strings.Contains(lines[j], "? ") || j == len(lines)-1 {
				t.Fatalf("no score line after %q:\n%s", l, strings.Join(lines[i:j+1], "\n"))
			}
		}
	}
}

// Seen: q quits without offering to save. Now it offers: a file name saves
// the game (in the format -resume reads), Enter quits without saving.
func TestQuitOffersToSave(t *testing.T) {
	file := filepath.Join(t.TempDir(), "left.json")
	screen := play(t, []string{"-seed", "3"}, []string{"AS 3C", "q", filepath.Join(file, "no", "dir"), file}, nil)
	wants(t, screen, "Cut the pack for the starter (Enter, or a depth): q\n"+
		"Save the game before you go? Type a file name to save it to, or Enter to quit without saving: ",
		"  Not saved: ", "  Saved to "+file+"; take it up later with -resume "+file+".\nGoodbye.\n")
	rest := play(t, []string{"-resume", file}, nil, cribPolicy)
	wants(t, rest, "Taking up the game saved in "+file+".", "Cut the pack for the starter")
	finished(t, rest)

	none := play(t, []string{"-seed", "3"}, []string{"q", ""}, nil)
	wants(t, none, "Enter to quit without saving: \nGoodbye.\n")
	if _, err := os.Stat("q"); err == nil {
		t.Error("a file named q was saved")
	}
}
