// Package savefiles is where the save-and-resume programs put the game
// they save and its record: files a person named, or a temporary directory
// removed when the run is done, so that a run leaves no file behind that it
// was not asked for.
package savefiles

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Files are where a run saves the game and its record, and how it names
// them to a person: a file in a temporary directory by its name alone.
type Files struct {
	Save, Rec string
	Show      func(path string) string
}

// In runs do with the files to save the game and its record in: save and
// rec as given, or name.json and name.txt in dir; with no dir, in a
// temporary directory, removed when do is done (which it tells w).
func In(w io.Writer, name, dir, save, rec string, do func(Files) error) error {
	f := Files{Save: save, Rec: rec, Show: func(path string) string { return path }}
	if dir == "" && (save == "" || rec == "") {
		tmp, err := os.MkdirTemp("", name+"-")
		if err != nil {
			return err
		}
		what := "The files were"
		switch {
		case save != "":
			what = "The record was"
		case rec != "":
			what = "The saved game was"
		}
		defer func() {
			os.RemoveAll(tmp)
			fmt.Fprintln(w, what+" in a temporary directory, now removed: -dir DIR keeps them.")
		}()
		dir = tmp
		f.Show = func(path string) string {
			if filepath.Dir(path) == tmp {
				return filepath.Base(path)
			}
			return path
		}
	}
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
	}
	if f.Save == "" {
		f.Save = filepath.Join(dir, name+".json")
	}
	if f.Rec == "" {
		f.Rec = filepath.Join(dir, name+".txt")
	}
	return do(f)
}
