import { Type } from 'typebox';
import { DateTimeString, NullableString } from '../shared.js';
import { shared } from '../../../http/components.js';

export const MAX_POST_LENGTH = 1000;

export const MAX_COMMENT_LENGTH = 500;

export const MAX_PICTURES = 9;

export const PostFields = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  headUrl: NullableString,
  userName: Type.String(),
  /** raw text: render it escaped */
  content: Type.String(),
  imgUrlList: Type.Array(Type.String()),
  commentCount: Type.Integer(),
  createdAt: DateTimeString,
  /** written by the asking member (they may delete it) */
  mine: Type.Boolean(),
});
export const Post = shared('Post', PostFields);

export const CommentFields = Type.Object({
  id: Type.Integer(),
  postId: Type.Integer(),
  userId: Type.Integer(),
  headUrl: NullableString,
  userName: Type.String(),
  content: Type.String(),
  createdAt: DateTimeString,
  mine: Type.Boolean(),
});
export const Comment = shared('Comment', CommentFields);
