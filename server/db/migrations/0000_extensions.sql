-- Typo-tolerant course search (trigram similarity); PGlite loads it as a bundled extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
