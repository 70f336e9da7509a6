// Package tables is the table server of examples/web: people play people
// and bots online, a table a game, every accepted action stored as it is
// played, each seat shown only what its seat may know. See
// NOTES-table-server.md at the repository root for the design and what is
// left to build.
//
// # Messages, format version 1
//
// A seat (or a watcher) receives one message for each action the table
// accepts, on its WebSocket (GET /tables/{id}/ws?since=N, one JSON text
// message each) or by asking (GET /tables/{id}/messages?since=N, a JSON
// array). A message is a JSON object with these fields, in this order:
//
//	v       the envelope's format version: 1 ([Version])
//	n       the message's number, from 1: message n is what action n did
//	by      the seat that acted; -1 is the table's own step (a cut, a deal, a count)
//	action  the action's text as this seat may see it; left out when it would
//	        show what the seat may not know (another seat's discard)
//	events  what the action did, as this seat sees it: the game's event JSON
//	        (crib.MarshalEvents, cribwars.MarshalEvents or
//	        pegjokers.MarshalEvents), an array
//	view    this seat's view after the action: the game's view JSON (for
//	        cribbage the "pegboard crib view" format), which carries its own
//	        format name and version
//	turn    the seats the game waits on after it, an array (empty while the
//	        table takes its own step, and once the game is over)
//	over    whether the game is over after it
//
// A view reply (GET /tables/{id}/view) is an object of v (the same
// version), table (its id), seat (-1 a watcher), n (the number of the
// last message), view, turn and over, as above.
//
// The envelope is a format clients depend on: a field is never renamed,
// retyped, given another meaning or removed within a version. Any such
// change, and any new field, gets a new version number in v. A client
// reads v first and refuses a version it does not know. The events and
// view inside carry the library's formats and versions and change only
// with them.
package tables
