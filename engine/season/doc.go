// Package season builds a season leaderboard from the ranked standings of many events: a
// league's, a scholastic association's or a club's events of one season, each scored
// with a points table, with shared places, best-N results and the players matched across
// events. [Build] is the entry point; it returns a [Leaderboard] that the CSV, XLSX and
// PDF writers (exporters/csv, exporters/xlsx, exporters/pdf) print. The package imports
// only the standard library; it reads no files and parses no settings.
//
// # Points per event
//
// Each [Event] is one ranked tournament (one section). [Scoring] says what a result is
// worth:
//
//   - By "place" (the default): the points of the player's final place in [Scoring].Table
//     (first place, second place, ...; 10, 8, 6, 5, 4, 3, 2, 1 when the table is empty).
//     Places beyond the table are worth 0.
//   - By "points": the player's game points in the event (2.5 for 2½).
//   - Participation: a bonus added to every result, so a player who finished out of the
//     table still gets it. The bonus is part of the event's result: under best-N it
//     counts with the results that count, and is dropped with the results that are
//     dropped.
//
// Ties in an event, by place only ([Scoring].Ties):
//
//   - "split" (the default): players who share a place in the event's standings (the
//     tiebreaks could not separate them, "3-5") divide the points of the places they
//     span equally: places 3-5 share 6+5+4 = 15 points, 5 each.
//   - "score": players equal on game points divide the points of the places they span,
//     whatever the tiebreaks say (as US Chess divides cash prizes among tied
//     players, rule 32B).
//   - "tiebreak": each player gets the points of their own position in the standings;
//     players the tiebreaks could not separate are in start-number order, as the
//     standings list them.
//
// A shared share is rounded DOWN to 0.01 point, so the players of a shared place never
// receive together more than the places are worth: places 2-4 under the default table
// share 8+6+5 = 19 points, 6.33 each (18.99 in all).
//
// # Best N results and the total
//
// With [Scoring].BestN = N > 0, only a player's N best results count; the others are
// kept in the leaderboard, marked as not counted ([Cell].Counted). Among equal results,
// those of earlier events (in the order the events were given) count first. The total is
// the sum of the counted results; every cell is in [engine.Score] fixed point, so the
// total is exact.
//
// # Order and shared places
//
// Rows are in order of total, highest first. Players equal on total share a place
// ("3-5"): the leaderboard applies no tiebreak. Within a shared place, rows are listed
// by name as written (case and accents folded as below), then by US Chess ID and FIDE
// ID, for a stable order.
//
// # Who is who: matching players across events
//
// A player's appearance in an event is identified, in this order, by:
//
//  1. Their US Chess ID: a national record ([engine.NationalRating]) of federation
//     "USA" (also "USCF", "US") with an ID, as the SwissSys, DBF and TRF (NRS line)
//     importers store it.
//  2. Their FIDE ID ([engine.Player].FIDEID). An appearance that carries both IDs links
//     them: the same US Chess ID with a FIDE ID in one event and alone in another is one
//     player. IDs are compared without surrounding spaces and leading zeros; "0" is no
//     ID. A link that would give one player two different US Chess IDs, or two
//     different FIDE IDs, is not made: the US Chess ID decides.
//  3. Otherwise their name, normalised ([NameKey]): case folded, accents removed
//     (a hand-written decomposition of the Latin-1, Latin Extended-A and Romanian
//     letters: "é" is "e", "ß" is "ss", "Ł" is "l", "æ" is "ae"; combining marks are
//     dropped), apostrophes removed ("O'Brien" is "OBrien"), every other character
//     that is not a letter or digit a word break, and the words sorted, so that
//     "Smith, John", "John Smith", "SMITH John" and "Smíth,  John" are one name. Initials
//     and extra names are not guessed: "Smith, John A." is not "Smith, John".
//
// An appearance without an ID is joined to a player known by an ID elsewhere when its
// name matches exactly one ID-holder, and that ID-holder did not play in the same event.
// Appearances without an ID and with the same name, in different events, are one player.
// Two appearances in one event are never one player by name.
//
// Nothing matched by name alone is silent: [Leaderboard].Matches lists, for review,
//
//   - [MatchName]: a player known only by name, found in several events;
//   - [MatchNameToID]: appearances without an ID joined by name to a player with an ID;
//   - [MatchSameName]: different IDs under one name, kept as different players;
//   - [MatchNotJoined]: appearances without an ID that were left alone because their name
//     matches several ID-holders, because it appears twice in one event, or because the
//     one ID-holder of that name played in the same event;
//   - [MatchTwice]: one ID on several players of one event (a typing slip): they are kept
//     apart, each matched by their other ID or by name as if the shared ID were not
//     there. Players of one event are never one person: the season matches people
//     across events only, so two winners of one event are never one payee.
//
// A player's row shows the name as written in the last event they played, and their IDs.
package season
