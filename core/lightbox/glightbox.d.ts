// glightbox's stylesheet, imported as text (esbuild's `with { type: 'text' }`) and injected on first opening.
declare module 'glightbox/dist/css/glightbox.min.css' {
  const css: string;
  export default css;
}
