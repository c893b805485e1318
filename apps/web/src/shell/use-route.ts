import { useCallback, useSyncExternalStore } from 'react';
import { parseRoute, routeHash, type Route } from './route.js';

const ROUTE_CHANGED = 'cgkit:route';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener(ROUTE_CHANGED, onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener(ROUTE_CHANGED, onChange);
  };
}

const currentHash = (): string => window.location.hash;

/** The current route; the URL is the single source of truth for every page's state. */
export function useRoute(): Route {
  const hash = useSyncExternalStore(subscribe, currentHash);
  return parseRoute(hash);
}

export type ParamUpdate = Readonly<Record<string, string | undefined>>;

export interface SetParamsOptions {
  /**
   * The link only records what the page shows already (Masyu's marks, drawn at once): no page
   * reading the route is drawn again for it.
   */
  readonly quiet?: boolean;
}

/**
 * Replaces the current page's parameters (merged with the current ones) without adding a history
 * entry: each move updates the shareable link, while Back still leaves the page.
 */
export function useSetParams(
  page: string,
): (update: ParamUpdate, options?: SetParamsOptions) => void {
  return useCallback(
    (update: ParamUpdate, options?: SetParamsOptions) => {
      const params: Record<string, string | undefined> = Object.fromEntries(
        parseRoute(window.location.hash).params,
      );
      const hash = routeHash(page, { ...params, ...update });
      if (hash === window.location.hash) return;
      window.history.replaceState(null, '', hash);
      if (options?.quiet !== true) window.dispatchEvent(new Event(ROUTE_CHANGED));
    },
    [page],
  );
}
