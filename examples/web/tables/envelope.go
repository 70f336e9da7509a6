package tables

import (
	"encoding/json"
	"strconv"

	"github.com/pegboard/pegboard/internal/codec"
)

// Version is the version of the message envelope and of the view reply
// (the field "v"); see the package doc. Version 2 adds the catch-up
// message ("catchup": true).
const Version = 2

// appendJSON appends m's JSON to b: the bytes json.Marshal gives (the
// tests check it), without its reflection and its second pass over the
// events and the view, which are the library's JSON already.
func (m message) appendJSON(b []byte) []byte {
	b = append(b, `{"v":`...)
	b = strconv.AppendInt(b, int64(m.V), 10)
	b = append(b, `,"n":`...)
	b = strconv.AppendInt(b, int64(m.N), 10)
	b = append(b, `,"by":`...)
	b = strconv.AppendInt(b, int64(m.By), 10)
	if m.Action != "" {
		b = append(b, `,"action":`...)
		b = codec.AppendString(b, m.Action)
	}
	b = append(b, `,"events":`...)
	b = appendRaw(b, m.Events)
	b = append(b, `,"view":`...)
	b = appendRaw(b, m.View)
	b = append(b, `,"turn":`...)
	if m.Turn == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, s := range m.Turn {
			if i > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(s), 10)
		}
		b = append(b, ']')
	}
	b = append(b, `,"over":`...)
	b = strconv.AppendBool(b, m.Over)
	if m.Standin {
		b = append(b, `,"standin":true`...)
	}
	if m.Catchup {
		b = append(b, `,"catchup":true`...)
	}
	return append(b, '}')
}

// appendRaw appends JSON the library wrote, compact already; none is null.
func appendRaw(b []byte, raw json.RawMessage) []byte {
	if raw == nil {
		return append(b, "null"...)
	}
	return append(b, raw...)
}
