import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The header is 65 px high on a desktop, 81 on a phone: toasts start below it, so they never cover the navigation, and are
 * laid out one under another (expanded) rather than piled up.
 */
const belowHeader = { top: 92 };

/** Sonner's toaster; its own effect subscribes before ours runs, so toasts sent after onMounted are shown. */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return <Sonner position="top-center" expand offset={belowHeader} mobileOffset={belowHeader} richColors closeButton toastOptions={{ duration: 6000 }} />;
}
