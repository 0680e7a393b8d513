#!/usr/bin/env node
// Rewrites the code's citations of the old workshop specifications ("spec 2 §5.3", "platform spec
// §2.8", "document 3 §2.4", "the spec's (§5.4)") into citations of the behaviour docs that ship
// with the repository ("docs/behaviour/interview.md §5.3"), and checks that every cited section
// exists. Idempotent: a citation already naming a docs file is only checked.
//
//   node scripts/rewrite-spec-citations.mjs           rewrite; on any problem change nothing, exit 1
//   node scripts/rewrite-spec-citations.mjs --check   change nothing; exit 1 if anything would change
//                                                     or a cited section does not exist
//
// Which document an unqualified citation ("spec §7", "§8") means is decided, in order, by the
// sections (only one document has the section), by the documents the same file cites by name,
// and by where the file lives (PATH_RULES). Anything still ambiguous is listed, not guessed.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The behaviour docs, by the number the workshop specifications had. */
const DOCS = { 1: 'platform', 2: 'interview', 3: 'review' };
const DOC_NAMES = Object.values(DOCS);

/** Where a file lives decides an ambiguous unqualified citation (first matching prefix wins). */
const PATH_RULES = [
  [/^apps\/web\/src\/features\/(interview|hr-jobs)\//, 'interview'],
  [
    /^apps\/web\/src\/features\/(job-list|legacy-dashboard|candidates-overview|candidate-detail|compare|panel|review-shared)\//,
    'review',
  ],
  [/^apps\/web\/src\//, 'platform'],
  [/^apps\/http\/src\/(speech|sessions|responses|verification|jobs|public-jobs)\//, 'interview'],
  [/^apps\/http\/src\/(review|comparison)\//, 'review'],
  [/^apps\/http\/src\/(accounts|admin|home|auth)\//, 'platform'],
  [/^adapters\/src\/(stt|tts|voice|evaluation|llm|media-tools)\//, 'interview'],
  [/^adapters\/src\/storage\//, 'review'],
  [
    /^core\/src\/use-cases\/(interview|verification|transcription|speech|jobs|voice|evaluation)\//,
    'interview',
  ],
  [/^core\/src\/use-cases\/review\//, 'review'],
  [/^core\/src\/use-cases\/(accounts|admin-analytics|home|data-protection)\//, 'platform'],
];

/** Blank space inside a comment, across a line break and the next line's `*` or `//`. */
const WS = String.raw`(?:[ \t]|\n[ \t]*(?:\*(?!/)|\/\/)?[ \t]*)`;
const SECTION = String.raw`§\d+(?:\.\d+)*(?![\d])`;
const RUN = new RegExp(
  `${SECTION}(?:${WS}*(?:,${WS}*(?:and${WS}+)?|;${WS}*|${WS}+and${WS}+)${SECTION})*`,
  'g',
);
/** What may name the document right before a run of sections (the text before it ends here). */
const QUALIFIER = new RegExp(
  String.raw`(?:(?<path>docs\/behaviour\/(?<pathDoc>platform|interview|review)\.md)|(?<numbered>\b(?:[Ss]pec|document) (?<number>[123]))|(?<named>\b(?<name>platform|interview|review) spec)|(?<bare>\b[Ss]pec))${WS}*$`,
);
/** Runs that are not ours to touch (e.g. "RFC 9110 §14.2"). */
const FOREIGN = new RegExp(String.raw`\bRFC \d+${WS}*$`);
/** A whole-document citation without a section ("(spec 3)", "(document 2)"). */
const WHOLE_DOC = new RegExp(String.raw`\b(?:[Ss]pec|document) (?<number>[123])\b(?!${WS}*§)`, 'g');

/** Section numbers of each doc, from its headings ('### 5.3 Candidate intake' gives '5.3'). */
function docSections() {
  const sections = {};
  for (const name of DOC_NAMES) {
    const text = readFileSync(join(root, 'docs', 'behaviour', `${name}.md`), 'utf8');
    sections[name] = new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]));
  }
  return sections;
}

function sourceFiles() {
  const listed = execFileSync('git', ['ls-files', 'core', 'adapters', 'apps', 'test'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((f) => /\.(ts|tsx|js|mjs|cjs)$/.test(f));
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;
const sectionsOf = (run) => [...run.matchAll(/§(\d+(?:\.\d+)*)/g)].map((m) => m[1]);

/** The document a qualifier names, or null for a bare "spec" or nothing. */
function namedDoc(groups) {
  if (!groups) return null;
  if (groups.pathDoc) return groups.pathDoc;
  if (groups.number) return DOCS[groups.number];
  if (groups.name) return groups.name;
  return null;
}

/** Every citation run of a file with the qualifier before it. */
function citationsOf(text) {
  const found = [];
  for (const match of text.matchAll(RUN)) {
    const before = text.slice(Math.max(0, match.index - 120), match.index);
    if (FOREIGN.test(before)) continue;
    const qualifier = before.match(QUALIFIER);
    const start = qualifier ? match.index - qualifier[0].length : match.index;
    found.push({ index: match.index, run: match[0], start, qualifier, doc: namedDoc(qualifier?.groups) });
  }
  return found;
}

/** Decides the document of an unqualified run, or explains why it cannot. */
function inferDoc(file, sections, fileDocs, available) {
  const candidates = DOC_NAMES.filter((name) => sections.every((s) => available[name].has(s)));
  if (candidates.length === 0) return { problem: 'no behaviour doc has these sections' };
  if (candidates.length === 1) return { doc: candidates[0] };
  const cited = candidates.filter((name) => fileDocs.has(name));
  if (cited.length === 1) return { doc: cited[0] };
  const byPath = PATH_RULES.find(([pattern]) => pattern.test(file))?.[1];
  if (byPath && candidates.includes(byPath)) return { doc: byPath };
  return { problem: `ambiguous: could be ${candidates.join(' or ')}; name the document in the comment` };
}

/** The rewritten text of one file, and its problems. */
function rewrite(file, text, available) {
  const citations = citationsOf(text);
  const problems = [];
  // Documents the file names explicitly, or that only one doc could mean: context for the rest.
  const fileDocs = new Set(citations.map((c) => c.doc).filter(Boolean));
  for (const c of citations) {
    if (c.doc) continue;
    const candidates = DOC_NAMES.filter((name) => sectionsOf(c.run).every((s) => available[name].has(s)));
    if (candidates.length === 1) fileDocs.add(candidates[0]);
  }
  const edits = [];
  for (const c of citations) {
    const sections = sectionsOf(c.run);
    let doc = c.doc;
    if (!doc) {
      const inferred = inferDoc(file, sections, fileDocs, available);
      if (inferred.problem) {
        problems.push(`${file}:${lineOf(text, c.index)}: ${c.run.replace(/\s+/g, ' ')}: ${inferred.problem}`);
        continue;
      }
      doc = inferred.doc;
    }
    const missing = sections.filter((s) => !available[doc].has(s));
    if (missing.length > 0) {
      problems.push(
        `${file}:${lineOf(text, c.index)}: docs/behaviour/${doc}.md has no section ${missing.map((s) => `§${s}`).join(', ')}`,
      );
      continue;
    }
    const path = `docs/behaviour/${doc}.md`;
    const groups = c.qualifier?.groups;
    if (groups?.path) continue; // already a docs citation
    if (groups?.numbered || groups?.named || groups?.bare) {
      const word = groups.numbered ?? groups.named ?? groups.bare;
      edits.push({ start: c.start, end: c.start + word.length, with: path });
    } else {
      edits.push({ start: c.index, end: c.index, with: `${path} ` });
    }
  }
  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.with + result.slice(edit.end);
  }
  result = result.replace(WHOLE_DOC, (_, number) => `docs/behaviour/${DOCS[number]}.md`);
  return { result, problems };
}

function main() {
  const check = process.argv.includes('--check');
  const available = docSections();
  const changed = [];
  const problems = [];
  let citations = 0;
  for (const file of sourceFiles()) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!text.includes('§') && !WHOLE_DOC.test(text)) continue;
    WHOLE_DOC.lastIndex = 0;
    citations += citationsOf(text).length;
    const { result, problems: found } = rewrite(file, text, available);
    problems.push(...found);
    if (result !== text) changed.push({ file, result });
  }
  if (problems.length > 0) {
    console.error(`${problems.length} citation(s) cannot be rewritten; nothing was changed:`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  if (check) {
    if (changed.length > 0) {
      console.error(`${changed.length} file(s) still cite the old specifications:`);
      for (const c of changed) console.error(`  ${c.file}`);
      process.exit(1);
    }
    console.log(`${citations} citation(s) checked: every cited section exists.`);
    return;
  }
  for (const c of changed) writeFileSync(join(root, c.file), c.result);
  console.log(`${citations} citation(s) checked; ${changed.length} file(s) rewritten.`);
}

main();
