// Catalogue pictures (issue 25, ADR 0039): what one staff upload costs. A 12-megapixel photo-like JPEG (4000 × 3000,
// soft shapes and grain, as a phone writes it) and a 2400 × 1600 one are made into the eight renditions and the link
// preview by the API's own image processor, with the process's CPU time, wall time, peak RSS and the bytes stored.
// Prints; asserts nothing. Usage: npm run build -w backend && node test/perf/image-upload-benchmark.mjs
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DIST } from './stack.mjs';

const { SharpImageProcessor } = await import(join(DIST, 'shared/adapters/images/sharp-image-processor.js'));
const processor = new SharpImageProcessor();
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

async function photo(width, height) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="a"><stop offset="0" stop-color="#f7c948"/><stop offset="1" stop-color="#f7c948" stop-opacity="0"/></radialGradient></defs>
    <rect width="${width}" height="${height}" fill="#1d2b53"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${height * 0.45}" fill="url(#a)"/><ellipse cx="${width / 3}" cy="${height * 0.95}" rx="${width / 2}" ry="${height / 4}" fill="#7e2553"/></svg>`;
  const grain = await sharp({ create: { width, height, channels: 4, noise: { type: 'gaussian', mean: 128, sigma: 18 } } }).png().toBuffer();
  return sharp(Buffer.from(scene)).composite([{ input: grain, blend: 'overlay' }]).jpeg({ quality: 88 }).toBuffer();
}

const renditions = (width) => [
  ...[320, 640, 960, 1280].filter((w) => w <= width).flatMap((w) => [{ format: 'avif', width: w, fit: 'inside' }, { format: 'webp', width: w, fit: 'inside' }]),
  { format: 'jpeg', width: 1200, height: 630, fit: 'cover' },
];

console.log(`${cpus().length} cores (${cpus()[0].model}); load before ${loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
for (const [width, height] of [[4000, 3000], [2400, 1600]]) {
  const source = await photo(width, height);
  let peakRss = 0;
  const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 5);
  const times = [];
  let stored = 0;
  for (let run = 0; run < RUNS + 1; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const made = await processor.render(source, renditions(width));
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (run > 0) times.push({ wall, cpu: (used.user + used.system) / 1000 });
    stored = made.reduce((sum, picture) => sum + picture.bytes.length, 0);
  }
  clearInterval(sampler);
  times.sort((a, b) => a.wall - b.wall);
  const median = times[Math.floor(times.length / 2)];
  console.log(`${width} × ${height} JPEG (${(source.length / 1024).toFixed(0)} kB): median of ${RUNS} warm runs ${median.wall.toFixed(0)} ms wall, ${median.cpu.toFixed(0)} ms CPU; ` +
    `${renditions(width).length} files stored, ${(stored / 1024).toFixed(0)} kB; peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
}
