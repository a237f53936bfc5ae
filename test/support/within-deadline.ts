/**
 * Runs one named step of a clean-up and fails with its name if it has not finished in `ms`: a hang
 * (seen rarely, under load, in a runtime's close) then says which step hung instead of running into
 * the hook's limit with no name. `where` adds what the step itself said of its progress (a runtime's
 * close: the step it had begun).
 */
export const withinDeadline = async (name: string, ms: number, run: () => Promise<void>, where?: () => string): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_done, fail) => {
    timer = setTimeout(() => fail(new Error(`clean-up "${name}" did not finish within ${ms} ms${where ? ` (${where()})` : ''}`)), ms);
  });
  try {
    await Promise.race([run(), deadline]);
  } finally {
    clearTimeout(timer);
  }
};
