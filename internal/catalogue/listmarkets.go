package catalogue

import "sort"

// extraMarketTypes is, per sport key, the market type that match lists show as a match's extra
// market, beside its main market (the winner or 1x2) and its secondary market (the next in rank,
// the balanced total in every sport the feed offers): the third market a bettor of that sport
// looks for first, as commercial lists show it. Ids are the spec's market type ids.
var extraMarketTypes = map[string]int64{
	"football":     29,  // both teams to score
	"ice-hockey":   16,  // handicap
	"basketball":   223, // handicap (incl. overtime)
	"tennis":       187, // game handicap
	"volleyball":   188, // set handicap
	"table-tennis": 188, // set handicap
	"cs2":          327, // map handicap
	"dota2":        327, // map handicap
}

// ExtraMarketType is the market type of a sport's extra list market; false when lists show none
// for that sport.
func ExtraMarketType(sportKey string) (int64, bool) {
	t, ok := extraMarketTypes[sportKey]
	return t, ok
}

// SportMarketType is a sport key and a market type.
type SportMarketType struct {
	SportKey   string
	MarketType int64
}

// ExtraMarketTypes lists every sport's extra list market type, by sport key, for a store that
// keeps the choice in its own query language.
func ExtraMarketTypes() []SportMarketType {
	out := make([]SportMarketType, 0, len(extraMarketTypes))
	for k, t := range extraMarketTypes {
		out = append(out, SportMarketType{k, t})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].SportKey < out[j].SportKey })
	return out
}
