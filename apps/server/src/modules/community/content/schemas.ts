import { Type } from 'typebox';
import { NullableString } from '../shared.js';
import { StringEnum, shared } from '../../../http/components.js';

export const CONTENT_TYPES = ['about', 'guide', 'agreement'] as const;

/** The public texts an operator writes (published as the enum ContentType). */
export const ContentType = shared(
  'ContentType',
  StringEnum(CONTENT_TYPES, 'a public text: about, guide or agreement'),
);

export const Slide = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  imageUrl: Type.String(),
  linkUrl: NullableString,
});

export const AreaCode = Type.Object({
  code: Type.String({ description: 'dialling code with +, e.g. +44' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2' }),
  name: Type.String(),
});
