import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import '../support/node-safe-errors.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';

// The overlays group's chunk arrives when the test says so, as over a slow network.
let arrive: () => void;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
let loads = 0;
const menus = () => arrived.then(() => import('../../elements/menus.group.ts'));
registerLazyElements(
  {
    'shop-offcanvas': () => {
      loads++;
      return arrived.then(() => import('../../elements/overlays.group.ts'));
    },
    'shop-menu': menus,
    'shop-mobile-menu': menus,
  },
  { strategies: { ...LOADING_STRATEGIES, 'shop-offcanvas': 'interaction' }, replayedClicks: REPLAYED_CLICKS },
);

describe('lazy registry: a control outside the element that names it', () => {
  it('starts the load on focus, holds the click before the code arrives and replays it: the panel opens', async () => {
    const wrapper = await fixture<HTMLElement>(`<div>
      <button type="button" id="by-data" data-shop-offcanvas="#filters"><span>Filters</span></button>
      <button type="button" id="unrelated">Other</button>
      <shop-offcanvas id="filters" label="Filters"><div><p>Colour</p></div></shop-offcanvas>
    </div>`);
    const opener = wrapper.querySelector<HTMLButtonElement>('#by-data')!;
    const reached: EventTarget[] = [];
    wrapper.addEventListener('click', (event) => reached.push(event.target!));

    wrapper.querySelector<HTMLButtonElement>('#unrelated')!.focus();
    expect(loads, 'a control naming nothing starts nothing').to.equal(0);
    opener.focus();
    expect(loads, 'focus on the opener starts the load').to.equal(1);

    opener.querySelector('span')!.click();
    opener.querySelector('span')!.click(); // A double tap before the code arrives opens once.
    expect(reached, 'held while the code is on its way').to.deep.equal([]);

    arrive();
    await waitUntil(() => wrapper.querySelector('shop-offcanvas')!.hasAttribute('open'), 'the replayed click opened the panel');
    expect(reached).to.have.length(1);
  });

  it('replays a tap on a toggle inside one waiting element (the menu) that names another (the mobile menu)', async () => {
    const wrapper = await fixture<HTMLElement>(`<div>
      <shop-menu><nav aria-label="Primary"><button type="button" class="menu-toggle" aria-controls="mobile" aria-expanded="false">Menu</button>
        <ul class="menu"><li class="menu-item"><a href="#home">Home</a></li></ul></nav></shop-menu>
      <shop-mobile-menu id="mobile"><div class="handheld-navigation"><nav aria-label="Mobile menu"><ul class="menu">
        <li class="menu-item"><a href="#home">Home</a></li></ul></nav></div></shop-mobile-menu>
    </div>`);
    const toggle = wrapper.querySelector<HTMLButtonElement>('.menu-toggle')!;
    toggle.click();
    expect(customElements.get('shop-mobile-menu'), 'still waiting').to.equal(undefined);
    arrive();
    await waitUntil(() => wrapper.querySelector('shop-mobile-menu')!.hasAttribute('open'), 'the replayed tap opened the mobile menu');
  });
});
