/** The questionnaire's styles (the result page adopts its own, in its chunk). */
export const THERMAL_BREAK_CSS = `
.oss-quiz { display: grid; gap: 1rem; transition: opacity 250ms ease-out; }
.oss-quiz--leaving { opacity: 0; }
.oss-quiz__bar { height: .5em; border-radius: 999px; background: var(--_line); overflow: hidden; }
.oss-quiz__bar > span { display: block; height: 100%; background: var(--_primary); transition: width 250ms ease-out; }
.oss-quiz__recap { border-bottom: 1px solid var(--_line); padding-bottom: .5rem; }
.oss-quiz__answers { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem; }
.oss-quiz__answer { display: grid; text-align: start; gap: .1em; min-height: 44px; padding: .4em .75em; font: inherit;
  color: var(--_ink); background: var(--_surface); border: 1px solid var(--_line); border-radius: var(--_radius); cursor: pointer; }
.oss-quiz__answer:hover:not(:disabled) { border-color: var(--_primary); }
.oss-quiz__answer:disabled { cursor: default; opacity: .7; }
.oss-quiz__answer-question { font-size: .85em; color: var(--_muted); }
.oss-quiz__answer-value { font-weight: 600; }
.oss-quiz__answer--auto { margin: 0; cursor: default; border-style: dashed; }
.oss-quiz__answer-auto { font-size: .8em; color: var(--_muted); font-style: italic; }
.oss-quiz__title { margin: 0 0 .5em; font-size: 1.5em; line-height: 1.25; }
.oss-quiz__title:focus { outline: none; }
.oss-quiz__title:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
.oss-quiz__hint { margin: -.25em 0 1em; color: var(--_muted); }
/* The illustration's box is reserved before it loads (4:3, the data set's pictures): answers
   that moved down under the pointer once it arrived took the click on the picture instead. */
.oss-quiz__image { display: block; width: auto; max-width: 100%; height: 220px; aspect-ratio: 4 / 3; object-fit: contain;
  object-position: left center; margin: 0 0 1em; border-radius: var(--_radius); }
.oss-quiz__choices { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr)); }
.oss-quiz__choice { display: grid; gap: .25em; width: 100%; height: 100%; min-height: 56px; padding: .85em 1em; text-align: start;
  font: inherit; color: var(--_ink); background: var(--_surface); border: 2px solid var(--_line); border-radius: var(--_radius);
  cursor: pointer; overflow-wrap: anywhere; }
.oss-quiz__choice:hover { border-color: var(--_primary); }
.oss-quiz__choice-label { font-weight: 600; }
.oss-quiz__choice-detail { font-size: .9em; color: var(--_muted); }
.oss-quiz__final { display: grid; justify-items: center; gap: .5rem; padding: 2rem 1rem; text-align: center; }
.oss-quiz__final-text { margin: 0; font-size: 1.25em; font-weight: 600; }
.oss-quiz__failed .oss-error { margin: 0 0 .5em; font-size: 1em; }
@media (prefers-reduced-motion: reduce) {
  .oss-quiz, .oss-quiz__bar > span { transition: none; }
  .oss-quiz .oss-fade-in { animation: none; }
}
`;
