// Package jsonfile reads the game's JSON files — game records, saves,
// settings and statistics — and says what is wrong with a damaged one in a
// person's words. encoding/json reports a value of the wrong type as "json:
// cannot unmarshal string into Go struct field Record.Seats of type
// []string", which names the program's insides; here it is "line 3:
// "seats": expected a list of texts, not a text", in the language shown.
// Whatever the error quotes of the file is an excerpt (internal/excerpt).
package jsonfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"

	"github.com/pyramid-studio/pyramid/i18n"
	"github.com/pyramid-studio/pyramid/internal/excerpt"
)

// Decode reads data, one JSON value, into v. It is strict: a field that v
// does not have is refused (a misspelt field is a mistake to report, not
// to ignore), and so is anything after the value. Errors are *Error.
func Decode(data []byte, v any) error { return decode(data, v, true) }

// Peek reads the fields of data that v has and ignores the others: for a
// file's format and version, read before the rest so that a file of
// another kind, or from a newer version of the game, is named as such
// rather than for a field this version does not know. Errors are *Error.
func Peek(data []byte, v any) error { return decode(data, v, false) }

func decode(data []byte, v any, strict bool) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return &Error{kind: empty}
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(v); err != nil {
		return problem(data, err, dec.InputOffset())
	}
	if _, err := dec.Token(); err != io.EOF {
		return &Error{kind: trailing, Line: lineAt(data, dec.InputOffset())}
	}
	return nil
}

// Error is what is wrong with a JSON file. Its text is worded when it is
// shown, in the language current then.
type Error struct {
	Line  int // the line of the file it was found on; 0 when it is not known
	kind  kind
	field string // the field at fault (type), or the unknown one
	want  phrase // what the field must hold (type)
	got   phrase // what it holds (type)
	cause error  // the decoder's own error (syntax, other)
}

type kind int

const (
	empty     kind = iota // nothing but white space
	truncated             // the file ends inside a value
	syntax                // not JSON
	wrongType             // a value of the wrong kind
	unknown               // a field the file may not have
	trailing              // more after the value
	other                 // an error of a type's own decoding
)

func (e *Error) Error() string {
	switch e.kind {
	case empty:
		return i18n.T("the file is empty")
	case truncated:
		return i18n.T("the file ends in the middle, as if cut short")
	case syntax:
		return i18n.F("line %d: this is not valid JSON (%v)", e.Line, e.cause)
	case wrongType:
		if e.field == "" {
			return i18n.F("the whole file: expected %s, not %s", e.want, e.got)
		}
		return i18n.F("line %d: %s: expected %s, not %s", e.Line, excerpt.Quote(e.field), e.want, e.got)
	case unknown:
		return i18n.F("line %d: unknown field %s", e.Line, excerpt.Quote(e.field))
	case trailing:
		return i18n.F("line %d: something follows the end of the data", e.Line)
	}
	return i18n.F("line %d: %v", e.Line, e.cause)
}

func (e *Error) Unwrap() error { return e.cause }

// NotJSON reports whether err says the file is not JSON at all (empty, cut
// short or garbled), rather than JSON that does not fit.
func NotJSON(err error) bool {
	var e *Error
	return errors.As(err, &e) && (e.kind == empty || e.kind == truncated || e.kind == syntax)
}

// problem words an error of encoding/json decoding data; at is how far the
// decoder had read.
func problem(data []byte, err error, at int64) *Error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return &Error{kind: truncated, cause: err}
	case errors.As(err, &se):
		return &Error{kind: syntax, Line: lineAt(data, se.Offset), cause: syntaxWords(se)}
	case errors.As(err, &te):
		return &Error{kind: wrongType, Line: lineAt(data, te.Offset), field: te.Field, want: typeWords(te.Type), got: valueWords(te.Value), cause: err}
	}
	// DisallowUnknownFields' error has no type of its own, only this text
	if name, ok := strings.CutPrefix(err.Error(), unknownPrefix); ok {
		return &Error{kind: unknown, Line: lineAt(data, at), field: strings.Trim(name, `"`), cause: err}
	}
	return &Error{kind: other, Line: lineAt(data, at), cause: err}
}

// unknownPrefix starts encoding/json's error for a field the value may not
// have.
const unknownPrefix = "json: unknown field "

// syntaxWords is the decoder's account of bad JSON ("invalid character 'x'
// looking for beginning of value"): plain enough, and about the file only,
// with at most an excerpt of it.
func syntaxWords(se *json.SyntaxError) error {
	return errors.New(excerpt.Cut(se.Error()))
}

// lineAt is the 1-based line of data that byte offset off falls on.
func lineAt(data []byte, off int64) int {
	off = max(0, min(off, int64(len(data))))
	return 1 + bytes.Count(data[:off], []byte("\n"))
}

// phrase is a kind of JSON value in words: a catalog key (in the context
// "json"), worded when shown. The words follow "expected" and "not", so a
// language with cases gives them the case those take.
type phrase struct {
	text string
	arg  string // the number, for "the number %s"
}

func (p phrase) String() string {
	if p.arg != "" {
		return i18n.F(p.text, p.arg)
	}
	return i18n.Context("json", p.text)
}

// The phrases, each a catalog key.
var (
	aText        = phrase{text: "a text"}
	aWhole       = phrase{text: "a whole number"}
	aNatural     = phrase{text: "a whole number (0 or more)"}
	aNumber      = phrase{text: "a number"}
	aBool        = phrase{text: "true or false"}
	anObject     = phrase{text: "an object"}
	aList        = phrase{text: "a list"}
	textList     = phrase{text: "a list of texts"}
	wholeList    = phrase{text: "a list of whole numbers"}
	objectList   = phrase{text: "a list of objects"}
	anotherValue = phrase{text: "another kind of value"}
	theNumber    = phrase{text: "the number %s"} // with the number as arg
)

// typeWords says what a Go type holds, as a person writing the file sees
// it. A list's entry of the wrong kind is reported with the entry's type,
// so "expected a text" then stands for each entry of the field's list.
func typeWords(t reflect.Type) phrase {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return aText
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return aWhole
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return aNatural
	case reflect.Float32, reflect.Float64:
		return aNumber
	case reflect.Bool:
		return aBool
	case reflect.Struct, reflect.Map:
		return anObject
	case reflect.Slice, reflect.Array:
		switch typeWords(t.Elem()) {
		case aText:
			return textList
		case aWhole, aNatural:
			return wholeList
		case anObject:
			return objectList
		}
		return aList
	}
	return anotherValue
}

// valueWords says what the file holds where the type error was found, from
// encoding/json's name for it ("string", "number 1.5", "array").
func valueWords(v string) phrase {
	if n, ok := strings.CutPrefix(v, numberPrefix); ok {
		p := theNumber
		p.arg = excerpt.Cut(n)
		return p
	}
	switch v {
	case jsonString:
		return aText
	case jsonNumber:
		return aNumber
	case jsonBool:
		return aBool
	case jsonArray:
		return aList
	case jsonObject:
		return anObject
	}
	return anotherValue
}

// encoding/json's names for the kinds of JSON value (UnmarshalTypeError's
// Value); a number is named with its text after numberPrefix.
const (
	jsonString   = "string"
	jsonNumber   = "number"
	jsonBool     = "bool"
	jsonArray    = "array"
	jsonObject   = "object"
	numberPrefix = "number "
)
