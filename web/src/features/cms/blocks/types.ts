import { createContext } from 'react';

/** Opens one of the page's modal blocks by its id (a button block's `modal`). */
export const OpenModalContext = createContext<(id: string) => void>(() => {});
