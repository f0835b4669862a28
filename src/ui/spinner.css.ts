/** The Spinner's and the Skeleton's rules (a busy Button shows the spinner too), in the shared stylesheet. */
export const SPINNER_CSS = `
.oss-spinner { display: inline-block; width: 1.25em; height: 1.25em; border: 3px solid currentColor; border-right-color: transparent; border-radius: 50%; animation: oss-spin .8s linear infinite; vertical-align: middle; }
@keyframes oss-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .oss-spinner { animation-duration: 2.4s; } }
.oss-skeleton { display: block; height: 1em; margin: .5em 0; border-radius: 4px; background: linear-gradient(90deg, #e4e7eb 25%, #f5f7fa 50%, #e4e7eb 75%); background-size: 200% 100%; animation: oss-shimmer 1.2s infinite; }
@keyframes oss-shimmer { to { background-position: -200% 0; } }
`;
