import type { ComponentType } from 'react';
import type { HostProps } from './portal-entry.ts';

/**
 * An element inside another element of its own tag does nothing: the outer one already enhances the markup
 * both wrap, and a second instance would add its controls again (two pairs of −/+ buttons, two rows of stars).
 * Decided at each render, so an element moved out of its twin starts working.
 */
export function outermostOnly<Props extends HostProps>(Component: ComponentType<Props>): ComponentType<Props> {
  function Outermost(props: Props) {
    const { host } = props;
    return host.parentElement?.closest(host.localName) ? null : <Component {...props} />;
  }
  Outermost.displayName = `Outermost(${Component.displayName ?? Component.name})`;
  return Outermost;
}
