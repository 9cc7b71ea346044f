import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/mobile-menu/mobile-menu.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const markup = `
  <button type="button" class="menu-toggle" aria-controls="mobile-menu" id="toggle">Menu</button>
  <shop-mobile-menu id="mobile-menu"><div class="handheld-navigation">
    <nav aria-label="Mobile menu"><ul id="menu-main-menu-mobile" class="menu">
      <li class="menu-item"><a href="/">Home</a></li>
      <li id="women" class="menu-item menu-item-has-children"><a href="/women/">Women</a>
        <ul class="sub-menu">
          <li id="tops" class="menu-item menu-item-has-children"><a href="/women/tops/">Tops</a>
            <ul class="sub-menu"><li class="menu-item"><a href="/women/tops/tees/">T-shirts</a></li><li class="menu-item"><a href="/women/tops/shirts/">Shirts</a></li></ul>
          </li>
          <li class="menu-item"><a href="/women/dresses/">Dresses</a></li>
        </ul>
      </li>
      <li class="menu-item"><a href="/sale/">Sale</a></li>
    </ul></nav>
  </div></shop-mobile-menu>`;

const panel = (element: Element) => element.firstElementChild as HTMLElement;
const title = (element: Element) => element.querySelector('.shop-mobile-menu__title')?.textContent;
const next = (id: string) => document.querySelector<HTMLButtonElement>(`#${id} > .shop-mobile-menu__next`)!;
const back = (element: Element) => element.querySelector<HTMLButtonElement>('.shop-mobile-menu__back');
/** The texts of the links a shopper can see. */
const visibleLinks = (element: Element) =>
  [...element.querySelectorAll<HTMLAnchorElement>('ul.menu a')]
    .filter((link) => link.getClientRects().length > 0)
    .map((link) => link.textContent);

async function openMenu(element: ShopElement): Promise<void> {
  const toggled = oneEvent(element, 'shop-mobile-menu-toggled');
  document.getElementById('toggle')!.focus();
  await sendKeys({ press: 'Enter' });
  expect((await toggled).detail).to.deep.equal({ open: true });
  await until(() => document.activeElement?.textContent === 'Home', 'focus on the first item');
}

describe('<shop-mobile-menu>', () => {
  useThemeStyles();
  afterEach(() => store.set(settingsAtom, { reducedMotion: false }));

  it('opens from its toggle as a modal dialog named Main Menu, on the top level, first item focused; axe clean', async () => {
    const element = await mount<ShopElement>(markup, 'shop-mobile-menu');
    const toggle = document.getElementById('toggle')!;
    expect(getComputedStyle(element).display).to.equal('none');
    expect(toggle.getAttribute('aria-haspopup')).to.equal('dialog');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    await openMenu(element);
    expect(panel(element).getAttribute('role')).to.equal('dialog');
    expect(panel(element).getAttribute('aria-modal')).to.equal('true');
    expect(panel(element).getAttribute('aria-label')).to.equal('Main Menu');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(title(element)).to.equal('Main Menu');
    expect(back(element)).to.equal(null);
    expect(visibleLinks(element)).to.deep.equal(['Home', 'Women', 'Sale']);
    expect(next('women').getAttribute('aria-label')).to.equal('Women submenu');
    await expect(element).to.be.accessible();
  });

  it('keyboard: two levels down and back, the header named after the parent, focus on the first item of each level; Escape closes and focus returns', async () => {
    const element = await mount<ShopElement>(markup, 'shop-mobile-menu');
    await openMenu(element);
    next('women').focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => document.activeElement?.textContent === 'Tops',
      `focus on Tops, not ${document.activeElement?.outerHTML.slice(0, 80)} ${title(element)}`,
    );
    expect(title(element)).to.equal('Women');
    expect(back(element)?.getAttribute('aria-label')).to.equal('Back to Main Menu');
    expect(visibleLinks(element)).to.deep.equal(['Tops', 'Dresses']);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await until(() => document.activeElement?.textContent === 'T-shirts', 'focus on T-shirts');
    expect(title(element)).to.equal('Tops');
    expect(back(element)?.getAttribute('aria-label')).to.equal('Back to Women');
    expect(visibleLinks(element)).to.deep.equal(['T-shirts', 'Shirts']);
    await expect(element).to.be.accessible();
    for (let press = 0; press < 6; press += 1) {
      await sendKeys({ press: 'Tab' });
      expect(panel(element).contains(document.activeElement), `Tab ${press + 1} stays inside`).to.equal(true);
    }
    back(element)!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => document.activeElement?.textContent === 'Tops', 'back on the Women level');
    expect(title(element)).to.equal('Women');
    back(element)!.click();
    await until(() => document.activeElement?.textContent === 'Home', 'back on the top level');
    expect(title(element)).to.equal('Main Menu');
    expect(visibleLinks(element)).to.deep.equal(['Home', 'Women', 'Sale']);
    const closed = oneEvent(element, 'shop-mobile-menu-toggled');
    await sendKeys({ press: 'Escape' });
    expect((await closed).detail).to.deep.equal({ open: false });
    await until(() => document.activeElement?.id === 'toggle', 'focus back on the toggle');
    expect(getComputedStyle(element).display).to.equal('none');
    expect(document.getElementById('toggle')!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('slides each level in from its side; no slide with reduced motion; reopening starts at the top; the overlay closes it', async () => {
    const element = await mount<ShopElement>(markup, 'shop-mobile-menu');
    await openMenu(element);
    next('women').click();
    await until(() => title(element) === 'Women', 'down a level');
    const [slide] = document.getElementById('women')!.querySelector<HTMLElement>(':scope > .sub-menu')!.getAnimations();
    expect(String((slide?.effect as KeyframeEffect | undefined)?.getKeyframes()[0]?.transform)).to.equal('translateX(100%)');
    element.click();
    await until(() => getComputedStyle(element).display === 'none', 'closed by the overlay');

    store.set(settingsAtom, { reducedMotion: true });
    await openMenu(element);
    expect(title(element), 'reopens at the top').to.equal('Main Menu');
    next('women').click();
    await until(() => title(element) === 'Women', 'down a level');
    expect(document.getElementById('women')!.querySelector<HTMLElement>(':scope > .sub-menu')!.getAnimations()).to.have.length(0);
  });

  it('leaves the markup as it was when removed', async () => {
    const element = await mount<ShopElement>(markup, 'shop-mobile-menu');
    element.remove();
    await until(
      () => element.querySelectorAll('.shop-mobile-menu__next, .shop-mobile-menu__header').length === 0,
      'the buttons are removed',
    );
    expect(document.getElementById('toggle')?.hasAttribute('aria-haspopup') ?? false).to.equal(false);
  });
});
