import { describe, expect, it } from 'vitest';
import { appendPage, slicePage } from './pagedList';

describe('appendPage', () => {
  it('appends new rows in order', () => {
    expect(appendPage([{ id: 1 }], [{ id: 2 }, { id: 3 }], (r) => r.id)).toEqual([
      { id: 1 },
      { id: 2 },
      { id: 3 },
    ]);
  });

  it('skips rows already shown (a row that moved to the next page)', () => {
    const rows = appendPage([{ id: 5 }, { id: 4 }], [{ id: 4 }, { id: 3 }, { id: 3 }], (r) => r.id);
    expect(rows.map((r) => r.id)).toEqual([5, 4, 3]);
  });
});

describe('slicePage', () => {
  const all = Array.from({ length: 45 }, (_, i) => i);

  it('serves pages of the given size and says when more remain', () => {
    expect(slicePage(all, 1, 20)).toEqual({ records: all.slice(0, 20), hasMore: true });
    expect(slicePage(all, 2, 20).hasMore).toBe(true);
    expect(slicePage(all, 3, 20)).toEqual({ records: all.slice(40), hasMore: false });
  });

  it('is empty past the end and for an empty list', () => {
    expect(slicePage(all, 9, 20)).toEqual({ records: [], hasMore: false });
    expect(slicePage([], 1, 20)).toEqual({ records: [], hasMore: false });
  });
});
