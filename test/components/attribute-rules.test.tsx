import { expect } from '@open-wc/testing';
import { defineElement, type HostProps, type ShopElement } from '../../core/runtime/define-element.ts';
import { mount } from '../support/mount.ts';

interface RulesProbeProps extends HostProps {
  mode?: string;
  delay?: number;
  items?: unknown;
  ineligible?: boolean;
  crossBorderTrade?: boolean;
}

function RulesProbe({ mode = 'dropdown', delay = 500, items = [], ineligible = false, crossBorderTrade = false }: RulesProbeProps) {
  return <output data-rules>{[mode, delay, JSON.stringify(items), ineligible, crossBorderTrade].join('|')}</output>;
}

defineElement('test-rules-probe', RulesProbe, {
  mode: { type: 'string', values: ['dropdown', 'offcanvas'] },
  delay: { type: 'number', min: 0, max: 10000 },
  items: 'json',
  ineligible: { type: 'boolean', deprecatedName: 'eligible', deprecatedNameNegated: true },
  crossBorderTrade: { type: 'boolean', deprecatedName: 'cbt' },
});

interface FormatProbeProps extends HostProps {
  endpoint?: string;
  target?: string;
  countries?: unknown;
  wishlists?: unknown;
}

function FormatProbe({ endpoint = '/default/', target = '.count', countries = {}, wishlists = [] }: FormatProbeProps) {
  return <output data-rules>{[endpoint, target, JSON.stringify(countries), JSON.stringify(wishlists)].join('|')}</output>;
}

defineElement('test-format-probe', FormatProbe, {
  endpoint: { type: 'string', format: 'url' },
  target: { type: 'string', format: 'selector' },
  countries: { type: 'json', shape: 'object' },
  wishlists: { type: 'json', shape: 'list' },
});

const shown = (element: Element) => element.querySelector('[data-rules]')?.textContent;

/** Collects console warnings while `run` mounts elements. */
async function warningsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const warnings: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('defineElement attribute rules', () => {
  it('accepts allowed values without a warning', async () => {
    let element!: ShopElement;
    const warnings = await warningsDuring(async () => {
      element = await mount<ShopElement>(`<test-rules-probe mode="offcanvas" delay="0" items='[1]'></test-rules-probe>`);
    });
    expect(shown(element)).to.equal('offcanvas|0|[1]|false|false');
    expect(warnings).to.deep.equal([]);
  });

  it('falls back to the default on an unknown enum value and warns once, naming tag, attribute and allowed values', async () => {
    let first!: ShopElement;
    const warnings = await warningsDuring(async () => {
      first = await mount<ShopElement>('<test-rules-probe mode="sideways"></test-rules-probe>');
      await mount<ShopElement>('<test-rules-probe mode="sideways"></test-rules-probe>');
    });
    expect(shown(first)).to.equal('dropdown|500|[]|false|false');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<test-rules-probe>').and.contain('mode="sideways"').and.contain('dropdown, offcanvas');
  });

  it('falls back to the default on an out-of-range or non-numeric number, saying the range', async () => {
    let negative!: ShopElement;
    let text!: ShopElement;
    const warnings = await warningsDuring(async () => {
      negative = await mount<ShopElement>('<test-rules-probe delay="-5"></test-rules-probe>');
      text = await mount<ShopElement>('<test-rules-probe delay="soon"></test-rules-probe>');
    });
    expect(shown(negative)).to.equal('dropdown|500|[]|false|false');
    expect(shown(text)).to.equal('dropdown|500|[]|false|false');
    expect(warnings).to.have.length(2);
    expect(warnings[0]).to.contain('delay="-5"').and.contain('from 0 to 10000');
    expect(warnings[1]).to.contain('delay="soon"');
  });

  it('falls back to the default on invalid JSON and warns', async () => {
    let element!: ShopElement;
    const warnings = await warningsDuring(async () => {
      element = await mount<ShopElement>(`<test-rules-probe items="[1,"></test-rules-probe>`);
    });
    expect(shown(element)).to.equal('dropdown|500|[]|false|false');
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('<test-rules-probe>').and.contain('items="[1,"').and.contain('JSON');
  });

  it('warns on a bad value set later and restores the default', async () => {
    const element = await mount<ShopElement>('<test-rules-probe mode="offcanvas"></test-rules-probe>');
    const warnings = await warningsDuring(async () => {
      element.setAttribute('mode', 'popover');
      await element.updateComplete;
    });
    expect(shown(element)).to.match(/^dropdown\|/);
    expect(warnings[0]).to.contain('mode="popover"');
  });

  it('reads a deprecated attribute name with a warning; a negated one means the opposite; the current name wins', async () => {
    let old!: ShopElement;
    let both!: ShopElement;
    const warnings = await warningsDuring(async () => {
      old = await mount<ShopElement>('<test-rules-probe eligible="false" cbt></test-rules-probe>');
      both = await mount<ShopElement>('<test-rules-probe cbt cross-border-trade="false"></test-rules-probe>');
    });
    expect(shown(old)).to.equal('dropdown|500|[]|true|true');
    expect(shown(both)).to.equal('dropdown|500|[]|false|false');
    expect(warnings.some((warning) => warning.includes('cbt is deprecated: use cross-border-trade'))).to.be.true;
    expect(warnings.some((warning) => warning.includes('eligible is deprecated: use ineligible (the opposite)'))).to.be.true;

    old.setAttribute('cbt', 'false');
    await old.updateComplete;
    expect(shown(old)).to.equal('dropdown|500|[]|true|false');

    both.removeAttribute('cross-border-trade');
    await both.updateComplete;
    expect(shown(both), 'the deprecated name applies again').to.equal('dropdown|500|[]|false|true');
  });

  it('refuses a URL that is not http(s) or relative, a selector the browser cannot parse and JSON of the wrong type', async () => {
    const defaults = '/default/|.count|{}|[]';
    let hostile!: ShopElement;
    let empty!: ShopElement;
    let fine!: ShopElement;
    const warnings = await warningsDuring(async () => {
      hostile = await mount<ShopElement>(
        `<test-format-probe endpoint="javascript:alert(1)" target="###" countries="42" wishlists='{"a":1}'></test-format-probe>`,
      );
      await mount<ShopElement>(`<test-format-probe endpoint="javascript:alert(1)" target="###"></test-format-probe>`);
      empty = await mount<ShopElement>(`<test-format-probe target="" endpoint=" data:text/html,x"></test-format-probe>`);
      fine = await mount<ShopElement>(
        `<test-format-probe endpoint="https://maps.example/t?z={zoom}" target="#b > .c" countries='{"US":{}}' wishlists='[1]'></test-format-probe>`,
      );
    });
    expect(shown(hostile)).to.equal(defaults);
    expect(shown(empty)).to.equal(defaults);
    expect(shown(fine)).to.equal('https://maps.example/t?z={zoom}|#b > .c|{"US":{}}|[1]');
    expect(warnings, 'one warning per tag, attribute and value').to.have.length(6);
    expect(warnings[0]).to.contain('endpoint="javascript:alert(1)"').and.contain('an http(s) or relative URL');
    expect(warnings[1]).to.contain('target="###"').and.contain('a CSS selector');
    expect(warnings[2]).to.contain('countries="42"').and.contain('a JSON object');
    expect(warnings[3]).to.contain(`wishlists="{"a":1}"`).and.contain('a JSON list');
  });
});
