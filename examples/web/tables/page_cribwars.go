package tables

import (
	"bytes"
	"fmt"

	"github.com/pegboard/pegboard/crib"
	"github.com/pegboard/pegboard/cribwars"
)

func cwEventsOf(e Events) []crib.Event {
	if ce, ok := e.(cwEvents); ok {
		return ce.evs
	}
	return nil
}

// page draws a Crib Wars table for seat: the cards as cribbage's page has
// them (scored automatically: no claims), the track with every side's peg,
// from seat's cribwars.View and the events as cribwars.SeenBy shows them.
func (c cwGame) page(h PageHead, hist []step) (any, string, error) {
	seat, names := h.Seat, h.Names
	v, err := c.g.View(seat)
	if err != nil {
		return nil, "", err
	}
	p := cribPage{PageHead: h}
	this, last := cribDeal(hist, seat, cwEventsOf, cribwars.SeenBy)
	fillCrib(&p, v.View, names, this, last, nil)
	for i := range p.Sides {
		p.Sides[i].Name = cribwars.SideName(i) + ": " + p.Sides[i].Name
	}
	var b bytes.Buffer
	if err := v.Config.Track.WriteSVG(&b, v.Pegs); err != nil {
		return nil, "", err
	}
	p.Board = svgHTML(b.Bytes())
	switch res, over := c.g.Result(); {
	case v.Void:
		p.Result = "The game is void."
	case over && res.Winner >= 0 && res.Winner < len(p.Sides):
		p.Result = fmt.Sprintf("Side %s wins (%d %s).", p.Sides[res.Winner].Name, res.Games, plural(res.Games, "game", "games"))
	}
	return p, "crib", nil
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
