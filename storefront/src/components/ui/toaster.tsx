import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';

/** Sonner's toaster; its own effect subscribes before ours runs, so toasts sent after onMounted are shown. */
export default function Toaster({ onMounted }: { onMounted: () => void }) {
  useEffect(() => onMounted(), [onMounted]);
  return <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
