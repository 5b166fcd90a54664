import { Type } from 'typebox';
import { NullableString } from '../shared.js';

export const CONTENT_TYPES = ['about', 'guide', 'agreement'] as const;

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
