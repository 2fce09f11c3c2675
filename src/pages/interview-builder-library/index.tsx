import { useState } from 'react';
import type { TemplateProps } from '../../contracts/templates.ts';
import { PageHeader } from '../../templates/shared/PageHeader.tsx';
import { Select } from '../../ui/Field/Select.tsx';
import styles from './Library.module.css';

const ALL = 'all';

/**
 * Every question of the builder by skill, with what a good answer shows. A role filter narrows
 * the list in place; each question links to the builder, which adds it (`?add=id`).
 */
export default function InterviewBuilderLibraryPage({
  props,
}: TemplateProps<'pages/interview-builder-library'>) {
  const [role, setRole] = useState(ALL);
  const library = props.library;
  const questions = library?.questions.filter((q) => role === ALL || q.roles.includes(role)) ?? [];
  return (
    <article>
      <PageHeader
        eyebrow="Tools"
        heading={props.heading}
        intro={props.intro || undefined}
        meta={
          <p className={styles.links}>
            <a href="/interview-builder/">Open the interview builder</a>
          </p>
        }
      />
      <div className={styles.page}>
        {library ? (
          <>
            <div className={styles.toolbar}>
              <Select
                label="Role"
                className={styles.role}
                placeholder={null}
                options={[
                  { value: ALL, label: 'Every role' },
                  ...library.roles.map((item) => ({ value: item.id, label: item.name })),
                ]}
                value={role}
                onChange={(event) => setRole(event.target.value)}
              />
              <p className={styles.count} aria-live="polite">
                {questions.length} questions
              </p>
            </div>
            <nav aria-label="Skills" className={styles.skills}>
              <ul>
                {library.competencies.map((competency) => (
                  <li key={competency.id}>
                    <a href={`#${competency.id}`}>{competency.name}</a>
                  </li>
                ))}
              </ul>
            </nav>
            {library.competencies.map((competency) => {
              const list = questions.filter((q) => q.competency === competency.id);
              return (
                <section
                  key={competency.id}
                  className={styles.group}
                  aria-labelledby={competency.id}
                >
                  <h2 id={competency.id} className={styles.groupHeading}>
                    {competency.name}
                  </h2>
                  <p className={styles.groupText}>{competency.description}</p>
                  {list.length ? (
                    <ul className={styles.list}>
                      {list.map((question) => (
                        <li key={question.id} className={styles.item}>
                          <h3 className={styles.question}>{question.text}</h3>
                          <p className={styles.answer}>
                            <strong>What a good answer shows: </strong>
                            {question.goodAnswer}
                          </p>
                          <a
                            className={styles.add}
                            href={`/interview-builder/?add=${encodeURIComponent(question.id)}`}
                          >
                            Add to my interview
                            <span className="visually-hidden">: {question.text}</span>
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.groupText}>No questions on this skill for this role.</p>
                  )}
                </section>
              );
            })}
          </>
        ) : (
          <p>The question library is not available right now.</p>
        )}
      </div>
    </article>
  );
}
