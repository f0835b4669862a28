/**
 * WebKitGTK (Debian's webkit2gtk-driver) through webdriverio and WebKitWebDriver, over classic
 * WebDriver: this WebKitWebDriver refuses `webSocketUrl` (no BiDi), and MiniBrowser has no
 * --headless, so it runs in an Xvfb started here. One WebKitWebDriver for every journey, a new
 * session (a new MiniBrowser, an ephemeral profile) for each.
 *
 * Errors: classic WebDriver has no log events, and MiniBrowser's console-to-stdout setting is not
 * applied to automation views; so each page gets CAPTURE_ERRORS right after it loads, and the
 * driver reads them before leaving the page. An error thrown before the load event is not seen.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { remote } from 'webdriverio';
import { freeDisplay, freePort } from './ports';
import { guardedClick, typedUntilHeld, until, type Driver, type Engine, type Target } from './driver';
import { askedLatency, CAPTURE_ERRORS, findExpression, slowCallsExpression, TAKE_ERRORS } from './finder';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

type Browser = WebdriverIO.Browser;

/** Starts a process and waits until `ready` says it is up; answers it. */
async function started(command: string, args: string[], env: NodeJS.ProcessEnv, ready: () => Promise<boolean>) {
  const child = spawn(command, args, { env, stdio: 'ignore' });
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`${command} stopped at start (${child.exitCode})`);
    return ready();
  }, `webkit: ${command} starts`);
  return child;
}

const answers = (url: string) =>
  fetch(url)
    .then(() => true)
    .catch(() => false);

/** Xvfb on a display of its own, WebKitWebDriver on a free port; one session first, for the version. */
export async function launchWebKit(): Promise<Engine> {
  const [display, port] = [freeDisplay(), await freePort()];
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  try {
    const xvfb = ['-screen', '0', '1280x1024x24', '-nolisten', 'tcp'];
    children.push(
      await started('Xvfb', [`:${display}`, ...xvfb], process.env, async () =>
        existsSync(`/tmp/.X11-unix/X${display}`),
      ),
    );
    const env = { ...process.env, DISPLAY: `:${display}` };
    const driver = [`--port=${port}`];
    children.push(await started('WebKitWebDriver', driver, env, () => answers(`http://127.0.0.1:${port}/status`)));
    const probe = await newSession(port);
    const version = `MiniBrowser ${String(probe.capabilities.browserVersion)}`;
    await probe.deleteSession();
    return { name: 'webkit', version, newDriver: () => webkitDriver(port), close: async () => stop() };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * A new session, tried twice: under load, WebKitWebDriver now and then never answers a new
 * session (seen about once a run of twenty sessions); the second try has so far always answered.
 */
async function newSession(port: number): Promise<Browser> {
  try {
    return await sessionOnce(port);
  } catch {
    return sessionOnce(port);
  }
}

function sessionOnce(port: number): Promise<Browser> {
  return remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    connectionRetryCount: 0,
    // A bound on each WebDriver command, a new session's included.
    connectionRetryTimeout: 30_000,
    capabilities: {
      browserName: 'MiniBrowser',
      // No BiDi here: without this, webdriverio asks for `webSocketUrl`, which is refused.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    } as WebdriverIO.Capabilities,
  });
}

async function webkitDriver(port: number): Promise<Driver> {
  const browser = await newSession(port);
  const errors: string[] = [];
  // What the page kept, read before it goes away (a navigation, a reload, the end).
  const take = async () => {
    const kept = (await browser.execute(`return ${TAKE_ERRORS}`).catch(() => [])) as string[];
    errors.push(...kept);
  };
  const latency = askedLatency();
  // No init script in classic WebDriver: the calls are slowed from the moment the page loaded.
  const capture = async () => {
    await browser.execute(CAPTURE_ERRORS);
    if (latency) await browser.execute(slowCallsExpression(latency));
  };
  const evaluate = (expression: string) => browser.execute(`return ${expression}`);
  /**
   * A pointer click at the element's centre, once our own check says nothing covers it:
   * WebKitWebDriver's element click calls a field inside a shadow root intercepted (its hit test
   * stops at the shadow host).
   */
  const clickAt = (target: Target, step: string) =>
    guardedClick(evaluate, target, step, async () => {
      const box = (await evaluate(`(${findExpression(target)}).getBoundingClientRect().toJSON()`)) as DOMRect;
      const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
      await browser.action('pointer').move({ x, y, origin: 'viewport' }).down().up().perform();
    });
  const locate = (target: Target, step: string) =>
    until(async () => {
      const ref = await browser.execute(`return ${findExpression(target)}`);
      return ref ? browser.$(ref as never) : null;
    }, step);
  return {
    goto: async (url) => {
      await take();
      await browser.url(url);
      await capture();
    },
    reload: async () => {
      await take();
      await browser.refresh();
      await capture();
    },
    url: () => browser.getUrl(),
    click: (target, step) => clickAt(target, step),
    fill: (target, value, step) =>
      typedUntilHeld(target, value, step, evaluate, async () => {
        await clickAt(target, step);
        await browser.keys(['Control', 'a']);
        await browser.keys(['Backspace']);
        // Element Send Keys, not key actions: WebKitWebDriver drops a key repeated at once ('69007' → '6907').
        await (await locate(target, step)).addValue(value);
      }),
    waitFor: async (target, step) => void (await locate(target, step)),
    waitForGone: (target, step) =>
      until(() => browser.execute(`return !${findExpression(target)}`), step).then(() => {}),
    waitUntil: (expression, step) => until(() => browser.execute(`return ${expression}`), step),
    evaluate: <T>(expression: string) => browser.execute(`return ${expression}`) as Promise<T>,
    newWindowUrl: async (open, part, step) => {
      const own = await browser.getWindowHandle();
      const before = await browser.getWindowHandles();
      await open();
      const handle = await until(async () => (await browser.getWindowHandles()).find((h) => !before.includes(h)), step);
      await browser.switchToWindow(handle);
      try {
        return await until(async () => {
          const url = await browser.getUrl();
          return url.includes(part) ? url : null;
        }, `${step} at ${part}`);
      } finally {
        await browser.closeWindow();
        await browser.switchToWindow(own);
      }
    },
    errors: async () => {
      await take();
      return [...errors];
    },
    close: () => browser.deleteSession(),
  };
}
