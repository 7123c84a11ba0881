// For the sandboxes run on their own: Ctrl-C or a SIGTERM closes cleanly (journals synced, a
// checkpoint written) and exits; a second signal while closing changes nothing.
export function stopOnSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}
