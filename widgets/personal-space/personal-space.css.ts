export const PERSONAL_SPACE_CSS = `
.oss-space { display: grid; gap: 1rem; }
.oss-space__tabs { display: flex; flex-wrap: wrap; gap: .25rem; border-bottom: 1px solid var(--_line); }
.oss-space__tab { padding: .6em 1em; min-height: 44px; display: inline-flex; align-items: center; color: var(--_ink);
  text-decoration: none; border-bottom: 3px solid transparent; margin-bottom: -1px; font-weight: 600; }
.oss-space__tab[aria-current="page"] { border-bottom-color: var(--_primary); color: var(--_primary); }
.oss-view__title { margin: 0 0 .5em; font-size: 1.5em; line-height: 1.25; }
.oss-space__actions { display: flex; flex-wrap: wrap; gap: .75em; align-items: center; }
.oss-space__empty { padding: 1.5rem; border: 1px dashed var(--_line); border-radius: var(--_radius); color: var(--_muted); margin: 0 0 1em; }
`;
