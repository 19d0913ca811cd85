/** Reads until the value is accepted; fails the test with the last value read when the time is up. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!accept(value)) {
    if (Date.now() > deadline) throw new Error(`Still not there after ${timeoutMs} ms: ${String(JSON.stringify(value)).slice(0, 500)}`);
    await new Promise((done) => setTimeout(done, 250));
    value = await read();
  }
  return value;
}
