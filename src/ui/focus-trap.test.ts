/** @jest-environment ./test/support/jsdom-environment.cjs */
import { trapFocus } from './focus-trap';

const releases: (() => void)[] = [];
afterEach(() => releases.splice(0).forEach((release) => release()));

/** A dialog of three buttons and a button of the page outside it. */
function setUp() {
  document.body.innerHTML = `
    <button id="page">page</button>
    <div id="dialog" tabindex="-1"><button id="a">a</button><button id="b">b</button><button id="c">c</button></div>`;
  const byId = (id: string) => document.getElementById(id)!;
  const escapes: number[] = [];
  const release = trapFocus(byId('dialog'), () => escapes.push(1));
  releases.push(release);
  const press = (key: string, shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { byId, escapes, release, press };
}

describe('trapFocus', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab from the first to the last', () => {
    const { byId, press } = setUp();
    byId('c').focus();
    expect(press('Tab')).toBe(true);
    expect(byId('a')).toHaveFocus();
    expect(press('Tab', true)).toBe(true);
    expect(byId('c')).toHaveFocus();
  });

  it('leaves Tab between two controls inside to the browser', () => {
    const { byId, press } = setUp();
    byId('a').focus();
    expect(press('Tab')).toBe(false);
    expect(byId('a')).toHaveFocus();
  });

  it('sends Shift+Tab from the dialog itself to its last control', () => {
    const { byId, press } = setUp();
    byId('dialog').focus();
    expect(press('Tab', true)).toBe(true);
    expect(byId('c')).toHaveFocus();
  });

  it('asks to close on Escape', () => {
    const { byId, escapes, press } = setUp();
    byId('b').focus();
    expect(press('Escape')).toBe(true);
    expect(escapes).toHaveLength(1);
  });

  it('hears Escape and Tab with focus on nothing (a click on the backdrop)', () => {
    const { byId, escapes, press } = setUp();
    byId('b').focus();
    byId('b').blur();
    expect(document.body).toHaveFocus();
    expect(press('Tab')).toBe(true);
    expect(byId('a')).toHaveFocus();
    byId('a').blur();
    expect(press('Escape')).toBe(true);
    expect(escapes).toHaveLength(1);
  });
});

describe('trapFocus, outside the dialog', () => {
  it('brings focus that went to the page back to the first control, and lets go once released', () => {
    const { byId, release } = setUp();
    byId('page').focus();
    expect(byId('a')).toHaveFocus();
    release();
    byId('page').focus();
    expect(byId('page')).toHaveFocus();
  });
});
