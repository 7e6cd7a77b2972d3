-- Trigram indexes for the studio's order search (issue 32, decision 0074): ILIKE '%…%' on names and e-mail
-- addresses. pg_trgm is a trusted extension (PostgreSQL 13 and later): the database's owner may create it. The
-- embedded engine loads it (db/pglite-worker-engine.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
