import type { enUS } from './en-US';

/** Same shape as a given catalog, every leaf a string: what each locale must provide. */
export type StringTree<T> = { [K in keyof T]: T[K] extends string ? string : StringTree<T[K]> };

/** The shape of every locale's catalog: exactly the keys of en-US. */
export type Catalog = StringTree<typeof enUS>;
export type Namespace = keyof Catalog;
