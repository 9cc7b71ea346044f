import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { useEffect, useLayoutEffect } from 'react';
import { useDomEvent } from '../../core/hooks/use-dom-event.ts';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

/**
 * An element whose render fails keeps only its server markup: whatever its hooks attached to the page before
 * the failure must be gone, or the page half-works (listeners that block or throw on every event).
 */
const heard: string[] = [];

interface ListenerProps extends HostProps {
  failIn?: string;
}

function Listener({ host, failIn = '' }: ListenerProps) {
  useDomEvent(document, 'keydown', () => heard.push('useDomEvent'));
  useEffect(() => {
    const listener = (): number => heard.push('effect');
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  useLayoutEffect(() => {
    const listener = (): number => heard.push('layout effect');
    host.addEventListener('keydown', listener);
    return () => host.removeEventListener('keydown', listener);
  }, [host]);
  useLayoutEffect(() => {
    if (failIn === 'layout-effect') throw new Error('failed in a layout effect');
  }, [failIn]);
  if (failIn === 'render') throw new Error('failed in render');
  return null;
}

defineElement('test-error-listener', Listener, { failIn: 'string' });

async function failing(html: string): Promise<ShopElement> {
  const originalError = console.error;
  console.error = () => {};
  try {
    const wrapper = document.createElement('div');
    wrapper.innerHTML = html;
    const element = wrapper.firstElementChild as ShopElement;
    document.body.append(wrapper);
    await waitUntil(() => element.getAttribute('data-state') === 'error', 'the element failed');
    await element.updateComplete;
    return element;
  } finally {
    console.error = originalError;
  }
}

const press = (target: EventTarget): void => void target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'a' }));

describe('the runtime after an element failed', () => {
  beforeEach(() => {
    heard.length = 0;
  });

  it('leaves no listener behind when a layout effect fails as the element starts', async () => {
    const element = await failing('<test-error-listener fail-in="layout-effect"><p>Server markup</p></test-error-listener>');
    expect(element).to.have.attribute('data-state', 'error');
    press(element);
    expect(heard).to.deep.equal([]);
    element.parentElement!.remove();
  });

  it('removes the listeners of a running element whose next render fails', async () => {
    const element = await mount<ShopElement>('<test-error-listener><p>Server markup</p></test-error-listener>');
    press(element);
    expect(heard).to.have.members(['useDomEvent', 'effect', 'layout effect']);
    heard.length = 0;
    const originalError = console.error;
    console.error = () => {};
    try {
      element.setAttribute('fail-in', 'render');
      await waitUntil(() => element.getAttribute('data-state') === 'error', 'the element failed');
      await element.updateComplete;
    } finally {
      console.error = originalError;
    }
    press(element);
    expect(heard).to.deep.equal([]);
    expect(element.querySelector('p')).to.have.text('Server markup');
  });
});
