import type { Random } from './fuzz.js';

/**
 * Strings that match a regular expression of the small kind the DTOs use (anchors, literals, \d \w \s \S, classes
 * with ranges and negation, groups with alternation, ? * + {n} {n,} {n,m}). `shortest` and `longest` take every
 * repetition at its bound (unbounded ones stop at 64), `random` anywhere in between; characters are picked at random.
 */
export type Repetition = 'random' | 'shortest' | 'longest';

type Node =
  | { kind: 'chars'; choices: string }
  | { kind: 'sequence'; items: Node[] }
  | { kind: 'either'; options: Node[] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

/** What a negated class or `.` may produce: plain, printable and safe in a URL. */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-';
const DIGITS = '0123456789';
const WORD = `${PLAIN.slice(0, 62)}_`;
const UNBOUNDED = 64;

export function samplePattern(pattern: string, random: Random, repetition: Repetition = 'random'): string {
  return generate(new Parser(pattern).parse(), random, repetition);
}

function generate(node: Node, random: Random, repetition: Repetition): string {
  switch (node.kind) {
    case 'chars':
      return node.choices[Math.floor(random() * node.choices.length)] ?? '';
    case 'sequence':
      return node.items.map((item) => generate(item, random, repetition)).join('');
    case 'either':
      return generate(node.options[Math.floor(random() * node.options.length)], random, repetition);
    case 'repeat': {
      const max = Math.min(node.max, node.min + UNBOUNDED);
      const count = repetition === 'shortest' ? node.min : repetition === 'longest' ? max : node.min + Math.floor(random() * (Math.min(max, node.min + 8) - node.min + 1));
      return Array.from({ length: count }, () => generate(node.node, random, repetition)).join('');
    }
  }
}

class Parser {
  private position = 0;

  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.position < this.source.length) throw new Error(`Unsupported pattern ${this.source} at ${this.position}`);
    return node;
  }

  private alternation(): Node {
    const options = [this.sequence()];
    while (this.source[this.position] === '|') {
      this.position += 1;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0] : { kind: 'either', options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.position < this.source.length && !'|)'.includes(this.source[this.position])) {
      const atom = this.atom();
      if (atom) items.push(this.quantified(atom));
    }
    return { kind: 'sequence', items };
  }

  private atom(): Node | undefined {
    const character = this.source[this.position++];
    if (character === '^' || character === '$') return undefined;
    if (character === '(') {
      if (this.source.startsWith('?:', this.position)) this.position += 2;
      const inner = this.alternation();
      this.expect(')');
      return inner;
    }
    if (character === '[') return this.characterClass();
    if (character === '.') return { kind: 'chars', choices: PLAIN };
    if (character === '\\') return { kind: 'chars', choices: this.escape(this.source[this.position++]) };
    return { kind: 'chars', choices: character };
  }

  private escape(letter: string): string {
    const known: Record<string, string> = { d: DIGITS, w: WORD, s: ' ', S: PLAIN, D: PLAIN.replace(/\d/g, ''), W: ' ' };
    return known[letter] ?? letter;
  }

  private characterClass(): Node {
    const negated = this.source[this.position] === '^';
    if (negated) this.position += 1;
    let members = '';
    while (this.source[this.position] !== ']') {
      if (this.position >= this.source.length) throw new Error(`Unclosed class in ${this.source}`);
      let character = this.source[this.position++];
      if (character === '\\') character = this.escape(this.source[this.position++]);
      if (character.length === 1 && this.source[this.position] === '-' && this.source[this.position + 1] !== ']') {
        const end = this.source[this.position + 1];
        this.position += 2;
        for (let code = character.charCodeAt(0); code <= end.charCodeAt(0); code += 1) members += String.fromCharCode(code);
      } else {
        members += character;
      }
    }
    this.position += 1;
    const choices = negated ? [...PLAIN].filter((character) => !members.includes(character)).join('') : members;
    return { kind: 'chars', choices };
  }

  private quantified(node: Node): Node {
    const character = this.source[this.position];
    if (character === '?') return this.repeat(node, 0, 1, 1);
    if (character === '*') return this.repeat(node, 0, Infinity, 1);
    if (character === '+') return this.repeat(node, 1, Infinity, 1);
    if (character === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.position));
      if (match) {
        const min = Number(match[1]);
        const max = match[2] === undefined ? min : match[3] ? Number(match[3]) : Infinity;
        return this.repeat(node, min, max, match[0].length);
      }
    }
    return node;
  }

  private repeat(node: Node, min: number, max: number, length: number): Node {
    this.position += length;
    return { kind: 'repeat', node, min, max };
  }

  private expect(character: string) {
    if (this.source[this.position] !== character) throw new Error(`Expected ${character} at ${this.position} in ${this.source}`);
    this.position += 1;
  }
}
