// The instalment provider's "how it works" dialog content, as its static host would serve it.
import { escapeHtml } from '../html.ts';

const STEPS = [
  ['Add to cart', 'Shop as usual and choose Pay-in-4 at checkout.'],
  ['Sign up in seconds', 'Enter a few details for an instant approval decision.'],
  ['Pay in 4', 'Split your purchase into 4 interest-free payments.'],
  ['Every two weeks', 'The first payment is due today, then one every 2 weeks.'],
];

export function providerModal(id: string): string {
  const steps = STEPS.map(
    ([title, text], i) =>
      `<li class="provider-step"><span class="provider-step__number" aria-hidden="true">${i + 1}</span><h3>${title}</h3><p>${text}</p></li>`,
  ).join('');
  return `<div class="provider-modal" data-modal-id="${escapeHtml(id)}" lang="en">
	<h2 class="provider-modal__title">Shop now. Pay in 4 interest-free payments.</h2>
	<ol class="provider-steps">${steps}</ol>
	<p class="provider-modal__labels">First payment &middot; 2 weeks later &middot; 4 weeks later &middot; 6 weeks later</p>
	<p class="provider-modal__terms">You must be over 18 and a resident of the U.S. Late fees may apply. <a href="/provider/modal/terms.html" target="_blank" rel="noopener">See payment terms</a>.</p>
</div>`;
}
