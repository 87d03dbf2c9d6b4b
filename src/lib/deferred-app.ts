// Every page paints before its app's scripts are fetched (decisions 0012 and 0014): the server writes each app script
// as an empty <script data-app-src>, and a small inline script of the page loads them. What that script does is
// shared here (the server's HTML and the watch page's early start agree on it).

/** Where a page's HTML keeps an app script's address until the page loads it. */
export const DEFERRED_APP_ATTRIBUTE = 'data-app-src';

/** Sent on window once the app has taken over the page (after its first commit). */
export const APP_READY_EVENT = 'streamit:app-ready';

/** The app loads this long after the page at the latest, whatever happens (a hidden tab paints nothing). */
export const RELEASE_AFTER_MS = 2500;

/**
 * Inline JS statements (for inside a function) that define `release()`: it loads the held scripts once, in their
 * order, after the page has been read. Also released: at the first tap or key (a person acting wants the app now), and
 * after RELEASE_AFTER_MS. A tap on a button before the app is kept and given to the app once it is there (a link
 * needs no app; a button that submits a form submits it without one; a click a page script took is not kept; nor one
 * made once React listens, which it handles itself). A form only the app handles (no action of its own) is sent once
 * the app is there: sent without it, it would reload the page and lose what was typed.
 */
export function releaseSource(): string {
  const a = JSON.stringify(DEFERRED_APP_ATTRIBUTE);
  return `var released = false, ready = false, kept = null;
  function load() {
    document.querySelectorAll('script[' + ${a} + ']').forEach(function (held) {
      var script = document.createElement('script');
      script.src = held.getAttribute(${a});
      script.async = true;
      document.head.appendChild(script);
    });
  }
  function release() {
    if (released) return;
    released = true;
    // Next's bootstrap script comes after this one in the page: a release before the page is read waits for it.
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', load, { once: true });
    else load();
  }
  setTimeout(release, ${RELEASE_AFTER_MS});
  ['pointerdown', 'keydown'].forEach(function (type) {
    addEventListener(type, release, { once: true, capture: true, passive: true });
  });
  // Once React listens (its mark on the document), it replays a click made during hydration itself: kept as well,
  // a toggle would open and close at once.
  function reactListens() {
    return Object.keys(document).some(function (key) { return key.indexOf('_reactListening') === 0; });
  }
  addEventListener('click', function (e) {
    var button = !ready && !e.defaultPrevented && e.target.closest && e.target.closest('button');
    if (button && !(button.form && button.type === 'submit') && !reactListens()) kept = button;
  });
  var keptForm = null, submitter = null;
  // (The form's methods through the prototype: a field named like one shadows it on the form.)
  addEventListener('submit', function (e) {
    var form = e.target;
    if (ready || e.defaultPrevented || !(form instanceof HTMLFormElement) || reactListens()) return;
    if (Element.prototype.hasAttribute.call(form, 'action')) return;
    e.preventDefault();
    keptForm = form;
    submitter = e.submitter || null;
    release();
  });
  // Leaving the page drops it: what was sent on a page left is not sent from the next.
  addEventListener('pagehide', function () { keptForm = submitter = null; });
  addEventListener(${JSON.stringify(APP_READY_EVENT)}, function () {
    ready = true;
    if (kept && kept.isConnected) kept.click();
    if (keptForm && keptForm.isConnected)
      HTMLFormElement.prototype.requestSubmit.call(keptForm, submitter && submitter.form === keptForm ? submitter : undefined);
    kept = keptForm = submitter = null;
  }, { once: true });`;
}

/** The inline script of a page without an early start: the app loads right after the page's first paint. */
export function afterPaintScript(): string {
  return `(function () {
  ${releaseSource()}
  function afterPaint() { requestAnimationFrame(function () { setTimeout(release, 0); }); }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint, { once: true });
  else afterPaint();
})();`;
}
