package feed

import "github.com/opensportsbook/sportsbook/internal/pricing"

// country is a category: a country, or "international" with no code.
type country struct {
	slug, name, code string
}

var countries = map[string]country{
	"england": {"england", "England", "GB"}, "spain": {"spain", "Spain", "ES"}, "italy": {"italy", "Italy", "IT"},
	"germany": {"germany", "Germany", "DE"}, "france": {"france", "France", "FR"}, "netherlands": {"netherlands", "Netherlands", "NL"},
	"portugal": {"portugal", "Portugal", "PT"}, "brazil": {"brazil", "Brazil", "BR"}, "usa": {"usa", "USA", "US"},
	"norway": {"norway", "Norway", "NO"}, "finland": {"finland", "Finland", "FI"}, "kazakhstan": {"kazakhstan", "Kazakhstan", "KZ"},
	"russia": {"russia", "Russia", "RU"}, "sweden": {"sweden", "Sweden", "SE"}, "poland": {"poland", "Poland", "PL"},
	"czechia": {"czechia", "Czechia", "CZ"}, "australia": {"australia", "Australia", "AU"}, "china": {"china", "China", "CN"},
	"international": {"international", "International", ""},
}

// cities give plausible club names per country.
var cities = map[string][]string{
	"england":       {"Arlington", "Bramford", "Castleton", "Dunmore", "Eastbury", "Fairhaven", "Glenwood", "Harrowgate", "Ironbridge", "Kingsport", "Lockwood", "Marlow", "Northam", "Oakridge", "Preston Vale", "Redcliffe", "Southgate", "Thornbury", "Westfield", "Yarmouth"},
	"spain":         {"Alcora", "Benalua", "Castellar", "Dosbarrios", "Estepona", "Fuenmayor", "Granadilla", "Huelvares", "Ibarra", "Jerezano", "Lorquí", "Montaña", "Navarrete", "Olivares", "Puertollano", "Riotinto", "Sanlúcar", "Toranzo"},
	"italy":         {"Altamura", "Bellano", "Caravaggio", "Domodossola", "Empoli Nord", "Fabriano", "Gubbio", "Imperia", "Lucera", "Mantova Sud", "Novara Est", "Orvieto", "Pescina", "Rovereto", "Sulmona", "Termoli", "Urbino", "Vasto"},
	"germany":       {"Altenburg", "Bernau", "Coburg", "Dillingen", "Eichstätt", "Fulda", "Goslar", "Hameln", "Ingolstadt Süd", "Jena", "Kempten", "Lahr", "Meppen", "Neuss", "Offenburg", "Passau", "Rheine", "Siegen"},
	"france":        {"Arcachon", "Bastia Sud", "Cholet", "Dieppe", "Épinal", "Fréjus", "Granville", "Hyères", "Issoire", "Laval", "Millau", "Niort", "Orange", "Pau", "Quimper", "Roanne", "Sète", "Tarbes"},
	"netherlands":   {"Almelo", "Breda Noord", "Deventer", "Emmen", "Gouda", "Haarlem", "Kampen", "Leiden", "Meppel", "Oss", "Roosendaal", "Sneek", "Tiel", "Venlo", "Weert", "Zwolle Oost"},
	"portugal":      {"Alverca", "Barcelos", "Covilhã", "Espinho", "Faro", "Guarda", "Leiria", "Mafra", "Olhão", "Penafiel", "Setúbal", "Tondela", "Viseu", "Tomar", "Amarante", "Chaves"},
	"brazil":        {"Anápolis", "Bagé", "Campinas", "Divinópolis", "Feira", "Goiânia", "Ilhéus", "Juazeiro", "Londrina", "Maringá", "Natal", "Olinda", "Pelotas", "Recife Sul", "Sorocaba", "Taubaté", "Uberaba", "Vitória"},
	"usa":           {"Albany", "Boise", "Charleston", "Dayton", "El Paso", "Fresno", "Gainesville", "Hartford", "Irvine", "Jackson", "Knoxville", "Lincoln", "Madison", "Norfolk", "Omaha", "Provo", "Reno", "Spokane", "Tacoma", "Tulsa"},
	"norway":        {"Alta", "Bodø Sør", "Drammen", "Elverum", "Førde", "Gjøvik", "Hamar", "Kongsberg", "Larvik", "Molde Nord", "Narvik", "Sandnes", "Tromsø Øst", "Ålesund Vest"},
	"finland":       {"Espoo", "Hamina", "Imatra", "Jyväskylä", "Kajaani", "Lahti", "Mikkeli", "Oulu", "Pori", "Rauma", "Seinäjoki", "Tampere", "Vaasa", "Kotka"},
	"kazakhstan":    {"Aktau", "Almaty", "Astana", "Atyrau", "Karaganda", "Kostanay", "Kyzylorda", "Pavlodar", "Semey", "Shymkent", "Taraz", "Oral", "Ekibastuz", "Turkistan"},
	"russia":        {"Kazan", "Omsk", "Sochi", "Tver", "Ufa", "Perm", "Samara", "Tula", "Yaroslavl", "Vologda", "Kursk", "Penza", "Tomsk", "Orel"},
	"sweden":        {"Borås", "Falun", "Gävle", "Halmstad", "Jönköping", "Kalmar", "Luleå", "Malmö Öst", "Örebro", "Skellefteå", "Umeå", "Växjö", "Västerås", "Sundsvall"},
	"poland":        {"Bełchatów", "Częstochowa", "Gdynia", "Kielce", "Lublin", "Olsztyn", "Opole", "Radom", "Rzeszów", "Tarnów", "Toruń", "Zabrze", "Płock", "Legnica"},
	"czechia":       {"Brno", "Jihlava", "Kladno", "Liberec", "Olomouc", "Opava", "Pardubice", "Plzeň", "Tábor", "Zlín", "Most", "Kolín"},
	"australia":     {"Adelaide", "Brisbane", "Cairns", "Darwin", "Geelong", "Hobart", "Ipswich", "Newcastle", "Perth", "Townsville", "Wollongong", "Ballarat"},
	"international": {"Nordic", "Atlas", "Phoenix", "Meridian", "Aurora", "Titan", "Vanguard", "Horizon", "Zenith", "Eclipse", "Nomad", "Sentinel", "Falcon", "Orion", "Nova", "Apex"},
}

var suffixes = map[string][]string{
	"football":     {"FC", "United", "City", "Athletic", "Rovers", "Wanderers", "SC", "Town"},
	"basketball":   {"Hawks", "Lions", "Comets", "Storm", "Knights", "Bulls", "Rockets", "Titans"},
	"ice-hockey":   {"Wolves", "Bears", "Flyers", "Blades", "Ravens", "Lynx", "Sabres", "Eagles"},
	"volleyball":   {"Volley", "VC", "Spikers", "Setters"},
	"cs2":          {"Esports", "Gaming", "Five", "Club"},
	"dota2":        {"Esports", "Gaming", "Squad", "Team"},
	"table-tennis": {""},
	"tennis":       {""},
}

var firstInitials = []string{"A.", "B.", "C.", "D.", "E.", "F.", "G.", "H.", "I.", "J.", "K.", "L.", "M.", "N.", "O.", "P.", "R.", "S.", "T.", "V."}

var surnames = []string{"Almeida", "Bergström", "Castell", "Dvořák", "Eriksen", "Ferreira", "Grimaldi", "Halvorsen", "Ivanov", "Jansen", "Kowalski",
	"Lindqvist", "Moreau", "Novak", "Okafor", "Petrov", "Quintero", "Rossi", "Sato", "Tanaka", "Urbanek", "Varga", "Weber", "Xavier", "Yilmaz", "Zielinski",
	"Andersen", "Brandt", "Costa", "Dupont", "Esposito", "Fischer", "García", "Horvat", "Ilić", "Jovanović", "Keller", "Laine", "Marin", "Nieminen"}

type leagueDef struct {
	country, name string
	priority      int
	outright      bool
}

// sportDef is a sport of the simulation: its catalogue entry, how its matches are scored and
// priced, and its leagues.
type sportDef struct {
	id       int64
	key      string
	name     string
	priority int
	cyber    bool
	weight   int // share of the schedule
	family   family

	// goals and points: periods of periodSeconds with breakSeconds between them (in-play time).
	periods, periodSeconds, breakSeconds int
	scorePerMatch                        float64 // expected goals or points per match in regular time, both teams
	periodName                           string
	stoppage                             bool // football: stoppage time at the end of each half
	countdown                            bool // the clock counts down (RemainingTime)
	overtime                             overtime
	otSeconds                            int // length of an overtime period

	// sets: best of bestOf sets of set rules (last for a deciding set that differs); a point
	// takes pointSeconds of in-play time; inner rules (tennis games) when a set point is itself
	// a game of points, with tiebreak rules at 6:6.
	bestOf            int
	set, inner, last  pricing.SetRules
	tiebreak          pricing.SetRules
	hasInner, hasLast bool
	pointSeconds      float64
	pointEdge         float64 // point-win edge per unit of strength
	unit              string  // "set" or "map"

	leagues []leagueDef
}

type family int

// overtime is what happens when regular time ends level.
type overtime int

const (
	noOvertime  overtime = iota // a draw stands (football league matches)
	suddenDeath                 // one overtime period, first goal wins, then a shoot-out (ice hockey)
	fullPeriods                 // overtime periods until someone leads (basketball)
)

const (
	goals family = iota
	points
	sets
)

var sports = []sportDef{
	{id: 1, key: "football", name: "Football", priority: 1000, weight: 44, family: goals, periods: 2, periodSeconds: 45 * 60, breakSeconds: 15 * 60,
		scorePerMatch: 2.7, periodName: "half", stoppage: true,
		leagues: []leagueDef{{"england", "Premier League", 100, true}, {"spain", "LaLiga", 95, true}, {"italy", "Serie A", 90, true}, {"germany", "Bundesliga", 90, true},
			{"france", "Ligue 1", 85, true}, {"international", "Champions League", 99, false}, {"england", "Championship", 60, false}, {"netherlands", "Eredivisie", 55, false},
			{"portugal", "Primeira Liga", 55, false}, {"brazil", "Brasileirão Série A", 70, false}, {"usa", "MLS", 50, false}, {"norway", "Eliteserien", 40, false},
			{"finland", "Veikkausliiga", 35, false}, {"kazakhstan", "Premier League", 30, false}}},
	{id: 2, key: "tennis", name: "Tennis", priority: 900, weight: 15, family: sets, bestOf: 3, set: pricing.SetRules{Target: 6, WinByTwo: true, Cap: 7},
		inner: pricing.SetRules{Target: 4, WinByTwo: true}, tiebreak: pricing.SetRules{Target: 7, WinByTwo: true}, hasInner: true, pointSeconds: 40, pointEdge: 0.05, unit: "set",
		leagues: []leagueDef{{"france", "ATP Paris", 90, false}, {"international", "ATP Finals", 95, false}, {"china", "WTA Beijing", 80, false}, {"sweden", "ATP Stockholm", 60, false}, {"czechia", "ITF Prague", 30, false}}},
	{id: 3, key: "basketball", name: "Basketball", priority: 800, weight: 10, family: points, periods: 4, periodSeconds: 12 * 60, breakSeconds: 150,
		scorePerMatch: 222, periodName: "quarter", countdown: true, overtime: fullPeriods, otSeconds: 5 * 60,
		leagues: []leagueDef{{"usa", "NBA", 100, true}, {"international", "EuroLeague", 90, false}, {"spain", "Liga ACB", 70, false}, {"russia", "VTB United League", 50, false}, {"australia", "NBL", 45, false}}},
	{id: 4, key: "ice-hockey", name: "Ice Hockey", priority: 700, weight: 8, family: goals, periods: 3, periodSeconds: 20 * 60, breakSeconds: 17 * 60,
		scorePerMatch: 5.8, periodName: "period", countdown: true, overtime: suddenDeath, otSeconds: 5 * 60,
		leagues: []leagueDef{{"usa", "NHL", 100, true}, {"russia", "KHL", 80, false}, {"sweden", "SHL", 70, false}, {"finland", "Liiga", 65, false}, {"germany", "DEL", 55, false}}},
	{id: 5, key: "volleyball", name: "Volleyball", priority: 600, weight: 6, family: sets, bestOf: 5, set: pricing.SetRules{Target: 25, WinByTwo: true},
		last: pricing.SetRules{Target: 15, WinByTwo: true}, hasLast: true, pointSeconds: 25, pointEdge: 0.025, unit: "set",
		leagues: []leagueDef{{"italy", "SuperLega", 90, false}, {"poland", "PlusLiga", 85, false}, {"brazil", "Superliga", 70, false}, {"international", "Nations League", 95, false}}},
	{id: 6, key: "table-tennis", name: "Table Tennis", priority: 500, weight: 9, family: sets, bestOf: 5, set: pricing.SetRules{Target: 11, WinByTwo: true},
		pointSeconds: 12, pointEdge: 0.04, unit: "set",
		leagues: []leagueDef{{"czechia", "TT Cup", 60, false}, {"international", "WTT Champions", 90, false}, {"poland", "TT Elite Series", 50, false}}},
	{id: 7, key: "cs2", name: "Counter-Strike 2", priority: 400, cyber: true, weight: 4, family: sets, bestOf: 3, set: pricing.SetRules{Target: 13, WinByTwo: true},
		pointSeconds: 100, pointEdge: 0.04, unit: "map",
		leagues: []leagueDef{{"international", "IEM World Championship", 95, false}, {"international", "BLAST Premier", 90, false}, {"international", "ESL Pro League", 85, false}}},
	{id: 8, key: "dota2", name: "Dota 2", priority: 390, cyber: true, weight: 4, family: sets, bestOf: 3, set: pricing.SetRules{Target: 40},
		pointSeconds: 60, pointEdge: 0.04, unit: "map",
		leagues: []leagueDef{{"international", "The International", 95, false}, {"international", "DreamLeague", 85, false}, {"international", "PGL Wallachia", 75, false}}},
}

// periodLabel names period n of a match of the sport, as its score line and its stage show it:
// "2nd half", "3rd set".
func (sp *sportDef) periodLabel(n int) string {
	if sp.family == sets {
		return pricing.Ordinal(n) + " " + sp.unit
	}
	return pricing.Ordinal(n) + " " + sp.periodName
}
