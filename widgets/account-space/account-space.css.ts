export const ACCOUNT_SPACE_CSS = `
.oss-account { display: grid; gap: 1.25rem; }
.oss-view__title { margin: 0 0 .5em; font-size: 1.5em; line-height: 1.25; }
.oss-account__cards { display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); }
.oss-account__card { display: grid; gap: .5rem; align-content: start; padding: 1.25rem; border: 1px solid var(--_line);
  border-radius: calc(var(--_radius) * 1.5); background: var(--_surface); }
.oss-account__card-title { margin: 0; font-size: 1.15em; }
.oss-account__card p { margin: 0 0 .5em; }
.oss-account__links { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
.oss-account__section { display: grid; gap: .25rem; padding: 1.25rem 0; border-top: 1px solid var(--_line); }
.oss-account__section-title { margin: 0 0 .5em; font-size: 1.2em; }
.oss-account__grid { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); }
.oss-account__credential { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin: 0 0 1em; }
.oss-account__credential .oss-field { flex: 1 1 14rem; margin: 0; }
.oss-account__credential .oss-input[readonly] { cursor: pointer; background: transparent; }
.oss-select { appearance: auto; }
.oss-account__logged-out { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; }
.oss-account__logged-out p { margin: 0; }
`;
