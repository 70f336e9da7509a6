package pegjokers_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// The board of "Moving around the Track": Blue's trailing peg on hole 8 (its
// come-out hole, five ahead of its in-spot), White three ahead on 11, Blue's
// leading peg on 14, Yellow pegs on 16 (two ahead of the leader) and on 0
// (three behind Blue's in-spot).
const aroundTrack = "4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s s t11 | s s s s s"

// moveTexts lists the compact forms of the legal moves.
func moveTexts(r pegjokers.Rules, pos, card string) []string {
	var out []string
	for _, m := range r.LegalMoves(pegjokers.MustParsePosition(pos), cards.MustParse(card)) {
		out = append(out, m.String())
	}
	return out
}

// after returns the position after the move whose compact form is move.
func after(t *testing.T, r pegjokers.Rules, pos, card, move string) string {
	t.Helper()
	p := pegjokers.MustParsePosition(pos)
	for _, m := range r.LegalMoves(p, cards.MustParse(card)) {
		if m.String() == move {
			q, err := r.Apply(p, m)
			if err != nil {
				t.Fatalf("Apply(%v, %v): %v", p, m, err)
			}
			return q.String()
		}
	}
	t.Fatalf("%s with %s: no move %q among %q", pos, card, move, moveTexts(r, pos, card))
	return ""
}

// guideCase is one worked example: the legal moves of a card in a
// position, and the position one of them leads to.
type guideCase struct {
	name  string
	rules pegjokers.Rules
	pos   string
	card  string
	moves []string // every legal move, when exact is set; else some of them
	exact bool
	// after: a move and the position it leads to
	move, after string
	// notes: moves that must not be listed
	not []string
}

// guideExamples are the guide's worked examples and the package's readings,
// section by section.
var guideExamples = []struct {
	section string
	cases   []guideCase
}{
	// Moving onto the Track: a Queen brings a peg out of Start.
	{"moving onto the track", []guideCase{
		{name: "Queen: out of Start", pos: "4 pairs 0 | s s s s s | s s s s s | s s s s s | s s s s s", card: "QH",
			moves: []string{"Q: Blue s->t8"}, exact: true,
			move: "Q: Blue s->t8", after: "4 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s"},
		{name: "Queen: an opponent on the come-out hole goes to Start", pos: "4 pairs 0 | s s s s s | s s s s t8 | s s s s s | s s s s s", card: "QH",
			move: "Q: Blue s->t8", after: "4 pairs 1 | s s s s t8 | s s s s s | s s s s s | s s s s s"},
		{name: "Queen: a teammate on the come-out hole goes next to its Finish", pos: "4 pairs 0 | s s s s s | s s s s s | s s s s t8 | s s s s s", card: "QH",
			move: "Q: Blue s->t8", after: "4 pairs 1 | s s s s t8 | s s s s s | s s s s t39 | s s s s s"},
		{name: "Queen: not if the teammate already has a peg next to its Finish", pos: "4 pairs 0 | s s s s s | s s s s s | s s s t8 t39 | s s s s s", card: "QH",
			moves: nil, exact: true},
	}},
	// Scenario 1: a Three.
	{"scenario 1, a Three", []guideCase{
		{name: "Three", pos: aroundTrack, card: "3C",
			moves: []string{"3: Blue t8+3->t11", "3: Blue t14+3->t17"}, exact: true,
			move: "3: Blue t14+3->t17", after: "4 pairs 1 | s s s t8 t17 | s s s t0 t16 | s s s s t11 | s s s s s"},
		{name: "Three: the trailing peg lands on White, who goes next to White's Finish", pos: aroundTrack, card: "3C",
			move: "3: Blue t8+3->t11", after: "4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s t39 | s s s s s"},
		{name: "Three: not if White already has a peg next to its Finish", pos: "4 pairs 0 | s s s t8 t14 | s s s t0 t16 | s s s t11 t39 | s s s s s", card: "3C",
			moves: []string{"3: Blue t14+3->t17"}, exact: true},
	}},
	// Scenario 2: a Ten. The trailing peg would jump the leading one.
	{"scenario 2, a Ten", []guideCase{
		{name: "Ten", pos: aroundTrack, card: "10C",
			moves: []string{"10: Blue t14+10->t24"}, exact: true,
			move: "10: Blue t14+10->t24", after: "4 pairs 1 | s s s t8 t24 | s s s t0 t16 | s s s s t11 | s s s s s"},
	}},
	// Scenario 3: an Eight moves backward; the leader would pass the
	// trailer. The trailer lands on Yellow, three behind Blue's in-spot.
	{"scenario 3, an Eight", []guideCase{
		{name: "Eight", pos: aroundTrack, card: "8C",
			moves: []string{"8: Blue t8-8->t0"}, exact: true,
			move: "8: Blue t8-8->t0", after: "4 pairs 1 | s s s t0 t14 | s s s s t16 | s s s s t11 | s s s s s"},
	}},
	// Scenario 4: a Seven.
	{"scenario 4, a Seven", []guideCase{
		{name: "Seven, option 1: only the leader moves seven whole", pos: aroundTrack, card: "7C",
			moves: []string{"7: Blue t14+7->t21"},
			move:  "7: Blue t14+7->t21", after: "4 pairs 1 | s s s t8 t21 | s s s t0 t16 | s s s s t11 | s s s s s",
			not: []string{"7: Blue t8+7->t15"}},
		{name: "Seven, option 2: 3 onto White, 4 with White into White's Finish", pos: aroundTrack, card: "7C",
			move: "7: Blue t8+3->t11, White t39+4->f4", after: "4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s f4 | s s s s s"},
		{name: "Seven, option 3: 4 past White, 3 with White onto the Blue leader", pos: aroundTrack, card: "7C",
			move: "7: Blue t8+4->t12, White t11+3->t14", after: "4 pairs 1 | s s s t3 t12 | s s s t0 t16 | s s s s t14 | s s s s s"},
		{name: "Seven, option 4: 2 onto Yellow, 5 with White onto the Blue leader", pos: aroundTrack, card: "7C",
			move: "7: Blue t14+2->t16, White t11+5->t16", after: "4 pairs 1 | s s s t3 t8 | s s s s t0 | s s s s t16 | s s s s s"},
	}},
	// Scenario 5: a Nine.
	{"scenario 5, a Nine", []guideCase{
		{name: "Nine, option 1: only the trailer moves back nine whole", pos: aroundTrack, card: "9C",
			moves: []string{"9: Blue t8-9->t71"},
			move:  "9: Blue t8-9->t71", after: "4 pairs 1 | s s s t14 t71 | s s s t0 t16 | s s s s t11 | s s s s s",
			not: []string{"9: Blue t14-9->t5"}},
		{name: "Nine, option 2: 3 onto White, then White back 6", pos: aroundTrack, card: "9C",
			move: "9: Blue t8+3->t11, White t39-6->t33", after: "4 pairs 1 | s s s t11 t14 | s s s t0 t16 | s s s s t33 | s s s s s",
			not: []string{"9: Blue t8+3->t11, Blue t14-6->t8"}},
		{name: "Nine, option 3: back 8 onto Yellow, then White forward 1", pos: aroundTrack, card: "9C",
			moves: []string{"9: Blue t8-8->t0, White t11+1->t12", "9: Blue t8-8->t0, Blue t14+1->t15"},
			move:  "9: Blue t8-8->t0, White t11+1->t12", after: "4 pairs 1 | s s s t0 t14 | s s s s t16 | s s s s t12 | s s s s s"},
		{name: "Nine, option 4: 2 onto Yellow, then the trailer back 7, two behind Blue's in-spot", pos: aroundTrack, card: "9C",
			// Listed with the parts the other way round: both orders lead
			// to the same position, so they are one move (see
			// TestOneMovePerPosition).
			move: "9: Blue t8-7->t1, Blue t14+2->t16", after: "4 pairs 1 | s s s t1 t16 | s s s s t0 | s s s s t11 | s s s s s"},
	}},
	// Playing Jokers. Blue has pegs on 5 (just past its in-spot, the
	// furthest from Finish) and 60; Yellow on 19 (two behind its own
	// in-spot 21) and on 1 (two behind Blue's in-spot); White on 44, its
	// come-out hole; Orange on 39, White's in-spot.
	{"playing Jokers", []guideCase{
		{name: "Jokers jump to every other seat's track peg, from Start or the track", pos: "4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", card: "JK",
			moves: []string{
				"JK: Blue s=>t1", "JK: Blue s=>t19", "JK: Blue s=>t39", "JK: Blue s=>t44",
				"JK: Blue t5=>t1", "JK: Blue t5=>t19", "JK: Blue t5=>t39", "JK: Blue t5=>t44",
				"JK: Blue t60=>t1", "JK: Blue t60=>t19", "JK: Blue t60=>t39", "JK: Blue t60=>t44",
			}, exact: true},
		{name: "Joker 1: from Start onto Yellow near Yellow's Finish", pos: "4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", card: "JK",
			move: "JK: Blue s=>t19", after: "4 pairs 1 | s s t5 t19 t60 | s s s s t1 | s s s s t44 | s s s s t39"},
		{name: "Joker 2: from Start onto White, who lands on Orange next to White's Finish", pos: "4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", card: "JK",
			move: "JK: Blue s=>t44", after: "4 pairs 1 | s s t5 t44 t60 | s s s t1 t19 | s s s s t39 | s s s s s"},
		{name: "Joker 3: from the track onto Yellow, close to Blue's Finish", pos: "4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", card: "JK",
			move: "JK: Blue t60=>t1", after: "4 pairs 1 | s s s t1 t5 | s s s s t19 | s s s s t44 | s s s s t39"},
		{name: "Joker 4: the peg furthest from Finish onto White, who lands on Orange", pos: "4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", card: "JK",
			move: "JK: Blue t5=>t44", after: "4 pairs 1 | s s s t44 t60 | s s s t1 t19 | s s s s t39 | s s s s s"},
		{name: "Joker: never onto a teammate already on its own in-spot", pos: "4 pairs 0 | s s s s s | s s s s s | s s s s t39 | s s s s s", card: "JK",
			moves: nil, exact: true},
	}},
	// Moving into the Finish area.
	{"moving into Finish", []guideCase{
		{name: "Finish, basic: a Six from one behind the in-spot to f5", pos: "4 pairs 0 | s s s s t2 | s s s s s | s s s s s | s s s s s", card: "6C",
			moves: []string{"6: Blue t2+6->t8", "6: Blue t2+6->f5"}, exact: true,
			move: "6: Blue t2+6->f5", after: "4 pairs 1 | s s s s f5 | s s s s s | s s s s s | s s s s s"},
		{name: "Finish, basic, entering forced", rules: pegjokers.Rules{ForcedFinish: true}, pos: "4 pairs 0 | s s s s t2 | s s s s s | s s s s s | s s s s s", card: "6C",
			moves: []string{"6: Blue t2+6->f5"}, exact: true},
		{name: "Finish: a split Nine packs f3 to f5 and moves another peg back 7", pos: "4 pairs 0 | s s t30 f1 f3 | s s s s s | s s s s s | s s s s s", card: "9C",
			move: "9: Blue t30-7->t23, Blue f3+2->f5", after: "4 pairs 1 | s s t23 f1 f5 | s s s s s | s s s s s | s s s s s"},
		{name: "Finish, mitigating damage: a Three cannot enter", pos: "4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s", card: "3C",
			moves: []string{"3: Blue t4+3->t7"}, exact: true},
		{name: "Finish, mitigating damage: nor a Ten", pos: "4 pairs 0 | t4 f2 f3 f4 f5 | s s s s s | s s s s s | s s s s s", card: "10C",
			moves: []string{"10: Blue t4+10->t14"}, exact: true},
		{name: "Finish, finishing up: an Ace brings the last peg in", pos: "4 pairs 0 | t3 f2 f3 f4 f5 | s s s s s | s s s s t20 | s s s s s", card: "AC",
			moves: []string{"A: Blue t3+1->t4", "A: Blue t3+1->f1"}, exact: true},
		{name: "Finish, finishing up: a shared Seven brings it in and helps White", pos: "4 pairs 0 | t3 f2 f3 f4 f5 | s s s s s | s s s s t20 | s s s s s", card: "7C",
			moves: []string{"7: Blue t3+7->t10", "7: Blue t3+1->t4, White t20+6->t26", "7: Blue t3+1->f1, White t20+6->t26"},
			move:  "7: Blue t3+1->f1, White t20+6->t26", after: "4 pairs 1 | f1 f2 f3 f4 f5 | s s s s s | s s s s t26 | s s s s s"},
		{name: "Finish: never past f5", pos: "4 pairs 0 | s s s s t3 | s s s s s | s s s s s | s s s s s", card: "6C",
			moves: []string{"6: Blue t3+6->t9"}, exact: true},
		{name: "Finish: a peg that went back past its in-spot enters on its next forward move", pos: "4 pairs 0 | s s s s t1 | s s s s s | s s s s s | s s s s s", card: "4C",
			moves: []string{"4: Blue t1+4->t5", "4: Blue t1+4->f2"}, exact: true},
		{name: "Finish: pegs in Finish move forward, never past f5 or an own peg", pos: "4 pairs 0 | f1 f3 f4 s s | s s s s s | s s s s s | s s s s s", card: "AC",
			moves: []string{"A: Blue s->t8", "A: Blue f1+1->f2", "A: Blue f4+1->f5"}, exact: true},
		{name: "Finish: no backward moves in Finish", pos: "4 pairs 0 | f1 f2 f3 f4 s | s s s s s | s s s s s | s s s s s", card: "8C",
			moves: nil, exact: true},
		{name: "Finish: a teammate's Finish is not entered by another seat", pos: "4 pairs 0 | s s s s t37 | s s s s s | s s s s s | s s s s s", card: "4C",
			moves: []string{"4: Blue t37+4->t41"}, exact: true},
	}},
	// The landing chain, as the package doc reads it.
	{"landing chains", []guideCase{
		{name: "Chain: White sent home lands on Blue, who goes next to Blue's Finish", pos: "4 pairs 0 | s s s t30 t39 | s s s s s | s s s s t32 | s s s s s", card: "2C",
			move: "2: Blue t30+2->t32", after: "4 pairs 1 | s s s t3 t32 | s s s s s | s s s s t39 | s s s s s"},
		{name: "Chain: may not come back to the moving peg", pos: "4 pairs 0 | s s s t1 t39 | s s s s s | s s s s t3 | s s s s s", card: "2C",
			moves: []string{"2: Blue t39+2->t41"}, exact: true},
		{name: "Chain: may not land a peg on its own seat's peg", pos: "4 pairs 0 | s s s s t30 | s s s s s | s s s t32 t39 | s s s s s", card: "2C",
			moves: nil, exact: true},
		{name: "Chain: the mover's hole is empty when the chain comes past it", pos: "4 pairs 0 | s s s t3 t39 | s s s s s | s s s s t5 | s s s s s", card: "2C",
			move: "2: Blue t3+2->t5", after: "4 pairs 1 | s s s t3 t5 | s s s s s | s s s s t39 | s s s s s"},
		// Found by rapid: White leaves Blue's in-spot, lands on Blue, who
		// is sent to that in-spot; the split's second part must see White's
		// old hole as no longer White's.
		{name: "Chain: the mover's old hole refilled by the teammate it sent home", pos: "4 pairs 2 | s s t0 t6 t7 | s s s s f4 | s s t1 t3 t10 | s s s s t8", card: "7C",
			moves: []string{"7: White t3+4->t7, White t1+3->t4"},
			move:  "7: White t3+4->t7, White t1+3->t4", after: "4 pairs 3 | s s t0 t3 t6 | s s s s f4 | s s t4 t7 t10 | s s s s t8"},
		{name: "Chain: through White and Red back to another Blue peg, eight in two teams", pos: "8 teams 0 | s s s t10 t75 | s s s s s | s s s s t12 | s s s s s | s s s s t39 | s s s s s | s s s s s | s s s s s", card: "2C",
			moves: []string{"2: Blue t10+2->t12", "2: Blue t75+2->t77"}, exact: true,
			move: "2: Blue t10+2->t12", after: "8 teams 1 | s s s t3 t12 | s s s s s | s s s s t39 | s s s s s | s s s s t75 | s s s s s | s s s s s | s s s s s"},
		{name: "Chain: White to its in-spot, onto Red, to Red's in-spot, onto Black", pos: "8 teams 0 | s s s s t10 | s s s s s | s s s s t12 | s s s s s | s s s s t39 | s s s s s | s s s s s | s s s s t75", card: "2C",
			move: "2: Blue t10+2->t12", after: "8 teams 1 | s s s s t12 | s s s s s | s s s s t39 | s s s s s | s s s s t75 | s s s s s | s s s s s | s s s s s"},
	}},
	// Rule 10: a seat with all its pegs home plays for a teammate.
	{"rule 10, all home", []guideCase{
		{name: "All home: Blue plays for White", pos: "4 pairs 0 | f1 f2 f3 f4 f5 | s s s s t20 | s s s t30 t50 | s s s s s", card: "5C",
			moves: []string{"5 by Blue: White t30+5->t35", "5 by Blue: White t50+5->t55"}, exact: true,
			move: "5 by Blue: White t30+5->t35", after: "4 pairs 1 | f1 f2 f3 f4 f5 | s s s s t20 | s s s t35 t50 | s s s s s"},
		{name: "All home: Blue brings White out with an Ace", pos: "4 pairs 0 | f1 f2 f3 f4 f5 | s s s s s | s s s s t30 | s s s s s", card: "AC",
			moves: []string{"A by Blue: White s->t44", "A by Blue: White t30+1->t31"}, exact: true},
		{name: "All home, two teams: Blue chooses White or Red", pos: "6 teams 0 | f1 f2 f3 f4 f5 | s s s s s | s s s s t40 | s s s s s | s s s s t80 | s s s s s", card: "2C",
			moves: []string{"2 by Blue: White t40+2->t42", "2 by Blue: Red t80+2->t82"}, exact: true},
		{name: "A team home has won: no moves", pos: "4 pairs 0 | f1 f2 f3 f4 f5 | s s s s s | f1 f2 f3 f4 f5 | s s s s s", card: "AC",
			moves: nil, exact: true},
	}},
	// Variants.
	{"variants", []guideCase{
		{name: "Variant: a Nine whole moves forward", rules: pegjokers.Rules{NineForward: true}, pos: "4 pairs 0 | s s s s t10 | s s s s s | s s s s s | s s s s s", card: "9C",
			moves: []string{"9: Blue t10+9->t19"}, exact: true},
		{name: "Variant: face cards move 11, 12, 13", rules: pegjokers.Rules{FaceValues: true}, pos: "4 pairs 0 | s s s s t10 | s s s s s | s s s s s | s s s s s", card: "KC",
			moves: []string{"K: Blue s->t8", "K: Blue t10+13->t23"}, exact: true},
		{name: "Variant: forced entering only when entering is possible", rules: pegjokers.Rules{ForcedFinish: true}, pos: "4 pairs 0 | s s s t1 f2 | s s s s s | s s s s s | s s s s s", card: "4C",
			moves: []string{"4: Blue t1+4->t5"}, exact: true},
	}},
}

func TestGuideExamples(t *testing.T) {
	for _, sec := range guideExamples {
		t.Run(sec.section, func(t *testing.T) {
			for _, tt := range sec.cases {
				checkGuideCase(t, tt)
			}
		})
	}
}

// checkGuideCase checks one worked example in a subtest of its own.
func checkGuideCase(t *testing.T, tt guideCase) {
	t.Run(tt.name, func(t *testing.T) {
		r := tt.rules // the zero Rules is DefaultRules
		got := moveTexts(r, tt.pos, tt.card)
		if tt.exact {
			if diff := cmp.Diff(tt.moves, got, cmpSorted); diff != "" {
				t.Errorf("%s with %s: moves (-want +got):\n%s", tt.pos, tt.card, diff)
			}
		} else {
			for _, m := range tt.moves {
				if !slices.Contains(got, m) {
					t.Errorf("%s with %s: no %q among %q", tt.pos, tt.card, m, got)
				}
			}
		}
		for _, m := range tt.not {
			if slices.Contains(got, m) {
				t.Errorf("%s with %s: %q should not be legal", tt.pos, tt.card, m)
			}
		}
		if tt.move != "" {
			if got := after(t, r, tt.pos, tt.card, tt.move); got != tt.after {
				t.Errorf("after %q:\n got %s\nwant %s", tt.move, got, tt.after)
			}
		}
	})
}

var cmpSorted = cmp.Transformer("sorted", func(in []string) []string {
	out := slices.Clone(in)
	slices.Sort(out)
	if out == nil {
		out = []string{}
	}
	return out
})

// TestGuideNineOption2 checks the guide's remark on the Nine's option 2:
// after the trailer lands on White, only the White peg can go back six.
func TestGuideNineOption2(t *testing.T) {
	var seconds []string
	for _, m := range moveTexts(pegjokers.DefaultRules, aroundTrack, "9C") {
		if rest, ok := strings.CutPrefix(m, "9: Blue t8+3->t11, "); ok {
			seconds = append(seconds, rest)
		}
	}
	if diff := cmp.Diff([]string{"White t39-6->t33"}, seconds); diff != "" {
		t.Errorf("second parts after 3 onto White (-want +got):\n%s", diff)
	}
	// And on option 3: after back 8 onto Yellow, White or the leader may go
	// forward one ("both equally fine choices").
	seconds = nil
	for _, m := range moveTexts(pegjokers.DefaultRules, aroundTrack, "9C") {
		if rest, ok := strings.CutPrefix(m, "9: Blue t8-8->t0, "); ok {
			seconds = append(seconds, rest)
		}
	}
	if diff := cmp.Diff([]string{"Blue t14+1->t15", "White t11+1->t12"}, seconds, cmpSorted); diff != "" {
		t.Errorf("second parts after back 8 onto Yellow (-want +got):\n%s", diff)
	}
}
