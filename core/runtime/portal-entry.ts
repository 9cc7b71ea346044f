import type { ComponentType } from 'react';

export interface HostProps {
  /** The custom element itself (light DOM): the component's only handle to the page. */
  host: HTMLElement;
}

type Listener = () => void;

let nextId = 0;

/**
 * One mounted element in the shared root: its component, its latest props, and the commit that tests and
 * page scripts can await.
 */
export class PortalEntry {
  readonly id = nextId++;
  private listeners = new Set<Listener>();
  private waiting: Array<() => void> = [];
  private renderPending = true;
  private everCommitted = false;

  constructor(
    readonly host: HTMLElement,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props: React's types have no safe top type for them.
    readonly Component: ComponentType<any>,
    private props: object,
  ) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getProps = (): object => this.props;

  update(props: object): void {
    // r2wc hands over the same mutated object each time; a copy lets React see the change.
    this.props = { ...props };
    this.renderPending = true;
    for (const listener of this.listeners) listener();
  }

  /** Called once React has committed this element's tree and run its effects. */
  committed(): void {
    this.renderPending = false;
    this.everCommitted = true;
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }

  /** Whether React has committed this element's first render and run its effects. */
  get hasCommitted(): boolean {
    return this.everCommitted;
  }

  /** Resolves once the render requested by the last mount or update has been committed and its effects run. */
  whenCommitted(): Promise<void> {
    if (!this.renderPending) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}
