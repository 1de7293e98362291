package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/content"
	"github.com/opensportsbook/sportsbook/internal/locale"
	"github.com/opensportsbook/sportsbook/internal/wire"
)

// ContentSource gives the last good reading of the operator's content folder.
type ContentSource interface {
	Current() *content.Snapshot
}

// WithContent serves the operator's content; without it the site has the built-in defaults.
func WithContent(c ContentSource) Option { return func(s *Server) { s.content = c } }

// defaultContent is the content of a site without a content folder.
type defaultContent struct{ snap *content.Snapshot }

func (d defaultContent) Current() *content.Snapshot { return d.snap }

// WithImageProxy names the image proxy the SPA fetches images through (IMAGE_PROXY_URL).
func WithImageProxy(url string) Option { return func(s *Server) { s.imageProxy = url } }

// GetSiteConfig serves GET /site-config: site.yaml and the theme's logo, texts in the request's
// language.
func (s *Server) GetSiteConfig(ctx context.Context, _ apigen.GetSiteConfigRequestObject) (apigen.GetSiteConfigResponseObject, error) {
	snap := s.content.Current()
	site, lang := snap.Site, language(ctx, nil)
	out := apigen.SiteConfig{
		Version:                    snap.Version,
		SignUpReminderSeconds:      site.SignUpReminderSeconds,
		DepositReminderSeconds:     site.DepositReminderSeconds,
		BonusAlertDelaySeconds:     site.BonusAlertDelaySeconds,
		Mirrors:                    nonNilStrings(site.Mirrors),
		BalanceHidden:              site.BalanceHidden,
		PotentialWinVisible:        site.PotentialWinVisible,
		FloatingFavourites:         site.FloatingFavourites,
		FloatingTicket:             site.FloatingTicket,
		MyBetsVisible:              site.MyBetsVisible,
		IsShareBetOn:               site.IsShareBetOn,
		SignInAllowed:              site.SignInAllowed,
		SignUpAllowed:              site.SignUpAllowed,
		PhoneVerificationRequired:  &site.PhoneVerificationRequired,
		QuickDepositPresets:        site.QuickDepositPresets,
		DefaultQuickDepositPresets: nonNilStrings(site.DefaultQuickDepositPresets),
		Translations:               site.TranslationsIn(lang),
		DatePatterns:               datePatterns(site.DatePatternsIn(lang)),
	}
	if s.imageProxy != "" {
		out.ImageProxyUrl = &s.imageProxy
	}
	if paths := snap.Pages.Paths(lang); len(paths) > 0 {
		out.Pages = &paths
	}
	if site.ChatURL != "" {
		out.ChatUrl = &site.ChatURL
	}
	if w := site.ChatWidget; w != nil {
		out.ChatWidget = &apigen.ChatWidget{Script: w.Script, Open: wire.NonEmpty(w.Open)}
		if len(w.Settings) > 0 {
			out.ChatWidget.Settings = &w.Settings
		}
	}
	out.Licence = stand(site.Licence, lang, &out.LicenceLocale)
	if logo := snap.Theme.Logo; logo.Dark != "" || logo.Light != "" {
		alt, altIn := logo.Alt.Stand(lang)
		out.Logo = &apigen.SiteLogo{Alt: alt, AltLocale: wire.NonEmpty(altIn)}
		if logo.Dark != "" {
			out.Logo.Dark = &logo.Dark
		}
		if logo.Light != "" {
			out.Logo.Light = &logo.Light
		}
		if logo.Width > 0 && logo.Height > 0 {
			out.Logo.Width, out.Logo.Height = &logo.Width, &logo.Height
		}
	}
	return apigen.GetSiteConfig200JSONResponse(out), nil
}

func datePatterns(p content.DatePatterns) apigen.DatePatterns {
	return apigen.DatePatterns{Time: wire.NonEmpty(p.Time), Date: wire.NonEmpty(p.Date), DateTime: wire.NonEmpty(p.DateTime)}
}

func nonNilStrings(v []string) []string {
	if v == nil {
		return []string{}
	}
	return v
}

// GetPage serves GET /pages: the CMS page at a path in the request's language. The blocks carry
// their restrictions for the SPA to apply: they choose what a visitor or player is shown, they do
// not protect anything, since a page's content is public.
func (s *Server) GetPage(ctx context.Context, req apigen.GetPageRequestObject) (apigen.GetPageResponseObject, error) {
	lang := language(ctx, nil)
	p, ok := s.content.Current().Pages.Lookup(req.Params.Path, lang)
	if !ok {
		return nil, notFound()
	}
	out := apigen.CmsPage{
		Path:        p.Path,
		Index:       p.Index,
		Footer:      apigen.CmsPageFooter(p.Footer),
		Style:       p.Style,
		ThemeStyle:  apigen.CmsThemeStyle{Dark: p.StyleDark, Light: p.StyleLight},
		Blocks:      make([]apigen.CmsBlock, 0, len(p.Blocks)),
		Title:       wire.NonEmpty(p.Title.In(lang)),
		Description: wire.NonEmpty(p.Desc.In(lang)),
		Locale:      wire.NonEmpty(p.Locale),
	}
	for _, b := range p.Blocks {
		out.Blocks = append(out.Blocks, cmsBlock(b, lang))
	}
	return apigen.GetPage200JSONResponse(out), nil
}

// stand is the text in lang and, in *in, the locale it stands in from when the operator wrote no
// translation in lang's language (locale.Text.Stand): nil when it is lang's own.
func stand(t locale.Text, lang string, in **string) *string {
	s, from := t.Stand(lang)
	*in = wire.NonEmpty(from)
	return wire.NonEmpty(s)
}

func cmsBlock(b content.Block, lang string) apigen.CmsBlock {
	var locales apigen.CmsTextLocales
	out := apigen.CmsBlock{
		Kind: apigen.CmsBlockKind(b.Kind),
		Id:   wire.NonEmpty(b.ID),
		Restrictions: apigen.CmsRestrictions{
			Auth:            apigen.CmsRestrictionsAuth(b.Restrictions.Auth),
			Groups:          b.Restrictions.Groups,
			HiddenForGroups: b.Restrictions.HiddenForGroups,
		},
		Text:    stand(b.Text, lang, &locales.Text),
		Html:    stand(b.HTML, lang, &locales.Html),
		Title:   stand(b.Title, lang, &locales.Title),
		Label:   stand(b.Label, lang, &locales.Label),
		Href:    wire.NonEmpty(b.Href),
		Modal:   wire.NonEmpty(b.Modal),
		Url:     wire.NonEmpty(b.URL),
		Sport:   wire.NonEmpty(b.Sport),
		Jackpot: wire.NonEmpty(b.Jackpot),
	}
	if locales != (apigen.CmsTextLocales{}) {
		out.TextLocales = &locales
	}
	if b.Kind == "label" {
		out.Level = &b.Level
	}
	if b.Variant != "" {
		v := apigen.CmsBlockVariant(b.Variant)
		out.Variant = &v
	}
	if b.Height > 0 {
		out.Height = &b.Height
	}
	if b.Match > 0 {
		out.Match = &b.Match
	}
	if b.Limit > 0 {
		out.Limit = &b.Limit
	}
	if img := b.Image; img != nil {
		out.Image = &apigen.CmsImage{Src: img.Src, Fallback: wire.NonEmpty(img.Fallback)}
		alt, altIn := img.Alt.Stand(lang)
		out.Image.Alt, out.Image.AltLocale = alt, wire.NonEmpty(altIn)
		if img.Width > 0 {
			out.Image.Width, out.Image.Height = &img.Width, &img.Height
		}
	}
	if b.Items != nil {
		items := make([]apigen.CmsSpeedDialItem, 0, len(b.Items))
		for _, it := range b.Items {
			label, in := it.Label.Stand(lang)
			items = append(items, apigen.CmsSpeedDialItem{Label: label, LabelLocale: wire.NonEmpty(in), Href: it.Href, Icon: wire.NonEmpty(it.Icon)})
		}
		out.Items = &items
	}
	return out
}
