import { expect, fixture } from '@open-wc/testing';
import { waitUntil } from '../support/wait-until.ts';
import { registerLazyElements } from '../../core/runtime/lazy-registry.ts';
import { LOADING_STRATEGIES, REPLAYED_CLICKS } from '../../elements/element-groups.ts';
import { MUG, headerCart } from '../support/cart-fixtures.ts';

// The cart group's chunk fails to arrive (offline, a CDN error) once the test lets it.
let fail: () => void;
const failed = new Promise<never>((_, reject) => (fail = () => reject(new Error('chunk 404'))));
const errors: unknown[][] = [];
registerLazyElements(
  { 'shop-add-to-cart': () => failed, 'shop-mini-cart': () => failed },
  { strategies: LOADING_STRATEGIES, replayedClicks: REPLAYED_CLICKS },
);

const page = `<div>
  <shop-mini-cart>${headerCart([MUG])}</shop-mini-cart>
  <shop-add-to-cart><a href="#add-to-cart-11" data-product_id="11" class="button add_to_cart_button ajax_add_to_cart">Add to cart</a></shop-add-to-cart>
  <shop-add-to-cart>
    <form class="cart" action="#product-33" method="post">
      <button type="submit" name="add-to-cart" value="33" class="single_add_to_cart_button button alt">Add to cart</button>
    </form>
  </shop-add-to-cart>
</div>`;

describe('lazy registry: a click before cart code that never arrives', () => {
  it('does what the server markup does once the load has failed: links followed, the form posted', async () => {
    const { error } = console;
    console.error = (...args: unknown[]) => errors.push(args);
    const clicks: Array<{ target: EventTarget | null; handled: boolean }> = [];
    const submits: Array<HTMLElement | null> = [];
    const onClick = (event: MouseEvent): void => {
      clicks.push({ target: event.target, handled: event.defaultPrevented });
      // Stay on the test page where the browser would follow the link (the form's post is stopped at submit).
      if (event.target instanceof HTMLAnchorElement) event.preventDefault();
    };
    const onSubmit = (event: SubmitEvent): void => {
      if (!event.defaultPrevented) submits.push(event.submitter);
      event.preventDefault();
    };
    window.addEventListener('click', onClick);
    window.addEventListener('submit', onSubmit);
    try {
      const wrapper = await fixture<HTMLElement>(page);
      const add = wrapper.querySelector<HTMLAnchorElement>('.ajax_add_to_cart')!;
      const submit = wrapper.querySelector<HTMLButtonElement>('.single_add_to_cart_button')!;
      const remove = wrapper.querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
      add.click();
      submit.click();
      remove.click();
      expect(clicks, 'held while the code may still come').to.deep.equal([]);
      fail();
      await waitUntil(() => clicks.length === 3, 'replayed');
      expect(clicks).to.deep.equal([
        { target: add, handled: false },
        { target: submit, handled: false },
        { target: remove, handled: false },
      ]);
      expect(submits).to.deep.equal([submit]);
      expect(String(errors[0]?.[0])).to.contain('could not load');
      const states = [...wrapper.querySelectorAll('shop-mini-cart, shop-add-to-cart')].map((element) => element.getAttribute('data-state'));
      expect(states, 'in the error state the stylesheet keys on').to.deep.equal(['error', 'error', 'error']);
      add.click();
      expect(clicks.at(-1), 'no longer held').to.deep.equal({ target: add, handled: false });
    } finally {
      console.error = error;
      window.removeEventListener('click', onClick);
      window.removeEventListener('submit', onSubmit);
    }
  });
});
