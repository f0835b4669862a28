/** A stylesheet imported as text (rollup's inline-css plugin; a stub under Jest). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
