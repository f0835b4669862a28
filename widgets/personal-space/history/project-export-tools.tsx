import { useState } from 'react';
import { PROJECT_MESSAGES as M } from '@/features/thermal-project/messages';
import type { MainHistory } from '@/src/contracts/history/main';
import { Button } from '@/src/ui/button';
import { notify } from '@/src/ui/overlays/overlays';

/**
 * 'Exporter le projet' above the history (beyond the spec): the saved thermal simulations with
 * lengths ('Mon projet' on their result), as CSV or JSON. The export's code comes when pressed.
 */
export function ProjectExportTools({ histories }: { histories: readonly MainHistory[] }) {
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null);
  const exportAs = async (extension: 'csv' | 'json') => {
    setBusy(extension);
    try {
      const { downloadProject, projectJunctions } = await import('@/features/thermal-project/project-export');
      const junctions = projectJunctions(histories);
      if (junctions.length === 0) notify('info', M.noJunction);
      else downloadProject(junctions, extension, M.title);
    } catch {
      notify('error', M.exportFailed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="oss-history__tools">
      <p className="oss-history__meta">{M.exportHint}</p>
      <div className="oss-actions">
        <Button variant="secondary" busy={busy === 'csv'} onClick={() => void exportAs('csv')}>
          {M.exportProjectCsv}
        </Button>
        <Button variant="secondary" busy={busy === 'json'} onClick={() => void exportAs('json')}>
          {M.exportProjectJson}
        </Button>
      </div>
    </div>
  );
}
