import { useCallback, useEffect, useRef, useState } from 'react';
import { LatestRequest } from '../../core/http/latest-request.ts';
import { isAbort, RequestError, type RequestFailure } from '../../core/http/request-errors.ts';
import { fetchSuggestions, type SearchQuery, type Suggestion } from './suggestions.ts';

export interface SearchState {
  /** `loading` runs from the first keystroke of a query (its typing pause included) to its answer. */
  status: 'idle' | 'loading' | 'done' | 'failed';
  /** The query the state is about; suggestions are only ever shown for it. */
  query: SearchQuery | null;
  suggestions: Suggestion[];
  failure?: RequestFailure;
}

const IDLE: SearchState = { status: 'idle', query: null, suggestions: [] };

/**
 * Suggestions for the latest query only: a newer query clears the older one's suggestions and aborts its
 * request, an answer for an older query is dropped, and a (text, category) asked before is answered from
 * this page's cache without a request.
 */
export function useSuggestions(urlFor: (query: SearchQuery) => string, debounceMs: number) {
  const [state, setState] = useState<SearchState>(IDLE);
  const [latest] = useState(() => new LatestRequest());
  const [cache] = useState(() => new Map<string, Suggestion[]>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const run = useCallback(
    async (query: SearchQuery) => {
      clearTimeout(timer.current);
      const url = urlFor(query);
      const cached = cache.get(url);
      if (cached) {
        latest.abort();
        setState({ status: 'done', query, suggestions: cached });
        return;
      }
      setState({ status: 'loading', query, suggestions: [] });
      try {
        const suggestions = await latest.run((signal) => fetchSuggestions(url, signal));
        cache.set(url, suggestions);
        setState({ status: 'done', query, suggestions });
      } catch (error) {
        if (isAbort(error)) return;
        const failure = error instanceof RequestError ? error.failure : 'network';
        setState({ status: 'failed', query, suggestions: [], failure });
      }
    },
    [cache, latest, urlFor],
  );

  /** Waits until typing pauses; a cached answer needs no wait. */
  const schedule = useCallback(
    (query: SearchQuery) => {
      clearTimeout(timer.current);
      if (cache.has(urlFor(query))) {
        void run(query);
        return;
      }
      // The suggestions on screen answer an older query: they go now, not when the new answer comes.
      latest.abort();
      setState({ status: 'loading', query, suggestions: [] });
      timer.current = setTimeout(() => void run(query), debounceMs);
    },
    [cache, debounceMs, latest, run, urlFor],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    latest.abort();
    setState(IDLE);
  }, [latest]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      latest.abort();
    },
    [latest],
  );

  return { state, run, schedule, cancel };
}
