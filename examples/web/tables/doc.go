// Package tables is the table server of examples/web: people play people
// and bots online, a table a game, every accepted action stored as it is
// played, each seat shown only what its seat may know. See
// NOTES-table-server.md at the repository root for the design and what is
// left to build.
package tables
