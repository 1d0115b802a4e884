//go:build js || ebitenginevmguest

package sound

// CheckDevice has nothing to check here: a browser page always has its
// audio (it waits for the first click, and oto reports no failure), and a
// vmhost guest plays into the host's virtual device.
func CheckDevice() error { return nil }

// ServeDeviceProbe does nothing where CheckDevice starts no probe.
func ServeDeviceProbe() {}
