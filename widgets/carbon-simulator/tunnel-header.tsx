import { CARBON_MESSAGES as M } from './messages';

export interface TunnelHeaderProps {
  /** 1, 2, or 3 for the results. */
  step: number;
  /** The partner-logo variant (the partner keyword in the host, §1). */
  partner: boolean;
  onExit(): void;
}

/**
 * The tunnel's header (§2.2): its logo, the progress through the three steps, and the exit icon.
 * The logo and the icon both open the exit dialog, so neither leaves a half-filled tunnel by
 * accident. The current step is `aria-current="step"`.
 */
export function TunnelHeader({ step, partner, onExit }: TunnelHeaderProps) {
  return (
    <header className="oss-tunnel-head">
      <button
        type="button"
        className="oss-tunnel-head__logo"
        onClick={onExit}
        aria-label={`${logoName(partner)} — ${M.exit}`}
      >
        <Logo partner={partner} />
      </button>
      <ol className="oss-tunnel-progress" aria-label={M.progress}>
        {M.steps.map((label, index) => (
          <li
            key={label}
            className={`oss-tunnel-progress__step${index + 1 === step ? ' is-current' : ''}${index + 1 < step ? ' is-done' : ''}`}
            aria-current={index + 1 === step ? 'step' : undefined}
          >
            <span className="oss-tunnel-progress__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="oss-tunnel-progress__label">{label}</span>
          </li>
        ))}
      </ol>
      <button type="button" className="oss-tunnel-head__exit" onClick={onExit} aria-label={M.exit} title={M.exit}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </header>
  );
}

const logoName = (partner: boolean) => (partner ? M.partnerLogo : M.homeLogo);

/** The site's mark, or the partner's beside it: drawn inline, nothing more to download. */
function Logo({ partner }: { partner: boolean }) {
  return (
    <svg
      className="oss-tunnel-logo"
      viewBox={partner ? '0 0 200 40' : '0 0 130 40'}
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="18" cy="20" r="15" fill="var(--_primary)" />
      <text x="18" y="25" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff">
        CO₂
      </text>
      <text x="40" y="18" fontSize="12" fontWeight="700" fill="currentColor">
        Carbone
      </text>
      <text x="40" y="32" fontSize="12" fill="currentColor">
        Bâtiment
      </text>
      {partner && (
        <g data-logo="partner">
          <line x1="104" y1="6" x2="104" y2="34" stroke="currentColor" strokeWidth="1" />
          <rect x="112" y="8" width="84" height="24" rx="4" fill="#1d4d3a" />
          <text x="154" y="25" textAnchor="middle" fontSize="11" fontWeight="700" fill="#fff">
            PARTENAIRE
          </text>
        </g>
      )}
    </svg>
  );
}
