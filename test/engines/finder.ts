/**
 * The code both engines run in the page, as source text: a function passed to puppeteer or
 * webdriverio would be serialized after tsx's transform, whose helpers (`__name`) do not exist in
 * the page. Kept as plain ES2020 so that Firefox ESR and WebKitGTK run it as it is.
 */
import type { Target } from './driver';

/**
 * `find(spec): Element | null`: every element of the document and of each open shadow root (the
 * islands render in open shadow roots), filtered as `Target` says (`within` a target: inside the element it finds). For text targets (`*`) the
 * innermost element that says the words, not each of its ancestors.
 */
const FIND = String.raw`function find(spec) {
  const norm = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const walk = (root, out) => {
    for (const el of root.querySelectorAll('*')) {
      out.push(el);
      if (el.shadowRoot) walk(el.shadowRoot, out);
    }
    return out;
  };
  // Text as an accessible name reads it: without aria-hidden parts (an arrow, an icon).
  const said = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || node.getAttribute('aria-hidden') === 'true' || /^(STYLE|SCRIPT)$/.test(node.tagName)) return '';
    return Array.from(node.childNodes).map(said).join('');
  };
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    const root = el.getRootNode();
    if (by && root.getElementById)
      return norm(by.split(/\s+/).map((id) => (root.getElementById(id) ? said(root.getElementById(id)) : '')).join(' '));
    if (el.labels && el.labels.length) return norm(Array.from(el.labels).map(said).join(' '));
    if (el.tagName === 'INPUT') return norm(el.value);
    return norm(said(el));
  };
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    return getComputedStyle(el).visibility !== 'hidden';
  };
  const named = (el) => {
    if (spec.name === undefined) return true;
    const name = nameOf(el);
    if (spec.match === 'start') return name.startsWith(spec.name);
    if (spec.match === 'has') return name.includes(spec.name);
    return name === spec.name;
  };
  const scopes =
    typeof spec.within === 'string' ? walk(document, []).filter((el) => el.matches(spec.within))
    : spec.within ? [find(spec.within)].filter(Boolean)
    : [document];
  let found = [];
  for (const scope of scopes) {
    const inside = scope === document
      ? walk(document, [])
      : walk(scope, []).concat(scope.shadowRoot ? walk(scope.shadowRoot, []) : []);
    found.push(...inside.filter((el) => el.matches(spec.css)));
  }
  found = found.filter((el) =>
    (spec.hidden || shown(el)) &&
    (spec.checked === undefined || el.checked === spec.checked || (el.getAttribute('aria-checked') === 'true') === spec.checked) &&
    (!spec.attr || el.getAttribute(spec.attr[0]) === spec.attr[1]) &&
    named(el));
  if (spec.css === '*') found = found.filter((el) => !found.some((other) => other !== el && el.contains(other)));
  const nth = spec.nth || 0;
  return found[nth < 0 ? found.length + nth : nth] || null;
}`;

/** A JS expression that answers the target's element, or null. */
export const findExpression = (target: Target): string => `(${FIND})(${JSON.stringify(target)})`;

/**
 * A JS expression that scrolls the target's element to the middle of the window and answers
 * whether a click at its centre reaches it ('ok'), or what covers it: the theme's fixed cookie
 * banner covers the window's bottom, where a click would land on it instead.
 */
export const clickableExpression = (target: Target): string => String.raw`((el) => {
  if (!el) return 'not found';
  el.scrollIntoView({ block: 'center', inline: 'center' });
  const box = el.getBoundingClientRect();
  const x = box.left + box.width / 2, y = box.top + box.height / 2;
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (!hit) return 'nothing at its centre';
  const label = hit.closest('label');
  if (hit === el || el.contains(hit) || (label && label.control === el)) return 'ok';
  return 'covered by ' + hit.outerHTML.slice(0, 80);
})(${findExpression(target)})`;

/**
 * A JS expression that arms a one-shot check of the next click: the pointer's press must land on
 * the target, or on the label that is its control's. A press that lands elsewhere is 'missed',
 * and it and its click are cancelled, so the page never acts on a click the journey did not mean:
 * an engine may still scroll between the moment the point is measured and the press (Firefox
 * scrolls a field's caret into view a moment after typing, under load after the journey has
 * scrolled its next target to the middle). `CLICK_VERDICT` reads the verdict and disarms.
 */
export const armClickExpression = (target: Target): string => String.raw`((el) => {
  if (!el) return 'not found';
  const on = (e) => {
    const path = e.composedPath();
    const labels = Array.from(el.labels || []).concat(el.closest('label') ? [el.closest('label')] : []);
    return path.includes(el) || labels.some((label) => path.includes(label));
  };
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  const state = { verdict: 'pending', seen: '' };
  const listener = (e) => {
    if (state.verdict === 'pending' && /down$/.test(e.type)) {
      state.verdict = on(e) ? 'ok' : 'missed';
      state.seen = (e.composedPath()[0].outerHTML || String(e.composedPath()[0])).slice(0, 80);
    }
    if (state.verdict === 'missed') {
      e.preventDefault();
      e.stopImmediatePropagation();
    }
    if (e.type === 'click') disarm();
  };
  const disarm = () => types.forEach((type) => window.removeEventListener(type, listener, true));
  if (window.__ossClick) window.__ossClick.disarm();
  window.__ossClick = { state, disarm };
  types.forEach((type) => window.addEventListener(type, listener, true));
  return 'armed';
})(${findExpression(target)})`;

/** The armed click's verdict ('ok', 'missed: <what it hit>', or 'pending' if no press came); disarms. */
export const CLICK_VERDICT = String.raw`(() => {
  const armed = window.__ossClick;
  if (!armed) return 'pending';
  armed.disarm();
  window.__ossClick = undefined;
  return armed.state.verdict === 'missed' ? 'missed: ' + armed.state.seen : armed.state.verdict;
})()`;

/**
 * Installs listeners that keep the page's uncaught errors, unhandled rejections and console
 * errors in `window.__ossErrors`: WebKitGTK's classic WebDriver has no log events, so the WebKit
 * driver reads them from the page (from the moment a page loaded; see webkit.ts).
 */
export const CAPTURE_ERRORS = String.raw`(() => {
  if (window.__ossErrors) return;
  const errors = (window.__ossErrors = []);
  window.addEventListener('error', (e) => errors.push('uncaught: ' + (e.message || e.error)));
  window.addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + ((e.reason && e.reason.message) || e.reason)));
  const original = console.error;
  console.error = function (...args) {
    errors.push('console.error: ' + args.map(String).join(' '));
    return original.apply(this, args);
  };
})()`;

/**
 * Slows every call of the page by a random 0 to `ms` milliseconds (a wrapper round `fetch`), to
 * find the races a fast loopback hides: `OSSATURE_ENGINE_LATENCY_MS=600 npm run test:engines`.
 * The carbon journey's lost click (docs/browsers.md) was found this way.
 */
export const slowCallsExpression = (ms: number): string => String.raw`(() => {
  if (window.__ossSlow) return;
  window.__ossSlow = true;
  const fetch = window.fetch;
  window.fetch = (...args) => new Promise((resolve) => setTimeout(resolve, Math.random() * ${ms})).then(() => fetch(...args));
})()`;

/** The latency asked for by OSSATURE_ENGINE_LATENCY_MS, or null (none: the default). */
export function askedLatency(): number | null {
  const ms = Number(process.env.OSSATURE_ENGINE_LATENCY_MS ?? '');
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}

/** Answers and empties what CAPTURE_ERRORS kept. */
export const TAKE_ERRORS = '(window.__ossErrors || []).splice(0)';

/** The page's markup with each open shadow root inlined (as <template shadowrootmode>), styles left out. */
export const PAGE_MARKUP = String.raw`(() => {
  const out = (node) => {
    if (node.nodeType === 3) return node.textContent;
    if (node.nodeType !== 1 || /^(STYLE|SCRIPT)$/.test(node.tagName)) return '';
    const attrs = Array.from(node.attributes).map((a) => ' ' + a.name + '="' + a.value + '"').join('');
    const shadow = node.shadowRoot ? '<template shadowrootmode="open">' + Array.from(node.shadowRoot.childNodes).map(out).join('') + '</template>' : '';
    const tag = node.tagName.toLowerCase();
    return '<' + tag + attrs + '>' + shadow + Array.from(node.childNodes).map(out).join('') + '</' + tag + '>';
  };
  return out(document.documentElement);
})()`;
