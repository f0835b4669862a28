import { adoptStylesheet } from '../styles/adopt-stylesheet';
import { FIELD_CSS } from './field.css';

/**
 * A ref callback for the root element of anything that uses the field classes (`oss-field`,
 * `oss-label`, `oss-input`, `oss-check`): adopts {@link FIELD_CSS} in the shadow root it renders
 * in, once, at commit, before the first paint. Apart from field.css.ts so that the base sheet,
 * which imports the notes' rules from there, does not bring this code into every page.
 */
export function fieldStyles(node: Element | null): void {
  if (node) adoptStylesheet(node, 'field', FIELD_CSS);
}
