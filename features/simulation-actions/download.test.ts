import type { ApiClient, DownloadReply } from '@/src/api/client';
import { defineDownload } from '@/src/contracts';
import { downloadFile } from './download';

/** A file downloaded and saved, or its failure said, never thrown (floor-and-carbon-tools §8). */

const RECAP = defineDownload({
  name: 'downloadRecap',
  path: '/api/recap/{id}/',
  auth: 'user',
  contentType: 'application/pdf',
});
const api = (reply: () => Promise<DownloadReply>) => ({ download: jest.fn(reply) }) as unknown as ApiClient;
const pdf = new Blob(['%PDF'], { type: 'application/pdf' });

test('saves the file under its name, busy while it comes', async () => {
  const save = jest.fn();
  const busy = jest.fn();
  const ok = await downloadFile({
    api: api(async () => ({ ok: true, status: 200, blob: pdf, filename: 'Récapitulatif.pdf' })),
    file: RECAP,
    options: { params: { id: 3 } },
    save,
    busy,
  });
  expect(ok).toBe(true);
  expect(save).toHaveBeenCalledWith(pdf, 'Récapitulatif.pdf');
  expect(busy.mock.calls).toEqual([[true], [false]]);
});

test('a refusal or an error is only logged by default, and the busy state ends', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const save = jest.fn();
  const busy = jest.fn();
  const refused = api(
    async () => ({ ok: false, status: 403, message: 'Connexion requise', error: null }) as DownloadReply,
  );
  await expect(downloadFile({ api: refused, file: RECAP, save, busy })).resolves.toBe(false);
  expect(error).toHaveBeenCalledWith(expect.stringContaining('downloadRecap'), 'Connexion requise');
  const broken = api(async () => Promise.reject(new Error('réseau')));
  await expect(downloadFile({ api: broken, file: RECAP, save, busy })).resolves.toBe(false);
  expect(error).toHaveBeenLastCalledWith(expect.stringContaining('downloadRecap'), expect.any(Error));
  expect(save).not.toHaveBeenCalled();
  expect(busy.mock.calls).toEqual([[true], [false], [true], [false]]);
  error.mockRestore();
});

test('a tool may say the failure itself', async () => {
  const failed = jest.fn();
  const broken = api(async () => Promise.reject(new Error('réseau')));
  await downloadFile({ api: broken, file: RECAP, save: jest.fn(), failed });
  expect(failed).toHaveBeenCalledWith(expect.any(Error));
});
