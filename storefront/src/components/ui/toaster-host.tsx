import { lazy, Suspense, useEffect, useState } from 'react';
import { connectToasterHost, toasterMounted } from '../../lib/notify';

const Toaster = lazy(() => import('./toaster'));

/** Mounts sonner's toaster when the first notification asks for it. */
export function ToasterHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => connectToasterHost(() => setWanted(true)), []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster onMounted={toasterMounted} />
    </Suspense>
  );
}
