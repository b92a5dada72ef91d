-- An attempt keeps its questions as they were drawn (text, options, the right answers, explanation,
-- topic): staff editing or deactivating a question later changes neither an open attempt's
-- questions and marking nor a submitted attempt's score and review. Attempts started before this
-- have none and read the bank as it is.
ALTER TABLE "exam_attempts" ADD COLUMN "questions" jsonb;
