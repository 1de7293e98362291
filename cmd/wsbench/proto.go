package main

import "encoding/json"

// marketsMessage is the part of a realtime message (apigen.RealtimeMessage) that markers are read
// from: a markets_changed event's markets, or their prices on a match channel that sent them whole
// before, and their outcomes' odds.
type marketsMessage struct {
	EventName string `json:"event_name"`
	Message   struct {
		Markets []marketOdds `json:"markets"`
		Prices  []marketOdds `json:"prices"`
	} `json:"message"`
}

type marketOdds struct {
	MarketID  int64  `json:"marketId"`
	Specifier string `json:"specifier"`
	Outcomes  []struct {
		ID   string `json:"id"`
		Odds int64  `json:"odds"`
	} `json:"outcomes"`
}

// markerKey names one marker: an outcome of a market set to an odds value no other marker of
// the run uses while it is outstanding.
type markerKey struct {
	marketID  int64
	specifier string
	outcomeID string
	odds      int64
}

// markerKeys lists the outcome prices a markets_changed publication carries.
func markerKeys(data []byte) ([]markerKey, error) {
	var m marketsMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	if m.EventName != "markets_changed" {
		return nil, nil
	}
	var out []markerKey
	for _, mk := range append(m.Message.Markets, m.Message.Prices...) {
		for _, o := range mk.Outcomes {
			out = append(out, markerKey{marketID: mk.MarketID, specifier: mk.Specifier, outcomeID: o.ID, odds: o.Odds})
		}
	}
	return out, nil
}
