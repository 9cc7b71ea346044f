/** One item of a lightbox: an image, a copy of an element of the page, or a video host's player page. */
export type LightboxItem =
  | { type: 'image'; src: string; alt: string; /** The caption, else the image title. */ title: string }
  | { type: 'inline'; content: HTMLElement; title: string; src?: undefined }
  | { type: 'video'; src: string; title: string };

export interface LightboxOptions {
  /** Size of inline and video slides (CSS lengths); glightbox's own (900 × 506 px) otherwise. */
  width?: string;
  height?: string;
  /** With a slideshow text, a gallery of images gets a slideshow toggle moving on every this many ms. */
  slideshowInterval?: number;
}
