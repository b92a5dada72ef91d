// An attempt's questions are shown a page at a time, so a form post without scripts saves a few answers and moves on.
export const QUESTIONS_PER_PAGE = 5;
