package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/icons"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// GetNavigation serves GET /navigation: the content folder's navigation zones, texts in the
// request's language, and the address of the icon sprites the items draw with.
func (s *Server) GetNavigation(ctx context.Context, _ apigen.GetNavigationRequestObject) (apigen.GetNavigationResponseObject, error) {
	snap := s.content.Current()
	lang := language(ctx, nil)
	zone := func(name string) []apigen.NavItem {
		items := snap.Navigation.Zone(name)
		out := make([]apigen.NavItem, 0, len(items))
		for _, it := range items {
			out = append(out, navItem(it, lang))
		}
		return out
	}
	out := apigen.Navigation{Version: snap.Version, Icons: icons.URL()}
	out.Zones.Header = zone("header")
	out.Zones.HeaderLinks = zone("header-links")
	out.Zones.HeaderSettings = zone("header-settings")
	out.Zones.HeaderEnd = zone("header-end")
	out.Zones.Side = zone("side")
	out.Zones.Footer = zone("footer")
	return apigen.GetNavigation200JSONResponse(out), nil
}

func navItem(it content.NavItem, lang string) apigen.NavItem {
	out := apigen.NavItem{Type: apigen.NavItemType(it.Type), Visibility: apigen.NavVisibility(it.Visibility)}
	out.Label = stand(it.Label, lang, &out.LabelLocale)
	if it.Links != nil {
		links := make([]apigen.NavLink, 0, len(it.Links))
		for _, l := range it.Links {
			label, in := l.Label.Stand(lang)
			links = append(links, apigen.NavLink{Label: label, LabelLocale: wire.NonEmpty(in), Url: l.URL})
		}
		out.Links = &links
	}
	if it.Match != "" {
		out.Match = &it.Match
	}
	if it.Jackpot != "" {
		out.Jackpot = &it.Jackpot
	}
	return out
}
