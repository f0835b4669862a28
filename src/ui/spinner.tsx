import { UI_MESSAGES as M } from './messages';
import { SKELETON_CSS } from './skeleton.css';
import { adoptStylesheet } from './styles/adopt-stylesheet';

/** A spinner that screen readers announce once, politely. */
export function Spinner({ label = M.loading }: { label?: string }) {
  return (
    <span role="status" aria-live="polite">
      <span className="oss-spinner" aria-hidden="true" />
      <span className="oss-visually-hidden">{label}</span>
    </span>
  );
}

/** Grey lines standing in for content that is loading. */
export function Skeleton({ lines = 3, label = M.loading }: { lines?: number; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      ref={(node) => {
        if (node) adoptStylesheet(node, 'skeleton', SKELETON_CSS);
      }}
    >
      <span className="oss-visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="oss-skeleton" aria-hidden="true" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}
