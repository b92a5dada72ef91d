// "Tell me when a batch opens" is shown only on a course without an upcoming batch, so its form
// code (and the form kit it brings) is its own chunk, not part of every course page's first visit.
// No Suspense boundary of its own: the server's first render waits for it (the page's HTML holds
// the form, which works without scripts), and the browser keeps that HTML until the chunk arrives.
import { preloadable } from "../../ui/preloadable";

export const BatchInterestForm = preloadable(() => import("./batch-interest-form")).component(
  (module) => module.BatchInterestForm,
);
