import { PAGES } from './pages.js';

/** The list of games, each a link to its page. */
export function Home({ unknown }: { readonly unknown: boolean }) {
  return (
    <>
      <h1>Games and puzzles, solved exactly</h1>
      {unknown && (
        <p className="error" role="alert">
          There is no such page; here are the games.
        </p>
      )}
      <p className="lead">
        Play against a perfect opponent, see the value of every move, and share any position as a
        link. Every solver runs in your browser.
      </p>
      <ul className="game-list">
        {PAGES.map((p) => (
          <li key={p.page}>
            <a href={`#/${p.page}`}>
              <h2>{p.title}</h2>
              <p>{p.summary}</p>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
