/**
 * Persistent storage for the mirror and the outbox: asks the browser not to
 * evict this origin's data under storage pressure (an unsent photo must not
 * vanish), and reports usage. Never throws.
 */

interface StorageManagerLike {
  persist?: () => Promise<boolean>;
  persisted?: () => Promise<boolean>;
  estimate?: () => Promise<{ usage?: number; quota?: number }>;
}

function storageManager(): StorageManagerLike | undefined {
  return (globalThis as { navigator?: { storage?: StorageManagerLike } }).navigator?.storage;
}

/**
 * Asks for persistent storage (`navigator.storage.persist()`).
 * @returns true when the origin's storage is (now) persistent; false when refused, unsupported or on error.
 */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const storage = storageManager();
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/**
 * Storage use of this origin, in bytes (`navigator.storage.estimate()`).
 * @returns `{ usage, quota }`, or null when the browser cannot tell.
 */
export async function estimate(): Promise<{ usage: number; quota: number } | null> {
  try {
    const storage = storageManager();
    if (!storage?.estimate) return null;
    const { usage, quota } = await storage.estimate();
    return typeof usage === 'number' && typeof quota === 'number' ? { usage, quota } : null;
  } catch {
    return null;
  }
}
