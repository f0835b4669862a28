/*
 * Below 22em: side by side, the two buttons need about 21em with a theme's margins, and a theme
 * that sizes its widget area to its content does not let them wrap. That width is measured in the
 * visitor's own text size (an em in a media query is the browser's default font size); below it
 * they stack, and labels wrap within the screen less a theme's usual margins. Below 600px the
 * greeting goes above its link: side by side they are wider than the screen when the theme sizes
 * its widget area to its content. (Comments stay out of the stylesheet: it ships as written.)
 */
export const HEADER_CSS = `
.oss-header { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: .5em; min-height: 44px; }
.oss-header__welcome { font-weight: 600; }
.oss-header__menu { position: relative; }
.oss-header__panel {
  position: absolute; right: 0; top: calc(100% + .5em); z-index: 1; min-width: min(16rem, calc(100vw - 1rem));
  width: max-content; max-width: calc(100vw - 1rem); box-sizing: border-box; padding: 1rem;
  background: var(--_surface); color: var(--_ink); border: 1px solid var(--_line); border-radius: var(--_radius);
  box-shadow: 0 10px 30px rgba(15, 23, 42, .2); display: grid; gap: .5em; overflow-y: auto;
}
.oss-header__panel .oss-btn { white-space: normal; text-align: center; }
.oss-header__name { font-weight: 700; margin: 0; }
.oss-header__email { color: var(--_muted); margin: 0 0 .5em; overflow-wrap: anywhere; }
.oss-header__placeholder { display: inline-block; width: 12em; height: 44px; }
@media (max-width: 600px) {
  .oss-header--greeting { flex-direction: column; align-items: flex-start; }
}
@media (max-width: 22em) {
  .oss-header { flex-direction: column; align-items: stretch; max-width: calc(100vw - 3rem); }
  .oss-header .oss-btn { white-space: normal; }
}
`;
