import { describe, expect, it } from '@jest/globals';
import { readEntry } from './activity-kinds.js';

const at = new Date('2026-11-27T10:00:00Z');
const userId = '4f1c2a3b-1111-4222-8333-944455556666';

describe('an activity entry as staff read it', () => {
  it('names what a staff member did, links to the record it concerns, and shows no id as text', () => {
    const entry = readEntry({ id: '7', kind: 'system.updated', details: { change: 'user deactivated', userId, email: 'anna@example.lv' }, actor: 'staff@example.lv', createdAt: at });
    expect(entry).toMatchObject({ kind: 'system_update', action: 'user_deactivated', actor: 'staff@example.lv', actorType: 'staff' });
    expect(entry.subject).toEqual({ resource: 'users', id: userId, label: 'anna@example.lv' });
    expect(JSON.stringify(entry.details)).not.toContain(userId);
  });

  it('says the user did what users do (signing up, listing, buying), and the system what nobody did', () => {
    const listing = readEntry({ id: '8', kind: 'marketplace.activity', details: { change: 'listing created', ticketId: userId, title: 'Prāta Vētra', seller: 'seller@example.lv' }, actor: null, createdAt: at });
    expect(listing).toMatchObject({ kind: 'marketplace', action: 'listing_created', actor: 'seller@example.lv', actorType: 'user', subject: { resource: 'tickets', id: userId, label: 'Prāta Vētra' } });
    const signUp = readEntry({ id: '9', kind: 'user.registered', details: { userId, email: 'new@example.lv', name: 'Jānis Ozols' }, actor: null, createdAt: at });
    expect(signUp).toMatchObject({ action: 'user_registered', actor: 'new@example.lv', actorType: 'user' });
    const sweep = readEntry({ id: '10', kind: 'system.updated', details: { change: 'listings withdrawn', cause: 'event-cancelled', count: 3 }, actor: null, createdAt: at });
    expect(sweep).toMatchObject({ action: 'listings_withdrawn', actor: null, actorType: 'system', subject: null });
  });

  it('shortens an id written inside a fact (older entries), so no whole UUID reaches the page', () => {
    const entry = readEntry({ id: '11', kind: 'system.updated', details: { change: 'resale rules updated', eventCaps: `event ${userId}: 100 %` }, actor: 'staff@example.lv', createdAt: at });
    expect(entry.details.eventCaps).toBe('event #4f1c2a3b: 100 %');
  });
});
