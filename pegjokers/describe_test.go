package pegjokers_test

import (
	"testing"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/pegjokers"
)

// TestGuideDescriptions: the words for the guide's examples.
func TestGuideDescriptions(t *testing.T) {
	tests := []struct{ pos, card, move, want string }{
		{aroundTrack, "7C", "7: Blue t8+3->t11, White t39+4->f4",
			"Blue plays a 7: 3 with the peg on hole 8 onto White (hole 11), who goes next to White's Finish; 4 with White's peg on hole 39 into White's Finish (f4)"},
		{aroundTrack, "8C", "8: Blue t8-8->t0",
			"Blue plays an 8: the peg on hole 8 back 8 onto Yellow (hole 0), who goes back to Start"},
		{aroundTrack, "9C", "9: Blue t8-7->t1, Blue t14+2->t16",
			"Blue plays a 9: 7 with the peg on hole 8 back to hole 1; 2 with the peg on hole 14 onto Yellow (hole 16), who goes back to Start"},
		{aroundTrack, "10C", "10: Blue t14+10->t24",
			"Blue plays a 10: the peg on hole 14 forward 10 to hole 24"},
		{"4 pairs 0 | s s s t5 t60 | s s s t1 t19 | s s s s t44 | s s s s t39", "JK", "JK: Blue s=>t44",
			"Blue plays a Joker: a peg from Start jumps onto White (hole 44), who goes next to White's Finish, landing on Orange, who goes back to Start"},
		{"4 pairs 0 | s s s s s | s s s s t8 | s s s s s | s s s s s", "QH", "Q: Blue s->t8",
			"Blue plays a Queen: a peg out of Start onto Yellow (hole 8), who goes back to Start"},
		{"4 pairs 0 | s s s s s | s s s s s | s s s s s | s s s s s", "AH", "A: Blue s->t8",
			"Blue plays an Ace: a peg out of Start onto hole 8"},
		{"4 pairs 0 | s s s s t2 | s s s s s | s s s s s | s s s s s", "6C", "6: Blue t2+6->f5",
			"Blue plays a 6: the peg on hole 2 forward 6 into Finish (f5)"},
		{"4 pairs 0 | f1 f2 f3 f4 f5 | s s s s t20 | s s s t30 t50 | s s s s s", "5C", "5 by Blue: White t30+5->t35",
			"Blue plays a 5 for White: White's peg on hole 30 forward 5 to hole 35"},
	}
	for _, tt := range tests {
		p := pegjokers.MustParsePosition(tt.pos)
		found := false
		for _, m := range pegjokers.LegalMoves(p, cards.MustParse(tt.card)) {
			if m.String() == tt.move {
				found = true
				if got := m.Describe(p); got != tt.want {
					t.Errorf("%s: Describe\n got %s\nwant %s", tt.move, got, tt.want)
				}
			}
		}
		if !found {
			t.Errorf("%s: no move %s", tt.pos, tt.move)
		}
	}
}
