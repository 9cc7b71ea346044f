import { useEffect, useState } from 'react';

/**
 * Imports a module the first time `wanted` is true, and returns it once it has arrived (undefined until then).
 * For the part of an element that is needed only after the shopper has done something (a bar shown on scroll, a
 * dialog opened by a click): the chunk every page of the element loads stays without it. A module that cannot
 * be loaded is reported in the console, and the element carries on without that part.
 */
export function useModuleWhen<Module>(wanted: boolean, load: () => Promise<Module>, what: string): Module | undefined {
  const [module, setModule] = useState<Module>();
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    load().then(
      (loaded) => current && setModule(loaded),
      (error: unknown) => console.error(`shop-elements: ${what} could not be loaded`, error),
    );
    return () => void (current = false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` and `what` name the same module on every render.
  }, [wanted, module]);
  return module;
}
