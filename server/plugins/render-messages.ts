// The messages between the thread that owns the database and its render threads (render-pool.ts).
import type { FlashKey, HttpMethod } from "@skillbridge/core";
import type { ApiAnswer } from "./page-api.ts";

export type RenderTask = {
  type: "render";
  id: number;
  url: string;
  method: "GET" | "HEAD";
  headers: [string, string][];
  origin: string;
  apiKey: string;
  flash: FlashKey | null;
  scriptMark: string;
  hasSession: boolean;
};

/** A render's API call, made by the owner as if the render were its own. */
export type ApiCallMessage = {
  type: "api";
  id: number;
  call: number;
  method: HttpMethod;
  path: string;
  body: unknown;
  headers: Record<string, string> | undefined;
};

export type ApiAnswerMessage = { type: "answer"; id: number; call: number; answer?: ApiAnswer; error?: string };

/** A render's answer as it crosses threads: an HTML page finished, anything else as bytes. */
export type ThreadOutcome = {
  status: number;
  headers: [string, string][];
  cookies: string[];
  cacheControl: string | null;
} & ({ page: { html: string; policy: string } } | { bytes: ArrayBuffer | null });

export type ToWorker = RenderTask | ApiAnswerMessage;

export type WorkerReply =
  | { type: "ready" }
  | ApiCallMessage
  | { type: "rendered"; id: number; outcome: ThreadOutcome }
  | { type: "failed"; id: number; message: string; stack: string | undefined };
