package i18n

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// ways are how a language writes numbers and picks a plural form: the
// facts CLDR (the Unicode Common Locale Data Repository, whose rules
// golang.org/x/text carries) gives for it. The game keeps its own copy of
// these few facts per language instead of linking x/text's printer and
// catalog, which added about 0.75 MB to the browser build (0.11 MB
// brotli) for two languages; the tests check them against x/text's.
// A new language adds its row here.
type ways struct {
	decimal string // the decimal separator
	group   string // the thousands separator (x/text groups from 1 000 on in every language)
	// form picks the plural form for a count: an index into the
	// language's forms (polishPlural: one, few, many).
	form func(n int) int
}

var waysOf = map[Lang]ways{
	English: {decimal: ".", group: ",", form: func(n int) int {
		if n == 1 || n == -1 {
			return 0
		}
		return 1
	}},
	Polish: {decimal: ",", group: "\u00a0", form: polishForm},
}

// polishForm is CLDR's cardinal rule for Polish on whole numbers: one
// for 1; few when the last digit is 2–4 and the last two are not 12–14
// (2, 3, 4, 22, 102); many for the rest (0, 5–21, 25, 112).
func polishForm(n int) int {
	if n < 0 {
		n = -n
	}
	switch {
	case n == 1:
		return 0
	case n%10 >= 2 && n%10 <= 4 && (n%100 < 12 || n%100 > 14):
		return 1
	}
	return 2
}

// sprintf fills format in like fmt.Sprintf, writing numbers the
// language's way, as x/text's message.Printer did: an integer under %d or
// %v, and a float under %f, %F, %g or %v (a %v float as %g), get the
// language's decimal separator and thousands grouping ("1,234.50" in
// English, "1 234,50" in Polish). Verbs with flags or a width, explicit
// argument indexes, values with their own String, Error or Format
// methods under %v, a verb that does not fit its value and a float that
// needs an exponent (1e+09) are left to fmt as they are.
func (w ways) sprintf(format string, args ...any) string {
	if !strings.Contains(format, "%") {
		return format
	}
	if strings.ContainsAny(format, "[*") {
		return fmt.Sprintf(format, args...)
	}
	var b strings.Builder
	var out []any
	next, last := 0, 0
	for at := 0; ; {
		start, end := nextVerb(format, at)
		if start < 0 {
			break
		}
		v := format[start:end]
		b.WriteString(format[last:start])
		last, at = end, end
		if v == "%%" {
			b.WriteString(v)
			continue
		}
		if next < len(args) {
			if s, ok := w.number(v, args[next]); ok {
				b.WriteString("%s")
				out = append(out, s)
				next++
				continue
			}
			out = append(out, args[next])
		}
		next++
		b.WriteString(v)
	}
	b.WriteString(format[last:])
	if next < len(args) {
		out = append(out, args[next:]...) // fmt reports them as EXTRA
	}
	return fmt.Sprintf(b.String(), out...)
}

// nextVerb finds the first formatting verb in format from at on (%,
// flags, width, precision, then a letter or %) and returns where it
// starts and ends, or -1, -1. (A hand-made scanner: F runs for lines
// drawn every frame, and a regular expression costs more than the rest.)
func nextVerb(format string, at int) (int, int) {
	for {
		i := strings.IndexByte(format[at:], '%')
		if i < 0 {
			return -1, -1
		}
		start := at + i
		j := start + 1
		for j < len(format) && strings.IndexByte("-+# 0", format[j]) >= 0 {
			j++
		}
		for j < len(format) && format[j] >= '0' && format[j] <= '9' {
			j++
		}
		if j < len(format) && format[j] == '.' {
			k := j + 1
			for k < len(format) && format[k] >= '0' && format[k] <= '9' {
				k++
			}
			if k > j+1 {
				j = k
			}
		}
		if j < len(format) {
			if c := format[j]; c == '%' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' {
				return start, j + 1
			}
		}
		at = start + 1
	}
}

// number is arg written the language's way for the verb v, if v is one
// that writes numbers so and arg is a plain number.
func (w ways) number(v string, arg any) (string, bool) {
	c := v[len(v)-1]
	mods := v[1 : len(v)-1]
	prec := -1
	if i := strings.IndexByte(mods, '.'); i >= 0 {
		p, err := strconv.Atoi(mods[i+1:])
		if err != nil {
			return "", false
		}
		prec, mods = p, mods[:i]
	}
	if mods != "" || arg == nil {
		return "", false
	}
	switch arg.(type) {
	case fmt.Formatter:
		return "", false
	case fmt.Stringer, error:
		if c == 'v' {
			return "", false
		}
	}
	r := reflect.ValueOf(arg)
	switch r.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if (c != 'd' && c != 'v') || prec >= 0 {
			return "", false
		}
		return w.digits(strconv.FormatInt(r.Int(), 10)), true
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if (c != 'd' && c != 'v') || prec >= 0 {
			return "", false
		}
		return w.digits(strconv.FormatUint(r.Uint(), 10)), true
	case reflect.Float32, reflect.Float64:
		bits := 64
		if r.Kind() == reflect.Float32 {
			bits = 32
		}
		switch c {
		case 'f', 'F':
			if prec < 0 {
				prec = 6
			}
			return w.digits(strconv.FormatFloat(r.Float(), 'f', prec, bits)), true
		case 'g', 'v':
			s := strconv.FormatFloat(r.Float(), 'g', prec, bits)
			if strings.ContainsAny(s, "eIN") { // exponents, Inf and NaN: as fmt writes them
				return "", false
			}
			return w.digits(s), true
		}
	}
	return "", false
}

// digits rewrites a number as strconv writes it ("-1234.5") the
// language's way: grouped, with its decimal separator.
func (w ways) digits(s string) string {
	sign := ""
	if strings.HasPrefix(s, "-") {
		sign, s = "-", s[1:]
	}
	whole, frac, hasFrac := strings.Cut(s, ".")
	if len(whole) > 3 {
		var g strings.Builder
		first := len(whole) % 3
		if first == 0 {
			first = 3
		}
		g.WriteString(whole[:first])
		for i := first; i < len(whole); i += 3 {
			g.WriteString(w.group)
			g.WriteString(whole[i : i+3])
		}
		whole = g.String()
	}
	if hasFrac {
		return sign + whole + w.decimal + frac
	}
	return sign + whole
}
