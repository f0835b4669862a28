/** @jest-environment ./test/support/jsdom-environment.cjs */
import { reportWindow } from './report-window';

/** A window as `window.open` gives it: its address, its opener, whether it was closed. */
function fakeWindow() {
  return { opener: window as Window | null, location: { href: 'about:blank' }, closed: false, close: jest.fn() };
}

afterEach(() => jest.restoreAllMocks());

describe('reportWindow', () => {
  it('opens a blank window at once, cut from the page, and sends it to the report later', () => {
    const blank = fakeWindow();
    const open = jest.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    const pending = reportWindow.reserve();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(blank.opener).toBeNull();
    pending.show('https://api.example/api/history/rapport/7?token=x');
    expect(blank.location.href).toBe('https://api.example/api/history/rapport/7?token=x');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('closes the blank window when the link never comes', () => {
    const blank = fakeWindow();
    jest.spyOn(window, 'open').mockReturnValue(blank as unknown as Window);
    reportWindow.reserve().cancel();
    expect(blank.close).toHaveBeenCalledTimes(1);
  });

  it('opens the report itself when the browser refused the blank window, or it was closed', () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    reportWindow.reserve().show('https://api.example/r/1');
    expect(open).toHaveBeenLastCalledWith('https://api.example/r/1', '_blank', 'noopener');

    const closed = { ...fakeWindow(), closed: true };
    open.mockReturnValue(closed as unknown as Window);
    reportWindow.reserve().show('https://api.example/r/2');
    expect(open).toHaveBeenLastCalledWith('https://api.example/r/2', '_blank', 'noopener');
    expect(closed.location.href).toBe('about:blank');
  });
});
