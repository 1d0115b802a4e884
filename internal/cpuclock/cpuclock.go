// Package cpuclock measures how much CPU the calling OS thread has used.
//
// Decision and frame budgets are stated "on one core of this machine". On a
// machine busy with other builds, wall time would charge a bot or a frame
// for time another process had the CPU; the thread's own CPU clock does not.
// The caller locks its goroutine to its thread (runtime.LockOSThread) around
// a measurement.
package cpuclock
