interface Watch {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  thresholds: number[];
  targets: Set<Element>;
}

/**
 * Replaces IntersectionObserver until `restore()`: nothing is ever reported by itself, and `show(target, ratio)`
 * reports that share of `target` in view to every observer watching it, so a test says exactly what scrolled in.
 */
export function fakeIntersections(): {
  show(target: Element, ratio?: number): void;
  thresholdsOf(target: Element): number[][];
  restore(): void;
} {
  const watches = new Set<Watch>();
  const original = window.IntersectionObserver;
  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: number[];
    private readonly watch: Watch;
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.thresholds = [options.threshold ?? 0].flat();
      this.watch = { callback, observer: this as unknown as IntersectionObserver, thresholds: this.thresholds, targets: new Set() };
      watches.add(this.watch);
    }
    observe(target: Element): void {
      this.watch.targets.add(target);
    }
    unobserve(target: Element): void {
      this.watch.targets.delete(target);
    }
    disconnect(): void {
      this.watch.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    show(target, ratio = 1) {
      const box = target.getBoundingClientRect();
      const entry = {
        target,
        intersectionRatio: ratio,
        isIntersecting: ratio > 0,
        boundingClientRect: box,
        intersectionRect: box,
        rootBounds: null,
        time: performance.now(),
      };
      for (const watch of [...watches]) if (watch.targets.has(target)) watch.callback([entry as IntersectionObserverEntry], watch.observer);
    },
    thresholdsOf: (target) => [...watches].filter((watch) => watch.targets.has(target)).map((watch) => watch.thresholds),
    restore() {
      window.IntersectionObserver = original;
    },
  };
}
