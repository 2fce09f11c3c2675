import {
  useEffect,
  useId,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { InterviewLibrary } from '../../contracts/schemas/interview.ts';
import { Select } from '../../ui/Field/Select.tsx';
import { TextArea } from '../../ui/Field/TextArea.tsx';
import { exportFileName, resolveQuestions, toMarkdown } from './questions.ts';
import {
  builderReducer,
  initialState,
  MAX_OWN,
  MAX_SELECTED,
  MAX_TEXT,
  restore,
  STORAGE_KEY,
  toQuery,
  toStorage,
  type BuilderAction,
  type BuilderState,
} from './state.ts';
import styles from './Builder.module.css';

const ALL = 'all';

function short(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saves to local storage and the URL; a full or blocked storage only costs the refresh-proofing. */
function persist(state: BuilderState): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, toStorage(state));
  } catch {
    // Private mode or quota: the URL still carries the library questions.
  }
  const url = `${window.location.pathname}${toQuery(state)}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: Chromium reads the Blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The builder: the library filtered by role and skill on one side, the interview being built on
 * the other. Renders the empty interview on the server; the saved one is restored after
 * hydration, so server and client markup agree.
 */
export function InterviewBuilder({ library }: { library: InterviewLibrary }) {
  const [state, dispatch] = useReducer(builderReducer, library, initialState);
  const [competency, setCompetency] = useState(ALL);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  // The first commit shows the server's empty interview: it must not overwrite what is saved.
  const rendered = useRef(false);
  const ids = useId();

  useEffect(() => {
    const next = restore(window.location.search, readStorage(), library);
    dispatch({ type: 'restore', state: next });
  }, [library]);

  useEffect(() => {
    if (rendered.current) persist(state);
    rendered.current = true;
  }, [state]);

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });

  const questions = resolveQuestions(state, library);
  const role = library.roles.find((item) => item.id === state.role) ?? library.roles[0];
  const shown = library.questions.filter(
    (question) =>
      (!role || question.roles.includes(role.id)) &&
      (competency === ALL || question.competency === competency),
  );
  const names = new Map(library.competencies.map((item) => [item.id, item.name]));
  const full = state.selected.length >= MAX_SELECTED;

  const act = (action: BuilderAction, message: string) => {
    dispatch(action);
    setAnnouncement(message);
  };
  const move = (id: string, index: number, by: -1 | 1, buttonId: string) => {
    const to = index + by;
    focusAfterMove.current = buttonId;
    if (to < 0 || to >= questions.length) {
      setAnnouncement(by < 0 ? 'Already the first question.' : 'Already the last question.');
      return;
    }
    act(
      { type: 'move', id, by },
      `Moved "${short(questions[index]?.text ?? '')}" to position ${to + 1} of ${questions.length}.`,
    );
  };

  return (
    <div className={styles.builder}>
      <section className={styles.library} aria-labelledby={`${ids}-library`}>
        <h2 id={`${ids}-library`} className={styles.panelHeading}>
          Question library
        </h2>
        <div className={styles.filters}>
          <Select
            label="Role"
            placeholder={null}
            options={library.roles.map((item) => ({ value: item.id, label: item.name }))}
            value={state.role}
            onChange={(event) => {
              const next = library.roles.find((item) => item.id === event.target.value);
              if (next) act({ type: 'role', role: next.id }, `Showing questions for ${next.name}.`);
            }}
          />
          <Select
            label="Skill"
            placeholder={null}
            options={[
              { value: ALL, label: 'All skills' },
              ...library.competencies.map((item) => ({ value: item.id, label: item.name })),
            ]}
            value={competency}
            onChange={(event) => setCompetency(event.target.value)}
          />
        </div>
        {role ? <p className={styles.roleNote}>{role.description}</p> : null}
        <div className={styles.libraryBar}>
          <p className={styles.count} aria-live="polite">
            {shown.length} {shown.length === 1 ? 'question' : 'questions'}
          </p>
          {/* Phones stack the interview below a long list: a way down to it. */}
          <a href={`#${ids}-sheet`} className={styles.jump}>
            Your interview ({questions.length})
          </a>
        </div>
        <ul className={styles.questionList}>
          {shown.map((question) => {
            const picked = state.selected.includes(question.id);
            const textId = `${ids}-q-${question.id}`;
            return (
              <li key={question.id} className={styles.question}>
                <p className={styles.tag}>{names.get(question.competency)}</p>
                <p id={textId} className={styles.questionText}>
                  {question.text}
                </p>
                <details className={styles.details}>
                  <summary>What a good answer shows</summary>
                  <p>{question.goodAnswer}</p>
                </details>
                <button
                  type="button"
                  className={picked ? styles.secondary : styles.primary}
                  aria-describedby={textId}
                  disabled={!picked && full}
                  onClick={() =>
                    picked
                      ? act(
                          { type: 'remove', id: question.id },
                          `Removed "${short(question.text)}".`,
                        )
                      : act({ type: 'pick', id: question.id }, `Added "${short(question.text)}".`)
                  }
                >
                  {picked ? 'Remove' : 'Add'}
                </button>
              </li>
            );
          })}
        </ul>
        <OwnQuestionForm
          competencies={library.competencies}
          disabled={full || state.own.length >= MAX_OWN}
          onAdd={(text, skill) =>
            act({ type: 'add', text, competency: skill }, `Added your question "${short(text)}".`)
          }
        />
      </section>

      <section className={styles.sheet} aria-labelledby={`${ids}-sheet`} data-print-sheet>
        <div className={styles.sheetHeader}>
          <h2 id={`${ids}-sheet`} className={styles.panelHeading} tabIndex={-1}>
            Your interview{role ? `: ${role.name}` : ''}
          </h2>
          <p className={styles.count}>
            {questions.length} of {MAX_SELECTED} questions
          </p>
        </div>
        {questions.length === 0 ? (
          <p className={styles.empty}>
            No questions yet. Add questions from the library, or write your own.
          </p>
        ) : (
          <ol className={styles.selected}>
            {questions.map((question, index) => {
              const up = `${ids}-up-${question.id}`;
              const down = `${ids}-down-${question.id}`;
              // The question taking its place (the next, else the one before), or the list's
              // heading: focus must not fall to the page when the pressed button goes.
              const after = questions[index + 1] ?? questions[index - 1];
              // Alt+↑ / Alt+↓ on either move button moves the question, like the buttons do.
              const shortcut = (event: KeyboardEvent) => {
                if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
                event.preventDefault();
                const by = event.key === 'ArrowUp' ? -1 : 1;
                move(question.id, index, by, by < 0 ? up : down);
              };
              return (
                <li key={question.id} className={styles.selectedItem}>
                  <div className={styles.selectedBody}>
                    <p className={styles.tag}>
                      {question.competency ?? 'Your question'}
                      {question.own && question.competency ? ' · your question' : ''}
                    </p>
                    <p className={styles.questionText}>{question.text}</p>
                    {question.goodAnswer ? (
                      <p className={styles.goodAnswer}>
                        <strong>What a good answer shows: </strong>
                        {question.goodAnswer}
                      </p>
                    ) : null}
                    <div className={styles.notes} aria-hidden="true" />
                  </div>
                  <div className={styles.controls}>
                    <button
                      type="button"
                      id={up}
                      className={styles.icon}
                      aria-label={`Move "${short(question.text)}" up`}
                      aria-disabled={index === 0}
                      onClick={() => move(question.id, index, -1, up)}
                      onKeyDown={shortcut}
                    >
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      id={down}
                      className={styles.icon}
                      aria-label={`Move "${short(question.text)}" down`}
                      aria-disabled={index === questions.length - 1}
                      onClick={() => move(question.id, index, 1, down)}
                      onKeyDown={shortcut}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button
                      type="button"
                      id={`${ids}-remove-${question.id}`}
                      className={styles.icon}
                      aria-label={`Remove "${short(question.text)}"`}
                      onClick={() => {
                        focusAfterMove.current = after
                          ? `${ids}-remove-${after.id}`
                          : `${ids}-sheet`;
                        act(
                          { type: 'remove', id: question.id },
                          `Removed "${short(question.text)}".`,
                        );
                      }}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {questions.length > 1 ? (
          <p className={styles.hint}>Tip: Alt + ↑ or Alt + ↓ moves the focused question.</p>
        ) : null}
        <div className={styles.exports}>
          <button
            type="button"
            className={styles.primary}
            disabled={questions.length === 0}
            onClick={() => window.print()}
          >
            Print or save as PDF
          </button>
          <button
            type="button"
            className={styles.secondary}
            disabled={questions.length === 0}
            onClick={() => {
              download(
                exportFileName(state.role),
                toMarkdown(role?.name ?? 'Interview', questions),
              );
              setAnnouncement('Markdown file downloaded.');
            }}
          >
            Download Markdown
          </button>
          {questions.length > 0 ? (
            <button
              type="button"
              className={styles.link}
              onClick={() => act({ type: 'clear' }, 'All questions removed.')}
            >
              Start over
            </button>
          ) : null}
        </div>
        {/* The email export is the page's INTERVIEW_BUILDER_EXPORT_MODAL form, below the builder. */}
        <p className={styles.hint}>
          <a href="#send-it-to-your-hiring-panel">Email it to your hiring panel</a>
        </p>
      </section>
      <output className="visually-hidden">{announcement}</output>
    </div>
  );
}

interface OwnQuestionFormProps {
  competencies: InterviewLibrary['competencies'];
  disabled: boolean;
  onAdd: (text: string, competency: string | null) => void;
}

function OwnQuestionForm({ competencies, disabled, onAdd }: OwnQuestionFormProps) {
  const [text, setText] = useState('');
  const [skill, setSkill] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write your question first.');
      return;
    }
    onAdd(text, competencies.some((item) => item.id === skill) ? skill : null);
    setText('');
    setError('');
  };
  return (
    <form className={styles.own} onSubmit={submit} noValidate>
      <h3 className={styles.ownHeading}>Add your own question</h3>
      <TextArea
        label="Your question"
        value={text}
        rows={3}
        maxLength={MAX_TEXT}
        error={error || undefined}
        onChange={(event) => setText(event.target.value)}
      />
      <Select
        label="Skill it tests"
        optional
        placeholder="No particular skill"
        options={competencies.map((item) => ({ value: item.id, label: item.name }))}
        value={skill}
        onChange={(event) => setSkill(event.target.value)}
      />
      <button type="submit" className={styles.secondary} disabled={disabled}>
        Add question
      </button>
    </form>
  );
}
