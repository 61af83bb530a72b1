// The register pattern families (docs/spec/rules.md) as ready-made presets: every preset accepts and rejects what its name promises,
// including other scripts and look-alike characters, and length boundaries behave through compileFieldRule.
import { describe, expect, it, vi } from 'vitest';
import { compileFieldRule, compilePattern, expandFieldRule, REGISTER_PATTERN_PRESETS } from '../../../../src/engine/rules.ts';
import type { FieldRule, RegisterPatternPreset } from '../../../../src/generated/types.ts';

interface Samples {
  accept: string[];
  reject: string[];
}

const ZWJ = '\u200D';
const NBSP = '\u00A0';
const IDEOGRAPHIC_SPACE = '\u3000';

/** Typed by the schema's enum: a preset without samples does not compile. */
const SAMPLES: Record<RegisterPatternPreset, Samples> = {
  lettersFirstAlphanumeric: {
    accept: ['player01', 'Abc', 'z9y8x7'],
    reject: ['1player', '_abc', 'pläyer', 'user name', 'রহিম1'],
  },
  kanjiAndNumbers: {
    accept: ['山田123', '東京', '２０２４年'],
    reject: ['やまだ', 'Yamada1', '山田 123', '山田-1'],
  },
  email: {
    accept: ['player@example.com', 'first.last+tag@mail.example.co.uk', 'a_b%c@sub-domain.example.org'],
    reject: ['player@example', 'player.example.com', 'a..b@example.com', '.a@example.com', 'a@-example.com', 'a b@example.com', 'রহিম@example.com', 'a@example.c0m'],
  },
  lettersOrNumbers: {
    accept: ['player01', '123456', 'ABCdef'],
    reject: ['player 01', 'player_01', 'ñandú1', '١٢٣'],
  },
  lettersAndNumbers: {
    accept: ['abc123', '1a', 'Z9'],
    reject: ['abcdef', '123456', 'abc 123', 'abc-123', 'ab১২'],
  },
  numbersOnly: {
    accept: ['0123456789', '9', '00'],
    reject: ['১২৩৪', '１２３', '12 34', '+8801', '12a'],
  },
  alphanumericWithUppercase: {
    accept: ['Secret123', 'A1', 'abcD9'],
    reject: ['secret123', 'SECRETabc', 'Secret 123', 'Secret12!', 'Ärger123'],
  },
  englishLettersAndSpaces: {
    accept: ['John', 'John Smith', 'Mary Ann Lee'],
    reject: [' John', 'John  Smith', 'John Smith ', 'John3', 'José Smith', 'রহিম'],
  },
  noSpaces: {
    accept: ['pass!word#1', 'パスワード', 'রহিম১২৩'],
    reject: ['pass word', 'pass\tword', `pass${NBSP}word`, `pass${IDEOGRAPHIC_SPACE}word`],
  },
  chineseAndPunctuation: {
    accept: ['你好', '你好，世界！', '《红楼梦》'],
    reject: ['hello', '你好 世界', '你好1', '！！！'],
  },
  dateYearMonthDay: {
    accept: ['1990-12-31', '2024-02-29', '2000-02-29'],
    reject: ['2023-02-29', '1900-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '24-01-01', '2024/01/01', '2024-1-1'],
  },
  dateMonthDayYear: {
    accept: ['12-31-1990', '02-29-2024', '01-01-0001'],
    reject: ['02-29-2023', '13-01-2024', '00-10-2024', '31-12-1990', '12/31/1990', '06-31-2024'],
  },
  koreanOnly: {
    accept: ['김민준', '홍길동', '이 수진'],
    reject: ['김민준1', 'Kim', '김  민준', '김민준 ', '金民俊'],
  },
  thaiOnly: {
    accept: ['สมชาย', 'สมชาย ใจดี', 'กรุงเทพ'],
    reject: ['สมชาย1', 'สมชาย๑', 'Somchai', '\u0E31ก'],
  },
  uppercaseOnly: {
    accept: ['ABC', 'Z', 'HELLOWORLD'],
    reject: ['Abc', 'ABC1', 'ÄBC', 'AB C'],
  },
  startsWith9: {
    accept: ['9', '9123456789', '90000'],
    reject: ['8123456789', '09123', '9abc', '９123'],
  },
  upperLowerDigitSymbol: {
    accept: ['Abcdef1!', 'P@ssw0rd', 'Zz9#'],
    reject: ['Abcdef12', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abc def1!'],
  },
  fullNameTwoParts: {
    accept: ['John Smith', 'মোহাম্মদ রহিম', "Anne-Marie O'Brien", 'Nguyễn An'],
    reject: ['John', 'John Ronald Smith', 'John  Smith', 'John Smith1', '-John Smith'],
  },
  fullWidthJapanese: {
    accept: ['やまだたろう', 'ヤマダタロウ', `山田${IDEOGRAPHIC_SPACE}太郎`, 'ジョン・スミス'],
    reject: ['ﾔﾏﾀﾞ', 'Yamada', '山田 太郎', '山田１', `${IDEOGRAPHIC_SPACE}山田`],
  },
  bengaliName: {
    // র‍্যাব: the ZWJ keeps the ya-phala shape; মো. is the usual abbreviation of মোহাম্মদ.
    accept: ['রহিম', 'মোহাম্মদ রহিম', 'মো. করিম', `র${ZWJ}্যাব`],
    reject: ['Rahim', 'রহিম১', 'রহিম  করিম', '\u09BFরহিম', 'रहीम'],
  },
  bengaliOrEnglishName: {
    accept: ['Rahim Uddin', 'মোহাম্মদ রহিম', 'Md. রহিম'],
    reject: ['Rahim1', 'রহিম১২', 'राम', 'Rahim_Uddin'],
  },
  devanagariName: {
    accept: ['राम', 'राम कुमार', 'श्री. गणेश'],
    reject: ['Ram', 'राम१', 'রহিম', 'राम  कुमार'],
  },
  latinName: {
    // Vietnamese precomposed, and the same letter as e + combining circumflex + combining tilde.
    accept: ['Nguyễn Văn An', 'José', 'Zoë Ørsted', 'Nguye\u0302\u0303n'],
    reject: ['Nguyễn1', 'Иван', 'Nguyễn  An', 'Trần_Hưng'],
  },
  arabicName: {
    accept: ['محمد', 'محمد علي', 'مُحَمَّد'],
    reject: ['Mohammed', 'محمد١', 'محمد  علي', 'עברית'],
  },
  uppercaseAndNumbers: {
    accept: ['AB123456', 'X9', '123456'],
    reject: ['ab123456', 'AB 123', 'AB-123', 'ÅB12'],
  },
};

const presets = Object.values(REGISTER_PATTERN_PRESETS);

/** The rule an operator writes: preset + lengths, expanded the way the brand loader does it. */
function presetRule(name: RegisterPatternPreset, minLength: number, maxLength: number, required = true): FieldRule {
  const r = expandFieldRule('field', { preset: name, minLength, maxLength, enabled: true, required });
  if (!r.ok) throw new Error(r.problem.message);
  return r.rule;
}
const codePoints = (s: string): number => [...s].length;

describe('register validation rules: every pattern family is a preset', () => {
  it('covers every pattern family with stable patternIds (platform ids 1, 4, 6 kept)', () => {
    expect(REGISTER_PATTERN_PRESETS.lettersFirstAlphanumeric.patternId).toBe(1);
    expect(REGISTER_PATTERN_PRESETS.lettersOrNumbers.patternId).toBe(4);
    expect(REGISTER_PATTERN_PRESETS.numbersOnly.patternId).toBe(6);
    const ids = presets.map((p) => p.patternId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(presets.length).toBeGreaterThanOrEqual(24);
  });

  it.each(presets.map((p) => [p.name, p] as const))('%s is named in camelCase, anchored and compiles with the u flag', (name, p) => {
    expect(name).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(p.name).toBe(name);
    expect(p.acceptedPattern.startsWith('^')).toBe(true);
    expect(p.acceptedPattern.endsWith('$')).toBe(true);
    expect(() => new RegExp(p.acceptedPattern, 'u')).not.toThrow();
    expect(compilePattern(p.acceptedPattern).flags).toBe('u');
    expect(p.description.length).toBeGreaterThan(10);
  });
});

describe.each(presets.map((p) => [p.name] as const))('register validation rules: preset %s', (name) => {
  const samples = SAMPLES[name];
  const validator = compileFieldRule('field', presetRule(name, 1, 255));
  const key = `reg_pattern_${REGISTER_PATTERN_PRESETS[name].patternId}`;

  it('has at least three accepted and three rejected samples', () => {
    expect(samples.accept.length).toBeGreaterThanOrEqual(3);
    expect(samples.reject.length).toBeGreaterThanOrEqual(3);
  });
  it.each(samples.accept)('accepts %j', (value) => {
    expect(validator.validate(value)).toBeNull();
  });
  it.each(samples.reject)('rejects %j with its own message key', (value) => {
    expect(validator.validate(value)).toEqual({ key, values: { min: 1, max: 255, range: '1 - 255' } });
  });
  it('counts length in code points at the boundaries; min = max shows a single number', () => {
    const sample = samples.accept[0]!;
    const n = codePoints(sample);
    expect(compileFieldRule('field', presetRule(name, n, n)).validate(sample)).toBeNull();
    expect(compileFieldRule('field', presetRule(name, 1, n)).validate(sample)).toBeNull();
    const tooShort = compileFieldRule('field', presetRule(name, n + 1, n + 5)).validate(sample);
    expect(tooShort).toEqual({ key, values: { min: n + 1, max: n + 5, range: `${n + 1} - ${n + 5}` } });
    if (n > 1) {
      const tooLong = compileFieldRule('field', presetRule(name, n - 1, n - 1)).validate(sample);
      expect(tooLong).toEqual({ key, values: { min: n - 1, max: n - 1, range: String(n - 1) } });
    }
  });
});

describe('register validation rules: lengths, "*" and empty values', () => {
  it('counts a Bengali name by code points, not UTF-16 units or bytes', () => {
    const name = 'মোহাম্মদ রহিম'; // 13 code points
    expect(codePoints(name)).toBe(13);
    const v = compileFieldRule('payeeName', presetRule('bengaliName', 2, 13));
    expect(v.validate(name)).toBeNull();
    expect(v.validate(`${name}ন`)?.values).toEqual({ min: 2, max: 13, range: '2 - 13' });
  });
  it('shows one number when min equals max (a 10-digit mobile starting with 9)', () => {
    const v = compileFieldRule('mobileNum', presetRule('startsWith9', 10, 10));
    expect(v.validate('9123456789')).toBeNull();
    expect(v.validate('912345678')).toEqual({ key: 'reg_pattern_16', values: { min: 10, max: 10, range: '10' } });
    expect(v.validate('91234567890')?.values.range).toBe('10');
  });
  it('reads "*" as any value; only the length counts', () => {
    const any: FieldRule = { acceptedPattern: '*', minLength: 0, maxLength: 5, patternId: 0, enabled: true, required: true };
    const v = compileFieldRule('verificationCode', any);
    for (const value of ['x', 'a b!', 'রহিম', '😀😀😀😀😀']) expect(v.validate(value)).toBeNull();
    expect(v.validate('123456')).toEqual({ key: 'reg_pattern_0', values: { min: 0, max: 5, range: '0 - 5' } });
  });
  it('lets an optional preset field stay empty, but not a required one', () => {
    expect(compileFieldRule('email', presetRule('email', 5, 60, false)).validate('')).toBeNull();
    expect(compileFieldRule('email', presetRule('email', 5, 60, true)).validate('')?.key).toBe('reg_pattern_3');
  });
  it('checks length before the pattern, so a pasted megabyte never reaches the regex (server-side bound)', () => {
    const v = compileFieldRule('email', presetRule('email', 5, 60));
    const test = vi.spyOn(RegExp.prototype, 'test');
    try {
      expect(v.validate(`${'a'.repeat(200_000)}@`)?.key).toBe('reg_pattern_3');
      expect(test).not.toHaveBeenCalled();
      expect(v.validate('player@example.com')).toBeNull();
      expect(test).toHaveBeenCalledTimes(1);
    } finally {
      test.mockRestore();
    }
  });
});
