// Package templates holds data embedded in the binary: the ready-made prize funds
// (prizes/*.yaml, see [FundNames] and [Fund]) and the layouts, fonts and texts used by
// printable exports (prize reports and award sheets).
package templates
