package season

import (
	"testing"

	"github.com/tiebreak-chess/tiebreak/engine/prizes"
)

// FuzzIdentity builds a season from arbitrary bytes, four per player (event, name, US
// Chess ID, FIDE ID, each from a few values, so that names and IDs collide within and
// across events), and pays every player of every event. Two players of one event must
// never be one leaderboard row or one payee, and no cent may be lost or added.
func FuzzIdentity(f *testing.F) {
	f.Add([]byte{0, 1, 1, 1, 0, 2, 1, 2, 0, 3, 1, 3, 1, 1, 1, 1}) // issue 39: one US ID on three players
	f.Add([]byte{0, 1, 1, 0, 0, 2, 0, 1, 1, 1, 1, 1})             // IDs linked by another event
	f.Add([]byte{0, 1, 0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 2, 1, 2, 0}) // one name, no IDs, twice in one event
	f.Add([]byte{0, 4, 3, 0, 1, 4, 0, 0, 2, 4, 3, 2, 2, 5, 0, 2}) // names joined to ID-holders
	names := []string{"", "Smith, James", "Jones, Mary", "Brown, Li", "James Smith", "Lee, Kim", "Kim Lee", "SMITH James"}
	usIDs := []string{"", "17000001", "017000001", "17000002", "0"}
	fideIDs := []string{"", "2000001", "2000002", "02000001"}
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 4*200 {
			return
		}
		var lines [4][]pl
		for i := 0; i+3 < len(data); i += 4 {
			e := int(data[i]) % len(lines)
			n := len(lines[e])
			lines[e] = append(lines[e], pl{name: names[int(data[i+1])%len(names)], us: usIDs[int(data[i+2])%len(usIDs)],
				fide: fideIDs[int(data[i+3])%len(fideIDs)], place: n + 1, pts: "1"})
		}
		events := make([]Event, len(lines))
		var pay []Payment
		var paid prizes.Money
		for e := range lines {
			events[e] = event(string(rune('A'+e)), lines[e]...)
			for k := range lines[e] {
				pay = append(pay, Payment{Event: e, Row: k, Amount: prizes.Money(100 + k)})
				paid += prizes.Money(100 + k)
			}
		}
		lb := Build(events, Scoring{})
		for e, rows := range lb.RowOf {
			seen := map[int]int{}
			for k, r := range rows {
				if r < 0 {
					t.Fatalf("event %d row %d is in no leaderboard row", e, k)
				}
				if j, dup := seen[r]; dup {
					t.Fatalf("event %d: players %d and %d are one leaderboard row %d", e, j, k, r)
				}
				seen[r] = k
			}
		}
		var total prizes.Money
		for _, py := range Payees(lb, pay, prizes.Dollars(600)) {
			events := map[int]bool{}
			for _, p := range py.Payments {
				if events[p.Event] {
					t.Fatalf("payee %s is paid twice in event %d", py.Name, p.Event)
				}
				events[p.Event] = true
			}
			total += py.Total
		}
		if total != paid {
			t.Fatalf("the ledger holds %s, %s was paid", total, paid)
		}
	})
}
