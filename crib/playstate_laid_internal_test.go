package crib

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pegboard/pegboard/cards"
)

// TestPlayStateValidCardsLaid: a play's check of each card laid, reached
// through MarshalJSON with a state made by hand (the JSON reader refuses
// a seat out of range before the check sees it): a card laid by the first
// or the last seat is written and read back; one laid by the seat one
// past the last or before the first, a card that is no standard card, one
// laid twice and one laid and still held are refused with the reason.
func TestPlayStateValidCardsLaid(t *testing.T) {
	var base PlayState
	const text = `{"seats":3,"turn":2,"count":20,"pile":2,"hands":["QC","AC","5H"],"laid":[{"seat":0,"card":"KC"},{"seat":1,"card":"KD"}]}`
	if err := json.Unmarshal([]byte(text), &base); err != nil {
		t.Fatal(err)
	}
	kc, kd := cards.MustParse("KC"), cards.MustParse("KD")
	for _, tc := range []struct {
		name string
		i    int        // the card laid changed
		by   int8       // the seat that laid it
		c    cards.Card // the card
		want string     // the error, "" for none
	}{
		{"the last seat", 1, 2, kd, ""},
		{"the first seat", 1, 0, kd, ""},
		{"one past the last seat", 1, 3, kd, "crib: bad record: card 2 of the play, KD by seat 3"},
		{"one past the last seat, first card", 0, 3, kc, "crib: bad record: card 1 of the play, KC by seat 3"},
		{"one before the first seat", 0, -1, kc, "crib: bad record: card 1 of the play, KC by seat -1"},
		{"no card", 1, 1, cards.NoCard, "crib: bad record: card 2 of the play, " + cards.NoCard.String() + " by seat 1"},
		{"a joker", 1, 1, cards.Joker, "crib: bad record: card 2 of the play, " + cards.Joker.String() + " by seat 1"},
		{"laid twice", 1, 1, kc, "crib: bad record: card 2 of the play, KC by seat 1"},
		{"laid and held", 1, 1, cards.MustParse("AC"), "crib: bad record: card 2 of the play, AC by seat 1"},
	} {
		p := base
		p.laid[tc.i], p.by[tc.i] = tc.c, tc.by
		if tc.i >= int(p.nlaid)-int(p.npile) {
			p.pile[tc.i-(int(p.nlaid)-int(p.npile))] = tc.c
		}
		data, err := p.MarshalJSON()
		if tc.want != "" {
			if err == nil || err.Error() != tc.want || !errors.Is(err, ErrBadRecord) {
				t.Errorf("%s: MarshalJSON = %s, %v; want %q", tc.name, data, err, tc.want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var back PlayState
		if err := json.Unmarshal(data, &back); err != nil {
			t.Errorf("%s: %s: %v", tc.name, data, err)
		} else if d := cmp.Diff(p, back, cmp.AllowUnexported(PlayState{})); d != "" {
			t.Errorf("%s: read back (-want +got):\n%s", tc.name, d)
		}
	}
}
