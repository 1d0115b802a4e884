package runrunrun

// Outcome is how a game ended, for the end screen, statistics and the
// headless tool: the team wins or loses together.
type Outcome struct {
	Over       bool
	Won        bool
	End        End // exit (won), crypt or hand (lost)
	Rounds     int // rounds begun
	Turns      int // turns begun
	Torches    int // torches left in the supply
	Destroyed  int // mummies and Lord destroyed
	ExitOpened bool
	Lord       int // the Lord revealed (1..3), 0 if the Exit never opened
	Rooms      int // room cards laid
}

// Outcome reports the game's result so far.
func (s *Public) Outcome() Outcome {
	return Outcome{
		Over: s.Over, Won: s.Won, End: s.End, Rounds: int(s.Round), Turns: int(s.Turns),
		Torches: int(s.Torches), Destroyed: int(s.Destroyed), ExitOpened: s.ExitOpen(),
		Lord: int(s.Lord), Rooms: s.rooms(),
	}
}
