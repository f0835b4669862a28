/** The Spinner's rules (a busy Button shows the spinner too), in the shared stylesheet. */
export const SPINNER_CSS = `
.oss-spinner { display: inline-block; width: 1.25em; height: 1.25em; border: 3px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: oss-spin .8s linear infinite; vertical-align: middle; }
@keyframes oss-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .oss-spinner { animation-duration: 2.4s; } }
`;
