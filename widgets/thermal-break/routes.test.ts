import { parseResultRoute, parseStep, resultPath, stepPath } from './routes';

describe('the result route', () => {
  it.each([
    [12, 'Rupteur TPR', '/12/Rupteur_TPR'],
    [3, ' Poutrelle  précontrainte 16+4 ', '/3/Poutrelle_pr%C3%A9contrainte_16%2B4'],
    [7, 'De 5,01 à 7,00 m', '/7/De_5%2C01_%C3%A0_7%2C00_m'],
    [8, 'a/b?c#d', '/8/a%2Fb%3Fc%23d'],
  ])('#%i %p is %s', (id, name, path) => {
    expect(resultPath(id, name)).toBe(path);
    expect(parseResultRoute(path)).toEqual({
      historyId: id,
      rupteurName: name.trim().replace(/\s+/g, ' '),
      fromHistory: false,
    });
  });

  it.each([
    ['/12/Rupteur_TPR?history=1', '', true],
    ['#/12/Rupteur_TPR?history=1', '', true],
    ['/12/Rupteur_TPR', '?history=1', true],
    ['/12/Rupteur_TPR', '?history=0', false],
  ])('%s %s: from the history %p', (path, search, fromHistory) => {
    expect(parseResultRoute(path, search)).toEqual({ historyId: 12, rupteurName: 'Rupteur TPR', fromHistory });
  });

  it('adds the history marker when asked', () => {
    expect(resultPath(12, 'Rupteur TPR', true)).toBe('/12/Rupteur_TPR?history=1');
  });

  it.each(['/', '', '/historique', '/0/x', '/-1/x', '/abc/x', '/12', '/12/', '/12/a/b', '/12/%E0%A4%A'])(
    '%p is not a result',
    (path) => {
      expect(parseResultRoute(path)).toBeNull();
    },
  );
});

describe("the questionnaire's steps", () => {
  it.each([
    [0, '/'],
    [1, '/etape/1'],
    [12, '/etape/12'],
  ])('after %i answers: %s', (count, path) => {
    expect(stepPath(count)).toBe(path);
    expect(parseStep(path)).toBe(count);
  });

  it.each(['', '/', '#/', '/etape', '/etape/', '/etape/x', '/etape/-1', '/etape/99999', '/12/Rupteur_TPR'])(
    '%p is the first step',
    (path) => {
      expect(parseStep(path)).toBe(0);
    },
  );

  it('reads a step with the hash sign', () => {
    expect(parseStep('#/etape/4')).toBe(4);
    expect(parseResultRoute('/etape/4')).toBeNull();
  });
});
