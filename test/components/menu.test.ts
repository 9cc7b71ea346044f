import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/menu/menu.define.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { store } from '../../core/state/store.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { fixtureCleanup, mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';
import { leftToFollow } from '../support/link-followed.ts';

export const menuMarkup = (attributes = '', headerWidth = '100%') => `
  <header class="site-header" style="width: ${headerWidth}">
  <shop-menu ${attributes}><nav class="main-navigation" aria-label="Primary Navigation">
    <ul id="menu-main-menu" class="menu" style="display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0">
      <li class="menu-item current-menu-item"><a href="/" aria-current="page">Home</a></li>
      <li id="women" class="menu-item menu-item-has-children"><a href="/women/">Women</a>
        <ul class="sub-menu">
          <li id="tops" class="menu-item menu-item-has-children"><a href="/women/tops/">Tops</a>
            <ul class="sub-menu"><li class="menu-item"><a href="/women/tops/tees/">T-shirts</a></li></ul>
          </li>
          <li class="menu-item"><a href="/women/dresses/">Dresses</a></li>
        </ul>
      </li>
      <li id="collections" class="menu-item menu-item-has-children mega-menu"><a href="/collections/">Collections</a>
        <ul class="sub-menu">
          <li class="menu-item menu-item-has-children"><a href="/summer/">Summer</a>
            <ul class="sub-menu"><li class="menu-item"><a href="/summer/linen/">Linen</a></li></ul>
          </li>
          <li class="menu-item"><a href="#visit">Visit us</a></li>
        </ul>
      </li>
      <li id="help" class="menu-item menu-item-has-children" style="margin-left: auto"><a href="/help/">Help</a>
        <ul class="sub-menu" style="width: 480px"><li class="menu-item"><a href="/help/returns/">Returns and exchanges</a></li></ul>
      </li>
    </ul>
  </nav></shop-menu></header>
  <div style="height: 1200px"></div>
  <section id="visit"><h2>Visit us</h2></section>
  <div style="height: 1200px"></div>`;

const item = (id: string) => document.getElementById(id)!;
const toggleOf = (id: string) => item(id).querySelector<HTMLButtonElement>(':scope > .shop-menu__toggle')!;
const submenuOf = (id: string) => item(id).querySelector<HTMLElement>(':scope > .sub-menu')!;
const shown = (id: string) => getComputedStyle(submenuOf(id)).display !== 'none';
const flipped = (id: string) => submenuOf(id).classList.contains('shop-menu__sub-menu--flipped');
const linkOf = (id: string) => item(id).querySelector<HTMLAnchorElement>(':scope > a')!;

function mouse(target: Element, type: string, x = 10, y = 10): void {
  target.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse', clientX: x, clientY: y, bubbles: type === 'pointermove' }));
}

/** A pointer click or tap (detail 1, as a real one has), returning whether the link was left to be followed. */
function clickLink(link: HTMLAnchorElement, pointerType: 'mouse' | 'touch', moveBy = 0): boolean {
  link.dispatchEvent(new PointerEvent('pointerdown', { pointerType, clientX: 5, clientY: 5, bubbles: true }));
  if (moveBy) link.dispatchEvent(new PointerEvent('pointermove', { pointerType, clientX: 5, clientY: 5 + moveBy, bubbles: true }));
  return leftToFollow(link, () => link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })));
}

describe('<shop-menu>', () => {
  before(() => setViewport({ width: 1280, height: 800 }));
  useThemeStyles();
  after(() => setViewport({ width: 800, height: 600 }));
  afterEach(() => {
    store.set(settingsAtom, { reducedMotion: false });
    window.scrollTo(0, 0);
  });

  it('adds a named disclosure button beside each submenu link; submenus stay hidden until opened; removal puts the markup back', async () => {
    const element = await mount<ShopElement>(menuMarkup(), 'shop-menu');
    for (const [id, name] of [
      ['women', 'Women submenu'],
      ['tops', 'Tops submenu'],
      ['collections', 'Collections submenu'],
    ]) {
      const toggle = toggleOf(id!);
      expect(toggle, id).to.have.attribute('aria-expanded', 'false');
      expect(toggle.getAttribute('aria-label')).to.equal(name);
      expect(toggle.getAttribute('aria-controls')).to.equal(submenuOf(id!).id);
      expect(shown(id!), id).to.equal(false);
    }
    expect(element.querySelectorAll('#collections .sub-menu .shop-menu__toggle'), 'mega menu columns have no buttons').to.have.length(0);
    expect(element.querySelector('[role="menu"], [role="menuitem"]')).to.equal(null);
    element.remove();
    await until(() => element.querySelectorAll('.shop-menu__toggle').length === 0, 'the buttons are removed');
  });

  it('keyboard: Enter on a button opens its submenu, Tab moves through it, Escape closes the innermost and returns focus; axe clean open', async () => {
    const element = await mount<ShopElement>(menuMarkup(), 'shop-menu');
    const opened = oneEvent(element, 'shop-menu-toggled');
    toggleOf('women').focus();
    await sendKeys({ press: 'Enter' });
    expect((await opened).detail).to.deep.equal({ open: true, item: 'Women' });
    expect(toggleOf('women')).to.have.attribute('aria-expanded', 'true');
    expect(shown('women')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(linkOf('tops'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    expect(shown('tops')).to.equal(true);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.textContent).to.equal('T-shirts');
    await expect(element).to.be.accessible();
    await sendKeys({ press: 'Escape' });
    expect(shown('tops')).to.equal(false);
    expect(shown('women'), 'only the innermost closes').to.equal(true);
    expect(document.activeElement).to.equal(toggleOf('tops'));
    await sendKeys({ press: 'Escape' });
    expect(shown('women')).to.equal(false);
    expect(document.activeElement).to.equal(toggleOf('women'));
  });

  it('opening a submenu closes its open sibling; tabbing out of the menu closes everything', async () => {
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    toggleOf('women').click();
    toggleOf('collections').click();
    expect([shown('women'), shown('collections')]).to.deep.equal([false, true]);
    toggleOf('help').focus();
    toggleOf('help').click();
    expect(shown('collections')).to.equal(false);
    const after = document.createElement('button');
    document.body.append(after);
    after.focus();
    expect(shown('help')).to.equal(false);
    after.remove();
  });

  it('hover intent (dropdown): opens once the pointer rests 20 ms, never on a fast pass, closes 70 ms after it leaves', async () => {
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    const clock = fakeDelays();
    const women = item('women');
    mouse(women, 'pointerenter', 100, 10);
    for (let x = 104; x <= 124; x += 4) {
      mouse(women, 'pointermove', x, 10);
      await clock.tick(20);
    }
    mouse(women, 'pointerleave', 128, 10);
    await clock.tick(500);
    expect(shown('women'), 'a pointer moving 4 px per 20 ms passes by').to.equal(false);

    mouse(women, 'pointerenter', 100, 10);
    mouse(women, 'pointermove', 102, 10);
    await clock.tick(19);
    expect(shown('women')).to.equal(false);
    await clock.tick(1);
    expect(shown('women'), 'moved under 3 px in 20 ms').to.equal(true);
    mouse(women, 'pointerleave');
    await clock.tick(69);
    expect(shown('women'), 'still open 69 ms after leaving').to.equal(true);
    mouse(women, 'pointerenter');
    await clock.tick(200);
    expect(shown('women'), 'coming back in time keeps it open').to.equal(true);
    mouse(women, 'pointerleave');
    await clock.tick(70);
    expect(shown('women')).to.equal(false);
  });

  it('hover intent (mega menu): opens under 7 px per 100 ms, fades in over 500 ms, closes 300 ms after the pointer leaves', async () => {
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    const clock = fakeDelays();
    const mega = item('collections');
    mouse(mega, 'pointerenter', 300, 10);
    mouse(mega, 'pointermove', 308, 10);
    await clock.tick(100);
    expect(shown('collections'), '8 px in 100 ms is still moving').to.equal(false);
    mouse(mega, 'pointermove', 314, 10);
    await clock.tick(99);
    expect(shown('collections')).to.equal(false);
    await clock.tick(1);
    expect(shown('collections'), '6 px in 100 ms is resting').to.equal(true);
    const [fade] = submenuOf('collections').getAnimations();
    expect(fade?.effect?.getTiming().duration).to.equal(500);
    mouse(mega, 'pointerleave');
    await clock.tick(299);
    expect(shown('collections')).to.equal(true);
    await clock.tick(1);
    expect(shown('collections')).to.equal(false);

    store.set(settingsAtom, { reducedMotion: true });
    toggleOf('collections').click();
    expect(submenuOf('collections').getAnimations(), 'no fade with reduced motion').to.have.length(0);
  });

  it('trigger="hover" opens on entering; trigger="click" ignores hover and opens on a first click on the item, the second follows the link', async () => {
    await mount<ShopElement>(menuMarkup('trigger="hover"'), 'shop-menu');
    mouse(item('women'), 'pointerenter');
    expect(shown('women')).to.equal(true);
    fixtureCleanup();

    await mount<ShopElement>(menuMarkup('trigger="click"'), 'shop-menu');
    const clock = fakeDelays();
    mouse(item('women'), 'pointerenter');
    await clock.tick(1000);
    expect(shown('women')).to.equal(false);
    expect(clickLink(linkOf('women'), 'mouse'), 'the first click opens instead of following').to.equal(false);
    expect(shown('women')).to.equal(true);
    expect(clickLink(linkOf('women'), 'mouse'), 'the second click follows the link').to.equal(true);
  });

  it('touch: the first tap on an item opens it, tapping it again follows its link; a tap that moved over 10 px does nothing; a tap outside closes', async () => {
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    expect(clickLink(linkOf('women'), 'touch', 11)).to.equal(false);
    expect(shown('women'), 'a swipe is a scroll, not a tap').to.equal(false);
    expect(clickLink(linkOf('women'), 'touch', 10)).to.equal(false);
    expect(shown('women')).to.equal(true);
    expect(clickLink(linkOf('women'), 'touch')).to.equal(true);
    expect(clickLink(linkOf('help'), 'mouse'), 'a mouse click in hover mode follows the link').to.equal(true);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { pointerType: 'touch', bubbles: true }));
    expect(shown('women')).to.equal(false);
  });

  it('collapses on scroll unless focus is inside; Escape dismisses a hovered submenu wherever focus is', async () => {
    await mount<ShopElement>(menuMarkup('trigger="hover"'), 'shop-menu');
    mouse(item('women'), 'pointerenter');
    const scrolled = oneEvent(window, 'scroll');
    window.scrollTo(0, 40);
    await scrolled;
    expect(shown('women')).to.equal(false);

    toggleOf('women').focus();
    toggleOf('women').click();
    const again = oneEvent(window, 'scroll');
    window.scrollTo(0, 80);
    await again;
    expect(shown('women'), 'a keyboard user scrolling keeps the submenu').to.equal(true);

    toggleOf('women').blur();
    mouse(item('help'), 'pointerenter');
    expect(shown('help')).to.equal(true);
    await sendKeys({ press: 'Escape' });
    expect(shown('help')).to.equal(false);
  });

  it('a dropdown that would leave the window opens towards the left, unless the header is under 750 px wide', async () => {
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    toggleOf('help').click();
    expect(submenuOf('help').getBoundingClientRect().right).to.be.at.most(document.documentElement.clientWidth);
    expect(flipped('help')).to.equal(true);
    toggleOf('help').click();
    expect(flipped('help')).to.equal(false);
    fixtureCleanup();

    await mount<ShopElement>(menuMarkup('', '740px'), 'shop-menu');
    toggleOf('help').click();
    expect(flipped('help')).to.equal(false);
  });

  it('at or below the breakpoint the menu is stacked: no hover, no fade; a bad trigger warns and keeps hover intent', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const element = await mount<ShopElement>(menuMarkup('breakpoint="1280" trigger="sometimes"'), 'shop-menu');
      expect(element.hasAttribute('stacked'), `stacked at ${innerWidth} px`).to.equal(true);
      expect(warnings.some((message) => message.includes('<shop-menu>') && message.includes('trigger="sometimes"'))).to.equal(true);
      mouse(item('women'), 'pointerenter');
      expect(shown('women')).to.equal(false);
      toggleOf('collections').click();
      expect(shown('collections')).to.equal(true);
      expect(submenuOf('collections').getAnimations()).to.have.length(0);
      expect(getComputedStyle(submenuOf('collections')).position).to.equal('static');
    } finally {
      console.warn = warn;
    }
  });

  it('the in-page scroll takes 1,000 ms: under way at 300 and 900 ms, at the target and focused at 1,000 ms', async () => {
    store.set(settingsAtom, { reducedMotion: false });
    // The scroll's own clock: animation frames run when the test says, at the times it gives.
    const frames: FrameRequestCallback[] = [];
    const realFrame = window.requestAnimationFrame;
    const realNow = performance.now.bind(performance);
    const began = realNow();
    const runFrame = (at: number) => frames.splice(0).forEach((callback) => callback(began + at));
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    toggleOf('collections').click();
    window.requestAnimationFrame = (callback) => frames.push(callback);
    performance.now = () => began;
    try {
      const target = document.getElementById('visit')!;
      const destination = Math.round(target.getBoundingClientRect().top + window.scrollY - 50);
      item('collections').querySelector<HTMLAnchorElement>('a[href="#visit"]')!.click();
      runFrame(300);
      expect(window.scrollY, 'under way at 300 ms').to.be.within(1, destination - 1);
      runFrame(900);
      expect(window.scrollY, 'not there yet at 900 ms').to.be.below(destination - 10);
      runFrame(1000);
      expect(Math.round(window.scrollY)).to.equal(destination);
      await until(() => document.activeElement === target, 'the target is focused once the scroll ends');
    } finally {
      window.requestAnimationFrame = realFrame;
      performance.now = realNow;
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('an in-page link scrolls its target to 50 px below the sticky header and focuses it', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    document.documentElement.style.setProperty('--shop-sticky-header-height', '30px');
    try {
      await mount<ShopElement>(menuMarkup(), 'shop-menu');
      toggleOf('collections').click();
      const visit = item('collections').querySelector<HTMLAnchorElement>('a[href="#visit"]')!;
      visit.click();
      const target = document.getElementById('visit')!;
      await new Promise(requestAnimationFrame);
      expect(Math.round(target.getBoundingClientRect().top)).to.equal(80);
      expect(document.activeElement).to.equal(target);
      expect(location.hash).to.equal('#visit');
      expect(shown('collections')).to.equal(false);
    } finally {
      document.documentElement.style.removeProperty('--shop-sticky-header-height');
      history.replaceState(null, '', location.pathname + location.search);
    }
  });

  it('leaves a link to the same path with another query to the browser: it is another page', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    await mount<ShopElement>(menuMarkup(), 'shop-menu');
    toggleOf('collections').click();
    const link = item('collections').querySelector<HTMLAnchorElement>('a[href="#visit"]')!;
    link.setAttribute('href', `${location.pathname}?page=2#visit`);
    let leftToBrowser: boolean | undefined;
    const stop = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', stop, { once: true });
    link.click();
    expect(leftToBrowser).to.equal(true);
    expect(window.scrollY).to.equal(0);
  });
});
