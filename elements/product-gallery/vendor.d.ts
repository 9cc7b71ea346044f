// Type shims for the gallery's third-party modules that ship without declarations.
declare module 'glider-js' {
  interface GliderOptions {
    slidesToShow?: number;
    slidesToScroll?: number;
    draggable?: boolean;
    rewind?: boolean;
    duration?: number;
    scrollLock?: boolean;
    arrows?: { prev: Element | string; next: Element | string };
  }
  class Glider {
    constructor(element: HTMLElement, options?: GliderOptions);
    slide: number;
    track: HTMLElement;
    resize: () => void;
    scrollItem(slide: number | 'prev' | 'next', dot?: boolean): void;
    refresh(paging?: boolean): void;
    event(element: EventTarget, type: 'add' | 'remove', handlers: Record<string, EventListener>): void;
  }
  export default Glider;
}

declare module 'drift-zoom' {
  interface DriftOptions {
    paneContainer?: HTMLElement;
    inlinePane?: boolean | number;
    sourceAttribute?: string;
    handleTouch?: boolean;
    touchDelay?: number;
    hoverDelay?: number;
    zoomFactor?: number;
    injectBaseStyles?: boolean;
    namespace?: string;
    onShow?: () => void;
    [option: string]: unknown;
  }
  export default class Drift {
    constructor(trigger: HTMLElement, options?: DriftOptions);
    destroy(): void;
  }
}
