import { inflateSync } from 'node:zlib';
import { getFilters } from '@/src/contracts/thermal/filters';
import { searchRupteurs } from '@/src/contracts/thermal/rupteur';
import { mainHistoryCreate } from '@/src/contracts/history/main';
import { answersOf } from '@/test/support/thermal';
import { registerDevice, type MainApi } from '@/test/support/main-site';
import { expectOk, startApi } from '@/test/support/reference-api';

let api: MainApi;
let device: string;
beforeAll(async () => {
  api = await startApi('main');
  device = await registerDevice(api);
});

/** Width, height and the decoded size of a PNG's pixels (one IDAT chunk, as the API writes them). */
function readPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idat = bytes.indexOf('IDAT');
  const length = bytes.readUInt32BE(idat - 4);
  const pixels = inflateSync(bytes.subarray(idat + 4, idat + 4 + length));
  return { width, height, decoded: pixels.length };
}

async function download(url: string) {
  const response = await api.raw('GET', url);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

test('every picture the data set names is a real PNG image, without a bearer', async () => {
  const { rupteurs } = expectOk(await api.call(searchRupteurs, { token: device, body: { filters: [] } })).datas;
  const { filters } = expectOk(
    await api.call(getFilters, { token: device, body: { answers: [], dataType: 'rup' } }),
  ).datas;
  const urls = new Set([
    ...rupteurs.map((r) => r.image.url),
    ...rupteurs.flatMap((r) => r.psiValues.map((p) => p.image.url)),
    ...filters.map((f) => f.bg_image.url),
  ]);
  expect(urls.size).toBeGreaterThan(30);
  for (const url of urls) {
    const { response, bytes } = await download(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(readPng(bytes)).toEqual({ width: 400, height: 300, decoded: (400 * 3 + 1) * 300 });
  }
  // Each rupteur has its own colour: two visuals differ.
  const [a, b] = await Promise.all(rupteurs.slice(0, 2).map((r) => download(r.image.url)));
  expect(a!.bytes.equals(b!.bytes)).toBe(false);
});

test.each(['inconnu.png', '..%2F..%2Fpackage.json', 'psi-int-bois.png'])(
  '%s is a French 404 envelope',
  async (file) => {
    const { response, bytes } = await download(`/media/download/${file}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(bytes.toString())).toEqual({ success: false, message: "Ce fichier n'existe pas.", error: null });
  },
);

describe("a result's junction drawing", () => {
  const DETERMINED: [string, string][] = [
    ['plancher', 'int'],
    ['mur', 'banche'],
    ['isolation', 'iti'],
    ['isolantMur', '140'],
    ['dalle', 'pleine'],
    ['epaisseur', '23'],
    ['gamme', 'hp'],
  ];

  test('is a vector section that runs nothing, with the boundary conditions it assumes', async () => {
    const filtersValue = await answersOf(api, 'rup', DETERMINED);
    const { history } = expectOk(
      await api.call(mainHistoryCreate, { token: device, body: { filtersValue, dataType: 'rup' } }),
    ).datas;
    const drawing = history.psiValue!.drawing!;
    expect(drawing.url).toBe(`/media/download/coupe-${history.psiValue!.id}.svg`);
    expect(drawing.conditions).toEqual([
      { label: 'Type de plancher', value: 'Plancher intermédiaire' },
      { label: 'Plancher porteur', value: 'Dalle pleine, 23 cm' },
      { label: 'Mur', value: 'Béton banché, 20 cm, λ 2,30 W/(m·K)' },
      { label: 'Isolant du mur', value: 'ITI, 140 mm, λ 0,032 W/(m·K)' },
    ]);
    const { response, bytes } = await download(drawing.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = bytes.toString();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 600"/);
    expect(svg).toContain(`<title>Coupe de la liaison plancher / mur avec ${history.rupteur!.name}</title>`);
    expect(svg).toContain('Plancher 23 cm');
    expect(svg).toContain('Isolant 140 mm, λ 0,032');
    expect(svg).not.toMatch(/<script|on\w+=|href=/i);
  });

  test('an unknown configuration has no drawing', async () => {
    expect((await download('/media/download/coupe-999999.svg')).response.status).toBe(404);
  });
});
