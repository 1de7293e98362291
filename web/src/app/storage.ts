// Local storage that never throws: storage can be disabled (private mode, embedded frames), and a
// choice then lasts the visit rather than breaking the page.

export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See the file comment.
  }
}

export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See the file comment.
  }
}
