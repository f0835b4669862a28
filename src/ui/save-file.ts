/**
 * Saves a file from the browser: an object URL and an `<a download>` clicked, then the URL revoked
 * once the browser has taken the file (at once, Firefox may not have). The one way islands hand
 * a file over (the psi library's CSV, the floor configurator's downloads); tests replace `save`.
 */
export const fileSaver = {
  save(blob: Blob, name: string): void {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  },
};

/**
 * @example
 * const reply = await rt.api.download(downloadSolutionFiles, { params: { slug } });
 * if (reply.ok) saveFile(reply.blob, reply.filename);
 */
export function saveFile(blob: Blob, name: string): void {
  fileSaver.save(blob, name);
}
