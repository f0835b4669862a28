import { WIZARD_CSS } from '@/features/wizard/wizard.css';
import { CHOICE_FIELDS_CSS } from '@/src/ui/form/choice-fields';

export const REGISTER_CSS = `${CHOICE_FIELDS_CSS}${WIZARD_CSS}
.oss-register { max-width: 44rem; }
.oss-register__title { margin: 0 0 .75em; font-size: 1.25em; line-height: 1.3; font-weight: 700; }
.oss-register__title:focus { outline: none; }
.oss-register__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-register__grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr)); gap: 0 1rem; }
`;
