package scenes

// fingerPixels is the least height of a target a finger taps surely, in
// window pixels (CSS pixels in a browser): the 44 points of the usual
// guidelines for touch screens.
const fingerPixels = 44

// FingerRow is the height, in design units, of a row a finger taps
// surely on this screen: 44 window pixels where a finger plays, 0 where
// none has (the mouse's rows may be as small as the design makes them).
// A screen lays its rows out at least this tall, so that on a phone (844
// by 390: 81 units) or a tablet (1024 by 768: 41 units) each is a
// finger's size.
func (c *Context) FingerRow() float64 {
	if !c.In.Touchscreen || c.Frame.U <= 0 {
		return 0
	}
	s := c.Scale
	if s <= 0 {
		s = 1
	}
	return fingerPixels * s / c.Frame.U
}
