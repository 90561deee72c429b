// The checks behind "every text comes from the dictionaries": a scan of the components' source for words
// written into JSX, and a comparison of each dictionary across the three languages.
import ts from 'typescript';

/** Props whose value is read to a person (shown, or spoken by a screen reader). */
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** A letter of any script: text that needs translating has one; "×", "−", "▶" or "3" do not. */
const LETTER = /\p{L}/u;

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

/**
 * Words written straight into a component: JSX text, and string literals that end up as a child or as a text
 * prop. A literal passed to a function (a dictionary key in `t('lobby.title')`), compared, or used as an index
 * is not shown, so it is not reported.
 */
export function findHardcodedText(source: string, file: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!LETTER.test(text)) return;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    findings.push({ file, line: line + 1, text: text.trim() });
  };

  /** The literals an expression's value can be, without looking inside calls, comparisons or indexes. */
  const shown = (expression: ts.Expression): void => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      report(expression, expression.text);
    } else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((s) => s.literal.text)].join(' '),
      );
      for (const span of expression.templateSpans) shown(span.expression);
    } else if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
      shown(expression.expression);
    } else if (ts.isConditionalExpression(expression)) {
      shown(expression.whenTrue);
      shown(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression)) {
      const op = expression.operatorToken.kind;
      if (op === ts.SyntaxKind.AmpersandAmpersandToken) shown(expression.right);
      else if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
        shown(expression.left);
        shown(expression.right);
      } else if (op === ts.SyntaxKind.PlusToken) {
        shown(expression.left);
        shown(expression.right);
      }
    } else if (ts.isArrayLiteralExpression(expression)) {
      for (const element of expression.elements) if (!ts.isSpreadElement(element)) shown(element);
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      shown(node.expression);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxFragment(node.parent)) {
      shown(node.expression);
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(sf)) && node.initializer) {
      if (ts.isStringLiteral(node.initializer)) report(node.initializer, node.initializer.text);
      else if (ts.isJsxExpression(node.initializer) && node.initializer.expression)
        shown(node.initializer.expression);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return findings;
}

/** Keys a board passes to its dictionary as literals: `ui('key', …)`, including both branches of a condition. */
export function uiKeysUsed(source: string, file: string): { key: string; line: number }[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keys: { key: string; line: number }[] = [];
  const literals = (expression: ts.Expression): string[] => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isConditionalExpression(expression))
      return [...literals(expression.whenTrue), ...literals(expression.whenFalse)];
    if (ts.isParenthesizedExpression(expression)) return literals(expression.expression);
    return [];
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'ui' &&
      node.arguments[0]
    ) {
      const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
      for (const key of literals(node.arguments[0])) keys.push({ key, line: line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return keys;
}

/** The `{parameters}` of a text, sorted. */
export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)(?:\|[a-z]+=[^|}]*)*\}/g)].map((m) => m[1]))].sort();
}

/** The plural categories each language's counts fall into (`Intl.PluralRules`), all of which a text must name. */
const PLURAL_FORMS: Readonly<Record<string, readonly string[]>> = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many'],
  et: ['one', 'other'],
};

/** The plural forms of a text that lack one of the language's categories. */
function missingPluralForms(lang: string, text: string): string[] {
  const missing: string[] = [];
  for (const [, name, forms] of text.matchAll(/\{(\w+)((?:\|[a-z]+=[^|}]*)+)\}/g)) {
    const named = new Set(
      forms
        .slice(1)
        .split('|')
        .map((f) => f.split('=')[0]),
    );
    for (const form of PLURAL_FORMS[lang]) if (!named.has(form)) missing.push(`{${name}|${form}=…}`);
  }
  return missing;
}

/**
 * What is wrong with a dictionary in three languages: keys missing from one, empty texts, and texts whose
 * parameters differ from English's.
 */
export function dictionaryProblems(
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string[] {
  const problems: string[] = [];
  const langs = ['en', 'ru', 'et'];
  const keys = new Set(langs.flatMap((lang) => Object.keys(texts[lang] ?? {})));
  for (const key of [...keys].sort()) {
    for (const lang of langs) {
      const text = texts[lang]?.[key];
      if (text === undefined) problems.push(`${lang}: missing "${key}"`);
      else if (text.trim() === '') problems.push(`${lang}: "${key}" is empty`);
      for (const form of text === undefined ? [] : missingPluralForms(lang, text))
        problems.push(`${lang}: "${key}" lacks the plural form ${form}`);
      if (text !== undefined && lang !== 'en' && texts.en[key] !== undefined) {
        const want = placeholders(texts.en[key]).join(',');
        const got = placeholders(text).join(',');
        if (want !== got) problems.push(`${lang}: "${key}" has {${got}}, English has {${want}}`);
      }
    }
  }
  return problems;
}

/** Parameters that are counts by name in every dictionary; a dictionary's own plural forms name more. */
const COUNTS = ['n', 'count', 'total', 'left', 'min', 'max'];

/**
 * English words that may follow a count without agreeing with it: "3 of 5", "2 to go", "4 left", "5 now", and
 * nouns whose plural is the singular ("1 Fish", "3 Fish").
 */
const NOT_NOUNS = new Set(['of', 'to', 'left', 'more', 'out', 'and', 'or', 'now', 'fish']);

/**
 * Words of Russian and Estonian that follow a count without agreeing with it: Estonian's "5 koha võrra" (by 5
 * places) keeps the genitive singular whatever the number.
 */
const INVARIANT: Readonly<Record<string, ReadonlySet<string>>> = { ru: new Set(), et: new Set(['koha']) };

/**
 * Counts that meet a noun outside a plural form, so one of the three languages would say "1 players" or "4
 * очков": in English, a count (a parameter named as one, or one the dictionary puts in a plural form somewhere)
 * followed by a word; in Russian and Estonian, a parameter that English puts in a plural form, followed by a word
 * outside one (a count standing alone, "очков: 5", agrees with nothing; nor does an abbreviation, "5 знач.").
 */
export function countsOutsidePlurals(
  texts: Readonly<Record<string, Readonly<Record<string, string>>>>,
): string[] {
  const counts = new Set(COUNTS);
  for (const lang of ['en', 'ru', 'et'])
    for (const text of Object.values(texts[lang] ?? {}))
      for (const [, name] of text.matchAll(/\{(\w+)\|/g)) counts.add(name);
  const plural = (text: string) => new Set([...text.matchAll(/\{(\w+)\|/g)].map((m) => m[1]));
  const problems: string[] = [];
  for (const [key, en] of Object.entries(texts.en ?? {})) {
    for (const [, name, word] of en.matchAll(/\{(\w+)\}\s+(\p{L}+)/gu))
      if (counts.has(name) && !NOT_NOUNS.has(word.toLowerCase()))
        problems.push(`en: "${key}" has {${name}} before "${word}" outside a plural form`);
    for (const name of plural(en))
      for (const lang of ['ru', 'et']) {
        const before = new RegExp(`\\{${name}\\}\\s+(\\p{L}+)(\\.?)`, 'gu');
        for (const [, word, abbreviated] of (texts[lang]?.[key] ?? '').matchAll(before))
          if (!abbreviated && !INVARIANT[lang].has(word.toLowerCase()))
            problems.push(
              `${lang}: "${key}" has {${name}} before "${word}" outside a plural form, English has one`,
            );
      }
  }
  return problems;
}
