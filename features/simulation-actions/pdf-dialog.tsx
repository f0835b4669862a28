import { useState } from 'react';
import { Button } from '@/src/ui/button';
import { Dialog } from '@/src/ui/dialog';
import { report } from '@/src/ui/form/submit';
import { openOverlay } from '@/src/ui/overlays/overlays';
import { reportWindow } from '@/src/ui/report-window';
import { pdfFlow, type SimulationCalls } from './flows';
import { SIMULATION_ACTIONS_MESSAGES as M } from './messages';

/**
 * The PDF popin (§2): 'Télécharger le pdf ?' with 'Télécharger le pdf' and 'Fermer'. The link
 * opens in a new window and the popin closes; a failure says 'Une erreur est survenue' and the
 * button is offered again.
 */
export function openPdfDialog<S>(calls: SimulationCalls<S>): void {
  openOverlay((close) => <PdfDialog calls={calls} onClose={close} />, 'simulation-pdf');
}

function PdfDialog<S>({ calls, onClose }: { calls: SimulationCalls<S>; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    // Opened now, while the click still allows it; the link comes after (src/ui/report-window).
    const pending = reportWindow.reserve();
    const outcome = await pdfFlow(calls, (url) => pending.show(url));
    report(outcome);
    if (outcome.kind === 'done') return onClose();
    pending.cancel();
    setBusy(false);
  };
  return (
    <Dialog title={M.pdfTitle} onClose={onClose} dismissible={!busy}>
      <p className="oss-text">{M.pdfText}</p>
      <div className="oss-actions">
        <Button onClick={download} busy={busy} busyLabel={M.pleaseWait} autoFocus>
          {M.pdfDownload}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {M.close}
        </Button>
      </div>
    </Dialog>
  );
}
