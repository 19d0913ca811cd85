// The script of a server-rendered page (ADR 0010). The page is readable as it arrives; its code only makes it
// interactive, so it is fetched once the browser has painted the page: on a slow connection the style sheet and
// the page's images do not share the bandwidth with ~150 kB of scripts. A page opened in a background tab, where
// nothing is painted, starts after a short while all the same. The server names the hydrating chunk and what to
// preload with it (data-hydrate and data-preload on #root), so this file imports nothing and costs one small
// request before the first paint.
const FALLBACK_MS = 500;

// Until the page is interactive, a pressed button or a submitted form would do nothing (or reload the page), and
// text typed into a field would be unknown to the app: they are held and replayed once it is (the app announces it
// with a "bte:interactive" event). Links work as links.
const heldClicks: HTMLElement[] = [];
const heldSubmits: HTMLFormElement[] = [];
const typedFields = new Set<HTMLInputElement | HTMLTextAreaElement>();

function noteTyping(event: Event): void {
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) typedFields.add(event.target);
}

/**
 * Tells React about text typed before hydration: the field shows it, but React's state still has the server's
 * value. Set through the element (React's value tracker records the server's value), then through the prototype's
 * setter (unrecorded), an input event is seen as a change.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (!field.isConnected || typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function holdClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  heldClicks.push(button);
}

function holdSubmit(event: SubmitEvent): void {
  if (!(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  heldSubmits.push(event.target);
}

document.addEventListener('click', holdClick, true);
document.addEventListener('submit', holdSubmit, true);
document.addEventListener('input', noteTyping, true);
document.addEventListener(
  'bte:interactive',
  () => {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    document.removeEventListener('input', noteTyping, true);
    for (const field of typedFields) replayTyping(field);
    for (const button of heldClicks) if (button.isConnected) button.click();
    for (const form of heldSubmits) if (form.isConnected) form.requestSubmit();
  },
  { once: true },
);

let started = false;
function start(): void {
  const root = document.getElementById('root');
  const chunk = root?.dataset.hydrate;
  if (started || !chunk) return;
  started = true;
  // The chunk's imports and the messages load alongside it, not one after another.
  for (const file of root.dataset.preload?.split(' ') ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ chunk);
}

setTimeout(start, FALLBACK_MS);
try {
  // The paint entry is reported when the first contentful frame is painted, which can be a frame before it is on
  // screen: two animation frames later it is.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
  new PerformanceObserver(afterTwoFrames).observe({ type: 'paint', buffered: true });
} catch {
  // no paint timing in this browser: the fallback starts it
}
