// Package tables is the table server of examples/web: people play people
// and bots online, a table a game, every accepted action stored as it is
// played, each seat shown only what its seat may know. See
// NOTES-table-server.md at the repository root for the design and what is
// left to build.
//
// # Creating a table
//
// POST /tables takes the game, its options and one entry a seat, a
// person's name, a bot's level or an open seat:
//
//	{"game": "crib", "options": {"players": 4, "claimed": true},
//	 "seats": [{"name": "Ann"}, {"bot": "expert"}, {"open": true}, {"bot": "analysis"}]}
//
// The number of seats must be the game's. Options left out take their
// defaults; an unknown option, a value of the wrong type or one the game
// does not allow is refused (400) with what is wrong.
//
// "crib", ACC cribbage:
//
//	players  2, 3, 4 (two partnerships) or 6 (three partnerships); 2
//	claimed  the players peg their own scores (ACC rules 8 to 10); false
//	muggins  rule 10 in effect (claimed only); false
//	hole     121 or 61; 121
//
// Bots "random", "analysis" and "expert", at every seating (the expert
// plays as the analysis bot with three or six). In claimed mode a bot claims
// its own points exactly, accepts others' counts, and corrects overpegs and
// calls muggins on the seats of other sides. The setup stored is the
// rules' text (crib.Rules).
//
// "cribwars", Crib Wars:
//
//	players  2, 3, 4 (two teams) or 6 (three teams); 2
//	claimed  the players peg their own scores; false
//	muggins  muggins in Muggers Alley (claimed only); true when claimed
//	board    "default", "plain", or a board as JSON (cribwars.ParseTrack); "default"
//	rules    the readings' text (cribwars.Rules), "heels always, skunk line 90"; default
//
// Bots as for cribbage. A muggins caller keeps the points or gives them
// back ("take offer SIDE", "decline offer SIDE" from the caller's seat);
// the table answers for a bot (and for penalty points offered to a side):
// it takes them unless they land the peg in a penalty box or a time trap,
// and it leaves the penalty box when due. The setup stored is
// the record's headers (layout, board, rules, scoring); tables stored as
// "players: N" still load.
//
// "pegjokers", Pegs and Jokers:
//
//	seating  "2 solo" to "8 solo", "4 pairs", "6 pairs", "8 pairs", "6 teams", "8 teams"; "4 pairs"
//	rules    the house rules' words (pegjokers.ParseRules), "nine-forward packs=3"; the guide's
//
// Bots "random", "heuristic" and "search" (the search bot: 1 to 8 ms a
// move, more with more seats). The table draws for each player after their
// play. The setup stored is "seating: …\nrules: …".
//
// # Messages, format version 2
//
// A seat (or a watcher) receives one message for each action the table
// accepts, on its WebSocket (GET /tables/{id}/ws?since=N, one JSON text
// message each) or by asking (GET /tables/{id}/messages?since=N, a JSON
// array). A message is a JSON object with these fields, in this order:
//
//	v       the envelope's format version: 2 ([Version])
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
//	standin true when a stand-in bot took the action for the seat's absent
//	        person; left out otherwise
//	catchup true on a catch-up message; left out otherwise (new in version 2)
//
// A table keeps in memory only the messages after a base (the snapshot
// before its latest: about one to two deals, or Options.SnapshotEvery to
// twice that many actions). A client asking since an n older than the base
// gets first one catch-up message, {"v":2, "n": base, "by": -1, "events":
// [], "view": ..., "turn": ..., "over": ..., "catchup": true}: no action,
// the seat's view after action base, standing for messages n+1 to base;
// then the messages after base as usual. Version 1 was this envelope
// without catch-up messages (and without "catchup"): a version 1 client
// that reads v, as it must, refuses version 2 and should be updated; every
// other field is as it was, so treating a catch-up as an ordinary message
// whose view is the seat's (as the package's own page does: it refetches
// its fragment on every message) is all a client needs. The downloadable
// record always has every action: it is built from the store.
//
// # Actions on the socket
//
// A seat's person may send its actions on its socket instead of POSTing
// them: one JSON text message an action, {"id": ..., "action": ...} (the
// client's id and the action's text, as POST takes them; the seat and
// token are the socket's, and naming them is refused). Each message
// counts against the client's rate as a request does; an action is
// taken as POST takes it; each message is answered on the socket by a
// reply, {"v":2,"reply":{"id": ..., "n": N}} (and "duplicate": true when
// the id was taken already), or
// {"v":2,"reply":{"id": ..., "status": S, "error": "..."}} with the
// status and error POST would answer (422 a refused action, 400 a bad
// message, 429 over the rate). A reply and the message its action made
// may come in either order. Replies go only to a socket that sent an
// action, so a client that sends none sees the messages above and
// nothing else. A watcher's socket takes nothing: a message on it, a
// binary message or one over 512 bytes closes the socket. The package's
// own page POSTs its actions.
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
