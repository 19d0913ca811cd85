import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import request from 'supertest';
import { pdf } from '../../backend/src/testing/hostile-files.js';
import { signedUpUser } from './support/accounts.js';
import { startTestStack, type TestStack } from './support/test-stack.js';

type User = Awaited<ReturnType<typeof signedUpUser>>;

/** A photo as a camera writes it: `width` × `height` JPEG with the camera and its GPS position in its EXIF. */
async function photo(width: number, height: number, colour = '#2f6f4f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Model: 'Stage 7' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '56/1 57/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '24/1 6/1 0/1' } })
    .toBuffer();
}

/**
 * Staff give events and categories pictures (issue 25): each upload is made anew into AVIF and WebP widths and a
 * 1200 × 630 JPEG link preview, without metadata, served under content-addressed names cached for a year; the
 * public catalogue names them at once; a category without a picture has a generated preview in each language.
 */
describe('catalogue pictures', () => {
  let stack: TestStack;
  let db: pg.Client;
  let admin: User;
  let user: User;
  let concerts: string;
  let slug: string;
  let eventId: string;
  const as = (account: User) => ({ Authorization: `Bearer ${account.accessToken}` });
  const upload = (path: string, bytes: Buffer, account = admin, language = 'en') =>
    request(stack.http).put(path).set(as(account)).set('Accept-Language', language).attach('file', bytes, { filename: 'picture.jpg', contentType: 'image/jpeg' });
  const served = (path: string) => request(stack.http).get(path).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

  beforeAll(async () => {
    stack = await startTestStack({ queue: 'postgres' });
    db = new pg.Client({ connectionString: stack.database.url });
    await db.connect();
    [admin, user] = await Promise.all([signedUpUser(stack, 'images-staff'), signedUpUser(stack, 'images-user')]);
    await db.query('INSERT INTO admin_users (email, user_id) VALUES ($1, $2)', [admin.email, admin.userId]);
    const category = await request(stack.http)
      .post('/api/admin/categories')
      .set(as(admin))
      .send({ key: 'concerts', name: 'Concerts', nameLv: 'Koncerti', nameEn: 'Concerts', nameEe: 'Kontserdid', nameLt: 'Koncertai', status: 'active', priority: 1 })
      .expect(201);
    concerts = category.body.id as string;
    slug = category.body.slug as string;
    const created = await request(stack.http)
      .post('/api/admin/events')
      .set(as(admin))
      .send({ categoryId: concerts, title: 'Bildes koncerts', venue: 'Arēna Rīga', city: 'Rīga', startsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(), status: 'scheduled', tiers: [] })
      .expect(201);
    eventId = created.body.id as string;
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await stack?.close();
  }, 30_000);

  it("makes an event's picture into AVIF and WebP widths and a 1200 × 630 preview, without the photo's EXIF, and the catalogue shows it at once", async () => {
    // The cached answers from before the upload must not outlive it.
    const before = await request(stack.http).get(`/api/events/${eventId}`).expect(200);
    expect(before.body.image).toBeNull();
    await request(stack.http).get(`/api/events?category=${slug}&pageSize=100`).expect(200);

    const uploaded = await upload(`/api/admin/events/${eventId}/image`, await photo(2400, 1600)).expect(200);
    const image = uploaded.body.image as { base: string; width: number; height: number; widths: number[] };
    expect(image).toEqual({ base: expect.stringMatching(/^\/api\/images\/[0-9a-f]{16}$/), width: 1280, height: 853, widths: [320, 640, 960, 1280] });
    expect(uploaded.body).toMatchObject({ id: eventId, title: 'Bildes koncerts' });

    expect((await request(stack.http).get(`/api/events/${eventId}`).expect(200)).body.image).toEqual(image);
    const listed = (await request(stack.http).get(`/api/events?category=${slug}&pageSize=100`).expect(200)).body.items as { id: string; image: unknown }[];
    expect(listed.find((item) => item.id === eventId)?.image).toEqual(image);

    for (const width of image.widths) {
      for (const format of ['avif', 'webp'] as const) {
        const file = await served(`${image.base}/${width}.${format}`).expect(200);
        expect(file.headers['content-type']).toBe(`image/${format}`);
        expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(file.body as Buffer).metadata();
        expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width, height: metadata.height }).toEqual({ format, width, height: Math.round((width * 1600) / 2400) });
        expect({ exif: metadata.exif, icc: metadata.icc, xmp: metadata.xmp }).toEqual({ exif: undefined, icc: undefined, xmp: undefined });
      }
    }
    const preview = await served(`${image.base}/preview.jpg`).expect(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    const previewMetadata = await sharp(preview.body as Buffer).metadata();
    expect(previewMetadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(previewMetadata.exif).toBeUndefined();

    // Only the picture's own files are answered.
    for (const path of [`${image.base}/1920.webp`, `${image.base}/640.png`, `${image.base}/..%2F..%2Fetc%2Fpasswd`, '/api/images/ffffffffffffffff/640.webp', '/api/images/not-an-id/640.webp']) {
      const missing = await request(stack.http).get(path).set('Accept-Language', 'lv').expect(404);
      expect(missing.body.message).toBeTruthy();
    }

    const activity = await db.query(`SELECT details, actor FROM activity_log WHERE details->>'change' = 'event image replaced' AND details->>'eventId' = $1`, [eventId]);
    expect(activity.rows).toEqual([{ details: expect.objectContaining({ image: image.base.slice(-16) }), actor: admin.email }]);
  });

  it('never upscales: a picture 700 pixels wide gets the widths it can fill', async () => {
    const uploaded = await upload(`/api/admin/events/${eventId}/image`, await photo(700, 400, '#123456')).expect(200);
    expect(uploaded.body.image).toMatchObject({ width: 640, height: 366, widths: [320, 640] });
  });

  it('refuses what is not a picture, a picture too small, one too large, and hostile files, in the language asked, and keeps the picture', async () => {
    const kept = (await request(stack.http).get(`/api/admin/events/${eventId}`).set(as(admin)).expect(200)).body.image;
    const notAPicture = await upload(`/api/admin/events/${eventId}/image`, pdf(), admin, 'lv').expect(400);
    expect(notAPicture.body.message).toBe('Attēlam jābūt JPEG, PNG vai WebP formātā.');
    const tooSmall = await upload(`/api/admin/events/${eventId}/image`, await photo(600, 600), admin, 'lt').expect(400);
    expect(tooSmall.body.message).toBe('Paveikslėlis turi būti bent 640 × 336 taškų.');
    const polyglot = Buffer.concat([await photo(1000, 600), Buffer.from('<script>alert(1)</script>')]);
    await upload(`/api/admin/events/${eventId}/image`, polyglot).expect(400);
    // Just over the limit, within what the parser reads before refusing: a body announced far larger is refused
    // before it is read, and the connection closed under a client still writing.
    const huge = Buffer.concat([await photo(1000, 600), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await upload(`/api/admin/events/${eventId}/image`, huge, admin, 'et').expect(413);
    expect(tooLarge.body.message).toBe('Pilt ei tohi olla suurem kui 10 MB.');
    await request(stack.http).put(`/api/admin/events/${eventId}/image`).set(as(admin)).expect(400);
    await upload('/api/admin/events/00000000-0000-4000-8000-000000000000/image', await photo(1000, 600)).expect(404);
    await upload('/api/admin/events/not-a-uuid/image', await photo(1000, 600)).expect(404);
    expect((await request(stack.http).get(`/api/admin/events/${eventId}`).set(as(admin)).expect(200)).body.image).toEqual(kept);
  });

  it('is for staff only', async () => {
    const bytes = await photo(1000, 600);
    await upload(`/api/admin/events/${eventId}/image`, bytes, user).expect(403);
    await request(stack.http).put(`/api/admin/events/${eventId}/image`).attach('file', bytes, { filename: 'x.jpg', contentType: 'image/jpeg' }).expect(401);
    await request(stack.http).delete(`/api/admin/categories/${concerts}/image`).set(as(user)).expect(403);
  });

  it('keeps the picture when the event is saved from the back-office with its record, and deletes files no one shows any more', async () => {
    const record = (await request(stack.http).get(`/api/admin/events/${eventId}`).set(as(admin)).expect(200)).body;
    const saved = await request(stack.http).put(`/api/admin/events/${eventId}`).set(as(admin)).send({ ...record, image: { base: '/api/images/0000000000000000' }, title: 'Bildes koncerts 2' }).expect(200);
    expect(saved.body.image).toEqual(record.image);

    // The same picture on the category and the event: removing it from one leaves the other's files in place.
    const bytes = await photo(1400, 900, '#884422');
    const category = await upload(`/api/admin/categories/${concerts}/image`, bytes).expect(200);
    const event = await upload(`/api/admin/events/${eventId}/image`, bytes).expect(200);
    expect(event.body.image).toEqual(category.body.image);
    await served(`${record.image.base}/640.webp`).expect(404);

    const removed = await request(stack.http).delete(`/api/admin/events/${eventId}/image`).set(as(admin)).expect(200);
    expect(removed.body.image).toBeNull();
    expect((await request(stack.http).get(`/api/events/${eventId}`).expect(200)).body.image).toBeNull();
    await served(`${category.body.image.base}/640.webp`).expect(200);
    const categories = (await request(stack.http).get('/api/categories?lang=lv').expect(200)).body as { key: string; image: unknown }[];
    expect(categories.find((item) => item.key === 'concerts')?.image).toEqual(category.body.image);

    await request(stack.http).delete(`/api/admin/categories/${concerts}/image`).set(as(admin)).expect(200);
    await served(`${category.body.image.base}/640.webp`).expect(404);
    await served(`${category.body.image.base}/preview.jpg`).expect(404);
    const log = await db.query(`SELECT details->>'change' AS change FROM activity_log WHERE details->>'change' LIKE '% image %' ORDER BY id`);
    expect(log.rows.map((row) => row.change)).toEqual(['event image replaced', 'event image replaced', 'category image replaced', 'event image replaced', 'event image removed', 'category image removed']);
  });

  it('deletes the pictures of an event and a category staff delete', async () => {
    const category = await request(stack.http).post('/api/admin/categories').set(as(admin)).send({ key: 'opera', name: 'Opera', status: 'active', priority: 2 }).expect(201);
    const created = await request(stack.http)
      .post('/api/admin/events')
      .set(as(admin))
      .send({ categoryId: category.body.id, title: 'Īsa opera', venue: 'Opera', city: 'Rīga', startsAt: new Date(Date.now() + 9 * 86_400_000).toISOString(), status: 'scheduled', tiers: [] })
      .expect(201);
    const eventImage = (await upload(`/api/admin/events/${created.body.id}/image`, await photo(900, 600, '#335577')).expect(200)).body.image;
    const categoryImage = (await upload(`/api/admin/categories/${category.body.id}/image`, await photo(900, 600, '#775533')).expect(200)).body.image;
    await request(stack.http).delete(`/api/admin/events/${created.body.id}`).set(as(admin)).expect(200);
    await served(`${eventImage.base}/640.webp`).expect(404);
    await request(stack.http).delete(`/api/admin/categories/${category.body.id}`).set(as(admin)).expect(200);
    await served(`${categoryImage.base}/preview.jpg`).expect(404);
  });

  it("draws a category's link preview in each language when it has no picture", async () => {
    const sizes = new Set<number>();
    for (const language of ['lv', 'en', 'et', 'lt']) {
      const preview = await served(`/api/images/categories/${slug}/${language}.jpg`).expect(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      expect(preview.headers['cache-control']).toBe('public, max-age=86400');
      expect(await sharp(preview.body as Buffer).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      sizes.add((preview.body as Buffer).length);
    }
    // Each language's name is drawn: four different pictures.
    expect(sizes.size).toBe(4);
    await request(stack.http).get(`/api/images/categories/${slug}/de.jpg`).expect(404);
    await request(stack.http).get('/api/images/categories/no-such-category/lv.jpg').expect(404);
  });
});
