import { expect, oneEvent } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/offcanvas/offcanvas.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { animationsEnd } from '../support/animations.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const markup = (attributes = '') => `
  <div>
    <button type="button" id="opener" data-shop-offcanvas="#filters">Filters</button>
    <button type="button" id="controls" aria-controls="filters">More filters</button>
    <button type="button" id="other" aria-controls="elsewhere">Something else</button>
    <shop-offcanvas id="filters" ${attributes}>
      <div class="panel"><h2>Filter products</h2><label>Colour <input id="colour"></label><a href="/shop/">All products</a></div>
    </shop-offcanvas>
  </div>`;

const panel = (element: HTMLElement) => element.querySelector<HTMLElement>('.panel')!;

async function mountPanel(attributes = ''): Promise<ShopElement> {
  return mount<ShopElement>(markup(attributes), 'shop-offcanvas');
}

async function openBy(element: ShopElement, control: HTMLElement): Promise<void> {
  const toggled = oneEvent(element, 'shop-offcanvas-toggled');
  control.focus();
  await sendKeys({ press: 'Enter' });
  expect((await toggled).detail).to.deep.equal({ open: true });
  await element.updateComplete;
  await waitUntil(() => panel(element).contains(document.activeElement), 'focus in the panel');
}

describe('<shop-offcanvas>', () => {
  useThemeStyles();

  it('is hidden until opened; its controls say they open a dialog', async () => {
    const element = await mountPanel();
    expect(panel(element).hidden).to.equal(true);
    expect(getComputedStyle(element).display).to.equal('none');
    expect(document.getElementById('opener')).to.have.attribute('aria-haspopup', 'dialog');
    expect(document.getElementById('controls')).to.have.attribute('aria-haspopup', 'dialog');
    expect(document.getElementById('other')).not.to.have.attribute('aria-haspopup');
  });

  it('opens by keyboard as a modal dialog named by its heading, keeps Tab inside, Escape closes and focus returns; axe clean', async () => {
    const element = await mountPanel();
    const opener = document.getElementById('opener')!;
    await openBy(element, opener);
    const dialog = panel(element);
    expect(dialog.hidden).to.equal(false);
    expect(dialog).to.have.attribute('role', 'dialog');
    expect(dialog).to.have.attribute('aria-modal', 'true');
    expect(dialog).to.have.attribute('aria-label', 'Filter products');
    expect(element).to.have.attribute('open');
    for (let press = 0; press < 5; press += 1) {
      await sendKeys({ press: 'Tab' });
      expect(dialog.contains(document.activeElement), `Tab ${press + 1} stays inside`).to.equal(true);
    }
    await expect(element).to.be.accessible();
    const closed = oneEvent(element, 'shop-offcanvas-toggled');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ open: false });
    await element.updateComplete;
    await waitUntil(() => document.activeElement === opener, 'focus returned');
    expect(dialog.hidden).to.equal(true);
    expect(element).not.to.have.attribute('open');
  });

  it('opens from an aria-controls control and closes from its close button and from the overlay', async () => {
    const element = await mountPanel('close-label="Close filters"');
    const control = document.getElementById('controls')!;
    await openBy(element, control);
    const close = element.querySelector<HTMLButtonElement>('.shop-offcanvas__close')!;
    expect(close).to.have.text('Close filters');
    close.click();
    await element.updateComplete;
    await waitUntil(() => panel(element).hidden, 'closed by the button');
    await openBy(element, control);
    panel(element)
      .querySelector('h2')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await element.updateComplete;
    expect(panel(element).hidden, 'a click inside the panel keeps it open').to.equal(false);
    element.click();
    await element.updateComplete;
    await waitUntil(() => panel(element).hidden && document.activeElement === control, 'closed by the overlay, focus back');
  });

  it('slides in from its position with its colours; an unknown position warns and keeps the left', async () => {
    const element = await mountPanel('position="bottom" color="rgb(255, 255, 255)" background="rgb(34, 34, 34)" label="Refine"');
    await openBy(element, document.getElementById('opener')!);
    await animationsEnd();
    const box = panel(element).getBoundingClientRect();
    expect(Math.round(box.bottom)).to.equal(innerHeight);
    expect(Math.round(box.width)).to.equal(document.documentElement.clientWidth);
    const style = getComputedStyle(panel(element));
    expect([style.color, style.backgroundColor]).to.deep.equal(['rgb(255, 255, 255)', 'rgb(34, 34, 34)']);
    expect(panel(element)).to.have.attribute('aria-label', 'Refine');
    await sendKeys({ press: 'Escape' });

    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const sideways = await mountPanel('position="diagonal"');
      await openBy(sideways, document.getElementById('opener')!);
      await animationsEnd();
      const side = panel(sideways).getBoundingClientRect();
      expect([Math.round(side.left), Math.round(side.height)]).to.deep.equal([0, innerHeight]);
      expect(warnings.some((message) => message.includes('shop-offcanvas') && message.includes('position="diagonal"'))).to.equal(true);
    } finally {
      console.warn = warn;
    }
  });
});
