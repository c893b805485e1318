/**
 * The app's location lives in the URL hash (`#/galette?size=5x6`), so any position can be shared
 * as a link and the app needs no server routing.
 */
export interface Route {
  /** The page, e.g. `galette`; empty for the home page. */
  readonly page: string;
  readonly params: URLSearchParams;
}

/** Reads a route from a location hash such as `#/galette?size=5x6`. */
export function parseRoute(hash: string): Route {
  const text = hash.replace(/^#\/?/, '');
  const query = text.indexOf('?');
  const page = (query < 0 ? text : text.slice(0, query)).replace(/\/+$/, '');
  return { page, params: new URLSearchParams(query < 0 ? '' : text.slice(query + 1)) };
}

/** The hash of a page with its parameters; parameters that are undefined or empty are left out. */
export function routeHash(
  page: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, value);
  }
  const query = search.toString();
  return `#/${page}${query === '' ? '' : `?${query}`}`;
}
