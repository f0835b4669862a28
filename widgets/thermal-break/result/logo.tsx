import { RESULT_MESSAGES as M } from './messages';

/**
 * Shown where a product picture is missing or failed to load: a small inline drawing of a
 * floor slab meeting a wall with a break between them (no request, no theme asset needed).
 */
export function Logo() {
  return (
    <svg className="oss-tb-logo" viewBox="0 0 64 64" role="img" aria-label={M.logo} width="96" height="96">
      <rect x="2" y="2" width="60" height="60" rx="10" fill="currentColor" opacity=".12" />
      <rect x="14" y="10" width="10" height="44" rx="2" fill="currentColor" />
      <rect x="30" y="28" width="22" height="8" rx="2" fill="currentColor" />
      <rect x="25.5" y="26" width="3" height="12" rx="1" fill="currentColor" opacity=".55" />
    </svg>
  );
}
