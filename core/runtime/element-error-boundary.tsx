import { Component, type ReactNode } from 'react';
import { emit } from '../events/emit.ts';

interface Props {
  host: HTMLElement;
  children: ReactNode;
}

/**
 * Contains a failure to the element that threw: React's nodes for that element are removed, its server
 * markup stays as the fallback, and the page hears about it through the console and a DOM event.
 */
export class ElementErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const { host } = this.props;
    host.setAttribute('data-state', 'error');
    console.error(`<${host.localName}> failed and kept its server markup:`, error);
    emit(host, 'shop-element-failed', { error, tag: host.localName });
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
