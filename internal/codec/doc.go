// Package codec is the storage machinery the three games share: the errors
// of what cannot be read, strict JSON with its size limit, enums stored by
// their names, values written as the options set in them (rules), tagged
// unions (events as {"type": ..., fields}), JSON written by hand on hot
// paths, byte for byte as json.Marshal writes it (Writer), and the grammar
// of action text.
// Package codectest holds the checks every game's storage tests share. Each game describes its own formats as data (its
// enums' names, its events' tags, its actions' verbs) and keeps only what
// it alone can judge, such as whether a saved game is one the rules could
// reach. Package record holds the line-based record text built on it.
package codec
