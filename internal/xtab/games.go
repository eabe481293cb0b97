package xtab

// GameRow is one row of a CSV game list, as the CSV exporter writes it and the CSV
// importer reads it: the gocsv tags are the column headers, in the order written. Every
// field is a string: the importer converts and validates each row itself, so that one
// bad row never aborts the file (style.md §3.3).
type GameRow struct {
	Round       string `csv:"round"`
	Board       string `csv:"board"`
	WhiteNo     string `csv:"white no"`
	White       string `csv:"white"`
	WhiteRating string `csv:"white rating"`
	BlackNo     string `csv:"black no"`
	Black       string `csv:"black"`
	BlackRating string `csv:"black rating"`
	Result      string `csv:"result"`
}
