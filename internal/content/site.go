package content

import (
	"encoding/json"
	"maps"
	"net/url"
	"regexp"
	"strings"

	"github.com/opensportsbook/sportsbook/api"
	"github.com/opensportsbook/sportsbook/internal/locale"
)

// Site is the site configuration (spec 'Site config') the SPA reads instead of built-in constants.
type Site struct {
	// ChatURL is the operator's support chat as a page (a site path or an https page), opened by
	// the chat toggle. ChatWidget is the operator's support chat provider instead. With neither,
	// the chat toggle opens the built-in support chat (BuiltInChat).
	ChatURL    string
	ChatWidget *ChatWidget
	// Licence is the licence line of the footer as the regulator words it (safe HTML); none: the
	// footer says that this site holds no licence.
	Licence                Text
	SignUpReminderSeconds  int // 0: no sign-up reminder
	DepositReminderSeconds int // 0: no deposit reminder
	// BonusAlertDelaySeconds is how long a signed-in player's page shows before an unseen bonus
	// comes up as an alert (spec section 4, bonus alerts: "after a delay"); 0: at once.
	BonusAlertDelaySeconds int
	Mirrors                []string
	BalanceHidden          bool
	PotentialWinVisible    bool
	FloatingFavourites     bool
	FloatingTicket         bool
	MyBetsVisible          bool
	IsShareBetOn           bool
	// SignInAllowed and SignUpAllowed open the site's sign-in and sign-up (spec section 6: "only
	// if the site allows"); closed, the server refuses them and the SPA offers neither.
	SignInAllowed bool
	SignUpAllowed bool
	// MultiActiveFreebetsAllowed lets a slip use several freebets, one per bet (spec section 3,
	// isMultiActiveFreebetsAllowed); off, the server refuses a second one (MULTIPLE_FREEBETS).
	MultiActiveFreebetsAllowed bool
	// PhoneVerificationRequired leads a signed-in player without a verified phone to verify one
	// (spec section 6: "Phone verification can be required after login").
	PhoneVerificationRequired bool
	// QuickDepositPresets are the quick deposit's amounts in major units per currency code;
	// DefaultQuickDepositPresets serve the currencies not listed.
	QuickDepositPresets        map[string][]string
	DefaultQuickDepositPresets []string
	// Translations replace the SPA's own messages: locale → message key → text.
	Translations map[string]map[string]string
	// DatePatterns replace the locales' own ways of writing a moment: locale → patterns.
	DatePatterns map[string]DatePatterns
}

// defaultSite is the configuration of a site without site.yaml: api/site-config-defaults.json,
// which the SPA shows too until the site's own arrives.
func defaultSite() Site {
	var d struct {
		SignUpReminderSeconds      int                 `json:"signUpReminderSeconds"`
		DepositReminderSeconds     int                 `json:"depositReminderSeconds"`
		BonusAlertDelaySeconds     int                 `json:"bonusAlertDelaySeconds"`
		Mirrors                    []string            `json:"mirrors"`
		BalanceHidden              bool                `json:"balanceHidden"`
		PotentialWinVisible        bool                `json:"potentialWinVisible"`
		FloatingFavourites         bool                `json:"floatingFavourites"`
		FloatingTicket             bool                `json:"floatingTicket"`
		MyBetsVisible              bool                `json:"myBetsVisible"`
		IsShareBetOn               bool                `json:"isShareBetOn"`
		SignInAllowed              bool                `json:"signInAllowed"`
		SignUpAllowed              bool                `json:"signUpAllowed"`
		QuickDepositPresets        map[string][]string `json:"quickDepositPresets"`
		DefaultQuickDepositPresets []string            `json:"defaultQuickDepositPresets"`
	}
	if err := json.Unmarshal(api.SiteConfigDefaults, &d); err != nil {
		panic("content: api/site-config-defaults.json: " + err.Error()) // a build error: TestDefaultsWithoutFiles fails
	}
	return Site{
		SignUpReminderSeconds:      d.SignUpReminderSeconds,
		DepositReminderSeconds:     d.DepositReminderSeconds,
		BonusAlertDelaySeconds:     d.BonusAlertDelaySeconds,
		Mirrors:                    d.Mirrors,
		BalanceHidden:              d.BalanceHidden,
		PotentialWinVisible:        d.PotentialWinVisible,
		FloatingFavourites:         d.FloatingFavourites,
		FloatingTicket:             d.FloatingTicket,
		MyBetsVisible:              d.MyBetsVisible,
		IsShareBetOn:               d.IsShareBetOn,
		SignInAllowed:              d.SignInAllowed,
		SignUpAllowed:              d.SignUpAllowed,
		QuickDepositPresets:        d.QuickDepositPresets,
		DefaultQuickDepositPresets: d.DefaultQuickDepositPresets,
		Translations:               map[string]map[string]string{},
		DatePatterns:               map[string]DatePatterns{},
	}
}

// ChatWidget is a support chat provider's widget: a script the SPA loads on the first open of the
// chat toggle, the provider's settings it finds on window.sportsbookChatWidget, and the global
// function (a dotted path) that opens it.
type ChatWidget struct {
	Script   string            `yaml:"script"`
	Open     string            `yaml:"open"`
	Settings map[string]string `yaml:"settings"`
}

// Origin is the origin the widget's script comes from, which the pages' policy allows.
func (w ChatWidget) Origin() string {
	u, _ := url.Parse(w.Script) // checked when read
	return u.Scheme + "://" + u.Host
}

// BuiltInChat says whether the chat toggle opens the built-in support chat: the site names
// neither a chat page nor a provider widget.
func (s Site) BuiltInChat() bool { return s.ChatURL == "" && s.ChatWidget == nil }

// ChatWidgetOrigin is the origin of the provider widget's script, "" without one.
func (s Site) ChatWidgetOrigin() string {
	if s.ChatWidget == nil {
		return ""
	}
	return s.ChatWidget.Origin()
}

// siteFile is site.yaml as the operator writes it; a missing key keeps the default.
type siteFile struct {
	Chat *struct {
		URL    string      `yaml:"url"`
		Widget *ChatWidget `yaml:"widget"`
	} `yaml:"chat"`
	Licence               Text `yaml:"licence"`
	SignUpReminderSeconds *int `yaml:"signUpReminderSeconds"`
	BonusAlertDelay       *int `yaml:"bonusAlertDelaySeconds"`
	DepositReminder       *struct {
		Seconds *int `yaml:"seconds"`
	} `yaml:"depositReminder"`
	Mirrors             []string `yaml:"mirrors"`
	BalanceHidden       *bool    `yaml:"balanceHidden"`
	PotentialWinVisible *bool    `yaml:"potentialWinVisible"`
	Floating            *struct {
		Favourites *bool `yaml:"favourites"`
		Ticket     *bool `yaml:"ticket"`
	} `yaml:"floating"`
	MyBetsVisible              *bool                        `yaml:"myBetsVisible"`
	IsShareBetOn               *bool                        `yaml:"isShareBetOn"`
	SignInAllowed              *bool                        `yaml:"signInAllowed"`
	SignUpAllowed              *bool                        `yaml:"signUpAllowed"`
	MultiActiveFreebetsAllowed *bool                        `yaml:"multiActiveFreebetsAllowed"`
	PhoneVerificationRequired  *bool                        `yaml:"phoneVerificationRequired"`
	QuickDepositPresets        map[string][]string          `yaml:"quickDepositPresets"`
	DefaultQuickDepositPresets []string                     `yaml:"defaultQuickDepositPresets"`
	Translations               map[string]map[string]string `yaml:"translations"`
	DatePatterns               map[string]DatePatterns      `yaml:"datePatterns"`
}

const siteName = "site.yaml"

var (
	currencyPattern = regexp.MustCompile(`^[A-Z]{3,4}$`)
	amountPattern   = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?$`)
	// A translation is text with simple {name} placeholders: the SPA does not ship the ICU parser,
	// so plural and select forms cannot come from content.
	messageTextPattern = regexp.MustCompile(`^([^{}]|\{[A-Za-z][A-Za-z0-9_]*\})*$`)
	messageKeyPattern  = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)+$`)
)

func readSite(dir string, s *Snapshot) error {
	var f siteFile
	found, err := decodeFile(dir, siteName, &f)
	if err != nil || !found {
		return err
	}
	site := &s.Site
	if f.Chat != nil {
		if f.Chat.URL != "" && !sitePathOrHTTPS(f.Chat.URL) {
			return fieldError(siteName, "chat.url", "%q must be a site path (/help-center) or an https URL", f.Chat.URL)
		}
		site.ChatURL = f.Chat.URL
		if err := checkChatWidget(f.Chat.Widget, f.Chat.URL); err != nil {
			return err
		}
		site.ChatWidget = f.Chat.Widget
	}
	if err := checkHTML(f.Licence, siteName, "licence", false); err != nil {
		return err
	}
	site.Licence = f.Licence
	if err := seconds(&site.SignUpReminderSeconds, f.SignUpReminderSeconds, "signUpReminderSeconds"); err != nil {
		return err
	}
	if err := seconds(&site.BonusAlertDelaySeconds, f.BonusAlertDelay, "bonusAlertDelaySeconds"); err != nil {
		return err
	}
	if f.DepositReminder != nil {
		if err := seconds(&site.DepositReminderSeconds, f.DepositReminder.Seconds, "depositReminder.seconds"); err != nil {
			return err
		}
	}
	for i, m := range f.Mirrors {
		if u, err := url.Parse(m); err != nil || u.Scheme != "https" || u.Host == "" {
			return fieldError(siteName, "mirrors["+itoa(i)+"]", "%q must be an https URL", m)
		}
	}
	site.Mirrors = f.Mirrors
	for _, b := range []struct {
		dst *bool
		src *bool
	}{
		{&site.BalanceHidden, f.BalanceHidden},
		{&site.PotentialWinVisible, f.PotentialWinVisible},
		{&site.MyBetsVisible, f.MyBetsVisible},
		{&site.IsShareBetOn, f.IsShareBetOn},
		{&site.SignInAllowed, f.SignInAllowed},
		{&site.SignUpAllowed, f.SignUpAllowed},
		{&site.MultiActiveFreebetsAllowed, f.MultiActiveFreebetsAllowed},
		{&site.PhoneVerificationRequired, f.PhoneVerificationRequired},
	} {
		if b.src != nil {
			*b.dst = *b.src
		}
	}
	if f.Floating != nil {
		if f.Floating.Favourites != nil {
			site.FloatingFavourites = *f.Floating.Favourites
		}
		if f.Floating.Ticket != nil {
			site.FloatingTicket = *f.Floating.Ticket
		}
	}
	if err := readPresets(site, f); err != nil {
		return err
	}
	if err := readDatePatterns(site, f.DatePatterns); err != nil {
		return err
	}
	return readTranslations(site, f.Translations)
}

// openPattern is a global function's dotted path (Tawk_API.maximize), nothing that runs code.
var openPattern = regexp.MustCompile(`^[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)*$`)

// checkChatWidget refuses a widget whose script is not an https URL (the pages' policy allows
// its origin: plain http would let anyone on the way run code in the site), whose open is not a
// dotted name, or that comes with a chat page too (the toggle opens one or the other).
func checkChatWidget(w *ChatWidget, chatURL string) error {
	if w == nil {
		return nil
	}
	if chatURL != "" {
		return fieldError(siteName, "chat.widget", "a chat page (chat.url) and a widget cannot both be set")
	}
	if u, err := url.Parse(w.Script); err != nil || u.Scheme != "https" || u.Host == "" || u.User != nil {
		return fieldError(siteName, "chat.widget.script", "%q must be an https URL", w.Script)
	}
	if w.Open != "" && !openPattern.MatchString(w.Open) {
		return fieldError(siteName, "chat.widget.open", "%q must be a global function's name, e.g. Tawk_API.maximize", w.Open)
	}
	return nil
}

func seconds(dst *int, src *int, field string) error {
	if src == nil {
		return nil
	}
	if *src < 0 || *src > 24*3600 {
		return fieldError(siteName, field, "%d must be between 0 (off) and 86400", *src)
	}
	*dst = *src
	return nil
}

func readPresets(site *Site, f siteFile) error {
	check := func(field string, amounts []string) error {
		if len(amounts) == 0 || len(amounts) > 6 {
			return fieldError(siteName, field, "give between 1 and 6 amounts")
		}
		for i, a := range amounts {
			if !amountPattern.MatchString(a) || strings.Trim(a, "0.") == "" {
				return fieldError(siteName, field+"["+itoa(i)+"]", "%q must be a positive amount in major units, e.g. 10 or 0.005", a)
			}
		}
		return nil
	}
	if f.DefaultQuickDepositPresets != nil {
		if err := check("defaultQuickDepositPresets", f.DefaultQuickDepositPresets); err != nil {
			return err
		}
		site.DefaultQuickDepositPresets = f.DefaultQuickDepositPresets
	}
	if f.QuickDepositPresets == nil {
		return nil
	}
	for _, cur := range sortedKeys(f.QuickDepositPresets) {
		if !currencyPattern.MatchString(cur) {
			return fieldError(siteName, "quickDepositPresets."+cur, "%q is not a currency code (EUR, BTC...)", cur)
		}
		if err := check("quickDepositPresets."+cur, f.QuickDepositPresets[cur]); err != nil {
			return err
		}
	}
	site.QuickDepositPresets = f.QuickDepositPresets
	return nil
}

// readTranslations takes the operator's wording of the SPA's messages. Texts are plain: the SPA
// shows them as text, never as HTML.
func readTranslations(site *Site, tr map[string]map[string]string) error {
	for _, loc := range sortedKeys(tr) {
		if _, ok := locale.Resolve(loc); !ok || !isSupported(loc) {
			return fieldError(siteName, "translations."+loc, "%q is not a locale of the site", loc)
		}
		for _, key := range sortedKeys(tr[loc]) {
			if !messageKeyPattern.MatchString(key) {
				return fieldError(siteName, "translations."+loc+"."+key, "not a message key (dotted lower-case words, e.g. footer.warning)")
			}
			if strings.TrimSpace(tr[loc][key]) == "" {
				return fieldError(siteName, "translations."+loc+"."+key, "the text is empty")
			}
			if !messageTextPattern.MatchString(tr[loc][key]) {
				return fieldError(siteName, "translations."+loc+"."+key, "only simple {name} placeholders may be used (no plural or select forms)")
			}
		}
		site.Translations[loc] = tr[loc]
	}
	return nil
}

// sitePathOrHTTPS accepts a path of this site or an https URL: the places content may send a
// player to.
func sitePathOrHTTPS(v string) bool {
	if strings.HasPrefix(v, "/") && !strings.HasPrefix(v, "//") {
		return true
	}
	u, err := url.Parse(v)
	return err == nil && u.Scheme == "https" && u.Host != ""
}

// TranslationsIn are the operator's messages for loc: its language's (en for en-AU), then its own.
func (s Site) TranslationsIn(loc string) map[string]string {
	out := map[string]string{}
	if lang, _, ok := strings.Cut(loc, "-"); ok {
		maps.Copy(out, s.Translations[lang])
	}
	maps.Copy(out, s.Translations[loc])
	return out
}
