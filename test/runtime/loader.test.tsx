/** @jest-environment ./test/support/jsdom-environment.cjs */
import { waitFor } from '@testing-library/dom';
import { useEffect } from 'react';
import { coerce, number, object, optional, pattern, string } from 'superstruct';
import { defineIsland, type IslandLoader, type IslandProps } from '@/src/loader/island';
import { createRuntime, setRuntime } from '@/src/runtime/runtime';
import { reactIdle } from '@/test/support/react-idle';
import { startApi } from '@/test/support/reference-api';
import { freshSession, previewConfig, recordingFetch } from '@/test/support/runtime';

/**
 * The loader (DESIGN.md §1) as a CMS page meets it: placeholders written by an editor, some
 * wrong, some added later by a page builder, some islands broken. A test registry stands in
 * for the real widgets; everything else (loader, mounting, error boundary) is the bundle's.
 */

const SECRET = 'eyJhbGciOi.SECRET-landing-token.x9';
/** The test islands are on no demo page: the catalogue fields a real island fills stay empty. */
const UNCATALOGUED = { sites: ['main', 'plancher', 'carbone'], title: '', summary: '', pages: [] } as const;
const mockEvents: string[] = [];

function Greeting({ attributes }: IslandProps<{ name: string }>) {
  useEffect(() => {
    mockEvents.push(`mounted ${attributes.name}`);
    return () => {
      mockEvents.push(`unmounted ${attributes.name}`);
    };
  }, [attributes.name]);
  return <p>Bonjour {attributes.name}</p>;
}
const greeting = defineIsland({
  kind: 'greeting',
  ...UNCATALOGUED,
  attributes: object({ name: string() }),
  attributeLabels: { name: '' },
  attributeDocs: { name: '' },
  component: Greeting,
});

const counter = defineIsland({
  kind: 'counter',
  ...UNCATALOGUED,
  attributes: object({ count: coerce(number(), string(), Number) }),
  attributeLabels: { count: '' },
  attributeDocs: { count: '' },
  component: ({ attributes }: IslandProps<{ count: number }>) => <p>{attributes.count} produits</p>,
});

const ssoLanding = defineIsland({
  kind: 'sso-landing',
  ...UNCATALOGUED,
  attributes: object({ token: pattern(string(), /^[\w.-]+$/), refreshToken: string(), next: optional(string()) }),
  attributeLabels: { token: '', refreshToken: '', next: '' },
  attributeDocs: { token: '', refreshToken: '', next: '' },
  secretAttributes: ['token', 'refreshToken'],
  component: ({ attributes }: IslandProps<{ token: string }>) => <p>{attributes.token ? 'Connexion…' : ''}</p>,
});

function Broken(): never {
  throw new Error('cannot read the simulation');
}
const broken = defineIsland({
  kind: 'broken',
  ...UNCATALOGUED,
  attributes: object({}),
  attributeLabels: {},
  attributeDocs: {},
  component: Broken,
});

// The test page is on the carbon site (see beforeAll): an island of the main site only is misplaced there.
const mainOnly = defineIsland({
  kind: 'main-only',
  ...UNCATALOGUED,
  sites: ['main'],
  attributes: object({ token: string() }),
  attributeLabels: { token: '' },
  attributeDocs: { token: '' },
  secretAttributes: ['token'],
  component: () => <p>Site principal</p>,
});

const loads = { flaky: 0, gone: 0 };
const mockRegistry: Record<string, IslandLoader> = {
  greeting: async () => ({ default: greeting }),
  counter: async () => ({ default: counter }),
  'sso-landing': async () => ({ default: ssoLanding }),
  broken: async () => ({ default: broken }),
  'main-only': async () => ({ default: mainOnly }),
  // A chunk that fails once (a deploy in progress), then loads.
  flaky: async () => {
    if (++loads.flaky === 1) throw new Error('Failed to fetch dynamically imported module');
    return { default: greeting };
  },
  gone: async () => {
    loads.gone++;
    throw new Error('Failed to fetch dynamically imported module');
  },
};
// A chunk that arrives when the test says so (a phone's network).
const mockWaiting: (() => void)[] = [];
const mockArrive = () => mockWaiting.splice(0).forEach((arrive) => arrive());
mockRegistry.slow = () => new Promise((resolve) => mockWaiting.push(() => resolve({ default: greeting })));
// `waiting` keeps its height only with the session's login hint (an empty island logged out).
mockRegistry.waiting = mockRegistry.slow;
jest.mock('@/src/registry', () => ({
  registry: mockRegistry,
  reservedHeights: { slow: 120 },
  reservedWhenLoggedIn: { waiting: 300 },
}));

declare global {
  var __OSSATURE_VERSION__: string;
}
globalThis.__OSSATURE_VERSION__ = '1.4.0';

const consoleCalls = () =>
  (['error', 'warn', 'log', 'info', 'debug'] as const).flatMap((level) =>
    (console[level] as jest.Mock).mock.calls.map((args) => ({ level, text: args.map(String).join(' ') })),
  );
const errors = () =>
  consoleCalls()
    .filter((c) => c.level === 'error')
    .map((c) => c.text);

/** What a visitor sees in an island (it renders in its host's shadow root). */
const shown = (host: Element | null) => host?.shadowRoot?.querySelector('.oss-root')?.textContent ?? null;
const byId = (id: string) => document.getElementById(id);

/** Adds editor-written HTML to the page; the loader's observer picks it up. */
function addToPage(html: string): HTMLElement {
  const section = document.createElement('section');
  section.innerHTML = html;
  document.body.append(section);
  return section;
}

let errorsAtStart: unknown[][] = [];

beforeAll(async () => {
  setRuntime(
    createRuntime({
      config: previewConfig('carbone'),
      fetch: recordingFetch((await startApi('carbone')).app).fetch,
      session: await freshSession(),
    }),
  );
  // The page as the CMS serves it, before the bundle's script runs.
  document.body.innerHTML = `<header><div id="start-a" data-widget="greeting" data-name="Ana"></div></header>
    <main><div id="start-b" data-widget="greeting" data-name="Bruno"></div><p>Article</p></main>`;
  const error = jest.spyOn(console, 'error');
  await import('@/src/loader/index');
  await waitFor(() => expect(mockEvents.sort()).toEqual(['mounted Ana', 'mounted Bruno']));
  errorsAtStart = error.mock.calls;
  error.mockRestore();
});

beforeEach(() => {
  for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
  mockEvents.length = 0;
  performance.clearMarks();
});

afterEach(async () => {
  document.body.replaceChildren(); // the observer unmounts everything
  await waitFor(() => expect(document.querySelectorAll('[data-widget-mounted]')).toHaveLength(0));
  jest.restoreAllMocks();
});

it('at start, mounts each placeholder of the page once, and scanning again mounts nothing twice', async () => {
  expect(window.Ossature?.version).toBe('1.4.0');
  expect(shown(byId('start-a'))).toBe('Bonjour Ana');
  expect(shown(byId('start-b'))).toBe('Bonjour Bruno');
  expect(errorsAtStart).toEqual([]);
  window.Ossature!.scan();
  window.Ossature!.scan(document.body);
  await reactIdle();
  expect(mockEvents).toEqual([]);
  expect(byId('start-a')?.shadowRoot?.querySelectorAll('.oss-root')).toHaveLength(1);
});

it('marks the start and each mounted island for performance measurement', async () => {
  addToPage(
    '<div id="a" data-widget="greeting" data-name="Ana"></div><div id="c" data-widget="counter" data-count="3"></div>',
  );
  await waitFor(() => expect(shown(byId('c'))).toBe('3 produits'));
  // The mark is set in a passive effect, which React may run after the content is in the DOM.
  await waitFor(() => {
    expect(performance.getEntriesByName('ossature:mounted:greeting', 'mark')).toHaveLength(1);
    expect(performance.getEntriesByName('ossature:mounted:counter', 'mark')).toHaveLength(1);
  });
});

it('the script included a second time mounts nothing twice and says nothing', async () => {
  addToPage('<div id="a" data-widget="greeting" data-name="Ana"></div>');
  await waitFor(() => expect(shown(byId('a'))).toBe('Bonjour Ana'));
  const first = window.Ossature;
  await jest.isolateModulesAsync(async () => {
    await import('@/src/loader/index');
  });
  await reactIdle();
  expect(window.Ossature).toBe(first);
  expect(mockEvents).toEqual(['mounted Ana']);
  expect(consoleCalls()).toEqual([]);
});

it('another version of the bundle already on the page: one warning, and this one stands down', async () => {
  const other = { version: '1.3.9', scan: jest.fn(), unmount: jest.fn() };
  const ours = window.Ossature;
  window.Ossature = other;
  try {
    await jest.isolateModulesAsync(async () => {
      await import('@/src/loader/index');
    });
    expect(window.Ossature).toBe(other);
    const warnings = consoleCalls().filter((c) => c.level === 'warn');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.text).toMatch(/1\.4\.0.*1\.3\.9/);
  } finally {
    window.Ossature = ours;
  }
});

it('an unknown kind: one console error naming the placeholder, the rest of the page works', async () => {
  addToPage('<div id="x" data-widget="calculette"></div><div id="a" data-widget="greeting" data-name="Ana"></div>');
  await waitFor(() => expect(shown(byId('a'))).toBe('Bonjour Ana'));
  expect(errors()).toEqual([
    expect.stringMatching(/<div data-widget="calculette">.*unknown kind "calculette".*greeting/),
  ]);
  expect(byId('x')?.shadowRoot).toBeNull();
});

it.each(['constructor', '__proto__', 'toString'])(
  '"%s" is an unknown kind like any other, not a member of Object',
  async (kind) => {
    addToPage(`<div id="x" data-widget="${kind}"></div><div id="a" data-widget="greeting" data-name="Ana"></div>`);
    await waitFor(() => expect(shown(byId('a'))).toBe('Bonjour Ana'));
    expect(errors()).toEqual([
      expect.stringContaining(`<div data-widget="${kind}">: unknown kind "${kind}". Known kinds: greeting,`),
    ]);
    expect(byId('x')?.shadowRoot).toBeNull();
  },
);

it('a kind placed on a site it does not serve: one console error naming it and its sites; not mounted, its secrets removed', async () => {
  addToPage(
    `<div id="x" data-widget="main-only" data-token="${SECRET}"></div><div id="a" data-widget="greeting" data-name="Ana"></div>`,
  );
  await waitFor(() => expect(shown(byId('a'))).toBe('Bonjour Ana'));
  await waitFor(() => expect(errors()).toHaveLength(1));
  expect(errors()[0]).toBe(
    '[ossature] <div data-widget="main-only">: this island is not for the carbone site; it serves: main. The island is not mounted.',
  );
  expect(byId('x')?.shadowRoot).toBeNull();
  expect(byId('x')?.hasAttribute('data-token')).toBe(false);
  expect(JSON.stringify(consoleCalls())).not.toContain(SECRET);
});

it.each([
  [
    'a value of the wrong type',
    '<div id="bad" data-widget="counter" data-count="beaucoup"></div>',
    /<div data-widget="counter">.*data-count/,
  ],
  [
    'a missing attribute',
    '<div id="bad" data-widget="greeting"></div>',
    /<div data-widget="greeting">.*missing attribute data-name/,
  ],
  [
    'an unexpected attribute',
    '<div id="bad" data-widget="greeting" data-name="Ana" data-colour="red"></div>',
    /unexpected attribute data-colour/,
  ],
])(
  '%s: exactly one console error naming the element and the attribute; that island only is not mounted',
  async (_, html, message) => {
    addToPage(`${html}<div id="ok" data-widget="counter" data-count="2"></div>`);
    await waitFor(() => expect(shown(byId('ok'))).toBe('2 produits'));
    await waitFor(() => expect(errors()).toHaveLength(1));
    expect(errors()[0]).toMatch(message);
    expect(byId('bad')?.shadowRoot).toBeNull();
  },
);

it('secret attributes are read once, removed from the DOM and never logged', async () => {
  addToPage(
    `<div id="landing" data-widget="sso-landing" data-token="${SECRET}" data-refresh-token="${SECRET}-r" data-next="/"></div>`,
  );
  await waitFor(() => expect(shown(byId('landing'))).toBe('Connexion…'));
  const landing = byId('landing')!;
  expect(landing).not.toHaveAttribute('data-token');
  expect(landing).not.toHaveAttribute('data-refresh-token');
  expect(landing).toHaveAttribute('data-next', '/');
  expect(document.documentElement.outerHTML).not.toContain(SECRET);
  expect(consoleCalls()).toEqual([]);
});

it('an invalid secret attribute is named in the error, its value hidden, and still removed', async () => {
  addToPage(
    `<div id="landing" data-widget="sso-landing" data-token="${SECRET} ; injected" data-refresh-token="r"></div>`,
  );
  await waitFor(() => expect(errors()).toHaveLength(1));
  expect(errors()[0]).toMatch(/<div data-widget="sso-landing">.*data-token.*value hidden/);
  expect(JSON.stringify(consoleCalls())).not.toContain(SECRET);
  expect(byId('landing')?.hasAttribute('data-token')).toBe(false);
  expect(byId('landing')?.shadowRoot).toBeNull();
});

it('a chunk that fails to load once is retried and mounts; one that keeps failing logs one error', async () => {
  addToPage('<div id="f" data-widget="flaky" data-name="Flavie"></div><div id="g" data-widget="gone"></div>');
  await waitFor(() => expect(shown(byId('f'))).toBe('Bonjour Flavie'));
  expect(loads.flaky).toBe(2);
  await waitFor(() => expect(errors()).toHaveLength(1));
  expect(loads.gone).toBe(2);
  expect(errors()[0]).toMatch(/<div data-widget="gone">: the island could not be loaded/);
});

it('a placeholder added later by the page builder mounts; removed, its island is unmounted', async () => {
  const block = addToPage('<div class="ajax-block"><div id="late" data-widget="greeting" data-name="Léa"></div></div>');
  await waitFor(() => expect(shown(byId('late'))).toBe('Bonjour Léa'));
  const late = byId('late')!;
  block.remove();
  await waitFor(() => expect(mockEvents).toEqual(['mounted Léa', 'unmounted Léa']));
  expect(late).not.toHaveAttribute('data-widget-mounted');
  expect(late.shadowRoot?.querySelector('.oss-root')).toBeNull();
});

it('a placeholder moved within the page keeps its island', async () => {
  addToPage('<div id="a" data-widget="greeting" data-name="Ana"></div>');
  await waitFor(() => expect(shown(byId('a'))).toBe('Bonjour Ana'));
  document.body.prepend(byId('a')!); // a slider or a tab library moving the element
  await reactIdle();
  expect(mockEvents).toEqual(['mounted Ana']);
  expect(shown(byId('a'))).toBe('Bonjour Ana');
});

it('an island that throws while rendering logs one error naming its placeholder; the others still render', async () => {
  addToPage(`<div id="a" data-widget="greeting" data-name="Ana"></div><div id="x" data-widget="broken"></div>
    <div id="c" data-widget="counter" data-count="5"></div>`);
  await waitFor(() => expect(errors()).toHaveLength(1));
  await waitFor(() => expect(shown(byId('c'))).toBe('5 produits'));
  expect(shown(byId('a'))).toBe('Bonjour Ana');
  expect(shown(byId('x'))).toBe('');
  expect(errors()[0]).toMatch(/<div data-widget="broken"> stopped after an error.*cannot read the simulation/s);
});

it("a placeholder keeps its island's height from the moment it is found, before the chunk arrives", async () => {
  addToPage(`<div id="s" data-widget="slow" data-name="Sam"></div><div id="g" data-widget="greeting" data-name="Gil"></div>
    <div id="own" data-widget="slow" data-name="Oz" style="min-height: 200px"></div>`);
  await waitFor(() => expect(byId('s')).toHaveAttribute('data-widget-mounted'));
  expect(byId('s')!).toHaveStyle({ minHeight: '120px' });
  expect(shown(byId('s'))).toBeNull();
  // A kind with no reserved height gets none; an editor's own height stays.
  expect(byId('g')).not.toHaveAttribute('style');
  expect(byId('own')!).toHaveStyle({ minHeight: '200px' });
  mockArrive();
  await waitFor(() => expect(shown(byId('s'))).toBe('Bonjour Sam'));
  expect(byId('s')!).toHaveStyle({ minHeight: '120px' });
});

it("the page's heights stylesheet (the build's heights.css in the <head>) comes before the loader's own height", async () => {
  const sheet = document.createElement('style');
  sheet.textContent = '[data-widget="slow"][data-name="Tall"]{min-height:400px}';
  document.head.append(sheet);
  try {
    addToPage(
      `<div id="t" data-widget="slow" data-name="Tall"></div><div id="u" data-widget="slow" data-name="Uma"></div>`,
    );
    await waitFor(() => expect(byId('u')).toHaveAttribute('data-widget-mounted'));
    expect(byId('t')).not.toHaveAttribute('style');
    expect(byId('t')!).toHaveStyle({ minHeight: '400px' });
    expect(byId('u')!).toHaveStyle({ minHeight: '120px' });
  } finally {
    sheet.remove();
    mockArrive();
  }
});

it("an island empty when logged out keeps its logged-in height only when the session's login hint is there", async () => {
  addToPage(`<div id="w1" data-widget="waiting" data-name="Lou"></div>`);
  await waitFor(() => expect(byId('w1')).toHaveAttribute('data-widget-mounted'));
  expect(byId('w1')).not.toHaveAttribute('style');
  document.cookie = 'ossature_login=1; path=/';
  try {
    addToPage(`<div id="w2" data-widget="waiting" data-name="Max"></div>`);
    await waitFor(() => expect(byId('w2')).toHaveAttribute('data-widget-mounted'));
    expect(byId('w2')!).toHaveStyle({ minHeight: '300px' });
  } finally {
    document.cookie = 'ossature_login=; path=/; max-age=0';
    mockArrive();
  }
});
