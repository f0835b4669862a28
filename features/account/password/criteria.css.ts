/**
 * The password criteria checklist's rules, adopted by its shadow root when the checklist first
 * shows (registration, reset, profile): not in the base sheet every island and the header carry.
 */
export const CRITERIA_CSS = `
.oss-criteria { margin: 0 0 1em; font-size: .95em; }
.oss-criteria__title { margin: 0 0 .25em; font-weight: 600; }
.oss-criteria__list { list-style: none; margin: 0; padding: 0; display: grid; gap: .15em; }
.oss-criteria__ok { color: var(--_success); }
.oss-criteria__ko { color: var(--_danger); }
`;
