import type { ReactNode } from 'react';

/** Shown when the page has no valid boot payload: nothing branded can render, so plain text says why. */
export function BootFailure({ reason }: { reason: string }): ReactNode {
  return (
    <main role="alert" style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1>This site could not start</h1>
      <p>{reason}</p>
      <p>Reload the page; if this persists, contact customer service.</p>
    </main>
  );
}
