import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/accordion/accordion.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { mount } from '../support/mount.ts';
import { animationsEnd } from '../support/animations.ts';
import { until } from '../support/fake-delays.ts';

const item = (title: string, body: string) => `<h3>${title}</h3><div><p>${body}</p></div>`;
const ACCORDION = (attributes = '', inner = '') => `<shop-accordion ${attributes}>
  ${item('Delivery', 'Two to four working days.')}
  ${item('Returns', 'Free within 30 days.')}
  <h3>Care</h3><div id="care-panel"><p>Wash cold.</p>${inner}</div>
</shop-accordion>`;

const buttons = (element: Element) => [...element.querySelectorAll<HTMLButtonElement>(':scope > h3 > .shop-accordion__button')];
const panels = (element: Element) =>
  buttons(element).map((button) => element.querySelector<HTMLElement>(`#${CSS.escape(button.getAttribute('aria-controls')!)}`)!);
const expanded = (element: Element) => buttons(element).map((button) => button.getAttribute('aria-expanded'));
const shown = (element: Element) => panels(element).map((panel) => !panel.hasAttribute('hidden'));

describe('<shop-accordion>', () => {
  afterEach(() => store.set(settingsAtom, { reducedMotion: false }));

  it('puts a button in each kept heading that controls its labelled panel, the first item open', async () => {
    const element = await mount(ACCORDION());
    expect(element.querySelectorAll(':scope > h3')).to.have.length(3);
    expect(buttons(element).map((button) => button.textContent)).to.deep.equal(['Delivery', 'Returns', 'Care']);
    expect(expanded(element)).to.deep.equal(['true', 'false', 'false']);
    expect(shown(element)).to.deep.equal([true, false, false]);
    panels(element).forEach((panel, index) => {
      expect(panel).to.have.attribute('role', 'region');
      expect(panel.getAttribute('aria-labelledby')).to.equal(buttons(element)[index]!.id);
    });
    expect(panels(element)[2]!.id).to.equal('care-panel');
    await expect(element).to.be.accessible();
  });

  it('keeps closed panels in the page for in-page search (hidden="until-found")', async () => {
    const element = await mount(ACCORDION());
    expect(panels(element)[1]).to.have.attribute('hidden', 'until-found');
    expect(panels(element)[1]!.textContent).to.contain('Free within 30 days.');
  });

  it('opens the item given by open-index; -1 opens none; a bad value warns once and opens the first', async () => {
    expect(expanded(await mount(ACCORDION('open-index="2"')))).to.deep.equal(['false', 'false', 'true']);
    const none = await mount(ACCORDION('open-index="-1"'));
    expect(shown(none)).to.deep.equal([false, false, false]);
    await expect(none).to.be.accessible();
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      expect(expanded(await mount(ACCORDION('open-index="-5"')))).to.deep.equal(['true', 'false', 'false']);
    } finally {
      console.warn = originalWarn;
    }
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<shop-accordion>').and.to.contain('open-index').and.to.contain('-1');
  });

  it('opens a clicked item and closes the one open before, with the toggle events', async () => {
    const element = await mount(ACCORDION());
    const toggled = oneEvent(element, 'shop-accordion-toggled');
    buttons(element)[1]!.click();
    expect((await toggled).detail).to.deep.equal({ index: 1, open: true });
    await element.updateComplete;
    await animationsEnd();
    expect(expanded(element)).to.deep.equal(['false', 'true', 'false']);
    expect(shown(element)).to.deep.equal([false, true, false]);
    await expect(element).to.be.accessible();
    buttons(element)[1]!.click();
    await element.updateComplete;
    await animationsEnd();
    expect(shown(element)).to.deep.equal([false, false, false]);
  });

  it('leaves the items as they are when shop-accordion-toggle is cancelled', async () => {
    const element = await mount(ACCORDION());
    element.addEventListener('shop-accordion-toggle', (event) => event.preventDefault());
    const seen: Event[] = [];
    element.addEventListener('shop-accordion-toggled', (event) => seen.push(event));
    buttons(element)[2]!.click();
    await element.updateComplete;
    expect(expanded(element)).to.deep.equal(['true', 'false', 'false']);
    expect(seen).to.have.length(0);
  });

  it('slides 200 ms each way, and not at all with reduced motion', async () => {
    const element = await mount(ACCORDION());
    buttons(element)[1]!.click();
    await element.updateComplete;
    await new Promise(requestAnimationFrame);
    const durations = (panel: HTMLElement) => panel.getAnimations().map((animation) => animation.effect?.getTiming().duration);
    expect(durations(panels(element)[0]!)).to.deep.equal([200]);
    expect(durations(panels(element)[1]!)).to.deep.equal([200]);
    await animationsEnd();
    store.set(settingsAtom, { reducedMotion: true });
    buttons(element)[2]!.click();
    await element.updateComplete;
    await new Promise(requestAnimationFrame);
    expect(document.getAnimations()).to.have.length(0);
    expect(shown(element)).to.deep.equal([false, false, true]);
  });

  it('reopening an item while it closes leaves it open', async () => {
    const element = await mount(ACCORDION());
    buttons(element)[0]!.click();
    await element.updateComplete;
    buttons(element)[0]!.click();
    await element.updateComplete;
    await animationsEnd();
    expect(expanded(element)[0]).to.equal('true');
    expect(shown(element)[0]).to.equal(true);
    expect(panels(element)[0]!.style.display).to.equal('');
  });

  it('moves focus between the headers with Down, Up (wrapping), Home and End', async () => {
    const element = await mount(ACCORDION());
    const [first, second, third] = buttons(element);
    first!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(second);
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(third);
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement).to.equal(third);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(first);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(expanded(element)[0]).to.equal('false');
  });

  it('opens the item whose closed panel the browser reveals (a link to an id inside it)', async () => {
    const element = await mount(ACCORDION('', '<p id="care-detail">Tumble dry low.</p>'));
    const toggled = oneEvent(element, 'shop-accordion-toggled');
    location.hash = '#care-detail';
    expect((await toggled).detail).to.deep.equal({ index: 2, open: true });
    await element.updateComplete;
    expect(expanded(element)).to.deep.equal(['false', 'false', 'true']);
    expect(shown(element)).to.deep.equal([false, false, true]);
    history.replaceState(null, '', location.pathname);
  });

  it('works nested: an accordion inside a panel has its own items, and the outer one ignores its clicks', async () => {
    const element = await mount(
      ACCORDION(
        'open-index="2"',
        `<shop-accordion open-index="1">${item('Cotton', 'Warm wash.')}${item('Wool', 'Hand wash.')}</shop-accordion>`,
      ),
    );
    const inner = element.querySelector<ShopElement>('shop-accordion shop-accordion')!;
    await customElements.whenDefined('shop-accordion');
    await inner.updateComplete;
    expect(buttons(element)).to.have.length(3);
    expect(buttons(inner).map((button) => button.textContent)).to.deep.equal(['Cotton', 'Wool']);
    buttons(inner)[0]!.click();
    await inner.updateComplete;
    await element.updateComplete;
    await animationsEnd();
    expect(expanded(inner)).to.deep.equal(['true', 'false']);
    expect(expanded(element)).to.deep.equal(['false', 'false', 'true']);
    await expect(element).to.be.accessible();
  });

  it('upgrades when inserted after load, and gives the server markup back when removed', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = ACCORDION();
    const element = host.firstElementChild as ShopElement;
    await element.updateComplete;
    await until(() => buttons(element).length === 3, 'the buttons are rendered');
    element.remove();
    await until(() => element.querySelector('button') === null, 'the buttons are removed');
    expect(element.querySelector('h3')!.textContent).to.equal('Delivery');
    expect(element.querySelectorAll('[hidden]')).to.have.length(0);
    host.remove();
  });
});
