/** The Skeleton's rules, adopted by the shadow root it shows in: a header page never shows one. */
export const SKELETON_CSS = `
.oss-skeleton { display: block; height: 1em; margin: .5em 0; border-radius: 4px; background: linear-gradient(90deg, #e4e7eb 25%, #f5f7fa 50%, #e4e7eb 75%); background-size: 200% 100%; animation: oss-shimmer 1.2s infinite; }
@keyframes oss-shimmer { to { background-position: -200% 0; } }
`;
