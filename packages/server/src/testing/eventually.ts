/**
 * The status a call gets once a change made behind this process's back (another process, or the test
 * writing the database directly) has been heard: each process caches its request users until the
 * database's notice arrives, which the server promises within a second. Polled for at most that.
 */
export async function statusWithinASecond(call: () => Promise<number>, wanted: number): Promise<number> {
  const deadline = Date.now() + 1000;
  let status = await call();
  while (status !== wanted && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    status = await call();
  }
  return status;
}
