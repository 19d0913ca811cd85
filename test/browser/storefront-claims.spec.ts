import { expect, test } from '@playwright/test';
import { expectNoSeriousAccessibilityViolations } from './support/accessibility.js';
import { adminHeaders, boughtThroughApi, categoryIdsBySlug, confirmedAccount, DESKTOP, inDays, listTicket, PHONE, signedInContext, ticketPdf } from './support/market.js';
import { mailTo } from './support/inbox.js';
import { screenshot } from './support/storefront.js';

// Claims on the order page (issue 18): the buyer of a paid order reports what went wrong, the seller sees the claim
// and answers it, each in their language, at 375 and 1280 px, with axe on each screen. The buyer attaches a photo
// (choosing two files and removing one); the seller downloads it from the claim.

test.setTimeout(120_000);

const WORDS = {
  lv: { segment: 'lv', start: 'Ziņot par problēmu', reason: 'Biļete netika saņemta', message: 'Kas notika', submit: 'Nosūtīt pretenziju', reasonRequired: 'Izvēlieties, kas nogāja greizi.', yours: 'Jūsu pretenzija', buyers: 'Pircēja pretenzija', answer: 'Jūsu atbilde', send: 'Nosūtīt atbildi', waits: 'Izmaksa par šo pārdošanu gaida', filesHint: 'Līdz 3 failiem', remove: 'Noņemt', download: 'Lejupielādēt' },
  en: { segment: 'en', start: 'Report a problem', reason: 'I did not receive the ticket', message: 'What happened', submit: 'Send the claim', reasonRequired: 'Choose what went wrong.', yours: 'Your claim', buyers: "The buyer's claim", answer: 'Your answer', send: 'Send the answer', waits: 'Your payout for this sale waits', filesHint: 'Up to 3 files', remove: 'Remove', download: 'Download' },
  et: { segment: 'ee', start: 'Teata probleemist', reason: 'Ma ei saanud piletit kätte', message: 'Mis juhtus', submit: 'Saada kaebus', reasonRequired: 'Valige, mis läks valesti.', yours: 'Teie kaebus', buyers: 'Ostja kaebus', answer: 'Teie vastus', send: 'Saada vastus', waits: 'Selle müügi väljamakse ootab', filesHint: 'Kuni 3 faili', remove: 'Eemalda', download: 'Laadi alla' },
  lt: { segment: 'lt', start: 'Pranešti apie problemą', reason: 'Bilieto negavau', message: 'Kas įvyko', submit: 'Siųsti pretenziją', reasonRequired: 'Pasirinkite, kas nutiko.', yours: 'Jūsų pretenzija', buyers: 'Pirkėjo pretenzija', answer: 'Jūsų atsakymas', send: 'Siųsti atsakymą', waits: 'Išmoka už šį pardavimą laukia', filesHint: 'Iki 3 failų', remove: 'Pašalinti', download: 'Atsisiųsti' },
} as const;

/** A 1×1 PNG: the photo a buyer attaches. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const [buyerLanguage, sellerLanguage] of [
  ['lt', 'lv'],
  ['et', 'en'],
] as const) {
  test(`a buyer reports a ticket not received and the seller answers (buyer ${buyerLanguage}, seller ${sellerLanguage})`, async ({ browser, request }) => {
    const { koncerti } = await categoryIdsBySlug(request);
    const [seller, buyer] = await Promise.all([confirmedAccount(request, `claim-seller-${sellerLanguage}`, sellerLanguage), confirmedAccount(request, `claim-buyer-${buyerLanguage}`, buyerLanguage)]);
    const title = `Pretenzija ${buyerLanguage} ${Date.now().toString(36)}`;
    const ticketId = await listTicket(request, seller, { title, eventDate: inDays(9), categoryId: koncerti, withFile: true });
    const orderId = await boughtThroughApi(request, buyer, ticketId, 2250);

    const b = WORDS[buyerLanguage];
    const buyerSide = await signedInContext(browser, buyer, PHONE);
    await buyerSide.page.goto(`/${b.segment}/orders/${orderId}`);
    await buyerSide.page.getByRole('button', { name: b.start }).click();
    await buyerSide.page.getByRole('button', { name: b.submit }).click();
    await expect(buyerSide.page.getByTestId('claim-error')).toHaveText(b.reasonRequired);
    await buyerSide.page.getByLabel(b.reason).check();
    await buyerSide.page.getByLabel(b.message, { exact: true }).fill('The seller never sent the PDF and does not answer.');
    const form = buyerSide.page.getByTestId('claim-form');
    await expect(form.getByTestId('claim-files-field')).toContainText(b.filesHint);
    await form.getByTestId('claim-files-input').setInputFiles([
      { name: 'seat-photo.png', mimeType: 'image/png', buffer: PHOTO },
      { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: ticketPdf() },
    ]);
    const chosen = form.getByTestId('claim-files-chosen');
    await expect(chosen.getByRole('listitem')).toHaveText([/seat-photo\.png/, /receipt\.pdf/]);
    await chosen.getByRole('button', { name: `${b.remove} receipt.pdf` }).click();
    await expect(chosen.getByRole('listitem')).toHaveText([/seat-photo\.png/]);
    await screenshot(buyerSide.page, `claims-form-${buyerLanguage}-375`);
    await expectNoSeriousAccessibilityViolations(buyerSide.page, `the claim form (${buyerLanguage})`);
    await buyerSide.page.getByRole('button', { name: b.submit }).click();
    const panel = buyerSide.page.getByTestId('claim-panel');
    await expect(panel.getByRole('heading', { name: b.yours })).toBeVisible();
    await expect(panel.getByTestId('claim-message')).toHaveText('The seller never sent the PDF and does not answer.');
    await expect(panel).toHaveAttribute('data-claim-status', 'open');
    await expect(panel.getByTestId('claim-files').getByRole('button')).toHaveText(['seat-photo.png']);
    await buyerSide.context.close();

    const s = WORDS[sellerLanguage];
    const sellerSide = await signedInContext(browser, seller, DESKTOP);
    // The seller arrives from the e-mail that told them, in their language.
    const told = await mailTo(request, seller.email, (mail) => Boolean(mail.text?.includes(orderId)));
    expect(told.text ?? '').toContain(`/${s.segment}/orders/${orderId}`);
    await sellerSide.page.goto(`/${s.segment}/orders/${orderId}`);
    const sellerPanel = sellerSide.page.getByTestId('claim-panel');
    await expect(sellerPanel.getByRole('heading', { name: s.buyers })).toBeVisible();
    await expect(sellerPanel.getByTestId('claim-outcome')).toContainText(s.waits);
    // The buyer's photo, downloaded with the seller's session.
    const downloading = sellerSide.page.waitForEvent('download');
    await sellerPanel.getByRole('button', { name: `${s.download} seat-photo.png` }).click();
    expect((await downloading).suggestedFilename()).toBe('seat-photo.png');
    await sellerPanel.getByLabel(s.answer).fill('I sent it to the e-mail on the order; here it is again.');
    await sellerPanel.getByRole('button', { name: s.send }).click();
    await expect(sellerPanel.getByTestId('claim-answer')).toHaveText('I sent it to the e-mail on the order; here it is again.');
    await screenshot(sellerSide.page, `claims-seller-${sellerLanguage}-1280`);
    await expectNoSeriousAccessibilityViolations(sellerSide.page, `the claim, seller's side (${sellerLanguage})`);
    await sellerSide.context.close();
  });
}

const MOVED = {
  lv: { segment: 'lv', heading: 'Pasākums ir pārcelts', start: 'Atmaksāt', confirm: 'Jā, atmaksāt 47,75 €', done: 'atmaksāti uz jūsu karti' },
  en: { segment: 'en', heading: 'The event has moved', start: 'Refund me', confirm: 'Yes, refund 47,75 €', done: 'refunded to your card' },
} as const;

for (const [language, viewport, width] of [
  ['lv', PHONE, 375],
  ['en', DESKTOP, 1280],
] as const) {
  test(`a buyer whose event moved has all they paid back, after confirming (${language}, ${width} px)`, async ({ browser, request }) => {
    const headers = await adminHeaders(request);
    const { koncerti } = await categoryIdsBySlug(request);
    // 16:00 UTC is 18:00 in Riga: the same calendar day.
    const event = (await (
      await request.post('/api/admin/events', {
        headers,
        data: { categoryId: koncerti, title: `Pārceltais ${language} ${Date.now().toString(36)}`, venue: 'Lielā ģilde', city: 'Rīga', startsAt: `${inDays(60)}T16:00:00.000Z`, status: 'scheduled', tiers: [] },
      })
    ).json()) as Record<string, unknown> & { id: string; title: string };
    const [seller, buyer] = await Promise.all([confirmedAccount(request, `moved-seller-${language}`, 'lv'), confirmedAccount(request, `moved-buyer-${language}`, language)]);
    const ticketId = await listTicket(request, seller, { title: event.title, eventDate: inDays(60), categoryId: koncerti, eventId: event.id, withFile: true });
    const orderId = await boughtThroughApi(request, buyer, ticketId, 2250);
    expect((await request.put(`/api/admin/events/${event.id}`, { headers, data: { ...event, startsAt: `${inDays(90)}T17:30:00.000Z` } })).ok()).toBe(true);

    const w = MOVED[language];
    const { context, page } = await signedInContext(browser, buyer, viewport);
    const panel = page.getByTestId('move-refund-panel');
    // The move reaches the order through a job: the page shows it once it has.
    await expect(async () => {
      await page.goto(`/${w.segment}/orders/${orderId}`);
      await expect(panel).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(panel.getByRole('heading', { name: w.heading })).toBeVisible();
    await expect(panel).toContainText('19:30');
    await panel.getByRole('button', { name: w.start }).click();
    await screenshot(page, `claims-moved-${language}-${width}`);
    await expectNoSeriousAccessibilityViolations(page, `the refund offered after a move (${language})`);
    await panel.getByRole('button', { name: w.confirm }).click();
    // Being refunded, then refunded: the page follows the claim by itself.
    await expect(page.getByTestId('claim-outcome')).toContainText(w.done, { timeout: 20_000 });
    await expect(page.getByTestId('claim-outcome')).toContainText('47,75');
    await screenshot(page, `claims-moved-refunded-${language}-${width}`);
    await context.close();
  });
}
