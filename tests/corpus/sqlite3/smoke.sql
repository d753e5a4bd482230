-- Smoke test of the sqlite3 shell: tables, queries, the SQL features whose
-- C code is the most arithmetic-heavy (printf, dates, json, math, fts5,
-- rtree, window functions) and the shell's output modes.
.bail on
.headers on
.mode list
CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT NOT NULL, score REAL, data BLOB);
INSERT INTO t(name, score, data) VALUES
  ('alpha', 1.5, x'00ff'), ('beta', -2.25, NULL), ('gamma', 1e10, x'deadbeef'),
  ('delta', 0.1, zeroblob(4)), ('epsilon', NULL, 'text as blob');
SELECT id, name, score, hex(data), typeof(data), length(data) FROM t ORDER BY id;
SELECT count(*), sum(score), avg(score), min(name), max(name), total(score) FROM t;
CREATE INDEX t_name ON t(name);
SELECT name FROM t WHERE name BETWEEN 'b' AND 'e' ORDER BY name DESC;
UPDATE t SET score = score * 2 WHERE score < 1;
DELETE FROM t WHERE name = 'epsilon';
SELECT group_concat(name || '=' || score, ';') FROM t;
CREATE TABLE u(tid INTEGER REFERENCES t(id), tag TEXT, UNIQUE(tid, tag));
INSERT INTO u VALUES (1, 'x'), (1, 'y'), (3, 'x'), (9, 'orphan');
INSERT INTO u VALUES (1, 'x') ON CONFLICT(tid, tag) DO UPDATE SET tag = 'x2';
SELECT t.name, u.tag FROM t LEFT JOIN u ON u.tid = t.id ORDER BY t.id, u.tag;
SELECT tag, count(*) AS n FROM u GROUP BY tag HAVING n >= 1 ORDER BY n DESC, tag;
WITH RECURSIVE fib(i, a, b) AS (SELECT 1, 0, 1 UNION ALL SELECT i + 1, b, a + b FROM fib WHERE i < 92)
  SELECT i, a FROM fib WHERE i IN (1, 10, 50, 92);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 1000)
  SELECT count(*), sum(x), sum(x * x) % 1000003, max(x) FROM c;
SELECT 9223372036854775807 + 0, -9223372036854775808, 9223372036854775807 + 1,
  5 / 2, 5 % 3, -5 / 2, 5.0 / 2, 1 << 62, 7 & 3, 7 | 8, ~5, abs(-9223372036854775807);
SELECT printf('%5d|%-5s|%.3f|%e|%x|%q|%Q|%,d|%05.1f', 42, 'ab', 3.14159, 12345.678, 255,
  'it''s', NULL, 1234567, 2.25);
SELECT format('%s %lld %c', 'fmt', 9007199254740993, 'xyz'), quote(x'0102'), quote(1.5);
SELECT upper('abc'), lower('ÀBC'), substr('hello', 2, 3), instr('hello', 'll'),
  replace('aaa', 'a', 'bb'), trim('  x  '), ltrim('xxy', 'x'), length('häß'), unicode('€'),
  char(72, 105), hex('€'), like('H%', 'hello'), glob('h*o', 'hello');
SELECT date('2000-02-28', '+1 day'), datetime(0, 'unixepoch'), julianday('2000-01-01'),
  strftime('%Y-%j %H:%M:%S', '2024-03-01 13:14:15.5'), time('12:00', '+90 minutes'),
  date('2023-01-31', '+1 month'), strftime('%s', '2038-01-19 03:14:08');
SELECT round(2.5), round(-2.5), round(1.23456, 3), cast('12abc' AS INTEGER), cast(3.99 AS INT),
  cast('1e3' AS REAL), 1e308 * 10, -1e308 * 10, 0.1 + 0.2, 1 / 0, typeof(1 / 0.0);
SELECT sqrt(2), pow(2, 10), ln(exp(1)), log10(1000), floor(-1.5), ceil(-1.5), pi(), mod(7, -3),
  trunc(-2.7), sign(-3), degrees(pi());
SELECT json_object('a', 1, 'b', json_array(1, 2.5, 'x', NULL)),
  json_extract('{"a":{"b":[10,20,30]}}', '$.a.b[1]'), json_valid('{bad'),
  json_set('{"x":1}', '$.y', 2), json_array_length('[1,2,3]'), json_type('{"a":1.0}', '$.a');
SELECT key, value FROM json_each('{"one":1,"two":[2],"three":"3"}') ORDER BY key;
SELECT name, score, rank() OVER (ORDER BY score DESC), sum(score) OVER (ORDER BY id
  ROWS BETWEEN 1 PRECEDING AND CURRENT ROW), lag(name) OVER (ORDER BY id) FROM t ORDER BY id;
CREATE VIEW v AS SELECT name, score * 10 AS s10 FROM t WHERE score IS NOT NULL;
CREATE TABLE log(msg TEXT);
CREATE TRIGGER tr AFTER INSERT ON t BEGIN INSERT INTO log VALUES ('added ' || new.name); END;
INSERT INTO t(name, score) VALUES ('zeta', 6);
SELECT * FROM v ORDER BY s10;
SELECT * FROM log;
BEGIN; DELETE FROM t; ROLLBACK;
SELECT count(*) FROM t;
SAVEPOINT sp; INSERT INTO t(name) VALUES ('temp'); ROLLBACK TO sp; RELEASE sp;
SELECT count(*) FROM t;
CREATE VIRTUAL TABLE doc USING fts5(title, body);
INSERT INTO doc VALUES ('first', 'the quick brown fox'), ('second', 'jumps over the lazy dog'),
  ('third', 'quick quick quick');
SELECT title, highlight(doc, 1, '[', ']') FROM doc WHERE doc MATCH 'quick' ORDER BY rank;
CREATE VIRTUAL TABLE box USING rtree(id, x0, x1, y0, y1);
INSERT INTO box VALUES (1, 0, 10, 0, 10), (2, 5, 15, 5, 15), (3, 20, 30, 20, 30);
SELECT id FROM box WHERE x1 >= 8 AND x0 <= 12 AND y1 >= 8 AND y0 <= 12 ORDER BY id;
CREATE TABLE big(k INTEGER PRIMARY KEY, v TEXT);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c LIMIT 20000)
  INSERT INTO big SELECT x, printf('%08x', x * 2654435761 % 4294967296) FROM c;
CREATE INDEX big_v ON big(v);
SELECT count(*), count(DISTINCT v), min(v), max(v), sum(length(v)) FROM big;
SELECT k FROM big WHERE v = (SELECT v FROM big WHERE k = 12345);
PRAGMA integrity_check;
.mode csv
SELECT id, name, score FROM t ORDER BY id;
.mode column
SELECT id, name FROM t ORDER BY id LIMIT 3;
.mode json
SELECT id, name, score FROM t ORDER BY id LIMIT 2;
.mode box
SELECT 1 AS one, 'two' AS two;
.mode list
SELECT 'done';
