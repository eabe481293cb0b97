package pipeline

import (
	"context"
	"slices"
	"strings"

	"github.com/tiebreak-chess/tiebreak/exporters"
	"github.com/tiebreak-chess/tiebreak/exporters/site"
)

// Site is the static results site of one or more events ([BuildSite]): its files, and
// the events it shows, for its marker ([SiteMarker]) and the guard of its folder
// ([SiteFolder.Replace]).
type Site struct {
	Files  []exporters.File
	Events []EventID
}

// BuildSite builds the site of the events of paths, each opened by open when its turn
// comes (an error of open is returned as it is), its fund matched ([Event.MatchFund],
// nil for none) and its sections built under p ([Build]) into a folder of its own,
// named after its file ([EventSlug], [UniqueFolder]). The site's pages are made with
// o ([site.Build]). The first error stops it.
func BuildSite(ctx context.Context, paths []string, p Plan, fund *Fund, o site.Options, open func(path string) (*Event, error)) (*Site, error) {
	var secs []site.Section
	folders := map[string]bool{}
	for _, path := range paths {
		ev, err := open(path)
		if err != nil {
			return nil, err
		}
		ep := p
		if ep.Pay, err = ev.MatchFund(fund); err != nil {
			return nil, err
		}
		ep.Site, ep.SiteFolder = true, UniqueFolder(EventSlug(path), folders)
		b, err := Build(ctx, ev, ep)
		if err != nil {
			return nil, err
		}
		secs = append(secs, b.Site...)
	}
	files, err := site.Build(secs, o)
	if err != nil {
		return nil, err
	}
	out := &Site{Files: files}
	for _, sec := range secs {
		t := sec.Doc.T
		if id := (EventID{Name: strings.TrimSpace(EventTitle(t.Name, t.Section)), Date: strings.TrimSpace(t.StartDate)}); !slices.Contains(out.Events, id) {
			out.Events = append(out.Events, id)
		}
	}
	return out, nil
}
