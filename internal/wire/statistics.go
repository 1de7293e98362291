package wire

import (
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/matchstats"
)

// StatisticTotals converts a match's statistics to the `statistics` type: the totals and the last
// event.
func StatisticTotals(st matchstats.Statistics) apigen.MatchStatistics {
	totals := make([]apigen.StatisticTotal, len(st.Totals))
	for i, t := range st.Totals {
		totals[i] = apigen.StatisticTotal{Kind: string(t.Kind), Home: t.Home, Away: t.Away}
	}
	out := apigen.MatchStatistics{MatchId: st.MatchID, Type: apigen.Statistics, Totals: &totals}
	if st.Last != nil {
		e := StatisticEvent(*st.Last)
		out.LastEvent = &e
	}
	return out
}

// StatisticTimeline converts a match's statistics to the `timeline` type: its key events.
func StatisticTimeline(st matchstats.Statistics) apigen.MatchStatistics {
	events := StatisticEvents(st.Timeline)
	return apigen.MatchStatistics{MatchId: st.MatchID, Type: apigen.Timeline, Events: &events}
}

// StatisticEvents converts events, never nil.
func StatisticEvents(evs []matchstats.Event) []apigen.StatisticEvent {
	out := make([]apigen.StatisticEvent, len(evs))
	for i, e := range evs {
		out[i] = StatisticEvent(e)
	}
	return out
}

// StatisticEvent converts an event.
func StatisticEvent(e matchstats.Event) apigen.StatisticEvent {
	team := apigen.Home
	if e.Side == matchstats.Away {
		team = apigen.Away
	}
	return apigen.StatisticEvent{Seq: e.Seq, Kind: string(e.Kind), Team: team, Period: e.Period, MatchTime: e.MatchTime}
}
