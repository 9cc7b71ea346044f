import { expect, oneEvent } from '@open-wc/testing';
import '../../elements/count-up/count-up.define.ts';
import { readNumber, writeLike } from '../../elements/count-up/count-up-number.ts';
import type { ShopElement } from '../../core/runtime/define-element.ts';
import { store } from '../../core/state/store.ts';
import { settingsAtom } from '../../core/state/settings-atoms.ts';
import { mount } from '../support/mount.ts';
import { inViewBlockHooks } from '../support/in-view-block-hooks.ts';
import { until } from '../support/fake-delays.ts';

const running = (element: Element) => element.querySelector<HTMLElement>('.shop-count-up__running');
const clockOf = (element: Element) => running(element)!.getAnimations()[0]!;

describe('<shop-count-up>', () => {
  const view = inViewBlockHooks();

  it('reads the number as written and writes other values the same way', () => {
    const money = readNumber('$1,250,000+')!;
    expect(money).to.include({ prefix: '$', value: 1250000, suffix: '+', group: ',', decimals: 0 });
    expect(writeLike(money, 625000)).to.equal('$625,000+');
    expect(writeLike(money, 0)).to.equal('$0+');
    const share = readNumber('98.5% happy')!;
    expect(share).to.include({ value: 98.5, decimals: 1, decimal: '.', group: '' });
    expect(writeLike(share, 12.34)).to.equal('12.3% happy');
    const euros = readNumber('1.250.000,50 €')!;
    expect(euros).to.include({ value: 1250000.5, group: '.', decimal: ',' });
    expect(writeLike(euros, 1234.5)).to.equal('1.234,50 €');
    expect(readNumber('1 200 stores')).to.include({ value: 1200, group: ' ' });
    expect(readNumber('12k+')).to.include({ prefix: '', value: 12, suffix: 'k+' });
    expect(readNumber('no figure')).to.equal(null);
  });

  it('keeps the final number in the page for assistive technology while a hidden copy shows 0 until in view', async () => {
    const element = await mount('<shop-count-up>$1,250,000+</shop-count-up>');
    expect(element.textContent).to.contain('$1,250,000+');
    expect(element.querySelector('.shop-count-up__final')!.textContent).to.equal('$1,250,000+');
    expect(running(element)).to.have.attribute('aria-hidden', 'true');
    expect(running(element)!.textContent).to.equal('$0+');
    expect(running(element)!.getAnimations()).to.have.length(0);
    await expect(element).to.be.accessible();
  });

  it('counts from 0 over 4 s once in view, then leaves only the printed number', async () => {
    const element = await mount('<shop-count-up>$1,250,000+</shop-count-up>');
    const width = element.getBoundingClientRect().width;
    view.intersections.show(element);
    await element.updateComplete;
    const clock = clockOf(element);
    expect(clock.effect!.getTiming().duration).to.equal(4000);
    clock.pause();
    clock.currentTime = 2000;
    await new Promise(requestAnimationFrame);
    await new Promise(requestAnimationFrame);
    const halfway = Number(running(element)!.textContent!.replace(/\D/g, ''));
    expect(halfway).to.be.above(0).and.below(1250000);
    expect(running(element)!.textContent).to.match(/^\$\d{1,3}(,\d{3})*\+$/);
    expect(element.getBoundingClientRect().width).to.equal(width);
    await expect(element).to.be.accessible();
    const counted = oneEvent(element, 'shop-count-up-counted');
    clock.finish();
    expect((await counted).detail).to.deep.equal({ value: 1250000 });
    await until(() => running(element) === null, 'the copy is removed');
    expect(element.innerHTML).to.equal('$1,250,000+');
    view.intersections.show(element);
    await element.updateComplete;
    expect(running(element)).to.equal(null);
  });

  it('does not count again when it scrolls out and back in during the count', async () => {
    const element = await mount('<shop-count-up duration="1000"><strong>500</strong> orders</shop-count-up>');
    view.intersections.show(element);
    await element.updateComplete;
    view.intersections.show(element, 0);
    view.intersections.show(element);
    await element.updateComplete;
    expect(element.getAnimations({ subtree: true })).to.have.length(1);
    expect(clockOf(element).effect!.getTiming().duration).to.equal(1000);
    clockOf(element).finish();
    await until(() => running(element) === null, 'the copy is removed');
    expect(element.innerHTML).to.equal('<strong>500</strong> orders');
  });

  it('shows the number at once with reduced motion, with duration="0", and leaves text without a number alone', async () => {
    store.set(settingsAtom, { reducedMotion: true });
    const still = await mount('<shop-count-up>1,250</shop-count-up>');
    expect(still.innerHTML).to.equal('1,250');
    store.set(settingsAtom, { reducedMotion: false });
    expect((await mount('<shop-count-up duration="0">1,250</shop-count-up>')).innerHTML).to.equal('1,250');
    expect((await mount('<shop-count-up>many</shop-count-up>')).innerHTML).to.equal('many');
  });

  it('counts each of several elements when it comes into view, including one inserted later', async () => {
    const first = await mount('<shop-count-up>10</shop-count-up>');
    const later = document.createElement('shop-count-up') as ShopElement;
    later.textContent = '20';
    first.after(later);
    await later.updateComplete;
    await until(() => running(later) !== null, 'the later one is enhanced');
    view.intersections.show(later);
    await later.updateComplete;
    expect(later.getAnimations({ subtree: true })).to.have.length(1);
    expect(first.getAnimations({ subtree: true })).to.have.length(0);
  });
});
