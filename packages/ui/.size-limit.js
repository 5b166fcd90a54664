/**
 * Weight budgets (issue #13), checked by `pnpm test` on the built dist: what a consumer's bundle
 * gains, minified and gzipped, over React. JavaScript only: esbuild (size-limit's bundler) keeps the
 * CSS of every module a barrel reaches even when tree-shaking drops the module, which Vite and Rollup
 * do not; the CSS per component is checked in the brand-demo build instead (examples/brand-demo).
 */
const common = {
  path: 'dist/index.js',
  gzip: true,
  ignore: ['react', 'react-dom', 'react/jsx-runtime'],
  modifyEsbuildConfig: (config) => ({ ...config, loader: { ...config.loader, '.css': 'empty' } }),
};

export default [
  { ...common, name: 'a pure function (maskPhone)', import: '{ maskPhone }', limit: '1 KB' },
  { ...common, name: 'Avatar', import: '{ Avatar }', limit: '6 KB' },
  { ...common, name: 'NavBar', import: '{ NavBar }', limit: '6 KB' },
  { ...common, name: 'SlideToConfirm', import: '{ SlideToConfirm }', limit: '12 KB' },
  // A first screen's controls: native elements, no react-aria (issue 18, decision 4; with
  // react-aria's press or text-field hooks each of them would weigh ≈ 10 KB more).
  { ...common, name: 'Button', import: '{ Button }', limit: '4 KB' },
  { ...common, name: 'Cell', import: '{ Cell }', limit: '3 KB' },
  { ...common, name: 'TextField', import: '{ TextField }', limit: '3 KB' },
];
