export default async function globalTeardown(): Promise<void> {
  await globalThis.__EMBEDDED_PG__?.stop();
}
