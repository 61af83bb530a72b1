// The Theme panel's UI: every token of the brand, editable, with the contrast pairs the edits break and the
// export. Stateless about the theme (the edits come in and go out through props), so stories can show any
// state and the manager keeps one set of edits per brand.
// `React.` calls keep the import used: the manager compiles this JSX with the classic runtime.
import * as React from 'react';
import type { ThemeTokens } from '../../src/generated/types.ts';
import { copyText, downloadJson } from './exportActions.ts';
import {
  CONTRAST_PAIR_COUNT,
  SECTIONS,
  contrastIssues,
  editedTheme,
  exportTheme,
  setEdit,
  tokenFields,
  type ContrastIssue,
  type Edits,
  type SectionId,
  type TokenField,
} from './model.ts';
import { styles } from './styles.ts';

export interface ThemePanelProps {
  brandId: string;
  brandName: string;
  /** The mode the story shows: its roles section opens first. */
  mode: 'light' | 'dark';
  /** brand.json `theme` as written. */
  source: ThemeTokens;
  edits: Edits;
  onEditsChange: (edits: Edits) => void;
}

const SECTION_TITLES: Record<SectionId, string> = {
  palette: 'Palette',
  light: 'Light mode roles',
  dark: 'Dark mode roles',
  radius: 'Radius',
  font: 'Fonts',
  shadow: 'Shadows',
  space: 'Spacing',
  motion: 'Motion',
  breakpoint: 'Breakpoints',
};

const COLOUR_KINDS = new Set<TokenField['kind']>(['hex', 'color']);

function FieldRow({ field, onChange }: { field: TokenField; onChange: (path: string, value: string) => void }): React.ReactElement {
  const id = `theme-token-${field.path.replaceAll('.', '-')}`;
  const name = field.path.split('.').slice(field.section === 'palette' ? 2 : 1).join('.');
  const reference = field.declared !== field.value && COLOUR_KINDS.has(field.kind) && !field.problem;
  return (
    <div style={styles.field} data-token={field.path} data-edited={field.edited || undefined}>
      <label htmlFor={id} style={{ ...styles.label, ...(field.edited ? styles.edited : {}) }}>
        {name}
        {field.edited ? ' •' : ''}
      </label>
      {COLOUR_KINDS.has(field.kind) ? (
        <input
          type="color"
          aria-label={`${name} colour picker`}
          style={styles.colorInput}
          value={field.value}
          onChange={(e) => onChange(field.path, e.target.value)}
        />
      ) : (
        <span />
      )}
      <input
        id={id}
        type="text"
        spellCheck={false}
        style={{ ...styles.textInput, ...(field.problem ? styles.invalidInput : {}) }}
        value={field.declared}
        aria-invalid={field.problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(field.path, e.target.value)}
      />
      <span id={`${id}-hint`} style={{ ...styles.hint, ...(field.problem ? styles.danger : {}) }}>
        {field.problem ?? (
          <>
            <code style={styles.code}>{field.cssVar}</code>
            {reference ? ` = ${field.value}` : ''}
          </>
        )}
      </span>
    </div>
  );
}

function ContrastList({ issues }: { issues: ContrastIssue[] }): React.ReactElement {
  return (
    <section style={styles.box} aria-labelledby="theme-contrast-title" data-contrast-failures={issues.length}>
      <h3 id="theme-contrast-title" style={styles.boxTitle}>
        Contrast (WCAG AA)
      </h3>
      {issues.length === 0 ? (
        <p style={{ margin: 0 }}>All {CONTRAST_PAIR_COUNT} pairs pass in both modes.</p>
      ) : (
        <>
          <p style={{ ...styles.danger, margin: 0 }}>
            {issues.length} of {CONTRAST_PAIR_COUNT} pairs fail: brands:check will reject this theme.
          </p>
          <ul style={styles.list}>
            {issues.map((i) => (
              <li key={`${i.mode}:${i.pair.fg}:${i.pair.bg}`} data-contrast-failure={`${i.mode}:${i.pair.fg}/${i.pair.bg}`}>
                <span style={styles.pairRow}>
                  <span aria-hidden style={{ ...styles.swatch, background: i.fgValue }} />
                  <span aria-hidden style={{ ...styles.swatch, background: i.bgValue }} />
                  <span>
                    {i.mode}: <code style={styles.code}>{i.pair.fg}</code> on <code style={styles.code}>{i.pair.bg}</code> is{' '}
                    {i.ratio.toFixed(2)}:1, needs {i.required}:1 ({i.pair.kind === 'text' ? 'text' : 'UI'})
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export function ThemePanel({ brandId, brandName, mode, source, edits, onEditsChange }: ThemePanelProps): React.ReactElement {
  const [status, setStatus] = React.useState('');
  const fields = React.useMemo(() => tokenFields(source, edits), [source, edits]);
  const issues = React.useMemo(() => contrastIssues(editedTheme(source, edits)), [source, edits]);
  const result = React.useMemo(() => exportTheme(source, edits), [source, edits]);
  const editCount = Object.keys(edits).length;
  const exportable = result.problems.length === 0;
  const fileName = `${brandId}-theme.json`;

  const change = (path: string, value: string): void => {
    setStatus('');
    onEditsChange(setEdit(source, edits, path, value));
  };
  const copy = async (): Promise<void> =>
    setStatus((await copyText(result.json)) ? 'Theme block copied.' : 'The browser refused the clipboard: use Download.');
  const download = (): void => {
    downloadJson(fileName, result.json);
    setStatus(`Saved ${fileName}.`);
  };
  const reset = (): void => {
    setStatus('Edits discarded.');
    onEditsChange({});
  };

  // the mode on screen right after the palette
  const sections = mode === 'light' ? SECTIONS : SECTIONS.map((s) => (s === 'light' ? 'dark' : s === 'dark' ? 'light' : s));

  return (
    <div style={styles.root} data-theme-panel={brandId}>
      <div style={styles.header}>
        <h2 style={styles.title}>{brandName} theme</h2>
        <button type="button" style={{ ...styles.button, ...(exportable ? {} : styles.disabled) }} disabled={!exportable} onClick={() => void copy()}>
          Copy theme JSON
        </button>
        <button type="button" style={{ ...styles.button, ...(exportable ? {} : styles.disabled) }} disabled={!exportable} onClick={download}>
          Download {fileName}
        </button>
        <button
          type="button"
          style={{ ...styles.secondaryButton, ...(editCount === 0 ? styles.disabled : {}) }}
          disabled={editCount === 0}
          onClick={reset}
        >
          Reset
        </button>
        <p style={styles.subtitle}>
          Showing {mode} mode. {editCount === 0 ? 'No edits yet.' : `${editCount} token${editCount === 1 ? '' : 's'} edited (marked •).`}
        </p>
        <p role="status" style={styles.status}>
          {status}
        </p>
      </div>
      <ContrastList issues={issues} />
      {exportable ? null : (
        <section style={styles.box} aria-labelledby="theme-export-title" data-export-problems={result.problems.length}>
          <h3 id="theme-export-title" style={{ ...styles.boxTitle, ...styles.danger }}>
            Not exportable: the schema rejects
          </h3>
          <ul style={styles.list}>
            {result.problems.map((p) => (
              <li key={p.pointer}>
                <code style={styles.code}>{p.pointer}</code>: {p.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {sections.map((section) => {
        const rows = fields.filter((f) => f.section === section);
        const edited = rows.filter((f) => f.edited).length;
        return (
          <details key={section} style={styles.section} open={section === 'palette' || section === mode} data-section={section}>
            <summary style={styles.summary}>
              {SECTION_TITLES[section]} ({rows.length}
              {edited ? `, ${edited} edited` : ''})
            </summary>
            <div style={styles.fields}>
              {rows.map((f) => (
                <FieldRow key={f.path} field={f} onChange={change} />
              ))}
            </div>
          </details>
        );
      })}
      <details style={styles.section} data-section="export">
        <summary style={styles.summary}>theme block for brands/{brandId}/brand.json</summary>
        <pre style={{ ...styles.code, whiteSpace: 'pre-wrap', margin: 0 }} data-theme-export>
          {result.json}
        </pre>
      </details>
    </div>
  );
}
