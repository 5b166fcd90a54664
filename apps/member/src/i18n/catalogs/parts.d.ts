// A catalog file imported with `?catalog=first`, `?catalog=rest`, `?catalog=shell`, `?catalog=auth`
// or `?catalog=home` holds only those namespaces (the Vite plugin apps/member/vite/catalog-parts.ts); without the plugin (e.g. a
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
declare module '*?catalog=shell' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module can't import a relative path
  export const enUS: Partial<import('./types').Catalog>;
}
declare module '*?catalog=auth' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module can't import a relative path
  export const enUS: Partial<import('./types').Catalog>;
}
declare module '*?catalog=home' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module can't import a relative path
  export const enUS: Partial<import('./types').Catalog>;
}
