// Local storage that never throws: storage can be disabled (private mode, embedded frames), and a
// choice then lasts the visit rather than breaking the page.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Whether it was stored: the caller may keep it elsewhere when not. */
export function writeStored(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See the file comment.
  }
}
