import { expect } from '@open-wc/testing';
import r2wc from '@r2wc/core';
import { createRoot } from 'react-dom/client';
import * as scheduler from 'scheduler';
import { R2WC_CONNECTED, R2WC_PROPS, R2WC_RENDER, reactMarksOf, type R2wcInternals } from '../../core/runtime/framework-internals.ts';
import { sharedRootRenderer } from '../../core/runtime/shared-root.tsx';

// Each private detail core/runtime/framework-internals.ts relies on, checked against the installed React, scheduler
// and r2wc: after an upgrade, the failing test names the assumption that no longer holds.

const onReact = process.env.SHOP_BUILD !== 'lean';

/** Creates a root on a fresh container, noting the event types the renderer listens to on it. */
function rootContainer(marked?: string): { container: HTMLElement; types: Set<string>; unmount: () => void } {
  const container = document.createElement('div');
  document.body.append(container);
  if (marked) (container as unknown as Record<string, unknown>)[marked] = true;
  const types = new Set<string>();
  const listen = container.addEventListener;
  container.addEventListener = function (this: HTMLElement, type: string, ...rest: [EventListenerOrEventListenerObject, unknown?]) {
    types.add(type);
    listen.call(this, type, ...(rest as [EventListenerOrEventListenerObject]));
  };
  const root = createRoot(container);
  delete (container as Partial<HTMLElement>).addEventListener;
  return { container, types, unmount: () => (root.unmount(), container.remove()) };
}

// The lean build's Preact sets none of these; its own test is below.
if (onReact) {
  describe('React internals (deferred-listening.ts)', () => {
    it('marks a root container with a `_reactListening…` key and a `__reactContainer…` key', () => {
      const { container, unmount } = rootContainer();
      const marks = reactMarksOf(container);
      unmount();
      expect(marks, "React no longer marks a root's container with _reactListening…/__reactContainer… keys").to.not.equal(undefined);
    });

    it('adds its event listeners to a container as it creates a root there', () => {
      const { types, unmount } = rootContainer();
      unmount();
      expect([...types], "React no longer listens on a root's container at createRoot").to.include.members(['click', 'focusin', 'keydown']);
    });

    it('adds none to a container that already carries the listening mark', () => {
      const { container, unmount } = rootContainer();
      const { listening } = reactMarksOf(container)!;
      unmount();
      const marked = rootContainer(listening);
      marked.unmount();
      expect(
        [...marked.types],
        'React no longer skips a container marked as listening: deferring its listeners would double them',
      ).to.deep.equal([]);
    });
  });
}

describe('React marks and the renderer', () => {
  it(onReact ? 'finds the marks on React' : "finds none on the lean build's Preact, so every host listens at mount", () => {
    const { container, unmount } = rootContainer();
    const marks = reactMarksOf(container);
    unmount();
    expect(marks === undefined, 'React marks found exactly when the renderer is React').to.equal(!onReact);
  });
});

describe('r2wc internals (define-element.ts)', () => {
  const Probe = ({ label = '' }: { label?: string }) => <output>{label}</output>;
  const Element = r2wc(Probe, { props: { label: 'string' } }, sharedRootRenderer) as unknown as new () => HTMLElement & R2wcInternals;
  customElements.define('test-r2wc-internals', Element);

  it("keeps an element's props under Symbol.for('r2wc.props'), read from its attributes", () => {
    const element = document.createElement('test-r2wc-internals') as HTMLElement & R2wcInternals;
    element.setAttribute('label', 'hello');
    expect(element[R2WC_PROPS], "r2wc no longer keeps props under Symbol.for('r2wc.props')").to.deep.include({ label: 'hello' });
  });

  it("renders through Symbol.for('r2wc.render') and tracks Symbol.for('r2wc.connected')", () => {
    const element = document.createElement('test-r2wc-internals') as HTMLElement & R2wcInternals;
    expect(typeof element[R2WC_RENDER], "r2wc no longer renders through Symbol.for('r2wc.render')").to.equal('function');
    expect(typeof element[R2WC_CONNECTED], "r2wc no longer tracks Symbol.for('r2wc.connected')").to.equal('boolean');
  });
});

describe("scheduler's internals (shared-root.tsx)", () => {
  it('exports unstable_forceFrameRate, which sizes the slices of a transition render', () => {
    expect(typeof scheduler.unstable_forceFrameRate, 'scheduler no longer exports unstable_forceFrameRate').to.equal('function');
  });
});
