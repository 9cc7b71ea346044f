import { expect } from '@open-wc/testing';
import '../../elements/page-loader/page-loader.define.ts';
import { fakeDelays, until } from '../support/fake-delays.ts';
import { mount } from '../support/mount.ts';
import { useThemeStyles } from '../support/theme-styles.ts';

/** The page as it was `elapsed` ms after its navigation started, before (`loading`) or after its load event. */
function pageAt(elapsed: number, readyState: DocumentReadyState): () => void {
  const now = performance.now.bind(performance);
  performance.now = () => elapsed;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  return () => {
    performance.now = now;
    delete (document as { readyState?: unknown }).readyState;
  };
}

const LOADER = '<shop-page-loader></shop-page-loader><main><h1>Lookbook</h1></main>';
const covers = (element: Element) => getComputedStyle(element).position === 'fixed' && getComputedStyle(element).visibility === 'visible';

describe('<shop-page-loader>', () => {
  let restorePage: () => void = () => undefined;
  useThemeStyles();
  afterEach(() => restorePage());

  /** The loader mounted on a page `elapsed` ms into its navigation, under fake timers, with the details it dispatches. */
  async function loaderAt(elapsed: number, readyState: DocumentReadyState) {
    restorePage = pageAt(elapsed, readyState);
    const clock = fakeDelays();
    const element = await mount(LOADER, 'shop-page-loader');
    const dispatched: Array<{ reason: string }> = [];
    element.addEventListener('shop-page-loader-hidden', (event) => dispatched.push(event.detail));
    return { clock, element, dispatched };
  }

  it('covers the page, hidden from assistive technology, until 1 s after the navigation started once loaded', async () => {
    const { clock, element, dispatched } = await loaderAt(200, 'complete');
    expect(element).to.have.attribute('aria-hidden', 'true');
    expect(covers(element)).to.be.true;
    await expect(element.parentElement!).to.be.accessible();
    await clock.tick(790);
    expect(element.hidden).to.be.false;
    await clock.tick(20);
    expect(element.hidden).to.be.true;
    expect(getComputedStyle(element).display).to.equal('none');
    expect(dispatched).to.deep.equal([{ reason: 'load' }]);
  });

  it('waits for a load that comes after the first second, and goes as soon as it comes', async () => {
    const { clock, element } = await loaderAt(0, 'loading');
    await clock.tick(2500);
    expect(covers(element)).to.be.true;
    expect(element.hidden).to.be.false;
    window.dispatchEvent(new Event('load'));
    await until(() => element.hidden, 'the overlay goes at load');
  });

  it('goes at 5 s when the load event never comes', async () => {
    const { clock, element, dispatched } = await loaderAt(0, 'loading');
    await clock.tick(4990);
    expect(element.hidden).to.be.false;
    await clock.tick(20);
    expect(element.hidden).to.be.true;
    window.dispatchEvent(new Event('load'));
    await clock.tick(1000);
    expect(dispatched).to.deep.equal([{ reason: 'maximum' }]);
  });

  it('never shows when inserted after the page has loaded (a page builder preview)', async () => {
    restorePage = pageAt(8000, 'complete');
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = LOADER;
    const element = host.firstElementChild as HTMLElement;
    expect(element.hidden).to.be.true;
    expect(getComputedStyle(element).display).to.equal('none');
    host.remove();
  });

  it('removed before the page is ready, it stops waiting: nothing is dispatched later', async () => {
    const { clock, element, dispatched } = await loaderAt(0, 'loading');
    element.remove();
    window.dispatchEvent(new Event('load'));
    await clock.tick(6000);
    expect(element.hidden).to.be.false;
    expect(dispatched).to.deep.equal([]);
  });

  it('stays hidden when printed hidden (an example, or a page that turned it off)', async () => {
    restorePage = pageAt(0, 'loading');
    const element = await mount(LOADER.replace('<shop-page-loader>', '<shop-page-loader hidden>'), 'shop-page-loader');
    expect(getComputedStyle(element).display).to.equal('none');
    expect(element).to.have.attribute('aria-hidden', 'true');
  });

  it('is shown by the stylesheet only once the tag is defined, and hidden by it at 5 s whatever the script does', () => {
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].flatMap((rule) => (rule instanceof CSSImportRule ? [...(rule.styleSheet?.cssRules ?? [])] : [rule])),
    );
    const styleOf = (selector: string) =>
      rules.find((rule) => rule instanceof CSSStyleRule && rule.selectorText === selector) as CSSStyleRule;
    expect(styleOf('shop-page-loader').style.display).to.equal('none');
    const shown = styleOf('shop-page-loader:defined:not([hidden])');
    expect(shown.style.position).to.equal('fixed');
    expect(shown.style.animationName).to.equal('shop-page-loader-expire');
    expect(shown.style.animationDelay).to.equal('5s');
  });
});
