/**
 * The thin layer the engine journeys speak to, implemented once per engine (firefox.ts over
 * WebDriver BiDi, webkit.ts over classic WebDriver). Elements are found in the page by finder.ts,
 * which pierces the islands' open shadow roots; every wait is bounded and names its step, so a
 * failure says where the journey stopped, not only that it timed out.
 */
import { armClickExpression, CLICK_VERDICT, clickableExpression, findExpression } from './finder';

/** What to find: a CSS selector, narrowed by accessible name or text, inside a container. */
export interface Target {
  css: string;
  /** The accessible name (aria-label, labelledby, label, else text), whitespace collapsed. */
  name?: string;
  /** How `name` matches: the whole name (default), its start, or a part of it. */
  match?: 'exact' | 'start' | 'has';
  /** A container, as a CSS selector (a widget's host) or a target: only what it holds, shadow root included. */
  within?: string | Target;
  /** Also hidden elements (a visually hidden radio, say). */
  hidden?: boolean;
  checked?: boolean;
  /** An attribute's value, e.g. ['aria-expanded', 'true']. */
  attr?: [string, string];
  /** Which of the matches, in document order (default the first; -1 the last). */
  nth?: number;
}

export interface Driver {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  click(target: Target, step: string): Promise<void>;
  /** Replaces the field's value by typing, as a visitor does (controlled inputs see each key). */
  fill(target: Target, value: string, step: string): Promise<void>;
  waitFor(target: Target, step: string): Promise<void>;
  waitForGone(target: Target, step: string): Promise<void>;
  /** Polls a JS expression in the page until it is truthy; answers its value. */
  waitUntil(expression: string, step: string): Promise<unknown>;
  /** Evaluates a JS expression in the page; its value must be JSON. */
  evaluate<T>(expression: string): Promise<T>;
  /** Runs `open`, then answers the address a new window reaches once it contains `part`; closes it. */
  newWindowUrl(open: () => Promise<void>, part: string, step: string): Promise<string>;
  /** Uncaught exceptions, unhandled rejections and console errors seen so far. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** One browser of an engine, shared by the journeys; each journey gets a fresh session of it. */
export interface Engine {
  readonly name: 'firefox' | 'webkit';
  readonly version: string;
  newDriver(): Promise<Driver>;
  close(): Promise<void>;
}

/** Generous: two busy cores shared with colleagues. A bound, not a timing. */
export const STEP_TIMEOUT_MS = 30_000;
const POLL_MS = 150;

/** A step not done within its bound (`until`): what the engine runner may try once more. */
export class StepTimeout extends Error {}

/**
 * Polls `probe` until it answers something other than undefined/null/false, within the step's
 * bound; the error names the step and the last failure seen.
 */
export async function until<T>(probe: () => Promise<T | null | undefined | false>, step: string): Promise<T> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let last = '';
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      last = `: ${String(error).split('\n')[0]}`;
    }
    if (Date.now() > deadline) throw new StepTimeout(`${step}: not done in ${STEP_TIMEOUT_MS / 1000} s${last}`);
    // eslint-disable-next-line no-restricted-syntax -- the pause between two polls of a bounded wait.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * A click that reaches its target: once nothing covers it, the press is checked in the page as it
 * lands (finder.ts armClickExpression). A press that the page moved off the target is cancelled
 * there and tried again, within the step's bound; a press never seen (the engine's own way of
 * clicking) is taken as done: clicking twice could undo it (a radio that toggles).
 */
export async function guardedClick(
  evaluate: (expression: string) => Promise<unknown>,
  target: Target,
  step: string,
  press: () => Promise<void>,
): Promise<void> {
  await until(async () => {
    const clickable = await evaluate(clickableExpression(target));
    if (clickable !== 'ok') throw new Error(String(clickable));
    const armed = await evaluate(armClickExpression(target));
    if (armed !== 'armed') throw new Error(String(armed));
    try {
      await press();
    } finally {
      const verdict = String(await evaluate(CLICK_VERDICT).catch(() => 'pending'));
      if (verdict.startsWith('missed')) {
        // Said in the run's log: how often the page moves under a click is worth knowing.
        console.log(`  press cancelled, clicked again  ${step}: it landed on ${verdict.slice(8)}`);
        throw new Error(`the press landed elsewhere (${verdict.slice(8)})`);
      }
    }
    return true;
  }, step);
}

/**
 * Types into a field until it holds the value: an island that has just mounted may move focus
 * (to its screen's heading) while the first keys are typed, and those keys are lost.
 */
export async function typedUntilHeld(
  target: Target,
  value: string,
  step: string,
  evaluate: (expression: string) => Promise<unknown>,
  type: () => Promise<void>,
): Promise<void> {
  await until(async () => {
    await type();
    return (await evaluate(`(${findExpression(target)} || {}).value`)) === value;
  }, step);
}

/** Roles as CSS (enough for the islands' markup; the Chromium suite checks the real roles). */
export const ROLE_CSS = {
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  link: 'a[href], [role="link"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="number"], input[type="search"], textarea',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  radio: 'input[type="radio"], [role="radio"]',
  radiogroup: '[role="radiogroup"]',
  group: 'fieldset, [role="group"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  article: 'article, [role="article"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  status: '[role="status"], output',
  any: '*',
} as const;

/** A target by role and accessible name, the way the Playwright helpers find things. */
export const role = (r: keyof typeof ROLE_CSS, name?: string, more: Partial<Target> = {}): Target => ({
  css: ROLE_CSS[r],
  name,
  ...more,
});

/** A target by its visible text (the innermost element that says it). */
export const text = (words: string, more: Partial<Target> = {}): Target => ({ css: '*', name: words, ...more });
