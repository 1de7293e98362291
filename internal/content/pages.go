package content

import (
	"bytes"
	"fmt"
	"net/url"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"

	"github.com/opensportsbook/sportsbook/api"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// PagesDir holds the CMS pages (spec 'CMS page configuration'), one page per YAML file.
const PagesDir = "pages"

// Page is a page an operator writes: the home page "/", an information page of the route table
// (/about...) or an extra custom path (/world-cup).
type Page struct {
	File   string // relative to the content folder, for messages
	Path   string // without locale; "/" is the home page
	Locale string // "": every locale
	Index  bool   // false: noindex
	Title  Text   // seo
	Desc   Text   // seo
	Blocks []Block
	// Style sets a few of the site's custom properties (PageStyles) on the page's content, in both
	// themes; StyleDark and StyleLight set colours in one theme, over Style: a colour that reads on
	// the dark theme's background rarely reads on the light one's.
	Style, StyleDark, StyleLight map[string]string
	// Footer is the layout's footer on this page: full, compact or none.
	Footer string
}

// Pages are the CMS pages of a snapshot.
type Pages []Page

// Lookup is the page at path for loc: the page of that exact locale, else of its language (pt for
// pt-BR), else the page for every locale. The home page is always there: the built-in one
// (api/home-page.yaml) when the folder has none.
func (ps Pages) Lookup(path, loc string) (Page, bool) {
	lang, _, _ := strings.Cut(loc, "-")
	for _, want := range []string{loc, lang, ""} {
		for _, p := range ps {
			if p.Path == path && p.Locale == want {
				return p, true
			}
		}
	}
	if path == "/" {
		return builtInHome(), true
	}
	return Page{}, false
}

// builtInHome is api/home-page.yaml, checked as a page file is.
var builtInHome = sync.OnceValue(func() Page {
	var f pageFile
	dec := yaml.NewDecoder(bytes.NewReader(api.HomePage))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil {
		panic("content: api/home-page.yaml: " + err.Error()) // a build error: TestBuiltInHome fails
	}
	p, err := readPage("", "api/home-page.yaml", f, nil)
	if err != nil {
		panic(err.Error())
	}
	return p
})

// Paths are the paths that have a page for loc, in order.
func (ps Pages) Paths(loc string) []string {
	var out []string
	for _, p := range ps {
		if _, ok := ps.Lookup(p.Path, loc); ok && !slices.Contains(out, p.Path) {
			out = append(out, p.Path)
		}
	}
	slices.Sort(out)
	return out
}

// FrameOrigins are the origins of every iframe block, in order: the pages' policy lets them be
// framed.
func (ps Pages) FrameOrigins() []string {
	var out []string
	for _, p := range ps {
		for _, b := range p.Blocks {
			if u, err := url.Parse(b.URL); err == nil && b.Kind == "iframe" {
				if o := u.Scheme + "://" + u.Host; !slices.Contains(out, o) {
					out = append(out, o)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// Footer layouts.
const (
	FooterFull    = "full"
	FooterCompact = "compact"
	FooterNone    = "none"
)

// Who sees a block (spec section 6: "CMS content blocks can be restricted by auth status and by
// player group ids (including hidden-for-groups)").
const (
	AuthAll         = "ALL"
	AuthLoggedIn    = "LOGGED_IN"
	AuthNotLoggedIn = "NOT_LOGGED_IN"
)

// Restrictions say who a block shows to. They are a display rule the SPA applies, not access
// control: a page's content is public.
type Restrictions struct {
	Auth            string   `yaml:"auth"`
	Groups          []string `yaml:"groups"`          // shown only to players in one of these groups
	HiddenForGroups []string `yaml:"hiddenForGroups"` // hidden from players in one of these groups
}

// Image is an image of the content's assets, with its own fallback when it fails to load.
type Image struct {
	Src      string // URL under AssetsPath
	Fallback string // URL under AssetsPath, or ""
	Alt      Text
	Width    int // intrinsic size, so the page keeps its layout while the image loads
	Height   int
}

// SpeedDialItem is one quick link of a speed dial.
type SpeedDialItem struct {
	Label Text
	Href  string
	Icon  string // URL under AssetsPath, or "" for the label's initial
}

// Block is one content block. Kind says which fields it has (blockKinds).
type Block struct {
	Kind         string
	ID           string
	Restrictions Restrictions
	Text         Text // label: plain text
	Level        int  // label: heading level 1-3; 0 a paragraph
	HTML         Text // text, modal, page banner: safe HTML
	Title        Text // modal, iframe, page banner; the heading of the feature blocks
	Label        Text // button
	Image        *Image
	Href         string // button, image, page banner: a site path or an https URL
	Modal        string // button: the id of the page's modal it opens
	Variant      string // button: primary or secondary
	URL          string // iframe: https only
	Height       int    // iframe: px
	Match        int64  // event markets, event stats, prediction
	Sport        string // the lists: a sport key; "" every sport
	Limit        int    // the lists: most rows
	Jackpot      string // jackpot banner and leaderboard: a jackpot id of jackpots/
	Items        []SpeedDialItem
}

// pageFile is a page as the operator writes it.
type pageFile struct {
	Path   string `yaml:"path"`
	Locale string `yaml:"locale"`
	Index  *bool  `yaml:"index"`
	SEO    struct {
		Title       textOrKey `yaml:"title"`
		Description textOrKey `yaml:"description"`
	} `yaml:"seo"`
	// Translations are the page's own texts by key, which its blocks name instead of repeating them.
	Translations map[string]Text `yaml:"translations"`
	Blocks       []blockFile     `yaml:"blocks"`
	Style        pageStyleFile   `yaml:"style"`
	Footer       string          `yaml:"footer"`
}

// pageStyleFile is a page's style as the operator writes it: properties for both themes, and
// colours for one theme under dark: and light:.
type pageStyleFile struct {
	Dark  map[string]string `yaml:"dark"`
	Light map[string]string `yaml:"light"`
	Both  map[string]string `yaml:",inline"`
}

// textOrKey is a text written in place (en: …, fr: …) or the key of one of the page's translations.
type textOrKey struct {
	key  string
	text Text
	set  bool
}

func (t *textOrKey) UnmarshalYAML(n *yaml.Node) error {
	t.set = true
	if n.Kind == yaml.ScalarNode {
		t.key = n.Value
		return nil
	}
	return n.Decode(&t.text)
}

type imageFile struct {
	Src      string    `yaml:"src"`
	Fallback string    `yaml:"fallback"`
	Alt      textOrKey `yaml:"alt"`
	Width    int       `yaml:"width"`
	Height   int       `yaml:"height"`
}

type blockFile struct {
	Kind         string        `yaml:"kind"`
	ID           string        `yaml:"id"`
	Restrictions *Restrictions `yaml:"restrictions"`
	Text         textOrKey     `yaml:"text"`
	Level        *int          `yaml:"level"`
	HTML         textOrKey     `yaml:"html"`
	Title        textOrKey     `yaml:"title"`
	Label        textOrKey     `yaml:"label"`
	Image        *imageFile    `yaml:"image"`
	Href         string        `yaml:"href"`
	Modal        string        `yaml:"modal"`
	Variant      string        `yaml:"variant"`
	URL          string        `yaml:"url"`
	Height       *int          `yaml:"height"`
	Match        *int64        `yaml:"match"`
	Sport        string        `yaml:"sport"`
	Limit        *int          `yaml:"limit"`
	Jackpot      string        `yaml:"jackpot"`
	Items        []struct {
		Label textOrKey `yaml:"label"`
		Href  string    `yaml:"href"`
		Icon  string    `yaml:"icon"`
	} `yaml:"items"`
}

// blockKinds are the spec's 25 kinds, as written in a page file, with the fields each takes
// (beyond kind, id and restrictions) and those it requires.
var blockKinds = map[string]struct{ fields, required []string }{
	"label":              {[]string{"text", "level"}, []string{"text"}},
	"text":               {[]string{"html"}, []string{"html"}},
	"image":              {[]string{"image", "href"}, []string{"image"}},
	"button":             {[]string{"label", "href", "modal", "variant"}, []string{"label"}},
	"modal":              {[]string{"title", "html"}, []string{"title", "html"}},
	"pageBanner":         {[]string{"image", "title", "html", "href"}, []string{"image"}},
	"iframe":             {[]string{"url", "title", "height"}, []string{"url", "title"}},
	"eventMarkets":       {[]string{"match", "title"}, []string{"match"}},
	"eventStats":         {[]string{"match", "title"}, []string{"match"}},
	"liveEvents":         {[]string{"title", "sport", "limit"}, nil},
	"outrights":          {[]string{"title", "sport", "limit"}, []string{"sport"}},
	"prematchEvents":     {[]string{"title", "sport", "limit"}, nil},
	"promocode":          {[]string{"title"}, nil},
	"resultEvents":       {[]string{"title", "sport", "limit"}, nil},
	"results":            {[]string{"title"}, nil},
	"schedule":           {[]string{"title"}, nil},
	"topEvents":          {[]string{"title", "sport", "limit"}, nil},
	"topLeagues":         {[]string{"title", "sport", "limit"}, []string{"sport"}},
	"tournaments":        {[]string{"title", "sport"}, []string{"sport"}},
	"bonuses":            {[]string{"title"}, nil},
	"jackpotBanner":      {[]string{"jackpot"}, nil},
	"jackpotLeaderboard": {[]string{"jackpot", "title"}, nil},
	"speedDial":          {[]string{"title", "items"}, []string{"items"}},
	"favorites":          {[]string{"title"}, nil},
	"prediction":         {[]string{"match", "title"}, []string{"match"}},
}

// BlockKinds are the kinds in name order, for messages and tests.
func BlockKinds() []string { return sortedKeys(blockKinds) }

// has reports which of a block's kind-specific fields the operator wrote.
func (b blockFile) has() map[string]bool {
	return map[string]bool{
		"text": b.Text.set, "level": b.Level != nil, "html": b.HTML.set, "title": b.Title.set,
		"label": b.Label.set, "image": b.Image != nil, "href": b.Href != "", "modal": b.Modal != "",
		"variant": b.Variant != "", "url": b.URL != "", "height": b.Height != nil, "match": b.Match != nil,
		"sport": b.Sport != "", "limit": b.Limit != nil, "jackpot": b.Jackpot != "", "items": b.Items != nil,
	}
}

// PageStyles are the custom properties a page may set on its content: colours and lengths, checked
// as theme.yaml's are.
var PageStyles = map[string]*regexp.Regexp{
	"bg": colourPattern, "surface": colourPattern, "text": colourPattern, "text-muted": colourPattern,
	"accent": colourPattern, "accent-text": colourPattern, "radius": lengthPattern, "radius-lg": lengthPattern,
	"block-gap": lengthPattern,
}

// pageColours are the PageStyles that are colours: what a page may set for one theme.
var pageColours = func() map[string]*regexp.Regexp {
	out := map[string]*regexp.Regexp{}
	for k, p := range PageStyles {
		if p == colourPattern {
			out[k] = p
		}
	}
	return out
}()

// checkPageStyle refuses a property that allowed does not have or a value that is not of its kind;
// none is an empty style.
func checkPageStyle(file, field string, style map[string]string, allowed map[string]*regexp.Regexp) (map[string]string, error) {
	for _, k := range sortedKeys(style) {
		pattern, ok := allowed[k]
		if !ok {
			return nil, fieldError(file, field+k, "not a page style here (%s)", strings.Join(sortedKeys(allowed), ", "))
		}
		if !pattern.MatchString(style[k]) {
			return nil, fieldError(file, field+k, "%q is not a colour (#rrggbb, rgb()) or a length (px, rem) as %s needs", style[k], k)
		}
	}
	if style == nil {
		return map[string]string{}, nil
	}
	return style, nil
}

var (
	pathPattern  = regexp.MustCompile(`^/([a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*)?$`)
	idPattern    = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	sportPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
)

// InfoPaths are the route table's information pages (spec section 2): content pages, 'not found'
// until the operator writes them.
var InfoPaths = []string{"/general-rules", "/about", "/terms-and-conditions", "/help-center"}

// builtInPaths are the site's own pages, which a content page cannot replace (the home page "/"
// and the information pages excepted). A custom path at /{sport} or /{sport}/{slug} of a sport
// that exists shows the content page: the catalogue lives in the database, not in this folder.
var builtInPaths = []string{
	"/live", "/cybersport", "/favorites", "/schedule", "/results", "/promotions", "/racing",
	"/lotteries", "/init-sportsbook", "/404", "/500", "/blocked", "/locked", "/users", "/profile",
	"/sport-land", "/sport-land-copy",
}

func builtIn(p string) bool {
	for _, b := range builtInPaths {
		if p == b || strings.HasPrefix(p, b+"/") {
			return true
		}
	}
	first, _, _ := strings.Cut(strings.TrimPrefix(p, "/"), "/")
	return isSupported(first) // a locale prefix
}

func readPages(dir string, s *Snapshot) error {
	files, err := filepath.Glob(filepath.Join(dir, PagesDir, "*.yaml"))
	if err != nil {
		return fmt.Errorf("content: list %s: %w", PagesDir, err)
	}
	jackpots, err := jackpotIDs(dir)
	if err != nil {
		return err
	}
	seen := map[string]string{} // path and locale → file
	for _, f := range files {
		rel := PagesDir + "/" + filepath.Base(f)
		var pf pageFile
		if _, err := decodeFile(dir, rel, &pf); err != nil {
			return err
		}
		p, err := readPage(dir, rel, pf, jackpots)
		if err != nil {
			return err
		}
		key := p.Path + " " + p.Locale
		if other, dup := seen[key]; dup {
			return fieldError(rel, "path", "%q (locale %q) has a page in %s too", p.Path, p.Locale, other)
		}
		seen[key] = rel
		s.Pages = append(s.Pages, p)
	}
	return nil
}

func readPage(dir, file string, f pageFile, jackpots []string) (Page, error) {
	p := Page{File: file, Path: f.Path, Locale: f.Locale, Index: f.Index == nil || *f.Index, Footer: f.Footer}
	switch {
	case f.Path == "":
		return p, fieldError(file, "path", "the page's path is required, e.g. /about")
	case !pathPattern.MatchString(f.Path):
		return p, fieldError(file, "path", "%q must be a site path of lower-case words, e.g. /world-cup", f.Path)
	case builtIn(f.Path):
		return p, fieldError(file, "path", "%q is one of the site's own pages", f.Path)
	}
	if f.Locale != "" && !isSupported(f.Locale) && !slices.ContainsFunc(locale.Supported(), func(l string) bool { return strings.HasPrefix(l, f.Locale+"-") }) {
		return p, fieldError(file, "locale", "%q is not a locale or language of the site (%s)", f.Locale, strings.Join(locale.Supported(), ", "))
	}
	switch f.Footer {
	case "":
		p.Footer = FooterFull
	case FooterFull, FooterCompact, FooterNone:
	default:
		return p, fieldError(file, "footer", "%q must be full, compact or none", f.Footer)
	}
	for _, k := range sortedKeys(f.Translations) {
		if !idPattern.MatchString(k) {
			return p, fieldError(file, "translations."+k, "a key is lower-case words joined by -, e.g. live-now")
		}
		if err := checkText(f.Translations[k], file, "translations."+k, true); err != nil {
			return p, err
		}
	}
	tr := translations{file: file, texts: f.Translations}
	var err error
	if p.Title, err = tr.text("seo.title", f.SEO.Title, false, false); err != nil {
		return p, err
	}
	if p.Desc, err = tr.text("seo.description", f.SEO.Description, false, false); err != nil {
		return p, err
	}
	if p.Style, err = checkPageStyle(file, "style.", f.Style.Both, PageStyles); err != nil {
		return p, err
	}
	if p.StyleDark, err = checkPageStyle(file, "style.dark.", f.Style.Dark, pageColours); err != nil {
		return p, err
	}
	if p.StyleLight, err = checkPageStyle(file, "style.light.", f.Style.Light, pageColours); err != nil {
		return p, err
	}
	pc := pageCheck{dir: dir, tr: tr, jackpots: jackpots, modals: map[string]bool{}, ids: map[string]bool{}}
	for _, b := range f.Blocks {
		if b.Kind == "modal" {
			pc.modals[b.ID] = true
		}
	}
	for i, bf := range f.Blocks {
		b, err := pc.block("blocks["+itoa(i)+"]", bf)
		if err != nil {
			return p, err
		}
		p.Blocks = append(p.Blocks, b)
	}
	return p, nil
}

// translations resolve a block's texts: written in place, or a key of the page's translations.
type translations struct {
	file  string
	texts map[string]Text
}

// text checks one text field; html texts must be safe HTML.
func (tr translations) text(field string, t textOrKey, required, isHTML bool) (Text, error) {
	if !t.set {
		if required {
			return nil, fieldError(tr.file, field, "required")
		}
		return nil, nil
	}
	out := t.text
	if t.key != "" {
		found, ok := tr.texts[t.key]
		if !ok {
			return nil, fieldError(tr.file, field, "%q is not a key of the page's translations", t.key)
		}
		out = Text{}
		for k, v := range found {
			out[k] = v
		}
	}
	var err error
	if isHTML {
		err = checkHTML(out, tr.file, field, true)
	} else {
		err = checkText(out, tr.file, field, true)
	}
	return out, err
}

// pageCheck is what a page's blocks are checked against.
type pageCheck struct {
	dir      string
	tr       translations
	jackpots []string
	modals   map[string]bool // ids of the page's modal blocks
	ids      map[string]bool // block ids seen so far
}

func (pc pageCheck) block(at string, f blockFile) (Block, error) {
	file := pc.tr.file
	b := Block{Kind: f.Kind, ID: f.ID, Sport: f.Sport, Jackpot: f.Jackpot, Href: f.Href, Modal: f.Modal, Variant: f.Variant, URL: f.URL}
	spec, ok := blockKinds[f.Kind]
	if !ok {
		return b, fieldError(file, at+".kind", "%q is not a block kind (%s)", f.Kind, strings.Join(BlockKinds(), ", "))
	}
	if f.ID != "" {
		if !idPattern.MatchString(f.ID) {
			return b, fieldError(file, at+".id", "%q: an id is lower-case words joined by -", f.ID)
		}
		if pc.ids[f.ID] {
			return b, fieldError(file, at+".id", "%q is the id of another block of the page", f.ID)
		}
		pc.ids[f.ID] = true
	}
	if f.Kind == "modal" && f.ID == "" {
		return b, fieldError(file, at+".id", "a modal needs an id, which the button that opens it names")
	}
	has := f.has()
	for _, name := range sortedKeys(has) {
		if has[name] && !slices.Contains(spec.fields, name) {
			return b, fieldError(file, at+"."+name, "a %s block has no %s (it takes %s)", f.Kind, name, strings.Join(spec.fields, ", "))
		}
	}
	for _, name := range spec.required {
		if !has[name] {
			return b, fieldError(file, at+"."+name, "required for a %s block", f.Kind)
		}
	}
	if err := checkRestrictions(file, at, f.Restrictions, &b); err != nil {
		return b, err
	}
	var err error
	if b.Text, err = pc.tr.text(at+".text", f.Text, false, false); err != nil {
		return b, err
	}
	if b.HTML, err = pc.tr.text(at+".html", f.HTML, false, true); err != nil {
		return b, err
	}
	if b.Title, err = pc.tr.text(at+".title", f.Title, false, false); err != nil {
		return b, err
	}
	if b.Label, err = pc.tr.text(at+".label", f.Label, false, false); err != nil {
		return b, err
	}
	if f.Level != nil {
		if *f.Level < 0 || *f.Level > 3 {
			return b, fieldError(file, at+".level", "%d must be 1, 2 or 3 (a heading) or 0 (a paragraph)", *f.Level)
		}
		b.Level = *f.Level
	} else if f.Kind == "label" {
		b.Level = 2
	}
	if f.Image != nil {
		if b.Image, err = pc.image(at+".image", *f.Image); err != nil {
			return b, err
		}
	}
	if f.Href != "" && !sitePathOrHTTPS(f.Href) {
		return b, fieldError(file, at+".href", "%q must be a site path (/live) or an https URL", f.Href)
	}
	if f.Kind == "button" {
		if (f.Href == "") == (f.Modal == "") {
			return b, fieldError(file, at+".href", "a button has either href (a link) or modal (the id of a modal block of the page)")
		}
		if f.Modal != "" && !pc.modals[f.Modal] {
			return b, fieldError(file, at+".modal", "%q is not the id of a modal block of this page", f.Modal)
		}
		switch f.Variant {
		case "":
			b.Variant = "primary"
		case "primary", "secondary":
		default:
			return b, fieldError(file, at+".variant", "%q must be primary or secondary", f.Variant)
		}
	}
	if f.URL != "" {
		// An iframe shows another site inside this one: only over https, so it cannot be read or
		// changed on the way, and it is sandboxed by the SPA.
		if u, err := url.Parse(f.URL); err != nil || u.Scheme != "https" || u.Host == "" {
			return b, fieldError(file, at+".url", "%q must be an https URL", f.URL)
		}
	}
	if f.Height != nil {
		if *f.Height < 100 || *f.Height > 2000 {
			return b, fieldError(file, at+".height", "%d must be between 100 and 2000 (px)", *f.Height)
		}
		b.Height = *f.Height
	} else if f.Kind == "iframe" {
		b.Height = 400
	}
	if f.Match != nil {
		if *f.Match <= 0 {
			return b, fieldError(file, at+".match", "%d is not a match id", *f.Match)
		}
		b.Match = *f.Match
	}
	if f.Sport != "" && !sportPattern.MatchString(f.Sport) {
		return b, fieldError(file, at+".sport", "%q is not a sport key (football, ice-hockey...)", f.Sport)
	}
	if f.Limit != nil {
		if *f.Limit < 1 || *f.Limit > 100 {
			return b, fieldError(file, at+".limit", "%d must be between 1 and 100", *f.Limit)
		}
		b.Limit = *f.Limit
	}
	if f.Jackpot != "" && !slices.Contains(pc.jackpots, f.Jackpot) {
		return b, fieldError(file, at+".jackpot", "%q is not a jackpot of %s/ (%s)", f.Jackpot, jackpotsDir, strings.Join(pc.jackpots, ", "))
	}
	if f.Items != nil && len(f.Items) == 0 {
		return b, fieldError(file, at+".items", "give at least one item")
	}
	for i, it := range f.Items {
		iat := at + ".items[" + itoa(i) + "]"
		item := SpeedDialItem{Href: it.Href}
		if item.Label, err = pc.tr.text(iat+".label", it.Label, true, false); err != nil {
			return b, err
		}
		if it.Href == "" || !sitePathOrHTTPS(it.Href) {
			return b, fieldError(file, iat+".href", "%q must be a site path (/live) or an https URL", it.Href)
		}
		if it.Icon != "" {
			if item.Icon, err = assetURL(pc.dir, file, iat+".icon", it.Icon); err != nil {
				return b, err
			}
		}
		b.Items = append(b.Items, item)
	}
	return b, nil
}

func checkRestrictions(file, at string, r *Restrictions, b *Block) error {
	b.Restrictions = Restrictions{Auth: AuthAll, Groups: []string{}, HiddenForGroups: []string{}}
	if r == nil {
		return nil
	}
	switch r.Auth {
	case "":
	case AuthAll, AuthLoggedIn, AuthNotLoggedIn:
		b.Restrictions.Auth = r.Auth
	default:
		return fieldError(file, at+".restrictions.auth", "%q must be ALL, LOGGED_IN or NOT_LOGGED_IN", r.Auth)
	}
	for name, groups := range map[string][]string{"groups": r.Groups, "hiddenForGroups": r.HiddenForGroups} {
		for i, g := range groups {
			if strings.TrimSpace(g) == "" {
				return fieldError(file, at+".restrictions."+name+"["+itoa(i)+"]", "a player group id is required")
			}
		}
	}
	if len(r.Groups) > 0 && r.Auth == AuthNotLoggedIn {
		// Groups are a signed-in player's: a visitor is in none, so the block would never show.
		return fieldError(file, at+".restrictions.groups", "a NOT_LOGGED_IN block shows to visitors, who are in no group")
	}
	if r.Groups != nil {
		b.Restrictions.Groups = r.Groups
	}
	if r.HiddenForGroups != nil {
		b.Restrictions.HiddenForGroups = r.HiddenForGroups
	}
	return nil
}

func (pc pageCheck) image(at string, f imageFile) (*Image, error) {
	file := pc.tr.file
	if f.Src == "" {
		return nil, fieldError(file, at+".src", "required: a file under %s/", AssetsDir)
	}
	img := &Image{Width: f.Width, Height: f.Height}
	var err error
	if img.Src, err = assetURL(pc.dir, file, at+".src", f.Src); err != nil {
		return nil, err
	}
	if f.Fallback != "" {
		if img.Fallback, err = assetURL(pc.dir, file, at+".fallback", f.Fallback); err != nil {
			return nil, err
		}
	}
	// Every image says what it shows: a screen reader has nothing else.
	if img.Alt, err = pc.tr.text(at+".alt", f.Alt, true, false); err != nil {
		return nil, err
	}
	if f.Width < 0 || f.Height < 0 || f.Width > 4000 || f.Height > 4000 || (f.Width == 0) != (f.Height == 0) {
		return nil, fieldError(file, at+".width", "width and height go together, in px up to 4000")
	}
	return img, nil
}
