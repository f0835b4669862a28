/** The device description the main site registers: browser, its major version, OS. */
export function describeBrowser(userAgent: string = navigator.userAgent) {
  const browsers: [string, RegExp][] = [
    ['Edge', /Edg\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /Firefox\/(\d+)/],
    ['Chrome', /Chrom(?:e|ium)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari/],
  ];
  const found = browsers.find(([, re]) => re.test(userAgent));
  const oses: [string, RegExp][] = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X/],
    ['Linux', /Linux/],
  ];
  return {
    browser: found?.[0] ?? 'Inconnu',
    browserVersion: found ? (found[1].exec(userAgent)?.[1] ?? '') : '',
    os: oses.find(([, re]) => re.test(userAgent))?.[0] ?? 'Inconnu',
  };
}
