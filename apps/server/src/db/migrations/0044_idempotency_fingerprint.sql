-- The fingerprint of the request that used an idempotency key (lib/idempotency.ts): the same key
-- with a different request is refused with 422 instead of answering the first request's result.
-- Keys stored before this have none and are not checked.
alter table idempotency_keys add column fingerprint text;
