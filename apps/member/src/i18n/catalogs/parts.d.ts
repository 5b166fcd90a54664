// A catalog file imported with `?catalog=first` or `?catalog=rest` holds only that part's
// namespaces (the Vite plugin apps/member/vite/catalog-parts.ts); without the plugin (e.g. a
// test run) it is the whole catalog, a superset with the same export.
declare module '*?catalog=first' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module can't import a relative path
  type Part = Partial<import('./types').Catalog>;
  export const enUS: Part;
  export const zhCN: Part;
  export const zhTW: Part;
  export const es: Part;
  export const fr: Part;
  export const trTR: Part;
}
declare module '*?catalog=rest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module can't import a relative path
  type Part = Partial<import('./types').Catalog>;
  export const enUS: Part;
  export const zhCN: Part;
  export const zhTW: Part;
  export const es: Part;
  export const fr: Part;
  export const trTR: Part;
}
