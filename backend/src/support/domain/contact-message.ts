import { SupportErrors } from './support.errors.js';

export const CONTACT_ANSWER_MIN_LENGTH = 10;
export const CONTACT_ANSWER_MAX_LENGTH = 5000;

/** A contact message is new until a staff member marks it handled or answers it by e-mail. */
export type ContactMessageState = 'new' | 'handled';
export const CONTACT_MESSAGE_STATES: readonly ContactMessageState[] = ['new', 'handled'];

/** Who did something to a message, and when. */
interface StaffStamp {
  by: string;
  at: Date;
}

export interface ContactMessageHandling {
  handled: StaffStamp | null;
  answer: (StaffStamp & { text: string }) | null;
}

/**
 * What staff may do with a contact message: mark it handled (once), or answer it (once), which also marks it handled
 * when it was not yet. The answer is kept as the staff member wrote it, trimmed; the e-mail escapes it.
 */
export class ContactMessage {
  private constructor(
    readonly id: string,
    private handling: ContactMessageHandling,
  ) {}

  static restore(id: string, handling: ContactMessageHandling): ContactMessage {
    return new ContactMessage(id, handling);
  }

  get state(): ContactMessageState {
    return this.handling.handled ? 'handled' : 'new';
  }

  snapshot(): ContactMessageHandling {
    return { ...this.handling };
  }

  markHandled(by: string, at: Date): void {
    if (this.handling.handled) throw SupportErrors.alreadyHandled();
    this.handling = { ...this.handling, handled: { by, at } };
  }

  /** Returns the answer as it will be sent and stored. */
  answer(text: string, by: string, at: Date): string {
    const answer = text.trim();
    const length = [...answer].length;
    if (length < CONTACT_ANSWER_MIN_LENGTH) throw SupportErrors.answerTooShort(CONTACT_ANSWER_MIN_LENGTH);
    if (length > CONTACT_ANSWER_MAX_LENGTH) throw SupportErrors.answerTooLong(CONTACT_ANSWER_MAX_LENGTH);
    if (this.handling.answer) throw SupportErrors.alreadyAnswered();
    this.handling = { handled: this.handling.handled ?? { by, at }, answer: { by, at, text: answer } };
    return answer;
  }
}
