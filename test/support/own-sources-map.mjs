// Coverage of a test bundle counts only the project's sources: the bundle's source map keeps its mappings into
// core/ and elements/ and leaves the rest of the bundle (React, Preact, the libraries, the test itself) unmapped.
// Mapped, a bundle's third-party code multiplied the work of web-test-runner's coverage many times over (its
// merge of every file's branches is quadratic): 840 s for one build's component tests instead of 190.
import { decode, encode } from '@jridgewell/sourcemap-codec';

/** Sources are relative to the bundle, which sits beside its test file in test/components/. */
const OWN_SOURCE = /^(\.\.\/)+(core|elements)\//;

export function ownSourcesMap(map) {
  const kept = map.sources.map((source) => OWN_SOURCE.test(source));
  const newIndex = [];
  let next = 0;
  for (const keep of kept) newIndex.push(keep ? next++ : -1);
  const mappings = decode(map.mappings).map((line) =>
    line.map((segment) => {
      if (segment.length === 1) return segment;
      const index = newIndex[segment[1]];
      // An unmapped segment ends the mapping before it, so third-party code is not taken for the line above.
      return index === -1 ? [segment[0]] : [segment[0], index, segment[2], segment[3]];
    }),
  );
  return {
    ...map,
    sources: map.sources.filter((_, index) => kept[index]),
    sourcesContent: map.sourcesContent?.filter((_, index) => kept[index]),
    names: [],
    mappings: encode(mappings),
  };
}
