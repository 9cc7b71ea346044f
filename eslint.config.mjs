// `npm run lint`. Layout is prettier's job (.prettierrc.json), so no rule here is about style: each rule that is on
// catches a class of bug this codebase is exposed to, and each one turned off says why.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const browserTests = ['test/components/**', 'test/support/**'];
const allTests = ['test/**'];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  // A disable comment whose rule no longer fires is a stale claim about the code.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  {
    rules: {
      // A `let` read in a callback defined before its one assignment (a focus trap's release) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },

  // Type-aware rules, the reason to run eslint on top of tsc: a promise nobody awaits loses its error (a fetch,
  // a dynamic import, an axe check), a promise passed where a callback's result is ignored, `await` on a
  // non-promise, `String()` of an object that prints "[object Object]" into the page, `any` leaking out of
  // server JSON. The project service reuses tsconfig.json's program: one type check, affordable on two cores.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // tsconfig's noUnusedLocals and noUnusedParameters already report these, at type check.
      '@typescript-eslint/no-unused-vars': 'off',
      // Without noUncheckedIndexedAccess the checker calls `list[0]!` unnecessary; the code writes it on purpose
      // where an element may be missing. The rule would push towards hiding that, not towards safety.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // An async function is how a synchronous implementation satisfies a Promise-returning signature (loaders,
      // route handlers); demanding an `await` in it catches nothing.
      '@typescript-eslint/require-await': 'off',
      // Rejecting with an AbortSignal's reason, as fetch does, is how an abort travels; that reason is `any`.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      // Saving a method to call it later with `.call(this)`, or to put it back after a stub, is how the code wraps
      // browser APIs (attachShadow) and tests stub globals; TypeScript's `this` typing covers real misuse.
      '@typescript-eslint/unbound-method': 'off',
      // `{}` is what `unknown` narrows to once null and undefined are ruled out: converting such server or
      // legacy values with String(), as jQuery's $.param does, is deliberate. Real object types still count.
      '@typescript-eslint/no-base-to-string': ['error', { ignoredTypeNames: ['Error', 'RegExp', 'URL', 'URLSearchParams', '{}'] }],
      // Adding to a DOM interface (HTMLElementEventMap) takes an interface that only extends.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // `cond ? show() : reset()` as a statement picks one of two calls; a bare value is still reported.
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true }],
    },
  },

  // React: hook order and stale effect dependencies break an element silently. The plugin's React Compiler
  // rules (immutability, refs, set-state-in-effect, preserve-manual-memoization, …) are left off: they judge
  // whether the compiler, which this project does not run, could memoize a component, and they forbid what
  // the elements do by design (writing to the server markup they receive as the `host` prop, keeping the
  // latest callback in a ref during render).
  {
    files: ['**/*.tsx', 'core/**/*.ts', 'elements/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },

  // Markup the library renders must work with a keyboard and a screen reader.
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  // Tests.
  {
    files: allTests,
    rules: {
      // chai's property assertions (`expect(x).to.be.true`) are expressions by design.
      '@typescript-eslint/no-unused-expressions': 'off',
      // Events from oneEvent(), values from page.evaluate() and stubbed globals arrive untyped; the assertion
      // made on them is the check, and casting each first would only add noise.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-function-type': 'off',
      // Playwright reads a fixture's dependencies from its first parameter: `async ({}, use)` is its idiom.
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
  {
    files: browserTests,
    rules: {
      // @open-wc's DOM-diff plugin types chai's `equal` as returning a promise for every value; it only is one
      // for `.dom`/`.lightDom`, which these tests do not use. Real promises (`.to.be.accessible()`) still count.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'Equal', package: 'chai' }] },
      ],
    },
  },

  // Plain JavaScript is outside tsconfig.json's program: no type-aware rules, and no-undef (which TypeScript
  // makes redundant elsewhere) guards it, knowing each file's environment.
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  { files: ['test/bench/**/*.mjs', 'test/support/**/*.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // Stand-ins for other plugins' scripts, which the plugin's PHP tests read (jQuery used without declaring it).
  {
    files: ['wordpress/tests/fixtures/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser, jQuery: 'readonly' } },
  },
  { files: ['demo/public/**/*.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser, jQuery: 'readonly' } } },
);
