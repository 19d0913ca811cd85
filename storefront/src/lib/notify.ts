import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner) without putting sonner on the first page: the first notification loads it and mounts the
 * toaster (see ToasterHost), then shows itself. Later ones are immediate.
 */
type Sonner = typeof import('sonner');

let requestMount: (() => void) | null = null;
let mounted: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => (mounted = resolve));
let sonner: Promise<Sonner> | null = null;

/** Called by ToasterHost: how to ask it to mount the toaster. */
export function connectToasterHost(mount: () => void): void {
  requestMount = mount;
}

/** Called once the toaster listens. */
export function toasterMounted(): void {
  mounted();
}

async function show(call: (toast: Sonner['toast']) => void): Promise<void> {
  sonner ??= import('sonner');
  requestMount?.();
  const [{ toast }] = await Promise.all([sonner, toasterReady]);
  call(toast);
}

export const notify = {
  success: (title: string, options?: ExternalToast) => void show((toast) => toast.success(title, options)),
  error: (title: string, options?: ExternalToast) => void show((toast) => toast.error(title, options)),
};
