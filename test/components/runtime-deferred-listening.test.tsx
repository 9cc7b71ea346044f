import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';
import { useMountPoint } from '../../core/hooks/use-mount-point.ts';
import { mount } from '../support/mount.ts';
import { waitUntil } from '../support/wait-until.ts';

// The shared root makes React listen on an element's host (and on a mount point beside server markup) only once
// an event comes its way (core/runtime/deferred-listening.ts). Whatever the first event is, and however it is
// dispatched, the element's handlers must see it.

function Handlers() {
  const [seen, setSeen] = useState<string[]>([]);
  const saw = (what: string) => () => setSeen((list) => [...list, what]);
  return (
    <form data-form onSubmit={(event) => (event.preventDefault(), saw('submit')())}>
      <button type="button" data-button onClick={saw('click')} onFocus={saw('focus')} onMouseEnter={saw('enter')}>
        press
      </button>
      <input data-input defaultValue="" onChange={saw('change')} />
      <output data-seen>{seen.join(' ')}</output>
    </form>
  );
}

defineElement('test-handlers', Handlers, {});

/** Renders next to its server markup, as elements that keep the server's link or form do. */
function BesideMarkup({ host }: HostProps) {
  const [clicks, setClicks] = useState(0);
  const point = useMountPoint(host.querySelector('a'), 'afterend', 'test-beside');
  return point
    ? createPortal(
        <button type="button" data-beside onClick={() => setClicks(clicks + 1)}>
          {clicks}
        </button>,
        point,
      )
    : null;
}

defineElement('test-beside-markup', BesideMarkup, {});

const seen = (element: Element) => element.querySelector('[data-seen]')!.textContent;

/** Counts `addEventListener` calls on each target while `run` runs. */
async function countListeners(run: () => Promise<unknown>): Promise<Map<EventTarget, number>> {
  const added = new Map<EventTarget, number>();
  const original = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
    added.set(this, (added.get(this) ?? 0) + 1);
    original.apply(this, args);
  };
  try {
    await run();
  } finally {
    EventTarget.prototype.addEventListener = original;
  }
  return added;
}

describe('event listening on demand', () => {
  afterEach(() => resetMouse());

  it('adds no listener to a host or a mount point as the element upgrades', async () => {
    let elements: ShopElement[] = [];
    const added = await countListeners(async () => {
      elements = await Promise.all(
        Array.from({ length: 10 }, () => mount('<test-beside-markup><a href="#server">link</a></test-beside-markup>')),
      );
      await waitUntil(() => elements.every((element) => element.querySelector('[data-beside]')), 'every element rendered');
    });
    for (const element of elements) {
      expect(added.get(element) ?? 0, 'listeners on the host').to.equal(0);
      expect(added.get(element.querySelector('.test-beside')!) ?? 0, 'listeners on the mount point').to.equal(0);
    }
  });

  it('runs the handlers of an element on its first click, in a mount point beside server markup too', async () => {
    const handlers = await mount('<test-handlers></test-handlers>');
    handlers.querySelector<HTMLButtonElement>('[data-button]')!.click();
    await waitUntil(() => seen(handlers) === 'click', 'the first click reached onClick');

    const beside = await mount('<test-beside-markup><a href="#server">link</a></test-beside-markup>');
    await waitUntil(() => beside.querySelector('[data-beside]'), 'rendered beside the link');
    beside.querySelector<HTMLButtonElement>('[data-beside]')!.click();
    await waitUntil(() => beside.querySelector('[data-beside]')!.textContent === '1', 'the first click reached onClick');
  });

  it('sees a focus moved in by a script', async () => {
    const focused = await mount('<test-handlers></test-handlers>');
    focused.querySelector<HTMLButtonElement>('[data-button]')!.focus();
    await waitUntil(() => seen(focused) === 'focus', 'onFocus');
  });

  it('sees a hover', async () => {
    const hovered = await mount('<test-handlers></test-handlers>');
    const { left, top } = hovered.querySelector('[data-button]')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.ceil(left) + 2, Math.ceil(top) + 2] });
    await waitUntil(() => seen(hovered) === 'enter', 'onMouseEnter');
  });

  it('sees an input changed by a script', async () => {
    const changed = await mount('<test-handlers></test-handlers>');
    const input = changed.querySelector<HTMLInputElement>('[data-input]')!;
    // As a script that fills the field does it: through the element's own setter, not React's tracked one.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'filled by a script');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await waitUntil(() => seen(changed) === 'change', 'onChange');
  });

  it('sees a form submitted by a script', async () => {
    const submitted = await mount('<test-handlers></test-handlers>');
    submitted.querySelector<HTMLFormElement>('[data-form]')!.requestSubmit();
    await waitUntil(() => seen(submitted) === 'submit', 'onSubmit');
  });

  it('runs a handler once per event after the first, however many events came before', async () => {
    const handlers = await mount('<test-handlers></test-handlers>');
    const button = handlers.querySelector<HTMLButtonElement>('[data-button]')!;
    button.click();
    button.click();
    button.click();
    await waitUntil(() => seen(handlers) === 'click click click', 'three clicks, each seen once');
  });
});
