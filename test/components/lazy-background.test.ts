import { expect } from '@open-wc/testing';
import '../../elements/lazy-background/lazy-background.define.ts';
import { mount } from '../support/mount.ts';
import { inViewBlockHooks } from '../support/in-view-block-hooks.ts';

const BLOCK = (image: string) =>
  `<shop-lazy-background image='${image}' style="min-height:200px"><h2>Autumn lookbook</h2></shop-lazy-background>`;

describe('<shop-lazy-background>', () => {
  const view = inViewBlockHooks();

  it('sets the background only once a tenth of the block is in view, without moving anything', async () => {
    const element = await mount(BLOCK('/images/hero.jpg'));
    const box = element.getBoundingClientRect().toJSON();
    expect(view.intersections.thresholdsOf(element)).to.deep.equal([[0.1]]);
    expect(element.style.backgroundImage).to.equal('');
    view.intersections.show(element, 0.05);
    await element.updateComplete;
    expect(element.style.backgroundImage).to.equal('');
    view.intersections.show(element, 0.1);
    await element.updateComplete;
    expect(element.style.backgroundImage).to.equal(`url("${location.origin}/images/hero.jpg")`);
    expect(element).to.have.attribute('loaded');
    expect(element.getBoundingClientRect().toJSON()).to.deep.equal(box);
    expect(view.intersections.thresholdsOf(element)).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('refuses any scheme but http(s), with one warning naming tag and attribute', async () => {
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    try {
      const element = await mount(BLOCK('javascript:alert(1)'));
      const data = await mount(BLOCK('data:image/svg+xml,<svg/>'));
      view.intersections.show(element);
      view.intersections.show(data);
      await element.updateComplete;
      await data.updateComplete;
      expect(element.style.backgroundImage).to.equal('');
      expect(data.style.backgroundImage).to.equal('');
    } finally {
      console.warn = originalWarn;
    }
    expect(warnings.filter((warning) => warning.includes('javascript:'))).to.have.length(1);
    expect(warnings[0]).to.contain('<shop-lazy-background>').and.to.contain('image=');
  });

  it('keeps quotes and backslashes of the URL inside one CSS string', async () => {
    const element = await mount(BLOCK(`https://cdn.example.com/a.jpg?x=\\"),url(evil`));
    view.intersections.show(element);
    await element.updateComplete;
    expect(element.style.backgroundImage).to.equal('url("https://cdn.example.com/a.jpg?x=\\\\%22),url(evil")');
  });
});
