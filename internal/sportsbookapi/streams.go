package sportsbookapi

import (
	"context"

	"github.com/opensportsbook/sportsbook/internal/apierror"
	"github.com/opensportsbook/sportsbook/internal/apigen"
	"github.com/opensportsbook/sportsbook/internal/catalogue"
	"github.com/opensportsbook/sportsbook/internal/streams"
)

// WithStreams serves the matches' video streams from a stream provider; without it no match has
// a stream (and the settings' videoEnabled should say so).
func WithStreams(p streams.Provider) Option { return func(s *Server) { s.streams = p } }

// ListMatchStreams serves GET /matches/{id}/streams: the streams of a match whose page offers
// video, without their URLs (those go to signed-in players, GetMatchVideo).
func (s *Server) ListMatchStreams(ctx context.Context, req apigen.ListMatchStreamsRequestObject) (apigen.ListMatchStreamsResponseObject, error) {
	m, err := s.streamedMatch(ctx, req.Id)
	if err != nil {
		return nil, err
	}
	out := apigen.ListMatchStreams200JSONResponse{Data: []apigen.Stream{}}
	if s.streams == nil || !streams.Offered(m) {
		return out, nil
	}
	for _, st := range s.streams.Streams(m.ID) {
		out.Data = append(out.Data, apigen.Stream{Id: st.ID, Provider: st.Provider, Kind: apigen.StreamKind(st.Kind),
			Quality: st.Quality, SignInRequired: st.SignInRequired})
	}
	return out, nil
}

// GetMatchVideo serves GET /matches/{id}/video: the URL of the match's stream while it plays, for a
// signed-in player. Bookmakers show streams to account holders only, so a visitor is asked to sign
// in (401); the checks of the match come first, so that a visitor learns there is nothing to watch.
func (s *Server) GetMatchVideo(ctx context.Context, req apigen.GetMatchVideoRequestObject) (apigen.GetMatchVideoResponseObject, error) {
	m, err := s.streamedMatch(ctx, req.Id)
	if err != nil {
		return nil, err
	}
	var list []streams.Stream
	if s.streams != nil && streams.OnAir(m) {
		list = s.streams.Streams(m.ID)
	}
	if len(list) == 0 {
		return nil, apierror.New(apierror.VideoNotAvailable)
	}
	st := list[0]
	if st.SignInRequired && playerID(ctx) == 0 {
		return nil, unauthorized()
	}
	return apigen.GetMatchVideo200JSONResponse{StreamId: st.ID, Provider: st.Provider, Kind: apigen.VideoKind(st.Kind), Url: st.URL}, nil
}

// streamedMatch is the match of a streams call, or its 404.
func (s *Server) streamedMatch(ctx context.Context, id int64) (catalogue.Match, error) {
	if id < 1 {
		return catalogue.Match{}, notFound()
	}
	m, err := s.reader.GetMatch(ctx, id)
	if err != nil {
		return catalogue.Match{}, readerError("get match for streams", err)
	}
	return m.Match, nil
}
