package record

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/pegboard/pegboard/internal/codec"
)

// Doc is the text form of a value whose JSON is an object that begins with
// a saved head ([codec.Saved]): the head on the first line ("pegboard
// crib-view 1"), then one header a member, its key the member's name with
// '-' for '_', its value the member's JSON, a string without its quotes
// when that reads back the same. A seat's view is written this way, so
// that its text and its JSON are one format:
//
//	pegboard crib-view 1
//	seat: 0
//	phase: play
//	hand: 5H 6C
//	held: [2,3]
type Doc struct {
	Game    string // on the first line: "crib-view"
	Format  string // the head's format: "pegboard crib view"
	Version int    // the newest version read
}

// Marshal is the MarshalText of a value whose MarshalJSON is marshalJSON.
func (d Doc) Marshal(marshalJSON func() ([]byte, error)) ([]byte, error) {
	js, err := marshalJSON()
	if err != nil {
		return nil, err
	}
	return d.Text(js)
}

// Unmarshal is the UnmarshalText of a value of pkg whose UnmarshalJSON is
// unmarshalJSON: text that is no Doc is refused wrapping ErrBadRecord.
func (d Doc) Unmarshal(pkg codec.Pkg, text []byte, unmarshalJSON func([]byte) error) error {
	js, err := d.JSON(text, d.Version)
	if err != nil {
		return pkg.Wrap(err)
	}
	return unmarshalJSON(js)
}

// Text writes the text of the JSON object js, whose head must be d's.
func (d Doc) Text(js []byte) ([]byte, error) {
	dec := json.NewDecoder(bytes.NewReader(js))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, fmt.Errorf("%w: %s is not an object", ErrSyntax, d.Format)
	}
	f := File{Game: d.Game}
	var head codec.Saved
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		switch key {
		case "format":
			err = json.Unmarshal(raw, &head.Format)
		case "version":
			err = json.Unmarshal(raw, &head.Version)
		default:
			var b bytes.Buffer
			if err = json.Compact(&b, raw); err == nil {
				f.Headers = append(f.Headers, Header{Key: strings.ReplaceAll(key, "_", "-"), Value: docValue(b.Bytes())})
			}
		}
		if err != nil {
			return nil, err
		}
	}
	if head.Format != d.Format || head.Version < 1 {
		return nil, fmt.Errorf("%w: format %q version %d, want %q", ErrSyntax, head.Format, head.Version, d.Format)
	}
	f.Version = head.Version
	var b bytes.Buffer
	if err := Write(&b, f); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// docValue is a member's value as a header writes it: a string bare when
// it is plain (it does not read as other JSON, has no '#', no quote or
// backslash, no space at its ends), anything else as its JSON with '#'
// escaped.
func docValue(raw []byte) string {
	var s string
	if json.Unmarshal(raw, &s) == nil && plain(s) {
		return s
	}
	return strings.ReplaceAll(string(raw), "#", `\u0023`)
}

func plain(s string) bool {
	return s != "" && !json.Valid([]byte(s)) && !strings.ContainsAny(s, "#\"\\\n\r\t") &&
		strings.TrimSpace(s) == s && s[0] != '{' && s[0] != '['
}

// JSON reads the text of a Doc back to its JSON object, head first; the
// value's own UnmarshalJSON judges the rest. Errors wrap ErrSyntax and name
// the line.
func (d Doc) JSON(text []byte, maxVersion int) ([]byte, error) {
	f, err := Parse(bytes.NewReader(text), d.Game, maxVersion)
	if err != nil {
		return nil, err
	}
	if len(f.Actions) > 0 {
		return nil, At(f.Actions[0].N, fmt.Errorf("%w: %q is no header", ErrSyntax, f.Actions[0].Text))
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"format":%q,"version":%d`, d.Format, f.Version)
	for _, h := range f.Headers {
		if h.Key == "format" || h.Key == "version" || strings.Contains(h.Key, "_") {
			return nil, At(h.Line, fmt.Errorf("%w: key %q", ErrSyntax, h.Key))
		}
		v := []byte(h.Value)
		if !json.Valid(v) || plain(h.Value) {
			v, _ = json.Marshal(h.Value)
		}
		k, _ := json.Marshal(strings.ReplaceAll(h.Key, "-", "_"))
		fmt.Fprintf(&b, ",%s:%s", k, v)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}
