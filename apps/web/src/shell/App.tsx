import { Suspense, useEffect, type MouseEvent } from 'react';
import { Home } from './Home.js';
import { PAGES } from './pages.js';
import { useRoute } from './use-route.js';

/** The frame of every page: the menu, and the page the URL names. */
export function App() {
  const { page } = useRoute();
  const entry = PAGES.find((p) => p.page === page);
  const title = entry === undefined ? 'cgkit' : `${entry.title} · cgkit`;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <>
      <a className="skip-link" href="#main" onClick={focusMain}>
        Skip to content
      </a>
      <header className="site-header">
        <nav aria-label="Games">
          <a className="brand" href="#/">
            cgkit
          </a>
          <ul>
            {PAGES.map((p) => (
              <li key={p.page}>
                <a href={`#/${p.page}`} aria-current={p.page === page ? 'page' : undefined}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1}>
        {entry === undefined ? (
          <Home unknown={page !== ''} />
        ) : (
          <Suspense fallback={<p className="note">Loading {entry.title}…</p>}>
            <entry.Component key={entry.page} />
          </Suspense>
        )}
      </main>
    </>
  );
}

/** The skip link moves focus without touching the hash, which holds the route. */
function focusMain(event: MouseEvent): void {
  event.preventDefault();
  document.getElementById('main')?.focus();
}
