// Package templates will hold the embedded layouts, fonts and texts used by printable
// exports (prize reports and award sheets). It is empty until those exporters land.
package templates
