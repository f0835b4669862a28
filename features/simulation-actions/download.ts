import type { ApiClient, DownloadOptions } from '@/src/api/client';
import type { Download } from '@/src/contracts';

export interface DownloadRequest {
  api: ApiClient;
  file: Download;
  options?: DownloadOptions;
  /** Hands the file to the browser (src/ui/save-file; tests replace it). */
  save(blob: Blob, filename: string): void;
  /** Marks the button busy while the file comes (true), then free again (false). */
  busy?(busy: boolean): void;
  /**
   * Says a failure, with the server's reason or the error. Floor and carbon files only log it
   * (floor-and-carbon-tools §8 'Failed file downloads: only logged to the console'), the default.
   */
  failed?(reason: unknown): void;
}

const logFailure = (file: Download) => (reason: unknown) => console.error(`[ossature] ${file.name} failed:`, reason);

/**
 * Downloads a file (a PDF recap, the zip of all documents) and saves it under the server's name.
 * Never throws: a refusal or an unreachable server is said through `failed`, and nothing of the
 * page (what the visitor typed, the results shown) is touched. Resolves to whether it was saved.
 */
export async function downloadFile(request: DownloadRequest): Promise<boolean> {
  const { api, file, options, busy } = request;
  const failed = request.failed ?? logFailure(file);
  busy?.(true);
  try {
    const reply = await api.download(file, options);
    if (reply.ok) request.save(reply.blob, reply.filename);
    else failed(reply.message);
    return reply.ok;
  } catch (error) {
    failed(error);
    return false;
  } finally {
    busy?.(false);
  }
}
