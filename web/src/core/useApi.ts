import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { runRequest } from '../api/request';

/** A route-data request as a query; the request string is the query key. */
export function useApi<T>(request: string | null): UseQueryResult<T> {
  return useQuery<T>({
    queryKey: [request],
    queryFn: ({ signal }) => runRequest<T>(request as string, signal),
    enabled: request !== null,
  });
}
