// The dictionaries are imported file by file (the packages' index modules would bring every list); the packages
// ship no types for those files.
declare module '@zxcvbn-ts/language-common/dist/passwords.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-common/dist/adjacencyGraphs.json.mjs' {
  const graphs: Record<string, Record<string, Array<string | null>>>;
  export default graphs;
}
declare module '@zxcvbn-ts/language-en/dist/firstnames.json.mjs' {
  const words: string[];
  export default words;
}
declare module '@zxcvbn-ts/language-en/dist/wordSequences.json.mjs' {
  const sequences: Record<string, string[]>;
  export default sequences;
}
