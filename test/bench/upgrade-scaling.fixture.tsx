// A trivial element reading one shared atom, defined twice: with stock r2wc (one React root per element)
// and with this library's runtime (one shared root with portals), for the upgrade-scaling benchmark.
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import stockR2wc from '@r2wc/react-to-web-component';
import { defineElement, type HostProps } from '../../core/runtime/define-element.ts';
import { store as sharedStore } from '../../core/state/store.ts';

const countAtom = atom(0);
const stockStore = createStore();

function Badge() {
  return <span className="badge">{useAtomValue(countAtom)}</span>;
}

function StockBadge() {
  // Stock r2wc: context does not cross roots, so each element needs its own Provider.
  return (
    <Provider store={stockStore}>
      <Badge />
    </Provider>
  );
}

const SharedBadge = (_: HostProps) => <Badge />;

const kinds = {
  stock: { tag: 'bench-stock', define: () => customElements.define('bench-stock', stockR2wc(StockBadge)), store: stockStore },
  shared: { tag: 'bench-shared', define: () => defineElement('bench-shared', SharedBadge, {}), store: sharedStore },
};

type Kind = keyof typeof kinds;

function whenAll(tag: string, count: number, value: number): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      const last = document.querySelector(`${tag}:last-of-type .badge`);
      if (last?.textContent === String(value) && document.querySelectorAll(`${tag} .badge`).length === count) resolve();
      else setTimeout(check, 0);
    };
    check();
  });
}

/** Milliseconds from defining the tag over `count` parsed elements to all of them rendered. */
async function upgrade(kind: Kind, count: number): Promise<number> {
  const { tag, define } = kinds[kind];
  document.body.innerHTML = `<main>${`<${tag}></${tag}>`.repeat(count)}</main>`;
  const started = performance.now();
  define();
  await whenAll(tag, count, 0);
  return performance.now() - started;
}

/** Milliseconds from one shared-atom write to every element showing it. */
async function sharedUpdate(kind: Kind, count: number): Promise<number> {
  const { tag, store } = kinds[kind];
  const started = performance.now();
  store.set(countAtom, 1);
  await whenAll(tag, count, 1);
  return performance.now() - started;
}

Object.assign(window, { bench: { upgrade, sharedUpdate } });
