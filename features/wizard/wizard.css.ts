/** The progress above a wizard's step: 'Étape 1 sur 2' and a bar. */
export const WIZARD_CSS = `
.oss-wizard__progress { margin: 0 0 1em; }
.oss-wizard__step { margin: 0 0 .35em; font-weight: 600; color: var(--_muted); }
.oss-wizard__bar { height: .4em; border-radius: 999px; background: var(--_line); overflow: hidden; }
.oss-wizard__bar > span { display: block; height: 100%; background: var(--_primary); transition: width 250ms ease-out; }
@media (prefers-reduced-motion: reduce) { .oss-wizard__bar > span { transition: none; } }
`;
