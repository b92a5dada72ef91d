// What the server hands each page render: the in-process API client carrying the visitor's
// session, the public origin for canonical links and the API key the browser uses.
import type { ApiClient, FlashKey } from "@skillbridge/core";
import { createContext as createRouterContext } from "react-router";

export type RequestValues = {
  api: ApiClient;
  origin: string;
  apiKey: string;
  /** The one-time message a form post left for this page (FLASH_COOKIE), if any. */
  flash: FlashKey | null;
  /**
   * This render's mark for the scripts the framework writes, put on them as their nonce: the
   * server trusts only marked scripts in the page's policy and removes the mark before sending.
   */
  scriptMark: string;
};

export const requestContext = createRouterContext<RequestValues>();
