// The vote calls of section 7 (GET and POST /vote), with the player's bearer token when signed in
// (api/client.ts), so that GET answers their own vote. Loaded with the prediction block only.
import { api } from '../../../api/client';
import { toApiError } from '../../../api/request';
import type { Prediction, PredictionChoice } from './prediction';

export async function fetchPrediction(predictionId: number, signal?: AbortSignal): Promise<Prediction> {
  const { data, error, response } = await api.GET('/vote', {
    params: { query: { prediction_id: predictionId } },
    signal,
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}

export async function vote(predictionId: number, choice: PredictionChoice): Promise<Prediction> {
  const { data, error, response } = await api.POST('/vote', {
    body: { prediction_id: predictionId, data: { choice } },
  });
  if (!data) throw toApiError(response.status, error);
  return data;
}
