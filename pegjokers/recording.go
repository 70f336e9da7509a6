package pegjokers

// recNode is one action of a game's record: a persistent list, newest
// first, so that copies of a game share their past and appending never
// copies. The first node holds the game the record starts from.
type recNode struct {
	prev *recNode
	a    Action
}

// record appends a to g's record (g.rec must not be nil).
func (g *Game) record(a Action) { g.rec = &recNode{prev: g.rec, a: a} }
