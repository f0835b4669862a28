import { CHOICE_FIELDS_CSS } from '../../src/ui/form/choice-fields';

export const REGISTER_CSS = `${CHOICE_FIELDS_CSS}
.oss-register { max-width: 44rem; }
.oss-register__title { margin: 0 0 .75em; font-size: 1.25em; line-height: 1.3; font-weight: 700; }
.oss-register__title:focus { outline: none; }
.oss-register__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-register__progress { margin: 0 0 1em; }
.oss-register__step { margin: 0 0 .35em; font-weight: 600; color: var(--_muted); }
.oss-register__bar { height: .4em; border-radius: 999px; background: var(--_line); overflow: hidden; }
.oss-register__bar > span { display: block; height: 100%; background: var(--_primary); transition: width 250ms ease-out; }
.oss-register__grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: 0 1rem; }
@media (prefers-reduced-motion: reduce) { .oss-register__bar > span { transition: none; } }
`;
