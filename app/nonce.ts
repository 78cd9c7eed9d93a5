import { createContext, useContext } from "react";

/** The per-request Content-Security-Policy nonce (server render only; empty in the browser). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
