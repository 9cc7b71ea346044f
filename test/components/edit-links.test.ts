import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/edit-links/edit-links.define.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

const blocks = (attributes = 'can-edit-pages') => `
  <shop-edit-links ${attributes}>
    <section data-edit-title="Hero banner" data-edit-link="https://shop.example/?builder=hero" data-edit-backend="/wp-admin/post.php?post=7&action=edit">
      <h2>Autumn collection</h2><p>New knits are in.</p>
    </section>
    <section data-edit-title="Newsletter" data-edit-link="javascript:alert(1)" data-edit-backend="/wp-admin/post.php?post=8&action=edit">
      <p>Sign up for news.</p>
    </section>
    <section data-edit-title="Hostile" data-edit-link="javascript:alert(1)" data-edit-backend="data:text/html,x"><p>No links here.</p></section>
    <section><p>A block without edit links.</p></section>
  </shop-edit-links>`;

const tooltips = (element: HTMLElement) => [...element.querySelectorAll<HTMLElement>('.shop-edit-links')];
const shown = (tooltip: HTMLElement) => getComputedStyle(tooltip).opacity === '1';

describe('<shop-edit-links>', () => {
  useThemeStyles();
  afterEach(() => {
    delete (window as { shop_edit_links_params?: unknown }).shop_edit_links_params;
  });

  it('gives each block with an http(s) edit link a tooltip with its title and links', async () => {
    const element = await mount(blocks());
    const [hero, newsletter, ...others] = tooltips(element);
    expect(others).to.have.length(0);
    expect(hero!.parentElement).to.have.attribute('data-edit-title', 'Hero banner');
    expect(hero!.querySelector('.shop-edit-links__title')).to.have.text('Hero banner');
    const heroLinks = [...hero!.querySelectorAll('a')].map((link) => [link.textContent, link.ariaLabel, link.href]);
    expect(heroLinks).to.deep.equal([
      ['Edit with page builder', 'Edit with page builder: Hero banner', 'https://shop.example/?builder=hero'],
      ['Edit in back end', 'Edit in back end: Hero banner', `${location.origin}/wp-admin/post.php?post=7&action=edit`],
    ]);
    // The javascript: page-builder link is left out; the back-end link stays.
    expect([...newsletter!.querySelectorAll('a')].map((link) => link.ariaLabel)).to.deep.equal(['Edit in back end: Newsletter']);
    expect(hero!).to.have.attribute('role', 'group');
    expect(hero!).to.have.attribute('aria-label', 'Edit links for Hero banner');
  });

  it('shows nothing to a visitor without the flag', async () => {
    const element = await mount(blocks(''));
    expect(tooltips(element)).to.have.length(0);
    expect(element.querySelector('.shop-edit-links-block')).to.equal(null);
  });

  it('reads the flag from shop_edit_links_params, as WordPress prints it for editors', async () => {
    (window as { shop_edit_links_params?: unknown }).shop_edit_links_params = { can_edit_pages: '1' };
    const element = await mount(blocks(''));
    expect(tooltips(element)).to.have.length(2);
  });

  it('takes its link texts from the attributes', async () => {
    const element = await mount(blocks('can-edit-pages builder-label="Bearbeiten" backend-label="Im Backend bearbeiten"'));
    expect([...tooltips(element)[0]!.querySelectorAll('a')].map((link) => link.ariaLabel)).to.deep.equal([
      'Bearbeiten: Hero banner',
      'Im Backend bearbeiten: Hero banner',
    ]);
  });

  it('keeps the tooltip out of sight until the block holds focus, and Tab reaches its links', async () => {
    const element = await mount(`<button id="before">Before</button>${blocks()}`, 'shop-edit-links');
    const hero = tooltips(element)[0]!;
    expect(shown(hero)).to.be.false;
    document.getElementById('before')!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(hero.querySelector('a'));
    expect(shown(hero)).to.be.true;
    await expect(element).to.be.accessible();
  });

  it('hides the tooltip on Escape, keeps focus on the block, and shows it again when a link of it takes focus', async () => {
    const element = await mount(blocks());
    const hero = tooltips(element)[0]!;
    const block = hero.parentElement!;
    hero.querySelector('a')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !shown(hero), 'the tooltip hides');
    expect(document.activeElement).to.equal(block);
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement).to.equal(hero.querySelector('a'));
    await waitUntil(() => shown(hero), 'focus on its link shows it again');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(shown(hero)).to.be.false;
    expect(shown(tooltips(element)[1]!)).to.be.true;
  });

  it('gives the blocks back untouched when removed', async () => {
    const element = await mount(blocks());
    const block = element.querySelector('section')!;
    const wrapper = element.parentElement!;
    element.remove();
    await waitUntil(() => block.querySelector('.shop-edit-links') === null, 'the tooltip is removed');
    expect(block.classList.contains('shop-edit-links-block')).to.be.false;
    wrapper.remove();
  });
});
