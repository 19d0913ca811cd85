import { describe, expect, it } from '@jest/globals';
import { assertQuantityFitsFiles, fileLayout, uploadPlan } from './listing-files.js';

describe("a listing's files and its tickets", () => {
  it('reads files as none, one per ticket, or one for all of several tickets (sold together)', () => {
    expect(fileLayout(0, 3)).toBe('none');
    expect(fileLayout(3, 3)).toBe('per-ticket');
    expect(fileLayout(1, 1)).toBe('per-ticket');
    expect(fileLayout(1, 4)).toBe('whole');
    expect(fileLayout(2, 4)).toBeNull();
  });

  it('cuts one PDF into pages only when it has exactly one page per ticket, and refuses several files that are not one each', () => {
    expect(uploadPlan(0, 4, null)).toBe('none');
    expect(uploadPlan(4, 4, null)).toBe('one-each');
    expect(uploadPlan(1, 4, 4)).toBe('split-pages');
    expect(uploadPlan(1, 4, 3)).toBe('whole');
    expect(uploadPlan(1, 4, null)).toBe('whole');
    expect(uploadPlan(1, 1, 3)).toBe('one-each');
    expect(() => uploadPlan(3, 4, null)).toThrow(expect.objectContaining({ code: 'marketplace.file_count_mismatch', params: { files: 3, quantity: 4 } }));
  });

  it('lets the quantity change while one file or none covers the listing, never once there is one file per ticket', () => {
    expect(() => assertQuantityFitsFiles(0, 7)).not.toThrow();
    expect(() => assertQuantityFitsFiles(1, 3)).not.toThrow();
    expect(() => assertQuantityFitsFiles(4, 4)).not.toThrow();
    expect(() => assertQuantityFitsFiles(4, 3)).toThrow(expect.objectContaining({ code: 'marketplace.quantity_fixed_by_files', params: { files: 4 } }));
  });
});
