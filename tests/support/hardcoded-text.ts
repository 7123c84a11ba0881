// Finds user-visible text written straight into JSX (text nodes, string children and the
// attributes a person reads or hears: title, placeholder, aria-label, alt, label), with the
// TypeScript compiler's parser rather than regular expressions.
import ts from 'typescript';

export const VISIBLE_ATTRIBUTES = new Set(['title', 'placeholder', 'aria-label', 'alt', 'label', 'aria-description', 'aria-placeholder']);
const LETTER = /\p{L}/u;

export interface HardcodedText {
  file: string;
  line: number;
  kind: 'text' | 'attribute' | 'expression';
  text: string;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => span.literal.text).join('');
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return [literalText(node.whenTrue), literalText(node.whenFalse)].filter(Boolean).join(' ') || null;
  if (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.BarBarToken ||
      node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken ||
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken)
  ) {
    return literalText(node.right);
  }
  return null;
}

export function findHardcodedText(file: string, source: string): HardcodedText[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardcodedText[] = [];
  const report = (node: ts.Node, kind: HardcodedText['kind'], text: string, label = text.trim()) => {
    if (!LETTER.test(text)) return;
    found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, kind, text: label });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, 'text', node.text);
    else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(sourceFile);
      if (VISIBLE_ATTRIBUTES.has(name) && node.initializer) {
        const initializer = node.initializer;
        const value = ts.isStringLiteral(initializer)
          ? initializer.text
          : ts.isJsxExpression(initializer)
            ? literalText(initializer.expression)
            : null; // an element as an attribute value is checked where its own text is
        if (value !== null) report(node, 'attribute', value, `${name}="${value}"`);
      }
      return; // other attributes (className, href...) are not read by people
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = literalText(node.expression);
      if (value !== null) report(node, 'expression', value);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
