package tables

import (
	"encoding/json"
	"math/rand/v2"
)

// NoSeat is the seat of the table's own steps (the cut for deal, the deal,
// the cut, a count) and of a watcher.
const NoSeat = -1

// Kind is a game a table can play: cribbage now; Crib Wars and Pegs and
// Jokers plug in by implementing it and Game.
type Kind interface {
	// Name is the kind's name in requests and in the store: "crib".
	Name() string
	// Setup reads a create request's options and returns the setup text
	// stored with the table (for cribbage, its rules' text) and the number
	// of seats.
	Setup(options json.RawMessage) (setup string, seats int, err error)
	// New starts the game of setup dealt from seed, keeping its record.
	New(setup string, seed uint64) (Game, error)
	// Commit returns the commitment to the deal of setup, seed and salt,
	// as text, published at the table's creation.
	Commit(setup string, seed uint64, salt []byte) (string, error)
	// Bot reports whether level names one of the kind's bots.
	Bot(level string) bool
}

// Game is the authoritative game of a table, a value: Apply returns the
// next game and leaves the receiver as it was.
type Game interface {
	Seats() int
	// Apply applies the action text for seat (NoSeat: the table's own
	// step). An action that is not seat's to take (another seat's, the
	// table's, one that brings its own cards) is refused, as is any the
	// rules refuse. It returns the action's text as stored.
	Apply(seat int, text string) (next Game, stored string, evs Events, err error)
	// Auto returns the action the table or a bot takes now, and the seat
	// it is for (NoSeat: the table), or ok false when the game waits for a
	// person or is over. bots[s] is seat s's bot level, "" for a person.
	// With no bot, Auto is quick (no bot thinks): the server then calls
	// it in the request that took a person's action.
	Auto(bots []string, r *rand.Rand) (seat int, text string, ok bool, err error)
	// View is what seat (NoSeat: a watcher) may know now, as JSON built
	// from the library's view of that seat alone.
	View(seat int) (json.RawMessage, error)
	// Turn returns the seats the game waits on now, in order (none once
	// it is over, or while it waits for the table's own step).
	Turn() []int
	// Over reports whether the game is over.
	Over() bool
	// Record returns the game's record with its seed and salt revealed.
	Record(names []string, salt []byte) ([]byte, error)
}

// Events are what one action did, each event as a seat sees it.
type Events interface {
	For(seat int) (json.RawMessage, error)
	// Action is the action's text as seat sees it: "" when it would
	// show seat what it may not know (another seat's discard).
	Action(seat int) string
}

// kinds are the games the server plays, by name.
var kinds = map[string]Kind{cribKind{}.Name(): cribKind{}, pjKind{}.Name(): pjKind{}, cwKind{}.Name(): cwKind{}}

// Snapshotter is a Game that saves itself, for the store's snapshots: a
// table loads from its latest snapshot and replays only the actions after
// it. It is optional: a game without it is always replayed whole.
type Snapshotter interface {
	// Snapshot returns the game's state as its Kind's Restore reads it
	// back: the library's saved-game form, with what the table keeps
	// beside it. The saved games keep no record of the actions: a
	// restored game's Record is an error, and the table builds the record
	// by replaying the stored actions.
	Snapshot() ([]byte, error)
	// DealEnded reports whether the game waits for the next deal (or is
	// over): a snapshot is taken after such an action.
	DealEnded() bool
}

// Restorer is a Kind whose games are Snapshotters.
type Restorer interface {
	// Restore returns the game of setup and seed whose Snapshot is state,
	// or an error for state it does not take (refusing, never guessing).
	Restore(setup string, seed uint64, state []byte) (Game, error)
}

// seenJSON is evs as seat sees them (seenBy, the game's SeenBy), in the
// game's event JSON (marshal, its MarshalEvents).
func seenJSON[E any](evs []E, seat int, seenBy func(E, int) E, marshal func([]E) ([]byte, error)) (json.RawMessage, error) {
	seen := make([]E, len(evs))
	for i, e := range evs {
		seen[i] = seenBy(e, seat)
	}
	return marshal(seen)
}
