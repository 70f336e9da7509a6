package cribwars_test

import (
	"errors"
	"testing"

	"github.com/pegboard/pegboard/cribwars"
)

// TestDecodePeggerBoxes: a saved pegger's box must be a penalty box of its
// board at or behind the side's peg, and at most one side sits in one.
func TestDecodePeggerBoxes(t *testing.T) {
	for _, c := range []struct {
		json string
		ok   bool
	}{
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,100,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","105","0"],"box":[0,100,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,0,0]}`, true},
		{`{"board":"default","rules":"default","pegs":["0","99","0"],"box":[0,100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,-100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","363","0"],"box":[0,363,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","363","0"],"box":[0,464,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,99,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["210","100","0"],"box":[210,100,0]}`, false},
		{`{"board":"default","rules":"default","pegs":["0","100","0"],"box":[0,100]}`, false},
	} {
		p, err := cribwars.Pegger{}.DecodePegger([]byte(c.json))
		switch {
		case c.ok && err != nil:
			t.Errorf("%s: %v", c.json, err)
		case !c.ok && !errors.Is(err, cribwars.ErrBadRecord):
			t.Errorf("%s reads as %v, %v", c.json, p, err)
		}
	}
}
