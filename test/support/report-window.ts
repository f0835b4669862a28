import { reportWindow } from '@/src/ui/report-window';

/**
 * Replaces the report window (jsdom opens nothing): `reserve` records the window opened at the
 * click, `show` the report's address it is sent to, `cancel` its closing when no link came.
 */
export function stubReportWindow() {
  const show = jest.fn<void, [string]>();
  const cancel = jest.fn<void, []>();
  const reserve = jest.spyOn(reportWindow, 'reserve').mockImplementation(() => ({ show, cancel }));
  return { reserve, show, cancel };
}
