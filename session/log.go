package session

// The game log in words: the game's narrator (table.Game.Narrate) tells
// each event as a given seat may read it, with the seats' names.

// names gives the game's narrator the seats' names.
func (s *Session) names() func(int) string {
	return func(seat int) string {
		if seat < 0 || seat >= len(s.seats) {
			return ""
		}
		return s.seats[seat].Name
	}
}

// Log is the game so far in sentences, as viewer may read it (a seat, or
// table.Onlooker for what everybody may see). Events the game does not
// tell are left out.
func (s *Session) Log(viewer int) []string {
	g, names := s.Game(), s.names()
	out := make([]string, 0, len(s.log))
	for _, e := range s.log {
		if line := g.Narrate(e.Event, viewer, names); line != "" {
			out = append(out, line)
		}
	}
	return out
}

// Entries is the log as events, for a client that draws its own.
func (s *Session) Entries() []LogEntry { return append([]LogEntry(nil), s.log...) }
