package score_test

import (
	"encoding/json"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/pegboard/pegboard/cards"
	"github.com/pegboard/pegboard/score"
)

// TestPlayScoreJSON: the score of every card of a legal pile writes JSON
// that reads back to it.
func TestPlayScoreJSON(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		deck := cards.StandardDeck().Cards()
		pile := []cards.Card{}
		count := 0
		for _, i := range rapid.Permutation(deck).Draw(t, "deck")[:13] {
			if count+score.Value(i) > 31 {
				break
			}
			count += score.Value(i)
			pile = append(pile, i)
			p, err := score.PlayBreakdown(pile)
			if err != nil {
				t.Fatal(err)
			}
			data, err := json.Marshal(p)
			if err != nil {
				t.Fatalf("%+v: %v", p, err)
			}
			var back score.PlayScore
			if err := json.Unmarshal(data, &back); err != nil || back != p {
				t.Fatalf("%s reads back as %+v, %v", data, back, err)
			}
		}
	})
	data, _ := json.Marshal(score.PlayScore{Count: 15, Fifteen: true, Pair: 2})
	if string(data) != `{"count":15,"fifteen":true,"pair":2}` {
		t.Errorf("JSON %s", data)
	}
}

func TestPlayScoreRefused(t *testing.T) {
	for _, p := range []score.PlayScore{{Count: 32}, {Count: 14, Fifteen: true}, {Count: 15}, {Count: 9, Pair: 1}, {Count: 9, Run: 8}, {Pair: 2}} {
		if _, err := json.Marshal(p); !errors.Is(err, score.ErrBadScore) {
			t.Errorf("%+v marshals: %v", p, err)
		}
	}
	var p score.PlayScore
	for _, s := range []string{`{"count":31}`, `{"count":5,"extra":1}`, `{"count":5} 1`, `[]`} {
		if err := json.Unmarshal([]byte(s), &p); err == nil {
			t.Errorf("%s reads as %+v", s, p)
		}
	}
	var k score.Kind
	if err := k.UnmarshalText([]byte("nobs")); !errors.Is(err, score.ErrBadScore) {
		t.Errorf("Kind nobs: %v", err)
	}
	for k := score.Fifteen; k <= score.Nobs; k++ {
		b, err := k.MarshalText()
		var back score.Kind
		if err != nil || back.UnmarshalText(b) != nil || back != k {
			t.Errorf("%v: %q, %v", k, b, err)
		}
	}
	if _, err := score.Kind(0).MarshalText(); err == nil {
		t.Error("Kind(0) marshals")
	}
}

// FuzzPlayScoreJSON: what UnmarshalJSON accepts marshals back to JSON that
// reads back to the same score.
func FuzzPlayScoreJSON(f *testing.F) {
	f.Add(`{"count":15,"fifteen":true,"pair":2}`)
	f.Add(`{"count":31,"thirty_one":true,"run":4}`)
	f.Add(`{"count":0}`)
	f.Fuzz(func(t *testing.T, s string) {
		var p score.PlayScore
		if err := json.Unmarshal([]byte(s), &p); err != nil {
			return
		}
		data, err := json.Marshal(p)
		var back score.PlayScore
		if err != nil || json.Unmarshal(data, &back) != nil || back != p {
			t.Fatalf("%s reads as %+v, which writes %s, %v", s, p, data, err)
		}
	})
}
