import { expect, fixture } from '@open-wc/testing';
import { useLayoutEffect } from 'react';
import { waitUntil } from '../support/wait-until.ts';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';
import { afterNextPaint } from '../../core/dom/after-next-paint.ts';

/** Draws its links anew on upgrade, as an element whose render replaces the server's markup. */
function Redraw({ host }: HostProps) {
  useLayoutEffect(() => {
    for (const link of host.querySelectorAll('a')) link.replaceWith(link.cloneNode(true));
    host.dataset.redrawn = '';
  }, [host]);
  return null;
}

/** The server's markup of a tag not defined yet: the page before the element's code arrives. */
async function serverMarkup(tag: string): Promise<ShopElement> {
  const page = await fixture(
    `<div><${tag}><a href="/first">First</a> <a href="/second">Second</a></${tag}><button type="button">Outside</button></div>`,
  );
  return page.querySelector<ShopElement>(tag)!;
}

describe('an element upgrading under the focused control', () => {
  it('gives focus back to the control that took its place', async () => {
    const element = await serverMarkup('test-redraw-a');
    element.querySelector<HTMLAnchorElement>('a[href="/second"]')!.focus();
    const focused = document.activeElement;
    defineElement('test-redraw-a', Redraw, {});
    await waitUntil(() => 'redrawn' in element.dataset, 'redrawn');
    expect(focused!.isConnected, 'the focused link was replaced').to.equal(false);
    await waitUntil(() => document.activeElement instanceof HTMLAnchorElement, 'focus back on a link');
    expect(document.activeElement).to.equal(element.querySelector('a[href="/second"]'));
  });

  it('leaves focus where the shopper moved it meanwhile', async () => {
    const element = await serverMarkup('test-redraw-b');
    element.querySelector<HTMLAnchorElement>('a[href="/first"]')!.focus();
    defineElement('test-redraw-b', Redraw, {});
    const outside = document.querySelector<HTMLButtonElement>('button')!;
    outside.focus();
    await element.updateComplete;
    // As long as the upgrade's own wait for the redraw to be on screen, and one task more.
    await afterNextPaint();
    await afterNextPaint();
    expect(document.activeElement).to.equal(outside);
  });
});
