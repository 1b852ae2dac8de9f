/**
 * The minimal start screen, shown before translations exist (so its one word is not translated).
 * index.html holds the same markup inside #root, so the splash is painted from the HTML and the
 * stylesheet alone, before the scripts have loaded, and this first render changes nothing on screen
 * (splash.test.tsx keeps the two equal). Its classes are global (app/global.css) for that reason;
 * the ring is drawn in SVG, which counts as the page's first content.
 */
export function Splash() {
  return (
    <main className="splash">
      <div className="splash-spinner" role="status">
        <svg className="splash-ring" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
          <circle className="splash-track" cx="24" cy="24" r="20" />
          <path className="splash-arc" d="M24 4a20 20 0 0 1 20 20" />
        </svg>
        <span className="visually-hidden">Loading</span>
      </div>
    </main>
  );
}
