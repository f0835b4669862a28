import type { MouseEvent } from 'react';
import { Button } from '@/src/ui/button';
import type { detailActions } from './detail-actions';
import { DETAIL_MESSAGES as M } from './detail-messages';

/**
 * The detail's header bar (§2.1): 'Page précédente', 'Revenir à la configuration' (a real link with
 * `?simulationId={id}`; in the page itself while the form is still here), then the save, download
 * and e-mail actions — icons with their names for screen readers and as tooltips — and, for the
 * visitor's own saved simulation, its deletion.
 */
export function DetailHeader({
  onBack,
  editHref,
  onEdit,
  actions,
  deletable,
}: {
  onBack(): void;
  editHref: string | null;
  onEdit: (() => void) | null;
  actions: ReturnType<typeof detailActions>;
  deletable: number | null;
}) {
  const edit = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onEdit || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onEdit();
  };
  return (
    <div className="oss-floor-bar">
      <Button variant="link" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {M.previousPage}
      </Button>
      {editHref && (
        <a className="oss-floor__link" href={editHref} onClick={edit}>
          {M.backToConfiguration}
        </a>
      )}
      <div className="oss-floor-bar__icons">
        <IconButton label={M.save} icon="save" onClick={actions.save} />
        <IconButton label={M.downloadRecap} icon="download" onClick={actions.recap} />
        <IconButton label={M.share} icon="mail" onClick={actions.share} />
        {deletable !== null && (
          <IconButton label={M.deleteSimulation} icon="delete" onClick={() => actions.remove(deletable)} />
        )}
      </div>
    </div>
  );
}

/** Inline icons (no icon font, no request), drawn with currentColor so the theme colours them. */
const ICONS = {
  save: 'M5 3h11l3 3v15H5zM8 3v6h8V3M8 21v-7h8v7',
  download: 'M12 3v12m-5-5 5 5 5-5M4 21h16',
  mail: 'M3 5h18v14H3zm0 0 9 8 9-8',
  delete: 'M4 7h16M9 7V4h6v3m-8 0 1 14h8l1-14',
};

function IconButton({ label, icon, onClick }: { label: string; icon: keyof typeof ICONS; onClick(): void }) {
  return (
    <button type="button" className="oss-floor-icon" aria-label={label} title={label} onClick={onClick}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
