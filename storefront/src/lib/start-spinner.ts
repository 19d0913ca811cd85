/** Spec section 9: the start spinner (drawn by index.html before any script runs) shows for 500 ms. */
const START_SPINNER_MS = 500;

export function hideStartSpinner(): void {
  const wait = Math.max(0, START_SPINNER_MS - performance.now());
  window.setTimeout(() => document.getElementById('start-spinner')?.remove(), wait);
}
