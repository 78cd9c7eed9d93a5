/** negotiator 1.x ships no types; the part of its API the page cache uses. */
declare module "negotiator" {
  import type { IncomingMessage } from "node:http";

  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, "headers">);
    /** The best of `available` the client accepts; ties go to the order of `preferred`. */
    encoding(available?: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
