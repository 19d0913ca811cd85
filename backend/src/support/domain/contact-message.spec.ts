import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/domain/domain-error.js';
import { ContactMessage } from './contact-message.js';

const at = new Date('2026-11-28T10:00:00Z');
const fresh = () => ContactMessage.restore('m1', { handled: null, answer: null });
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as DomainError).code;
  }
  return null;
};

describe('ContactMessage', () => {
  it('is new until handled, and is handled once', () => {
    const message = fresh();
    expect(message.state).toBe('new');
    message.markHandled('staff@bte.lv', at);
    expect(message.state).toBe('handled');
    expect(message.snapshot().handled).toEqual({ by: 'staff@bte.lv', at });
    expect(codeOf(() => message.markHandled('other@bte.lv', at))).toBe('support.message_already_handled');
  });

  it('keeps the answer trimmed, marks the message handled by whoever answered, and answers once', () => {
    const message = fresh();
    expect(message.answer('  Yes, you can.\n\nRegards  ', 'staff@bte.lv', at)).toBe('Yes, you can.\n\nRegards');
    expect(message.snapshot()).toEqual({ handled: { by: 'staff@bte.lv', at }, answer: { by: 'staff@bte.lv', at, text: 'Yes, you can.\n\nRegards' } });
    expect(codeOf(() => message.answer('Another answer, again.', 'staff@bte.lv', at))).toBe('support.message_already_answered');
  });

  it('keeps who handled a message first when someone answers it later', () => {
    const message = ContactMessage.restore('m1', { handled: { by: 'first@bte.lv', at }, answer: null });
    message.answer('We answered by phone too.', 'second@bte.lv', new Date('2026-11-29T10:00:00Z'));
    expect(message.snapshot().handled).toEqual({ by: 'first@bte.lv', at });
    expect(message.snapshot().answer?.by).toBe('second@bte.lv');
  });

  it('refuses an answer under 10 or over 5000 characters (counted as letters, not bytes) and changes nothing', () => {
    const message = fresh();
    expect(codeOf(() => message.answer('   short   ', 'staff@bte.lv', at))).toBe('support.answer_too_short');
    expect(codeOf(() => message.answer('ā'.repeat(5001), 'staff@bte.lv', at))).toBe('support.answer_too_long');
    expect(message.answer('ā'.repeat(5000), 'staff@bte.lv', at)).toHaveLength(5000);
    expect(codeOf(() => fresh().answer('😀'.repeat(10), 'staff@bte.lv', at))).toBeNull();
    expect(fresh().state).toBe('new');
  });
});
