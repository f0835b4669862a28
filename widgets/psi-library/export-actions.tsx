import { useState } from 'react';
import { useRuntime } from '@/src/runtime/runtime-context';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';
import { reportWindow } from '@/src/ui/report-window';
import type { Catalogue } from './catalogue';
import type { Choices } from './choices';
import { askRapportUrl, type LibraryAnswer } from './library-calls';
import { PSI_LIBRARY_MESSAGES as M } from './messages';

/**
 * 'Exporter en CSV' (the values loaded, built in the browser) and 'Télécharger le PDF' (the
 * report of the committed choices: its link, then a new window, as the result page's PDF does;
 * a failure is the spec's 'Une erreur est survenue', §8).
 */
export function ExportActions(props: { catalogue: Catalogue; answer: LibraryAnswer; choices: Choices }) {
  const rt = useRuntime();
  const [busy, setBusy] = useState(false);
  const pdf = async () => {
    setBusy(true);
    // Opened now, while the click still allows it; the link comes after (src/ui/report-window).
    const pending = reportWindow.reserve();
    const asked = await askRapportUrl({ api: rt.api, apiBase: rt.config.apiBase }, props.choices, M.pdfFailed);
    setBusy(false);
    if (asked.ok) return pending.show(asked.value);
    pending.cancel();
    notify('error', M.pdfFailed);
  };
  return (
    <div className="oss-lib-export">
      <Button
        variant="secondary"
        // The CSV's code comes when first asked for: the library page stays within its budget.
        onClick={() => void import('./csv').then((m) => m.downloadCsv(props.catalogue, props.answer))}
      >
        {M.exportCsv}
      </Button>
      <Button variant="secondary" onClick={pdf} busy={busy} busyLabel={M.pdfWait}>
        {M.downloadPdf}
      </Button>
    </div>
  );
}
